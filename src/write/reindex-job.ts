/**
 * Re-upserts every live memory into the vector index, run on demand by an operator
 * (`POST /v1/admin/jobs/reindex/run`). It only enqueues outbox "index" rows, a page at a time with
 * its cursor; the outbox drain (after this run's pages, and hourly) does the upserts and reuses each
 * stored vector whose content and model are unchanged, so nothing is re-embedded. Needed once after
 * the index gained `type` / `at` metadata: vectors upserted before carry neither and so never pass
 * a type or time filter until re-upserted.
 */
import { isNull } from "drizzle-orm";
import { memoryRow } from "../storage/memories-store";
import { pagedMemoryJob } from "../lifecycle/jobs/paged";
import { enqueueOutbox } from "./statements";

export const reindexJob = pagedMemoryJob({
  name: "reindex",
  where: () => isNull(memoryRow.archivedAt),
  async plan(deps, rows, now) {
    return {
      statements: rows.map((r) => enqueueOutbox(deps.db, "index", r.id, r.org_id, now)),
      processed: rows.length,
      detail: { enqueued: rows.length },
    };
  },
});
