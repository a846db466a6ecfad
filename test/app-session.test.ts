/** The dashboard's sign-in, session cookie, CSRF protection and headers, against the real worker. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "../src/util/crypto";
import { appFetch, form, post, signIn } from "./app-helpers";
import { call, newUser, remember } from "./helpers";

describe("dashboard sessions", () => {
  it("signs in with a key into an HttpOnly, Secure, SameSite=Strict cookie on /app that holds a random id, stored hashed", async () => {
    const u = await newUser("dash-login");
    const s = await signIn(u.key);
    const flags = s.setCookie.toLowerCase();
    expect(flags).toContain("httponly");
    expect(flags).toContain("secure");
    expect(flags).toContain("samesite=strict");
    expect(flags).toContain("path=/app");
    const id = s.cookie.split("=")[1];
    expect(id).not.toContain(u.key.slice(4, 20));
    expect(id.length).toBeGreaterThanOrEqual(40);
    // KV holds the session under the id's hash, never the id itself, and never the key.
    expect(await env.WORKING_MEMORY.get(`app-session:${id}`)).toBeNull();
    const stored = await env.WORKING_MEMORY.get(`app-session:${await sha256Hex(id)}`);
    expect(stored).toContain(u.id);
    expect(stored).not.toContain(u.key);
  });

  it("drops Secure only on plain-http loopback (wrangler dev)", async () => {
    const u = await newUser("dash-loopback");
    const s = await signIn(u.key, "http://127.0.0.1:8787");
    expect(s.setCookie.toLowerCase()).not.toContain("secure");
    expect(s.setCookie.toLowerCase()).toContain("httponly");
  });

  it("refuses a wrong key, and a sign-in posted from another site", async () => {
    const bad = await appFetch("/app/login", form({ api_key: "egm_not_a_real_key_0000000000000000" }));
    expect(bad.status).toBe(401);
    expect(bad.headers.get("set-cookie")).toBeNull();
    const u = await newUser("dash-xsite");
    const xsite = await appFetch("/app/login", { ...form({ api_key: u.key }), headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } });
    expect(xsite.status).toBe(403);
    expect(xsite.headers.get("set-cookie")).toBeNull();
    const nullOrigin = await appFetch("/app/login", { ...form({ api_key: u.key }), headers: { "content-type": "application/x-www-form-urlencoded", origin: "null" } });
    expect(nullOrigin.status).toBe(403);
    const sameSite = await appFetch("/app/login", { ...form({ api_key: u.key }), headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-site" } });
    expect(sameSite.status).toBe(403);
    const ours = await appFetch("/app/login", { ...form({ api_key: u.key }), headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://engram.test", "sec-fetch-site": "same-origin" } });
    expect(ours.status).toBe(303);
  });

  it("sends pages without a session to sign-in, and serves a strict CSP with no script", async () => {
    const res = await appFetch("/app/memories");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/app/login");
    const login = await appFetch("/app/login");
    const csp = login.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(login.html).not.toMatch(/<script/i);
    expect(login.html.startsWith("<!doctype html>")).toBe(true);
  });

  it("refuses a state change without the CSRF token, or with another session's, and changes nothing", async () => {
    const u = await newUser("dash-csrf");
    const other = await newUser("dash-csrf-other");
    const m = (await remember(u.key, { content: "The deploy script lives in ops/deploy.sh", type: "fact" })).body.memory;
    const s = await signIn(u.key);
    const s2 = await signIn(other.key);

    const missing = await post(s, `/app/memories/${m.id}/pin`, {}, null);
    expect(missing.status).toBe(403);
    const foreign = await post(s, `/app/memories/${m.id}/pin`, {}, s2.csrf);
    expect(foreign.status).toBe(403);
    // A JSON body cannot smuggle the token past the form check either.
    const json = await appFetch(`/app/memories/${m.id}/pin`, { method: "POST", cookie: s.cookie, headers: { "content-type": "application/json" }, body: JSON.stringify({ _csrf: s.csrf }) });
    expect(json.status).toBe(403);
    expect((await call("GET", `/v1/memories/${m.id}`, { key: u.key })).body.memory.pinned).toBe(false);

    const ok = await post(s, `/app/memories/${m.id}/pin`);
    expect(ok.status).toBe(303);
    expect((await call("GET", `/v1/memories/${m.id}`, { key: u.key })).body.memory.pinned).toBe(true);
  });

  it("keeps /v1 Bearer-only: the session cookie is not a credential there", async () => {
    const u = await newUser("dash-bearer");
    const s = await signIn(u.key);
    const res = await appFetch("/v1/memories", { cookie: s.cookie });
    expect(res.status).toBe(401);
  });

  it("ends the session when its key is revoked, and on sign-out", async () => {
    const u = await newUser("dash-revoke");
    const spare = (await call("POST", "/v1/keys", { key: u.key, body: { name: "spare" } })).body;
    const s = await signIn(spare.api_key);
    expect((await appFetch("/app", { cookie: s.cookie })).status).toBe(200);
    await call("DELETE", `/v1/keys/${spare.key.id}`, { key: u.key });
    const after = await appFetch("/app", { cookie: s.cookie });
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toBe("/app/login");

    const s2 = await signIn(u.key);
    const out = await post(s2, "/app/logout");
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/engram_session=;/);
    expect((await appFetch("/app", { cookie: s2.cookie })).status).toBe(303);
  });
});
