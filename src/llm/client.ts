/**
 * Structured LLM calls through @anthropic-ai/sdk: a stable system prompt marked for prompt
 * caching, JSON output checked by a zod schema, one corrective retry when the output does not
 * parse or validate, transport retries with backoff by the SDK (429, 5xx, 529 overloaded, honouring
 * retry-after), and a token budget charged from the reported usage.
 */
import Anthropic from "@anthropic-ai/sdk";
import type { z } from "zod";
import { TokenBudget } from "./budget";
import { noUsage, type TokenUsage } from "../consolidation/extraction";

export interface LlmConfig {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Transport retries per call (SDK exponential backoff). */
  maxRetries: number;
  timeoutMs: number;
}

export function llmConfigFrom(env: Env): LlmConfig | null {
  if (!env.ANTHROPIC_API_KEY) return null;
  const vars = env as unknown as Record<string, string | undefined>;
  return {
    apiKey: env.ANTHROPIC_API_KEY,
    baseURL: env.ANTHROPIC_BASE_URL || undefined,
    model: env.LLM_MODEL || "claude-sonnet-5-5",
    maxRetries: Number(vars.LLM_MAX_RETRIES ?? "3"),
    timeoutMs: Number(vars.LLM_TIMEOUT_MS ?? "60000"),
  };
}

/** The service is unreachable or overloaded after the SDK's retries: stop and resume later. */
/** The smallest prompt prefix the API caches (1,024 tokens on Sonnet/Opus; Haiku needs more). */
export const MIN_CACHEABLE_TOKENS = 1024;

export class LlmUnavailable extends Error {
  constructor(message: string, readonly status?: number) {
    super(message);
    this.name = "LlmUnavailable";
  }
}

export class LlmBudgetExhausted extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LlmBudgetExhausted";
  }
}

export type JsonCallResult<T> =
  | { ok: true; value: T; usage: TokenUsage; attempts: number }
  | { ok: false; reason: string; usage: TokenUsage; attempts: number };

export interface JsonCall<S extends z.ZodType> {
  system: string;
  user: string;
  schema: S;
  maxTokens: number;
  /** Calls after the first add the validation error and ask again; default 2 attempts in all. */
  attempts?: number;
}

/** The first JSON object in a reply, tolerating a fenced block or a sentence around it. */
export function parseJsonReply(text: string): unknown {
  const fenced = text.match(/```(?:json)?\s*([\s\S]*?)```/);
  const body = (fenced ? fenced[1] : text).trim();
  const start = body.indexOf("{");
  const end = body.lastIndexOf("}");
  if (start < 0 || end <= start) throw new Error("no JSON object in the reply");
  return JSON.parse(body.slice(start, end + 1));
}

export class LlmClient {
  private readonly sdk: Anthropic;

  constructor(readonly config: LlmConfig, readonly budget: TokenBudget) {
    this.sdk = new Anthropic({
      apiKey: config.apiKey,
      baseURL: config.baseURL,
      maxRetries: config.maxRetries,
      timeout: config.timeoutMs,
    });
  }

  async json<S extends z.ZodType>(call: JsonCall<S>): Promise<JsonCallResult<z.output<S>>> {
    const usage = noUsage();
    const maxAttempts = call.attempts ?? 2;
    const messages: Anthropic.MessageParam[] = [{ role: "user", content: call.user }];
    let reason = "";
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      const estimate = TokenBudget.estimate(call.system + messages.map((m) => String(m.content)).join("\n")) + call.maxTokens;
      if (!this.budget.canAfford(estimate)) {
        throw new LlmBudgetExhausted(`token budget exhausted (${this.budget.used}/${this.budget.limit} used, call needs ~${estimate})`);
      }
      let reply: Anthropic.Message;
      try {
        reply = await this.sdk.messages.create({
          model: this.config.model,
          max_tokens: call.maxTokens,
          // The system prompt is identical on every call of a run: cache it (ephemeral, ~5 min) when
          // it is long enough to be cached at all (below the minimum the marker only adds noise).
          system: [
            TokenBudget.estimate(call.system) >= MIN_CACHEABLE_TOKENS
              ? { type: "text", text: call.system, cache_control: { type: "ephemeral" } }
              : { type: "text", text: call.system },
          ],
          messages,
        });
      } catch (err) {
        if (err instanceof Anthropic.APIError && err.status !== undefined && err.status < 500 && err.status !== 429) {
          // A 4xx other than rate limiting will not get better by waiting: report it, skip the input.
          return { ok: false, reason: `request rejected (${err.status}): ${err.message}`, usage, attempts: attempt };
        }
        const status = err instanceof Anthropic.APIError ? err.status : undefined;
        throw new LlmUnavailable(`LLM unavailable after ${this.config.maxRetries} retries: ${(err as Error).message}`, status);
      }
      const u = reply.usage;
      usage.input += u.input_tokens;
      usage.output += u.output_tokens;
      usage.cacheRead += u.cache_read_input_tokens ?? 0;
      usage.cacheWrite += u.cache_creation_input_tokens ?? 0;
      this.budget.charge(u.input_tokens + u.output_tokens + (u.cache_creation_input_tokens ?? 0));
      const text = reply.content.flatMap((b) => (b.type === "text" ? [b.text] : [])).join("");
      let parsed: unknown;
      try {
        parsed = parseJsonReply(text);
      } catch (err) {
        reason = `reply is not JSON: ${(err as Error).message}`;
        messages.push({ role: "assistant", content: text || "(empty)" }, { role: "user", content: `${reason}. Reply with the JSON object only.` });
        continue;
      }
      const checked = call.schema.safeParse(parsed);
      if (checked.success) return { ok: true, value: checked.data, usage, attempts: attempt };
      const issues = checked.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ");
      reason = `reply does not match the schema: ${issues}`;
      messages.push(
        { role: "assistant", content: text },
        { role: "user", content: `${reason}. Correct these fields and reply with the whole JSON object only.` },
      );
    }
    return { ok: false, reason, usage, attempts: maxAttempts };
  }
}
