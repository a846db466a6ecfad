/**
 * The knowledge graph's tables: `entities` (per user, unique by normalized name and type),
 * `memory_entities` (which memories mention an entity), `relationships` (typed, reinforced edges
 * with evidence) and `facts` (entity properties with validity intervals). Writes return statements
 * for the caller's batch (a memory write, a consolidation step); reads take the database as an
 * argument. The graph walk of recall is an algorithm and keeps its SQL (retrieval/graph.ts).
 */
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Principal } from "../auth/principal";
import { VISIBLE_SQL, visibleParams } from "../memory/visibility";
import { inChunks, orm, toStatement } from "./db";
import { entities, facts, memoryEntities, relationships } from "./schema";

/** An entity as the graph knows it: the owner and its normalized name and type. */
export interface EntityKey { userId: string; normalized: string; type: string }

/** The id of an entity by key, as a subquery: a row inserted earlier in the same batch is found. */
const entityIdOf = (k: EntityKey) =>
  sql`(SELECT ${entities.id} FROM ${entities} WHERE ${entities.userId} = ${k.userId} AND ${entities.normalized} = ${k.normalized} AND ${entities.type} = ${k.type})`;

/** Insert an entity, or touch `updated_at` of the existing one (its name and confidence stay). */
export function upsertEntityStatement(
  d1: D1Database,
  e: { id: string; orgId: string; userId: string; name: string; normalized: string; type: string; confidence?: number; now: number },
): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1)
      .insert(entities)
      .values({
        id: e.id, orgId: e.orgId, userId: e.userId, name: e.name, normalized: e.normalized, type: e.type,
        ...(e.confidence === undefined ? {} : { confidence: e.confidence }), createdAt: e.now, updatedAt: e.now,
      })
      .onConflictDoUpdate({ target: [entities.userId, entities.normalized, entities.type], set: { updatedAt: sql`excluded.updated_at` } }),
  );
}

/** Link a memory to an entity (by key, so one upserted in the same batch counts); a repeat updates the weight. */
export function linkMemoryEntityStatement(d1: D1Database, memoryId: string, entity: EntityKey, weight: number): D1PreparedStatement {
  return toStatement(
    d1,
    sql`INSERT INTO ${memoryEntities} (memory_id, entity_id, weight)
        SELECT ${memoryId}, ${entities.id}, ${weight} FROM ${entities}
        WHERE ${entities.userId} = ${entity.userId} AND ${entities.normalized} = ${entity.normalized} AND ${entities.type} = ${entity.type}
        ON CONFLICT (memory_id, entity_id) DO UPDATE SET weight = excluded.weight`,
  );
}

/** Every entity link of a memory goes (its text changed; the new text is linked again). */
export function unlinkEntitiesStatement(d1: D1Database, memoryId: string): D1PreparedStatement {
  return toStatement(d1, orm(d1).delete(memoryEntities).where(eq(memoryEntities.memoryId, memoryId)));
}

/** The user's entities with one of the normalized `names` (any type). */
export async function entitiesByNames(d1: D1Database, userId: string, names: string[]) {
  return inChunks(names, (chunk) =>
    orm(d1)
      .select({ id: entities.id, normalized: entities.normalized, type: entities.type })
      .from(entities)
      .where(and(eq(entities.userId, userId), inArray(entities.normalized, chunk))),
  );
}

export interface RelationshipRow { id: string; strength: number; evidence: string; last_reinforced: number }

/** A statement reading the edge source → target of a type (for a batch of probes), at most one row. */
export function relationshipProbe(d1: D1Database, edge: { sourceId: string; targetId: string; type: string; userId?: string }) {
  return toStatement(
    d1,
    orm(d1)
      .select({ id: relationships.id, strength: relationships.strength, evidence: relationships.evidence, last_reinforced: relationships.lastReinforced })
      .from(relationships)
      .where(
        and(
          eq(relationships.sourceId, edge.sourceId), eq(relationships.targetId, edge.targetId), eq(relationships.type, edge.type),
          edge.userId === undefined ? undefined : eq(relationships.userId, edge.userId),
        ),
      ),
  );
}

