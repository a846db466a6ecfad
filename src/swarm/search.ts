/**
 * Reading the pool: `find_shared` (BM25 over the pool's own FTS index fused with the cosine of its
 * own vectors) and the merge of shared items into recall. Only members with both switches on see
 * anything, and only their own organization's items with status `shared`.
 *
 * Ranking against a member's own memories (spec: "ranked below a member's own memories unless
 * clearly better"): recall's scores and the pool's are different scales, so both sides are compared
 * on one measure, the share of the query's terms a text covers. A shared item goes above an own
 * result only when it covers at least `CLEARLY_BETTER` more of the query after the ×0.85 trust
 * factor every SWARM item carries (PROVENANCE_TRUST); otherwise it follows the own results.
 */
import type { Deps } from "../config";
import type { Principal } from "../auth/principal";
import { EngramError } from "../errors";
import { PROVENANCE_TRUST } from "../memory/types";
import { queryTerms } from "../retrieval/query-terms";
import type { RecallResult } from "../retrieval/recall-types";
import type { SwarmItemRow } from "../storage/schema";
import { itemsByIds, searchShared, vectorsOf } from "../storage/swarm-store";
import { stemWord } from "../judgment/values";
import { swarmActive } from "./membership";

export const CLEARLY_BETTER = 0.25;

export interface SharedHit { item: SwarmItemRow; score: number; bm25_rank: number | null; dense_rank: number | null }

export function sharedView(item: SwarmItemRow) {
  return {
    id: item.id,
    type: item.type,
    content: item.content,
    source: "swarm" as const,
    provenance: "swarm" as const,
    usage: {
      users: item.supporters,
      uses: item.uses,
      success_rate: item.uses ? Math.round((item.successes / item.uses) * 1000) / 1000 : null,
      effectiveness: item.effectiveness,
      last_confirmed: item.lastConfirmedAt === null ? null : new Date(item.lastConfirmedAt).toISOString(),
    },
    shared_at: item.promotedAt === null ? null : new Date(item.promotedAt).toISOString(),
  };
}

export async function findShared(deps: Deps, p: Principal, query: string, limit: number): Promise<SharedHit[]> {
  if (!(await swarmActive(deps.db, p))) throw new EngramError("forbidden", "SWARM is off: opt in with PUT /v1/me/swarm (and your organization must enable it)");
  return searchPool(deps, p.orgId, query, limit);
}

async function searchPool(deps: Deps, orgId: string, query: string, limit: number): Promise<SharedHit[]> {
  const terms = queryTerms(query);
  const match = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");
  const [lexical, vectors, [q]] = await Promise.all([
    match ? searchShared(deps.db, orgId, match, 50) : Promise.resolve([]),
    vectorsOf(deps.db, orgId, deps.embedder.model),
    deps.embedder.embed([query], "query"),
  ]);
  const dense = vectors
    .map((v) => ({ id: v.item_id, cos: dot(q, v.vector) }))
    .filter((d) => d.cos > 0.2)
    .sort((a, b) => b.cos - a.cos)
    .slice(0, 50);
  // Reciprocal-rank fusion (k = 60), as recall fuses its own lists.
  const fused = new Map<string, { score: number; bm25: number | null; dense: number | null }>();
  lexical.forEach((h, i) => fused.set(h.id, { score: 1 / (61 + i), bm25: i + 1, dense: null }));
  dense.forEach((d, i) => {
    const f = fused.get(d.id) ?? { score: 0, bm25: null, dense: null };
    fused.set(d.id, { ...f, score: f.score + 1 / (61 + i), dense: i + 1 });
  });
  const top = [...fused.entries()].sort((a, b) => b[1].score - a[1].score).slice(0, limit);
  const items = new Map((await itemsByIds(deps.db, orgId, top.map(([id]) => id))).map((i) => [i.id, i]));
  return top.flatMap(([id, f]) => {
    const item = items.get(id);
    return item && item.status === "shared" ? [{ item, score: Math.round(f.score * 1e6) / 1e6, bm25_rank: f.bm25, dense_rank: f.dense }] : [];
  });
}

const dot = (a: Float32Array, b: Float32Array) => {
  if (a.length !== b.length) return 0;
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

/** Share of the query's (stemmed) terms a text contains. */
export function coverage(query: string, text: string): number {
  const q = new Set(queryTerms(query).map(stemWord));
  if (!q.size) return 0;
  const t = new Set(queryTerms(text).map(stemWord));
  let hit = 0;
  for (const w of q) if (t.has(w)) hit++;
  return hit / q.size;
}

type RecallRow = RecallResult["results"][number];

/**
 * Recall with the pool: for an active member, up to `k` shared items placed by the rule above, each
 * marked `source: swarm` with its usage statistics and a `why` saying where it stands and why.
 */
export async function withShared(deps: Deps, p: Principal, query: string, k: number, out: RecallResult, wanted: boolean | undefined) {
  if (wanted === false || !(await swarmActive(deps.db, p))) return out;
  const hits = await searchPool(deps, p.orgId, query, Math.min(k, 5));
  if (!hits.length) return out;
  const trust = PROVENANCE_TRUST.swarm;
  const own = out.results.map((r) => ({ r, cov: coverage(query, r.content) }));
  const merged: Array<RecallRow | ReturnType<typeof sharedRow>> = own.map((o) => o.r);
  for (const h of hits) {
    const cov = coverage(query, h.item.content) * trust;
    const beats = own.findIndex((o) => cov >= o.cov + CLEARLY_BETTER);
    const row = sharedRow(h, cov, beats >= 0 ? own[beats].r.id : null, own.length);
    if (beats < 0) merged.push(row);
    else merged.splice(merged.indexOf(own[beats].r), 0, row);
  }
  return { ...out, results: merged.slice(0, k + hits.length) as RecallResult["results"] };
}

function sharedRow(h: SharedHit, cov: number, above: string | null, ownCount: number) {
  return {
    ...sharedView(h.item),
    score: h.score,
    why: {
      source: "swarm",
      rule: above
        ? `shared by the organization's SWARM pool; above own #${above}: clearly better match (query coverage ${cov.toFixed(2)} after trust ×${PROVENANCE_TRUST.swarm})`
        : `shared by the organization's SWARM pool; ranked below your own ${ownCount} result(s) (not clearly better)`,
      coverage: Math.round(cov * 1000) / 1000,
      bm25_rank: h.bm25_rank,
      dense_rank: h.dense_rank,
      evidence: `used successfully by ${h.item.supporters} members; effectiveness ${h.item.effectiveness}/10`,
    },
  };
}
