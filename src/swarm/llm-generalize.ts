/**
 * The LLM rewrite (when ANTHROPIC_API_KEY is set): several rule-generalized wordings of one idea →
 * one statement. Any failure falls back to the rule-based representative; the privacy gate checks
 * the result either way, so the LLM is never trusted to have anonymized anything.
 */
import { z } from "zod";
import { DEFAULT_TOKEN_BUDGET } from "../consolidation/extractor";
import { TokenBudget } from "../llm/budget";
import { LlmClient, llmConfigFrom } from "../llm/client";
import { SWARM_SYSTEM, swarmUserPrompt } from "../llm/prompts/swarm";

export type Rewriter = (texts: string[], fallback: string) => Promise<{ text: string; by: "llm" | "rules" }>;

export const ruleRewriter: Rewriter = async (_texts, fallback) => ({ text: fallback, by: "rules" });

const reply = z.object({ text: z.string().trim().min(10).max(600) });

export function selectRewriter(env: Env): Rewriter {
  const config = llmConfigFrom(env);
  if (!config) return ruleRewriter;
  const vars = env as unknown as Record<string, string | undefined>;
  const client = new LlmClient(config, new TokenBudget(Number(vars.LLM_TOKEN_BUDGET ?? DEFAULT_TOKEN_BUDGET)));
  return async (texts, fallback) => {
    try {
      const r = await client.json({ system: SWARM_SYSTEM, user: swarmUserPrompt(texts), schema: reply, maxTokens: 400 });
      return r.ok ? { text: r.value.text, by: "llm" } : { text: fallback, by: "rules" };
    } catch (err) {
      console.warn("swarm: LLM rewrite unavailable, using the rule-based text", err);
      return { text: fallback, by: "rules" };
    }
  };
}
