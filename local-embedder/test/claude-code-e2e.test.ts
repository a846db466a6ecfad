import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { describe, expect, it } from "vitest";
import { startFakeAnthropic } from "./helpers/fake-anthropic.ts";
import { runCli } from "./helpers/run-cli.ts";

/**
 * The real Claude Code CLI reads the settings `engram hooks install` wrote,
 * runs the SessionStart hook and puts its output into the prompt, and runs the
 * Stop hook that captures the user's stated preference. It talks to a local
 * stand-in for the Messages API, so no account or network is needed.
 *
 * Claude Code is a 380 MB native binary, so it is not a dependency: this runs
 * when ENGRAM_CLAUDE_BIN points at `claude` or `claude` is on PATH, e.g.
 *   npm i --prefix /tmp/cc @anthropic-ai/claude-code && ENGRAM_CLAUDE_BIN=/tmp/cc/node_modules/.bin/claude npm test
 */
function findClaude(): string | undefined {
  if (process.env.ENGRAM_CLAUDE_BIN) return process.env.ENGRAM_CLAUDE_BIN;
  for (const dir of (process.env.PATH ?? "").split(delimiter)) if (dir && existsSync(join(dir, "claude"))) return join(dir, "claude");
  return undefined;
}
const claude = findClaude();

describe.skipIf(!claude)("Claude Code runs the installed hooks (real claude CLI)", () => {
  it("injects the SessionStart context into the prompt and captures on Stop", { timeout: 120_000 }, async () => {
    const home = mkdtempSync(join(tmpdir(), "engram-cc-"));
    const project = join(home, "payments-service");
    mkdirSync(project, { recursive: true });
    execFileSync("git", ["init", "-q"], { cwd: project });
    const memories: Array<Record<string, unknown>> = [];
    const contextRequests: string[] = [];
    const engram = createServer((req, res) => {
      let raw = "";
      req.on("data", (c) => (raw += c));
      req.on("end", () => {
        const url = new URL(req.url ?? "/", "http://x");
        res.setHeader("content-type", "application/json");
        if (url.pathname === "/v1/context") {
          contextRequests.push(url.searchParams.get("project") ?? "");
          return res.end(JSON.stringify({ markdown: "ENGRAM-CONTEXT-7f3a: refunds go through the ledger service, never direct SQL." }));
        }
        if (url.pathname === "/v1/memories") {
          memories.push(JSON.parse(raw) as Record<string, unknown>);
          res.statusCode = 201;
          return res.end(JSON.stringify({ memory: { id: "m1" }, status: "created" }));
        }
        res.statusCode = 404;
        res.end(JSON.stringify({ error: { code: "not_found", message: "no" } }));
      });
    });
    await new Promise<void>((r) => engram.listen(0, "127.0.0.1", r));
    const engramUrl = `http://127.0.0.1:${(engram.address() as AddressInfo).port}`;
    const anthropic = await startFakeAnthropic();
    try {
      const env = { HOME: home, ENGRAM_CONFIG_DIR: join(home, "cfg"), ENGRAM_DATA_DIR: join(home, "data"), ENGRAM_URL: engramUrl, ENGRAM_API_KEY: "k" };
      const install = await runCli(["hooks", "install"], { cwd: project, env });
      expect(install.code, install.stderr).toBe(0);
      const prompt = "From now on always use pnpm in this repo, never npm, because npm rewrites the lockfile.";
      const result = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(claude!, ["-p", prompt], {
          cwd: project,
          env: { ...process.env, ...env, ANTHROPIC_API_KEY: "sk-ant-api03-test", ANTHROPIC_BASE_URL: anthropic.url, DISABLE_TELEMETRY: "1", DISABLE_AUTOUPDATER: "1" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        child.stdout.on("data", (c) => (out += c));
        child.stderr.on("data", (c) => (out += c));
        const timer = setTimeout(() => child.kill("SIGKILL"), 100_000);
        child.on("exit", (code) => {
          clearTimeout(timer);
          resolve({ code, out });
        });
      });
      expect(result.code, result.out).toBe(0);
      expect(contextRequests).toEqual(["payments-service"]);
      expect(anthropic.bodies.some((b) => b.includes("ENGRAM-CONTEXT-7f3a"))).toBe(true);
      // Stop ran `engram hooks capture` on the transcript Claude Code wrote.
      expect(memories.some((m) => /always use pnpm/.test(String(m.content)) && m.type === "preference")).toBe(true);
      expect(JSON.parse(readFileSync(join(project, ".claude", "settings.json"), "utf8")).hooks.Stop).toHaveLength(1);
    } finally {
      await anthropic.close();
      await new Promise<void>((r) => engram.close(() => r()));
      rmSync(home, { recursive: true, force: true });
    }
  });
});
