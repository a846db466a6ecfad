/** Lexical candidates: D1 FTS5 with Porter stemming, ranked by BM25 (content weighs most). */
import type { Principal } from "../auth/principal";
import { filterSql, type RecallFilters } from "./filters";
import { ftsMatchExpression } from "./query-terms";

export interface Ranked { id: string; score: number }

export async function bm25Candidates(
  db: D1Database, p: Principal, terms: string[], filters: RecallFilters, limit: number,
): Promise<Ranked[]> {
  const match = ftsMatchExpression(terms);
  if (!match) return [];
  const f = filterSql(p, filters);
  const { results } = await db
    .prepare(
      `SELECT m.id, bm25(memories_fts, 1.0, 0.6, 0.4) AS rank FROM memories_fts
       JOIN memories m ON m.rowid = memories_fts.rowid
       WHERE memories_fts MATCH ? AND ${f.sql}
       ORDER BY rank LIMIT ?`,
    )
    .bind(match, ...f.params, limit)
    .all<{ id: string; rank: number }>();
  // FTS5's bm25() is "lower is better"; flip it so every generator reports higher = better.
  return results.map((r) => ({ id: r.id, score: -r.rank }));
}
