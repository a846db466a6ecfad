/**
 * SWARM for members (`/v1/me/swarm`, `/v1/swarm/...`) and organization admins (`/v1/orgs/:id/...`),
 * plus the operator's organization creation (`/v1/admin/orgs`). See docs/swarm.md.
 */
import { Hono } from "hono";
import { z } from "zod";
import { mirrorNewUser } from "../scaling/move-organization";
import { placeNewOrganization } from "../scaling/placement";
import { createOrganization, operatorGrantAdmin, removeMember, requireOrgAdmin, setRole } from "../auth/orgs";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson, readParam, readQuery } from "../http/validate";
import { PRIMARY, databaseNamed } from "../storage/databases";
import { setUserDisabled } from "../storage/users-store";
import { listMembers, putSwarmSettings, swarmSettingsOf } from "../storage/orgs-store";
import { auditPage, auditStatement } from "../storage/swarm-store";
import { approveItem, decideItem, listItems, reportShared, useShared } from "../swarm/actions";
import { removeVotes, setSwarmOptIn, swarmStatus } from "../swarm/membership";
import {
  adminItemView, approveInput, auditQuery, createOrgInput, findQuery, grantAdminInput, idParam, itemsQuery, membersQuery, optInInput, optInView,
  reportInput, roleInput, settingsInput, settingsView, sharedItemView, useInput,
} from "../swarm/schemas";
import { findShared, sharedView } from "../swarm/search";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// Operator ------------------------------------------------------------------------------------------
export const adminOrgRoutes = new Hono<AppEnv>();

adminOrgRoutes.post("/orgs", async (c) => {
  const input = await readJson(c, createOrgInput);
  const deps = c.get("deps");
  // Placed by the rule when several databases are bound (scaling/placement.ts); the accounts stay on
  // the primary, mirrored onto the organization's database (its role and audit row live there).
  const placeOn = await placeNewOrganization(deps.databases);
  const settle = async (orgId: string) => (await mirrorNewUser(deps, orgId), deps.databaseFor(orgId));
  return c.json(await createOrganization(c.env.DB, deps.clock, input, { placeOn, settle }), 201);
});
documentRoute({
  method: "post", path: "/v1/admin/orgs", tag: "admin", auth: "admin", body: createOrgInput,
  summary: "Create a named organization (or use the existing one of that name) with its first admin: a new user and API key (shown once)",
  responses: { 201: { description: "The organization, its admin and the admin's key" } },
});

adminOrgRoutes.post("/orgs/:id/admins", async (c) => {
  const orgId = readParam(c, "id", idParam);
  const input = await readJson(c, grantAdminInput);
  // Roles live with the organization's data (docs/scaling.md), on whichever database holds it.
  return c.json(await operatorGrantAdmin(await c.get("deps").databaseFor(orgId), c.get("deps").clock, orgId, input.user_id));
});
documentRoute({
  method: "post", path: "/v1/admin/orgs/{id}/admins", tag: "admin", auth: "admin", params: ["id"], body: grantAdminInput,
  summary: "Name an admin of an existing organization (e.g. one created before roles existed)",
  responses: { 200: { description: "The member's role", schema: z.object({ user_id: z.string(), role: z.literal("admin") }) } },
});

// Members -------------------------------------------------------------------------------------------
export const swarmRoutes = new Hono<AppEnv>();

swarmRoutes.get("/me/swarm", async (c) => c.json(await swarmStatus(c.get("deps").db, c.get("principal"))));
documentRoute({
  method: "get", path: "/v1/me/swarm", tag: "swarm", summary: "Your SWARM opt-in and your organization's switch",
  responses: { 200: { description: "Status", schema: optInView } },
});

swarmRoutes.put("/me/swarm", async (c) => {
  const input = await readJson(c, optInInput);
  return c.json(await setSwarmOptIn(c.get("deps").db, c.get("deps").clock(), c.get("principal"), input.enabled));
});
documentRoute({
  method: "put", path: "/v1/me/swarm", tag: "swarm", body: optInInput,
  summary: "Opt in to or out of SWARM (off by default); opting out removes your votes at once",
  responses: { 200: { description: "Status", schema: optInView } },
});

