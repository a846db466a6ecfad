/**
 * The workerd tests' outbound fetch (miniflare `outboundService`, runs in Node): the Client ID
 * Metadata Documents of the test OAuth clients are answered here, as their https:// hosts would;
 * every other request goes out unchanged (the fake Messages API on loopback).
 */
/** The connector's redirect URI in the OAuth tests (test/oauth-flow.ts re-exports it). */
export const REDIRECT = "https://claude.ai/api/mcp/auth_callback";
export const CIMD_HOST = "cimd-client.engram.test";
/** A CIMD client as an MCP client publishes it: the client id is the document's own URL. */
export const CIMD_CLIENT_ID = `https://${CIMD_HOST}/oauth/client.json`;
/** A document whose client_id does not match its URL: the provider must refuse it. */
export const CIMD_MISMATCHED_ID = `https://${CIMD_HOST}/oauth/mismatched.json`;

const documents: Record<string, unknown> = {
  [CIMD_CLIENT_ID]: {
    client_id: CIMD_CLIENT_ID, client_name: "CIMD Test Client", redirect_uris: [REDIRECT],
    grant_types: ["authorization_code", "refresh_token"], response_types: ["code"], token_endpoint_auth_method: "none",
  },
  [CIMD_MISMATCHED_ID]: {
    client_id: "https://someone-else.example/client.json", client_name: "Impostor", redirect_uris: [REDIRECT],
    grant_types: ["authorization_code"], response_types: ["code"], token_endpoint_auth_method: "none",
  },
};

export async function outbound(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname === CIMD_HOST) {
    const doc = documents[`${url.origin}${url.pathname}`];
    return doc ? Response.json(doc, { headers: { "cache-control": "no-store" } }) : new Response("not found", { status: 404 });
  }
  // Re-sent from its parts: Node's fetch will not stream a request body without `duplex`.
  const body = request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer();
  return fetch(request.url, { method: request.method, headers: request.headers, body, redirect: "manual" });
}
