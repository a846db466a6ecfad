/**
 * Archive, never delete: an archived memory gets a JSON copy in R2 (written first), `archived_at`
 * set, an outbox row that takes it out of the vector index, and an event. Recall leaves archived
 * rows out by default. Restore reverses it. Used by FORGET, DELETE /v1/memories/:id, the tier job
 * (expired STM) and the weekly threshold job.
 */
import { dropRecent } from "../memory/working-memory";
import { archiveStatements as archiveMemoryStatements, type RowGuard } from "../storage/lifecycle-store";
import { archiveKey } from "./blob-keys";
import { type LifecycleRecord, toExportLine } from "./record";

/** Puts the archive copy. Idempotent (same key), so a retried archive overwrites its own copy. */
export async function putArchiveCopy(blobs: R2Bucket, r: LifecycleRecord, now: number): Promise<string> {
  const key = archiveKey(r);
  const line = { ...toExportLine(r), archived_at: new Date(now).toISOString() };
  await blobs.put(key, JSON.stringify(line), { httpMetadata: { contentType: "application/json" } });
  return key;
}

/**
 * Statements that archive `r` in one batch. `guard` pins columns a job read earlier: if the row
 * changed meanwhile, nothing applies and the next run decides again. The outbox row and event are
 * conditional on the update having applied.
 */
export function archiveStatements(
  db: D1Database,
  r: LifecycleRecord,
  o: { reason: string; key: string; actorUserId: string | null; now: number; guard?: RowGuard },
): D1PreparedStatement[] {
  return archiveMemoryStatements(db, r.id, { reason: o.reason, copyKey: o.key, actorUserId: o.actorUserId, now: o.now, guard: o.guard });
}

/** After commit: the archived memory leaves the KV fast path too (best effort; the KV TTL is the backstop). */
export async function dropFromWorkingMemory(kv: KVNamespace, rows: LifecycleRecord[]): Promise<void> {
  const byKey = new Map<string, { userId: string; projectId: string | null; ids: string[] }>();
  for (const r of rows) {
    const k = `${r.user_id}|${r.project_id ?? ""}`;
    const entry = byKey.get(k) ?? { userId: r.user_id, projectId: r.project_id, ids: [] };
    entry.ids.push(r.id);
    byKey.set(k, entry);
  }
  await Promise.all([...byKey.values()].map((e) => dropRecent(kv, e.userId, e.projectId, e.ids)));
}
