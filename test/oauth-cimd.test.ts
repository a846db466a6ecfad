/**
 * Client ID Metadata Documents (issue 17): a client whose id is the https:// URL of its own
 * metadata completes the connector flow without registering; the document is served through the
 * test runtime's outbound fetch (test/outbound.ts). Dynamic registration stays available.
 */
import { describe, expect, it } from "vitest";
import { newUser } from "./helpers";
import { connect, MCP, openConsent, ORIGIN, pkce, postMcp, REDIRECT, register, worker } from "./oauth-flow";
import { CIMD_CLIENT_ID, CIMD_HOST, CIMD_MISMATCHED_ID } from "./outbound.ts";

describe("OAuth with Client ID Metadata Documents", () => {
  it("advertises CIMD and keeps dynamic registration", async () => {
    const as: any = await (await worker("/.well-known/oauth-authorization-server")).json();
    expect(as.client_id_metadata_document_supported).toBe(true);
    expect(as.registration_endpoint).toBe(`${ORIGIN}/oauth/register`);
    expect(await register("Still registers")).toMatch(/\S/);
  });

  it("takes an https:// client id through consent, token and /mcp", async () => {
    const u = await newUser("cimd");
    const { challenge } = await pkce();
    const consent = await openConsent(CIMD_CLIENT_ID, challenge);
    expect(consent.res.status).toBe(200);
    // The name comes from the fetched document.
    expect(consent.html).toContain("CIMD Test Client");
    expect(consent.html).toContain(REDIRECT);

    const tokens = await connect(u.key, CIMD_CLIENT_ID);
    expect(tokens.client).toBe(CIMD_CLIENT_ID);
    expect(tokens.scope).toBe("memory");
    const res = await postMcp(tokens.access_token);
    expect(res.status).toBe(200);
    expect(((await res.json()) as any).result.serverInfo.name).toBe("engram");
  });

  it("refuses a document that names another client id, an http:// client id, and a missing document", async () => {
    const { challenge } = await pkce();
    for (const clientId of [CIMD_MISMATCHED_ID, `http://${CIMD_HOST}/oauth/client.json`, `https://${CIMD_HOST}/oauth/absent.json`]) {
      const c = await openConsent(clientId, challenge);
      expect(c.res.status, clientId).toBeGreaterThanOrEqual(400);
      expect(c.res.status, clientId).toBeLessThan(500);
      expect(c.handle, clientId).toBe("");
      expect(c.res.headers.get("location"), clientId).toBeNull();
    }
  });

  it("challenges /mcp with the resource metadata URL and the scope", async () => {
    const res = await postMcp(undefined);
    expect(res.status).toBe(401);
    const challenge = res.headers.get("www-authenticate")!;
    expect(challenge).toContain(`resource_metadata="${ORIGIN}/.well-known/oauth-protected-resource/mcp"`);
    expect(challenge).toContain('scope="memory"');
    for (const path of ["/.well-known/oauth-protected-resource", "/.well-known/oauth-protected-resource/mcp"]) {
      const meta: any = await (await worker(path)).json();
      expect(meta.resource, path).toBe(MCP);
      expect(meta.authorization_servers, path).toContain(ORIGIN);
      expect(meta.scopes_supported, path).toEqual(["memory"]);
    }
  });
});