swarmRoutes.get("/swarm/search", async (c) => {
  const q = readQuery(c, findQuery);
  const hits = await findShared(c.get("deps"), c.get("principal"), q.q, q.limit);
  return c.json({ results: hits.map((h) => ({ ...sharedView(h.item), score: h.score, why: { source: "swarm", bm25_rank: h.bm25_rank, dense_rank: h.dense_rank } })) });
});
documentRoute({
  method: "get", path: "/v1/swarm/search", tag: "swarm", query: findQuery,
  summary: "Search your organization's shared pool (opted-in members of an organization with SWARM on)",
  responses: { 200: { description: "Shared items with usage statistics", schema: z.object({ results: z.array(sharedItemView.extend({ score: z.number(), why: z.record(z.string(), z.unknown()) })) }) } },
});

swarmRoutes.post("/swarm/items/:id/use", async (c) => {
  const id = readParam(c, "id", idParam);
  const input = await readJson(c, useInput);
  return c.json(await useShared(c.get("deps"), c.get("principal"), id, input));
});
documentRoute({
  method: "post", path: "/v1/swarm/items/{id}/use", tag: "swarm", params: ["id"], body: useInput,
  summary: "Record your use of a shared item (its outcome) and/or your 1-10 rating; one vote per member",
  responses: { 200: { description: "The item with updated statistics", schema: z.object({ item: sharedItemView }) } },
});

swarmRoutes.post("/swarm/items/:id/report", async (c) => {
  const id = readParam(c, "id", idParam);
  const input = await readJson(c, reportInput);
  return c.json(await reportShared(c.get("deps"), c.get("principal"), id, input.reason));
});
documentRoute({
  method: "post", path: "/v1/swarm/items/{id}/report", tag: "swarm", params: ["id"], body: reportInput,
  summary: "Report a shared item as wrong or harmful; enough reports quarantine it for an admin",
  responses: { 200: { description: "The item's status", schema: z.object({ id: z.string(), status: z.string() }) } },
});

// Organization admins -------------------------------------------------------------------------------

swarmRoutes.get("/orgs/:id/members", async (c) => {
  const orgId = readParam(c, "id", idParam);
  const q = readQuery(c, membersQuery);
  await requireOrgAdmin(c.get("deps").db, c.get("principal"), orgId);
  const rows = await listMembers(c.get("deps").db, orgId, q.after, q.limit);
  return c.json({
    members: rows.map((r) => ({ ...r, disabled_at: iso(r.disabled_at), created_at: iso(r.created_at) })),
    next_cursor: rows.length === q.limit ? rows.at(-1)!.user_id : null,
  });
});
documentRoute({
  method: "get", path: "/v1/orgs/{id}/members", tag: "orgs", params: ["id"], query: membersQuery, summary: "Members of your organization with their roles (admins only)",
  responses: { 200: { description: "A page of members" } },
});

swarmRoutes.put("/orgs/:id/members/:userId/role", async (c) => {
  const orgId = readParam(c, "id", idParam);
  const userId = readParam(c, "userId", idParam);
  const input = await readJson(c, roleInput);
  return c.json(await setRole(c.get("deps").db, c.get("deps").clock, c.get("principal"), orgId, userId, input.role));
});
documentRoute({
  method: "put", path: "/v1/orgs/{id}/members/{userId}/role", tag: "orgs", params: ["id", "userId"], body: roleInput,
  summary: "Make a member admin or remove an admin (never the last one)", responses: { 200: { description: "The role" } },
});

swarmRoutes.delete("/orgs/:id/members/:userId", async (c) => {
  const orgId = readParam(c, "id", idParam);
  const userId = readParam(c, "userId", idParam);
  const deps = c.get("deps");
  await removeMember(deps.db, deps.clock, c.get("principal"), orgId, userId);
  // The account itself is on the primary: disabled there too, or its keys would still work.
  const primary = databaseNamed(deps.databases, PRIMARY);
  await setUserDisabled(primary, userId, deps.clock()).run();
  const withdrawn = await removeVotes(deps.db, orgId, userId, deps.clock());
  return c.json({ user_id: userId, removed: true, withdrawn });
});
documentRoute({
  method: "delete", path: "/v1/orgs/{id}/members/{userId}", tag: "orgs", params: ["id", "userId"],
  summary: "Remove a member: their account is disabled and their SWARM votes removed (never the last admin)",
  responses: { 200: { description: "Removed; items withdrawn as a result" } },
});

swarmRoutes.get("/orgs/:id/swarm", async (c) => {
  const orgId = readParam(c, "id", idParam);
  await requireOrgAdmin(c.get("deps").db, c.get("principal"), orgId);
  const s = await swarmSettingsOf(c.get("deps").db, orgId);
  return c.json({ ...s, updated_at: iso(s.updated_at) });
});
documentRoute({
  method: "get", path: "/v1/orgs/{id}/swarm", tag: "orgs", params: ["id"], summary: "The organization's SWARM settings (admins)",
  responses: { 200: { description: "Settings", schema: settingsView } },
});

