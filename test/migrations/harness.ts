/**
 * Migrations tested on real data: a database is migrated up to just before the migration under
 * test, filled through the tables as they were then, migrated the rest of the way, and checked.
 *
 * To test a new migration, add `test/migrations/NNNN-<name>.case.ts` exporting
 * `migrationCase({ migration: "NNNN", ... })`; test/migrations.test.ts picks it up. Every case
 * gets, after its own `verify`, the checks of `checkMigratedDatabase`: the schema is exactly what
 * a fresh database gets from all migrations (no index, trigger or column lost by a table rebuild),
 * SQLite's own consistency checks pass, and every FTS5 index matches its content table and is kept
 * in step by its triggers.
 */
import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { diffSchemas, introspect, resetDatabase } from "../schema/introspect";

export interface MigrationCase {
  /** The number of the migration under test, e.g. "0008". */
  migration: string;
  name: string;
  /** Runs with every migration before `migration` applied: write through the tables as they were. */
  populate(db: D1Database): Promise<void>;
  /** Runs after all migrations: assert what the migration did to the data. */
  verify(db: D1Database): Promise<void>;
}

export const migrationCase = (c: MigrationCase) => c;

const allMigrations = () => (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;

/** A database of its own for migration tests (the tests of one file run one at a time). */
export const migrationDb = () => (env as unknown as { MIGRATION_DB: D1Database }).MIGRATION_DB;

/** Empties `db` and applies the migrations numbered below `migration`. */
export async function migrateBefore(db: D1Database, migration: string): Promise<void> {
  const before = allMigrations().filter((m) => m.name.slice(0, 4) < migration);
  if (!allMigrations().some((m) => m.name.startsWith(migration))) throw new Error(`no migration ${migration} in migrations/`);
  await resetDatabase(db);
  await applyD1Migrations(db, before);
}

/** Applies the migrations not yet applied (D1's runner records them in d1_migrations). */
export const migrateRest = (db: D1Database) => applyD1Migrations(db, allMigrations());

export async function runMigrationCase(c: MigrationCase, db = migrationDb()): Promise<void> {
  await migrateBefore(db, c.migration);
  await c.populate(db);
  await migrateRest(db);
  await c.verify(db);
  const problems = await checkMigratedDatabase(db);
  if (problems.length) throw new Error(`after migration ${c.migration}:\n${problems.join("\n")}`);
}

/** FTS5 tables and the table each indexes, from their CREATE VIRTUAL TABLE text. */
async function ftsTables(db: D1Database): Promise<{ name: string; content: string; columns: string[] }[]> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'")
    .all<{ name: string; sql: string }>();
  return results.map((r) => {
    const args = r.sql.slice(r.sql.indexOf("(") + 1, r.sql.lastIndexOf(")")).split(",").map((a) => a.trim());
    const content = /content\s*=\s*'([^']+)'/.exec(r.sql)?.[1] ?? "";
    return { name: r.name, content, columns: args.filter((a) => !a.includes("=")) };
  });
}

/** Everything that should hold in any migrated database; returns what does not. */
export async function checkMigratedDatabase(db: D1Database): Promise<string[]> {
  const problems = diffSchemas(await introspect(env.DB), await introspect(db), { expected: "a fresh database", actual: "the migrated one" });
  const quick = await db.prepare("PRAGMA quick_check").all<{ quick_check: string }>();
  if (quick.results[0]?.quick_check !== "ok") problems.push(`quick_check: ${JSON.stringify(quick.results)}`);
  const fk = await db.prepare("PRAGMA foreign_key_check").all();
  if (fk.results.length) problems.push(`foreign_key_check: ${JSON.stringify(fk.results.slice(0, 5))}`);
  for (const fts of await ftsTables(db)) {
    // rank = 1: also compare the index with the external content table.
    try {
      await db.prepare(`INSERT INTO ${fts.name}(${fts.name}, rank) VALUES ('integrity-check', 1)`).run();
    } catch (err) {
      problems.push(`${fts.name}: FTS index does not match ${fts.content} (${(err as Error).message})`);
      continue;
    }
    problems.push(...(await probeFtsTriggers(db, fts)));
  }
  return problems;
}

/**
 * The triggers keep the index in step: a token written into one row's first indexed column is found
 * by MATCH, and gone again once the row is put back. Needs one row in the content table.
 */
async function probeFtsTriggers(db: D1Database, fts: { name: string; content: string; columns: string[] }): Promise<string[]> {
  const row = await db.prepare(`SELECT rowid FROM ${fts.content} LIMIT 1`).first<{ rowid: number }>();
  if (!row) return [];
  const column = fts.columns[0];
  const token = "zqxmigrationprobe";
  const found = () =>
    db.prepare(`SELECT COUNT(*) AS n FROM ${fts.name} WHERE ${fts.name} MATCH ? AND rowid = ?`).bind(token, row.rowid).first<number>("n");
  const original = await db.prepare(`SELECT ${column} AS v FROM ${fts.content} WHERE rowid = ?`).bind(row.rowid).first<string>("v");
  await db.prepare(`UPDATE ${fts.content} SET ${column} = ? WHERE rowid = ?`).bind(`${original} ${token}`, row.rowid).run();
  const afterUpdate = await found();
  await db.prepare(`UPDATE ${fts.content} SET ${column} = ? WHERE rowid = ?`).bind(original, row.rowid).run();
  const afterRevert = await found();
  return afterUpdate === 1 && afterRevert === 0 ? [] : [`${fts.name}: its triggers do not follow updates of ${fts.content}.${column}`];
}
