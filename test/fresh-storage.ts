// Setup file of the `fresh-N` projects (vitest.config.ts; files listed in test/shared-runtime-files.ts
// FRESH_STORAGE_GROUPS): files that run jobs over every user, or count every user's rows, share one
// runtime and the modules it loaded, but each starts on storage as the migrations left it, as if the
// runtime were fresh. Runs after apply-migrations.ts, before each file:
//   1. waits until what the previous file left running is done: the job driver's continuation chain
//      (one named Durable Object for every job) and background indexing (the outbox);
//   2. empties every D1 table of every database the Worker uses (DB, and DB_1 … DB_3 where the
//      `sharding` project binds them) and puts back the rows the migrations seeded (kept in each
//      database's SEED_TABLE by the runtime's first file, which finds storage fresh), and empties both
//      KV namespaces and R2.
// Not reset: the per-user and per-organization Durable Objects (writers, vector namespaces), which
// a file reaches only through the users and organizations it creates (new ids every file), and the
// Worker's per-isolate caches, keyed by those ids too.
import { env } from "cloudflare:workers";
import { jobDriver } from "../src/durable/job-driver";

type Row = Record<string, unknown>;
/** The databases test/apply-migrations.ts migrates: DB and, where bound, DB_1 … DB_n. */
const databases = Object.entries(env as unknown as Record<string, unknown>)
  .filter(([name]) => /^DB(_\d+)?$/.test(name))
  .map(([, db]) => db as D1Database);
/** The seeded rows, as JSON per table: in storage, which lasts exactly as long as the runtime does. */
const SEED_TABLE = "test_fresh_storage_seed";

async function until(done: () => Promise<boolean>, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`fresh-storage: ${what} did not finish in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Plain tables (not d1_migrations, SQLite's or D1's own, nor an FTS table or its shadows: triggers keep those). */
async function tables(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND name NOT IN ('d1_migrations', ?)").bind(SEED_TABLE)
    .all<{ name: string; sql: string | null }>();
  const virtual = results.filter((t) => /^CREATE VIRTUAL TABLE/i.test(t.sql ?? "")).map((t) => t.name);
  return results
    .filter((t) => !virtual.includes(t.name) && !virtual.some((v) => t.name.startsWith(`${v}_`)))
    .map((t) => t.name)
    .sort();
}

async function emptyKv(kv: KVNamespace) {
  let cursor: string | undefined;
  do {
    const page = await kv.list({ cursor });
    await Promise.all(page.keys.map((k) => kv.delete(k.name)));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
}

async function emptyR2(bucket: R2Bucket) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ cursor });
    if (page.objects.length) await bucket.delete(page.objects.map((o) => o.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}

/** The runtime's first file finds storage as the migrations made it: remember each database's seeded rows. */
async function keepSeed(db: D1Database) {
  const statements = [db.prepare(`CREATE TABLE ${SEED_TABLE} (name TEXT PRIMARY KEY, rows TEXT NOT NULL)`)];
  for (const t of await tables(db)) {
    const { results } = await db.prepare(`SELECT * FROM "${t}"`).all<Row>();
    if (results.length) statements.push(db.prepare(`INSERT INTO ${SEED_TABLE} (name, rows) VALUES (?, ?)`).bind(t, JSON.stringify(results)));
  }
  await db.batch(statements);
}

/** Every table of one database back to its seeded rows, in one batch. */
async function resetToSeed(db: D1Database) {
  const { results: kept } = await db.prepare(`SELECT name, rows FROM ${SEED_TABLE}`).all<{ name: string; rows: string }>();
  const seed = new Map(kept.map((k) => [k.name, JSON.parse(k.rows) as Row[]]));
  const statements = [db.prepare("PRAGMA defer_foreign_keys = on")];
  for (const t of await tables(db)) {
    statements.push(db.prepare(`DELETE FROM "${t}"`));
    for (const row of seed.get(t) ?? []) {
      const columns = Object.keys(row);
      statements.push(db.prepare(`INSERT INTO "${t}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`).bind(...columns.map((c) => row[c])));
    }
  }
  await db.batch(statements);
}

const unsent = async (db: D1Database) => (await db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE attempts = 0").first<number>("n")) ?? 0;

const seeded = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = ?").bind(SEED_TABLE).first();
if (!seeded) {
  for (const db of databases) await keepSeed(db);
} else {
  await until(async () => (await jobDriver(env).pending()) === null, 120_000, "the job driver's chain");
  await until(async () => (await Promise.all(databases.map(unsent))).every((n) => n === 0), 10_000, "background indexing").catch(() => {});
  for (const db of databases) await resetToSeed(db);
  await Promise.all([emptyKv(env.WORKING_MEMORY), emptyKv(env.OAUTH_KV), emptyR2(env.BLOBS)]);
}
