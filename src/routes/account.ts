/**
 * Account deletion (lifecycle/account-erasure.ts): the user's own `DELETE /v1/me` (confirmed by
 * repeating their user id) and the operator's `POST /v1/admin/users/{id}/erase`.
 */
import { Hono } from "hono";
import { z } from "zod";
import { userIdParam } from "../auth/schemas";
import { EngramError } from "../errors";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readParam, readQuery } from "../http/validate";
import { requestAccountErasure } from "../lifecycle/account-erasure";
import { oauthHelpersFor } from "../oauth/front";

export const accountErasureView = z.object({
  user_id: z.string(),
  status: z.enum(["erased", "in_progress"]).describe("in_progress: a large account; the hourly job finishes it (the user is already disabled, keys and grants revoked)"),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
});

const meDeleteQuery = z.object({
  confirm: z.string().min(1).max(64).describe("Your user id (usr_…), repeated: deleting an account cannot be undone"),
});

export const accountRoutes = new Hono<AppEnv>();
accountRoutes.delete("/me", async (c) => {
  const p = c.get("principal");
  const { confirm } = readQuery(c, meDeleteQuery);
  if (confirm !== p.userId) throw new EngramError("validation_failed", "confirm: must be your user id", { field: "confirm" });
  const status = await requestAccountErasure(c.get("deps"), oauthHelpersFor(new URL(c.req.url), c.env), p.userId, "self");
  return c.json(status, status.status === "erased" ? 200 : 202);
});
documentRoute({
  method: "delete", path: "/v1/me", tag: "account", query: meDeleteQuery,
  summary: "Delete your account and all its data for good: memories (with every copy, as erase), API keys, OAuth connections, conflicts, skills, outcomes, the knowledge graph, working memory, R2 archive copies and backups. Your keys stop working at once",
  responses: {
    200: { description: "Erased", schema: accountErasureView },
    202: { description: "Started; the hourly job finishes a large account", schema: accountErasureView },
  },
});

export const adminAccountRoutes = new Hono<AppEnv>();
adminAccountRoutes.post("/users/:id/erase", async (c) => {
  const id = readParam(c, "id", userIdParam);
  const status = await requestAccountErasure(c.get("deps"), oauthHelpersFor(new URL(c.req.url), c.env), id, "admin");
  return c.json(status, status.status === "erased" ? 200 : 202);
});
documentRoute({
  method: "post", path: "/v1/admin/users/{id}/erase", tag: "admin", auth: "admin", params: ["id"],
  summary: "Erase a user's account and all its data for good (as DELETE /v1/me; idempotent, audited by id)",
  responses: {
    200: { description: "Erased", schema: accountErasureView },
    202: { description: "Started; the hourly job finishes a large account", schema: accountErasureView },
  },
});
