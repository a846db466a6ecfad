/**
 * Confidence and effectiveness changes from feedback and usage are written relative to the stored
 * value (`confidence + delta`, clamped in SQL), not as absolute numbers. The owner's writer serializes
 * all requests on a row, but scheduled jobs update rows outside it; a relative write means neither
 * side overwrites the other. The history event reads the stored value in the same transaction.
 */
import { newId } from "../util/ids";
import { CONFIDENCE_CHANGED } from "./history";

export function confidenceDeltaStatements(
  db: D1Database,
  c: { orgId: string; userId: string | null; memoryId: string; delta: number; reason: string; now: number },
): D1PreparedStatement[] {
  if (c.delta === 0) return [];
  const next = "MIN(1.0, MAX(0.0, m.confidence + ?))";
  return [
    db
      .prepare(
        `INSERT INTO events (id, org_id, user_id, kind, memory_id, data, created_at)
         SELECT ?, ?, ?, ?, m.id, json_object('from', m.confidence, 'to', ${next}, 'reason', ?), ? FROM memories m WHERE m.id = ?`,
      )
      .bind(newId("evt", c.now), c.orgId, c.userId, CONFIDENCE_CHANGED, c.delta, c.reason, c.now, c.memoryId),
    db.prepare(`UPDATE memories AS m SET confidence = ${next} WHERE m.id = ?`).bind(c.delta, c.memoryId),
  ];
}
