/**
 * migrations/ is the one source of the schema; src/storage/schema.ts must say exactly the same
 * thing to drizzle. The migrations are applied to env.DB (test/apply-migrations.ts); the DDL
 * drizzle-kit generates from schema.ts (test/schema/global-setup.ts, in Node) is applied to
 * SCHEMA_DB; both are read back from SQLite and compared line by line: tables, columns, types,
 * NOT NULL, defaults, primary keys, foreign keys, CHECKs, indexes (unique, partial, order).
 * What drizzle cannot declare (FTS5 tables, their triggers, an expression index, WITHOUT ROWID)
 * is named in `sqlOnly` in schema.ts and checked to exist as named.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { sqlOnly } from "../src/storage/schema";
import { diffSchemas, introspect, resetDatabase, type SchemaLines } from "./schema/introspect";

const ddl = inject("drizzleSchemaDdl");
const schemaDb = (env as unknown as { SCHEMA_DB: D1Database }).SCHEMA_DB;

async function drizzleSchema(statements: string[]): Promise<SchemaLines> {
  await resetDatabase(schemaDb);
  await schemaDb.batch(statements.map((s) => schemaDb.prepare(s)));
  return introspect(schemaDb);
}

/** The migrated schema minus what schema.ts declares as SQL-only (each must exist as declared). */
async function migratedSchema(): Promise<SchemaLines> {
  const lines = await introspect(env.DB);
  const keys = [
    ...sqlOnly.virtualTables.map((n) => `virtual table ${n}`),
    ...sqlOnly.triggers.map((n) => `trigger ${n}`),
    ...sqlOnly.indexes.map((n) => `index ${n}`),
  ];
  for (const k of keys) {
    expect(lines.has(k), `${k} is declared in sqlOnly but the migrations do not create it`).toBe(true);
    lines.delete(k);
  }
  for (const t of sqlOnly.withoutRowid) {
    expect(lines.get(`table ${t}`), `table ${t} is declared WITHOUT ROWID`).toBe("WITHOUT ROWID");
    lines.set(`table ${t}`, "rowid");
  }
  return lines;
}

describe("drizzle schema equals the migrations", () => {
  let migrated: SchemaLines;
  beforeAll(async () => {
    migrated = await migratedSchema();
  });

  it("schema.ts generates exactly the migrated schema", async () => {
    expect(migrated.size).toBeGreaterThan(200); // the introspection read something real
    expect(diffSchemas(migrated, await drizzleSchema(ddl.schema))).toEqual([]);
  });

  // The check is only worth something if it fails: each drifted copy of schema.ts must be caught.
  for (const [name, drifted] of Object.entries(ddl.drifted)) {
    it(`sees a ${name} in a copy of schema.ts`, async () => {
      const diff = diffSchemas(migrated, await drizzleSchema(drifted.ddl));
      expect(diff).toContain(drifted.expect);
      expect(diff).toHaveLength(1);
    });
  }
});
