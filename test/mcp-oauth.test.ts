/**
 * The OAuth front for claude.ai / Claude Desktop connectors, driven like a connector would: discovery,
 * dynamic client registration, /authorize with PKCE, the token endpoint, then /mcp with the token.
 * Runs on https://engram.test, the shape of a deployment (plain http on a non-loopback host has no OAuth).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser } from "./helpers";
import { connect, decide, MCP, openConsent, ORIGIN, pkce, postMcp, register, REDIRECT, tokenRequest, worker } from "./oauth-flow";
import { mcpClient, textOf } from "./mcp-client";

describe("OAuth discovery and registration", () => {
  it("publishes authorization server and protected resource metadata", async () => {
    const as: any = await (await worker("/.well-known/oauth-authorization-server")).json();
    expect(as).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/authorize`,
      token_endpoint: `${ORIGIN}/oauth/token`,
      registration_endpoint: `${ORIGIN}/oauth/register`,
      code_challenge_methods_supported: ["S256"],
      scopes_supported: ["memory"],
    });
    expect(as.grant_types_supported).toEqual(expect.arrayContaining(["authorization_code", "refresh_token"]));
    const pr: any = await (await worker("/.well-known/oauth-protected-resource/mcp")).json();
    expect(pr).toMatchObject({ resource: MCP, authorization_servers: [ORIGIN], scopes_supported: ["memory"] });
  });

  it("serves the same protected-resource metadata at the root well-known URL (clients that probe without the path)", async () => {
    const root = await worker("/.well-known/oauth-protected-resource");
    expect(root.status).toBe(200);
    expect(root.headers.get("content-type")).toContain("application/json");
    const body: any = await root.json();
    const suffixed: any = await (await worker("/.well-known/oauth-protected-resource/mcp")).json();
    expect(body).toEqual(suffixed);
    expect((await worker("/.well-known/oauth-protected-resource/elsewhere")).status).toBe(404);
  });

  it("answers /mcp without credentials with 401, the error envelope and a challenge naming the metadata", async () => {
    const res = await postMcp(undefined);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain(`resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`);
    expect(((await res.json()) as any).error.code).toBe("unauthorized");
  });

  it("registers a client dynamically and refuses one without a usable redirect URI", async () => {
    expect(await register()).toBeTruthy();
    const bad = await worker("/oauth/register", {
      method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ client_name: "x", redirect_uris: ["javascript:alert(1)"], token_endpoint_auth_method: "none" }),
    });
    expect(bad.status).toBe(400);
  });
});

describe("the consent page and the code flow", () => {
  it("renders the client name escaped, the redirect URI, and a form that cannot be framed", async () => {
    const { challenge } = await pkce();
    const c = await openConsent(await register(), challenge);
    expect(c.res.status).toBe(200);
    expect(c.res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(c.html).not.toContain("<script>");
    expect(c.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;Claude&#39;");
    expect(c.html).toContain(REDIRECT);
    expect(c.html).toContain("not verified");
    expect(c.html).toMatch(/type="password"[^>]*name="api_key"/);
    expect(c.html).not.toMatch(/<(script|link|img)\b|https?:\/\/(?!claude\.ai)/);
    expect(c.res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(c.cookie).toMatch(/^__Host-oauth-consent-/);
    expect(c.handle.length).toBeGreaterThan(20);
  });

  it("shows the form again on a wrong key, with no code, and the same page still works with the right key", async () => {
    const u = await newUser("oauth-wrong-key");
    const { challenge } = await pkce();
    const c = await openConsent(await register(), challenge);
    for (const wrong of ["egm_not-a-key", "", u.key + "x"]) {
      const res = await decide(c, { decision: "approve", api_key: wrong });
      expect(res.status).toBe(401);
      expect(res.headers.get("location")).toBeNull();
      const html = await res.text();
      expect(html).toContain("not valid");
      expect(html).toContain(`value="${c.handle}"`);
      expect(html).not.toContain(wrong || "egm_not-a-key");
    }
    const ok = await decide(c, { decision: "approve", api_key: u.key });
    expect(ok.status).toBe(302);
    const location = new URL(ok.headers.get("location")!);
    expect(location.origin + location.pathname).toBe(REDIRECT);
    expect(location.searchParams.get("code")).toBeTruthy();
    expect(location.searchParams.get("state")).toBe(c.state);
    expect(location.searchParams.get("iss")).toBe(ORIGIN);
  });

  it("refuses a form without this browser's cookie, and a handle used twice", async () => {
    const u = await newUser("oauth-csrf");
    const { challenge } = await pkce();
    const c = await openConsent(await register(), challenge);
    const forged = await decide({ ...c, cookie: "" }, { decision: "approve", api_key: u.key });
    expect(forged.status).toBe(400);
    expect(forged.headers.get("location")).toBeNull();
    expect((await decide(c, { decision: "approve", api_key: u.key })).status).toBe(302);
    expect((await decide(c, { decision: "approve", api_key: u.key })).status).toBe(400);
  });

  it("redirects with error=access_denied when the user denies", async () => {
    const { challenge } = await pkce();
    const c = await openConsent(await register(), challenge);
    const res = await decide(c, { decision: "deny" });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get("location")!);
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("state")).toBe(c.state);
    expect(location.searchParams.get("code")).toBeNull();
  });

  it("renders an unknown client as an error page instead of redirecting", async () => {
    const res = await worker(`/authorize?response_type=code&client_id=nope&redirect_uri=${encodeURIComponent(REDIRECT)}&code_challenge=x&code_challenge_method=S256`);
    expect(res.status).toBe(400);
    expect(res.headers.get("location")).toBeNull();
  });

  it("exchanges the code only with the right PKCE verifier", async () => {
    const u = await newUser("oauth-pkce");
    const client = await register("Claude");
    const { challenge } = await pkce();
    const c = await openConsent(client, challenge);
    const code = new URL((await decide(c, { decision: "approve", api_key: u.key })).headers.get("location")!).searchParams.get("code")!;
    const wrong = await tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: client, code_verifier: (await pkce()).verifier });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as any).error).toBe("invalid_grant");
  });
});

describe("/mcp with an OAuth access token", () => {
  it("acts as the user who approved: tools, remember + recall, lifecycle tools, and nobody else's memories", async () => {
    const a = await newUser("oauth-a");
    const b = await newUser("oauth-b");
    await call("POST", "/v1/memories", { key: b.key, body: { content: "B's secret: the vault code is 4711", type: "fact" } });
    const tokens = await connect(a.key);
    expect(tokens).toMatchObject({ token_type: "bearer", scope: "memory" });
    expect(tokens.access_token).not.toContain("egm_");

    const client = await mcpClient(tokens.access_token, MCP);
    expect((await client.listTools()).tools).toHaveLength(14);
    const r: any = await client.callTool({ name: "remember", arguments: { content: "A prefers tabs over spaces in Makefiles", type: "preference" } });
    expect(r.isError, textOf(r)).toBeFalsy();
    const id = r.structuredContent.memory.id;
    const rec: any = await client.callTool({ name: "recall", arguments: { query: "tabs spaces makefiles" } });
    expect(rec.structuredContent.results.map((x: any) => x.id)).toContain(id);
    // Tools that call the REST routes in-process (feedback, conflicts) act as the same user.
    const fb: any = await client.callTool({ name: "feedback", arguments: { id, type: "CONFIRM", rating: 9 } });
    expect(fb.isError, textOf(fb)).toBeFalsy();
    expect((await client.callTool({ name: "list_conflicts", arguments: {} }) as any).isError).toBeFalsy();
    const other: any = await client.callTool({ name: "recall", arguments: { query: "vault code secret" } });
    expect(JSON.stringify(other.structuredContent)).not.toContain("4711");
    await client.close();

    // The memory belongs to A (seen with A's key), not to B.
    expect((await call("GET", `/v1/memories/${id}`, { key: a.key })).status).toBe(200);
    expect((await call("GET", `/v1/memories/${id}`, { key: b.key })).status).toBe(404);
  });

  it("refuses garbage, forged, expired and other users' tokens with 401 and a challenge", async () => {
    const a = await newUser("oauth-forge-a");
    const b = await newUser("oauth-forge-b");
    const { access_token } = await connect(a.key);
    const [userId, grantId, secret] = access_token.split(":");
    expect(userId).toBe(a.id);
    const bad = ["garbage", "x:y:z", `${b.id}:${grantId}:${secret}`, `${userId}:${grantId}:${secret}x`];
    for (const token of bad) {
      const res = await postMcp(token);
      expect(res.status, token).toBe(401);
      expect(res.headers.get("www-authenticate")).toContain("resource_metadata=");
      expect(((await res.json()) as any).error.code).toBe("unauthorized");
    }
    expect((await postMcp(access_token)).status).toBe(200);

    // Expired: age the stored token record.
    const { keys } = await env.OAUTH_KV.list({ prefix: `token:${userId}:${grantId}:` });
    for (const { name } of keys) {
      const record: any = await env.OAUTH_KV.get(name, "json");
      await env.OAUTH_KV.put(name, JSON.stringify({ ...record, expiresAt: Math.floor(Date.now() / 1000) - 1 }));
    }
    const expired = await postMcp(access_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get("www-authenticate")).toContain('error="invalid_token"');
  });

  it("is accepted on /mcp only, not on the REST API", async () => {
    const a = await newUser("oauth-rest");
    const { access_token } = await connect(a.key);
    const res = await worker("/v1/memories?limit=1", { headers: { authorization: `Bearer ${access_token}` } });
    expect(res.status).toBe(401);
  });

  it("stops working when the user is disabled or the approving key is revoked", async () => {
    const a = await newUser("oauth-disable");
    const t1 = await connect(a.key);
    expect((await postMcp(t1.access_token)).status).toBe(200);
    await env.DB.prepare("UPDATE users SET disabled_at = ? WHERE id = ?").bind(Date.now(), a.id).run();
    const res = await postMcp(t1.access_token);
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toContain("resource_metadata=");
    expect(((await res.json()) as any).error.message).toMatch(/no longer valid/);

    const b = await newUser("oauth-revoke");
    const t2 = await connect(b.key);
    expect((await postMcp(t2.access_token)).status).toBe(200);
    await env.DB.prepare("UPDATE api_keys SET revoked_at = ? WHERE user_id = ?").bind(Date.now(), b.id).run();
    expect((await postMcp(t2.access_token)).status).toBe(401);
  });

  it("refreshes: a refresh token yields a new access token that acts as the same user", async () => {
    const a = await newUser("oauth-refresh");
    const t = await connect(a.key);
    expect(t.refresh_token).toBeTruthy();
    const res = await tokenRequest({ grant_type: "refresh_token", refresh_token: t.refresh_token!, client_id: t.client });
    expect(res.status).toBe(200);
    const next: any = await res.json();
    expect(next.access_token).not.toBe(t.access_token);
    const client = await mcpClient(next.access_token, MCP);
    const r: any = await client.callTool({ name: "remember", arguments: { content: "Refreshed tokens still write as A", type: "fact" } });
    expect(r.isError).toBeFalsy();
    expect((await call("GET", `/v1/memories/${r.structuredContent.memory.id}`, { key: a.key })).status).toBe(200);
    await client.close();
  });
});

describe("the official MCP SDK client's own OAuth flow", () => {
  it("discovers, registers, is sent to the consent page, exchanges the code and calls tools", async () => {
    const u = await newUser("oauth-sdk");
    const saved: { client?: any; tokens?: any; verifier?: string; authorizeAt?: URL } = {};
    const provider: OAuthClientProvider = {
      redirectUrl: "http://localhost:33418/callback",
      clientMetadata: { client_name: "SDK test client", redirect_uris: ["http://localhost:33418/callback"], grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none" },
      clientInformation: () => saved.client,
      saveClientInformation: (info) => void (saved.client = info),
      tokens: () => saved.tokens,
      saveTokens: (tokens) => void (saved.tokens = tokens),
      redirectToAuthorization: (url) => void (saved.authorizeAt = url),
      saveCodeVerifier: (v) => void (saved.verifier = v),
      codeVerifier: () => saved.verifier!,
    };
    const fetchWorker = (url: string | URL, init?: RequestInit) => (exports as any).default.fetch(new Request(url, init));
    const transport = () => new StreamableHTTPClientTransport(new URL(MCP), { authProvider: provider, fetch: fetchWorker });

    const first = transport();
    await expect(new Client({ name: "sdk", version: "1" }).connect(first)).rejects.toThrow(/Unauthorized/i);
    expect(saved.client?.client_id).toBeTruthy();
    expect(saved.authorizeAt?.origin + saved.authorizeAt!.pathname).toBe(`${ORIGIN}/authorize`);
    expect(saved.authorizeAt!.searchParams.get("scope")).toBe("memory");

    const path = saved.authorizeAt!.pathname + saved.authorizeAt!.search;
    const page = await worker(path);
    const html = await page.text();
    const consent = { path, cookie: (page.headers.get("set-cookie") ?? "").split(";")[0], handle: /name="handle" value="([^"]+)"/.exec(html)![1] };
    const approved = await decide(consent, { decision: "approve", api_key: u.key });
    const code = new URL(approved.headers.get("location")!).searchParams.get("code")!;
    await first.finishAuth(code);
    expect(saved.tokens?.access_token).toBeTruthy();

    const client = new Client({ name: "sdk", version: "1" });
    await client.connect(transport());
    expect((await client.listTools()).tools).toHaveLength(14);
    const r: any = await client.callTool({ name: "remember", arguments: { content: "The SDK's OAuth flow works end to end", type: "fact" } });
    expect((await call("GET", `/v1/memories/${r.structuredContent.memory.id}`, { key: u.key })).status).toBe(200);
    await client.close();
  });
});

describe("API keys behind the OAuth front", () => {
  it("still work on /mcp and the REST API; a wrong key gets the challenge", async () => {
    const u = await newUser("oauth-apikey");
    expect((await postMcp(u.key)).status).toBe(200);
    const client = await mcpClient(u.key, MCP);
    const r: any = await client.callTool({ name: "remember", arguments: { content: "API keys still work on /mcp", type: "fact" } });
    expect(r.isError).toBeFalsy();
    await client.close();
    const rest = await worker("/v1/memories?limit=5", { headers: { authorization: `Bearer ${u.key}` } });
    expect(rest.status).toBe(200);
    const wrong = await postMcp("egm_wrong");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("resource_metadata=");
    expect(((await wrong.json()) as any).error.message).toMatch(/Invalid or revoked API key/);
  });

  it("keeps refusing foreign browser origins on /mcp", async () => {
    const u = await newUser("oauth-origin");
    expect((await postMcp(u.key, { origin: "https://evil.example.com" })).status).toBe(403);
    expect((await postMcp(u.key, { origin: "http://localhost:6274" })).status).toBe(200);
  });
});
