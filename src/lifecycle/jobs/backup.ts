/**
 * Nightly backup: one NDJSON snapshot per user in R2 (blob-keys.ts), every row including archived
 * ones, as export lines — the format POST /v1/import restores. Keeps the 7 newest days per user.
 * The snapshot is written before the cursor advances; rewriting a day's key is harmless, so a resumed
 * run never loses or duplicates a snapshot. Each run is also the rotation that honours erasures
 * (lifecycle/erase.ts): the kept snapshots lose the lines of memories erased since, and those
 * erasures are marked cleared in the step's batch.
 */
import type { Deps } from "../../config";
import { backupKey, backupPrefix, BACKUPS_KEPT, utcDay } from "../blob-keys";
import { rewriteBackups } from "../erase";
import { userExportLines } from "../export";
import { perUserJob } from "./users";

export async function backupUser(deps: Deps, user: { id: string; org_id: string }, now: number): Promise<number> {
  let count = 0;
  let body = "";
  for await (const line of userExportLines(deps.db, user.id, { includeArchived: true })) {
    body += `${JSON.stringify(line)}\n`;
    count++;
  }
  if (count === 0) return 0;
  await deps.blobs.put(backupKey(user.org_id, user.id, utcDay(now)), body, { httpMetadata: { contentType: "application/x-ndjson" } });
  const listed = await deps.blobs.list({ prefix: backupPrefix(user.org_id, user.id) });
  const keys = listed.objects.map((o) => o.key).sort().reverse(); // keys end in YYYY-MM-DD: newest first
  const stale = keys.slice(BACKUPS_KEPT);
  if (stale.length) await deps.blobs.delete(stale);
  return count;
}

export const backupJob = perUserJob({
  name: "backup",
  usersPerStep: 5,
  async forUser(deps, user, now) {
    const lines = await backupUser(deps, user, now);
    // After today's snapshot (written from D1, where erased rows no longer are): the older ones.
    const erased = await rewriteBackups(deps, user, now);
    return { statements: erased.statements, processed: lines ? 1 : 0, detail: { memories: lines, ...(erased.removed ? { erased_lines: erased.removed } : {}) } };
  },
});
