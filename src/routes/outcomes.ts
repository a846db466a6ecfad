import { Hono } from "hono";
import { z } from "zod";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson } from "../http/validate";
import { writeThrough } from "../http/write-through";
import { outcomeInput } from "../knowledge/outcome-schemas";

export const outcomeRoutes = new Hono<AppEnv>();

outcomeRoutes.post("/outcomes", async (c) => {
  const body = await readJson(c, outcomeInput);
  return writeThrough(c, { kind: "outcome", input: body }, body);
});
documentRoute({
  method: "post", path: "/v1/outcomes", tag: "knowledge",
  summary: "Record a finished task; learnings are extracted only from verified success",
  body: outcomeInput,
  headers: [{ name: "Idempotency-Key", description: "Retry-safe: same key and body → same response, stored once" }],
  responses: {
    201: {
      description: "Recorded, with the learnings stored (local or promoted to global)",
      schema: z.object({
        outcome: z.object({
          id: z.string(), verified: z.boolean(),
          learnings: z.array(z.object({
            id: z.string(), status: z.string(), type: z.string(), memory_type: z.string(), scope: z.string(),
            promoted_to_global: z.boolean(), technology: z.string().nullable(), content: z.string(),
          })),
          skipped_reason: z.string().nullable(),
          skill_status: z.enum(["none", "pending"]),
        }),
      }),
    },
  },
});
