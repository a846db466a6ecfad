import { Hono } from "hono";
import { z } from "zod";
import { findKey, findKeyOwner, issueKey, keyView, revokeKey } from "../auth/key-management";
import { listUsers, setUserEnabled, userDetail } from "../auth/operator";
import {
  adminKeyView, createKeyInput, keyIdParam, operatorUserListItem, operatorUserView, userIdParam, userUsageView, usersQuery,
} from "../auth/schemas";
import { createUser } from "../auth/users";
import type { Deps } from "../config";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson, readParam, readQuery } from "../http/validate";
import { createUserInput } from "../memory/schemas";
import { mirrorNewUser } from "../scaling/move-organization";
import { placeNewOrganization } from "../scaling/placement";
import { PRIMARY } from "../storage/databases";

export const adminRoutes = new Hono<AppEnv>();

adminRoutes.post("/users", async (c) => {
  const input = await readJson(c, createUserInput);
  const deps = c.get("deps");
  // A new organization is placed by the rule when several databases are bound (scaling/placement.ts);
  // the account stays on the primary and is mirrored onto the organization's database.
  const created = await createUser(c.env.DB, deps.clock, input, await placeNewOrganization(deps.databases));
  await mirrorNewUser(deps, created.user.org_id);
  return c.json(created, 201);
});
documentRoute({
  method: "post", path: "/v1/admin/users", tag: "admin", auth: "admin", summary: "Create a user and its API key (shown once)",
  body: createUserInput,
  responses: {
    201: {
      description: "The user and a new API key; only its hash is stored",
      schema: z.object({
        user: z.object({ id: z.string(), name: z.string(), org_id: z.string(), org: z.string(), created_at: z.string() }),
        api_key: z.string(),
      }),
    },
  },
});

// Recovery: an operator issues a key for a user who lost theirs, and revokes any key (even a
// user's last one: a leaked key must be stoppable; issue a new one afterwards).
const adminKeyOf = (k: Parameters<typeof keyView>[0]) => ({ ...keyView(k), user_id: k.user_id });

adminRoutes.post("/users/:id/keys", async (c) => {
  const input = await readJson(c, createKeyInput);
  const owner = await findKeyOwner(c.env.DB, readParam(c, "id", userIdParam));
  const { key, api_key } = await issueKey(c.env.DB, c.get("deps").clock, owner, input.name ?? null, "admin");
  return c.json({ key: adminKeyOf(key), api_key }, 201);
});
documentRoute({
  method: "post", path: "/v1/admin/users/{id}/keys", tag: "admin", auth: "admin", params: ["id"], body: createKeyInput,
  summary: "Issue a new API key for a user (recovery; shown once; at most 10 active keys per user)",
  responses: {
    201: { description: "The key's record and its value; only the hash is stored", schema: z.object({ key: adminKeyView, api_key: z.string() }) },
  },
});

adminRoutes.delete("/keys/:id", async (c) => {
  const key = await findKey(c.env.DB, readParam(c, "id", keyIdParam));
  const revoked = await revokeKey(c.env.DB, c.get("deps").clock, key, "admin", { keepLastActive: false });
  return c.json({ key: adminKeyOf(revoked) });
});
documentRoute({
  method: "delete", path: "/v1/admin/keys/{id}", tag: "admin", auth: "admin", params: ["id"],
  summary: "Revoke any API key, including a user's last one (idempotent)",
  responses: { 200: { description: "The revoked key", schema: z.object({ key: adminKeyView }) } },
});

// The operator's console: who is here, what they use, and a switch that stops a user without
// deleting anything (see auth/operator.ts).
// Memories live on each organization's database: the usage figures are summed over every bound one.
const otherDatabases = (deps: Deps) => deps.databases.filter((d) => d.name !== PRIMARY).map((d) => d.db);

adminRoutes.get("/users", async (c) => c.json(await listUsers(c.env.DB, readQuery(c, usersQuery), otherDatabases(c.get("deps")))));
documentRoute({
  method: "get", path: "/v1/admin/users", tag: "admin", auth: "admin", query: usersQuery,
  summary: "List users (paged by id, searchable by name, id or organization); live memories counted on every bound database",
  responses: {
    200: { description: "A page", schema: z.object({ users: z.array(operatorUserListItem), next_cursor: z.string().nullable() }) },
  },
});

adminRoutes.get("/users/:id", async (c) => c.json(await userDetail(c.env.DB, readParam(c, "id", userIdParam), otherDatabases(c.get("deps")))));
documentRoute({
  method: "get", path: "/v1/admin/users/{id}", tag: "admin", auth: "admin", params: ["id"],
  summary: "One user and their usage: memories per scope and last write (summed over every bound database), keys, last key use",
  responses: { 200: { description: "The user", schema: z.object({ user: operatorUserView, usage: userUsageView }) } },
});

for (const [action, enabled] of [["disable", false], ["enable", true]] as const) {
  adminRoutes.post(`/users/:id/${action}`, async (c) =>
    c.json(await setUserEnabled(c.env.DB, c.get("deps").clock, readParam(c, "id", userIdParam), enabled, (orgId) => c.get("deps").databaseFor(orgId))));
  documentRoute({
    method: "post", path: `/v1/admin/users/{id}/${action}`, tag: "admin", auth: "admin", params: ["id"],
    summary: enabled
      ? "Re-enable a user: their keys and OAuth grants work again (idempotent, audited)"
      : "Disable a user: their keys and OAuth grants stop working at once, data kept (idempotent, audited)",
    responses: {
      200: {
        description: "The user; `changed` is false when they were already in that state",
        schema: z.object({ user: operatorUserView, changed: z.boolean() }),
      },
    },
  });
}
