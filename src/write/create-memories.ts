/**
 * Plans the creation of one or more memories: defaults, project access, dedupe by content hash
 * within (user, scope, project), supersession, client vectors, and the outbox rows that get each
 * memory into the vector index. Returns statements for ONE atomic D1 batch; nothing is written here.
 * Runs inside the user's writer Durable Object, so check-then-insert cannot race with itself.
 */
import type { Principal } from "../auth/principal";
import { EngramError } from "../errors";
import { judgeWrites, startEmbedding, type WriteJudgment } from "../judgment/on-write";
import { contentHash } from "../memory/content-hash";
import { linkEntitiesStatements } from "../memory/entities";
import { extractEntities } from "../memory/entity-extractor";
import { projectForWrite } from "../memory/projects";
import { getVisibleMemories } from "../memory/read";
import type { MemoryInput } from "../memory/schemas";
import { DEFAULT_CONFIDENCE, defaultScopeFor, defaultTierFor, type Provenance, provenanceOfSource } from "../memory/types";
import { instructionSignals } from "../safety/instructions";
import { type MemoryRecord, toMemoryView } from "../memory/view";
import { liveWithHashes } from "../storage/memories-store";
import { newId } from "../util/ids";
import type { Clock } from "../util/time";
import type { Embedder } from "../embed/embedder";
import type { VectorIndex } from "../vector/vector-index";
import { checkEmbedding, type EmbeddingSpace, vectorBytes } from "./embedding-check";
import { enqueueOutbox, insertMemory, recordEvent, upsertVector } from "./statements";
import { checkSupersessions, supersedeStatements } from "./supersede";
import { guardSecrets } from "../privacy/write-guard";

export interface WriteContext {
  db: D1Database;
  clock: Clock;
  space: EmbeddingSpace;
  /** Set by conflict resolution (merge), whose new memory replaces the pair it settles. */
  skipConflictCheck?: boolean;
  /** The server's embedder: judgment compares meanings, and the vector it computes is stored with the memory. */
  embedder?: Embedder;
  /** The organization's vector index: judgment also compares a new memory with its nearest stored ones. */
  vectors?: VectorIndex;
}

export interface WritePlan {
  statements: D1PreparedStatement[];
  status: number;
  body: unknown;
  /** Memories whose vectors should be indexed right after commit. */
  indexIds: string[];
  /** Best-effort cleanup after the batch committed (e.g. an R2 copy or KV entry that is now stale). */
  afterCommit?: () => Promise<void>;
}

const ms = (iso: string | undefined) => (iso === undefined ? null : Date.parse(iso));

/**
 * A memory to create: what a client sends, or what a server path writes on its own behalf with a
 * provenance a client may not declare (consolidation).
 */
export type CreateInput = Omit<MemoryInput, "provenance"> & { provenance?: Provenance };

