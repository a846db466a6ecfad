/**
 * The SWARM pool: `swarm_items` (+ `swarm_items_fts`, `swarm_vectors`), `swarm_votes`,
 * `swarm_audit`, and the nightly job's reads of members' evidence (their own memories, the ratings
 * they gave them, open conflicts, and the private terms a shared text must not contain).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { newId } from "../util/ids";
import { inChunks, orm, toStatement } from "./db";
import {
  conflicts, entities, events, memories, organizations, projectMembers, projects, swarmAudit, swarmItems, swarmVectors, swarmVotes, users,
  type SwarmItemRow,
} from "./schema";

export type SwarmStatus = "review" | "shared" | "quarantined" | "withdrawn" | "rejected";

// Evidence ------------------------------------------------------------------------------------------

export interface EvidenceMemory {
  id: string; user_id: string; type: string; content: string; tags: string; uses: number; successes: number; outcome: number;
}

/**
 * Live, current memories of these users of the kinds SWARM shares, that were used or came from a
 * verified outcome, most successful first, at most `limit` per user.
 */
export async function evidenceMemories(d1: D1Database, orgId: string, userIds: string[], types: readonly string[], limit: number): Promise<EvidenceMemory[]> {
  const out: EvidenceMemory[] = [];
  for (const userId of userIds) {
    const rows = await orm(d1)
      .select({
        id: memories.id, user_id: memories.userId, type: memories.type, content: memories.content, tags: memories.tags,
        uses: memories.useCount, successes: memories.successCount,
        outcome: sql<number>`CASE WHEN json_valid(${memories.metadata}) AND json_extract(${memories.metadata}, '$.outcome_id') IS NOT NULL THEN 1 ELSE 0 END`,
      })
      .from(memories)
      .where(
        and(
          eq(memories.userId, userId), eq(memories.orgId, orgId), isNull(memories.archivedAt), isNull(memories.supersededBy),
          inArray(memories.type, [...types]),
          // Shared copies never count as evidence for themselves.
          sql`${memories.provenance} <> 'swarm'`,
          or(sql`${memories.useCount} > 0`, sql`json_valid(${memories.metadata}) AND json_extract(${memories.metadata}, '$.outcome_id') IS NOT NULL`),
        ),
      )
      .orderBy(desc(memories.successCount), asc(memories.id))
      .limit(limit);
    out.push(...rows);
  }
  return out;
}

/** Explicit 1-10 ratings the owners gave these memories (feedback events by the memory's owner). */
export async function ownerRatings(d1: D1Database, memoryIds: string[]): Promise<{ memory_id: string; rating: number }[]> {
  return inChunks(memoryIds, (chunk) =>
    orm(d1)
      .select({ memory_id: sql<string>`${events.memoryId}`, rating: sql<number>`json_extract(${events.data}, '$.rating')` })
      .from(events)
      .innerJoin(memories, eq(memories.id, events.memoryId))
      .where(
        and(
          inArray(events.memoryId, chunk), eq(events.kind, "memory.feedback"), eq(events.userId, memories.userId),
          sql`json_valid(${events.data}) AND json_type(${events.data}, '$.rating') IN ('integer', 'real')`,
        ),
      ),
  );
}

/** Which of these memories sit in an open conflict. */
export async function inOpenConflict(d1: D1Database, memoryIds: string[]): Promise<Set<string>> {
  const rows = await inChunks(memoryIds, (chunk) =>
    orm(d1)
      .select({ l: conflicts.leftId, r: conflicts.rightId })
      .from(conflicts)
      .where(and(eq(conflicts.status, "open"), or(inArray(conflicts.leftId, chunk), inArray(conflicts.rightId, chunk)))),
    45,
  );
  const ids = new Set(memoryIds);
  return new Set(rows.flatMap((r) => [r.l, r.r]).filter((id) => ids.has(id)));
}

/**
 * Words a shared text must not contain: the organization's name and its members' names, the projects
 * these users belong to, and the people, projects and organizations in their knowledge graphs.
 */
export async function privateTerms(d1: D1Database, orgId: string, userIds: string[]): Promise<{ term: string; kind: "person" | "project" | "org" }[]> {
  const db = orm(d1);
  const [org, people, projectRows, entityRows] = await Promise.all([
    db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, orgId)).get(),
    db.select({ name: users.name }).from(users).where(eq(users.orgId, orgId)),
    inChunks(userIds, (chunk) =>
      db.select({ name: projects.name }).from(projects).innerJoin(projectMembers, eq(projectMembers.projectId, projects.id)).where(inArray(projectMembers.userId, chunk)),
    ),
    inChunks(userIds, (chunk) =>
      db.select({ name: entities.name, type: entities.type }).from(entities)
        .where(and(inArray(entities.userId, chunk), inArray(entities.type, ["person", "project", "organization"])))
        .limit(5000),
    ),
  ]);
  const out = new Map<string, { term: string; kind: "person" | "project" | "org" }>();
  const add = (term: string, kind: "person" | "project" | "org") => {
    const t = term.trim();
    // "user" is how write-time extraction names a memory's owner; a personal organization is named after its user.
    if (t.length < 3 || t.toLowerCase() === "user" || / \(personal\)$/.test(t) || out.has(t.toLowerCase())) return;
    out.set(t.toLowerCase(), { term: t, kind });
  };
  if (org) add(org.name, "org");
  for (const p of people) add(p.name, "person");
  for (const p of projectRows) add(p.name, "project");
  for (const e of entityRows) add(e.name, e.type === "person" ? "person" : e.type === "project" ? "project" : "org");
  return [...out.values()];
}

