/**
 * migrations/0010: memories gain `provenance` (how they arrived) and `instruction_like`. Rows written
 * by the previous version are backfilled from what was recorded: consolidation's metadata stamp, the
 * import audit's ids, else `source` (user_stated → user_statement, the AI sources → assistant_inference).
 */
import { expect } from "vitest";
import { migrationCase } from "./harness";

export default migrationCase({
  migration: "0010",
  name: "provenance backfilled from source, consolidation metadata and import audits",
  async populate(db) {
    const memory = (id: string, source: string, metadata = "{}") =>
      db.prepare(
        `INSERT INTO memories (id, org_id, user_id, scope, type, content, metadata, source, content_hash, created_at, updated_at)
         VALUES (?, 'org_m10', 'usr_m10', 'private', 'fact', ?, ?, ?, ?, 1, 1)`,
      ).bind(id, `content of ${id} about postgres`, metadata, source, `hash_${id}`);
    await db.batch([
      db.prepare("INSERT INTO organizations (id, name, personal, created_at) VALUES ('org_m10', 'm10', 1, 1)"),
      db.prepare("INSERT INTO users (id, org_id, name, created_at) VALUES ('usr_m10', 'org_m10', 'm10', 1)"),
      memory("mem_m10_user", "user_stated"),
      memory("mem_m10_inferred", "ai_inferred"),
      memory("mem_m10_corrected", "ai_corrected"),
      memory("mem_m10_consolidated", "ai_inferred", JSON.stringify({ consolidated_from: ["mem_ep"], extractor: "rules" })),
      memory("mem_m10_imported", "user_stated"),
      memory("mem_m10_notarray", "user_stated", JSON.stringify({ consolidated_from: "a string" })),
      db.prepare(
        `INSERT INTO events (id, org_id, user_id, kind, data, created_at)
         VALUES ('evt_m10_imp', 'org_m10', 'usr_m10', 'audit.memories_imported', '{"ids":["mem_m10_imported"]}', 1)`,
      ),
      db.prepare(
        `INSERT INTO events (id, org_id, user_id, kind, data, created_at)
         VALUES ('evt_m10_other', 'org_m10', 'usr_m10', 'audit.memories_created', '{"ids":["mem_m10_user"]}', 1)`,
      ),
    ]);
  },
  async verify(db) {
    const { results } = await db
      .prepare("SELECT id, provenance, instruction_like, source FROM memories WHERE user_id = 'usr_m10' ORDER BY id")
      .all();
    expect(results).toEqual([
      { id: "mem_m10_consolidated", provenance: "consolidation", instruction_like: 0, source: "ai_inferred" },
      { id: "mem_m10_corrected", provenance: "assistant_inference", instruction_like: 0, source: "ai_corrected" },
      { id: "mem_m10_imported", provenance: "import", instruction_like: 0, source: "user_stated" },
      { id: "mem_m10_inferred", provenance: "assistant_inference", instruction_like: 0, source: "ai_inferred" },
      { id: "mem_m10_notarray", provenance: "user_statement", instruction_like: 0, source: "user_stated" },
      { id: "mem_m10_user", provenance: "user_statement", instruction_like: 0, source: "user_stated" },
    ]);
    // The CHECK holds for new rows.
    await expect(
      db.prepare("UPDATE memories SET provenance = 'rumour' WHERE id = 'mem_m10_user'").run(),
    ).rejects.toThrow(/CHECK/);
    // Full-text search still finds the rows (the UPDATEs did not touch the indexed columns).
    expect(await db.prepare("SELECT COUNT(*) AS n FROM memories_fts WHERE memories_fts MATCH 'postgres'").first("n")).toBe(6);
  },
});
