/**
 * Both MCP protocol lanes on the one `/mcp` endpoint (issue 17): a 2025-era client (the official
 * SDK 1.x, `initialize` handshake, what Claude's connectors speak) and a 2026-07-28 client (the
 * official SDK 2.x, `server/discover` + per-request `_meta`) list and call the same tools; raw
 * requests pin the stateless lane's rules (discover, version negotiation, required headers,
 * `ttlMs`, deterministic ordering).
 */
import { describe, expect, it } from "vitest";
import { call, newUser } from "./helpers";
import { mcpClient, mcpClientModern, textOf } from "./mcp-client";

const MODERN = "2026-07-28";
const meta = (version = MODERN) => ({
  "io.modelcontextprotocol/protocolVersion": version,
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "raw", version: "1" },
});

/** A hand-built 2026-07-28 request; `headers` replaces the standard Mcp-* headers when given. */
function modern(key: string, method: string, params: Record<string, unknown> = {}, headers?: Record<string, string>, version = MODERN) {
  const std = { "mcp-protocol-version": version, "mcp-method": method, ...(typeof params.name === "string" ? { "mcp-name": params.name } : {}) };
  return call("POST", "/mcp", {
    key,
    body: { jsonrpc: "2.0", id: 7, method, params: { ...params, _meta: meta(version) } },
    headers: { accept: "application/json, text/event-stream", ...(headers ?? std) },
  });
}

describe("/mcp serves the 2026-07-28 lane and the initialize lane side by side", () => {
  it("an SDK 1.x client (initialize) and an SDK 2.x client (2026-07-28) list the same tools in the same order and call them", async () => {
    const u = await newUser("lanes");
    const legacy = await mcpClient(u.key);
    const current = await mcpClientModern(u.key);
    expect(current.getNegotiatedProtocolVersion()).toBe(MODERN);
    expect(legacy.getServerVersion()?.name).toBe("engram");

    const a = (await legacy.listTools()).tools;
    const b = (await current.listTools()).tools;
    expect(a.length).toBe(14);
    expect(b.map((t) => t.name)).toEqual(a.map((t) => t.name));
    expect(b.map((t) => t.annotations)).toEqual(a.map((t) => t.annotations));

    // Written over one lane, read back over the other: one tool registry, one store.
    const wrote = await current.callTool({ name: "remember", arguments: { content: "The deploy script lives in ops/deploy.sh", type: "location" } });
    expect(wrote.isError).toBeFalsy();
    const id = (wrote.structuredContent as { memory: { id: string } }).memory.id;
    const found = await legacy.callTool({ name: "recall", arguments: { query: "where is the deploy script" } });
    expect((found.structuredContent as { results: { id: string }[] }).results.map((r) => r.id)).toContain(id);
    const back = await legacy.callTool({ name: "forget", arguments: { id } });
    expect(back.isError).toBeFalsy();
    const gone = await current.callTool({ name: "recall", arguments: { query: "where is the deploy script" } });
    expect((gone.structuredContent as { results: { id: string }[] }).results.map((r) => r.id)).not.toContain(id);

    // Unknown argument keys are refused on the new lane too, naming the key.
    const typo = await current.callTool({ name: "recall", arguments: { query: "x", scop: "team" } });
    expect(typo.isError).toBe(true);
    expect(textOf(typo)).toContain("scop");
  });

  it("answers server/discover with its versions, capabilities (no listChanged) and identity, and a cache lifetime", async () => {
    const u = await newUser("discover");
    const r = await modern(u.key, "server/discover");
    expect(r.status).toBe(200);
    const res = r.body.result;
    expect(res.supportedVersions).toContain(MODERN);
    expect(res._meta["io.modelcontextprotocol/serverInfo"]).toMatchObject({ name: "engram" });
    expect(res.resultType).toBe("complete");
    expect(res.capabilities).toMatchObject({ tools: {}, resources: {}, prompts: {} });
    expect(JSON.stringify(res.capabilities)).not.toContain('"listChanged":true');
    expect(res.ttlMs).toBe(3_600_000);
    expect(res.cacheScope).toBe("private");
    expect(r.headers.get("mcp-session-id")).toBeNull();
  });

  it("lists tools deterministically with ttlMs on the new lane, and without cache fields on the old one", async () => {
    const u = await newUser("ttl");
    const first = await modern(u.key, "tools/list");
    const second = await modern(u.key, "tools/list");
    expect(first.status).toBe(200);
    expect(first.body.result.ttlMs).toBe(3_600_000);
    expect(first.body.result.tools.map((t: { name: string }) => t.name)).toEqual(second.body.result.tools.map((t: { name: string }) => t.name));
    const resources = await modern(u.key, "resources/list");
    expect(resources.body.result.ttlMs).toBe(60_000);
    const legacy = await mcpClient(u.key);
    const listed = (await legacy.listTools()) as Record<string, unknown>;
    expect(listed.ttlMs).toBeUndefined();
  });

  it("negotiates: an unsupported revision in _meta is refused with the versions it serves", async () => {
    const u = await newUser("negotiate");
    const r = await modern(u.key, "tools/list", {}, undefined, "2099-01-01");
    expect(r.body.error).toBeDefined();
    expect(JSON.stringify(r.body.error)).toContain(MODERN);
    expect(r.body.result).toBeUndefined();
  });

  it("requires the Mcp-Method and Mcp-Name headers to match the body", async () => {
    const u = await newUser("headers");
    const base = { "mcp-protocol-version": MODERN };
    const noMethod = await modern(u.key, "tools/list", {}, base);
    expect(noMethod.body.error).toBeDefined();
    expect(noMethod.body.error.message).toMatch(/Mcp-Method/i);
    const wrongMethod = await modern(u.key, "tools/list", {}, { ...base, "mcp-method": "prompts/list" });
    expect(wrongMethod.body.error).toBeDefined();
    const args = { name: "recall", arguments: { query: "anything" } };
    const noName = await modern(u.key, "tools/call", args, { ...base, "mcp-method": "tools/call" });
    expect(noName.body.error).toBeDefined();
    expect(noName.body.error.message).toMatch(/Mcp-Name/i);
    const wrongName = await modern(u.key, "tools/call", args, { ...base, "mcp-method": "tools/call", "mcp-name": "forget" });
    expect(wrongName.body.error).toBeDefined();
    const ok = await modern(u.key, "tools/call", args);
    expect(ok.status).toBe(200);
    expect(ok.body.result.isError).toBeFalsy();
    expect(ok.body.result.structuredContent.results).toEqual([]);
  });

  it("keeps REST's auth on the new lane: no key, no answer", async () => {
    const r = await call("POST", "/mcp", {
      body: { jsonrpc: "2.0", id: 1, method: "server/discover", params: { _meta: meta() } },
      headers: { accept: "application/json, text/event-stream", "mcp-protocol-version": MODERN, "mcp-method": "server/discover" },
    });
    expect(r.status).toBe(401);
    expect(r.headers.get("www-authenticate")).toMatch(/^Bearer /);
  });
});
