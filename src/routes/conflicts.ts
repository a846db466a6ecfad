import { Hono } from "hono";
import { z } from "zod";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson, readQuery, readParam } from "../http/validate";
import { writeThrough } from "../http/write-through";
import { listConflicts } from "../lifecycle/conflicts";
import { conflictsQuery, conflictView, resolveConflictInput } from "../lifecycle/schemas";

export const conflictRoutes = new Hono<AppEnv>();

conflictRoutes.get("/conflicts", async (c) => {
  const q = readQuery(c, conflictsQuery);
  return c.json({ conflicts: await listConflicts(c.get("deps").db, c.get("principal"), q, Date.now()) });
});
documentRoute({
  method: "get", path: "/v1/conflicts", tag: "conflicts", query: conflictsQuery,
  summary: "Your flagged conflicts (open by default), each with both memories and a suggestion (source hierarchy, or effective confidence for project vs global)",
  responses: { 200: { description: "Newest first", schema: z.object({ conflicts: z.array(conflictView) }) } },
});

conflictRoutes.post("/conflicts/:id/resolve", async (c) => {
  const id = readParam(c, "id", z.string().min(1).max(64));
  const input = await readJson(c, resolveConflictInput);
  return writeThrough(c, { kind: "resolve_conflict", id, input }, input);
});
documentRoute({
  method: "post", path: "/v1/conflicts/{id}/resolve", tag: "conflicts", params: ["id"], body: resolveConflictInput,
  summary: "Settle a conflict: keep_left / keep_right (the other is superseded), both_valid, or merge (a new memory supersedes both)",
  responses: { 200: { description: "The resolved conflict", schema: z.object({ conflict: conflictView }) } },
});
