import { Hono } from "hono";
import { z } from "zod";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson } from "../http/validate";
import { memoryView, recallInput } from "../memory/schemas";
import { recall, recordAccess } from "../retrieval/recall";

export const recallRoutes = new Hono<AppEnv>();

recallRoutes.post("/recall", async (c) => {
  const started = Date.now();
  const input = await readJson(c, recallInput);
  const deps = c.get("deps");
  const out = await recall(deps, c.get("principal"), input, started);
  // Access statistics are written after the response: reading must not wait on a write.
  c.executionCtx.waitUntil(
    recordAccess(deps.db, out.results.map((r) => r.id), deps.clock()).catch((err) => console.warn("access boost", err)),
  );
  return c.json(out);
});
documentRoute({
  method: "post", path: "/v1/recall", tag: "recall", summary: "Hybrid recall (BM25 + dense, fused), each result explained",
  body: recallInput,
  responses: {
    200: {
      description: "Ranked results",
      schema: z.object({
        results: z.array(memoryView.extend({ score: z.number(), why: z.record(z.string(), z.unknown()) })),
        route: z.string(),
        took_ms: z.number(),
        degraded: z.array(z.string()).optional(),
      }),
    },
  },
});