swarmRoutes.put("/orgs/:id/swarm", async (c) => {
  const orgId = readParam(c, "id", idParam);
  const input = await readJson(c, settingsInput);
  const p = c.get("principal");
  await requireOrgAdmin(c.get("deps").db, p, orgId);
  const now = c.get("deps").clock();
  const before = await swarmSettingsOf(c.get("deps").db, orgId);
  // SWARM's tables stay on the primary (docs/scaling.md): an organization placed elsewhere keeps its
  // members' memories there, where the nightly promotion does not look.
  await putSwarmSettings(c.get("deps").db, orgId, input, now);
  if (before.enabled !== input.enabled) {
    await auditStatement(c.get("deps").db, { orgId, kind: input.enabled ? "swarm.org_enabled" : "swarm.org_disabled", actor: p.userId, now }).run();
  }
  const s = await swarmSettingsOf(c.get("deps").db, orgId);
  return c.json({ ...s, updated_at: iso(s.updated_at) });
});
documentRoute({
  method: "put", path: "/v1/orgs/{id}/swarm", tag: "orgs", params: ["id"], body: settingsInput, summary: "Turn SWARM on or off for the organization and set its limits (admins)",
  responses: { 200: { description: "Settings", schema: settingsView } },
});

swarmRoutes.get("/orgs/:id/swarm/items", async (c) => {
  const orgId = readParam(c, "id", idParam);
  const q = readQuery(c, itemsQuery);
  return c.json({ items: await listItems(c.get("deps").db, c.get("principal"), orgId, q.status) });
});
documentRoute({
  method: "get", path: "/v1/orgs/{id}/swarm/items", tag: "orgs", params: ["id"], query: itemsQuery,
  summary: "The pool and the review queue (status=review) for admins", responses: { 200: { description: "Items", schema: z.object({ items: z.array(adminItemView) }) } },
});

swarmRoutes.post("/orgs/:id/swarm/items/:itemId/approve", async (c) => {
  const orgId = readParam(c, "id", idParam);
  const itemId = readParam(c, "itemId", idParam);
  const input = await readJson(c, approveInput);
  return c.json({ item: await approveItem(c.get("deps"), c.get("principal"), orgId, itemId, input.content) });
});
documentRoute({
  method: "post", path: "/v1/orgs/{id}/swarm/items/{itemId}/approve", tag: "orgs", params: ["id", "itemId"], body: approveInput,
  summary: "Approve a held or quarantined item, optionally with edited text (the privacy engine checks it again)",
  responses: { 200: { description: "The item", schema: z.object({ item: adminItemView }) } },
});

for (const [path, to] of [["reject", "rejected"], ["withdraw", "withdrawn"]] as const) {
  swarmRoutes.post(`/orgs/:id/swarm/items/:itemId/${path}`, async (c) => {
    const orgId = readParam(c, "id", idParam);
    const itemId = readParam(c, "itemId", idParam);
    return c.json({ item: await decideItem(c.get("deps"), c.get("principal"), orgId, itemId, to) });
  });
  documentRoute({
    method: "post", path: `/v1/orgs/{id}/swarm/items/{itemId}/${path}`, tag: "orgs", params: ["id", "itemId"],
    summary: path === "reject" ? "Reject a held or quarantined item" : "Withdraw any item from the pool",
    responses: { 200: { description: "The item", schema: z.object({ item: adminItemView }) } },
  });
}

swarmRoutes.get("/orgs/:id/swarm/audit", async (c) => {
  const orgId = readParam(c, "id", idParam);
  const q = readQuery(c, auditQuery);
  await requireOrgAdmin(c.get("deps").db, c.get("principal"), orgId);
  const rows = await auditPage(c.get("deps").db, orgId, q.before, q.limit);
  return c.json({
    events: rows.map((r) => ({ id: r.id, kind: r.kind, item_id: r.itemId, actor: r.actor, data: JSON.parse(r.data), created_at: iso(r.createdAt) })),
    next_cursor: rows.length === q.limit ? rows.at(-1)!.id : null,
  });
});
documentRoute({
  method: "get", path: "/v1/orgs/{id}/swarm/audit", tag: "orgs", params: ["id"], query: auditQuery,
  summary: "SWARM audit events, newest first: promotions, withdrawals, review decisions, reports, opt-in changes (hashes, never private text)",
  responses: { 200: { description: "Events" } },
});
