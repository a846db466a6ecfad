/**
 * The conflicts table as the lifecycle uses it: the open conflicts recall shows on its results,
 * the user's listing, one conflict for resolving, and the statements that settle it. Judgment's own
 * reads and the flagging statements are in judgment-store.ts.
 */
import { and, desc, eq, sql } from "drizzle-orm";
import { conflicts, events, memories } from "./schema";
import { inChunks, orm, toStatement } from "./db";

/** A conflicts row as stored (snake_case: the shape the lifecycle and its views read). */
export interface ConflictRow {
  id: string; org_id: string; user_id: string; kind: string; left_id: string; right_id: string; subject: string | null;
  status: "open" | "resolved"; resolution: string | null; created_at: number; resolved_at: number | null;
  reason: string | null; detail: string | null;
}

const conflictRow = {
  id: conflicts.id, org_id: conflicts.orgId, user_id: conflicts.userId, kind: conflicts.kind, left_id: conflicts.leftId,
  right_id: conflicts.rightId, subject: conflicts.subject, status: conflicts.status, resolution: conflicts.resolution,
  created_at: conflicts.createdAt, resolved_at: conflicts.resolvedAt, reason: conflicts.reason, detail: conflicts.detail,
};

/**
 * Open conflicts with either side among `n` memory ids (bound twice), optionally of one user (bound
 * after each id list). Two index lookups (conflicts_left, conflicts_right), not one OR: with an OR
 * the planner reads every open conflict of the user through conflicts_user_status. The owner check
 * is `+user_id` (not indexable) for the same reason: with a plain `user_id = ?` SQLite picks
 * conflicts_user_status again (two equality columns either way) and reads all of them — 18 ms
 * instead of 0.3 ms for a user with 50,000 open conflicts, on every recall. Plain SQL: drizzle has
 * no way to write the unary `+` that keeps the planner off that index.
 */
export function openConflictsSql(n: number, ofUser: boolean): string {
  const marks = Array.from({ length: n }, () => "?").join(",");
  const owner = ofUser ? " AND +user_id = ?" : "";
  return `SELECT * FROM conflicts WHERE left_id IN (${marks}) AND status = 'open'${owner} UNION ALL SELECT * FROM conflicts WHERE right_id IN (${marks}) AND status = 'open'${owner}`;
}

/** Open conflicts touching any of `memoryIds` (of `userId` only, when given), each row once. */
export async function openConflictsOfMemories(d1: D1Database, memoryIds: string[], userId?: string): Promise<ConflictRow[]> {
  // Ids are bound twice (plus the owner twice): 45 per statement stays under D1's 100 parameters.
  const rows = await inChunks(
    memoryIds,
    async (chunk) =>
      (await d1
        .prepare(openConflictsSql(chunk.length, !!userId))
        .bind(...chunk, ...(userId ? [userId] : []), ...chunk, ...(userId ? [userId] : []))
        .all<ConflictRow>()).results,
    45,
  );
  return [...new Map(rows.map((r) => [r.id, r])).values()];
}

/** The user's conflicts, newest first. */
export async function conflictsOfUser(d1: D1Database, userId: string, q: { status: "open" | "resolved" | "all"; limit: number }): Promise<ConflictRow[]> {
  const where = q.status === "all" ? eq(conflicts.userId, userId) : and(eq(conflicts.userId, userId), eq(conflicts.status, q.status));
  return (await orm(d1).select(conflictRow).from(conflicts).where(where).orderBy(desc(conflicts.createdAt), desc(conflicts.id)).limit(q.limit)) as ConflictRow[];
}

/** One conflict of the user, or null (another user's conflict is not found). */
export async function conflictOfUser(d1: D1Database, id: string, userId: string): Promise<ConflictRow | null> {
  const [row] = await orm(d1).select(conflictRow).from(conflicts).where(and(eq(conflicts.id, id), eq(conflicts.userId, userId))).limit(1);
  return (row as ConflictRow | undefined) ?? null;
}

/**
 * The confidence `memoryId` had before conflict `conflictId` lowered it: the `from` of the first
 * confidence event whose reason names that conflict (flagging writes `conflict <id> …`), if any.
 */
export async function confidenceBeforeConflict(d1: D1Database, memoryId: string, conflictId: string, eventKind: string): Promise<number | null> {
  const [row] = await orm(d1)
    .select({ v: sql<number | null>`json_extract(${events.data}, '$.from')` })
    .from(events)
    .where(and(eq(events.memoryId, memoryId), eq(events.kind, eventKind), sql`json_extract(${events.data}, '$.reason') LIKE ${`conflict ${conflictId} %`}`))
    .orderBy(events.createdAt)
    .limit(1);
  return row?.v ?? null;
}

/** Sets a memory's confidence back to `value` (a resolved conflict restores what it had lowered). */
export function restoreConfidenceStatement(d1: D1Database, memoryId: string, value: number): D1PreparedStatement {
  return toStatement(d1, orm(d1).update(memories).set({ confidence: value }).where(eq(memories.id, memoryId)));
}

/** Marks an open conflict resolved (a conflict already resolved stays as it was). */
export function resolveConflictStatement(d1: D1Database, id: string, resolution: Record<string, unknown>, now: number): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1).update(conflicts).set({ status: "resolved", resolution: JSON.stringify(resolution), resolvedAt: now }).where(and(eq(conflicts.id, id), eq(conflicts.status, "open"))),
  );
}
