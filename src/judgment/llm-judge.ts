/**
 * The optional LLM judge of the nightly scan (issue 12): when ANTHROPIC_API_KEY is set, pairs the
 * rules found nothing between but that are close in meaning ("uncertain" pairs) are put to the model,
 * which answers conflict / duplicate / refines / supersedes / unrelated with a reason (zod-checked,
 * one corrective retry by LlmClient). The rules' decisions always stand: the judge only looks where
 * the rules found nothing, and its duplicates pass the same merge guard as the rules' own.
 * It runs in the nightly scan only: a model call per pair would add seconds to every write.
 */
import { z } from "zod";
import { TokenBudget } from "../llm/budget";
import { LlmBudgetExhausted, LlmClient, type LlmConfig, LlmUnavailable } from "../llm/client";
import { JUDGMENT_SYSTEM, type JudgePromptMemory, judgmentUserPrompt } from "../llm/prompts/judgment";
import type { Verdict } from "./compare";
import { mergeClash } from "./compare";
import { episodesMayMerge } from "./episodes";
import { contentWords } from "./text";

export const judgeReplySchema = z.object({
  verdict: z.enum(["conflict", "duplicate", "refines", "supersedes", "unrelated"]),
  reason: z.string().min(1).max(400),
});
export type JudgeReply = z.output<typeof judgeReplySchema>;

/** What the judge sees of a memory (a MemoryRecord has all of it). */
export interface JudgeMemory extends JudgePromptMemory {
  id: string;
  project_id: string | null;
  pinned?: number;
  created_at?: number;
  occurred_at?: number | null;
  supersedes?: string | null;
  superseded_by?: string | null;
}

/** Adjudicates one pair (a stored first, b later); null when it could not (malformed output twice). */
export interface PairJudge {
  judge(a: JudgeMemory, b: JudgeMemory): Promise<JudgeReply | null>;
}

/** The judge cannot go on this run (service down, budget spent): stop asking, keep the scan. */
export class JudgeStopped extends Error {
  constructor(readonly why: "llm_unavailable" | "token_budget_exhausted", message: string) {
    super(message);
    this.name = "JudgeStopped";
  }
}

export const DEFAULT_JUDGE_MAX_PAIRS = 20;
export const DEFAULT_JUDGE_TOKEN_BUDGET = 50_000;
/** Cosine from which two memories count as close in meaning. */
export const UNCERTAIN_MIN_COSINE = 0.6;
/** Without a cosine: content words the two must share. */
export const UNCERTAIN_MIN_SHARED_WORDS = 4;

export class LlmPairJudge implements PairJudge {
  constructor(readonly client: LlmClient) {}

  async judge(a: JudgeMemory, b: JudgeMemory): Promise<JudgeReply | null> {
    try {
      const r = await this.client.json({ system: JUDGMENT_SYSTEM, user: judgmentUserPrompt(a, b), schema: judgeReplySchema, maxTokens: 300 });
      if (r.ok) return r.value;
      console.warn(`conflict scan: LLM judge left ${a.id}/${b.id} alone after ${r.attempts} attempts: ${r.reason}`);
      return null;
    } catch (err) {
      if (err instanceof LlmUnavailable) throw new JudgeStopped("llm_unavailable", err.message);
      if (err instanceof LlmBudgetExhausted) throw new JudgeStopped("token_budget_exhausted", err.message);
      throw err;
    }
  }
}

/** The judge for one run when a key is configured (llmConfigFrom), else null: no key, no question asked. */
export function pairJudgeFrom(config: LlmConfig | null, vars: Record<string, string | undefined>): { judge: PairJudge; maxPairs: number } | null {
  if (!config) return null;
  const budget = new TokenBudget(Number(vars.LLM_JUDGE_TOKEN_BUDGET ?? vars.LLM_TOKEN_BUDGET ?? DEFAULT_JUDGE_TOKEN_BUDGET));
  const maxPairs = Number(vars.LLM_JUDGE_MAX_PAIRS ?? DEFAULT_JUDGE_MAX_PAIRS);
  return { judge: new LlmPairJudge(new LlmClient(config, budget)), maxPairs: Number.isFinite(maxPairs) && maxPairs >= 0 ? maxPairs : DEFAULT_JUDGE_MAX_PAIRS };
}

