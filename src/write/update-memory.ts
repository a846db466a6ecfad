/**
 * Plans an edit of one memory. Only the owner changes a memory; others who can see it get 403,
 * everyone else 404. (Forget is an archive: see lifecycle/archive.ts.) An edit of content or type
 * is conflict-checked in its own batch, like a create.
 */
import type { Principal } from "../auth/principal";
import { EngramError } from "../errors";
import { judgeWrites, type WriteJudgment } from "../judgment/on-write";
import { contentHash, liveDuplicateOf } from "../memory/content-hash";
import { getVisibleMemory } from "../memory/read";
import type { MemoryPatch } from "../memory/schemas";
import { type MemoryRecord, toMemoryView } from "../memory/view";
import { linkEntitiesStatements } from "../memory/entities";
import { isInstructionLike } from "../safety/instructions";
import { unlinkEntitiesStatement } from "../storage/graph-store";
import { editMemoryStatement } from "../storage/memories-store";
import { deleteVectorStatement } from "../storage/vectors-store";
import { entitiesOf, type WriteContext, type WritePlan } from "./create-memories";
import { checkEmbedding, vectorBytes } from "./embedding-check";
import { enqueueOutbox, recordEvent, upsertVector } from "./statements";

async function ownedMemory(db: D1Database, p: Principal, id: string): Promise<MemoryRecord> {
  const row = await getVisibleMemory(db, p, id);
  if (row.user_id !== p.userId) throw new EngramError("forbidden", "only the owner can change this memory");
  return row;
}

const msOrNull = (iso: string | null | undefined, fallback: number | null) =>
  iso === undefined ? fallback : iso === null ? null : Date.parse(iso);

export async function planUpdateMemory(ctx: WriteContext, p: Principal, id: string, patch: MemoryPatch): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const row = await ownedMemory(db, p, id);
  if (row.archived_at !== null) throw new EngramError("conflict", "memory is archived; restore it before editing");
  const vector = patch.embedding ? checkEmbedding(patch.embedding, ctx.space, "embedding") : null;

  const next: MemoryRecord = {
    ...row,
    content: patch.content ?? row.content,
    title: patch.title === undefined ? row.title : patch.title,
    tags: patch.tags ? JSON.stringify(patch.tags) : row.tags,
    metadata: patch.metadata ? JSON.stringify(patch.metadata) : row.metadata,
    type: patch.type ?? row.type,
    importance: patch.importance ?? row.importance,
    tier: patch.tier ?? row.tier,
    pinned: patch.pinned === undefined ? row.pinned : patch.pinned ? 1 : 0,
    occurred_at: msOrNull(patch.occurred_at, row.occurred_at),
    valid_from: msOrNull(patch.valid_from, row.valid_from),
    valid_until: msOrNull(patch.valid_until, row.valid_until),
    updated_at: now,
  };
  const contentChanged = next.content !== row.content;
  // The flag describes the text (safety/instructions.ts): an edit of it is read again.
  if (contentChanged || next.title !== row.title) next.instruction_like = isInstructionLike(next) ? 1 : 0;
  if (contentChanged) {
    next.content_hash = await contentHash(next.content);
    const dup = await liveDuplicateOf(db, next);
    if (dup) throw new EngramError("conflict", `another memory already has this content: ${dup}`, { field: "content", id: dup });
  }

  const reindex = contentChanged || vector !== null;
  if (reindex) {
    next.indexed_at = null;
    next.embedding_model = vector ? ctx.space.model : null;
    next.embedding_dim = vector ? ctx.space.dimension : null;
  }
  const statements: D1PreparedStatement[] = [
    editMemoryStatement(db, id, next, now),
    recordEvent(db, { orgId: p.orgId, userId: p.userId, kind: "audit.memory_updated", memoryId: id, data: { fields: Object.keys(patch) }, now }),
  ];
  if (contentChanged || next.title !== row.title) {
    // Entity links describe the text: when it changes, every link of the old text goes and the new text is linked.
    statements.push(
      unlinkEntitiesStatement(db, id),
      ...linkEntitiesStatements(db, { orgId: row.org_id, userId: row.user_id }, id, entitiesOf(next), now),
    );
  }
  // The index filters on type and time (vector/vector-index.ts): a change of either re-upserts the
  // stored vector with fresh metadata (indexing reuses it; nothing is re-embedded).
  const metadataChanged = next.type !== row.type || next.occurred_at !== row.occurred_at;
  if (reindex) {
    // A stale vector must not outlive the content it encoded.
    statements.push(
      vector
        ? upsertVector(db, { memoryId: id, orgId: row.org_id, model: ctx.space.model, vector: vectorBytes(vector), contentHash: next.content_hash, now })
        : deleteVectorStatement(db, id),
    );
  }
  if (reindex || metadataChanged) statements.push(enqueueOutbox(db, "index", id, row.org_id, now));
  let judgment: WriteJudgment | undefined;
  if (contentChanged || next.type !== row.type) {
    // What the memory claims changed: flag contradictions now rather than at the nightly scan. Other
    // edits (tags, metadata, validity, pin, …) take the cheap path and are left to that scan.
    // An edit is judged like a write but never merged away: the user is editing this memory.
    const judged = await judgeWrites(db, p, [next], now, { merge: false });
    statements.push(...judged.statements);
    judgment = judged.results[0].judgment;
    if (judgment.conflicts.length) next.confidence = Math.min(next.confidence, 0.5);
  }
  return { statements, status: 200, body: { memory: toMemoryView(next), ...(judgment ? { judgment } : {}) }, indexIds: reindex || metadataChanged ? [id] : [] };
}
