/**
 * migrations/0008: entities stored as `code` by the old write-time extractor become `component`
 * (the one vocabulary, memory/entity-types.ts); one that already has a `component` twin merges
 * into it with its links, relationships and facts.
 */
import { expect } from "vitest";
import { migrationCase } from "./harness";

export default migrationCase({
  migration: "0008",
  name: "one entity-type vocabulary: code entities retyped or merged into their component twin",
  async populate(db) {
    const entity = (id: string, normalized: string, type: string) =>
      db.prepare("INSERT INTO entities (id, org_id, user_id, name, normalized, type, created_at, updated_at) VALUES (?, 'org_m8', 'usr_m8', ?, ?, ?, 1, 1)")
        .bind(id, normalized, normalized, type);
    const link = (memory: string, entityId: string, weight = 1) =>
      db.prepare("INSERT INTO memory_entities (memory_id, entity_id, weight) VALUES (?, ?, ?)").bind(memory, entityId, weight);
    const memory = (id: string, content: string) =>
      db.prepare(
        `INSERT INTO memories (id, org_id, user_id, scope, type, content, content_hash, created_at, updated_at)
         VALUES (?, 'org_m8', 'usr_m8', 'private', 'fact', ?, ?, 1, 1)`,
      ).bind(id, content, `hash_${id}`);
    await db.batch([
      db.prepare("INSERT INTO organizations (id, name, personal, created_at) VALUES ('org_m8', 'm8', 1, 1)"),
      db.prepare("INSERT INTO users (id, org_id, name, created_at) VALUES ('usr_m8', 'org_m8', 'm8', 1)"),
      memory("mem_m8_1", "parseTemporal reads relative dates"),
      memory("mem_m8_2", "parseTemporal lives in src/a.ts"),
      memory("mem_m8_3", "MAX_TERMS caps the query"),
      entity("ent_m8_code", "parsetemporal", "code"),
      entity("ent_m8_comp", "parsetemporal", "component"),
      entity("ent_m8_lone", "max_terms", "code"),
      entity("ent_m8_file", "src/a.ts", "file"),
      link("mem_m8_1", "ent_m8_code"),
      link("mem_m8_2", "ent_m8_code"),
      link("mem_m8_2", "ent_m8_comp", 0.5),
      link("mem_m8_3", "ent_m8_lone"),
      db.prepare("INSERT INTO relationships (id, user_id, source_id, target_id, type, last_reinforced, created_at) VALUES ('rel_m8', 'usr_m8', 'ent_m8_code', 'ent_m8_file', 'located_in', 1, 1)"),
      db.prepare("INSERT INTO facts (id, user_id, entity_id, property, value, created_at) VALUES ('fct_m8', 'usr_m8', 'ent_m8_code', 'location', 'src/a.ts:3', 1)"),
    ]);
  },
  async verify(db) {
    const { results: entities } = await db.prepare("SELECT id, type FROM entities WHERE user_id = 'usr_m8' ORDER BY id").all();
    expect(entities).toEqual([
      { id: "ent_m8_comp", type: "component" }, { id: "ent_m8_file", type: "file" }, { id: "ent_m8_lone", type: "component" },
    ]);
    const { results: links } = await db
      .prepare("SELECT memory_id, entity_id, weight FROM memory_entities WHERE memory_id LIKE 'mem_m8_%' ORDER BY memory_id")
      .all();
    expect(links).toEqual([
      { memory_id: "mem_m8_1", entity_id: "ent_m8_comp", weight: 1 },
      { memory_id: "mem_m8_2", entity_id: "ent_m8_comp", weight: 0.5 },
      { memory_id: "mem_m8_3", entity_id: "ent_m8_lone", weight: 1 },
    ]);
    expect(await db.prepare("SELECT source_id FROM relationships WHERE id = 'rel_m8'").first("source_id")).toBe("ent_m8_comp");
    expect(await db.prepare("SELECT entity_id FROM facts WHERE id = 'fct_m8'").first("entity_id")).toBe("ent_m8_comp");
    expect(await db.prepare("SELECT COUNT(*) AS n FROM sqlite_master WHERE name = 'entity_type_merges'").first("n")).toBe(0);
    // The memories written before the migration are still found by full-text search.
    expect(await db.prepare("SELECT COUNT(*) AS n FROM memories_fts WHERE memories_fts MATCH 'parsetemporal'").first("n")).toBe(2);
  },
});
