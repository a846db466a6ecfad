import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Journal } from "../src/sync/journal.ts";
import { BIN, runCli } from "./helpers/run-cli.ts";
import { killWhenStored } from "./helpers/kill-when-stored.ts";
import { startMemoryService, type MemoryService } from "./helpers/memory-service.ts";

/** `engram import` through the real bin, against a real local HTTP stand-in for the Worker. */
describe("engram import sends batches", () => {
  let home: string;
  let env: NodeJS.ProcessEnv;
  let service: MemoryService;
  beforeEach(async () => {
    home = mkdtempSync(join(tmpdir(), "engram-import-"));
    service = await startMemoryService();
    env = { ENGRAM_CONFIG_DIR: join(home, "config"), ENGRAM_DATA_DIR: join(home, "data"), ENGRAM_MODEL_DIR: join(home, "no-model"), HOME: home, ENGRAM_URL: service.url, ENGRAM_API_KEY: "test-key" };
  });
  afterEach(async () => {
    await service.close();
    rmSync(home, { recursive: true, force: true });
  });

  const writeRows = (rows: object[]) => {
    const file = join(home, "memories.jsonl");
    writeFileSync(file, rows.map((r) => JSON.stringify(r)).join("\n") + "\n");
    return file;
  };
  const numbered = (n: number) => Array.from({ length: n }, (_, i) => ({ content: `memory ${i + 1}: the deploy uses wrangler`, type: "fact" }));
  const createdContents = () => [...service.created.values()].map((m) => m.content).sort();

  it("makes ceil(N / batch size) requests, every memory scrubbed and stored once", async () => {
    const rows = [...numbered(249), { content: "staging is postgres://app:Sup3rS3cret@10.1.2.3:5432/app" }];
    const r = await runCli(["import", writeRows(rows), "--no-embed", "--project", "infra"], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(service.httpRequests).toBe(3);
    expect(service.batches.map((b) => b.contents.length)).toEqual([100, 100, 50]);
    expect(r.stderr).toMatch(/delivered 250 in 3 request\(s\), failed permanently 0, pending 0/);
    expect(service.created.size).toBe(250);
    expect(service.batches[2]!.contents.at(-1)).toBe("staging is postgres://app:[URL_CREDENTIALS_1]@[IPV4_1]:5432/app");
    expect(new Set(service.batches.map((b) => b.key)).size).toBe(3);

    // The size is configurable (up to the Worker's 100): 250 more in batches of 40 → 7 requests.
    const again = await runCli(["import", writeRows(numbered(250).map((m) => ({ ...m, content: `again ${m.content}` }))), "--no-embed", "--batch-size", "40"], { env });
    expect(again.code, again.stderr).toBe(0);
    expect(service.httpRequests).toBe(3 + 7);
    expect(service.created.size).toBe(500);
    expect((await runCli(["import", "x.jsonl", "--batch-size", "101"], { env })).code).toBe(2);
  });

  it("resumes an import SIGKILLed mid-sync by running it again: every memory stored exactly once", async () => {
    const rows = numbered(250);
    const file = writeRows(rows);
    // The service commits the second batch; the importer dies before it can record the ack.
    const { signal, stderr } = await killWhenStored(service, 200, [BIN, "import", file, "--no-embed"], { ...process.env, ...env });
    expect(signal, stderr).toBe("SIGKILL");
    expect(service.created.size).toBe(200);

    const resume = await runCli(["import", file, "--no-embed"], { env });
    expect(resume.code, resume.stderr).toBe(0);
    expect(resume.stderr).toMatch(/already queued \(150 not yet delivered\); resuming/);
    expect(resume.stderr).toMatch(/delivered 150 in 2 request\(s\)/);
    expect(createdContents()).toEqual(rows.map((r) => r.content).sort());
    // The interrupted batch went out again with its first key and was answered from the service's record.
    expect(service.batches.map((b) => b.contents.length)).toEqual([100, 100, 100, 50]);
    expect(service.batches[2]!.key).toBe(service.batches[1]!.key);
    expect(new Journal(join(home, "data", "queue")).stats()).toMatchObject({ pending: 0, delivered: 250 });
  });

  it("stores the rest of a batch when one memory is refused, and dead-letters that one with the service's reason", async () => {
    const rows = numbered(5);
    rows[2] = { ...rows[2]!, importance: 7 } as (typeof rows)[number];
    const r = await runCli(["import", writeRows(rows), "--no-embed"], { env });
    expect(r.code, r.stderr).toBe(1); // the rest is stored, but a refused memory makes the import a failure for scripts
    expect(r.stderr).toMatch(/delivered 4 in 2 request\(s\), failed permanently 1, pending 0/);
    expect(service.batches.map((b) => b.contents.length)).toEqual([5, 4]);
    expect(createdContents()).toEqual([rows[0], rows[1], rows[3], rows[4]].map((m) => m!.content).sort());
    const status = await runCli(["sync", "status", "--json"], { env });
    const parsed = JSON.parse(status.stdout) as { dead: number; deadLetters: Array<{ status: number; error: string }> };
    expect(parsed.dead).toBe(1);
    expect(parsed.deadLetters[0]).toMatchObject({ status: 400, error: "400 validation_failed importance: Number must be less than or equal to 1" });
    expect((await runCli(["sync", "status"], { env })).stdout).toMatch(/failed permanently: \S+ 400 validation_failed importance/);
  });
});
