/**
 * Entity links of the knowledge graph (migrations/0002): upsert entities by normalized name and
 * link them to a memory. Used by write-time rule-based extraction (retrieval) and by
 * consolidation (knowledge). Returns statements for the caller's batch.
 */
import { linkMemoryEntityStatement, upsertEntityStatement } from "../storage/graph-store";
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
      upsertEntityStatement(db, { id: newId("ent", now), orgId: owner.orgId, userId: owner.userId, name: m.name, normalized, type: m.type, now }),
      linkMemoryEntityStatement(db, memoryId, { userId: owner.userId, normalized, type: m.type }, m.weight ?? 1),
    );
  }
  return out;
}
