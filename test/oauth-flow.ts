/** The connector's OAuth flow driven by fetch, as claude.ai does it: shared by the OAuth test files. */
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { REDIRECT } from "./outbound.ts";

export const ORIGIN = "https://engram.test";
export const MCP = `${ORIGIN}/mcp`;
export { REDIRECT };
export const EVIL_NAME = `<script>alert("x")</script> & 'Claude'`;

export const worker = (path: string, init?: RequestInit) => (exports as any).default.fetch(new Request(ORIGIN + path, init)) as Promise<Response>;
export const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});
export const init = {
  jsonrpc: "2.0", id: 1, method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};
export const postMcp = (token: string | undefined, extra: Record<string, string> = {}) =>
  worker("/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: JSON.stringify(init),
  });

export async function pkce() {
  const verifier = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32)))).replace(/[+/=]/g, "x");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  const challenge = btoa(String.fromCharCode(...digest)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return { verifier, challenge };
}

export async function register(name = EVIL_NAME): Promise<string> {
  const res = await worker("/oauth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      client_name: name, redirect_uris: [REDIRECT], token_endpoint_auth_method: "none",
      grant_types: ["authorization_code", "refresh_token"], response_types: ["code"],
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { client_id: string }).client_id;
}

/** GET /authorize: the consent page, its one-time handle and the cookie binding it to this "browser". */
export async function openConsent(clientId: string, challenge: string, state = "st-" + crypto.randomUUID()) {
  const query = new URLSearchParams({
    response_type: "code", client_id: clientId, redirect_uri: REDIRECT, scope: "memory", state,
    code_challenge: challenge, code_challenge_method: "S256", resource: MCP,
  });
  const path = `/authorize?${query}`;
  const res = await worker(path);
  const html = await res.text();
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  const handle = /name="handle" value="([^"]+)"/.exec(html)?.[1] ?? "";
  return { res, html, path, cookie, handle, state };
}

export const decide = (c: { path: string; cookie: string; handle: string }, fields: Record<string, string>) =>
  worker(c.path, { ...form({ handle: c.handle, ...fields }), headers: { ...form({}).headers, cookie: c.cookie }, redirect: "manual" });

export const tokenRequest = (fields: Record<string, string>) => worker("/oauth/token", form(fields));

/** The whole connector flow for one user; returns the tokens. */
export async function connect(key: string, clientId?: string) {
  const client = clientId ?? (await register("Claude"));
  const { verifier, challenge } = await pkce();
  const consent = await openConsent(client, challenge);
  const approved = await decide(consent, { decision: "approve", api_key: key });
  expect(approved.status).toBe(302);
  const location = new URL(approved.headers.get("location")!);
  const res = await tokenRequest({
    grant_type: "authorization_code", code: location.searchParams.get("code")!, redirect_uri: REDIRECT,
    client_id: client, code_verifier: verifier, resource: MCP,
  });
  expect(res.status).toBe(200);
  return { client, ...((await res.json()) as { access_token: string; refresh_token?: string; scope: string; token_type: string }) };
}
