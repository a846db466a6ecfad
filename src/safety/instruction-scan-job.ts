/**
 * Flags memories stored before the write-time detector existed (migrations/0010 added
 * `instruction_like` as 0 for every row, since SQL cannot run the detector): an operator runs it once,
 * `POST /v1/admin/jobs/instruction-scan/run`; the hourly cron resumes it if it is left partial. Walks
 * every row not yet flagged, archived ones included (a restore brings them back), and sets the flag
 * where the text reads like instructions to a model. The update is guarded on the text read, so an
 * edit meanwhile (which sets the flag itself) is not overwritten. Never changes the text.
 */
import { eq } from "drizzle-orm";
import { pagedMemoryJob } from "../lifecycle/jobs/paged";
import { flagInstructionLikeStatement, memoryRow } from "../storage/memories-store";
import { isInstructionLike } from "./instructions";

export const instructionScanJob = pagedMemoryJob({
  name: "instruction-scan",
  where: () => eq(memoryRow.instructionLike, 0),
  async plan(deps, rows) {
    const flagged = rows.filter((r) => isInstructionLike(r));
    return {
      statements: flagged.map((r) => flagInstructionLikeStatement(deps.db, r.id, r.content_hash, r.title)),
      processed: rows.length,
      detail: { flagged: flagged.length },
    };
  },
});
