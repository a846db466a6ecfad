/**
 * Entity links of the knowledge graph (migrations/0002): upsert entities by normalized name and
 * link them to a memory. Used by write-time rule-based extraction (retrieval) and by
 * consolidation (knowledge). Returns statements for the caller's batch.
 */
import { newId } from "../util/ids";

export interface EntityMention { name: string; type: string; weight?: number }

export const normalizeEntityName = (name: string) => name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();

export function linkEntitiesStatements(
  db: D1Database,
  owner: { orgId: string; userId: string },
  memoryId: string,
  mentions: EntityMention[],
  now: number,
): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  const seen = new Set<string>();
  for (const m of mentions) {
    const normalized = normalizeEntityName(m.name);
    if (!normalized || seen.has(`${normalized}|${m.type}`)) continue;
    seen.add(`${normalized}|${m.type}`);
    out.push(
      db
        .prepare(
          `INSERT INTO entities (id, org_id, user_id, name, normalized, type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id, normalized, type) DO UPDATE SET updated_at = excluded.updated_at`,
        )
        .bind(newId("ent", now), owner.orgId, owner.userId, m.name, normalized, m.type, now, now),
      db
        .prepare(
          `INSERT INTO memory_entities (memory_id, entity_id, weight)
           SELECT ?, id, ? FROM entities WHERE user_id = ? AND normalized = ? AND type = ?
           ON CONFLICT (memory_id, entity_id) DO UPDATE SET weight = excluded.weight`,
        )
        .bind(memoryId, m.weight ?? 1, owner.userId, normalized, m.type),
    );
  }
  return out;
}
