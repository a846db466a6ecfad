import { Hono } from "hono";
import { z } from "zod";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson } from "../http/validate";
import { memoryView, recallInput } from "../memory/schemas";
import { recall, recordAccess } from "../retrieval/recall";
import { withShared } from "../swarm/search";

export const recallRoutes = new Hono<AppEnv>();

recallRoutes.post("/recall", async (c) => {
  const started = Date.now();
  const input = await readJson(c, recallInput);
  const deps = c.get("deps");
  const p = c.get("principal");
  const out = await withShared(deps, p, input.query, input.k, await recall(deps, p, input, started), input.swarm);
  // Access statistics are written after the response: reading must not wait on a write.
  c.executionCtx.waitUntil(
    recordAccess(deps.db, out.results.filter((r) => r.provenance !== "swarm").map((r) => r.id), deps.clock()).catch((err) => console.warn("access boost", err)),
  );
  return c.json(out);
});
documentRoute({
  method: "post", path: "/v1/recall", tag: "recall", summary: "Recall: routed; BM25 with session context, dense, graph PageRank and working memory fused (RRF) and reranked; each result explained",
  body: recallInput,
  responses: {
    200: {
      description: "Ranked results",
      schema: z.object({
        results: z.array(
          memoryView.extend({
            score: z.number(),
            why: z.record(z.string(), z.unknown()).describe("route and rule, intent, expected answer type (expects), component ranks/scores, rerank features, weights (incl. the type prior), overrides (\"overrides global #id\", \"supersedes #id\", \"newer status than #id\"), superseded_by/superseded_at for what-changed questions, matched terms/entities"),
            context: z.array(z.object({ id: z.string(), content: z.string(), occurred_at: z.string().nullable(), created_at: z.string() }))
              .optional()
              .describe("Neighbouring items of the same session (absent on trigger-only results)"),
          }),
        ),
        route: z.string(),
        intent: z.enum(["status", "change", "why", "preference"]).optional()
          .describe("What the question is after: the latest status, what changed (superseded memories stay, dated), why (decision and rationale), a standing preference"),
        took_ms: z.number(),
        timings_ms: z.record(z.string(), z.number()).describe("Milliseconds per stage (entities, lexical, dense, graph, working, hydrate, context)"),
        degraded: z.array(z.string()).optional(),
        more_available: z.boolean().describe("More candidates were left out (relevance floor, k): widen k or the question to see them"),
      }),
    },
  },
});
