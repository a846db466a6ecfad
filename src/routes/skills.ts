import { Hono } from "hono";
import { z } from "zod";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson, readQuery, readParam } from "../http/validate";
import { skillBody, skillInput, skillQuery, skillUseInput, skillView } from "../skills/schemas";
import { searchSkills } from "../skills/search";
import { getOwnSkill, listVersions, readSkillBody, recordSkillUse, saveSkill, toSkillView, usedBy } from "../skills/store";
import { EngramError } from "../errors";

export const skillRoutes = new Hono<AppEnv>();
const idParam = z.string().min(1).max(64);
const versionView = z.object({ version: z.number(), bytes: z.number(), sha256: z.string(), created_at: z.string() });

skillRoutes.post("/skills", async (c) => {
  const body = await readJson(c, skillInput);
  const r = await saveSkill(c.get("deps"), c.get("principal"), body);
  return c.json(r, r.status === "created" ? 201 : 200);
});
documentRoute({
  method: "post", path: "/v1/skills", tag: "skills", body: skillInput,
  summary: "Save a skill; saving a name you already have adds a version (the body goes to R2)",
  responses: {
    201: { description: "Created", schema: z.object({ skill: skillView, status: z.literal("created") }) },
    200: { description: "New version of an existing skill", schema: z.object({ skill: skillView, status: z.literal("new_version") }) },
  },
});

skillRoutes.get("/skills", async (c) => {
  const q = readQuery(c, skillQuery);
  return c.json({ results: await searchSkills(c.get("deps"), c.get("principal").userId, q.query, q.limit) });
});
documentRoute({
  method: "get", path: "/v1/skills", tag: "skills", query: skillQuery,
  summary: "Find skills: BM25 over name, description and triggers fused with vector similarity (RRF)",
  responses: {
    200: {
      description: "Best first; `why` holds each list's rank",
      schema: z.object({ results: z.array(z.object({ skill: skillView, score: z.number(), why: z.record(z.string(), z.number()) })) }),
    },
  },
});

skillRoutes.get("/skills/:id", async (c) => {
  const id = readParam(c, "id", idParam);
  const { version } = readQuery(c, z.object({ version: z.coerce.number().int().min(1).optional() }));
  const deps = c.get("deps");
  const p = c.get("principal");
  const row = await getOwnSkill(deps.db, p.userId, id);
  const versions = await listVersions(deps.db, id);
  const wanted = version ?? row.version;
  if (!versions.some((v) => v.version === wanted)) throw new EngramError("not_found", `skill version ${wanted} not found`, { field: "version" });
  return c.json({
    skill: toSkillView(row, await usedBy(deps.db, p.userId, id)),
    body: await readSkillBody(deps, p, id, wanted),
    body_version: wanted,
    versions,
  });
});
documentRoute({
  method: "get", path: "/v1/skills/{id}", tag: "skills", params: ["id"],
  query: z.object({ version: z.coerce.number().int().min(1).optional().describe("Defaults to the newest") }),
  summary: "A skill with its body (from R2) and its version history",
  responses: {
    200: { description: "The skill", schema: z.object({ skill: skillView, body: skillBody, body_version: z.number(), versions: z.array(versionView) }) },
  },
});

skillRoutes.post("/skills/:id/uses", async (c) => {
  const id = readParam(c, "id", idParam);
  const body = await readJson(c, skillUseInput);
  return c.json({ skill: await recordSkillUse(c.get("deps"), c.get("principal"), id, body) });
});
documentRoute({
  method: "post", path: "/v1/skills/{id}/uses", tag: "skills", params: ["id"], body: skillUseInput,
  summary: "Report a use of a skill: success or failure and the user's satisfaction",
  responses: { 200: { description: "Updated counts and average satisfaction", schema: z.object({ skill: skillView }) } },
});
