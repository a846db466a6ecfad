/**
 * Claude Code's own CLI agrees that `/mcp` works: `claude mcp add --transport http … --header`
 * then `claude mcp list` performs a real MCP handshake against `npm run dev` and reports
 * Connected with a valid key, and not with a wrong one. Claude Code is a ~360 MB native binary,
 * so it is not a dependency: .ci/run installs it outside the project and sets ENGRAM_CLAUDE_BIN;
 * locally: `npm i --prefix /tmp/cc @anthropic-ai/claude-code` and
 * `ENGRAM_CLAUDE_BIN=/tmp/cc/node_modules/.bin/claude npm run test:e2e`.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type DevServer } from "./dev-server";
import { sharedDevServer } from "./shared-dev";

const run = promisify(execFile);
const claude = process.env.ENGRAM_CLAUDE_BIN && existsSync(process.env.ENGRAM_CLAUDE_BIN) ? process.env.ENGRAM_CLAUDE_BIN : undefined;

describe.skipIf(!claude)("Claude Code's CLI connects to /mcp", () => {
  let dev: DevServer;
  let home: string;
  beforeAll(async () => {
    dev = sharedDevServer();
    home = mkdtempSync(path.join(tmpdir(), "engram-claude-home-"));
  });
  afterAll(async () => {
    if (home) rmSync(home, { recursive: true, force: true });
  });

  // A throwaway HOME so the test never touches a real Claude Code configuration.
  const cli = (args: string[]) =>
    run(claude!, args, {
      cwd: home,
      env: { ...process.env, HOME: home, DISABLE_AUTOUPDATER: "1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1" },
      timeout: 60_000,
    });

  it("reports Connected with a valid key and a failure with a wrong one", { timeout: 120_000 }, async () => {
    const user = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "claude-code" });
    const key = user.body.api_key as string;
    await cli(["mcp", "add", "--transport", "http", "engram", `${dev.url}/mcp`, "--header", `Authorization: Bearer ${key}`]);
    await cli(["mcp", "add", "--transport", "http", "engram-badkey", `${dev.url}/mcp`, "--header", "Authorization: Bearer egm_wrong"]);
    const { stdout } = await cli(["mcp", "list"]);
    const line = (name: string) => stdout.split("\n").find((l) => l.startsWith(`${name}:`)) ?? "";
    expect(line("engram")).toContain("Connected");
    expect(line("engram")).not.toMatch(/Failed/);
    expect(line("engram-badkey")).toMatch(/Failed|401/);
    expect(line("engram-badkey")).not.toContain("✔ Connected");
  });

  it("installs the Engram plugin from this repository: its MCP server connects, its hooks and commands are there", { timeout: 180_000 }, async () => {
    const user = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "claude-code-plugin" });
    const repo = path.resolve(import.meta.dirname, "..", "..");
    // A HOME of its own: Claude Code hides a plugin's server that duplicates one added by hand.
    const pluginHome = mkdtempSync(path.join(tmpdir(), "engram-claude-plugin-"));
    // The plugin's .mcp.json reads the service and key from the environment.
    const env = { ...process.env, HOME: pluginHome, DISABLE_AUTOUPDATER: "1", CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1", ENGRAM_URL: dev.url, ENGRAM_API_KEY: user.body.api_key };
    const cli = (args: string[]) => run(claude!, args, { cwd: pluginHome, env, timeout: 60_000 });
    try {
      await cli(["plugin", "marketplace", "add", repo]);
      const installed = await cli(["plugin", "install", "engram@engram"]);
      expect(installed.stdout).toContain("Successfully installed plugin: engram@engram");
      const { stdout } = await cli(["mcp", "list"]);
      const line = stdout.split("\n").find((l) => l.startsWith("plugin:engram:engram:")) ?? "";
      expect(line, stdout).toContain("✔ Connected");
      const details = (await cli(["plugin", "details", "engram@engram"])).stdout;
      expect(details).toMatch(/Hooks \(3\)\s+SessionStart, Stop, PreCompact/);
      expect(details).toMatch(/forget, recall, remember, review-conflicts/);
    } finally {
      rmSync(pluginHome, { recursive: true, force: true });
    }
  });
});
