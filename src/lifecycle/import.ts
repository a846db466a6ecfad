/**
 * Import of export lines (NDJSON from GET /v1/export, a nightly backup, or an archive copy) into the
 * caller's memories. Idempotent: a line whose id already exists is skipped ("exists"), one whose live
 * content already exists in the same scope/project is skipped ("duplicate"). Every given field is kept —
 * ids, timestamps, confidence, counters, last_used_at, drift_days — so restoring a backup reproduces it
 * exactly (except memories erased since, skipped as "erased"), and a memory imported as "last used 100 days ago" decays as such. Conflict detection does
 * not run here (the nightly scan covers imported data), so a restore does not alter what it restores.
 */
import type { Principal } from "../auth/principal";
import { EngramError } from "../errors";
import { contentHash } from "../memory/content-hash";
import { projectIdForWrite } from "../memory/projects";
import { DEFAULT_CONFIDENCE, defaultScopeFor, defaultTierFor } from "../memory/types";
import { erasedIds } from "../storage/erasure-store";
import { existingIds, insertRecordStatement, liveSameKey } from "../storage/memories-store";
import { isInstructionLike } from "../safety/instructions";
import { newId } from "../util/ids";
import type { WritePlan } from "../write/create-memories";
import { enqueueOutbox, recordEvent } from "../write/statements";
import { putArchiveCopy } from "./archive";
import type { LifecycleRecord } from "./record";
import type { ImportLine } from "./schemas";
import type { LifecycleWriteContext } from "./write-context";

const COLUMNS = [
  "id", "org_id", "user_id", "scope", "project_id", "type", "tier", "title", "content", "tags", "metadata", "source",
  "session_id", "confidence", "importance", "effectiveness", "access_count", "use_count", "success_count", "failure_count",
  "pinned", "needs_review", "archived_at", "created_at", "updated_at", "occurred_at", "last_accessed_at", "last_used_at",
  "valid_from", "valid_until", "supersedes", "superseded_by", "content_hash", "drift_days", "negative_feedback",
  "provenance", "instruction_like",
] as const;

const ms = (iso: string | null | undefined) => (iso === null || iso === undefined ? null : Date.parse(iso));

/** `lineNumbers[i]` is the 1-based line of `lines[i]` in the request, for field paths and results. */
export async function planImport(ctx: LifecycleWriteContext, p: Principal, lines: ImportLine[], lineNumbers: number[]): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const projects = new Map<string, string>();
  for (const [i, l] of lines.entries()) {
    if (l.project && !projects.has(l.project)) projects.set(l.project, await projectIdForWrite(db, ctx.clock, p, l.project, `lines.${lineNumbers[i]}.project`));
    if (l.scope === "project" && !l.project) {
      throw new EngramError("validation_failed", `lines.${lineNumbers[i]}.project: required when scope is 'project'`, { field: `lines.${lineNumbers[i]}.project` });
    }
  }
  const givenIds = lines.flatMap((l) => (l.id ? [l.id] : []));
  const taken = await existingIds(db, givenIds);
  // An erased memory stays erased: restoring a backup or export taken before the erase skips it.
  const erased = await erasedIds(db, givenIds);

  const statements: D1PreparedStatement[] = [];
  const results: { line: number; id: string; status: "created" | "exists" | "duplicate" | "erased" }[] = [];
  const liveKeys = new Map<string, string>();
  const indexIds: string[] = [];
  for (const [i, l] of lines.entries()) {
    const line = lineNumbers[i];
    if (l.id && erased.has(l.id)) {
      results.push({ line, id: l.id, status: "erased" });
      continue;
    }
    if (l.id && taken.has(l.id)) {
      results.push({ line, id: l.id, status: "exists" });
      continue;
    }
    const type = l.type ?? "episode";
    const source = l.source ?? "user_stated";
    // An exported line keeps how it first arrived; a line without one arrived by this import.
    const provenance = l.provenance ?? "import";
    const projectId = l.project ? projects.get(l.project)! : null;
    const scope = l.scope ?? defaultScopeFor(type, projectId !== null, provenance);
    const hash = await contentHash(l.content);
    const archivedAt = ms(l.archived_at);
    const createdAt = ms(l.created_at) ?? now;
    const id = l.id ?? newId("mem", createdAt);
    if (archivedAt === null) {
      const key = `${scope}|${projectId ?? ""}|${hash}`;
      const dup = liveKeys.get(key) ??
        (await liveSameKey(db, { user_id: p.userId, scope, project_id: projectId, content_hash: hash }));
      if (dup) {
        results.push({ line, id: dup, status: "duplicate" });
        continue;
      }
      liveKeys.set(key, id);
    }
    taken.add(id);
    const row: Record<(typeof COLUMNS)[number], unknown> = {
      id, org_id: p.orgId, user_id: p.userId, scope, project_id: projectId, type, tier: l.tier ?? defaultTierFor(type, provenance),
      title: l.title ?? null, content: l.content, tags: JSON.stringify(l.tags ?? []), metadata: JSON.stringify(l.metadata ?? {}),
      source, session_id: l.session_id ?? null, confidence: l.confidence ?? DEFAULT_CONFIDENCE[source],
      importance: l.importance ?? 0.5, effectiveness: l.effectiveness ?? 5, access_count: l.access_count ?? 0,
      use_count: l.use_count ?? 0, success_count: l.success_count ?? 0, failure_count: l.failure_count ?? 0,
      pinned: l.pinned ? 1 : 0, needs_review: l.needs_review ? 1 : 0, archived_at: archivedAt, created_at: createdAt,
      updated_at: ms(l.updated_at) ?? createdAt, occurred_at: ms(l.occurred_at), last_accessed_at: ms(l.last_accessed_at),
      last_used_at: ms(l.last_used_at), valid_from: ms(l.valid_from), valid_until: ms(l.valid_until),
      supersedes: l.supersedes ?? null, superseded_by: l.superseded_by ?? null, content_hash: hash,
      drift_days: l.drift_days ?? 0, negative_feedback: l.negative_feedback ?? 0,
      // The instruction flag is read from the text again (deterministic), not taken from the file.
      provenance, instruction_like: isInstructionLike({ content: l.content, title: l.title }) ? 1 : 0,
    };
    if (archivedAt !== null) {
      // Every archived row has its R2 copy (archive.ts); an imported archived line gets one too.
      const rec = { ...row, project_name: l.project ?? null, embedding_model: null, embedding_dim: null, indexed_at: null };
      await putArchiveCopy(ctx.blobs, rec as unknown as LifecycleRecord, archivedAt);
    }
    statements.push(
      insertRecordStatement(db, row),
    );
    if (archivedAt === null) {
      statements.push(enqueueOutbox(db, "index", id, p.orgId, now));
      indexIds.push(id);
    }
    results.push({ line, id, status: "created" });
  }
  const created = results.filter((r) => r.status === "created").map((r) => r.id);
  if (created.length) statements.push(recordEvent(db, { orgId: p.orgId, userId: p.userId, kind: "audit.memories_imported", data: { ids: created }, now }));
  return { statements, status: 200, body: { results }, indexIds };
}
