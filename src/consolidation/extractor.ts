/**
 * One interface, two implementations: the LLM extractor when ANTHROPIC_API_KEY is set, the
 * rule-based one otherwise. Both feed the same planner, so the rest of the pipeline (merge,
 * graph upserts, conflict flags, checkpoints) is shared.
 */
import { TokenBudget } from "../llm/budget";
import { LlmClient, llmConfigFrom } from "../llm/client";
import type { Extractor } from "./extractor-types";
import { LlmExtractor } from "./llm-extractor";
import { runRules } from "./rule-extractor";
import { draftSkillWithRules } from "./rule-skill";

export const DEFAULT_TOKEN_BUDGET = 200_000;

export const ruleExtractor: Extractor = {
  name: "rules",
  async extractEpisodes(episodes) {
    return { chunks: runRules(episodes), stop: null };
  },
  async draftSkill(outcome) {
    return draftSkillWithRules(outcome);
  },
};

/** LLM when a key is configured, else rules. The budget covers one run (one step or one request). */
export function selectExtractor(env: Env): Extractor {
  const config = llmConfigFrom(env);
  if (!config) return ruleExtractor;
  const vars = env as unknown as Record<string, string | undefined>;
  const budget = new TokenBudget(Number(vars.LLM_TOKEN_BUDGET ?? DEFAULT_TOKEN_BUDGET));
  return new LlmExtractor(new LlmClient(config, budget));
}
