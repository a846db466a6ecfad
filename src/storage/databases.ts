/**
 * The D1 databases organizations are placed across (docs/scaling.md). Bound statically in
 * wrangler.toml: `DB` is the primary (accounts, keys, the directory, and every organization without
 * a directory row), `DB_1` … `DB_n` the others. With only `DB` bound (N = 1) every organization is
 * on it and no directory read happens: production behaves as before.
 */
import { EngramError } from "../errors";
import { placementOf, type Placement } from "./directory-store";

export interface NamedDatabase { name: string; db: D1Database }

export const PRIMARY = "DB";
const SHARD_BINDING = /^DB(_\d+)?$/;

/** Every bound organization database, the primary first, then DB_1 … DB_n in order. */
export function databasesOf(env: Env): NamedDatabase[] {
  const vars = env as unknown as Record<string, unknown>;
  return Object.keys(vars)
    .filter((k) => SHARD_BINDING.test(k) && vars[k])
    .sort((a, b) => (a === PRIMARY ? -1 : b === PRIMARY ? 1 : Number(a.slice(3)) - Number(b.slice(3))))
    .map((name) => ({ name, db: vars[name] as D1Database }));
}

export function databaseNamed(databases: NamedDatabase[], name: string): D1Database {
  const hit = databases.find((d) => d.name === name);
  if (!hit) throw new EngramError("validation_failed", `database: no D1 binding named '${name}'`, { field: "database" });
  return hit.db;
}

/** Where `orgId` lives now: its placement, or the primary's. One primary read when N > 1, none when N = 1. */
export async function placementFor(databases: NamedDatabase[], orgId: string): Promise<Placement> {
  if (databases.length === 1) return { database: PRIMARY, state: "active" };
  return (await placementOf(databases[0].db, orgId)) ?? { database: PRIMARY, state: "active" };
}

/** The D1 database that holds `orgId`'s data (reads and writes). */
export async function databaseFor(databases: NamedDatabase[], orgId: string): Promise<D1Database> {
  return databaseNamed(databases, (await placementFor(databases, orgId)).database);
}
