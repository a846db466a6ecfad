/**
 * Recall: route the query, run the candidate generators in parallel (lexical BM25 with session
 * context, dense vectors, knowledge-graph PageRank, working memory), fuse them by weighted
 * reciprocal rank fusion, rerank the head, weigh what each memory is (strength, confidence,
 * source, supersession, scope), attach session neighbours as `context`, and explain every result.
 * A failing embedder or vector index degrades recall to the other generators and says so.
 */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { projectIdForRead } from "../memory/projects";
import type { RecallInput } from "../memory/schemas";
import { type MemoryRecord, toMemoryView } from "../memory/view";
import { readerVisibilityKeys } from "../memory/visibility";
import { toIso } from "../util/time";
import { checkEmbedding } from "../write/embedding-check";
import { denseCandidates, type Ranked, withFeedback } from "./dense";
import { filterSql, type RecallFilters } from "./filters";
import { graphCandidates, queryEntities } from "./graph";
import { visibleCollectionSize } from "./collection-size";
import { lexicalCandidates, type LexicalHit, sessionNeighbours } from "./lexical";
import { lightStem, quotedPhrases, queryTerms, words } from "./query-terms";
import { expectedAnswer } from "./answer-type";
import { type Reranker, selectReranker } from "./rerank";
import { denseTrust, type ListName, RECENCY_WORKING_WEIGHT, ROUTE_WEIGHTS, routeQuery } from "./routing";
import { reciprocalRankFusion, type RankedList } from "./rrf";
import { parseTemporal } from "./temporal";
import { finalWeight } from "./weighting";
import { workingCandidates } from "./working";
import { speakerOf } from "../memory/entity-extractor";
import { withConflicts } from "../lifecycle/conflicts";
import { accessStatements } from "../storage/memories-store";
import { applyTriggers } from "./triggers";
import type { RecallResult, View } from "./recall-types";
import { listProjects } from "../memory/projects";
import { detectIntent } from "./intent";
import { applyPrecedence, type PrecedenceRow, projectScope, STATUS_WORDS, subjectTerms, withoutScope } from "./precedence";

/** Candidates per generator, and how many fused candidates the reranker sees. */
const PER_LIST = 100;
const RERANK_POOL = 60;
const MAX_TERMS = 10;
const RRF_K = 60;

export type { RecallResult } from "./recall-types";

