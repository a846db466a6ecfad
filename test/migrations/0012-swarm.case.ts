/**
 * migrations/0012: organization roles and SWARM. Every existing user becomes a `member` row of their
 * organization (no admin is invented: the operator names one), SWARM is off for everyone, and the
 * pool's full-text index follows its table with secure-delete on.
 */
import { expect } from "vitest";
import { migrationCase } from "./harness";

export default migrationCase({
  migration: "0012",
  name: "org_members backfilled from users as members, SWARM off, swarm_items_fts in step",
  async populate(db) {
    await db.batch([
      db.prepare("INSERT INTO organizations (id, name, personal, created_at) VALUES ('org_m12', 'm12', 0, 1)"),
      db.prepare("INSERT INTO users (id, org_id, name, created_at) VALUES ('usr_m12a', 'org_m12', 'a', 5), ('usr_m12b', 'org_m12', 'b', 7)"),
    ]);
  },
  async verify(db) {
    const rows = await db.prepare("SELECT user_id, role, swarm_enabled, created_at FROM org_members WHERE org_id = 'org_m12' ORDER BY user_id").all();
    expect(rows.results).toEqual([
      { user_id: "usr_m12a", role: "member", swarm_enabled: 0, created_at: 5 },
      { user_id: "usr_m12b", role: "member", swarm_enabled: 0, created_at: 7 },
    ]);
    await expect(db.prepare("UPDATE org_members SET role = 'owner' WHERE user_id = 'usr_m12a'").run()).rejects.toThrow(/CHECK/);
    expect(await db.prepare("SELECT COUNT(*) AS n FROM swarm_settings").first("n")).toBe(0);
    expect(await db.prepare("SELECT v FROM swarm_items_fts_config WHERE k = 'secure-delete'").first("v")).toBe(1);
    await db.prepare(
      `INSERT INTO swarm_items (id, org_id, type, content, status, content_hash, created_at, updated_at)
       VALUES ('swm_m12', 'org_m12', 'gotcha', 'PgBouncer in transaction pooling mode', 'shared', 'h', 1, 1)`,
    ).run();
    expect(await db.prepare("SELECT COUNT(*) AS n FROM swarm_items_fts WHERE swarm_items_fts MATCH 'pgbouncer'").first("n")).toBe(1);
    await expect(db.prepare("UPDATE swarm_items SET status = 'public' WHERE id = 'swm_m12'").run()).rejects.toThrow(/CHECK/);
    await db.prepare("DELETE FROM swarm_items WHERE id = 'swm_m12'").run();
    expect(await db.prepare("SELECT COUNT(*) AS n FROM swarm_items_fts WHERE swarm_items_fts MATCH 'pgbouncer'").first("n")).toBe(0);
  },
});
