import { describe, expect, it } from "vitest";
import { call, newUser } from "./helpers";
import { mcpClient } from "./mcp-client";

const init = {
  jsonrpc: "2.0", id: 1, method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};
const mcpHeaders = { accept: "application/json, text/event-stream" };

describe("/mcp transport, auth and origin checks", () => {
  it("refuses a missing or wrong key with 401 and WWW-Authenticate", async () => {
    for (const key of [undefined, "egm_wrong"]) {
      const r = await call("POST", "/mcp", { key, body: init, headers: mcpHeaders });
      expect(r.status).toBe(401);
      expect(r.headers.get("www-authenticate")).toMatch(/^Bearer /);
      expect(r.body.error.code).toBe("unauthorized");
    }
    await expect(mcpClient()).rejects.toThrow();
  });

  it("initializes statelessly on the current protocol revision with JSON responses", async () => {
    const u = await newUser("raw");
    const r = await call("POST", "/mcp", { key: u.key, body: init, headers: mcpHeaders });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.headers.get("mcp-session-id")).toBeNull();
    expect(r.body.result.protocolVersion).toBe("2025-11-25");
    expect(r.body.result.capabilities).toMatchObject({ tools: {}, resources: {}, prompts: {} });
    // Stateless: there is no open stream to send a list_changed notification on, so none is promised.
    const promised = JSON.stringify(r.body.result.capabilities);
    expect(promised).not.toContain('"listChanged":true');
    expect(promised).not.toContain('"subscribe":true');
  });

  it("refuses foreign browser origins and rebound hosts, accepts loopback ones and configured ones", async () => {
    const u = await newUser("origin");
    const at = (origin: string | undefined, host?: string) =>
      call("POST", "/mcp", { key: u.key, body: init, headers: { ...mcpHeaders, ...(origin ? { origin } : {}), ...(host ? { host } : {}) } });
    expect((await at("http://evil.example.com")).status).toBe(403);
    expect((await at("null")).status).toBe(403);
    for (const ok of ["http://localhost:6274", "http://127.0.0.1:8787", "http://[::1]:3000"]) expect((await at(ok)).status).toBe(200);
    expect((await at(undefined)).status).toBe(200);
    // A local server (client on loopback) refuses a rebound Host even without an Origin.
    const rebound = await call("POST", "/mcp", { key: u.key, body: init, headers: { ...mcpHeaders, host: "evil.example.com:8787", "cf-connecting-ip": "127.0.0.1" } });
    expect(rebound.status).toBe(403);
    expect(rebound.body.error.details.field).toBe("Host");
  });

  it("answers GET and DELETE with 405 (no sessions, no server stream)", async () => {
    const u = await newUser("methods");
    for (const method of ["GET", "DELETE"]) {
      const r = await call(method, "/mcp", { key: u.key, headers: mcpHeaders });
      expect(r.status).toBe(405);
      expect(r.headers.get("allow")).toBe("POST");
    }
  });

  it("serves the context as resources and the three prompts", async () => {
    const u = await newUser("resources");
    await call("POST", "/v1/memories", { key: u.key, body: { content: "Status: the parser rewrite is half done", type: "status", project: "team/parser v2" } });
    await call("POST", "/v1/memories", { key: u.key, body: { content: "Prefers early returns", type: "preference" } });
    const client = await mcpClient(u.key);
    const { resources } = await client.listResources();
    const uris = resources.map((r) => r.uri);
    expect(uris).toContain("engram://context");
    expect(uris).toContain("engram://context/team%2Fparser%20v2");
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual(["engram://context/{project}"]);
    const project = await client.readResource({ uri: "engram://context/team%2Fparser%20v2" });
    const text = (project.contents[0] as { text: string }).text;
    expect(text).toMatch(/^# Engram context: team\/parser v2/);
    expect(text).toContain("## Where we left off");
    expect(text).toContain("the parser rewrite is half done");
    expect(text).toContain("Prefers early returns");

    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name).sort()).toEqual(["before_compaction", "session_reflection", "session_start"]);
    const start = await client.getPrompt({ name: "session_start", arguments: { project: "team/parser v2" } });
    expect((start.messages[0].content as { text: string }).text).toContain("the parser rewrite is half done");
    const end = await client.getPrompt({ name: "session_reflection", arguments: {} });
    expect((end.messages[0].content as { text: string }).text).toContain("worth remembering");
    const compact = await client.getPrompt({ name: "before_compaction", arguments: {} });
    expect((compact.messages[0].content as { text: string }).text).toContain("compacted");
    await client.close();
  });

  it("documents /mcp and /v1/context in the OpenAPI document", async () => {
    const doc = await call("GET", "/openapi.json");
    expect(doc.body.paths["/mcp"].post).toBeDefined();
    expect(doc.body.paths["/v1/context"].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["project", "files", "error", "max_tokens"]),
    );
  });
});
