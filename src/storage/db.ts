/**
 * The one way storage modules reach D1 through drizzle. Every store function takes the raw
 * `D1Database` (what `Deps.db` holds), so choosing a database per organization later means
 * choosing which binding to pass, not changing the stores.
 */
import type { SQL } from "drizzle-orm";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";

export type Orm = DrizzleD1Database;

// A drizzle instance is a thin wrapper; keep one per binding instead of one per call. No `schema`
// option: the stores use the query builder, not relational queries, so nothing needs it built.
const instances = new WeakMap<D1Database, Orm>();

export function orm(d1: D1Database): Orm {
  let db = instances.get(d1);
  if (!db) {
    db = drizzle(d1);
    instances.set(d1, db);
  }
  return db;
}

/**
 * A drizzle query as a D1 statement, for a batch built with D1's own API (the memories write path
 * and the jobs still compose those), so the statement commits with the rest of that batch.
 */
export function toStatement(d1: D1Database, query: { toSQL(): { sql: string; params: unknown[] } } | SQL): D1PreparedStatement {
  const { sql, params } = "toSQL" in query ? query.toSQL() : dialect.sqlToQuery(query);
  return d1.prepare(sql).bind(...params);
}

/**
 * D1 binds at most 100 parameters per statement: a read keyed by a long id list runs once per chunk
 * of `IN_LIST_CHUNK` (leaving room for a few other parameters), results concatenated in chunk order.
 */
export const IN_LIST_CHUNK = 90;

export async function inChunks<T, R>(items: T[], read: (chunk: T[]) => Promise<R[]>, size = IN_LIST_CHUNK): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await read(items.slice(i, i + size))));
  return out;
}

// Renders a hand-written `sql` template (drizzle's d1 batch cannot take `db.run(sql)` items).
const dialect = new SQLiteAsyncDialect();

/** A hand-written `sql` template as text and parameters (EXPLAIN QUERY PLAN in tests). */
export const renderSql = (query: SQL) => dialect.sqlToQuery(query);
