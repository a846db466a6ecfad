/**
 * Recall, first version: BM25 and dense candidates in parallel, fused by reciprocal rank fusion,
 * hydrated through the visibility and filter predicate, each result with its `why`.
 * If the embedder or vector index fails, recall degrades to BM25 and says so in `why`.
 */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { projectIdForRead } from "../memory/projects";
import type { RecallInput } from "../memory/schemas";
import { MEMORY_SELECT, type MemoryRecord, toMemoryView } from "../memory/view";
import { checkEmbedding } from "../write/embedding-check";
import { bm25Candidates, type Ranked } from "./bm25";
import { denseCandidates } from "./dense";
import { filterSql, type RecallFilters } from "./filters";
import { queryTerms } from "./query-terms";
import { reciprocalRankFusion } from "./rrf";
import { withConflicts } from "../lifecycle/conflicts";
import { applyTriggers } from "./triggers";

const CANDIDATES = 50;

export interface RecallResult {
  results: Array<ReturnType<typeof toMemoryView> & { score: number; why: Record<string, unknown> }>;
  route: string;
  took_ms: number;
  degraded?: string[];
}

export async function recall(deps: Deps, p: Principal, input: RecallInput, started = Date.now()): Promise<RecallResult> {
  const filters: RecallFilters = {
    projectId: input.project ? await projectIdForRead(deps.db, p, input.project) : undefined,
    scopes: input.scopes,
    types: input.types,
    tags: input.tags,
    since: input.since ? Date.parse(input.since) : undefined,
    until: input.until ? Date.parse(input.until) : undefined,
    includeArchived: input.include_archived,
  };
  const terms = queryTerms(input.query);
  const clientVector = input.embedding
    ? checkEmbedding(input.embedding, { model: deps.embedder.model, dimension: deps.embedder.dimension }, "embedding")
    : null;

  const degraded: string[] = [];
  const dense = async (): Promise<Ranked[]> => {
    try {
      const v = clientVector ?? (await deps.embedder.embed([input.query], "query"))[0];
      return await denseCandidates(deps, p, v, CANDIDATES);
    } catch (err) {
      console.warn("dense recall unavailable", err);
      degraded.push("dense");
      return [];
    }
  };
  const [lexical, semantic] = await Promise.all([bm25Candidates(deps.db, p, terms, filters, CANDIDATES), dense()]);

  const fused = reciprocalRankFusion([
    { name: "bm25", ids: lexical.map((r) => r.id) },
    { name: "dense", ids: semantic.map((r) => r.id) },
  ]);
  const rows = await hydrate(deps.db, p, fused.map((f) => f.id), filters);
  const lexScore = new Map(lexical.map((r) => [r.id, r.score]));
  const denseScore = new Map(semantic.map((r) => [r.id, r.score]));

  const results = fused
    .filter((f) => rows.has(f.id))
    .slice(0, input.k)
    .map((f) => ({
      ...toMemoryView(rows.get(f.id)!),
      score: round(f.score),
      why: {
        rrf: round(f.score),
        bm25: f.ranks.bm25 ? { rank: f.ranks.bm25, score: round(lexScore.get(f.id)!) } : null,
        dense: f.ranks.dense ? { rank: f.ranks.dense, score: round(denseScore.get(f.id)!) } : null,
        matched_terms: matchedTerms(rows.get(f.id)!.content, terms),
      },
    }));
  const out: RecallResult = { results, route: "hybrid", took_ms: Date.now() - started, ...(degraded.length ? { degraded } : {}) };
  // Trigger recall (file → locations, error → past fixes): fused in by retrieval/triggers.ts.
  const final = input.triggers ? await applyTriggers(deps, p, input.triggers, filters, input.k, out) : out;
  // Lifecycle: each result carries the open conflicts it is part of (src/lifecycle/conflicts.ts).
  return { ...final, results: await withConflicts(deps.db, p, final.results) };
}

/** Loads candidates that pass visibility and filters (dense candidates are not pre-filtered). */
async function hydrate(db: D1Database, p: Principal, ids: string[], filters: RecallFilters): Promise<Map<string, MemoryRecord>> {
  const out = new Map<string, MemoryRecord>();
  const f = filterSql(p, filters);
  const room = 95 - f.params.length;
  for (let i = 0; i < ids.length; i += room) {
    const chunk = ids.slice(i, i + room);
    const { results } = await db
      .prepare(`${MEMORY_SELECT} WHERE m.id IN (${chunk.map(() => "?").join(",")}) AND ${f.sql}`)
      .bind(...chunk, ...f.params)
      .all<MemoryRecord>();
    for (const r of results) out.set(r.id, r);
  }
  return out;
}

function matchedTerms(content: string, terms: string[]): string[] {
  const lower = content.toLowerCase();
  return terms.filter((t) => lower.includes(t));
}

const round = (x: number) => Math.round(x * 10000) / 10000;

/** Reading counts as access (spec: reading boosts strength); run after the response is sent. */
export async function recordAccess(db: D1Database, ids: string[], now: number): Promise<void> {
  if (!ids.length) return;
  await db
    .prepare(
      `UPDATE memories SET access_count = access_count + 1, last_accessed_at = ? WHERE id IN (${ids.map(() => "?").join(",")})`,
    )
    .bind(now, ...ids)
    .run();
}
