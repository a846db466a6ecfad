import { env } from "cloudflare:workers";

// Runs before each test file: every organization database bound (DB, and DB_1 … DB_n in the sharding
// suite) gets the schema. This is cloudflare:test's applyD1Migrations (same `d1_migrations` table, one
// batch per migration, applied ones skipped), written out here because importing "cloudflare:test"
// loads the whole Worker module graph into the file's isolate — seconds per file for the test files
// that never touch the Worker (pure domain tests), which are about 40 % of the suite.
interface Migration {
  name: string;
  queries: string[];
}

async function applyMigrations(db: D1Database, migrations: Migration[]): Promise<void> {
  await db
    .prepare("CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)")
    .run();
  const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((r) => r.name));
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.batch([...migration.queries.map((q) => db.prepare(q)), db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name)]);
  }
}

const bindings = env as unknown as Record<string, unknown> & { TEST_MIGRATIONS: Migration[] };
for (const [name, db] of Object.entries(bindings)) {
  if (/^DB(_\d+)?$/.test(name)) await applyMigrations(db as D1Database, bindings.TEST_MIGRATIONS);
}
