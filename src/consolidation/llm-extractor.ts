/**
 * The LLM extractor: chunks of episodes → one structured call each. Malformed output is rejected
 * by zod, retried once with the error, then the chunk is skipped with the reason (logged, and
 * recorded in consolidation_log by the planner). An outage or an exhausted budget stops the run
 * after the chunks already done, which are still committed; the rest is picked up next time.
 */
import { LlmBudgetExhausted, type LlmClient, LlmUnavailable } from "../llm/client";
import { CONSOLIDATION_SYSTEM, consolidationUserPrompt } from "../llm/prompts/consolidation";
import { SKILL_SYSTEM, skillUserPrompt } from "../llm/prompts/skill";
import type { OutcomeInput } from "../knowledge/outcome-schemas";
import { skillDraftSchema } from "../skills/schemas";
import type { Extractor, SkillDraftResult } from "./extractor-types";
import { extractionSchema, type ChunkResult, type EpisodeInput, type ExtractionRun } from "./extraction";

export const LLM_CHUNK = 10;
const LLM_CHUNK_CHARS = 12_000;

export function chunkEpisodes(episodes: EpisodeInput[], size = LLM_CHUNK, maxChars = LLM_CHUNK_CHARS): EpisodeInput[][] {
  const chunks: EpisodeInput[][] = [];
  let current: EpisodeInput[] = [];
  let chars = 0;
  for (const e of episodes) {
    const len = Math.min(e.content.length, 4000);
    if (current.length && (current.length >= size || chars + len > maxChars)) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(e);
    chars += len;
  }
  if (current.length) chunks.push(current);
  return chunks;
}

export class LlmExtractor implements Extractor {
  readonly name = "llm" as const;

  constructor(readonly client: LlmClient) {}

  async extractEpisodes(episodes: EpisodeInput[]): Promise<ExtractionRun> {
    const chunks: ChunkResult[] = [];
    for (const chunk of chunkEpisodes(episodes)) {
      try {
        const r = await this.client.json({
          system: CONSOLIDATION_SYSTEM,
          user: consolidationUserPrompt(chunk),
          schema: extractionSchema,
          maxTokens: 4096,
        });
        if (r.ok) {
          // Indexes outside the chunk would attach knowledge to the wrong episode: drop them.
          const inRange = <T extends { episode: number }>(xs: T[]) => xs.filter((x) => x.episode < chunk.length);
          const v = r.value;
          chunks.push({
            episodes: chunk, status: "done", usage: r.usage,
            extraction: { ...v, memories: inRange(v.memories), relationships: inRange(v.relationships), facts: inRange(v.facts) },
          });
        } else {
          console.warn(`consolidation: skipped ${chunk.length} episodes (${chunk[0].id}…${chunk.at(-1)!.id}) after ${r.attempts} attempts: ${r.reason}`);
          chunks.push({ episodes: chunk, status: "skipped", reason: r.reason, usage: r.usage });
        }
      } catch (err) {
        if (err instanceof LlmUnavailable) return { chunks, stop: { reason: "llm_unavailable", message: err.message } };
        if (err instanceof LlmBudgetExhausted) return { chunks, stop: { reason: "token_budget_exhausted", message: err.message } };
        throw err;
      }
    }
    return { chunks, stop: null };
  }

  async draftSkill(outcome: OutcomeInput): Promise<SkillDraftResult> {
    const r = await this.client.json({ system: SKILL_SYSTEM, user: skillUserPrompt(outcome), schema: skillDraftSchema, maxTokens: 2048 });
    if (!r.ok) return { ok: false, reason: r.reason, usage: r.usage };
    if (!r.value.worth_a_skill) return { ok: false, reason: "the model judged the work too specific to reuse", usage: r.usage };
    return { ok: true, draft: r.value, usage: r.usage };
  }
}