export async function recall(
  deps: Deps, p: Principal, input: RecallInput, started = Date.now(), reranker: Reranker = selectReranker(deps.env),
): Promise<RecallResult> {
  const now = deps.clock();
  const asOf = input.as_of ? Date.parse(input.as_of) : now;
  // Project is context (its memories plus defaults in no project); a question across projects lifts
  // it, one that names other projects moves it there, and an explicit `projects` list is a hard
  // filter. Project names also leave the subject words (precedence.ts).
  const [projectId, projectIds, known] = await Promise.all([
    input.project ? projectIdForRead(deps.db, p, input.project) : undefined,
    input.projects ? Promise.all(input.projects.map((name) => projectIdForRead(deps.db, p, name))) : undefined,
    input.projects ? [] : listProjects(deps.db, p),
  ]);
  const projectNames = known.map((k) => k.name);
  const scope = projectScope(input.query, projectNames, input.project);
  const namedProjectIds = scope.kind === "named" ? known.filter((k) => scope.names.includes(k.name)).map((k) => k.id) : undefined;
  const filters: RecallFilters = {
    projectId,
    projectIds,
    crossProject: !!input.project && scope.kind === "all",
    namedProjectIds,
    asOf: input.as_of ? asOf : undefined,
    scopes: input.scopes,
    types: input.types,
    tags: input.tags,
    since: input.since ? Date.parse(input.since) : undefined,
    until: input.until ? Date.parse(input.until) : undefined,
    includeArchived: input.include_archived,
  };
  const clientVector = input.embedding
    ? checkEmbedding(input.embedding, { model: deps.embedder.model, dimension: deps.embedder.dimension }, "embedding")
    : null;
  const degraded: string[] = [];
  // What the question is searched by: without the phrases that only say where it applies.
  const searchText = withoutScope(input.query) || input.query;

  // Embedding the query is the slowest step: start it before anything waits on D1.
  const timings: Record<string, number> = {};
  const t0 = Date.now();
  const queryVector: Promise<Float32Array | null> = clientVector
    ? Promise.resolve(clientVector)
    : deps.embedder.embed([searchText], "query").then((v) => ((timings.embed = Date.now() - t0), v[0]), (err) => {
        console.warn("query embedding unavailable", err);
        degraded.push("dense");
        return null;
      });

  // Query analysis: time, terms; entities and the route follow below.
  const lap = <T,>(name: string, from: number) => (value: T) => ((timings[name] = Date.now() - from), value);
  const t1 = Date.now();
  const time = parseTemporal(input.query, asOf);
  const answer = expectedAnswer(input.query);
  const intent = detectIntent(input.query);
  // Entities (people who speak, graph seeds) resolve alongside the term lists: nothing waits on them
  // before its own first query.
  const entitiesP = queryEntities(deps.db, p.userId, input.query).then(lap("entities", t1));
  const personsP = entitiesP.then((es) => [...new Set(es.filter((e) => e.type === "person").map((e) => e.name))]);
  const allTerms = queryTerms(searchText);
  const terms = allTerms.slice(0, MAX_TERMS);
  const phrases = quotedPhrases(input.query);

  const readerRows = visibleCollectionSize(deps.db, deps.kv, p);
  const lexicalP = lexicalCandidates(deps.db, p, { terms, phrases, persons: personsP, readerRows }, filters);
  // Read now, not after the lexical lists and the feedback vectors the dense query waits for.
  const visibility = readerVisibilityKeys(deps.db, p);
  visibility.catch(() => undefined); // awaited (and reported) by the dense stage
  const dense = async (): Promise<Ranked[]> => {
    const v0 = await queryVector;
    if (!v0) return [];
    try {
      // Rocchio feedback: the vector also leans toward the best lexical hits (dense.ts).
      const v = await withFeedback(deps, v0, await lexicalP.catch(() => []));
      return await denseCandidates(deps, p, v, PER_LIST, filters, visibility);
    } catch (err) {
      console.warn("dense recall unavailable", err);
      degraded.push("dense");
      return [];
    }
  };
  const [lexical, semantic, graphResult, recent, entities, persons] = await Promise.all([
    lexicalP.then(lap("lexical", t1)),
    dense().then(lap("dense", t1)),
    entitiesP
      .then((es) => graphCandidates(deps.db, es, PER_LIST))
      .catch((err) => {
        console.warn("graph recall unavailable", err);
        degraded.push("graph");
        return { ranked: [], specificity: 0 };
      })
      .then(lap("graph", t1)),
    // Working memory is what is recent now: it says nothing about a moment in the past.
    (input.as_of ? Promise.resolve([] as string[]) : workingCandidates(deps.kv, p)).then(lap("working", t1)),
    entitiesP,
    personsP,
  ]);
  const distinctEntities = new Set(entities.map((e) => e.normalized)).size;
  const routing = routeQuery(input.query, { time, entityCount: distinctEntities, namesProject: entities.some((e) => e.type === "project") });
  const weights: Record<ListName, number> = { ...ROUTE_WEIGHTS[routing.route] };
  if (time.recency) weights.working = RECENCY_WORKING_WEIGHT;
  const t2 = Date.now();

  const graph = graphResult.ranked;
  const trust = denseTrust(deps.embedder.model);
  const lexicalTop = lexical.slice(0, PER_LIST);
  const found = new Set([...lexicalTop, ...semantic, ...graph].map((r) => r.id));
  // Without a recency cue, working memory only reinforces what another generator found.
  const working = time.recency ? recent : recent.filter((id) => found.has(id));
  const lists: RankedList[] = [
    { name: "lexical", ids: lexicalTop.map((r) => r.id), weight: weights.lexical },
    { name: "dense", ids: semantic.map((r) => r.id), weight: weights.dense * trust },
    { name: "graph", ids: graph.map((r) => r.id), weight: weights.graph * graphResult.specificity },
    { name: "working", ids: working, weight: weights.working },
  ];
  const fused = reciprocalRankFusion(lists, RRF_K);
  const rows = await hydrate(deps.db, p, fused.slice(0, Math.max(RERANK_POOL, input.k * 2)).map((f) => f.id), filters).then(lap("hydrate", t2));
  const pool = fused.filter((f) => rows.has(f.id)).slice(0, Math.max(RERANK_POOL, input.k));
  // RRF scores are compressed (rank 1 and rank 10 differ by ~13%): spread them over [0, 1] within
  // the pool so the reranker's features and the final weights act on a comparable scale.
  // The floor is fixed (the lexical list's rank-RERANK_POOL score), not the pool's minimum, so near-ties
  // stay near-ties in a small pool.
  const top = pool[0]?.score ?? 1;
  const floor = Math.min(weights.lexical / (RRF_K + RERANK_POOL), top / 2);
  const spread = (x: number) => (top > floor ? Math.max(0, (x - floor) / (top - floor)) : 1);
  // Cosine is calibrated within a model, so the reranker also gets it as a score (linear), not only
  // as a rank; scaled by the model's trust like its RRF weight.
  const cosine = new Map(semantic.map((r) => [r.id, r.score]));
  const [cosTop, cosLow] = [semantic[0]?.score ?? 0, semantic[semantic.length - 1]?.score ?? 0];
  const denseSpread = (id: string) =>
    cosine.has(id) && cosTop > cosLow ? (trust * (cosine.get(id)! - cosLow)) / (cosTop - cosLow) : 0;

  // The speakers in the pool (the reranker adds the people the query names): a place or a person
  // the question asks for must be someone or somewhere else.
  const people = [...new Set(pool.map((f) => speakerOf(rows.get(f.id)!.content)).filter((s): s is string => !!s))];
  const tRank = Date.now();
  const reranked = await reranker
    .rerank(
      { text: input.query, terms: allTerms, entities: entities.map((e) => e.name), persons, time, answer, people },
      pool.map((f) => {
        const r = rows.get(f.id)!;
        return { id: f.id, content: r.content, at: r.occurred_at ?? r.created_at, fused: spread(f.score), dense: denseSpread(f.id) };
      }),
    )
    .catch((err) => {
      console.warn("reranker unavailable", err);
      degraded.push("rerank");
      return pool.map((f) => ({ score: spread(f.score), features: {} as Record<string, number> }));
    });

  timings.rerank = Date.now() - tRank;
  const lexById = new Map(lexical.map((h, i) => [h.id, { hit: h, rank: i + 1 }]));
  const denseById = new Map(semantic.map((r, i) => [r.id, { score: r.score, rank: i + 1 }]));
  const graphById = new Map(graph.map((r, i) => [r.id, { score: r.score, rank: i + 1 }]));
  const scored = pool.map((f, i) => {
    const row = rows.get(f.id)!;
    const weight = finalWeight(row, intent ?? routing.route, now, asOf);
    return { f, row, rerank: reranked[i], weight, score: reranked[i].score * weight.factor };
  });
  // Precedence (precedence.ts): overridden defaults, replaced memories and older statuses leave.
  const history = intent === "change";
  const excludeNames = new Set(projectNames.flatMap((n) => words(n)));
  const ordered = [...scored].sort((a, b) => b.score - a.score);
  const prec = applyPrecedence(ordered.map((s) => s.row), {
    // Overrides are judged in the project the question is about: the current one, or the one it names.
    projectId: filters.crossProject ? undefined : namedProjectIds?.length === 1 ? namedProjectIds[0] : namedProjectIds ? undefined : filters.projectId,
    asOf,
    history,
    status: intent === "status",
    period: time.range,
    querySubject: subjectTerms(searchText.replace(STATUS_WORDS, " "), excludeNames),
    exclude: excludeNames,
  });
  // Relevance floor: a candidate far below the best is noise, not an answer; fewer results instead.
  const best = ordered[0]?.score ?? 0;
  const eligible = scored.filter((s) => !prec.dropped.has(s.f.id) && s.score >= RELEVANCE_FLOOR * best);
  const chosen = diversify(eligible, input.k, SAME_SESSION_FACTOR);
  timings.rank = Date.now() - tRank;
  const moreAvailable = eligible.length > chosen.length || fused.length > pool.length || scored.length - prec.dropped.size > eligible.length;

  const t3 = Date.now();
  const context = await neighbourContext(deps.db, p, filters, chosen.map((c) => c.row), input.context ?? 1, rows);
  timings.context = Date.now() - t3;
  const stems = allTerms.map(lightStem);
  const results = chosen.map(({ f, row, rerank, weight, score }) => {
    const lex = lexById.get(f.id);
    const contentStems = new Set(words(row.content).map(lightStem));
    const lower = row.content.toLowerCase();
    return {
      ...toMemoryView(row),
      score: round(score),
      context: context.get(f.id) ?? [],
      why: {
        route: routing.route,
        rule: routing.rule,
        ...(intent ? { intent } : {}),
        ...(answer ? { expects: answer } : {}),
        rrf: round(f.score),
        bm25: lex ? lexicalWhy(lex.hit, lex.rank) : null,
        dense: denseById.has(f.id) ? roundAll(denseById.get(f.id)!) : null,
        graph: graphById.has(f.id) ? { rank: graphById.get(f.id)!.rank, score: round(graphById.get(f.id)!.score) } : null,
        working_memory: f.ranks.working ? { rank: f.ranks.working } : null,
        rerank: { by: reranker.name, score: round(rerank.score), ...roundAll(rerank.features) },
        weight: roundAll(weight),
        // How it arrived and what that counts (memory/types.ts PROVENANCE_TRUST); flagged text is shown as such.
        trust: { provenance: row.provenance, factor: round(weight.trust) },
        ...(row.instruction_like === 1 ? { instruction_like: true } : {}),
        ...(prec.notes.has(f.id) ? { overrides: prec.notes.get(f.id) } : {}),
        ...(history && row.superseded_by ? { superseded_by: row.superseded_by, superseded_at: toIso(row.superseded_at) } : {}),
        matched_terms: lex?.hit.terms.length ? lex.hit.terms : allTerms.filter((_, i) => contentStems.has(stems[i])),
        matched_entities: entities.filter((e) => lower.includes(e.normalized)).map((e) => e.name).filter(unique),
        ...(time.range ? { time_range: { from: toIso(time.range.from), to: toIso(time.range.to), label: time.range.label } } : {}),
      },
    };
  });
  const out: RecallResult = {
    results, route: routing.route, ...(intent ? { intent } : {}), took_ms: Date.now() - started, timings_ms: timings, more_available: moreAvailable,
    ...(degraded.length ? { degraded: [...new Set(degraded)] } : {}),
  };
  // Trigger recall (file → locations, error → past fixes): fused in by retrieval/triggers.ts.
  const final = input.triggers ? await applyTriggers(deps, p, input.triggers, { ...filters, currentAt: asOf }, input.k, out) : out;
  // Lifecycle: each result carries the open conflicts it is part of (src/lifecycle/conflicts.ts).
  const tConflicts = Date.now();
  const results2 = await withConflicts(deps.db, p, final.results);
  timings.conflicts = Date.now() - tConflicts;
  return { ...final, results: results2, took_ms: Date.now() - started };
}

