/**
 * `/v1/connections`: a user lists and revokes the apps they connected over OAuth (claude.ai /
 * Claude Desktop connectors) without revoking their API key. Grants come from the real connector
 * flow (oauth-flow.ts) on https://engram.test, where the OAuth front is on.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser } from "./helpers";
import { connect, postMcp, register, tokenRequest, worker } from "./oauth-flow";

/** The REST API on the https origin (the OAuth front's), with an API key or any other token. */
async function api(method: string, path: string, token: string, body?: unknown) {
  const res = await worker(path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
}

const currentKeyId = async (key: string) => (await api("GET", "/v1/keys", key)).body.keys.find((k: any) => k.current).id as string;
const grantIdOf = (accessToken: string) => accessToken.split(":")[1];

describe("GET /v1/connections", () => {
  it("lists the caller's grant after the connector flow: client name, scope, date, approving key", async () => {
    const a = await newUser("conn-list");
    const before = Date.now() - 1000;
    const t = await connect(a.key, await register("Claude (conn-list)"));
    const res = await api("GET", "/v1/connections", a.key);
    expect(res.status).toBe(200);
    expect(res.body.connections).toEqual([
      {
        id: grantIdOf(t.access_token),
        client_id: t.client,
        client_name: "Claude (conn-list)",
        scope: ["memory"],
        created_at: expect.any(String),
        key_id: await currentKeyId(a.key),
        key_active: true,
      },
    ]);
    expect(Date.parse(res.body.connections[0].created_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(res.body.connections[0].created_at)).toBeLessThanOrEqual(Date.now());
  });

  it("is empty, and DELETE is 404, where OAuth is off (plain http on a non-loopback host)", async () => {
    const a = await newUser("conn-no-oauth");
    const t = await connect(a.key);
    expect((await api("GET", "/v1/connections", a.key)).body.connections).toHaveLength(1);
    const list = await call("GET", "/v1/connections", { key: a.key }); // http://engram.test
    expect(list.status).toBe(200);
    expect(list.body).toEqual({ connections: [] });
    const del = await call("DELETE", `/v1/connections/${grantIdOf(t.access_token)}`, { key: a.key });
    expect(del.status).toBe(404);
    expect(del.body.error.code).toBe("not_found");
    expect((await postMcp(t.access_token)).status).toBe(200);
  });

  it("shows key_active: false once the approving API key is revoked", async () => {
    const a = await newUser("conn-key-revoked");
    const second = await api("POST", "/v1/keys", a.key, { name: "for the connector" });
    expect(second.status).toBe(201);
    const t = await connect(second.body.api_key);
    const [before] = (await api("GET", "/v1/connections", a.key)).body.connections;
    expect(before).toMatchObject({ id: grantIdOf(t.access_token), key_id: second.body.key.id, key_active: true });

    expect((await api("DELETE", `/v1/keys/${second.body.key.id}`, a.key)).status).toBe(200);
    const [after] = (await api("GET", "/v1/connections", a.key)).body.connections;
    expect(after).toMatchObject({ id: grantIdOf(t.access_token), key_id: second.body.key.id, key_active: false });
  });

  it("does not accept an OAuth access token (API keys only, like all of /v1)", async () => {
    const a = await newUser("conn-oauth-token");
    const t = await connect(a.key);
    expect((await api("GET", "/v1/connections", a.key)).status).toBe(200);
    expect((await api("GET", "/v1/connections", t.access_token)).status).toBe(401);
    expect((await api("DELETE", `/v1/connections/${grantIdOf(t.access_token)}`, t.access_token)).status).toBe(401);
    expect((await postMcp(t.access_token)).status).toBe(200);
  });
});

describe("DELETE /v1/connections/{id}", () => {
  it("revokes one grant: its access token gets 401 on /mcp, its refresh token fails, the API key keeps working", async () => {
    const a = await newUser("conn-revoke");
    const t = await connect(a.key);
    const other = await connect(a.key);
    const id = grantIdOf(t.access_token);
    expect((await postMcp(t.access_token)).status).toBe(200);

    const res = await api("DELETE", `/v1/connections/${id}`, a.key);
    expect(res.status).toBe(200);
    expect(res.body.connection).toMatchObject({ id, client_id: t.client, client_name: "Claude" });

    expect((await postMcp(t.access_token)).status).toBe(401);
    const refresh = await tokenRequest({ grant_type: "refresh_token", refresh_token: t.refresh_token!, client_id: t.client });
    expect(refresh.status).toBe(400);
    expect(((await refresh.json()) as any).error).toBe("invalid_grant");
    // Only that grant: the other connection and the key itself still work.
    expect((await postMcp(other.access_token)).status).toBe(200);
    expect((await postMcp(a.key)).status).toBe(200);
    const ids = (await api("GET", "/v1/connections", a.key)).body.connections.map((c: any) => c.id);
    expect(ids).toEqual([grantIdOf(other.access_token)]);

    const events = await env.DB.prepare("SELECT kind, data FROM events WHERE user_id = ? AND kind = 'audit.connection_revoked'")
      .bind(a.id)
      .all<{ kind: string; data: string }>();
    expect(events.results.map((e) => JSON.parse(e.data))).toEqual([{ grant_id: id, client_id: t.client }]);

    const again = await api("DELETE", `/v1/connections/${id}`, a.key);
    expect(again.status).toBe(404);
  });

  it("hides other users' grants: B neither sees nor revokes A's (404, like an unknown id)", async () => {
    const a = await newUser("conn-owner-a");
    const b = await newUser("conn-owner-b");
    const t = await connect(a.key);
    const id = grantIdOf(t.access_token);
    expect((await api("GET", "/v1/connections", b.key)).body.connections).toEqual([]);
    const res = await api("DELETE", `/v1/connections/${id}`, b.key);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
    expect((await api("DELETE", "/v1/connections/AAAAAAAAAAAAAAAA", a.key)).status).toBe(404);
    expect((await postMcp(t.access_token)).status).toBe(200);
    expect((await api("GET", "/v1/connections", a.key)).body.connections.map((c: any) => c.id)).toEqual([id]);
  });

  it("answers 400 naming `id` for an id that cannot be a grant's", async () => {
    const a = await newUser("conn-bad-id");
    for (const bad of ["a%3Ab", "x".repeat(65), "%20", "a.b"]) {
      const res = await api("DELETE", `/v1/connections/${bad}`, a.key);
      expect(res.status, bad).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details.field).toBe("id");
      expect(res.body.error.message).toMatch(/^id: /);
    }
  });
});
