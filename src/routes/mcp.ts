/**
 * `/mcp`: MCP over Streamable HTTP, stateless, both protocol lanes on one endpoint, chosen per
 * request by the official SDK's `createMcpHandler` (@modelcontextprotocol/server 2.x):
 * - 2026-07-28: no handshake; `server/discover`, the protocol version and client capabilities in
 *   every request's `_meta`, the `Mcp-Method` / `Mcp-Name` headers checked against the body,
 *   `ttlMs` / `cacheScope` on cacheable results;
 * - 2025-era (`initialize`, what Claude's connectors speak): a fresh server and transport per
 *   request, JSON responses, no session id.
 * Both lanes are served from the one `createServer` factory, so their tools cannot drift apart.
 * Behind DNS-rebinding protection and the same Bearer API key as REST, or an OAuth access token
 * that the front (src/oauth/front.ts) verified. GET (a 2025 server-to-client stream) and DELETE
 * (ending a session) have no meaning without sessions and answer 405.
 */
import { createMcpHandler, isLegacyRequest, WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/server";
import { Hono, type MiddlewareHandler } from "hono";
import { mcpAllowedOrigins } from "../config";
import { requireUser } from "../http/auth-middleware";
import type { AppEnv } from "../http/hono-env";
import { documentRoute } from "../http/openapi";
import { restCaller, type SelfFetch } from "../http/self-dispatch";
import { readBodyText, requireWellFormedText } from "../http/validate";
import { performWrite } from "../http/write-through";
import type { McpDeps } from "../mcp/deps";
import { checkOrigin } from "../mcp/origin";
import { createServer } from "../mcp/server";

const originGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const header = (name: string) => c.req.header(name) ?? null;
  checkOrigin(
    { origin: header("origin"), host: header("host"), clientIp: header("cf-connecting-ip"), url: c.req.url },
    mcpAllowedOrigins(c.env),
  );
  await next();
};

/**
 * Reads a JSON body once, as REST does: bytes that are not UTF-8 and lone surrogates are refused
 * (400) before a tool could store them as U+FFFD. Anything the transport judges itself (another
 * content type, JSON it cannot parse) is handed on unread, so its JSON-RPC errors stay as they were.
 */
async function checkedBody(raw: Request): Promise<{ request: Request; parsed?: unknown }> {
  if (!/^application\/json\b/i.test(raw.headers.get("content-type") ?? "")) return { request: raw };
  const text = await readBodyText(raw);
  const request = new Request(raw, { body: text });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { request };
  }
  return { request, parsed: requireWellFormedText(parsed) };
}

/** The SDK reports requests it refused (bad envelope, header mismatch) here; the client got the reason. */
function logRejection(err: Error) {
  console.warn("mcp: request refused", err.message);
}

export function mcpRoutes(self: SelfFetch) {
  const routes = new Hono<AppEnv>();
  routes.use("/mcp", originGuard, requireUser);

  routes.post("/mcp", async (c) => {
    const ctx = c.executionCtx as ExecutionContext;
    const deps = c.get("deps");
    const principal = c.get("principal");
    const waitUntil = (work: Promise<unknown>) => ctx.waitUntil(work);
    const d: McpDeps = {
      deps,
      principal,
      write: (command) => performWrite(deps, principal, command, null, waitUntil),
      rest: restCaller(self, c.env, ctx, c.req.header("authorization")!),
      waitUntil,
    };
    const body = await checkedBody(c.req.raw);
    const parsed = body.parsed === undefined ? undefined : { parsedBody: body.parsed };
    // The SDK's own classification (its documented pattern for keeping a legacy wiring): the
    // 2025 lane answers with plain JSON (the SDK's stateless fallback would open an SSE stream
    // for every request; no tool emits progress, so a stream would only add framing).
    if (await isLegacyRequest(body.request, body.parsed)) {
      const server = createServer(d);
      const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      await server.connect(transport);
      return transport.handleRequest(body.request, parsed);
    }
    // One handler per request: the server's tools close over this caller's principal.
    const modern = createMcpHandler(() => createServer(d), { legacy: "reject", onerror: logRejection });
    return modern.fetch(body.request, parsed);
  });

  routes.on(["GET", "DELETE"], "/mcp", () =>
    new Response(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message: "Method not allowed: this endpoint is stateless; POST JSON-RPC messages" }, id: null }), {
      status: 405,
      headers: { allow: "POST", "content-type": "application/json" },
    }),
  );
  return routes;
}

documentRoute({
  method: "post", path: "/mcp", tag: "mcp",
  summary: "MCP over Streamable HTTP (stateless, JSON responses; protocol 2026-07-28 with server/discover and per-request _meta, and the 2025-era initialize lane, chosen per request): tools, resources and prompts for Claude. Bearer API key, or an OAuth access token (scope memory; discovery at /.well-known/oauth-protected-resource/mcp); browser origins must be loopback or in MCP_ALLOWED_ORIGINS",
  responses: { 200: { description: "A JSON-RPC response" }, 202: { description: "A notification was accepted" } },
});