/**
 * Results scoring below this share of the best are left out (and `more_available` says so): an
 * empty slot is better than a near-zero match.
 */
export const RELEVANCE_FLOOR = 0.1;

/** A result next to one already chosen (same session, ±2 turns) is partly redundant: it comes as `context`. */
export const ADJACENT_FACTOR = 0.97;
/**
 * Any other result from a session already chosen is discounted mildly, so evidence spread over
 * sessions gets room. Measured on the LoCoMo dev conversations (with vector feedback): 0.95 raised
 * multi-hop recall@10 0.465 → 0.484 and overall 0.768 → 0.778; 0.9–0.92 cost single-hop.
 */
export const SAME_SESSION_FACTOR = 0.95;

/** Greedy selection by score, each pick discounting the other results of its session still in the pool. */
function diversify<T extends { f: { id: string }; row: RecallRow; score: number }>(scored: T[], k: number, sameSession = 1): T[] {
  const left = [...scored];
  const chosen: T[] = [];
  const discount = new Map<T, number>();
  while (chosen.length < k && left.length) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      const a = left[i].score * (discount.get(left[i]) ?? 1);
      const b = left[best].score * (discount.get(left[best]) ?? 1);
      if (a > b || (a === b && left[i].row.rowid > left[best].row.rowid)) best = i; // ties: the newer
    }
    const [pick] = left.splice(best, 1);
    chosen.push(pick);
    if (!pick.row.session_id) continue;
    for (const c of left) {
      if (c.row.session_id !== pick.row.session_id) continue;
      const f = Math.abs(c.row.rowid - pick.row.rowid) <= 2 ? ADJACENT_FACTOR : sameSession;
      discount.set(c, (discount.get(c) ?? 1) * f);
    }
  }
  return chosen;
}

