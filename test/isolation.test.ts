import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, recallIds, remember } from "./helpers";

describe("tenancy and scopes", () => {
  it("user B never sees user A's private memory: 404 by id, absent from list and recall", async () => {
    const a = await newUser("a");
    const b = await newUser("b");
    const secret = await remember(a.key, { content: "The staging database password rotates on Fridays", type: "gotcha" });
    expect(secret.status).toBe(201);
    const id = secret.body.memory.id;

    expect((await call("GET", `/v1/memories/${id}`, { key: a.key })).status).toBe(200);
    const byId = await call("GET", `/v1/memories/${id}`, { key: b.key });
    expect(byId.status).toBe(404);
    expect(byId.body.error.code).toBe("not_found");

    const list = await call("GET", "/v1/memories", { key: b.key });
    expect(list.body.memories.map((m: { id: string }) => m.id)).not.toContain(id);
    expect(await recallIds(b.key, "staging database password")).not.toContain(id);
    expect(await recallIds(a.key, "staging database password")).toContain(id);

    // B cannot edit or forget it either, and learns nothing about its existence.
    expect((await call("PATCH", `/v1/memories/${id}`, { key: b.key, body: { content: "x" } })).status).toBe(404);
    expect((await call("DELETE", `/v1/memories/${id}`, { key: b.key })).status).toBe(404);
    const still = await call("GET", `/v1/memories/${id}`, { key: a.key });
    expect(still.body.memory.content).toBe("The staging database password rotates on Fridays");
    expect(still.body.memory.archived_at).toBeNull();
  });

  it("team memories are shared within the organization only", async () => {
    const a = await newUser("a", "Acme");
    const b = await newUser("b", "Acme");
    const outsider = await newUser("c", "Globex");
    expect(a.orgId).toBe(b.orgId);
    const m = await remember(a.key, { content: "Deploys freeze every Thursday afternoon", type: "pattern", scope: "team" });
    const id = m.body.memory.id;
    expect((await call("GET", `/v1/memories/${id}`, { key: b.key })).status).toBe(200);
    expect(await recallIds(b.key, "deploy freeze Thursday")).toContain(id);
    expect((await call("GET", `/v1/memories/${id}`, { key: outsider.key })).status).toBe(404);
    expect(await recallIds(outsider.key, "deploy freeze Thursday")).not.toContain(id);
    // A teammate can read a team memory but only its owner can change it.
    expect((await call("PATCH", `/v1/memories/${id}`, { key: b.key, body: { content: "changed" } })).status).toBe(403);
  });

  it("project memories are visible to project members only", async () => {
    const owner = await newUser("owner", "Initech");
    const member = await newUser("member", "Initech");
    const other = await newUser("other", "Initech");
    const m = await remember(owner.key, { content: "The billing service lives in services/billing", type: "location", project: "tps" });
    expect(m.status).toBe(201);
    expect(m.body.memory.scope).toBe("project");
    const id = m.body.memory.id;

    expect((await call("GET", `/v1/memories/${id}`, { key: member.key })).status).toBe(404);
    // Not a member: writing into the project is refused, and reading it is "not found".
    const denied = await remember(other.key, { content: "x", project: "tps" });
    expect(denied.status).toBe(403);
    expect((await call("GET", "/v1/memories?project=tps", { key: other.key })).status).toBe(404);

    const add = await call("POST", "/v1/projects/tps/members", { key: owner.key, body: { user_id: member.id } });
    expect(add.status).toBe(201);
    expect((await call("GET", `/v1/memories/${id}`, { key: member.key })).status).toBe(200);
    expect(await recallIds(member.key, "billing service", { project: "tps" })).toContain(id);
    expect(await recallIds(other.key, "billing service")).not.toContain(id);

    // Members can only be added by an owner, and only from the same organization.
    const outsider = await newUser("outsider", "Umbrella");
    expect((await call("POST", "/v1/projects/tps/members", { key: member.key, body: { user_id: other.id } })).status).toBe(403);
    expect((await call("POST", "/v1/projects/tps/members", { key: owner.key, body: { user_id: outsider.id } })).status).toBe(404);
  });

  it("identity comes from the key only: a user id in the body is ignored or refused", async () => {
    const a = await newUser("a");
    const b = await newUser("b");
    const res = await remember(b.key, { content: "mine", metadata: { user_id: a.id } });
    expect(res.body.memory.owner_id).toBe(b.id);
    const row = await env.DB.prepare("SELECT user_id FROM memories WHERE id = ?").bind(res.body.memory.id).first<{ user_id: string }>();
    expect(row?.user_id).toBe(b.id);
  });

  it("refuses missing, malformed and revoked credentials with 401 and WWW-Authenticate", async () => {
    const none = await call("GET", "/v1/memories");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    expect((await call("GET", "/v1/memories", { key: "egm_not-a-real-key" })).status).toBe(401);
    const u = await newUser("revoked");
    await env.DB.prepare("UPDATE api_keys SET revoked_at = 1 WHERE user_id = ?").bind(u.id).run();
    expect((await call("GET", "/v1/memories", { key: u.key })).status).toBe(401);
    // The admin token is not an API key, and an API key is not the admin token.
    expect((await call("GET", "/v1/memories", { key: "test-admin-token-at-least-32-characters" })).status).toBe(401);
    const a = await newUser("a");
    expect((await call("POST", "/v1/admin/users", { key: a.key, body: { name: "x" } })).status).toBe(401);
  });

  it("stores API keys only as hashes", async () => {
    const u = await newUser("hashed");
    const rows = await env.DB.prepare("SELECT key_hash, prefix FROM api_keys WHERE user_id = ?").bind(u.id).all<{ key_hash: string; prefix: string }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows.results[0].key_hash).not.toContain(u.key);
    expect(u.key.startsWith(rows.results[0].prefix)).toBe(true);
  });
});
