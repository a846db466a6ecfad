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
import { edgesOfEntity, entityOfUser, factsOfEntity, searchEntityRows, visibleMemoriesOfEntity, type EntityRow, type FactRow } from "../storage/graph-store";
import { toIso } from "../util/time";

const entityView = (e: EntityRow) => ({
  id: e.id, name: e.name, type: e.type, confidence: e.confidence, access_count: e.access_count,
  created_at: toIso(e.created_at)!, updated_at: toIso(e.updated_at)!,
});

export async function searchEntities(db: D1Database, p: Principal, q: { query?: string; type?: string; memory?: string; limit: number }) {
  const rows = await searchEntityRows(db, p.userId, { contains: q.query ? normalizeEntityName(q.query) : undefined, type: q.type, memoryId: q.memory, limit: q.limit });
  return rows.map((r) => ({ ...entityView(r), mentions: r.mentions, facts: r.fact_count }));
}

/** Valid at t: started at or before t (or unknown start) and not ended by t. */
const validAt = (f: FactRow, t: number) => (f.valid_from === null || f.valid_from <= t) && (f.valid_until === null || f.valid_until > t);

export async function getEntity(db: D1Database, p: Principal, id: string, opts: { asOf?: number; now: number; memoryLimit: number }) {
  const entity = await entityOfUser(db, p.userId, id);
  if (!entity) throw notFound("entity");

  const allFacts = await factsOfEntity(db, p.userId, id);
  const facts = opts.asOf === undefined ? allFacts : allFacts.filter((f) => validAt(f, opts.asOf!));
  const at = opts.asOf ?? opts.now;
  const current: Record<string, string[]> = {};
  for (const f of allFacts) if (validAt(f, at)) (current[f.property] ??= []).push(f.value);

  const rels = await edgesOfEntity(db, p.userId, id, 200);

  // Evidence and fact sources are memory ids: keep only those the caller may see.
  const cited = [...new Set([...rels.flatMap((r) => JSON.parse(r.evidence) as string[]), ...facts.flatMap((f) => (f.memory_id ? [f.memory_id] : []))])];
  const visible = new Set((await getVisibleMemories(db, p, cited)).map((m) => m.id));

  const memories = await getVisibleMemories(db, p, await visibleMemoriesOfEntity(db, p, id, opts.memoryLimit));

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
