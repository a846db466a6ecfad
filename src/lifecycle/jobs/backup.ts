/**
 * Nightly backup: one NDJSON snapshot per user in R2 (blob-keys.ts), every row including archived
 * ones, as export lines — the format POST /v1/import restores. Keeps the 7 newest days per user.
 * The snapshot is written before the cursor advances; rewriting a day's key is harmless, so a resumed
 * run never loses or duplicates a snapshot.
 */
import type { Deps } from "../../config";
import { backupKey, backupPrefix, BACKUPS_KEPT, utcDay } from "../blob-keys";
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
    return { statements: [], processed: lines ? 1 : 0, detail: { memories: lines } };
  },
});
