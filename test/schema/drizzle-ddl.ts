/**
 * Node side of the schema check (drizzle-kit does not run in workerd): the DDL drizzle-kit generates
 * for a schema module — the statements `drizzle-kit generate` would write as a first migration.
 */
import { generateSQLiteDrizzleJson, generateSQLiteMigration } from "drizzle-kit/api";

export async function drizzleDdl(schema: Record<string, unknown>): Promise<string[]> {
  const [empty, current] = await Promise.all([generateSQLiteDrizzleJson({}), generateSQLiteDrizzleJson(schema)]);
  return generateSQLiteMigration(empty, current);
}