function lexicalWhy(h: LexicalHit, rank: number) {
  return { rank, score: round(h.score), own: round(h.own), neighbour: round(h.neighbour), session: round(h.session_score), speaker: h.speaker };
}

/** The API's memory row plus its rowid: insertion order inside a session (neighbours, context). */
// `superseded_at`: when the replacement took effect, so `as_of` can tell a supersession that has
// not happened yet.
const RECALL_SELECT = `SELECT m.rowid AS rowid, m.*, p.name AS project_name,
  (SELECT COALESCE(s.valid_from, s.occurred_at, s.created_at) FROM memories s WHERE s.id = m.superseded_by) AS superseded_at
  FROM memories m LEFT JOIN projects p ON p.id = m.project_id`;
type RecallRow = MemoryRecord & PrecedenceRow & { rowid: number };

/** Loads candidates that pass visibility and filters (graph candidates are not pre-filtered, dense ones only by type and time). */
async function hydrate(db: D1Database, p: Principal, ids: string[], filters: RecallFilters): Promise<Map<string, RecallRow>> {
  const out = new Map<string, RecallRow>();
  if (!ids.length) return out;
  const f = filterSql(p, filters);
  const room = 95 - f.params.length;
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < ids.length; i += room) {
    const chunk = ids.slice(i, i + room);
    statements.push(db.prepare(`${RECALL_SELECT} WHERE m.id IN (${chunk.map(() => "?").join(",")}) AND ${f.sql}`).bind(...chunk, ...f.params));
  }
  for (const r of await db.batch<RecallRow>(statements)) for (const row of r.results) out.set(row.id, row);
  return out;
}

