import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mergeEngramHooks } from "../src/hooks/install-hooks.ts";
import { extractMoments } from "../src/hooks/worth-remembering.ts";
import { BIN, runCli } from "./helpers/run-cli.ts";

/** A service with /v1/context (optionally missing, to test the recall fallback) and /v1/memories. */
async function contextService(opts: { hasContext: boolean }) {
  const seen: { context: string[]; recall: unknown[]; memories: Array<Record<string, unknown>> } = { context: [], recall: [], memories: [] };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.headers.authorization !== "Bearer k") return json(401, { error: { code: "unauthorized", message: "no" } });
      if (url.pathname === "/v1/context" && opts.hasContext) {
        seen.context.push(url.searchParams.get("project") ?? "");
        return json(200, { markdown: `# Context for ${url.searchParams.get("project")}\n- [gotcha] run wrangler login first`, tokens: 12 });
      }
      if (url.pathname === "/v1/recall") {
        seen.recall.push(JSON.parse(raw));
        return json(200, { results: [{ id: "m1", content: "Use pnpm, not npm", type: "preference", score: 0.9, why: {} }], route: "project", took_ms: 3 });
      }
      if (url.pathname === "/v1/memories") {
        seen.memories.push(JSON.parse(raw) as Record<string, unknown>);
        return json(201, { memory: { id: `m${seen.memories.length}` }, status: "created" });
      }
      json(404, { error: { code: "not_found", message: "no route" } });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe("Claude Code hooks", () => {
  let home: string;
  let project: string;
  beforeAll(() => {
    home = mkdtempSync(join(tmpdir(), "engram-hooks-"));
    project = join(home, "billing-api");
    mkdirSync(join(project, "src"), { recursive: true });
    execFileSync("git", ["init", "-q"], { cwd: project });
  });
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  const envFor = (url?: string): NodeJS.ProcessEnv => ({
    HOME: home,
    ENGRAM_CONFIG_DIR: join(home, "config"),
    ENGRAM_DATA_DIR: join(home, "data"),
    ...(url ? { ENGRAM_URL: url, ENGRAM_API_KEY: "k" } : { ENGRAM_URL: "", ENGRAM_API_KEY: "" }),
  });

  it("hooks install merges into existing settings without clobbering, and is idempotent", async () => {
    const file = join(project, ".claude", "settings.json");
    mkdirSync(join(project, ".claude"), { recursive: true });
    const existing = {
      permissions: { allow: ["Bash(npm test:*)"] },
      model: "opus",
      hooks: { Stop: [{ hooks: [{ type: "command", command: "say done" }] }], PostToolUse: [{ matcher: "Edit", hooks: [{ type: "command", command: "prettier --write" }] }] },
    };
    writeFileSync(file, JSON.stringify(existing));
    const r1 = await runCli(["hooks", "install"], { cwd: project, env: envFor() });
    expect(r1.code, r1.stderr).toBe(0);
    const once = readFileSync(file, "utf8");
    await runCli(["hooks", "install"], { cwd: project, env: envFor() });
    expect(readFileSync(file, "utf8")).toBe(once);

    const settings = JSON.parse(once) as { permissions: unknown; model: string; hooks: Record<string, Array<{ matcher?: string; hooks: Array<{ type: string; command: string; timeout?: number }> }>> };
    expect(settings.permissions).toEqual(existing.permissions);
    expect(settings.model).toBe("opus");
    expect(settings.hooks.PostToolUse).toEqual(existing.hooks.PostToolUse);
    expect(settings.hooks.Stop!.map((g) => g.hooks[0]!.command)).toEqual(["say done", `${process.execPath} ${BIN} hooks capture`]);
    expect(settings.hooks.SessionStart).toEqual([{ hooks: [{ type: "command", command: `${process.execPath} ${BIN} hooks session-start`, timeout: 15 }] }]);
    expect(settings.hooks.PreCompact![0]!.hooks[0]).toMatchObject({ type: "command", command: `${process.execPath} ${BIN} hooks capture` });
    // Every entry has the shape Claude Code's settings schema requires.
    for (const groups of Object.values(settings.hooks)) for (const g of groups) for (const h of g.hooks) expect(h).toMatchObject({ type: "command", command: expect.any(String) });
  });

  it("refuses to overwrite a settings file it cannot parse", async () => {
    const dir = join(home, "broken");
    mkdirSync(join(dir, ".claude"), { recursive: true });
    writeFileSync(join(dir, ".claude", "settings.json"), "{ not json");
    const r = await runCli(["hooks", "install", "--project-dir", dir], { env: envFor() });
    expect(r.code).toBe(1);
    expect(readFileSync(join(dir, ".claude", "settings.json"), "utf8")).toBe("{ not json");
  });

  it("SessionStart prints the context bundle for the current project (git root name)", async () => {
    const svc = await contextService({ hasContext: true });
    try {
      // Run the exact command the settings file holds, from a subfolder, with Claude Code's hook input.
      const input = JSON.stringify({ session_id: "s1", cwd: join(project, "src"), hook_event_name: "SessionStart", source: "startup" });
      const r = await runCli(["hooks", "session-start"], { cwd: join(project, "src"), env: envFor(svc.url), input });
      expect(r.code).toBe(0);
      expect(r.stdout).toBe("# Context for billing-api\n- [gotcha] run wrangler login first\n");
      expect(svc.seen.context).toEqual(["billing-api"]);
    } finally {
      await svc.close();
    }
  });

  it("SessionStart falls back to recall when /v1/context does not exist, and prints nothing when offline", async () => {
    const svc = await contextService({ hasContext: false });
    try {
      const r = await runCli(["hooks", "session-start"], { cwd: project, env: envFor(svc.url), input: JSON.stringify({ cwd: project }) });
      expect(r.code).toBe(0);
      expect(r.stdout).toBe("## Engram memory for billing-api\n\n- [preference] Use pnpm, not npm\n");
      expect(svc.seen.recall[0]).toMatchObject({ project: "billing-api" });
    } finally {
      await svc.close();
    }
    const offline = await runCli(["hooks", "session-start"], { cwd: project, env: envFor("http://127.0.0.1:1"), input: "{}" });
    expect(offline).toMatchObject({ code: 0, stdout: "" });
    expect(offline.ms).toBeLessThan(10_000);
    const notLoggedIn = await runCli(["hooks", "session-start"], { cwd: project, env: envFor(), input: "{}" });
    expect(notLoggedIn).toMatchObject({ code: 0, stdout: "" });
  });

  it("Stop captures what is worth remembering from the transcript, scrubbed, once", async () => {
    const svc = await contextService({ hasContext: true });
    try {
      const transcript = join(home, "t.jsonl");
      const lines = [
        { type: "user", message: { role: "user", content: "From now on always use pnpm in this repo, never npm. My email is ana.horvat@acme.io" } },
        { type: "assistant", message: { role: "assistant", content: [{ type: "text", text: "Let me look at the failing deploy." }, { type: "tool_use", name: "Bash", input: { command: "ls" } }] } },
        { type: "user", message: { role: "user", content: [{ type: "tool_result", content: "root cause: huge tool output that should be ignored" }] } },
        { type: "assistant", message: { role: "assistant", content: [{ type: "text", text: "The root cause was a stale wrangler token in ~/.wrangler; the fix was to run wrangler login again because the token expired. Okay, done." }] } },
      ];
      writeFileSync(transcript, lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
      const input = JSON.stringify({ session_id: "s2", transcript_path: transcript, cwd: project, hook_event_name: "Stop" });
      const r = await runCli(["hooks", "capture"], { cwd: project, env: envFor(svc.url), input });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toBe("");
      const contents = svc.seen.memories.map((m) => m.content as string);
      expect(contents.some((c) => /always use pnpm/.test(c))).toBe(true);
      expect(contents.some((c) => /root cause was a stale wrangler token/.test(c))).toBe(true);
      expect(contents.join(" ")).not.toContain("ana.horvat@acme.io");
      expect(contents.join(" ")).not.toMatch(/huge tool output|Let me look/);
      const pref = svc.seen.memories.find((m) => /pnpm/.test(m.content as string))!;
      expect(pref).toMatchObject({ type: "preference", source: "user_stated", provenance: "user_statement", project: "billing-api" });

      // Stop fires again after the next turn: nothing already captured is sent twice.
      const before = svc.seen.memories.length;
      await runCli(["hooks", "capture"], { cwd: project, env: envFor(svc.url), input });
      expect(svc.seen.memories.length).toBe(before);
    } finally {
      await svc.close();
    }
  });

  it("scores decisions, fixes and preferences high and narration or hedging low", () => {
    const moments = extractMoments([
      { role: "assistant", line: 0, text: "We decided to keep the queue as a JSONL journal because node:sqlite still warns. Let me run the tests now." },
      { role: "assistant", line: 1, text: "Maybe the cache is stale, I think it might be the CDN." },
      { role: "user", line: 2, text: "I prefer small commits with clear messages." },
    ]);
    expect(moments.map((m) => m.type).sort()).toEqual(["decision", "preference"]); // the hedge and the narration are dropped
    expect(moments.find((m) => m.type === "decision")!.importance).toBeGreaterThan(0.8); // a decision with its reason
  });

  it("keeps the outcome and drops the narrative (seed 002 abstraction)", () => {
    const [m] = extractMoments([{ role: "assistant", line: 0, text: "After some investigation, I found that the Supabase client must be awaited before onAuthStateChange because the listener otherwise never fires." }]);
    expect(m).toMatchObject({ type: "discovery", content: "The Supabase client must be awaited before onAuthStateChange because the listener otherwise never fires." });
    expect(extractMoments([{ role: "assistant", line: 0, text: "I ran the tests and looked at the output, which turned out fine." }])).toEqual([]);
  });

  it("merge keeps unrelated hooks in a group that also held an old Engram entry", () => {
    const merged = mergeEngramHooks(
      { hooks: { SessionStart: [{ hooks: [{ type: "command", command: "echo hi" }, { type: "command", command: "node /old/engram.js hooks session-start" }] }] } },
      "/new/bin/engram.js",
    );
    expect(merged.hooks!.SessionStart).toEqual([
      { hooks: [{ type: "command", command: "echo hi" }] },
      { hooks: [{ type: "command", command: "node /new/bin/engram.js hooks session-start", timeout: 15 }] },
    ]);
  });
});