async function planCreateMemoriesUnguarded(
  ctx: WriteContext,
  p: Principal,
  inputs: CreateInput[],
  shape: "single" | "batch",
): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const field = (i: number, f: string) => (shape === "single" ? f : `memories.${i}.${f}`);

  // Validate everything before touching storage, so a rejected request stores nothing.
  const vectors = inputs.map((m, i) => (m.embedding ? checkEmbedding(m.embedding, ctx.space, field(i, "embedding")) : null));
  inputs.forEach((m, i) => {
    if (m.scope === "project" && !m.project) {
      throw new EngramError("validation_failed", `${field(i, "project")}: required when scope is 'project'`, { field: field(i, "project") });
    }
    if (m.valid_from && m.valid_until && Date.parse(m.valid_until) < Date.parse(m.valid_from)) {
      throw new EngramError("validation_failed", `${field(i, "valid_until")}: before valid_from`, { field: field(i, "valid_until") });
    }
  });

  // Judgment compares meanings: the memories without a client vector of the server's model are
  // embedded while the reads below run, so the write waits for the slower, not for both.
  const pendingEmbedding = ctx.embedder && !ctx.skipConflictCheck
    ? startEmbedding(ctx.embedder, inputs.filter((_, i) => !(vectors[i] && ctx.space.model === ctx.embedder!.model)))
    : undefined;

  const projectIds = new Map<string, string>();
  const projectsCreated: string[] = [];
  for (const [i, m] of inputs.entries()) {
    if (m.project && !projectIds.has(m.project)) {
      const project = await projectForWrite(db, ctx.clock, p, m.project, field(i, "project"));
      projectIds.set(m.project, project.id);
      if (project.created) projectsCreated.push(m.project);
    }
  }
  // Only when this write made a project: names the caller chose, never anyone else's.
  const created_projects = projectsCreated.length ? { projects_created: projectsCreated } : {};

  // Visible, permitted (owner or project owner) and not yet superseded: see write/supersede.ts.
  const superseded = await checkSupersessions(db, p, inputs, field);

  const records: MemoryRecord[] = [];
  // Instruction-like text (safety/instructions.ts) is flagged, never altered; the response says why.
  const signals = inputs.map((m) => instructionSignals(m.title ? `${m.title}\n${m.content}` : m.content));
  for (const [i, m] of inputs.entries()) {
    const type = m.type ?? "episode";
    const source = m.source ?? "user_stated";
    const provenance = m.provenance ?? provenanceOfSource(source);
    const projectId = m.project ? projectIds.get(m.project)! : null;
    records.push({
      id: newId("mem", now),
      org_id: p.orgId,
      user_id: p.userId,
      scope: m.scope ?? defaultScopeFor(type, projectId !== null, provenance),
      project_id: projectId,
      project_name: m.project ?? null,
      type,
      tier: m.tier ?? defaultTierFor(type, provenance),
      title: m.title ?? null,
      content: m.content,
      tags: JSON.stringify(m.tags ?? []),
      metadata: JSON.stringify(m.metadata ?? {}),
      source,
      session_id: m.session_id ?? null,
      confidence: m.confidence ?? DEFAULT_CONFIDENCE[source],
      importance: m.importance ?? 0.5,
      effectiveness: 5,
      access_count: 0, use_count: 0, success_count: 0, failure_count: 0,
      pinned: m.pinned ? 1 : 0,
      needs_review: 0,
      archived_at: null,
      created_at: now,
      updated_at: now,
      occurred_at: ms(m.occurred_at),
      last_accessed_at: null,
      last_used_at: null,
      valid_from: ms(m.valid_from),
      valid_until: ms(m.valid_until),
      supersedes: m.supersedes ?? null,
      superseded_by: null,
      content_hash: await contentHash(m.content),
      embedding_model: vectors[i] ? ctx.space.model : null,
      embedding_dim: vectors[i] ? ctx.space.dimension : null,
      indexed_at: null,
      provenance,
      instruction_like: signals[i].length ? 1 : 0,
    });
  }

  const existing = await findLiveDuplicates(db, p.userId, records);
  const results: { id: string; status: "created" | "duplicate"; record: MemoryRecord | null; input: CreateInput; judgment?: WriteJudgment; survivor?: MemoryRecord }[] = [];
  const seen = new Map<string, string>();
  for (const [i, r] of records.entries()) {
    const key = dedupeKey(r);
    const dup = existing.get(key) ?? seen.get(key);
    if (dup) {
      results.push({ id: dup, status: "duplicate", record: null, input: inputs[i] });
      continue;
    }
    seen.set(key, r.id);
    results.push({ id: r.id, status: "created", record: r, input: inputs[i] });
  }

  // Judgment (src/judgment/): conflicts flagged, changes suggested, near-duplicates merged.
  const statements: D1PreparedStatement[] = [];
  const judgmentStatements: D1PreparedStatement[] = [];
  const serverVectors = new Map<string, Float32Array>();
  if (!ctx.skipConflictCheck) {
    const fresh = results.filter((x) => x.record);
    const allow = new Map(fresh.map((x) => [x.record!.id, x.input.allow_duplicate === true]));
    const freshVectors = fresh.map((x) => vectors[results.indexOf(x)] ?? null);
    const judged = await judgeWrites(db, p, fresh.map((x) => x.record!), now, {
      merge: true, allowDuplicate: (r) => allow.get(r.id) ?? false, embedder: ctx.embedder, clientVectors: freshVectors,
      pendingEmbedding, newRecords: true,
      dense: ctx.vectors && ctx.embedder ? { index: ctx.vectors, orgId: p.orgId, model: ctx.embedder.model } : undefined,
    });
    judgmentStatements.push(...judged.statements);
    judged.results.forEach((j, k) => {
      const x = fresh[k];
      x.judgment = j.judgment;
      if (j.duplicateOf) Object.assign(x, { id: j.duplicateOf.id, status: "duplicate" as const, record: null, survivor: j.duplicateOf });
      else if (j.vector && ctx.embedder) serverVectors.set(x.record!.id, j.vector);
    });
  }

  for (const [i, x] of results.entries()) {
    const r = x.record;
    if (!r) continue;
    statements.push(insertMemory(db, r), enqueueOutbox(db, "index", r.id, r.org_id, now));
    // Entity links commit with the memory, so the graph never points at a missing row.
    statements.push(...linkEntitiesStatements(db, { orgId: r.org_id, userId: r.user_id }, r.id, entitiesOf(r), now));
    const v = vectors[i];
    const served = serverVectors.get(r.id);
    if (v) {
      statements.push(
        upsertVector(db, { memoryId: r.id, orgId: r.org_id, model: ctx.space.model, vector: vectorBytes(v), contentHash: r.content_hash, now }),
      );
    } else if (served && ctx.embedder) {
      // Judgment embedded it already: indexing finds the vector current and does not embed again.
      statements.push(
        upsertVector(db, { memoryId: r.id, orgId: r.org_id, model: ctx.embedder.model, vector: vectorBytes(served), contentHash: r.content_hash, now }),
      );
    }
    if (r.supersedes) statements.push(...supersedeStatements(db, p, superseded.get(r.supersedes)!, r.id, now));
  }
  // Flags run after the inserts (they lower both sides' confidence with a history event); the
  // response shows what the batch stores.
  statements.push(...judgmentStatements);
  for (const x of results) if (x.record && x.judgment?.conflicts.length) x.record.confidence = Math.min(x.record.confidence, 0.5);
  const created = results.filter((r) => r.status === "created").map((r) => r.id);
  if (created.length) {
    statements.push(
      recordEvent(db, { orgId: p.orgId, userId: p.userId, kind: "audit.memories_created", data: { ids: created }, now }),
    );
  }

  if (shape === "batch") {
    return {
      statements,
      status: 201,
      body: {
        results: results.map(({ id, status, judgment }, i) => ({
          id, status, ...(status === "duplicate" ? { duplicate_of: id } : {}), ...(judgment ? batchJudgment(judgment) : {}),
          ...(signals[i].length ? { instruction_like: true, instruction_signals: signals[i] } : {}),
        })),
        ...created_projects,
      },
      indexIds: created,
    };
  }
  const only = results[0];
  const record = only.record ?? only.survivor ?? (await getVisibleMemories(db, p, [only.id]))[0];
  return {
    statements,
    status: only.status === "created" ? 201 : 200,
    body: {
      memory: toMemoryView(record),
      status: only.status,
      ...(only.status === "duplicate" ? { duplicate_of: only.id } : {}),
      ...(signals[0].length ? { instruction_signals: signals[0] } : {}),
      judgment: only.judgment ?? { took_ms: 0, conflicts: [], suggested_supersessions: [], overrides: [] },
      ...created_projects,
    },
    indexIds: created,
  };
}

