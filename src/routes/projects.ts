import { Hono } from "hono";
import { z } from "zod";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson, readParam } from "../http/validate";
import { addProjectMember, createProject, listProjects } from "../memory/projects";
import { addMemberInput, createProjectInput, projectName } from "../memory/schemas";

export const projectRoutes = new Hono<AppEnv>();

const projectView = z.object({ id: z.string(), name: z.string(), role: z.string(), created_at: z.string() });

projectRoutes.get("/projects", async (c) => c.json({ projects: await listProjects(c.get("deps").db, c.get("principal")) }));
documentRoute({
  method: "get", path: "/v1/projects", tag: "projects", summary: "Projects you belong to",
  responses: { 200: { description: "Projects", schema: z.object({ projects: z.array(projectView) }) } },
});

projectRoutes.post("/projects", async (c) => {
  const { name } = await readJson(c, createProjectInput);
  const result = await createProject(c.get("deps").db, c.get("deps").clock, c.get("principal"), name);
  return c.json(result, result.created ? 201 : 200);
});
documentRoute({
  method: "post", path: "/v1/projects", tag: "projects",
  summary: "Create a project (you become its owner); idempotent for members. Writing a memory to a new project name also creates it",
  body: createProjectInput,
  responses: {
    201: { description: "Created", schema: z.object({ project: projectView, created: z.literal(true) }) },
    200: { description: "It already existed and you are a member", schema: z.object({ project: projectView, created: z.literal(false) }) },
    404: { description: "It exists and you are not a member (answered like a name nobody uses)" },
  },
});

projectRoutes.post("/projects/:name/members", async (c) => {
  // Hono has already decoded the segment (%2F → "/"); decoding again turned "%25" into a URIError (500).
  const name = readParam(c, "name", projectName);
  const input = await readJson(c, addMemberInput);
  return c.json(
    await addProjectMember(c.get("deps").db, c.get("deps").clock, c.get("principal"), name, input.user_id, input.role),
    201,
  );
});
documentRoute({
  method: "post", path: "/v1/projects/{name}/members", tag: "projects", params: ["name"], body: addMemberInput,
  summary: "Add a member of your organization to a project you own",
  responses: { 201: { description: "Membership", schema: z.object({ project: z.string(), user_id: z.string(), role: z.string() }) } },
});
