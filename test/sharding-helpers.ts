/** Helpers of the N = 4 suites (the `sharding` project of vitest.config.ts): the four databases and a move through the admin route. */
import { env } from "cloudflare:workers";
import { expect } from "vitest";
import { ADMIN, call } from "./helpers";

export type Shard = "DB" | "DB_1" | "DB_2" | "DB_3";
export const SHARDS: Shard[] = ["DB", "DB_1", "DB_2", "DB_3"];
export const d1 = (name: Shard) => (env as unknown as Record<Shard, D1Database>)[name];

export const memoriesIn = async (name: Shard, orgId: string) =>
  (await d1(name).prepare("SELECT COUNT(*) AS n FROM memories WHERE org_id = ?").bind(orgId).first<{ n: number }>())!.n;

/** Background indexing finishes after the response: wait until no database has a fresh outbox row. */
export async function settle() {
  for (let i = 0; i < 500; i++) {
    let n = 0;
    for (const s of SHARDS) n += (await d1(s).prepare("SELECT COUNT(*) AS n FROM outbox WHERE attempts = 0").first<{ n: number }>())!.n;
    if (!n) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

export async function move(orgId: string, database: Shard) {
  const res = await call("POST", `/v1/admin/organizations/${orgId}/move`, { key: ADMIN, body: { database } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Every D1 table of one database (FTS shadow tables and D1's own excepted), as text, for a substring search. */
async function dump(db: D1Database): Promise<Map<string, string>> {
  const { results: tables } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' AND name NOT LIKE '%fts%'")
    .all<{ name: string }>();
  const out = new Map<string, string>();
  for (const { name } of tables) {
    const { results } = await db.prepare(`SELECT * FROM "${name}"`).all();
    out.set(name, JSON.stringify(results, (_k, v) => (v instanceof ArrayBuffer || ArrayBuffer.isView(v) ? "<blob>" : v)));
  }
  return out;
}

/** `database.table` of every database whose rows contain `needle` (case-insensitive), FTS matches included. */
export async function everywhereContaining(needle: string): Promise<string[]> {
  const lower = needle.toLowerCase();
  const hits: string[] = [];
  for (const s of SHARDS) {
    for (const [table, text] of await dump(d1(s))) if (text.toLowerCase().includes(lower)) hits.push(`${s}.${table}`);
    if (/^\w+$/.test(needle)) {
      const fts = await d1(s).prepare("SELECT COUNT(*) AS n FROM memories_fts WHERE memories_fts MATCH ?").bind(needle).first<{ n: number }>();
      if (fts!.n) hits.push(`${s}.memories_fts`);
    }
  }
  return hits;
}

/** R2 keys whose key or body contains `needle`. */
export async function r2Containing(needle: string, prefix = ""): Promise<string[]> {
  const hits: string[] = [];
  for (const o of (await env.BLOBS.list({ prefix })).objects) {
    const body = await (await env.BLOBS.get(o.key))!.text();
    if (body.includes(needle) || o.key.includes(needle)) hits.push(o.key);
  }
  return hits;
}
