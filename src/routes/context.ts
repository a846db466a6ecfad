import { Hono } from "hono";
import { buildContextBundle, type SkillSource } from "../context/bundle";
import { contextBundleView, contextQuery } from "../context/schemas";
import { skillSource } from "../context/skills";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { restCaller, type SelfFetch } from "../http/self-dispatch";
import { readQuery } from "../http/validate";
import { z } from "zod";
import { withSharedContext } from "../swarm/context";
import { sharedItemView } from "../swarm/schemas";

/** `self` is the app's own fetch, for the skill library's search route. */
export function contextRoutes(self: SelfFetch) {
  const routes = new Hono<AppEnv>();
  routes.get("/context", async (c) => {
    const q = readQuery(c, contextQuery);
    const skills: SkillSource = skillSource(restCaller(self, c.env, c.executionCtx as ExecutionContext, c.req.header("authorization")!));
    const req = { project: q.project, files: q.files ?? [], error: q.error, maxTokens: q.max_tokens };
    const own = await buildContextBundle(c.get("deps"), c.get("principal"), req, skills);
    const bundle = await withSharedContext(c.get("deps"), c.get("principal"), own, req);
    if (q.format === "markdown") return c.body(bundle.markdown, 200, { "content-type": "text/markdown; charset=utf-8" });
    return c.json(bundle);
  });
  return routes;
}

documentRoute({
  method: "get", path: "/v1/context", tag: "context", query: contextQuery,
  summary: "Session-start context within a token budget: conflicts and critical gotchas first, then fixes for the current error, locations for open files, where we left off, preferences, project context, skills",
  responses: { 200: { description: "The bundle as JSON (with its markdown), or markdown alone with format=markdown", schema: contextBundleView.extend({ shared: z.array(sharedItemView).optional().describe("SWARM items for an opted-in member, after their own sections") }) } },
});