// Items -----------------------------------------------------------------------------------------------

export async function itemsOfOrg(d1: D1Database, orgId: string, statuses?: SwarmStatus[]): Promise<SwarmItemRow[]> {
  return orm(d1)
    .select()
    .from(swarmItems)
    .where(and(eq(swarmItems.orgId, orgId), statuses ? inArray(swarmItems.status, statuses) : undefined))
    .orderBy(asc(swarmItems.id));
}

export async function itemById(d1: D1Database, orgId: string, id: string): Promise<SwarmItemRow | null> {
  return (await orm(d1).select().from(swarmItems).where(and(eq(swarmItems.id, id), eq(swarmItems.orgId, orgId))).get()) ?? null;
}

export async function itemsByIds(d1: D1Database, orgId: string, ids: string[]): Promise<SwarmItemRow[]> {
  return inChunks(ids, (chunk) => orm(d1).select().from(swarmItems).where(and(eq(swarmItems.orgId, orgId), inArray(swarmItems.id, chunk))));
}

export function insertItemStatement(d1: D1Database, row: typeof swarmItems.$inferInsert): D1PreparedStatement {
  return toStatement(d1, orm(d1).insert(swarmItems).values(row));
}

export function updateItemStatement(d1: D1Database, id: string, set: Partial<typeof swarmItems.$inferInsert>): D1PreparedStatement {
  return toStatement(d1, orm(d1).update(swarmItems).set(set).where(eq(swarmItems.id, id)));
}

export function upsertVectorStatement(d1: D1Database, v: { itemId: string; orgId: string; model: string; vector: Float32Array }): D1PreparedStatement {
  const blob = new Uint8Array(v.vector.buffer, v.vector.byteOffset, v.vector.byteLength).slice().buffer;
  const values = { itemId: v.itemId, orgId: v.orgId, model: v.model, dimension: v.vector.length, vector: blob as unknown as Buffer };
  return toStatement(d1, orm(d1).insert(swarmVectors).values(values).onConflictDoUpdate({ target: swarmVectors.itemId, set: values }));
}

export async function vectorsOf(d1: D1Database, orgId: string, model: string): Promise<{ item_id: string; vector: Float32Array }[]> {
  const rows = await orm(d1)
    .select({ item_id: swarmVectors.itemId, vector: swarmVectors.vector })
    .from(swarmVectors)
    .innerJoin(swarmItems, eq(swarmItems.id, swarmVectors.itemId))
    .where(and(eq(swarmVectors.orgId, orgId), eq(swarmVectors.model, model), eq(swarmItems.status, "shared")));
  return rows.map((r) => {
    const b = r.vector as unknown as ArrayBuffer | Uint8Array;
    const bytes = b instanceof Uint8Array ? b : new Uint8Array(b);
    return { item_id: r.item_id, vector: new Float32Array(bytes.slice().buffer) };
  });
}

/** BM25 over shared items of one organization; `match` is an FTS5 expression built by the caller. */
export async function searchShared(d1: D1Database, orgId: string, match: string, limit: number): Promise<{ id: string; bm25: number }[]> {
  const r = await d1
    .prepare(
      `SELECT s.id AS id, bm25(swarm_items_fts) AS bm25 FROM swarm_items_fts JOIN swarm_items s ON s.rowid = swarm_items_fts.rowid
       WHERE swarm_items_fts MATCH ?1 AND s.org_id = ?2 AND s.status = 'shared' ORDER BY bm25 LIMIT ?3`,
    )
    .bind(match, orgId, limit)
    .all<{ id: string; bm25: number }>();
  return r.results;
}

// Votes -----------------------------------------------------------------------------------------------

export type VoteRow = typeof swarmVotes.$inferSelect;

export async function votesOf(d1: D1Database, itemIds: string[]): Promise<VoteRow[]> {
  return inChunks(itemIds, (chunk) => orm(d1).select().from(swarmVotes).where(inArray(swarmVotes.itemId, chunk)));
}

/** The nightly job's evidence for one voter on one item (their pool uses, rating and report stay). */
export function putEvidenceStatement(
  d1: D1Database, v: { itemId: string; voter: string; uses: number; successes: number; ratings: number; ratingSum: number; now: number },
): D1PreparedStatement {
  const set = { supports: 1, evUses: v.uses, evSuccesses: v.successes, evRatings: v.ratings, evRatingSum: v.ratingSum, updatedAt: v.now };
  return toStatement(
    d1,
    orm(d1).insert(swarmVotes).values({ itemId: v.itemId, voter: v.voter, ...set }).onConflictDoUpdate({ target: [swarmVotes.itemId, swarmVotes.voter], set }),
  );
}

