/** Operators place organizations across the D1 databases (docs/scaling.md): where one is, and moving it. */
import { Hono } from "hono";
import { z } from "zod";
import { EngramError } from "../errors";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson, readParam } from "../http/validate";
import { moveOrganization } from "../scaling/move-organization";
import { placementFor } from "../storage/databases";
import { orgMemberIds } from "../storage/users-store";

export const adminOrganizationRoutes = new Hono<AppEnv>();

const orgIdParam = z.string().min(1).max(64);
const moveInput = z.strictObject({ database: z.string().regex(/^DB(_\d+)?$/).describe("A D1 binding name: DB (the primary), DB_1 … DB_n") });

adminOrganizationRoutes.get("/organizations/:id/placement", async (c) => {
  const deps = c.get("deps");
  const id = readParam(c, "id", orgIdParam);
  if (!(await orgMemberIds(c.env.DB, id)).length) throw new EngramError("not_found", `no organization '${id}'`, { field: "id" });
  return c.json({ org_id: id, ...(await placementFor(deps.databases, id)), databases: deps.databases.map((d) => d.name) });
});
documentRoute({
  method: "get", path: "/v1/admin/organizations/{id}/placement", tag: "admin", auth: "admin", params: ["id"],
  summary: "Which D1 database holds the organization, and the databases bound",
  responses: { 200: { description: "The placement" }, 404: { description: "No such organization" } },
});

adminOrganizationRoutes.post("/organizations/:id/move", async (c) => {
  const id = readParam(c, "id", orgIdParam);
  const input = await readJson(c, moveInput);
  return c.json(await moveOrganization(c.get("deps"), id, input.database));
});
documentRoute({
  method: "post", path: "/v1/admin/organizations/{id}/move", tag: "admin", auth: "admin", params: ["id"], body: moveInput,
  summary: "Move an organization to another D1 database online: writes get 503 + Retry-After meanwhile; rows copied, counts verified, the directory flipped, the source emptied",
  responses: { 200: { description: "Where from and to, and the verified row counts per table" }, 404: { description: "No such organization" }, 409: { description: "Already moving, or the copy could not be verified (nothing changed)" } },
});
