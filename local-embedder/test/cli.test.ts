import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { BIN, runCli } from "./helpers/run-cli.ts";
import { startMemoryService, type MemoryService } from "./helpers/memory-service.ts";

describe("engram CLI (the real bin in a child process)", () => {
  let home: string;
  let env: NodeJS.ProcessEnv;
  let service: MemoryService;
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), "engram-cli-"));
    env = { ENGRAM_CONFIG_DIR: join(home, "config"), ENGRAM_DATA_DIR: join(home, "data"), ENGRAM_MODEL_DIR: join(home, "no-model"), HOME: home };
    service = await startMemoryService();
  });
  afterAll(async () => {
    await service.close();
    rmSync(home, { recursive: true, force: true });
  });

  it("scrub follows the JSON-lines contract with UTF-16 offsets into the original text", async () => {
    const lines = [
      { id: "a", text: "ping ana@acme.io 🚀 or +1 415 555 0132" },
      { id: 7, text: "nothing here, version 1.2.3" },
      { id: "c", text: "ключ AKIA2E0A8F3B244C9986 и ana@acme.io" },
    ];
    const r = await runCli(["scrub"], { env, input: lines.map((l) => JSON.stringify(l)).join("\n") + "\nnot json\n" });
    const out = r.stdout.trim().split("\n").map((l) => JSON.parse(l) as { id: unknown; text?: string; findings?: Array<{ type: string; start: number; end: number }>; error?: string });
    expect(out).toHaveLength(4);
    expect(out[0]).toEqual({
      id: "a",
      text: "ping [EMAIL_1] 🚀 or [PHONE_1]",
      findings: [
        { type: "email", start: 5, end: 16 },
        { type: "phone", start: 23, end: 38 },
      ],
    });
    expect(lines[0]!.text.slice(23, 38)).toBe("+1 415 555 0132");
    expect(out[1]).toEqual({ id: 7, text: "nothing here, version 1.2.3", findings: [] });
    for (const f of out[2]!.findings!) expect(["api_key", "email"]).toContain(f.type);
    expect(lines[2]!.text.slice(out[2]!.findings![0]!.start, out[2]!.findings![0]!.end)).toBe("AKIA2E0A8F3B244C9986");
    expect(out[3]).toMatchObject({ id: null, error: "invalid JSON line" });
    expect(r.code).toBe(1); // a bad line is reported and makes the exit status non-zero
  });

  it("scrub takes an argument, a file or plain stdin; --json lists findings without values; --check exits 1 on a finding", async () => {
    const arg = await runCli(["scrub", "deploy", "key", "ghp_R2d9KpX7wQz4Lm8Nv3Bt6Yc1Hf5Js0Ea2Gu", "for", "ana@acme.io"], { env });
    expect(arg).toMatchObject({ code: 0, stdout: "deploy key [API_KEY_1] for [EMAIL_1]" });
    const file = join(home, "notes.md");
    writeFileSync(file, "# Notes\nDB: postgres://app:Qz8!mR2#vK9p@10.1.2.3/app\n");
    const checked = await runCli(["scrub", "--file", file, "--check"], { env });
    expect(checked.code).toBe(1);
    expect(checked.stdout).toBe("# Notes\nDB: postgres://app:[URL_CREDENTIALS_1]@[IPV4_1]/app\n");
    expect(checked.stderr).toContain(`${file}:2:`);
    expect(checked.stderr).toMatch(/password \(url-credentials/);
    expect(checked.stderr).not.toContain("Qz8!mR2");
    const json = await runCli(["scrub", "--json"], { env, input: "call +44 7911 123456" });
    const parsed = JSON.parse(json.stdout) as { text: string; findings: Array<Record<string, unknown>>; report: Record<string, number> };
    expect(parsed).toMatchObject({ text: "call [PHONE_1]", report: { phone: 1 }, findings: [{ type: "phone", start: 5, end: 20, placeholder: "[PHONE_1]" }] });
    expect(json.stdout).not.toContain("7911");
    const cleanCheck = await runCli(["scrub", "--check", "bumped hono to 4.13.19, see commit 3f786850e387550fdab836ed7e6dc881de23001b"], { env });
    expect(cleanCheck.code).toBe(0);
  });

  it("login writes a 0600 config; remember scrubs, queues offline and syncs; sync status reports", async () => {
    const login = await runCli(["login", "--url", "http://127.0.0.1:1", "--key", "test-key"], { env });
    expect(login.code).toBe(0);
    const file = join(home, "config", "config.json");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ url: "http://127.0.0.1:1", apiKey: "test-key" });

    // Service unreachable: the write is kept.
    const offline = await runCli(["remember", "--no-embed", "--type", "gotcha", "Deploys fail unless wrangler login ran; token ghp_abcdefghijklmnopqrstuvwxyz0123456789 leaked"], { env });
    expect(offline.code, offline.stderr).toBe(0);
    expect(offline.stderr).toMatch(/queued \(removed 1 api_key\)/);
    const status1 = await runCli(["sync", "status", "--json"], { env });
    expect(JSON.parse(status1.stdout)).toMatchObject({ pending: 1, delivered: 0 });

    // Point at the live service and sync: delivered once, scrubbed.
    await runCli(["login", "--url", service.url, "--key", "test-key"], { env });
    const sync = await runCli(["sync"], { env });
    expect(sync.stdout).toMatch(/delivered 1/);
    expect(service.requests).toHaveLength(1);
    expect(service.requests[0]!.content).toContain("[API_KEY_1]");
    expect(service.requests[0]!.content).not.toContain("ghp_");
    expect(service.requests[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    const status2 = await runCli(["sync", "status"], { env });
    expect(status2.stdout).toMatch(/pending 0, delivered 1/);
  });

  it("import bulk-loads JSON lines: scrubbed, queued and synced", async () => {
    const file = join(home, "import.jsonl");
    const rows = [
      { content: "Vectorize index uses 1024 dimensions", type: "fact" },
      { content: "Staging DB is postgres://app:Sup3rS3cret@10.1.2.3:5432/app", type: "location" },
      { content: "Prefer squash merges", type: "preference", tags: ["git"] },
    ];
    writeFileSync(file, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
    const before = service.requests.length;
    const r = await runCli(["import", file, "--no-embed", "--project", "infra"], { env: { ...env, ENGRAM_URL: service.url, ENGRAM_API_KEY: "test-key" } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/queued 3 \(removed 1 password, 1 ip\)/);
    const sent = service.requests.slice(before);
    expect(sent.map((s) => s.content)).toEqual([rows[0]!.content, "Staging DB is postgres://app:[URL_CREDENTIALS_1]@[IPV4_1]:5432/app", rows[2]!.content]);
  });

  it("login --check saves only a key the service accepts; a refused or unreachable one leaves the config as it was", async () => {
    const own = { ...env, ENGRAM_CONFIG_DIR: join(home, "check-config") };
    const configFile = join(home, "check-config", "config.json");
    const good = await runCli(["login", "--url", service.url, "--key", "test-key", "--check"], { env: own });
    expect(good.code, good.stderr).toBe(0);
    expect(JSON.parse(readFileSync(configFile, "utf8"))).toMatchObject({ url: service.url, apiKey: "test-key" });

    const refused = await runCli(["login", "--url", service.url, "--key", "wrong-key", "--check"], { env: own });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/HTTP 401; nothing saved/);
    const unreachable = await runCli(["login", "--url", "http://127.0.0.1:1", "--key", "other", "--check"], { env: own });
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(/unreachable.*nothing saved/);
    expect(JSON.parse(readFileSync(configFile, "utf8"))).toMatchObject({ url: service.url, apiKey: "test-key" });
  });

  it("every command has its own --help (exit 0), and help for an unknown command is a usage error", async () => {
    for (const command of ["login", "remember", "import", "export", "recall", "embed", "scrub", "serve", "sync", "sync-claude-memory", "hooks"]) {
      const r = await runCli([command, "--help"], { env });
      expect(r.code, command).toBe(0);
      expect(r.stdout.startsWith(`engram ${command}`), command).toBe(true);
    }
    expect((await runCli(["help", "import"], { env })).stdout).toMatch(/Exits 1 when anything failed permanently/);
    expect((await runCli(["help", "frobnicate"], { env })).code).toBe(2);
  });

  it("import exits 1 when a memory is refused for good, and says how many", async () => {
    const file = join(home, "import-bad.jsonl");
    writeFileSync(file, [JSON.stringify({ content: "Deploys run from main only", type: "fact" }), JSON.stringify({ content: "Scores go from 0 to 1", importance: 7 })].join("\n") + "\n");
    const r = await runCli(["import", file, "--no-embed", "--batch-size", "1"], { env: { ...env, ENGRAM_URL: service.url, ENGRAM_API_KEY: "test-key" } });
    expect(r.stderr).toMatch(/failed permanently 1/);
    expect(r.code).toBe(1);
  });

  it("sync exits 1 when a queued memory is refused for good; sync-claude-memory needs a login (usage error)", async () => {
    const isolated = { ...env, ENGRAM_DATA_DIR: join(home, "data-refused"), ENGRAM_URL: service.url, ENGRAM_API_KEY: "test-key" };
    const queued = await runCli(["remember", "Scores go from 0 to 10", "--importance", "7", "--no-embed", "--offline"], { env: isolated });
    expect(queued.code).toBe(0);
    const r = await runCli(["sync"], { env: isolated });
    expect(r.stdout).toMatch(/failed permanently 1/);
    expect(r.code).toBe(1);
    const notLoggedIn = await runCli(["sync-claude-memory"], { env: { ...env, ENGRAM_CONFIG_DIR: join(home, "never-logged-in") } });
    expect(notLoggedIn.code).toBe(2);
    expect(notLoggedIn.stderr).toMatch(/^not logged in/);
  });

  it("rejects unknown commands and bad flags with a usage error", async () => {
    expect((await runCli(["frobnicate"], { env })).code).toBe(2);
    expect((await runCli(["embed", "--kind", "sideways", "x"], { env })).code).toBe(2);
    // A command's own failure is a message and an exit status, not an uncaught stack trace.
    const loggedOut = await runCli(["recall", "anything"], { env: { ...env, ENGRAM_CONFIG_DIR: join(home, "never-logged-in") } });
    expect(loggedOut.code).toBe(2);
    expect(loggedOut.stderr).toMatch(/^not logged in/);
    expect(loggedOut.stderr).not.toMatch(/\n\s+at /);
  });

  it("serve (as npm run dev starts it) listens at once, embeds with the fallback model, scrubs, and stops on SIGTERM", async () => {
    const child = spawn(process.execPath, [BIN, "serve", "--host", "127.0.0.1", "--port", "0"], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    try {
      let stderr = "";
      const url = await new Promise<string>((resolve, reject) => {
        child.stderr.on("data", (c) => {
          stderr += c;
          const m = /listening on (http:\/\/[\d.]+:\d+)/.exec(stderr);
          if (m) resolve(m[1]!);
        });
        child.on("exit", () => reject(new Error(stderr)));
      });
      const embed = await fetch(`${url}/embed`, { method: "POST", body: JSON.stringify({ texts: ["wrangler deploy", "pnpm install"], kind: "document" }) });
      const body = (await embed.json()) as { model: string; dimension: number; vectors: number[][] };
      expect(body.model).toBe("universal-sentence-encoder");
      expect(body.vectors.map((v) => v.length)).toEqual([512, 512]);
      expect(await (await fetch(`${url}/health`)).json()).toMatchObject({ ok: true, ready: true, model: "universal-sentence-encoder", dimension: 512 });
      const scrubbed = (await (await fetch(`${url}/scrub`, { method: "POST", body: JSON.stringify({ text: "ana@acme.io" }) })).json()) as { text: string };
      expect(scrubbed.text).toBe("[EMAIL_1]");
    } finally {
      const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
      child.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
  });

  it("embed falls back to the Universal Sentence Encoder without a Qwen3 folder and says so", async () => {
    const r = await runCli(["embed", "--kind", "query", "where is the sync queue"], { env, timeoutMs: 60_000 });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Universal Sentence Encoder/);
    const row = JSON.parse(r.stdout) as { model: string; dimension: number; vector: number[] };
    expect(row.model).toBe("universal-sentence-encoder");
    expect(row.dimension).toBe(512);
    expect(row.vector).toHaveLength(512);
  });
});
