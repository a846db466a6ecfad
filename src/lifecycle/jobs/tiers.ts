/**
 * Hourly tier step (seed 003): STM → WM when the score is above 5, WM → LTM when effectiveness > 8
 * with more than 5 successful uses and no negative feedback; STM past its 2 h without that score
 * expires — archived with its R2 copy (recoverable), and dropped from the KV fast path.
 */
import { and, inArray, isNull } from "drizzle-orm";
import { memoryRow } from "../../storage/memories-store";
import { promoteTierStatement } from "../../storage/lifecycle-store";
import { recordEvent } from "../../write/statements";
import { archiveStatements, dropFromWorkingMemory, putArchiveCopy } from "../archive";
import type { LifecycleRecord } from "../record";
import { nextTierStep } from "../scoring";
import { pagedMemoryJob } from "./paged";

export const tiersJob = pagedMemoryJob({
  name: "tiers",
  where: () => and(isNull(memoryRow.archivedAt), inArray(memoryRow.tier, ["stm", "wm"])),
  async plan(deps, rows, now) {
    const { db } = deps;
    const statements: D1PreparedStatement[] = [];
    const expired: LifecycleRecord[] = [];
    let promoted = 0;
    for (const r of rows) {
      const next = nextTierStep(r, now);
      if (next.action === "promote") {
        statements.push(
          promoteTierStatement(db, r.id, r.tier, next.tier),
          recordEvent(db, { orgId: r.org_id, userId: null, kind: "tier.promoted", memoryId: r.id, data: { from: r.tier, to: next.tier, reason: next.reason }, now }),
        );
        promoted++;
      } else if (next.action === "expire") {
        const key = await putArchiveCopy(deps.blobs, r, now);
        statements.push(
          ...archiveStatements(db, r, {
            reason: next.reason, key, actorUserId: null, now,
            guard: { tier: "stm", effectiveness: r.effectiveness, last_accessed_at: r.last_accessed_at },
          }),
        );
        expired.push(r);
      }
    }
    return {
      statements,
      processed: promoted + expired.length,
      detail: { promoted, expired: expired.length },
      afterCommit: expired.length ? () => dropFromWorkingMemory(deps.kv, expired) : undefined,
    };
  },
});
