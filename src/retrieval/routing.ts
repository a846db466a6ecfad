/**
 * Query routing by simple, explainable rules (seed 004): the route decides how much each
 * candidate generator counts and which memory types are favoured. Every response names its route
 * and the rule that chose it. Pure; unit-tested.
 */
import type { TimeIntent } from "./temporal";

export type Route = "factual" | "preference" | "project" | "temporal" | "skill" | "complex";

export interface Routing { route: Route; rule: string }

const RULES: Array<{ route: Route; rule: string; test: (q: string, ctx: RouteContext) => boolean }> = [
  { route: "temporal", rule: "names a period or asks for what is recent", test: (_q, c) => c.time.range !== null || c.time.recency },
  { route: "temporal", rule: "asks when something happened", test: (_q, c) => c.time.asksWhen },
  { route: "skill", rule: "asks how to do something, or to repeat an approach", test: (q) => /\b(how (?:do|did|can|should|to) (?:i|we|you)?\s*\w+|how to|steps? (?:to|for)|procedure|recipe for|like (?:last time|before)|same (?:way|as before)|workflow|playbook)\b/.test(q) },
  { route: "preference", rule: "asks about likes, preferences or style", test: (q) => /\b(prefer(?:s|red|ence|ences)?|favou?rite|likes?|dislikes?|loves?|hates?|enjoys?|rather|style|taste|want(?:s)? (?:me|us) to|convention|opinion)\b/.test(q) },
  { route: "project", rule: "mentions a project, a decision or ongoing work", test: (q, c) => c.namesProject || /\b(project|repo(?:sitory)?|codebase|working on|decid(?:e|ed|ing)|decision|chose|architecture|roadmap|milestone|bug|issue|deploy(?:ed|ment)?)\b/.test(q) },
  { route: "complex", rule: "several entities or clauses to connect", test: (q, c) => c.entityCount >= 2 || /\b(both|compare|relationship between|in common|and also|why did|what led|connection|related to|all the|which .+ and)\b/.test(q) },
  { route: "factual", rule: "a direct wh-question about a fact", test: (q) => /^(what|who|whom|whose|where|which|is|are|does|do|did|has|have|how (?:many|much|old|long|far))\b/.test(q) },
];

export interface RouteContext {
  time: TimeIntent;
  /** Distinct named entities recognised in the query. */
  entityCount: number;
  /** A query word is the name of one of the caller's projects or a project entity. */
  namesProject: boolean;
}

export function routeQuery(query: string, ctx: RouteContext): Routing {
  const q = query.toLowerCase().trim();
  for (const r of RULES) if (r.test(q, ctx)) return { route: r.route, rule: r.rule };
  return { route: "complex", rule: "no specific pattern: full hybrid search" };
}

export type ListName = "lexical" | "dense" | "graph" | "working";

/**
 * RRF weights per route. Lexical evidence leads everywhere (it is the most precise signal);
 * the graph counts more when entities must be connected, working memory when recency is asked.
 */
export const ROUTE_WEIGHTS: Record<Route, Record<ListName, number>> = {
  factual: { lexical: 1, dense: 0.5, graph: 0.3, working: 0.2 },
  preference: { lexical: 1, dense: 0.7, graph: 0.3, working: 0.2 },
  project: { lexical: 1, dense: 0.6, graph: 0.6, working: 0.3 },
  temporal: { lexical: 1, dense: 0.5, graph: 0.3, working: 0.3 },
  skill: { lexical: 1, dense: 0.7, graph: 0.3, working: 0.2 },
  complex: { lexical: 1, dense: 0.6, graph: 0.5, working: 0.2 },
};

/**
 * How far the dense signal (its RRF list and the reranker's cosine feature) is trusted, by embedding
 * model. Measured on the LoCoMo dev conversations: the hashing model is lexical (word and trigram
 * hashes) and only repeated BM25 with more noise (any trust above ~0.1 lowered recall); the offline
 * Universal Sentence Encoder at full weight lowered recall@10 from 0.75 to 0.73. Production models
 * (Qwen3 via Workers AI or the companion) keep the route's weight until measured otherwise.
 */
const DENSE_TRUST: Record<string, number> = { "engram-hashing-v1": 0.1, "universal-sentence-encoder": 0.3 };
export const denseTrust = (model: string) => DENSE_TRUST[model] ?? 1;

/** When the query asks for what is recent, working memory leads instead. */
export const RECENCY_WORKING_WEIGHT = 1.5;