export interface JudgedPair<M> { a: M; b: M; v: Verdict; cosine?: number }

function sharedContentWords(a: string, b: string): number {
  const left = new Set(contentWords(a).filter((w) => w.length > 2));
  let n = 0;
  for (const w of new Set(contentWords(b))) if (left.has(w)) n++;
  return n;
}

/**
 * The pairs worth a model's look, closest first: the rules said unrelated or refines (never a
 * lookalike, override, conflict or duplicate: those decisions stand), the two are close in meaning
 * (cosine ≥ 0.6 when known, else ≥ 4 shared content words), in one project (a different project,
 * or a project against the default, is never a conflict), neither superseded nor both episodes
 * (history, never a contradiction). At most `max`.
 */
export function uncertainPairs<M extends Omit<JudgeMemory, "project">>(verdicts: JudgedPair<M>[], max: number): (JudgedPair<M> & { closeness: number })[] {
  const out: (JudgedPair<M> & { closeness: number })[] = [];
  for (const p of verdicts) {
    const { a, b, v } = p;
    if (v.verdict !== "unrelated" && v.verdict !== "refines") continue;
    if ((a.project_id ?? "") !== (b.project_id ?? "")) continue;
    if (a.superseded_by || b.superseded_by || a.supersedes === b.id || b.supersedes === a.id || a.id === b.id) continue;
    if (a.type === "episode" && b.type === "episode") continue;
    // Closeness on one scale: a cosine, or shared words mapped below any cosine pair of equal rank.
    const words = p.cosine === undefined ? sharedContentWords(a.content, b.content) : 0;
    if (p.cosine !== undefined ? p.cosine < UNCERTAIN_MIN_COSINE : words < UNCERTAIN_MIN_SHARED_WORDS) continue;
    out.push({ ...p, closeness: p.cosine ?? Math.min(0.99, 0.5 + words / 20) });
  }
  return out.sort((x, y) => y.closeness - x.closeness || x.a.id.localeCompare(y.a.id) || x.b.id.localeCompare(y.b.id)).slice(0, Math.max(0, max));
}

export type JudgeAction =
  | { action: "flag"; supersede: boolean; reason: string }
  | { action: "merge"; reason: string }
  | { action: "none"; why: string };

/**
 * What the scan does with the model's verdict: a conflict is flagged (never resolved), supersedes is
 * a flagged conflict with a suggestion (never applied), a duplicate merges only where a rule
 * duplicate would (one scope and project, nothing pinned, episodes of one moment, and no differing
 * value, swapped slot or reversed comparison: mergeClash); refines and unrelated do nothing.
 */
export function actionFor(a: JudgeMemory, b: JudgeMemory, reply: JudgeReply): JudgeAction {
  const reason = reply.reason.replace(/\s+/g, " ").trim().slice(0, 300);
  switch (reply.verdict) {
    case "conflict":
    case "supersedes":
      if ((a.project_id ?? "") !== (b.project_id ?? "")) return { action: "none", why: "different projects are never a conflict" };
      if (a.type === "episode" && b.type === "episode") return { action: "none", why: "two episodes are history" };
      return { action: "flag", supersede: reply.verdict === "supersedes", reason };
    case "duplicate": {
      if (a.scope !== b.scope || (a.project_id ?? "") !== (b.project_id ?? "")) return { action: "none", why: "not one scope and project" };
      if (a.pinned || b.pinned) return { action: "none", why: "pinned" };
      if (!episodesMayMerge(timed(a), timed(b))) return { action: "none", why: "episodes of different moments" };
      const clash = mergeClash(a.content, b.content);
      if (clash) return { action: "none", why: `not one memory: ${clash}` };
      return { action: "merge", reason };
    }
    default:
      return { action: "none", why: reply.verdict };
  }
}

function timed(m: JudgeMemory) {
  return { type: m.type, created_at: m.created_at ?? 0, occurred_at: m.occurred_at ?? null };
}
