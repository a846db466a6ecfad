/**
 * The Claude Code plugin's hook runner (plugin/scripts/engram-hook.mjs) and its hook table: every
 * hook runs the companion CLI through the runner, which passes arguments and stdin on and never
 * fails a hook when the CLI is missing. (Installing the plugin with Claude Code's own CLI is in
 * test/e2e/claude-code.e2e.test.ts.)
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const plugin = path.join(root, "plugin");
const runner = path.join(plugin, "scripts", "engram-hook.mjs");
const bin = path.join(root, "local-embedder", "bin", "engram.js");

describe("the Claude Code plugin's hooks", () => {
  it("runs every hook through the runner, for SessionStart, Stop and PreCompact", () => {
    const table = JSON.parse(readFileSync(path.join(plugin, "hooks", "hooks.json"), "utf8"));
    expect(Object.keys(table.hooks).sort()).toEqual(["PreCompact", "SessionStart", "Stop"]);
    const commands: string[] = Object.values(table.hooks as Record<string, Array<{ hooks: Array<{ command: string }> }>>).flatMap((groups) => groups.flatMap((g) => g.hooks.map((h) => h.command)));
    for (const c of commands) expect(c).toMatch(/^node "\$\{CLAUDE_PLUGIN_ROOT\}\/scripts\/engram-hook\.mjs" (hooks (session-start|capture)|sync-claude-memory --hook)$/);
    expect(commands.filter((c) => c.includes("sync-claude-memory"))).toHaveLength(2);
    expect(existsSync(runner)).toBe(true);
    for (const name of ["remember", "recall", "forget", "review-conflicts"]) {
      const md = readFileSync(path.join(plugin, "commands", `${name}.md`), "utf8");
      expect(md, name).toMatch(/^---\ndescription: .+\n/);
      expect(md, name).toContain("ARGUMENTS");
    }
  });

  it("passes arguments to the CLI named by ENGRAM_BIN", () => {
    const r = spawnSync(process.execPath, [runner, "sync-claude-memory", "--help"], { env: { ...process.env, ENGRAM_BIN: bin }, encoding: "utf8", timeout: 60_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("engram sync-claude-memory");
    expect(r.stdout).toContain("provenance import");
  });

  it("exits 0 with a hint when no CLI is installed, so a hook never blocks Claude Code", () => {
    const r = spawnSync(process.execPath, [runner, "hooks", "session-start"], { env: { PATH: "/nonexistent" } as unknown as NodeJS.ProcessEnv, input: "{}", encoding: "utf8", timeout: 30_000 });
    expect(r.status).toBe(0);
    expect(r.stderr).toContain("engram CLI was not found");
  });
});
