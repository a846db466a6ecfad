import { env } from "cloudflare:workers";
import { is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as schema from "../src/storage/schema";

// migrations/ is the one source of the schema; the drizzle mirror must not drift from it.
describe("drizzle schema mirrors the migrations", () => {
  const tables = (Object.values(schema) as unknown[]).filter((t): t is SQLiteTable => is(t, SQLiteTable));

  it("covers the core tables", () => {
    expect(tables.map((t) => getTableConfig(t).name)).toEqual(
      expect.arrayContaining(["organizations", "users", "api_keys", "projects", "project_members", "memories", "memory_vectors", "idempotency_keys", "outbox", "events"]),
    );
  });

  for (const table of tables) {
    const { name, columns } = getTableConfig(table);
    it(`${name}: same columns as the database`, async () => {
      const { results } = await env.DB.prepare(`PRAGMA table_info(${name})`).all<{ name: string }>();
      expect(columns.map((c) => c.name).sort()).toEqual(results.map((r) => r.name).sort());
    });
  }
});
