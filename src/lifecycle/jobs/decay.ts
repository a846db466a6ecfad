/**
 * Nightly confidence drift (spec "Scoring"): decaying types, not pinned, unused beyond the 30-day
 * grace lose ×0.995 per further day, floor 0.1. Idempotent: `drift_days` records the days already
 * applied since the last use, and only the difference is applied, so a second run on the same day
 * (or a resumed run) changes nothing. Usage resets `drift_days` to 0.
 */
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { memoryRow } from "../../storage/memories-store";
import { MEMORY_TYPES, TYPE_TRAITS } from "../../memory/types";
import { driftStatement, guardedConfidenceEvent } from "../../storage/lifecycle-store";
import { applyDrift, CONFIDENCE_FLOOR, driftDaysDue } from "../scoring";
import { pagedMemoryJob } from "./paged";

const DECAYING = MEMORY_TYPES.filter((t) => TYPE_TRAITS[t].decays);

export const decayJob = pagedMemoryJob({
  name: "decay",
  where: (now) =>
    and(
      isNull(memoryRow.archivedAt), eq(memoryRow.pinned, 0), gt(memoryRow.confidence, CONFIDENCE_FLOOR), inArray(memoryRow.type, DECAYING),
      // Only rows with days due beyond those applied (integer division = whole days, as driftDaysDue).
      sql`CAST((${now} - COALESCE(${memoryRow.lastUsedAt}, ${memoryRow.createdAt})) / 86400000 AS INTEGER) - 30 > ${memoryRow.driftDays}`,
    ),
  async plan(deps, rows, now) {
    const { db } = deps;
    const statements: D1PreparedStatement[] = [];
    let processed = 0;
    for (const r of rows) {
      const due = driftDaysDue(r.last_used_at ?? r.created_at, now);
      if (due <= r.drift_days) continue;
      const to = applyDrift(r.confidence, due - r.drift_days);
      const guard = { confidence: r.confidence, drift_days: r.drift_days, archived_at: null, pinned: 0 };
      statements.push(
        guardedConfidenceEvent(
          db,
          { orgId: r.org_id, userId: null, memoryId: r.id, from: r.confidence, to, reason: `drift: ${due} days unused beyond the 30-day grace`, now },
          guard,
        ),
        driftStatement(db, r.id, { confidence: to, driftDays: due }, guard),
      );
      processed++;
    }
    return { statements, processed, detail: { decayed: processed } };
  },
});
