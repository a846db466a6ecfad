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

/**
 * The directory cache (docs/scaling.md): a request's routing reads the placement through a per-isolate
 * map with a short TTL instead of a primary read each time. Only reads are routed through it: the
 * writer and the move read the directory itself (`placementFor`), so a stale entry can send a read to
 * the source (which keeps the data for a grace period as long as the TTL after a flip) but never a
 * write to the wrong database or past a move's barrier.
 */
const cache = new Map<string, { placement: Placement; until: number }>();
const CACHE_MAX = 10_000;

/** Where `orgId` lives, as of at most `ttlMs` ago (0: read the directory). */
export async function cachedPlacementFor(databases: NamedDatabase[], orgId: string, ttlMs: number, now = Date.now()): Promise<Placement> {
  if (databases.length === 1 || ttlMs <= 0) return placementFor(databases, orgId);
  const hit = cache.get(orgId);
  if (hit && hit.until > now) return hit.placement;
  const placement = await placementFor(databases, orgId);
  if (cache.size >= CACHE_MAX) cache.clear(); // bounded: an isolate serving many organizations starts over
  cache.set(orgId, { placement, until: now + ttlMs });
  return placement;
}

/** Drops this isolate's cached placement (the move calls it at every change; other isolates' entries expire). */
export function forgetPlacement(orgId: string): void {
  cache.delete(orgId);
}

/** Puts a placement in this isolate's cache as if read now: tests use it to make an entry stale on purpose. */
export function cachePlacement(orgId: string, placement: Placement, ttlMs: number, now = Date.now()): void {
  cache.set(orgId, { placement, until: now + ttlMs });
}

/** The D1 database that holds `orgId`'s data (reads and writes; the directory itself, never the cache). */
export async function databaseFor(databases: NamedDatabase[], orgId: string): Promise<D1Database> {
  return databaseNamed(databases, (await placementFor(databases, orgId)).database);
}
