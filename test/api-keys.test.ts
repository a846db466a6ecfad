import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { findKey, revokeKey } from "../src/auth/key-management";
import { ADMIN, call, newUser } from "./helpers";
import { mcpClient } from "./mcp-client";

const mcpInit = {
  jsonrpc: "2.0", id: 1, method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "keys", version: "1" } },
};
const mcpHeaders = { accept: "application/json, text/event-stream" };

/** SHA-256 hex computed here, independently of src/, to check what D1 holds. */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

const works = async (key: string) => (await call("GET", "/v1/projects", { key })).status;

async function createKey(key: string, name?: string) {
  const res = await call("POST", "/v1/keys", { key, body: name === undefined ? {} : { name } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { key: { id: string; name: string | null; prefix: string; current: boolean }; api_key: string };
}

async function keyEvents(userId: string) {
  const { results } = await env.DB
    .prepare("SELECT kind, data FROM events WHERE user_id = ? AND kind LIKE 'audit.api_key_%' ORDER BY rowid")
    .bind(userId)
    .all<{ kind: string; data: string }>();
  return results;
}

describe("listing your keys", () => {
  it("shows id, label, prefix and dates, never the key or its hash, and marks the key in use", async () => {
    const u = await newUser("lister");
    const first = await call("GET", "/v1/keys", { key: u.key });
    expect(first.status).toBe(200);
    expect(first.body.keys).toHaveLength(1);
    const [only] = first.body.keys;
    expect(Object.keys(only).sort()).toEqual(["created_at", "current", "id", "name", "prefix", "revoked_at"]);
    expect(only).toMatchObject({ name: null, prefix: u.key.slice(0, 10), revoked_at: null, current: true });
    expect(u.key.startsWith(only.prefix)).toBe(true);
    const text = JSON.stringify(first.body);
    expect(text).not.toContain(u.key);
    expect(text).not.toContain(await sha256(u.key));

    const laptop = await createKey(u.key, "laptop");
    const seenByLaptop = await call("GET", "/v1/keys", { key: laptop.api_key });
    const current = seenByLaptop.body.keys.filter((k: { current: boolean }) => k.current);
    expect(current.map((k: { id: string }) => k.id)).toEqual([laptop.key.id]);
    expect(seenByLaptop.body.keys.map((k: { id: string }) => k.id)).toEqual([laptop.key.id, only.id]); // newest first
    expect(seenByLaptop.body.keys[0].name).toBe("laptop");
  });

  it("shows only the caller's keys and filters by status", async () => {
    const a = await newUser("owner-a");
    const b = await newUser("owner-b");
    const spare = await createKey(a.key, "spare");
    await call("DELETE", `/v1/keys/${spare.key.id}`, { key: a.key });
    const all = await call("GET", "/v1/keys", { key: a.key });
    expect(all.body.keys).toHaveLength(2);
    const active = await call("GET", "/v1/keys?status=active", { key: a.key });
    expect(active.body.keys.map((k: { revoked_at: string | null }) => k.revoked_at)).toEqual([null]);
    const revoked = await call("GET", "/v1/keys?status=revoked", { key: a.key });
    expect(revoked.body.keys.map((k: { id: string }) => k.id)).toEqual([spare.key.id]);
    const theirs = await call("GET", "/v1/keys", { key: b.key });
    expect(theirs.body.keys).toHaveLength(1);
    expect(theirs.body.keys[0].id).not.toBe(spare.key.id);
  });
});

describe("creating and rotating keys", () => {
  it("a new key is shown once, authenticates, and only its SHA-256 hash is stored", async () => {
    const u = await newUser("creator");
    const created = await createKey(u.key, "  ci  ");
    expect(created.api_key).toMatch(/^egm_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({ name: "ci", prefix: created.api_key.slice(0, 10), current: false, revoked_at: null });
    expect(await works(created.api_key)).toBe(200);

    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?").bind(created.key.id).first<Record<string, unknown>>();
    expect(row!.user_id).toBe(u.id);
    expect(row!.key_hash).toBe(await sha256(created.api_key));
    expect(Object.values(row!)).not.toContain(created.api_key);
    expect((await call("GET", "/v1/keys", { key: u.key })).body.keys.map((k: { id: string }) => k.id)).toContain(created.key.id);
  });

  it("rotation: create a new key, switch to it, revoke the old one", async () => {
    const u = await newUser("rotator");
    const [old] = (await call("GET", "/v1/keys", { key: u.key })).body.keys;
    const fresh = await createKey(u.key, "rotated");
    const revoked = await call("DELETE", `/v1/keys/${old.id}`, { key: fresh.api_key });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key).toMatchObject({ id: old.id, current: false });
    expect(Date.parse(revoked.body.key.revoked_at)).toBeGreaterThan(0);
    expect(await works(u.key)).toBe(401);
    expect(await works(fresh.api_key)).toBe(200);
    const list = (await call("GET", "/v1/keys", { key: fresh.api_key })).body.keys;
    expect(list.find((k: { id: string }) => k.id === old.id).revoked_at).toBe(revoked.body.key.revoked_at);
    // Rows are never deleted.
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ?").bind(u.id).first<{ n: number }>();
    expect(rows!.n).toBe(2);
  });

  it("caps active keys at 10 with 409 too_many_api_keys; revoked keys do not count", async () => {
    const u = await newUser("hoarder");
    const made = [];
    for (let i = 0; i < 9; i++) made.push(await createKey(u.key, `k${i}`));
    const over = await call("POST", "/v1/keys", { key: u.key, body: { name: "one too many" } });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe("too_many_api_keys");
    expect(over.body.error.message).toMatch(/at most 10 active API keys/);
    expect(over.body.error.details).toEqual({ limit: 10 });
    await call("DELETE", `/v1/keys/${made[0].key.id}`, { key: u.key });
    expect((await call("POST", "/v1/keys", { key: u.key, body: {} })).status).toBe(201);
  });

  it("concurrent creations never pass the cap", async () => {
    const u = await newUser("racer");
    const results = await Promise.all(Array.from({ length: 14 }, () => call("POST", "/v1/keys", { key: u.key, body: {} })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(9);
    expect(results.filter((r) => r.status === 409)).toHaveLength(5);
    const active = await env.DB
      .prepare("SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ? AND revoked_at IS NULL")
      .bind(u.id)
      .first<{ n: number }>();
    expect(active!.n).toBe(10);
    expect((await keyEvents(u.id)).filter((e) => e.kind === "audit.api_key_created")).toHaveLength(10);
  });

  it("refuses a bad body with 400 naming the field", async () => {
    const u = await newUser("validator");
    for (const body of [{ name: "" }, { name: "   " }, { name: 5 }, { name: "x".repeat(101) }]) {
      const r = await call("POST", "/v1/keys", { key: u.key, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error.code).toBe("validation_failed");
      expect(r.body.error.details.field).toBe("name");
      expect(r.body.error.message).toMatch(/^name: /);
    }
    expect((await call("POST", "/v1/keys", { key: u.key, raw: "{" })).body.error.code).toBe("invalid_json");
    const q = await call("GET", "/v1/keys?status=gone", { key: u.key });
    expect(q.status).toBe(400);
    expect(q.body.error.details).toMatchObject({ field: "status", in: "query" });
    expect((await call("GET", "/v1/keys", { key: u.key })).body.keys).toHaveLength(1);
  });
});

describe("revoking keys", () => {
  it("a revoked key gets 401 on REST and on /mcp", async () => {
    const u = await newUser("revoked");
    const doomed = await createKey(u.key, "doomed");
    expect((await call("POST", "/mcp", { key: doomed.api_key, body: mcpInit, headers: mcpHeaders })).status).toBe(200);
    expect(await works(doomed.api_key)).toBe(200);

    expect((await call("DELETE", `/v1/keys/${doomed.key.id}`, { key: u.key })).status).toBe(200);

    const rest = await call("GET", "/v1/memories", { key: doomed.api_key });
    expect(rest.status).toBe(401);
    expect(rest.body.error).toMatchObject({ code: "unauthorized", message: "Invalid or revoked API key" });
    const mcp = await call("POST", "/mcp", { key: doomed.api_key, body: mcpInit, headers: mcpHeaders });
    expect(mcp.status).toBe(401);
    expect(mcp.headers.get("www-authenticate")).toMatch(/^Bearer /);
    await expect(mcpClient(doomed.api_key)).rejects.toThrow();
    const stillThere = await mcpClient(u.key);
    await stillThere.close();
  });

  it("a key can revoke itself when another is active; the next request with it is 401", async () => {
    const u = await newUser("self-revoke");
    const other = await createKey(u.key);
    const [mine] = (await call("GET", "/v1/keys?status=active", { key: u.key })).body.keys.filter((k: { current: boolean }) => k.current);
    const r = await call("DELETE", `/v1/keys/${mine.id}`, { key: u.key });
    expect(r.status).toBe(200);
    expect(r.body.key).toMatchObject({ id: mine.id, current: true });
    expect(await works(u.key)).toBe(401);
    expect(await works(other.api_key)).toBe(200);
  });

  it("another user's key or an unknown id is 404, and that key keeps working", async () => {
    const alice = await newUser("alice");
    const mallory = await newUser("mallory");
    await createKey(mallory.key); // so the last-key rule cannot be what stops her
    const [aliceKey] = (await call("GET", "/v1/keys", { key: alice.key })).body.keys;
    const cross = await call("DELETE", `/v1/keys/${aliceKey.id}`, { key: mallory.key });
    const unknown = await call("DELETE", "/v1/keys/key_00000000000000000000000000", { key: mallory.key });
    expect(cross.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(cross.body).toEqual(unknown.body); // existence is not revealed
    expect(await works(alice.key)).toBe(200);
    const row = await env.DB.prepare("SELECT revoked_at FROM api_keys WHERE id = ?").bind(aliceKey.id).first();
    expect(row!.revoked_at).toBeNull();
    expect((await call("DELETE", `/v1/keys/${"x".repeat(65)}`, { key: mallory.key })).status).toBe(400);
  });

  it("refuses to revoke your last active key with 409 last_active_api_key", async () => {
    const u = await newUser("last");
    const [only] = (await call("GET", "/v1/keys", { key: u.key })).body.keys;
    const r = await call("DELETE", `/v1/keys/${only.id}`, { key: u.key });
    expect(r.status).toBe(409);
    expect(r.body.error.code).toBe("last_active_api_key");
    expect(r.body.error.message).toMatch(/create a new key/i);
    expect(await works(u.key)).toBe(200);
    expect((await keyEvents(u.id)).map((e) => e.kind)).toEqual(["audit.api_key_created"]);
  });

  it("the last-key rule holds when two revocations both read the keys before either writes", async () => {
    const u = await newUser("race-revoke");
    const second = await createKey(u.key);
    const [firstId] = (await call("GET", "/v1/keys", { key: u.key })).body.keys
      .filter((k: { current: boolean }) => k.current)
      .map((k: { id: string }) => k.id);
    // Over HTTP the loser usually fails authentication first; here both see two active keys.
    const rows = await Promise.all([findKey(env.DB, firstId, u.id), findKey(env.DB, second.key.id, u.id)]);
    const outcomes = await Promise.allSettled(rows.map((row) => revokeKey(env.DB, Date.now, row, "self", { keepLastActive: true })));
    expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === "rejected")!;
    expect(refused.reason).toMatchObject({ code: "last_active_api_key" });
    const active = await env.DB
      .prepare("SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ? AND revoked_at IS NULL")
      .bind(u.id)
      .first<{ n: number }>();
    expect(active!.n).toBe(1);
  });

  it("revoking a revoked key succeeds again with the same answer and no second event", async () => {
    const u = await newUser("twice");
    const spare = await createKey(u.key, "spare");
    const first = await call("DELETE", `/v1/keys/${spare.key.id}`, { key: u.key });
    const again = await call("DELETE", `/v1/keys/${spare.key.id}`, { key: u.key });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await keyEvents(u.id)).map((e) => e.kind)).toEqual(["audit.api_key_created", "audit.api_key_created", "audit.api_key_revoked"]);
  });
});

describe("audit trail", () => {
  it("records who created and revoked which key, without the key or its hash", async () => {
    const u = await newUser("audited");
    const made = await createKey(u.key, "audited key");
    await call("DELETE", `/v1/keys/${made.key.id}`, { key: u.key });
    const events = await keyEvents(u.id);
    expect(events.map((e) => [e.kind, JSON.parse(e.data)])).toEqual([
      ["audit.api_key_created", { key_id: expect.stringMatching(/^key_/), name: null, by: "admin" }],
      ["audit.api_key_created", { key_id: made.key.id, name: "audited key", by: "self" }],
      ["audit.api_key_revoked", { key_id: made.key.id, name: "audited key", by: "self" }],
    ]);
    const all = await env.DB.prepare("SELECT data FROM events WHERE user_id = ?").bind(u.id).all<{ data: string }>();
    for (const secret of [u.key, made.api_key, await sha256(u.key), await sha256(made.api_key)]) {
      for (const e of all.results) expect(e.data).not.toContain(secret);
    }
  });
});

describe("admin key recovery", () => {
  it("issues a key for a locked-out user and revokes any key, even a user's last", async () => {
    const u = await newUser("locked-out");
    const issued = await call("POST", `/v1/admin/users/${u.id}/keys`, { key: ADMIN, body: { name: "recovery" } });
    expect(issued.status).toBe(201);
    expect(issued.body.key).toMatchObject({ user_id: u.id, name: "recovery", prefix: issued.body.api_key.slice(0, 10), revoked_at: null });
    expect(await works(issued.body.api_key)).toBe(200);
    const row = await env.DB.prepare("SELECT key_hash FROM api_keys WHERE id = ?").bind(issued.body.key.id).first();
    expect(row!.key_hash).toBe(await sha256(issued.body.api_key));

    const [lost] = (await call("GET", "/v1/keys", { key: issued.body.api_key })).body.keys.filter((k: { name: string | null }) => k.name === null);
    const revokedLost = await call("DELETE", `/v1/admin/keys/${lost.id}`, { key: ADMIN });
    expect(revokedLost.status).toBe(200);
    expect(revokedLost.body.key).toMatchObject({ id: lost.id, user_id: u.id });
    expect(revokedLost.body.key.revoked_at).not.toBeNull();
    expect(await works(u.key)).toBe(401);

    // The operator may revoke the last one (a leaked key must be stoppable).
    const last = await call("DELETE", `/v1/admin/keys/${issued.body.key.id}`, { key: ADMIN });
    expect(last.status).toBe(200);
    expect(await works(issued.body.api_key)).toBe(401);
    expect((await call("DELETE", `/v1/admin/keys/${issued.body.key.id}`, { key: ADMIN })).body).toEqual(last.body);
    expect((await keyEvents(u.id)).map((e) => JSON.parse(e.data).by)).toEqual(["admin", "admin", "admin", "admin"]);
  });

  it("answers 404 for unknown users and keys, 409 for a disabled user, 401 without the admin token", async () => {
    const u = await newUser("admin-edges");
    const noUser = await call("POST", "/v1/admin/users/usr_nobody/keys", { key: ADMIN, body: {} });
    expect(noUser.status).toBe(404);
    expect(noUser.body.error.code).toBe("not_found");
    expect((await call("DELETE", "/v1/admin/keys/key_nobody", { key: ADMIN })).status).toBe(404);
    expect((await call("POST", `/v1/admin/users/${u.id}/keys`, { key: u.key, body: {} })).status).toBe(401);
    expect((await call("POST", `/v1/admin/users/${u.id}/keys`, { key: ADMIN, body: { name: "" } })).body.error.details.field).toBe("name");
    await env.DB.prepare("UPDATE users SET disabled_at = 1 WHERE id = ?").bind(u.id).run();
    const disabled = await call("POST", `/v1/admin/users/${u.id}/keys`, { key: ADMIN, body: {} });
    expect(disabled.status).toBe(409);
  });
});

describe("documentation", () => {
  it("documents the key routes in the OpenAPI document", async () => {
    const doc = (await call("GET", "/openapi.json")).body;
    expect(doc.paths["/v1/keys"].get.responses["200"]).toBeDefined();
    expect(doc.paths["/v1/keys"].post.requestBody.content["application/json"].schema.properties.name.maxLength).toBe(100);
    expect(doc.paths["/v1/keys/{id}"].delete.parameters[0].name).toBe("id");
    expect(doc.paths["/v1/admin/users/{id}/keys"].post.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths["/v1/admin/keys/{id}"].delete.security).toEqual([{ adminToken: [] }]);
  });
});
