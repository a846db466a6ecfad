import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";

// Runs before each test file; applyD1Migrations skips migrations already applied. Every organization
// database bound (DB, and DB_1 … DB_n in the sharding suite) gets the same schema.
const migrations = (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;
for (const [name, db] of Object.entries(env as unknown as Record<string, unknown>)) {
  if (/^DB(_\d+)?$/.test(name)) await applyD1Migrations(db as D1Database, migrations);
}
