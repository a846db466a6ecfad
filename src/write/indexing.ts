/**
 * Moves memories into the vector index after their D1 commit, driven by the outbox. Called right
 * after a write (in the background) and by the hourly cron for whatever that could not finish.
 * Every step is idempotent, so the two may overlap safely. Failures back off exponentially.
 */
import type { Deps } from "../config";
import { visibilityKey } from "../memory/visibility";
import { type OutboxJob, leaseDueJobs, leaseJobsOfMemories, outboxDoneStatement, outboxFailedStatement } from "../storage/outbox-store";
import { type MemoryForIndex, indexedStateOf, markIndexedStatement, memoriesForIndex } from "../storage/vectors-store";
import { vectorBytes, vectorFromHex } from "./embedding-check";
import { enqueueOutbox, upsertVector } from "./statements";

const backoffMs = (attempts: number) => Math.min(3_600_000, 30_000 * 2 ** attempts);

export interface IndexReport { indexed: number; unindexed: number; failed: number }

/** Processes the outbox rows of `memoryIds` (after a write) or, without ids, the due rows (cron). */
export async function processOutbox(deps: Deps, opts: { memoryIds?: string[]; limit?: number }): Promise<IndexReport> {
  const { db } = deps;
  const now = deps.clock();
  const jobs = await loadJobs(db, now, opts);
  const report: IndexReport = { indexed: 0, unindexed: 0, failed: 0 };
  if (!jobs.length) return report;

  // Group by organization: one index call per namespace.
  const byOrg = new Map<string, OutboxJob[]>();
  for (const j of jobs) byOrg.set(j.org_id, [...(byOrg.get(j.org_id) ?? []), j]);
  for (const [orgId, orgJobs] of byOrg) {
    try {
      const done = await indexOrg(deps, orgId, orgJobs, now);
      report.indexed += done.indexed;
      report.unindexed += done.unindexed;
    } catch (err) {
      report.failed += orgJobs.length;
      const message = err instanceof Error ? err.message : String(err);
      await db.batch(orgJobs.map((j) => outboxFailedStatement(db, j.id, now + backoffMs(j.attempts), message)));
    }
  }
  return report;
}

/**
 * How long a loaded job is held by the processor that loaded it. Without the lease, a cron run
 * (or a second one) re-embedded rows a write's `waitUntil` was still embedding — measured on the
 * LoCoMo bench: the dev embedder stayed busy with duplicate document batches long after indexing.
 * A processor that dies leaves its rows to the cron once the lease runs out; a failure backs off.
 */
export const OUTBOX_LEASE_MS = 120_000;

/** Loads and leases jobs (UPDATE … RETURNING), so two processors never share a row. */
async function loadJobs(db: D1Database, now: number, opts: { memoryIds?: string[]; limit?: number }): Promise<OutboxJob[]> {
  // After a write: its own rows, whatever their due time (the write path always tries once).
  if (opts.memoryIds) return leaseJobsOfMemories(db, opts.memoryIds, now + OUTBOX_LEASE_MS);
  return leaseDueJobs(db, now, now + OUTBOX_LEASE_MS, opts.limit ?? 500);
}

async function indexOrg(deps: Deps, orgId: string, jobs: OutboxJob[], now: number) {
  const { db, embedder, vectors } = deps;
  const ids = [...new Set(jobs.map((j) => j.memory_id))];
  const rows = new Map((await memoriesForIndex(db, ids)).map((r) => [r.id, r]));

  // The latest state of the memory decides, not the job kind: an archived memory leaves the index.
  const live = ids.map((id) => rows.get(id)).filter((r): r is MemoryForIndex => !!r && r.archived_at === null);
  const gone = ids.filter((id) => !live.some((r) => r.id === id));

  // A stored vector is reused only if it encodes the current content with the current model.
  const needEmbedding = live.filter((r) => !r.vector || r.vec_model !== embedder.model || r.vec_hash !== r.content_hash);
  const fresh = needEmbedding.length
    ? await embedder.embed(needEmbedding.map((r) => (r.title ? `${r.title}\n${r.content}` : r.content)), "document")
    : [];
  const vectorOf = new Map<string, Float32Array>();
  needEmbedding.forEach((r, i) => vectorOf.set(r.id, fresh[i]));
  for (const r of live) if (!vectorOf.has(r.id)) vectorOf.set(r.id, vectorFromHex(r.vector!));

  await vectors.upsert(
    orgId,
    live.map((r) => ({
      id: r.id,
      model: embedder.model,
      vis: visibilityKey({ scope: r.scope, userId: r.user_id, projectId: r.project_id }),
      // The time recall's since/until filter on (retrieval/filters.ts).
      type: r.type,
      at: r.occurred_at ?? r.created_at,
      vector: vectorOf.get(r.id)!,
    })),
  );
  await vectors.remove(orgId, gone);

  // An archive, edit or delete may have committed (and its own job run) while this job embedded:
  // what was just upserted from the older read must not stay. Checked AFTER the upsert, so either
  // this sees the change, or the change committed later and its own job runs after this upsert.
  const moved = await changedSince(db, live);
  const archived = live.filter((r) => moved.get(r.id) === "gone").map((r) => r.id);
  await vectors.remove(orgId, archived);
  const current = live.filter((r) => !moved.has(r.id));

  const statements: D1PreparedStatement[] = needEmbedding.filter((r) => !moved.has(r.id)).map((r) =>
    upsertVector(db, { memoryId: r.id, orgId, model: embedder.model, vector: vectorBytes(vectorOf.get(r.id)!), contentHash: r.content_hash, now }),
  );
  for (const r of current) {
    statements.push(markIndexedStatement(db, r.id, { now, model: embedder.model, dimension: embedder.dimension }));
  }
  for (const j of jobs) statements.push(outboxDoneStatement(db, j.id));
  // An edited memory may now hold this job's stale vector in the index: index it again, due now.
  for (const r of live) if (moved.get(r.id) === "edited") statements.push(enqueueOutbox(db, "index", r.id, orgId, now));
  await db.batch(statements);
  return { indexed: current.length, unindexed: gone.length + archived.length };
}

/** What the index reflects of a memory: its text and the metadata its filters use. */
const indexedState = (r: Pick<MemoryForIndex, "content_hash" | "type" | "occurred_at" | "scope" | "project_id" | "user_id">) =>
  `${r.content_hash}|${r.type}|${r.occurred_at}|${r.scope}|${r.project_id}|${r.user_id}`;

/** Memories of `read` that were archived or deleted ("gone"), or changed ("edited"), since they were read. */
async function changedSince(db: D1Database, read: MemoryForIndex[]): Promise<Map<string, "gone" | "edited">> {
  const moved = new Map<string, "gone" | "edited">();
  const now = new Map((await indexedStateOf(db, read.map((r) => r.id))).map((r) => [r.id, r]));
  for (const r of read) {
    const after = now.get(r.id);
    if (!after || after.archived_at !== null) moved.set(r.id, "gone");
    else if (indexedState(after) !== indexedState(r)) moved.set(r.id, "edited");
  }
  return moved;
}