export function reinforceRelationshipStatement(d1: D1Database, id: string, r: { strength: number; evidence: string[]; at: number }) {
  return toStatement(
    d1,
    orm(d1).update(relationships).set({ strength: r.strength, evidence: JSON.stringify(r.evidence), lastReinforced: r.at }).where(eq(relationships.id, id)),
  );
}

/** A new edge between two entities found by key; an edge that already exists is left alone. */
export function insertRelationshipStatement(
  d1: D1Database,
  r: { id: string; userId: string; source: EntityKey; target: EntityKey; type: string; strength: number; evidence: string[]; now: number },
) {
  return toStatement(
    d1,
    orm(d1)
      .insert(relationships)
      .values({
        id: r.id, userId: r.userId, sourceId: entityIdOf(r.source), targetId: entityIdOf(r.target), type: r.type, strength: r.strength,
        evidence: JSON.stringify(r.evidence), lastReinforced: r.now, createdAt: r.now,
      })
      .onConflictDoNothing({ target: [relationships.sourceId, relationships.targetId, relationships.type] }),
  );
}

/** Facts still open (no end) of the user's entities among `entityIds`, with their entity's key. */
export async function openFactsOf(d1: D1Database, userId: string, entityIds: string[]) {
  return inChunks(entityIds, (chunk) =>
    orm(d1)
      .select({ id: facts.id, property: facts.property, value: facts.value, valid_from: facts.validFrom, normalized: entities.normalized, type: entities.type })
      .from(facts)
      .innerJoin(entities, eq(entities.id, facts.entityId))
      .where(and(eq(facts.userId, userId), isNull(facts.validUntil), inArray(facts.entityId, chunk))),
  );
}

/** A new open fact of an entity found by key (none is written if the entity does not exist). */
export function insertFactStatement(
  d1: D1Database,
  f: { id: string; entity: EntityKey; property: string; value: string; confidence: number; validFrom: number; memoryId: string | null; now: number },
) {
  return toStatement(
    d1,
    sql`INSERT INTO ${facts} (id, user_id, entity_id, property, value, confidence, valid_from, valid_until, source, memory_id, created_at)
        SELECT ${f.id}, ${f.entity.userId}, ${entities.id}, ${f.property}, ${f.value}, ${f.confidence}, ${f.validFrom}, NULL, 'ai_inferred', ${f.memoryId}, ${f.now}
        FROM ${entities} WHERE ${entities.userId} = ${f.entity.userId} AND ${entities.normalized} = ${f.entity.normalized} AND ${entities.type} = ${f.entity.type}`,
  );
}

/** End a fact's validity at `at` (a later value replaced it). */
export function closeFactStatement(d1: D1Database, id: string, at: number) {
  return toStatement(d1, orm(d1).update(facts).set({ validUntil: at }).where(eq(facts.id, id)));
}

export interface EntityRow { id: string; name: string; type: string; confidence: number; access_count: number; created_at: number; updated_at: number }

const entityColumns = {
  id: entities.id, name: entities.name, type: entities.type, confidence: entities.confidence, access_count: entities.accessCount,
  created_at: entities.createdAt, updated_at: entities.updatedAt,
};

/**
 * The user's entities whose normalized name contains `contains` (all when absent), of one type if
 * given: an exact name first, then the most mentioned, then the most recently touched. A substring
 * test, not LIKE: D1 refuses LIKE patterns over 50 bytes ("pattern too complex"), and 17 CJK
 * characters are already 51; instr needs no escaping either.
 */
