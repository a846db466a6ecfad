import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN, call, newUser, remember } from "./helpers";

const works = async (key: string) => (await call("GET", "/v1/memories", { key })).status;

async function auditKinds(userId: string) {
  const { results } = await env.DB
    .prepare("SELECT kind FROM events WHERE user_id = ? AND kind IN ('audit.user_disabled', 'audit.user_enabled') ORDER BY rowid")
    .bind(userId)
    .all<{ kind: string }>();
  return results.map((r) => r.kind);
}

describe("operator console: users", () => {
  it("disables a user at once (keys refused, data kept) and re-enables them with everything intact, audited once each", async () => {
    const u = await newUser("to-disable");
    const stored = await remember(u.key, { content: "The billing service retries webhooks three times", type: "fact" });
    expect(stored.status).toBe(201);
    expect(await works(u.key)).toBe(200);

    const off = await call("POST", `/v1/admin/users/${u.id}/disable`, { key: ADMIN });
    expect(off.status).toBe(200);
    expect(off.body.changed).toBe(true);
    expect(off.body.user.disabled_at).not.toBeNull();
    expect(await works(u.key)).toBe(401);
    const mcp = await call("POST", "/mcp", {
      key: u.key,
      headers: { accept: "application/json, text/event-stream" },
      body: { jsonrpc: "2.0", id: 1, method: "tools/list" },
    });
    expect(mcp.status).toBe(401);

    // Disabling again changes nothing: same time, no second audit event.
    const again = await call("POST", `/v1/admin/users/${u.id}/disable`, { key: ADMIN });
    expect(again.body).toMatchObject({ changed: false, user: { disabled_at: off.body.user.disabled_at } });

    const on = await call("POST", `/v1/admin/users/${u.id}/enable`, { key: ADMIN });
    expect(on.body).toMatchObject({ changed: true, user: { disabled_at: null } });
    const list = await call("GET", "/v1/memories", { key: u.key });
    expect(list.status).toBe(200);
    expect(list.body.memories.map((m: { id: string }) => m.id)).toEqual([stored.body.memory.id]);
    expect(await auditKinds(u.id)).toEqual(["audit.user_disabled", "audit.user_enabled"]);
  });

  it("lists users page by page, searches name, id and organization case-insensitively, and filters by status", async () => {
    const tag = `Op${crypto.randomUUID().slice(0, 8)}`;
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await newUser(`${tag}-user-${i}`, i < 2 ? `${tag}-Org` : undefined));
    await call("POST", `/v1/admin/users/${made[3].id}/disable`, { key: ADMIN });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const qs: string = `q=${tag.toLowerCase()}&limit=2${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await call("GET", `/v1/admin/users?${qs}`, { key: ADMIN });
      expect(page.status).toBe(200);
      expect(page.body.users.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.users.map((u: { id: string }) => u.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(made.map((u) => u.id)); // every one once, in creation order

    const byOrg = await call("GET", `/v1/admin/users?q=${encodeURIComponent(`${tag}-org`.toUpperCase())}`, { key: ADMIN });
    expect(byOrg.body.users.map((u: { id: string }) => u.id)).toEqual([made[0].id, made[1].id]);
    const byId = await call("GET", `/v1/admin/users?q=${made[2].id}`, { key: ADMIN });
    expect(byId.body.users.map((u: { id: string }) => u.id)).toEqual([made[2].id]);
    const disabled = await call("GET", `/v1/admin/users?q=${tag}&status=disabled`, { key: ADMIN });
    expect(disabled.body.users.map((u: { id: string }) => u.id)).toEqual([made[3].id]);
    const enabled = await call("GET", `/v1/admin/users?q=${tag}&status=enabled`, { key: ADMIN });
    expect(enabled.body.users).toHaveLength(4);
    expect(enabled.body.users[0]).toMatchObject({ name: `${tag}-user-0`, org: `${tag}-Org`, active_keys: 1, live_memories: 0 });
  });

  it("shows a user's usage: memories per scope, live and archived, keys, last write", async () => {
    const u = await newUser("usage");
    const a = await remember(u.key, { content: "The staging database is rebuilt every Sunday night", type: "fact", scope: "private" });
    await remember(u.key, { content: "Team standup is at 9:30 in the Oak room", type: "fact", scope: "team" });
    expect((await call("DELETE", `/v1/memories/${a.body.memory.id}`, { key: u.key })).status).toBe(200);
    await call("POST", "/v1/keys", { key: u.key, body: { name: "laptop" } });

    const detail = await call("GET", `/v1/admin/users/${u.id}`, { key: ADMIN });
    expect(detail.status).toBe(200);
    expect(detail.body.usage.memories).toEqual({ private: { live: 0, archived: 1 }, team: { live: 1, archived: 0 } });
    expect(detail.body.usage.keys).toEqual({ active: 2, revoked: 0 });
    expect(detail.body.usage.last_write_at).not.toBeNull();
    expect(detail.body.user).toMatchObject({ id: u.id, name: "usage", disabled_at: null });
  });

  it("refuses without the admin token, answers 404 for an unknown user and names a bad query field", async () => {
    const u = await newUser("not-an-operator");
    expect((await call("GET", "/v1/admin/users", { key: u.key })).status).toBe(401);
    expect((await call("POST", `/v1/admin/users/${u.id}/disable`, { key: u.key })).status).toBe(401);
    expect(await works(u.key)).toBe(200);
    const missing = await call("POST", "/v1/admin/users/usr_nobody/disable", { key: ADMIN });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("not_found");
    expect((await call("GET", "/v1/admin/users/usr_nobody", { key: ADMIN })).status).toBe(404);
    const bad = await call("GET", "/v1/admin/users?limit=0", { key: ADMIN });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe("limit");
  });

  it("documents the console in the OpenAPI document", async () => {
    const doc = (await call("GET", "/openapi.json")).body;
    expect(doc.paths["/v1/admin/users"].get.parameters.map((p: { name: string }) => p.name)).toEqual(["q", "status", "limit", "cursor"]);
    expect(doc.paths["/v1/admin/users/{id}/disable"].post.responses["200"]).toBeDefined();
    expect(doc.paths["/v1/admin/users/{id}/enable"].post.responses["200"]).toBeDefined();
    expect(doc.paths["/v1/admin/users/{id}"].get.responses["200"]).toBeDefined();
  });
});
