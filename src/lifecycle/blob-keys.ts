/**
 * R2 key layout of the lifecycle (bucket `BLOBS`):
 *
 *   archive/<org_id>/<user_id>/<memory_id>.json     one archived memory, as an export line (JSON).
 *                                                   Written BEFORE archived_at is committed, so every
 *                                                   archived row has its copy; removed on restore/purge.
 *   backups/<org_id>/<user_id>/<YYYY-MM-DD>.ndjson  the nightly snapshot of one user's memories (every
 *                                                   row, archived ones included), one export line per
 *                                                   line; the 7 newest days are kept.
 *
 * Both formats are what `POST /v1/import` accepts, so a copy restores through the normal write path.
 */
export const archiveKey = (r: { org_id: string; user_id: string; id: string }) => `archive/${r.org_id}/${r.user_id}/${r.id}.json`;

export const backupPrefix = (orgId: string, userId: string) => `backups/${orgId}/${userId}/`;
export const backupKey = (orgId: string, userId: string, day: string) => `${backupPrefix(orgId, userId)}${day}.ndjson`;
export const BACKUPS_KEPT = 7;

/** The UTC day of a time, as used in backup keys. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
