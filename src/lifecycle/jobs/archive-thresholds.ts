/**
 * Weekly threshold archiving (spec "Scoring"): confidence < 0.3 or strength < 0.2 → archived with an
 * R2 copy, out of recall, restorable. Pinned memories are kept. Guarded on the values read.
 */
import { and, eq, isNull } from "drizzle-orm";
import { memoryRow } from "../../storage/memories-store";
import { archiveStatements, dropFromWorkingMemory, putArchiveCopy } from "../archive";
import type { LifecycleRecord } from "../record";
import { ARCHIVE_BELOW, shouldArchive, strength } from "../scoring";
import { pagedMemoryJob } from "./paged";

export const archiveThresholdsJob = pagedMemoryJob({
  name: "archive-thresholds",
  where: () => and(isNull(memoryRow.archivedAt), eq(memoryRow.pinned, 0)),
  async plan(deps, rows, now) {
    const archived: LifecycleRecord[] = [];
    const statements: D1PreparedStatement[] = [];
    for (const r of rows) {
      const s = strength(r, now);
      if (!shouldArchive({ confidence: r.confidence, strength: s, pinned: r.pinned })) continue;
      const reason = r.confidence < ARCHIVE_BELOW.confidence
        ? `confidence ${r.confidence.toFixed(3)} < ${ARCHIVE_BELOW.confidence}`
        : `strength ${s.toFixed(3)} < ${ARCHIVE_BELOW.strength}`;
      const key = await putArchiveCopy(deps.blobs, r, now);
      statements.push(
        ...archiveStatements(deps.db, r, {
          reason, key, actorUserId: null, now,
          guard: { pinned: 0, confidence: r.confidence, last_accessed_at: r.last_accessed_at, access_count: r.access_count },
        }),
      );
      archived.push(r);
    }
    return {
      statements,
      processed: archived.length,
      detail: { archived: archived.length },
      afterCommit: archived.length ? () => dropFromWorkingMemory(deps.kv, archived) : undefined,
    };
  },
});
