/**
 * Monthly purge: the ONLY path that deletes memories, and only rows archived more than 6 months ago.
 * Every statement is guarded on that condition in SQL, so a memory restored meanwhile is untouched.
 * Deletes the row (its FTS entry goes with it by trigger), its stored vector, its entity links, and
 * queues its removal from the vector index; facts keep their content but lose the link; open
 * conflicts on it are closed. The R2 archive copy is removed after the commit.
 */
import { processOutbox } from "../../write/indexing";
import { newId } from "../../util/ids";
import { DAY_MS } from "../../util/time";
import { archiveKey } from "../blob-keys";
import { ARCHIVE_PURGE_AFTER_DAYS } from "../scoring";
import { pagedMemoryJob } from "./paged";

export const purgeJob = pagedMemoryJob({
  name: "purge",
  where: (now) => ({ sql: "m.archived_at IS NOT NULL AND m.archived_at < ?", params: [now - ARCHIVE_PURGE_AFTER_DAYS * DAY_MS] }),
  async plan(deps, rows, now) {
    const { db } = deps;
    const cutoff = now - ARCHIVE_PURGE_AFTER_DAYS * DAY_MS;
    const isOld = "EXISTS (SELECT 1 FROM memories g WHERE g.id = ? AND g.archived_at IS NOT NULL AND g.archived_at < ?)";
    const statements: D1PreparedStatement[] = [];
    for (const r of rows) {
      const g = [r.id, cutoff];
      statements.push(
        db.prepare(`INSERT INTO outbox (id, kind, memory_id, org_id, next_attempt_at, created_at) SELECT ?, 'unindex', ?, ?, ?, ? WHERE ${isOld}`)
          .bind(newId("obx", now), r.id, r.org_id, now, now, ...g),
        db.prepare(`INSERT INTO events (id, org_id, user_id, kind, memory_id, data, created_at) SELECT ?, ?, NULL, 'memory.purged', ?, ?, ? WHERE ${isOld}`)
          .bind(newId("evt", now), r.org_id, r.id, JSON.stringify({ archived_at: r.archived_at }), now, ...g),
        db.prepare(`DELETE FROM memory_vectors WHERE memory_id = ? AND ${isOld}`).bind(r.id, ...g),
        db.prepare(`DELETE FROM memory_entities WHERE memory_id = ? AND ${isOld}`).bind(r.id, ...g),
        db.prepare(`UPDATE facts SET memory_id = NULL WHERE memory_id = ? AND ${isOld}`).bind(r.id, ...g),
        db.prepare(
          `UPDATE conflicts SET status = 'resolved', resolution = '{"action":"purged"}', resolved_at = ?
           WHERE status = 'open' AND (left_id = ? OR right_id = ?) AND ${isOld}`,
        ).bind(now, r.id, r.id, ...g),
        db.prepare("DELETE FROM memories WHERE id = ? AND archived_at IS NOT NULL AND archived_at < ?").bind(r.id, cutoff),
      );
    }
    return {
      statements,
      processed: rows.length,
      detail: { purged: rows.length },
      afterCommit: async () => {
        await deps.blobs.delete(rows.map(archiveKey));
        await processOutbox(deps, { memoryIds: rows.map((r) => r.id) });
      },
    };
  },
});
