/// <reference types="vite/types/importMeta.d.ts" />
/**
 * Every `test/migrations/*.case.ts` (see harness.ts): migrated up to just before its migration,
 * filled with data, migrated the rest of the way, then checked. The cases share MIGRATION_DB and
 * run one after another in this file.
 */
import { describe, expect, it } from "vitest";
import { checkMigratedDatabase, migrateBefore, migrateRest, migrationDb, runMigrationCase, type MigrationCase } from "./migrations/harness";

const cases = Object.values(import.meta.glob<{ default: MigrationCase }>("./migrations/*.case.ts", { eager: true }))
  .map((m) => m.default)
  .sort((a, b) => a.migration.localeCompare(b.migration));

describe("migrations on a populated database", () => {
  it("has cases to run", () => {
    expect(cases.map((c) => c.migration)).toContain("0008");
  });

  for (const c of cases) it(`${c.migration}: ${c.name}`, () => runMigrationCase(c));

  // The harness's own checks must be able to fail.
  it("sees a lost trigger, a lost index and an FTS index out of step with its table", async () => {
    const db = migrationDb();
    await migrateBefore(db, "0001");
    await migrateRest(db);
    await db.batch([
      db.prepare("INSERT INTO organizations (id, name, personal, created_at) VALUES ('org_h', 'h', 1, 1)"),
      db.prepare("INSERT INTO users (id, org_id, name, created_at) VALUES ('usr_h', 'org_h', 'h', 1)"),
      db.prepare("INSERT INTO memories (id, org_id, user_id, scope, type, content, content_hash, created_at, updated_at) VALUES ('mem_h', 'org_h', 'usr_h', 'private', 'fact', 'indexed words', 'h', 1, 1)"),
    ]);
    expect(await checkMigratedDatabase(db)).toEqual([]);
    await db.batch([
      db.prepare("DROP TRIGGER memories_fts_update"),
      db.prepare("DROP INDEX users_org"),
      db.prepare("UPDATE memories SET content = 'changed words' WHERE id = 'mem_h'"),
    ]);
    const problems = await checkMigratedDatabase(db);
    expect(problems).toContainEqual(expect.stringMatching(/^trigger memories_fts_update: only in a fresh database/));
    expect(problems).toContainEqual(expect.stringMatching(/^index users_org: only in a fresh database/));
    expect(problems).toContainEqual(expect.stringMatching(/^memories_fts: FTS index does not match memories/));
  });
});
