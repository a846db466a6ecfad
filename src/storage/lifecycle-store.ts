/**
 * Statements of the lifecycle (archive, confidence changes, drift, tier moves, purge), each for the
 * caller's batch. Jobs read rows earlier than they write them, so their statements carry a guard:
 * the columns they read must still hold the values read (`IS`, so NULL compares equal), otherwise
 * nothing applies and the next run decides again. The statements that depend on another one having
 * applied (the outbox row and event of an archive) check its effect, not a second guard.
 */
import { sql, type SQL } from "drizzle-orm";
import { newId } from "../util/ids";
import { toStatement } from "./db";

/** Columns a job's guard may pin to the values it read, and the values. */
export type RowGuard = Partial<
  Record<"tier" | "effectiveness" | "last_accessed_at" | "pinned" | "confidence" | "access_count" | "drift_days" | "archived_at", string | number | null>
>;

/** ` AND m.col IS ? …` for a guard over the memory row aliased `m` (empty for none). */
function guarded(g: RowGuard | undefined): SQL {
  const terms = Object.entries(g ?? {}).map(([column, value]) => sql` AND m.${sql.identifier(column)} IS ${value}`);
  return sql.join(terms);
}

/** The event kind of every confidence change (lifecycle/history.ts reads them back as history). */
export const CONFIDENCE_CHANGED = "confidence.changed";

/**
 * Archive `memoryId` (if still live and the guard holds), then queue its removal from the vector
 * index and record the event — both only if the archive applied (archived_at is now `now`).
 */
export function archiveStatements(
  d1: D1Database, memoryId: string, o: { reason: string; copyKey: string; actorUserId: string | null; now: number; guard?: RowGuard },
): D1PreparedStatement[] {
  const applied = sql`FROM memories m WHERE m.id = ${memoryId} AND m.archived_at = ${o.now}`;
  return [
    toStatement(d1, sql`UPDATE memories AS m SET archived_at = ${o.now}, updated_at = ${o.now} WHERE m.id = ${memoryId} AND m.archived_at IS NULL${guarded(o.guard)}`),
    toStatement(
      d1,
      sql`INSERT INTO outbox (id, kind, memory_id, org_id, next_attempt_at, created_at) SELECT ${newId("obx", o.now)}, 'unindex', m.id, m.org_id, ${o.now}, ${o.now} ${applied}`,
    ),
    toStatement(
      d1,
      sql`INSERT INTO events (id, org_id, user_id, kind, memory_id, data, created_at)
          SELECT ${newId("evt", o.now)}, m.org_id, ${o.actorUserId}, 'memory.archived', m.id, ${JSON.stringify({ reason: o.reason, copy: o.copyKey })}, ${o.now} ${applied}`,
    ),
  ];
}

/**
 * Confidence moved by `delta` relative to the stored value (clamped to [0, 1] in SQL), with its
 * history event reading the stored value in the same transaction: a job and the owner's writer
 * never overwrite each other.
 */
export function confidenceDeltaStatements(
  d1: D1Database, c: { orgId: string; userId: string | null; memoryId: string; delta: number; reason: string; now: number },
): D1PreparedStatement[] {
  if (c.delta === 0) return [];
  const next = sql`MIN(1.0, MAX(0.0, m.confidence + ${c.delta}))`;
  return [
    toStatement(
      d1,
      sql`INSERT INTO events (id, org_id, user_id, kind, memory_id, data, created_at)
          SELECT ${newId("evt", c.now)}, ${c.orgId}, ${c.userId}, ${CONFIDENCE_CHANGED}, m.id, json_object('from', m.confidence, 'to', ${next}, 'reason', ${c.reason}), ${c.now}
          FROM memories m WHERE m.id = ${c.memoryId}`,
    ),
    toStatement(d1, sql`UPDATE memories AS m SET confidence = ${next} WHERE m.id = ${c.memoryId}`),
  ];
}

/** A `confidence.changed` event inserted only if the guard still holds; put it BEFORE the guarded update. */
export function guardedConfidenceEvent(
  d1: D1Database, c: { orgId: string; userId: string | null; memoryId: string; from: number; to: number; reason: string; now: number }, guard: RowGuard,
): D1PreparedStatement {
  return toStatement(
    d1,
    sql`INSERT INTO events (id, org_id, user_id, kind, memory_id, data, created_at)
        SELECT ${newId("evt", c.now)}, ${c.orgId}, ${c.userId}, ${CONFIDENCE_CHANGED}, ${c.memoryId}, ${JSON.stringify({ from: c.from, to: c.to, reason: c.reason })}, ${c.now}
        FROM memories m WHERE m.id = ${c.memoryId}${guarded(guard)}`,
  );
}

/** The nightly drift: the new confidence and the days now applied, if the row is as read. */
export function driftStatement(d1: D1Database, memoryId: string, d: { confidence: number; driftDays: number }, guard: RowGuard): D1PreparedStatement {
  return toStatement(d1, sql`UPDATE memories AS m SET confidence = ${d.confidence}, drift_days = ${d.driftDays} WHERE m.id = ${memoryId}${guarded(guard)}`);
}

/** A tier step (stm → wm → ltm) of a live memory still in the tier it was read in. */
export function promoteTierStatement(d1: D1Database, memoryId: string, from: string, to: string): D1PreparedStatement {
  return toStatement(d1, sql`UPDATE memories AS m SET tier = ${to} WHERE m.id = ${memoryId} AND m.tier = ${from} AND m.archived_at IS NULL`);
}

/**
 * Delete a memory archived before `cutoff` with everything that hangs on it: its removal from the
 * vector index queued, a `memory.purged` event, its stored vector and entity links deleted, facts
 * unlinked, open conflicts on it closed. Every statement checks that it is still archived before the
 * cutoff, so one restored meanwhile is untouched; the row itself goes last.
 */
export function purgeStatements(
  d1: D1Database, r: { id: string; orgId: string; archivedAt: number | null }, o: { cutoff: number; now: number },
): D1PreparedStatement[] {
  const isOld = sql`EXISTS (SELECT 1 FROM memories g WHERE g.id = ${r.id} AND g.archived_at IS NOT NULL AND g.archived_at < ${o.cutoff})`;
  return [
    sql`INSERT INTO outbox (id, kind, memory_id, org_id, next_attempt_at, created_at) SELECT ${newId("obx", o.now)}, 'unindex', ${r.id}, ${r.orgId}, ${o.now}, ${o.now} WHERE ${isOld}`,
    sql`INSERT INTO events (id, org_id, user_id, kind, memory_id, data, created_at)
        SELECT ${newId("evt", o.now)}, ${r.orgId}, NULL, 'memory.purged', ${r.id}, ${JSON.stringify({ archived_at: r.archivedAt })}, ${o.now} WHERE ${isOld}`,
    sql`DELETE FROM memory_vectors WHERE memory_id = ${r.id} AND ${isOld}`,
    sql`DELETE FROM memory_entities WHERE memory_id = ${r.id} AND ${isOld}`,
    sql`UPDATE facts SET memory_id = NULL WHERE memory_id = ${r.id} AND ${isOld}`,
    sql`UPDATE conflicts SET status = 'resolved', resolution = '{"action":"purged"}', resolved_at = ${o.now}
        WHERE status = 'open' AND (left_id = ${r.id} OR right_id = ${r.id}) AND ${isOld}`,
    sql`DELETE FROM memories WHERE id = ${r.id} AND archived_at IS NOT NULL AND archived_at < ${o.cutoff}`,
  ].map((q) => toStatement(d1, q));
}
