/**
 * What consolidation reads and writes besides the graph (graph-store.ts) and new memories (the
 * write path): the episodes after a cursor, the log of consolidated chunks, and the two updates of
 * an existing memory a draft can make (merge into it, retype an episode in place).
 */
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { inChunks, orm, toStatement } from "./db";
import { consolidationLog, memories, projectMembers, projects } from "./schema";

/**
 * The owner's live episodes after `cursor`, oldest first. A project name is kept only while the
 * owner is still a member, so the consolidated memory can be written there.
 */
export async function episodesAfter(d1: D1Database, userId: string, cursor: string, limit: number) {
  return orm(d1)
    .select({
      id: memories.id, content: memories.content, at: sql<number>`COALESCE(${memories.occurredAt}, ${memories.createdAt})`,
      session_id: memories.sessionId, provenance: memories.provenance, project_name: sql<string | null>`CASE WHEN ${projectMembers.userId} IS NOT NULL THEN ${projects.name} END`,
    })
    .from(memories)
    .leftJoin(projects, eq(projects.id, memories.projectId))
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, memories.projectId), eq(projectMembers.userId, memories.userId)))
    .where(and(eq(memories.userId, userId), eq(memories.type, "episode"), isNull(memories.archivedAt), gt(memories.id, cursor)))
    .orderBy(asc(memories.id))
    .limit(limit);
}

export type ConsolidationLogRow = typeof consolidationLog.$inferInsert;

export function insertConsolidationLog(d1: D1Database, row: ConsolidationLogRow): D1PreparedStatement {
  return toStatement(d1, orm(d1).insert(consolidationLog).values(row));
}

/** A draft that repeats a stored memory: importance up to the draft's, confidence +0.05 (capped at 1). */
export function reinforceMemoryStatement(d1: D1Database, id: string, o: { importance: number; now: number }): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1)
      .update(memories)
      .set({ importance: sql`MAX(${memories.importance}, ${o.importance})`, confidence: sql`MIN(1.0, ${memories.confidence} + 0.05)`, updatedAt: o.now })
      .where(eq(memories.id, id)),
  );
}

/** Memory types by id (any owner; the caller already holds the ids). */
export async function typesByIds(d1: D1Database, ids: string[]): Promise<Map<string, string>> {
  const rows = await inChunks(ids, (chunk) => orm(d1).select({ id: memories.id, type: memories.type }).from(memories).where(inArray(memories.id, chunk)));
  return new Map(rows.map((r) => [r.id, r.type]));
}

/**
 * An episode becomes knowledge in place (only while it is still an episode): its new type and
 * tier, importance raised, a fact's start, and where it came from in its metadata.
 */
export function retypeEpisodeStatement(
  d1: D1Database, id: string,
  r: { type: string; tier: string; importance: number; validFrom: number | null; consolidatedFrom: string[]; extractor: string; now: number },
): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1)
      .update(memories)
      .set({
        type: r.type, tier: r.tier, importance: sql`MAX(${memories.importance}, ${r.importance})`,
        validFrom: sql`COALESCE(${memories.validFrom}, ${r.validFrom})`,
        metadata: sql`json_set(${memories.metadata}, '$.consolidated_from', json(${JSON.stringify(r.consolidatedFrom)}), '$.extractor', ${r.extractor})`,
        updatedAt: r.now,
      })
      .where(and(eq(memories.id, id), eq(memories.type, "episode"))),
  );
}
