/**
 * Rerankers behind one interface, chosen by configuration like the embedder: a feature-based
 * reranker that runs anywhere (term coverage and proximity, speaker/entity match, time match),
 * and Workers AI's cross-encoder (`@cf/baai/bge-reranker-base`) in production. Both return a
 * score per candidate in [0, 1] plus the features that explain it; the fused rank stays part of it.
 */
import { normalizeEntityName } from "../memory/entities";
import { speakerOf } from "../memory/entity-extractor";
import { type AnswerType, answerShape } from "./answer-type";
import { lightStem, words } from "./query-terms";
import { mentionsTime, type TimeIntent } from "./temporal";

export interface RerankQuery {
  text: string;
  terms: string[];
  entities: string[];
  persons: string[];
  time: TimeIntent;
  /** The kind of answer the question expects (answer-type.ts), and the people already in the conversation. */
  answer?: AnswerType | null;
  people?: string[];
}

export interface RerankCandidate {
  id: string;
  content: string;
  /** occurred_at, else created_at (epoch ms). */
  at: number;
  /** Fused score spread over [0, 1]. */
  fused: number;
  /** Cosine similarity to the query spread over [0, 1] within the dense list (0 when not in it). */
  dense: number;
}

export interface Reranked { score: number; features: Record<string, number> }

export interface Reranker {
  readonly name: string;
  rerank(q: RerankQuery, candidates: RerankCandidate[]): Promise<Reranked[]>;
}

/** Weights of the local reranker's features; the fused rank keeps the largest share. */
export const FEATURE_WEIGHTS = { fused: 0.6, coverage: 0.1, proximity: 0.05, speaker: 0.15, entity: 0, time: 0.1, answer: 0.15, dense: 0.1 } as const;

export class FeatureReranker implements Reranker {
  readonly name = "features";

  async rerank(q: RerankQuery, candidates: RerankCandidate[]): Promise<Reranked[]> {
    const stems = [...new Set(q.terms.map(lightStem))];
    const persons = new Set(q.persons.map((p) => p.toLowerCase()));
    const entities = q.entities.map(normalizeEntityName);
    // By word: a two-word speaker ("Ana Lopez") is mentioned as "Ana" too.
    const people = new Set([...(q.people ?? []), ...q.persons].flatMap((p) => p.toLowerCase().split(/\s+/)));
    return candidates.map((c) => {
      const f = { ...features(c, stems, persons, entities, q.time), answer: answerShape(c.content, q.answer ?? null, people) };
      const score =
        FEATURE_WEIGHTS.fused * c.fused +
        FEATURE_WEIGHTS.coverage * f.coverage +
        FEATURE_WEIGHTS.proximity * f.proximity +
        FEATURE_WEIGHTS.speaker * f.speaker +
        FEATURE_WEIGHTS.entity * f.entity +
        FEATURE_WEIGHTS.time * f.time +
        FEATURE_WEIGHTS.answer * f.answer +
        FEATURE_WEIGHTS.dense * c.dense;
      return { score, features: { ...f, dense: c.dense } };
    });
  }
}

function features(c: RerankCandidate, stems: string[], persons: Set<string>, entities: string[], time: TimeIntent) {
  const tokens = words(c.content).map(lightStem);
  const positions = new Map<string, number[]>();
  tokens.forEach((t, i) => positions.set(t, [...(positions.get(t) ?? []), i]));
  const present = stems.filter((s) => positions.has(s));
  const coverage = stems.length ? present.length / stems.length : 0;
  const proximity = present.length >= 2 ? 1 / (1 + Math.max(0, minSpan(present.map((s) => positions.get(s)!)) - present.length)) : 0;
  const speaker = c.content && persons.size ? (persons.has((speakerOf(c.content) ?? "").toLowerCase()) ? 1 : 0) : 0;
  const lower = c.content.toLowerCase();
  const entity = entities.length ? entities.filter((e) => lower.includes(e)).length / entities.length : 0;
  let t = 0;
  if (time.range) t = (time.range.from === null || c.at >= time.range.from) && (time.range.to === null || c.at <= time.range.to) ? 1 : 0;
  else if (time.asksWhen) t = mentionsTime(c.content) ? 1 : 0;
  return { coverage, proximity, speaker, entity, time: t };
}

/** Smallest window (in tokens) containing one position from each list. */
function minSpan(lists: number[][]): number {
  const events = lists.flatMap((ps, li) => ps.map((p) => [p, li] as const)).sort((a, b) => a[0] - b[0]);
  const count = new Array(lists.length).fill(0);
  let covered = 0;
  let best = Infinity;
  let lo = 0;
  for (let hi = 0; hi < events.length; hi++) {
    if (count[events[hi][1]]++ === 0) covered++;
    while (covered === lists.length) {
      best = Math.min(best, events[hi][0] - events[lo][0] + 1);
      if (--count[events[lo][1]] === 0) covered--;
      lo++;
    }
  }
  return best;
}

/** Workers AI cross-encoder; its relevance joins the fused rank (a reranker never starts from zero). */
export class WorkersAiReranker implements Reranker {
  readonly name = "workers-ai";
  constructor(private readonly ai: Ai, private readonly model = "@cf/baai/bge-reranker-base") {}

  async rerank(q: RerankQuery, candidates: RerankCandidate[]): Promise<Reranked[]> {
    if (!candidates.length) return [];
    const out = (await this.ai.run(this.model as never, {
      query: q.text,
      contexts: candidates.map((c) => ({ text: c.content.slice(0, 2000) })),
    } as never)) as { response?: Array<{ id: number; score: number }> };
    const relevance = new Array<number>(candidates.length).fill(0);
    for (const r of out.response ?? []) relevance[r.id] = 1 / (1 + Math.exp(-r.score));
    return candidates.map((c, i) => ({ score: 0.4 * c.fused + 0.6 * relevance[i], features: { cross_encoder: relevance[i] } }));
  }
}

export function selectReranker(env: { RERANKER?: string; AI: Ai }): Reranker {
  return env.RERANKER === "workers-ai" ? new WorkersAiReranker(env.AI) : new FeatureReranker();
}
