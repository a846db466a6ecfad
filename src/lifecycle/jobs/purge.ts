/**
 * Monthly purge: the ONLY path that deletes memories, and only rows archived more than 6 months ago.
 * Every statement is guarded on that condition in SQL, so a memory restored meanwhile is untouched.
 * Deletes the row (its FTS entry goes with it by trigger), its stored vector, its entity links, and
 * queues its removal from the vector index; facts keep their content but lose the link; open
 * conflicts on it are closed. The R2 archive copy is removed after the commit.
 */
import { and, isNotNull, lt } from "drizzle-orm";
import { memoryRow } from "../../storage/memories-store";
import { processOutbox } from "../../write/indexing";
import { purgeStatements } from "../../storage/lifecycle-store";
import { DAY_MS } from "../../util/time";
import { archiveKey } from "../blob-keys";
import { ARCHIVE_PURGE_AFTER_DAYS } from "../scoring";
import { pagedMemoryJob } from "./paged";

export const purgeJob = pagedMemoryJob({
  name: "purge",
  where: (now) => and(isNotNull(memoryRow.archivedAt), lt(memoryRow.archivedAt, now - ARCHIVE_PURGE_AFTER_DAYS * DAY_MS)),
  async plan(deps, rows, now) {
    const { db } = deps;
    const cutoff = now - ARCHIVE_PURGE_AFTER_DAYS * DAY_MS;
    const statements = rows.flatMap((r) => purgeStatements(db, { id: r.id, orgId: r.org_id, archivedAt: r.archived_at }, { cutoff, now }));
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
