/**
 * Skill search: BM25 over `skills_fts` (name, description, triggers) and cosine similarity of the
 * query's vector with each skill's vector (same embedding model only), fused by RRF (k = 60).
 * Skills are per user and few, so the dense half is an exact scan in the Worker.
 */
import type { Deps } from "../config";
import { reciprocalRankFusion } from "../retrieval/rrf";
import { ftsMatchExpression, queryTerms } from "../retrieval/query-terms";
import { searchSkillText, skillsByIds, skillVectorsOf, topSkills } from "../storage/skills-store";
import { toSkillView } from "./store";

const DENSE_MIN_SIMILARITY = 0.2;

function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += a[i] * b[i];
  return dot; // both unit-length
}

export async function searchSkills(deps: Deps, userId: string, query: string | undefined, limit: number) {
  const { db } = deps;
  if (!query) {
    const results = await topSkills(db, userId, limit);
    return results.map((r) => ({ skill: toSkillView(r), score: 0, why: {} as Record<string, number> }));
  }
  const match = ftsMatchExpression(queryTerms(query));
  const lexical = match ? await searchSkillText(db, userId, match) : [];
  const [qv] = await deps.embedder.embed([query], "query");
  const vectors = await skillVectorsOf(db, userId, deps.embedder.model, qv.length);
  const dense = vectors
    .map((v) => ({ id: v.skillId, score: cosine(qv, v.vector) }))
    .filter((v) => v.score >= DENSE_MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score)
    .slice(0, 50)
    .map((v) => v.id);
  const fused = reciprocalRankFusion([{ name: "bm25", ids: lexical }, { name: "dense", ids: dense }]).slice(0, limit);
  if (!fused.length) return [];
  const results = await skillsByIds(db, userId, fused.map((f) => f.id));
  const byId = new Map(results.map((r) => [r.id, r]));
  return fused.flatMap((f) => {
    const row = byId.get(f.id);
    return row ? [{ skill: toSkillView(row), score: Math.round(f.score * 1e4) / 1e4, why: f.ranks }] : [];
  });
}
