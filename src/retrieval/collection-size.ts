/**
 * How many live memories a reader can see: the N of their BM25 statistics (bm25-stats.ts).
 * Counting walks the organization's index (~17 ms at 100,000 memories, measured in SQLite with
 * the migrations applied), so a large collection's count is kept in KV for a few minutes — IDF
 * barely moves with a few new memories, and a term's own document frequency is always counted
 * fresh. Small collections are counted every time.
 */
import type { Principal } from "../auth/principal";
import { VISIBLE_SQL, visibleParams } from "../memory/visibility";

export const CACHE_FROM = 5000;
export const CACHE_TTL_S = 300;

const key = (p: Principal) => `stats:visible:${p.orgId}:${p.userId}`;

export const countVisible = async (db: D1Database, p: Principal): Promise<number> =>
  (await db.prepare(`SELECT COUNT(*) AS n FROM memories m WHERE ${VISIBLE_SQL} AND m.archived_at IS NULL`).bind(...visibleParams(p)).first<{ n: number }>())?.n ?? 0;

export async function visibleCollectionSize(db: D1Database, kv: KVNamespace, p: Principal): Promise<number> {
  const cached = await kv.get(key(p)).catch(() => null);
  if (cached !== null && Number.isFinite(Number(cached))) return Number(cached);
  const n = await countVisible(db, p);
  if (n >= CACHE_FROM) await kv.put(key(p), String(n), { expirationTtl: CACHE_TTL_S }).catch(() => {});
  return n;
}