export async function searchEntityRows(d1: D1Database, userId: string, q: { contains?: string; type?: string; memoryId?: string; limit: number }) {
  const mentions = sql<number>`(SELECT COUNT(*) FROM ${memoryEntities} WHERE ${memoryEntities.entityId} = ${entities.id})`;
  const factCount = sql<number>`(SELECT COUNT(*) FROM ${facts} WHERE ${facts.entityId} = ${entities.id})`;
  return orm(d1)
    .select({ ...entityColumns, mentions: mentions.as("mentions"), fact_count: factCount.as("fact_count") })
    .from(entities)
    .where(
      and(
        eq(entities.userId, userId),
        q.contains ? sql`instr(${entities.normalized}, ${q.contains}) > 0` : undefined,
        q.type ? eq(entities.type, q.type) : undefined,
        q.memoryId ? sql`EXISTS (SELECT 1 FROM ${memoryEntities} WHERE ${memoryEntities.entityId} = ${entities.id} AND ${memoryEntities.memoryId} = ${q.memoryId})` : undefined,
      ),
    )
    .orderBy(desc(sql`${entities.normalized} = ${q.contains ?? ""}`), desc(sql`mentions`), desc(entities.updatedAt))
    .limit(q.limit);
}

export async function entityOfUser(d1: D1Database, userId: string, id: string): Promise<EntityRow | null> {
  return (await orm(d1).select(entityColumns).from(entities).where(and(eq(entities.id, id), eq(entities.userId, userId))).get()) ?? null;
}

export interface FactRow {
  id: string; property: string; value: string; confidence: number; valid_from: number | null; valid_until: number | null;
  source: string; memory_id: string | null; created_at: number;
}

/** Every fact of an entity, by property and then in time order (unknown starts first). */
export async function factsOfEntity(d1: D1Database, userId: string, entityId: string): Promise<FactRow[]> {
  return orm(d1)
    .select({
      id: facts.id, property: facts.property, value: facts.value, confidence: facts.confidence, valid_from: facts.validFrom,
      valid_until: facts.validUntil, source: facts.source, memory_id: facts.memoryId, created_at: facts.createdAt,
    })
    .from(facts)
    .where(and(eq(facts.entityId, entityId), eq(facts.userId, userId)))
    .orderBy(asc(facts.property), asc(sql`IFNULL(${facts.validFrom}, 0)`), asc(facts.createdAt));
}

/** The strongest edges (at most `limit`) into or out of an entity, with both ends' names and types. */
export async function edgesOfEntity(d1: D1Database, userId: string, entityId: string, limit: number) {
  const rows = await orm(d1).all<{
    id: string; source_id: string; target_id: string; type: string; strength: number; evidence: string; access_count: number;
    last_reinforced: number; created_at: number; source_name: string; source_type: string; target_name: string; target_type: string;
  }>(
    sql`SELECT r.id, r.source_id, r.target_id, r.type, r.strength, r.evidence, r.access_count, r.last_reinforced, r.created_at,
               s.name AS source_name, s.type AS source_type, t.name AS target_name, t.type AS target_type
        FROM ${relationships} r JOIN ${entities} s ON s.id = r.source_id JOIN ${entities} t ON t.id = r.target_id
        WHERE r.user_id = ${userId} AND (r.source_id = ${entityId} OR r.target_id = ${entityId}) ORDER BY r.strength DESC LIMIT ${limit}`,
  );
  return rows;
}

/** Ids of live memories linked to an entity that `p` may see, most strongly linked first. */
export async function visibleMemoriesOfEntity(d1: D1Database, p: Principal, entityId: string, limit: number): Promise<string[]> {
  const { results } = await d1
    .prepare(
      `SELECT m.id FROM memory_entities me JOIN memories m ON m.id = me.memory_id
       WHERE me.entity_id = ? AND m.archived_at IS NULL AND ${VISIBLE_SQL}
       ORDER BY me.weight DESC, m.id DESC LIMIT ?`,
    )
    .bind(entityId, ...visibleParams(p), limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}
