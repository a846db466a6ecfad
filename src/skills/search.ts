/**
 * Skill search: BM25 over `skills_fts` (name, description, triggers) and cosine similarity of the
 * query's vector with each skill's vector (same embedding model only), fused by RRF (k = 60).
 * Skills are per user and few, so the dense half is an exact scan in the Worker.
 */
import type { Deps } from "../config";
import { reciprocalRankFusion } from "../retrieval/rrf";
import { ftsMatchExpression, queryTerms } from "../retrieval/query-terms";
import { type SkillRow, toSkillView } from "./store";

const DENSE_MIN_SIMILARITY = 0.2;

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * b[i];
  return dot; // both unit-length
}

export async function searchSkills(deps: Deps, userId: string, query: string | undefined, limit: number) {
  const { db } = deps;
  if (!query) {
    const { results } = await db
      .prepare("SELECT * FROM skills WHERE user_id = ? ORDER BY use_count DESC, updated_at DESC LIMIT ?")
      .bind(userId, limit)
      .all<SkillRow>();
    return results.map((r) => ({ skill: toSkillView(r), score: 0, why: {} as Record<string, number> }));
  }
  const match = ftsMatchExpression(queryTerms(query));
  const lexical = match
    ? (
        await db
          .prepare(
            `SELECT s.id FROM skills_fts JOIN skills s ON s.rowid = skills_fts.rowid
             WHERE skills_fts MATCH ? AND s.user_id = ? ORDER BY bm25(skills_fts, 2.0, 1.0, 1.5) LIMIT 50`,
          )
          .bind(match, userId)
          .all<{ id: string }>()
      ).results.map((r) => r.id)
    : [];
  const [qv] = await deps.embedder.embed([query], "query");
  const { results: vectors } = await db
    .prepare("SELECT skill_id, vector FROM skill_vectors WHERE user_id = ? AND model = ? AND dimension = ?")
    .bind(userId, deps.embedder.model, qv.length)
    .all<{ skill_id: string; vector: ArrayBuffer }>();
  const dense = vectors
    .map((v) => ({ id: v.skill_id, score: cosine(qv, new Float32Array(v.vector)) }))
    .filter((v) => v.score >= DENSE_MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score)
    .slice(0, 50)
    .map((v) => v.id);
  const fused = reciprocalRankFusion([{ name: "bm25", ids: lexical }, { name: "dense", ids: dense }]).slice(0, limit);
  if (!fused.length) return [];
  const { results } = await db
    .prepare(`SELECT * FROM skills WHERE user_id = ? AND id IN (${fused.map(() => "?").join(",")})`)
    .bind(userId, ...fused.map((f) => f.id))
    .all<SkillRow>();
  const byId = new Map(results.map((r) => [r.id, r]));
  return fused.flatMap((f) => {
    const row = byId.get(f.id);
    return row ? [{ skill: toSkillView(row), score: Math.round(f.score * 1e4) / 1e4, why: f.ranks }] : [];
  });
}
