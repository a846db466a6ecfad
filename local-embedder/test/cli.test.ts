import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli } from "./helpers/run-cli.ts";
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
      { id: "c", text: "ключ AKIAIOSFODNN7EXAMPLE и ana@acme.io" },
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
    expect(lines[2]!.text.slice(out[2]!.findings![0]!.start, out[2]!.findings![0]!.end)).toBe("AKIAIOSFODNN7EXAMPLE");
    expect(out[3]).toMatchObject({ id: null, error: "invalid JSON line" });
    expect(r.code).toBe(1); // a bad line is reported and makes the exit status non-zero
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

  it("rejects unknown commands and bad flags with a usage error", async () => {
    expect((await runCli(["frobnicate"], { env })).code).toBe(2);
    expect((await runCli(["embed", "--kind", "sideways", "x"], { env })).code).toBe(2);
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
