import { Hono } from "hono";
import { z } from "zod";
import { selectExtractor } from "../consolidation/extractor";
import { STEP_EPISODES } from "../consolidation/job";
import type { ConsolidationSummary } from "../consolidation/plan";
import { consolidateRound } from "../consolidation/run";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson } from "../http/validate";

export const consolidateRoutes = new Hono<AppEnv>();

const consolidateInput = z.object({
  max_episodes: z.number().int().min(1).max(5000).optional()
    .describe("Upper bound of episodes handled by this call; default 1,000 on the rule-based path, 100 with the LLM"),
});

/** Adds one round's summary into the running total of a request. */
function add(total: ConsolidationSummary | null, s: ConsolidationSummary | null): ConsolidationSummary | null {
  if (!s) return total;
  if (!total) return s;
  return {
    episodes: total.episodes + s.episodes,
    chunks: { done: total.chunks.done + s.chunks.done, skipped: total.chunks.skipped + s.chunks.skipped },
    skipped: [...total.skipped, ...s.skipped],
    memories: {
      created: [...total.memories.created, ...s.memories.created],
      retyped: [...total.memories.retyped, ...s.memories.retyped],
      merged: total.memories.merged + s.memories.merged,
    },
    entities: total.entities + s.entities,
    relationships: { created: total.relationships.created + s.relationships.created, reinforced: total.relationships.reinforced + s.relationships.reinforced },
    facts: { created: total.facts.created + s.facts.created, closed: total.facts.closed + s.facts.closed, unchanged: total.facts.unchanged + s.facts.unchanged },
    conflicts: total.conflicts + s.conflicts,
    tokens: {
      input: total.tokens.input + s.tokens.input, output: total.tokens.output + s.tokens.output,
      cache_read: total.tokens.cache_read + s.tokens.cache_read, cache_write: total.tokens.cache_write + s.tokens.cache_write,
    },
  };
}

consolidateRoutes.post("/consolidate", async (c) => {
  const body = await readJson(c, consolidateInput);
  const deps = c.get("deps");
  const p = c.get("principal");
  const extractor = selectExtractor(c.env);
  let total: ConsolidationSummary | null = null;
  let processed = 0;
  let done = false;
  let stop = null;
  const skills = { extracted: [] as string[], skipped: 0 };
  const timings = { read: 0, extract: 0, commit: 0 };
  const max = body.max_episodes ?? (extractor.name === "llm" ? 100 : 1000);
  while (processed < max) {
    const r = await consolidateRound(deps, p, extractor, {
      episodes: Math.min(STEP_EPISODES[extractor.name], max - processed),
      waitUntil: (work) => c.executionCtx.waitUntil(work),
    });
    total = add(total, r.summary);
    processed += r.processed;
    skills.extracted.push(...r.skills.extracted);
    skills.skipped += r.skills.skipped;
    stop = r.stop;
    timings.read += r.timings.read;
    timings.extract += r.timings.extract;
    timings.commit += r.timings.commit;
    if (r.drained) done = true;
    if (r.drained || r.stop || r.processed === 0) break;
  }
  return c.json({ extractor: extractor.name, processed, done, stop, summary: total, skills, timings_ms: timings });
});
documentRoute({
  method: "post", path: "/v1/consolidate", tag: "knowledge",
  summary: "Consolidate your unconsolidated episodes now (bounded; call again until done)",
  body: consolidateInput,
  responses: {
    200: {
      description: "What this call produced; `done` is true when no episodes are left",
      schema: z.object({
        extractor: z.enum(["llm", "rules"]), processed: z.number(), done: z.boolean(),
        stop: z.object({ reason: z.string(), message: z.string() }).nullable(),
        summary: z.unknown(), skills: z.object({ extracted: z.array(z.string()), skipped: z.number() }),
        timings_ms: z.object({ read: z.number(), extract: z.number(), commit: z.number() }),
      }),
    },
    503: { description: "The LLM is unavailable; progress up to that point is kept and the next call resumes" },
  },
});
