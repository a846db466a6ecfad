/** Official MCP SDK clients wired to the worker's fetch handler, inside workerd. */
import { Client as ModernClient, StreamableHTTPClientTransport as ModernTransport } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { exports } from "cloudflare:workers";

/** `key`: an API key or an OAuth access token; `url`: the endpoint (the token's audience for OAuth). */
export async function mcpClient(key?: string, url = "http://127.0.0.1/mcp"): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: key ? { headers: { authorization: `Bearer ${key}` } } : undefined,
    fetch: (url, init) => (exports as any).default.fetch(new Request(url, init)),
  });
  const client = new Client({ name: "engram-test", version: "1.0.0" });
  await client.connect(transport);
  // Listing caches the output schemas, so every later tool result is validated against them.
  await client.listTools();
  return client;
}

/**
 * A 2026-07-28 client: the official SDK 2.x pinned to that revision (no fallback to
 * `initialize`), so connecting proves the server answered `server/discover` with it.
 */
export async function mcpClientModern(key?: string, url = "http://127.0.0.1/mcp"): Promise<ModernClient> {
  const transport = new ModernTransport(new URL(url), {
    requestInit: key ? { headers: { authorization: `Bearer ${key}` } } : undefined,
    fetch: (url, init) => (exports as any).default.fetch(new Request(url, init)),
  });
  const client = new ModernClient({ name: "engram-test-2026", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await client.connect(transport);
  await client.listTools();
  return client;
}

/** The text of a tool result's first content block. */
export const textOf = (r: any): string => (r.content?.[0]?.type === "text" ? r.content[0].text : "");