/** Evidence no longer there (the memory was forgotten, or changed idea): the vote stops supporting. */
export function dropEvidenceStatement(d1: D1Database, itemId: string, voter: string, now: number): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1).update(swarmVotes).set({ supports: 0, evUses: 0, evSuccesses: 0, evRatings: 0, evRatingSum: 0, updatedAt: now })
      .where(and(eq(swarmVotes.itemId, itemId), eq(swarmVotes.voter, voter))),
  );
}

/** A member's use, rating or report of a shared item. */
export async function recordMemberVote(
  d1: D1Database, v: { itemId: string; voter: string; success?: boolean; rating?: number; report?: string; now: number },
): Promise<void> {
  const used = v.success === undefined ? 0 : 1;
  const succeeded = v.success ? 1 : 0;
  await orm(d1)
    .insert(swarmVotes)
    .values({
      itemId: v.itemId, voter: v.voter, uses: used, successes: succeeded, rating: v.rating ?? null,
      reportedAt: v.report !== undefined ? v.now : null, reportReason: v.report ?? null, updatedAt: v.now,
    })
    .onConflictDoUpdate({
      target: [swarmVotes.itemId, swarmVotes.voter],
      set: {
        uses: sql`${swarmVotes.uses} + ${used}`,
        successes: sql`${swarmVotes.successes} + ${succeeded}`,
        rating: v.rating ?? sql`${swarmVotes.rating}`,
        reportedAt: v.report !== undefined ? v.now : sql`${swarmVotes.reportedAt}`,
        reportReason: v.report ?? sql`${swarmVotes.reportReason}`,
        updatedAt: v.now,
      },
    });
}

/** Removes every vote of a member in an organization's pool (opt-out, leaving); returns the items touched. */
export async function deleteVotesOf(d1: D1Database, orgId: string, voter: string): Promise<string[]> {
  const rows = await orm(d1)
    .select({ id: swarmVotes.itemId })
    .from(swarmVotes)
    .innerJoin(swarmItems, eq(swarmItems.id, swarmVotes.itemId))
    .where(and(eq(swarmVotes.voter, voter), eq(swarmItems.orgId, orgId)));
  const ids = rows.map((r) => r.id);
  await inChunks(ids, async (chunk) => {
    await orm(d1).delete(swarmVotes).where(and(eq(swarmVotes.voter, voter), inArray(swarmVotes.itemId, chunk)));
    return [];
  });
  return ids;
}

// Audit -----------------------------------------------------------------------------------------------

export interface AuditInput { orgId: string; kind: string; itemId?: string | null; actor: string; data?: Record<string, unknown>; now: number }

export function auditStatement(d1: D1Database, a: AuditInput): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1).insert(swarmAudit).values({
      id: newId("sau", a.now), orgId: a.orgId, kind: a.kind, itemId: a.itemId ?? null, actor: a.actor, data: JSON.stringify(a.data ?? {}), createdAt: a.now,
    }),
  );
}

export async function auditPage(d1: D1Database, orgId: string, before: string | undefined, limit: number) {
  return orm(d1)
    .select()
    .from(swarmAudit)
    .where(and(eq(swarmAudit.orgId, orgId), before ? sql`${swarmAudit.id} < ${before}` : undefined))
    .orderBy(desc(swarmAudit.id))
    .limit(limit);
}

/** Promotions recorded since `since` (the per-organization rate limit counts them). */
export async function promotionsSince(d1: D1Database, orgId: string, since: number): Promise<number> {
  const row = await orm(d1)
    .select({ n: sql<number>`count(*)` })
    .from(swarmItems)
    .where(and(eq(swarmItems.orgId, orgId), sql`${swarmItems.promotedAt} >= ${since}`))
    .get();
  return row?.n ?? 0;
}

/**
 * Removes every vote in the organization's pool by a voter not in `voters` (the active members): a
 * member who was disabled, removed or erased, or whose opt-out's own removal was interrupted. One
 * JSON parameter for the list (D1's 100-parameter limit). Returns the items touched.
 */
export async function deleteVotesExcept(d1: D1Database, orgId: string, voters: string[]): Promise<string[]> {
  const keep = JSON.stringify(voters);
  const stale = sql`${swarmVotes.voter} NOT IN (SELECT value FROM json_each(${keep}))
    AND ${swarmVotes.itemId} IN (SELECT id FROM swarm_items WHERE org_id = ${orgId})`;
  const rows = await orm(d1).selectDistinct({ id: swarmVotes.itemId }).from(swarmVotes).where(stale);
  if (rows.length) await orm(d1).delete(swarmVotes).where(stale);
  return rows.map((r) => r.id);
}
