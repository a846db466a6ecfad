/**
 * server.json is what the MCP registry publishes: it must keep the registry's required shape
 * and agree with what the Worker serves (its MCP route, the package version, its tool titles'
 * product name), so publishing never advertises an endpoint or version that does not exist.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));

describe("server.json for the MCP registry", () => {
  const server = read("server.json");

  it("has the registry's required fields within its limits", () => {
    expect(server.$schema).toMatch(/^https:\/\/static\.modelcontextprotocol\.io\/schemas\/\d{4}-\d{2}-\d{2}\/server\.schema\.json$/);
    expect(server.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/); // reverse-DNS namespace / name
    expect(server.description.length).toBeGreaterThan(0);
    expect(server.description.length).toBeLessThanOrEqual(100);
    expect(server.version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("agrees with the project: same version as package.json, one Streamable HTTP remote at the Worker's /mcp route", () => {
    expect(server.version).toBe(read("package.json").version);
    expect(server.remotes).toHaveLength(1);
    const [remote] = server.remotes;
    expect(remote.type).toBe("streamable-http");
    const url = new URL(remote.url);
    expect(url.protocol).toBe("https:");
    expect(url.pathname).toBe("/mcp");
    const routes = readFileSync(path.join(root, "src", "routes", "mcp.ts"), "utf8");
    expect(routes).toContain('path: "/mcp"');
    expect(new URL(server.websiteUrl).host).toBe(url.host);
  });
});
