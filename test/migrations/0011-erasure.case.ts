/**
 * migrations/0011: `erasures` for the backup rotation, an index on facts' memory links, and FTS5's
 * secure-delete on both full-text indexes. A row indexed before the migration and deleted after it
 * leaves none of its tokens in the index pages (without secure-delete they stay in older segments).
 */
import { expect } from "vitest";
import { migrationCase } from "./harness";

const hex = (s: string) => [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, "0")).join("").toUpperCase();
const residue = (db: D1Database, table: string, token: string) =>
  db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE instr(hex(block), ?) > 0`).bind(hex(token)).first<number>("n");

export default migrationCase({
  migration: "0011",
  name: "erasures table, facts_memory index, FTS5 secure-delete on memories_fts and skills_fts",
  async populate(db) {
    await db.batch([
      db.prepare("INSERT INTO organizations (id, name, personal, created_at) VALUES ('org_m11', 'm11', 1, 1)"),
      db.prepare("INSERT INTO users (id, org_id, name, created_at) VALUES ('usr_m11', 'org_m11', 'm11', 1)"),
      db.prepare(
        `INSERT INTO memories (id, org_id, user_id, scope, type, content, content_hash, created_at, updated_at)
         VALUES ('mem_m11_gone', 'org_m11', 'usr_m11', 'private', 'fact', 'the pangolinvortex secret', 'h1', 1, 1),
                ('mem_m11_kept', 'org_m11', 'usr_m11', 'private', 'fact', 'the armadillo note stays', 'h2', 1, 1)`,
      ),
      db.prepare("INSERT INTO facts (id, user_id, entity_id, property, value, memory_id, created_at) VALUES ('fct_m11', 'usr_m11', 'ent_x', 'p', 'v', 'mem_m11_gone', 1)"),
    ]);
    expect(await residue(db, "memories_fts_data", "pangolinvortex")).toBeGreaterThan(0);
  },
  async verify(db) {
    expect(await db.prepare("SELECT v FROM memories_fts_config WHERE k = 'secure-delete'").first("v")).toBe(1);
    expect(await db.prepare("SELECT v FROM skills_fts_config WHERE k = 'secure-delete'").first("v")).toBe(1);
    await db.prepare("DELETE FROM memories WHERE id = 'mem_m11_gone'").run();
    expect(await residue(db, "memories_fts_data", "pangolinvortex")).toBe(0);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM memories_fts WHERE memories_fts MATCH 'armadillo'").first("n")).toBe(1);
    const plan = await db.prepare("EXPLAIN QUERY PLAN SELECT id FROM facts WHERE memory_id = 'mem_m11_gone'").all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail).join(" ")).toContain("facts_memory");
    await db.prepare("INSERT INTO erasures (id, kind, org_id, user_id, erased_at) VALUES ('mem_m11_gone', 'memory', 'org_m11', 'usr_m11', 2)").run();
    await expect(db.prepare("INSERT INTO erasures (id, kind, org_id, user_id, erased_at) VALUES ('x', 'file', 'o', 'u', 2)").run()).rejects.toThrow(/CHECK/);
  },
});
