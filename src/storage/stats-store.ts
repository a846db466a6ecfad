/**
 * The aggregates behind a user's statistics (lifecycle/stats.ts): counts over their own memories,
 * vector bytes, and conflict counts. Read-only; each is one statement over the user's rows.
 */
import { and, count, eq, isNull, sql } from "drizzle-orm";
import { orm } from "./db";
import type { FullRecord } from "./memories-store";
import { conflicts, memories, memoryVectors, projects } from "./schema";

/** Live memories per value of one column. */
export async function liveCountsBy(d1: D1Database, userId: string, column: "type" | "tier" | "scope"): Promise<Record<string, number>> {
  const col = { type: memories.type, tier: memories.tier, scope: memories.scope }[column];
  const rows = await orm(d1)
    .select({ k: col, n: count() })
    .from(memories)
    .where(and(eq(memories.userId, userId), isNull(memories.archivedAt)))
    .groupBy(col);
  return Object.fromEntries(rows.map((r) => [r.k, r.n]));
}

/** Live memories per project name (no project: ""). */
export async function liveCountsByProject(d1: D1Database, userId: string): Promise<Record<string, number>> {
  const rows = await orm(d1)
    .select({ k: projects.name, n: count() })
    .from(memories)
    .leftJoin(projects, eq(projects.id, memories.projectId))
    .where(and(eq(memories.userId, userId), isNull(memories.archivedAt)))
    .groupBy(projects.name);
  return Object.fromEntries(rows.map((r) => [r.k ?? "", r.n]));
}

/** Totals over every row of the user (live and archived), in one pass. */
export async function memoryTotals(d1: D1Database, userId: string): Promise<Record<string, number | null> | undefined> {
  const [row] = await orm(d1).all<Record<string, number | null>>(
    sql`SELECT COUNT(*) AS all_rows, SUM(archived_at IS NULL) AS live, SUM(archived_at IS NOT NULL) AS archived,
       SUM(LENGTH(CAST(content AS BLOB)) + LENGTH(CAST(IFNULL(title, '') AS BLOB)) + LENGTH(CAST(tags AS BLOB)) + LENGTH(CAST(metadata AS BLOB))) AS text_bytes,
       SUM(archived_at IS NULL AND access_count > 0) AS recalled, SUM(CASE WHEN archived_at IS NULL THEN use_count ELSE 0 END) AS uses,
       SUM(CASE WHEN archived_at IS NULL THEN success_count ELSE 0 END) AS successes,
       SUM(archived_at IS NULL AND type = 'pattern') AS patterns, SUM(archived_at IS NULL AND type = 'pattern' AND use_count > 0) AS patterns_used,
       SUM(CASE WHEN archived_at IS NULL AND type = 'gotcha' THEN use_count ELSE 0 END) AS gotcha_uses,
       SUM(CASE WHEN archived_at IS NULL AND type = 'gotcha' THEN success_count ELSE 0 END) AS gotcha_successes,
       COUNT(DISTINCT session_id) AS sessions, SUM(session_id IS NOT NULL AND type != 'episode') AS session_learnings
       FROM ${memories} WHERE user_id = ${userId}`,
  );
  return row;
}

/** Bytes of the stored vectors of the user's memories. */
export async function vectorBytes(d1: D1Database, userId: string): Promise<number> {
  const [row] = await orm(d1)
    .select({ n: sql<number | null>`SUM(LENGTH(${memoryVectors.vector}))` })
    .from(memoryVectors)
    .innerJoin(memories, eq(memories.id, memoryVectors.memoryId))
    .where(eq(memories.userId, userId));
  return Number(row?.n ?? 0);
}

/** Live, unpinned memories (at most `limit`): the candidates the weekly job could archive. */
export async function unpinnedLive(d1: D1Database, userId: string, limit: number): Promise<FullRecord[]> {
  return orm(d1).all<FullRecord>(sql`SELECT * FROM ${memories} WHERE user_id = ${userId} AND archived_at IS NULL AND pinned = 0 LIMIT ${limit}`);
}

export async function conflictCounts(d1: D1Database, userId: string): Promise<{ open: number; resolved: number }> {
  const [row] = await orm(d1)
    .select({ open: sql<number | null>`SUM(${conflicts.status} = 'open')`, resolved: sql<number | null>`SUM(${conflicts.status} = 'resolved')` })
    .from(conflicts)
    .where(eq(conflicts.userId, userId));
  return { open: row?.open ?? 0, resolved: row?.resolved ?? 0 };
}