/** A batch item shows only the judgment that asks something of the writer. */
const batchJudgment = (j: WriteJudgment) => ({
  ...(j.conflicts.length ? { conflicts: j.conflicts } : {}),
  ...(j.suggested_supersessions.length ? { suggested_supersessions: j.suggested_supersessions } : {}),
  ...(j.overrides.length ? { overrides: j.overrides } : {}),
});

/** Rule-based entities of a memory's title and content (the knowledge issue adds LLM ones later). */
export const entitiesOf = (r: { title: string | null; content: string }) =>
  extractEntities(r.title ? `${r.content}\n${r.title}` : r.content);

const dedupeKey = (r: { scope: string; project_id: string | null; content_hash: string }) =>
  `${r.scope}|${r.project_id ?? ""}|${r.content_hash}`;

async function findLiveDuplicates(db: D1Database, userId: string, records: MemoryRecord[]): Promise<Map<string, string>> {
  const rows = await liveWithHashes(db, userId, [...new Set(records.map((r) => r.content_hash))]);
  return new Map(rows.map((r) => [dedupeKey(r), r.id]));
}

/** Live credentials are redacted before storage unless a memory sets allow_secrets (src/privacy/write-guard.ts). */
export async function planCreateMemories(ctx: WriteContext, p: Principal, inputs: CreateInput[], shape: "single" | "batch"): Promise<WritePlan> {
  const guard = await guardSecrets(inputs);
  return guard.annotate(await planCreateMemoriesUnguarded(ctx, p, guard.inputs, shape));
}