/** Each result's neighbours in its session (insertion order), without displacing any result. */
async function neighbourContext(
  db: D1Database, p: Principal, filters: RecallFilters, results: RecallRow[], window: number, known: Map<string, RecallRow>,
): Promise<Map<string, Array<Pick<View, "id" | "content" | "occurred_at" | "created_at">>>> {
  const out = new Map<string, Array<Pick<View, "id" | "content" | "occurred_at" | "created_at">>>();
  const withRowid = results.filter((r) => r.session_id).map((r) => ({ id: r.id, rowid: r.rowid, session: r.session_id! }));
  if (!window || !withRowid.length) return out;
  const near = await sessionNeighbours(db, p, filters, withRowid, window);
  const missing = near.map((n) => n.id).filter((id) => !known.has(id));
  const extra = await hydrate(db, p, missing, filters);
  for (const a of withRowid) {
    const same = near
      .filter((n) => n.session_id === a.session && n.id !== a.id)
      .sort((x, y) => Math.abs(x.rowid - a.rowid) - Math.abs(y.rowid - a.rowid) || x.rowid - y.rowid)
      .slice(0, window * 2)
      .sort((x, y) => x.rowid - y.rowid);
    out.set(a.id, same.flatMap((n) => {
      const r = known.get(n.id) ?? extra.get(n.id);
      return r ? [{ id: r.id, content: r.content, occurred_at: toIso(r.occurred_at), created_at: toIso(r.created_at)! }] : [];
    }));
  }
  return out;
}

const unique = <T,>(x: T, i: number, all: T[]) => all.indexOf(x) === i;
const round = (x: number) => Math.round(x * 10000) / 10000;
function roundAll<T extends object>(o: T): Record<string, number> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === "number" ? round(v) : v]));
}

/** Reading counts as access (spec: reading boosts strength); run after the response is sent. */
export async function recordAccess(db: D1Database, ids: string[], now: number): Promise<void> {
  if (!ids.length) return;
  await db.batch(accessStatements(db, ids, now));
}
