/**
 * Reads of the knowledge graph. Entities, relationships and facts are per user (the graph is the
 * user's own view); memories linked to an entity, and the memories cited as evidence or as a
 * fact's source, are shown only when the caller may see them (VISIBLE_SQL).
 */
import type { Principal } from "../auth/principal";
import { notFound } from "../errors";
import { decayedRelationship } from "../lifecycle/scoring";
import { normalizeEntityName } from "../memory/entities";
import { getVisibleMemories } from "../memory/read";
import { toMemoryView } from "../memory/view";
import { VISIBLE_SQL, visibleParams } from "../memory/visibility";
import { toIso } from "../util/time";

interface EntityRow { id: string; name: string; type: string; confidence: number; access_count: number; created_at: number; updated_at: number }

const entityView = (e: EntityRow) => ({
  id: e.id, name: e.name, type: e.type, confidence: e.confidence, access_count: e.access_count,
  created_at: toIso(e.created_at)!, updated_at: toIso(e.updated_at)!,
});

export async function searchEntities(db: D1Database, p: Principal, q: { query?: string; type?: string; limit: number }) {
  const where = ["e.user_id = ?"];
  const params: unknown[] = [p.userId];
  if (q.query) {
    // A substring test, not LIKE: D1 refuses LIKE patterns over 50 bytes ("pattern too complex", a
    // 500), and 17 CJK characters are already 51. instr needs no escaping either.
    where.push("instr(e.normalized, ?) > 0");
    params.push(normalizeEntityName(q.query));
  }
  if (q.type) { where.push("e.type = ?"); params.push(q.type); }
  const { results } = await db
    .prepare(
      `SELECT e.*, (SELECT COUNT(*) FROM memory_entities me WHERE me.entity_id = e.id) AS mentions,
              (SELECT COUNT(*) FROM facts f WHERE f.entity_id = e.id) AS fact_count
       FROM entities e WHERE ${where.join(" AND ")}
       ORDER BY (e.normalized = ?) DESC, mentions DESC, e.updated_at DESC LIMIT ?`,
    )
    .bind(...params, q.query ? normalizeEntityName(q.query) : "", q.limit)
    .all<EntityRow & { mentions: number; fact_count: number }>();
  return results.map((r) => ({ ...entityView(r), mentions: r.mentions, facts: r.fact_count }));
}

interface FactRow {
  id: string; property: string; value: string; confidence: number; valid_from: number | null; valid_until: number | null;
  source: string; memory_id: string | null; created_at: number;
}

/** Valid at t: started at or before t (or unknown start) and not ended by t. */
const validAt = (f: FactRow, t: number) => (f.valid_from === null || f.valid_from <= t) && (f.valid_until === null || f.valid_until > t);

export async function getEntity(db: D1Database, p: Principal, id: string, opts: { asOf?: number; now: number; memoryLimit: number }) {
  const entity = await db.prepare("SELECT * FROM entities WHERE id = ? AND user_id = ?").bind(id, p.userId).first<EntityRow>();
  if (!entity) throw notFound("entity");

  const { results: allFacts } = await db
    .prepare("SELECT * FROM facts WHERE entity_id = ? AND user_id = ? ORDER BY property, IFNULL(valid_from, 0), created_at")
    .bind(id, p.userId)
    .all<FactRow>();
  const facts = opts.asOf === undefined ? allFacts : allFacts.filter((f) => validAt(f, opts.asOf!));
  const at = opts.asOf ?? opts.now;
  const current: Record<string, string[]> = {};
  for (const f of allFacts) if (validAt(f, at)) (current[f.property] ??= []).push(f.value);

  const { results: rels } = await db
    .prepare(
      `SELECT r.*, s.name AS source_name, s.type AS source_type, t.name AS target_name, t.type AS target_type
       FROM relationships r JOIN entities s ON s.id = r.source_id JOIN entities t ON t.id = r.target_id
       WHERE r.user_id = ? AND (r.source_id = ? OR r.target_id = ?) ORDER BY r.strength DESC LIMIT 200`,
    )
    .bind(p.userId, id, id)
    .all<{
      id: string; source_id: string; target_id: string; type: string; strength: number; evidence: string; access_count: number;
      last_reinforced: number; created_at: number; source_name: string; source_type: string; target_name: string; target_type: string;
    }>();

  // Evidence and fact sources are memory ids: keep only those the caller may see.
  const cited = [...new Set([...rels.flatMap((r) => JSON.parse(r.evidence) as string[]), ...facts.flatMap((f) => (f.memory_id ? [f.memory_id] : []))])];
  const visible = new Set((await getVisibleMemories(db, p, cited)).map((m) => m.id));

  const { results: linked } = await db
    .prepare(
      `SELECT m.id FROM memory_entities me JOIN memories m ON m.id = me.memory_id
       WHERE me.entity_id = ? AND m.archived_at IS NULL AND ${VISIBLE_SQL}
       ORDER BY me.weight DESC, m.id DESC LIMIT ?`,
    )
    .bind(id, ...visibleParams(p), opts.memoryLimit)
    .all<{ id: string }>();
  const memories = await getVisibleMemories(db, p, linked.map((r) => r.id));

  return {
    entity: entityView(entity),
    as_of: opts.asOf === undefined ? null : toIso(opts.asOf),
    current,
    facts: facts.map((f) => ({
      id: f.id, property: f.property, value: f.value, confidence: f.confidence,
      valid_from: toIso(f.valid_from), valid_until: toIso(f.valid_until), source: f.source,
      memory_id: f.memory_id && visible.has(f.memory_id) ? f.memory_id : null, created_at: toIso(f.created_at)!,
    })),
    relationships: rels.map((r) => {
      const outgoing = r.source_id === id;
      return {
        id: r.id, type: r.type, direction: outgoing ? "out" : "in",
        other: outgoing ? { id: r.target_id, name: r.target_name, type: r.target_type } : { id: r.source_id, name: r.source_name, type: r.source_type },
        strength: Math.round(decayedRelationship(r.strength, r.last_reinforced, opts.now) * 1000) / 1000,
        stored_strength: r.strength,
        evidence: (JSON.parse(r.evidence) as string[]).filter((m) => visible.has(m)),
        last_reinforced: toIso(r.last_reinforced)!, created_at: toIso(r.created_at)!,
      };
    }),
    memories: memories.map(toMemoryView),
  };
}
