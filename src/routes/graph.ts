import { Hono } from "hono";
import { z } from "zod";
import { getEntity, searchEntities } from "../graph/read";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readParam, readQuery } from "../http/validate";
import { ENTITY_TYPES } from "../memory/entity-types";
import { isoDate } from "../memory/schemas";

export const graphRoutes = new Hono<AppEnv>();

const entitiesQuery = z.object({
  query: z.string().trim().min(1).max(200).optional(),
  type: z.enum(ENTITY_TYPES).optional().describe("One entity type (src/memory/entity-types.ts)"),
  memory: z.string().min(1).max(64).optional().describe("Only entities this memory mentions (the dashboard's memory page)"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const entityQuery = z.object({
  as_of: isoDate.optional().describe("Only facts valid at this time"),
  memories: z.coerce.number().int().min(0).max(200).default(50),
});

graphRoutes.get("/graph/entities", async (c) => {
  const q = readQuery(c, entitiesQuery);
  return c.json({ entities: await searchEntities(c.get("deps").db, c.get("principal"), q) });
});
documentRoute({
  method: "get", path: "/v1/graph/entities", tag: "graph", summary: "Find your entities by name", query: entitiesQuery,
  responses: { 200: { description: "Entities, exact name first, then by mentions", schema: z.object({ entities: z.array(z.unknown()) }) } },
});

graphRoutes.get("/graph/entities/:id", async (c) => {
  const id = readParam(c, "id", z.string().min(1).max(64));
  const q = readQuery(c, entityQuery);
  const deps = c.get("deps");
  return c.json(
    await getEntity(c.get("deps").db, c.get("principal"), id, {
      asOf: q.as_of ? Date.parse(q.as_of) : undefined, now: deps.clock(), memoryLimit: q.memories,
    }),
  );
});
documentRoute({
  method: "get", path: "/v1/graph/entities/{id}", tag: "graph", params: ["id"], query: entityQuery,
  summary: "An entity with its facts over time (or as of a date), relationships and the memories you may see",
  responses: {
    200: {
      description: "The entity",
      schema: z.object({
        entity: z.unknown(), as_of: z.string().nullable(), current: z.record(z.string(), z.array(z.string())),
        facts: z.array(z.unknown()), relationships: z.array(z.unknown()), memories: z.array(z.unknown()),
      }),
    },
  },
});
