import { Hono } from "hono";
import { buildOpenApi, documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { countOrganizations } from "../storage/users-store";
import { z } from "zod";

export const metaRoutes = new Hono<AppEnv>();

metaRoutes.get("/healthz", async (c) => {
  const db = await countOrganizations(c.env.DB).then(
    () => "ok" as const,
    () => "error" as const,
  );
  return c.json(
    {
      ok: db === "ok",
      checks: { db },
      embedder: c.env.EMBEDDER,
      // Clients that embed on-device (the local embedder) must send vectors of exactly this model.
      embedding: { model: c.env.EMBEDDING_MODEL, dimension: Number(c.env.EMBEDDING_DIMENSION) },
      vector_index: c.env.VECTOR_INDEX,
    },
    db === "ok" ? 200 : 503,
  );
});
documentRoute({
  method: "get", path: "/healthz", tag: "meta", auth: "none", summary: "Liveness and storage check",
  responses: { 200: { description: "Healthy", schema: z.object({ ok: z.boolean(), checks: z.record(z.string(), z.string()) }) } },
});

metaRoutes.get("/openapi.json", (c) => c.json(buildOpenApi(new URL(c.req.url).origin)));
