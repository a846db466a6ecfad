/**
 * Issue 18, finding 5: authentication abuse. A short admin token is refused as configuration;
 * failed authentication is throttled per client address (429 with Retry-After); unauthenticated
 * client registration is capped per address; CORS on /mcp and /oauth/* is only for trusted origins.
 */
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { FAILED_AUTH, REGISTRATIONS } from "../src/auth/abuse";
import worker from "../src/index";
import { ADMIN, call, newUser } from "./helpers";
import { postMcp, worker as oauthWorker } from "./oauth-flow";

const fromIp = (ip: string) => ({ "cf-connecting-ip": ip });

describe("auth abuse (issue 18, finding 5)", () => {
  it("refuses the admin API when ADMIN_TOKEN is shorter than 32 characters, even with the right token", async () => {
    expect(ADMIN.length).toBeGreaterThanOrEqual(32);
    const short = "short-admin-token";
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request("http://engram.test/v1/admin/users", { method: "POST", headers: { authorization: `Bearer ${short}`, "content-type": "application/json" }, body: JSON.stringify({ name: "x" }) }),
      { ...env, ADMIN_TOKEN: short } as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(403);
    expect(((await res.json()) as any).error.message).toMatch(/ADMIN_TOKEN must be at least 32 characters/);
  });

  it("throttles failed authentication per address with 429 and Retry-After, on REST, admin and /mcp", async () => {
    const u = await newUser("victim");
    const ip = "203.0.113.7";
    for (let i = 0; i < FAILED_AUTH.max; i++) {
      const path = i % 2 ? "/v1/memories" : "/v1/admin/jobs";
      expect((await call("GET", path, { key: `egm_guess${i}`, headers: fromIp(ip) })).status).toBe(401);
    }
    const blocked = await call("GET", "/v1/memories", { key: u.key, headers: fromIp(ip) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rate_limited");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await call("GET", "/v1/admin/jobs", { key: ADMIN, headers: fromIp(ip) })).status).toBe(429);
    expect((await postMcp(u.key, fromIp(ip))).status).toBe(429);
    // Another address, and successful authentication, are not affected.
    expect((await call("GET", "/v1/memories", { key: u.key, headers: fromIp("203.0.113.8") })).status).toBe(200);
  });

  it("caps unauthenticated client registration per address", async () => {
    const reg = (ip: string) =>
      oauthWorker("/oauth/register", {
        method: "POST",
        headers: { "content-type": "application/json", ...fromIp(ip) },
        body: JSON.stringify({ client_name: "spam", redirect_uris: ["https://claude.ai/api/mcp/auth_callback"], token_endpoint_auth_method: "none" }),
      });
    for (let i = 0; i < REGISTRATIONS.max; i++) expect((await reg("198.51.100.1")).status).toBe(201);
    const over = await reg("198.51.100.1");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await reg("198.51.100.2")).status).toBe(201);
  });

  it("does not echo an arbitrary Origin in CORS headers on /mcp and /oauth/*, but serves trusted ones", async () => {
    const preflight = (origin: string, path: string) =>
      oauthWorker(path, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" } });
    for (const path of ["/mcp", "/oauth/token", "/oauth/register"]) {
      const evil = await preflight("https://evil.example", path);
      expect(evil.headers.get("access-control-allow-origin"), path).toBeNull();
      const local = await preflight("http://localhost:6274", path);
      expect(local.headers.get("access-control-allow-origin"), path).toBe("http://localhost:6274");
    }
    const u = await newUser("cors");
    const evilPost = await postMcp(u.key, { origin: "https://evil.example" });
    expect(evilPost.headers.get("access-control-allow-origin")).toBeNull();
  });
});
