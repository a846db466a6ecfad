/**
 * `/v1/connections`: the caller's connected apps (OAuth grants for claude.ai / Claude Desktop
 * connectors). API keys only, like all of /v1: an OAuth access token is accepted on /mcp alone.
 */
import { Hono } from "hono";
import { z } from "zod";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readParam } from "../http/validate";
import { connectionIdParam, connectionView, listConnections, revokeConnection } from "../oauth/connections";
import { oauthHelpersFor } from "../oauth/front";

export const connectionRoutes = new Hono<AppEnv>();

connectionRoutes.get("/connections", async (c) => {
  const oauth = oauthHelpersFor(new URL(c.req.url), c.env);
  return c.json({ connections: await listConnections(c.env.DB, oauth, c.get("principal").userId) });
});
documentRoute({
  method: "get", path: "/v1/connections", tag: "connections",
  summary: "Apps you connected over OAuth (claude.ai / Claude Desktop connectors), newest first: client name, scope, the approving key and whether it is still active. Empty where OAuth is off (no OAUTH_KV, or plain http on a non-loopback host)",
  responses: { 200: { description: "Your connections", schema: z.object({ connections: z.array(connectionView) }) } },
});

connectionRoutes.delete("/connections/:id", async (c) => {
  const id = readParam(c, "id", connectionIdParam);
  const p = c.get("principal");
  const oauth = oauthHelpersFor(new URL(c.req.url), c.env);
  const connection = await revokeConnection(c.env.DB, c.get("deps").clock, oauth, p, id);
  return c.json({ connection });
});
documentRoute({
  method: "delete", path: "/v1/connections/{id}", tag: "connections", params: ["id"],
  summary: "Revoke one connection: its access and refresh tokens stop working at once; the API key that approved it keeps working. 404 for an unknown id, another user's, or where OAuth is off",
  responses: { 200: { description: "The revoked connection", schema: z.object({ connection: connectionView }) } },
});
