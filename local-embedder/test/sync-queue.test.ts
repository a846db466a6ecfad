import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EngramClient } from "../src/sync/api-client.ts";
import { backoffDelay, parseRetryAfter } from "../src/sync/backoff.ts";
import { startBackgroundSync } from "../src/sync/background-sync.ts";
import { drainQueue } from "../src/sync/drain.ts";
import { Journal } from "../src/sync/journal.ts";
import { queueMemory } from "../src/sync/memory-writes.ts";
import { killWhenStored } from "./helpers/kill-when-stored.ts";
import { startMemoryService, type MemoryService } from "./helpers/memory-service.ts";

const childScript = join(import.meta.dirname, "fixtures", "drain-child.ts");

describe("durable sync queue", () => {
  let dir: string;
  let service: MemoryService;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "engram-queue-"));
    service = await startMemoryService();
  });
  afterEach(async () => {
    await service.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("delivers every queued write exactly once when the syncing process is SIGKILLed mid-sync (one write per request)", async () => {
    const journal = new Journal(dir);
    const contents = Array.from({ length: 8 }, (_, i) => `memory number ${i + 1}`);
    for (const content of contents) queueMemory(journal, { content, project: "engram" });

    // The server stores write #3, then the client is killed before it can read the 201 and record the ack:
    // the worst moment, where a naive retry would create a second copy.
    const { signal, stderr } = await killWhenStored(service, 3, ["--import", "tsx", childScript, dir, service.url, "1"]);
    expect(signal, stderr).toBe("SIGKILL");
    expect(service.created.size).toBe(3);

    // "Restart": a fresh process reads the journal from disk and drains the rest.
    const after = new Journal(dir);
    expect(after.pending().length).toBe(6); // #3 is stored server-side but was never acked locally
    const restart = spawn(process.execPath, ["--import", "tsx", childScript, dir, service.url, "1"], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    restart.stdout.on("data", (c) => (out += c));
    const code = await new Promise<number | null>((resolve) => restart.on("exit", (c) => resolve(c)));
    expect(code).toBe(0);
    const result = JSON.parse(out) as { delivered: number; duplicates: number; remaining: number };
    expect(result).toMatchObject({ delivered: 5, duplicates: 1, remaining: 0 });

    // Exactly once: every content created once, and the resend of #3 reused its key.
    const createdContents = [...service.created.values()].map((m) => m.content).sort();
    expect(createdContents).toEqual([...contents].sort());
    const keysFor3 = service.requests.filter((r) => r.content === "memory number 3").map((r) => r.key);
    expect(keysFor3).toHaveLength(2);
    expect(keysFor3[0]).toBe(keysFor3[1]);
    expect(new Journal(dir).stats()).toMatchObject({ pending: 0, delivered: 8 });
  });

  it("after a SIGKILL mid-batch, resends the same batch under the same key, even with another batch size: exactly once", async () => {
    const journal = new Journal(dir);
    const contents = Array.from({ length: 8 }, (_, i) => `batched memory ${i + 1}`);
    for (const content of contents) queueMemory(journal, { content });

    // Batches of 3: the service stores the second batch (#4–#6), then the client dies before reading the 201.
    const killed = await killWhenStored(service, 6, ["--import", "tsx", childScript, dir, service.url, "3"]);
    expect(killed.signal, killed.stderr).toBe("SIGKILL");
    expect(service.batches.map((b) => b.contents.length)).toEqual([3, 3]);
    expect(new Journal(dir).pending()).toHaveLength(5);

    // Restart with batches of 100: #4–#6 still go out together, under the key they were first sent with.
    const restart = spawn(process.execPath, ["--import", "tsx", childScript, dir, service.url, "100"], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    restart.stdout.on("data", (c) => (out += c));
    expect(await new Promise<number | null>((resolve) => restart.on("exit", (c) => resolve(c)))).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ delivered: 2, duplicates: 3, remaining: 0, requests: 2 });
    expect(service.batches.map((b) => b.contents)).toEqual([contents.slice(0, 3), contents.slice(3, 6), contents.slice(3, 6), contents.slice(6)]);
    expect(service.batches[2]!.key).toBe(service.batches[1]!.key);
    expect(new Set(service.batches.map((b) => b.key)).size).toBe(3);
    expect([...service.created.values()].map((m) => m.content).sort()).toEqual([...contents].sort());
    expect(new Journal(dir).stats()).toMatchObject({ pending: 0, delivered: 8 });
  });

  it("queues a bulk enqueue all or nothing: a crash before its commit record leaves nothing queued", () => {
    const journal = new Journal(dir);
    queueMemory(journal, { content: "earlier" });
    journal.enqueueMany("/v1/memories", [{ content: "a" }, { content: "b" }, { content: "c" }]);
    const lines = readFileSync(journal.file, "utf8").trim().split("\n");
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ op: "commit" });
    writeFileSync(journal.file, lines.slice(0, -1).join("\n") + "\n"); // killed after the enqueues, before the commit reached the disk
    expect(new Journal(dir).pending().map((p) => (p.body as { content: string }).content)).toEqual(["earlier"]);
  });

  it("retries a batch whose response was lost after the service stored it (5xx) with the same key: stored once", async () => {
    const journal = new Journal(dir);
    for (const content of ["one", "two", "three"]) queueMemory(journal, { content });
    service.failAfterStore = 1;
    const client = new EngramClient({ url: service.url, apiKey: "test-key" });
    const first = await drainQueue(journal, client, { force: true });
    expect(first).toMatchObject({ delivered: 0, remaining: 3, requests: 1 });
    expect(first.stoppedBecause).toMatch(/500/);
    expect(journal.pending()[0]!.nextAttemptAt).toBeGreaterThan(Date.now());
    const second = await drainQueue(journal, client, { force: true });
    expect(second).toMatchObject({ duplicates: 3, remaining: 0, requests: 1 });
    expect(service.batches).toHaveLength(2);
    expect(service.batches[1]!.key).toBe(service.batches[0]!.key);
    expect(service.created.size).toBe(3);
  });

  it("keeps syncing a queue written by the previous version, whose bodies carry fields the Worker now refuses", async () => {
    // Journal lines as the previous version wrote them: `engram import` queued export lines verbatim.
    const old = [
      { op: "enqueue", id: "a1", key: "k-a1", route: "/v1/memories", at: "2026-11-01T10:00:00.000Z", body: { id: "mem_01OLD", content: "Deploys need the VPN", type: "gotcha", created_at: "2026-01-01T00:00:00Z", indexed: true } },
      { op: "enqueue", id: "a2", key: "k-a2", route: "/v1/memories", at: "2026-11-01T10:00:00.000Z", body: { content: "Staging resets nightly", owner_id: "usr_x" } },
    ];
    writeFileSync(join(dir, "journal.jsonl"), old.map((l) => JSON.stringify(l)).join("\n") + "\n");
    const journal = new Journal(dir);
    expect(journal.pending()).toHaveLength(2);
    const client = new EngramClient({ url: service.url, apiKey: "test-key" });
    const r = await drainQueue(journal, client, { force: true });
    expect(r).toMatchObject({ delivered: 2, dead: 0, remaining: 0 });
    expect([...service.created.values()].map((m) => m.content).sort()).toEqual(["Deploys need the VPN", "Staging resets nightly"]);
  });

  it("dead-letters only the items a batch was refused for, and narrows down a refusal that names none", async () => {
    const journal = new Journal(dir);
    for (const body of [{ content: "ok 1" }, { content: "bad", importance: 7 }, { content: "ok 2" }, { content: "   " }, { content: "ok 3" }]) journal.enqueue("/v1/memories", body);
    const client = new EngramClient({ url: service.url, apiKey: "test-key" });
    const r = await drainQueue(journal, client, { force: true });
    // One refused request naming both bad items (details.issues), then one with the three good ones.
    expect(r).toMatchObject({ delivered: 3, dead: 2, remaining: 0, requests: 2 });
    expect([...service.created.values()].map((m) => m.content)).toEqual(["ok 1", "ok 2", "ok 3"]);
    expect(journal.dead().map((d) => [d.status, d.error])).toEqual([
      [400, "400 validation_failed importance: Number must be less than or equal to 1"],
      [400, "400 validation_failed content: content required"],
    ]);

    // A 413 for the whole body names no item: halves are tried until each part fits.
    for (const content of ["w", "x", "y", "z"]) queueMemory(journal, { content: content.repeat(100) });
    service.maxBatchBytes = 300;
    const before = service.batches.length;
    const r2 = await drainQueue(journal, client, { force: true });
    expect(r2).toMatchObject({ delivered: 4, dead: 0, remaining: 0, requests: 3 });
    expect(service.batches.slice(before).map((b) => b.contents.length)).toEqual([4, 2, 2]);
  });

  it("resends a batch without vectors when the service refuses the local model", async () => {
    const journal = new Journal(dir);
    const embedding = { model: "universal-sentence-encoder", dimension: 2, vector: [1, 0] };
    for (const content of ["v1", "v2"]) journal.enqueue("/v1/memories", { content, embedding });
    const r = await drainQueue(journal, new EngramClient({ url: service.url, apiKey: "test-key" }), { force: true });
    expect(r).toMatchObject({ delivered: 2, dead: 0, requests: 2 });
    expect(service.batches).toHaveLength(2);
    expect(service.batches[1]!.key).not.toBe(service.batches[0]!.key); // a different body never reuses a key
    expect(service.created.size).toBe(2);
  });

  it("keeps writes while offline, backs off, and drains once the service is reachable", async () => {
    const journal = new Journal(dir);
    queueMemory(journal, { content: "offline one" });
    queueMemory(journal, { content: "offline two" });
    let now = 1_000_000;
    const offline = new EngramClient({ url: "http://127.0.0.1:1", apiKey: "test-key" }, 2_000);
    const first = await drainQueue(journal, offline, { now: () => now });
    expect(first.stoppedBecause).toBe("service unreachable");
    expect(journal.stats()).toMatchObject({ pending: 2, delivered: 0 });
    const retryAt = journal.pending()[0]!.nextAttemptAt;
    expect(retryAt).toBeGreaterThan(now);

    // Before the retry time nothing is sent, even though the service is up now.
    const online = new EngramClient({ url: service.url, apiKey: "test-key" });
    expect((await drainQueue(journal, online, { now: () => now })).delivered).toBe(0);
    expect(service.requests).toHaveLength(0);

    now = retryAt + 1;
    const second = await drainQueue(journal, online, { now: () => now });
    expect(second).toMatchObject({ delivered: 2, remaining: 0 });
    expect(service.requests.map((r) => r.content)).toEqual(["offline one", "offline two"]);
  });

  it("retries 5xx, dead-letters invalid writes, and stops on a bad key", async () => {
    const journal = new Journal(dir);
    journal.enqueue("/v1/memories", { content: "" }); // 400: can never succeed
    queueMemory(journal, { content: "fine" });
    service.failNext = 1;
    const client = new EngramClient({ url: service.url, apiKey: "test-key" });
    const r1 = await drainQueue(journal, client, { force: true });
    expect(r1.stoppedBecause).toMatch(/503/);
    const r2 = await drainQueue(journal, client, { force: true });
    expect(r2).toMatchObject({ dead: 1, delivered: 1, remaining: 0 });
    expect(journal.dead()[0]).toMatchObject({ status: 400 });

    queueMemory(journal, { content: "needs auth" });
    const bad = await drainQueue(journal, new EngramClient({ url: service.url, apiKey: "wrong" }), { force: true });
    expect(bad.stoppedBecause).toMatch(/engram login/);
    expect(journal.stats().pending).toBe(1);
  });

  it("resends without the vector when the service rejects the local embedding model, instead of losing the memory", async () => {
    const journal = new Journal(dir);
    journal.enqueue("/v1/memories", { content: "vector from another model", embedding: { model: "universal-sentence-encoder", dimension: 512, vector: [1, 0] } });
    const result = await drainQueue(journal, new EngramClient({ url: service.url, apiKey: "test-key" }));
    expect(result).toMatchObject({ delivered: 1, dead: 0, remaining: 0 });
    // The vector-less resend has its own key: its body differs from the refused one.
    expect(service.requests.map((r) => r.key)).toEqual([service.requests[0]!.key, `${service.requests[0]!.key}.novector`]);
    expect([...service.created.values()].map((m) => m.content)).toEqual(["vector from another model"]);
  });

  it("a crash after the vector-less resend was stored is not a dead letter on the next run", async () => {
    const body = { content: "stored without its vector", embedding: { model: "universal-sentence-encoder", dimension: 512, vector: [1, 0] } };
    const journal = new Journal(dir);
    const item = journal.enqueue("/v1/memories", body);
    const client = new EngramClient({ url: service.url, apiKey: "test-key" });
    expect(await drainQueue(journal, client)).toMatchObject({ delivered: 1, dead: 0 });
    // The process died before the ack reached the journal: the same write, same key, is pending again.
    const again = mkdtempSync(join(tmpdir(), "engram-queue-"));
    try {
      writeFileSync(new Journal(again).file, `${JSON.stringify({ op: "enqueue", id: item.id, key: item.idempotencyKey, route: item.route, body, at: new Date().toISOString() })}\n`);
      const pending = new Journal(again);
      expect(pending.stats().pending).toBe(1);
      const rerun = await drainQueue(pending, client);
      // Sent with its vector (refused again, nothing stored), then without it: answered as a replay.
      expect(rerun).toMatchObject({ duplicates: 1, dead: 0, remaining: 0 });
      expect([...service.created.values()].map((m) => m.content)).toEqual(["stored without its vector"]);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });

  it("stops starting new sends when its time budget is used up", async () => {
    const journal = new Journal(dir);
    for (const content of ["one", "two", "three"]) queueMemory(journal, { content });
    service.onStored = () => new Promise((r) => setTimeout(r, 60));
    const result = await drainQueue(journal, new EngramClient({ url: service.url, apiKey: "test-key" }), { budgetMs: 30, batchSize: 1 });
    expect(result).toMatchObject({ delivered: 1, remaining: 2, stoppedBecause: "time budget used up" });
  });

  it("scrubs before anything is written to the queue file", () => {
    const journal = new Journal(dir);
    const { report } = queueMemory(journal, { content: "deploy key ghp_abcdefghijklmnopqrstuvwxyz0123456789 from ana@acme.io", tags: ["ana@acme.io"] });
    const onDisk = readFileSync(journal.file, "utf8");
    expect(onDisk).not.toContain("ghp_abcdefghij");
    expect(onDisk).not.toContain("ana@acme.io");
    expect(onDisk).toContain("[API_KEY_1]");
    expect(report).toEqual({ api_key: 1, email: 2 });
  });

  it("survives a torn final line and compacts without losing pending writes", () => {
    const journal = new Journal(dir);
    const a = queueMemory(journal, { content: "a" }).item;
    queueMemory(journal, { content: "b" });
    journal.ack(a.id, 201);
    appendFileSync(journal.file, '{"op":"enqueue","id":"torn","key":"k","rou'); // crash mid-write
    const reopened = new Journal(dir);
    expect(reopened.pending().map((p) => (p.body as { content: string }).content)).toEqual(["b"]);
    expect(reopened.compact(0)).toBe(true);
    expect(new Journal(dir).pending().map((p) => (p.body as { content: string }).content)).toEqual(["b"]);
    expect(readFileSync(journal.file, "utf8").trim().split("\n")).toHaveLength(1);
  });

  it("drains in the background while serving, without overlapping runs", async () => {
    const journal = new Journal(dir);
    queueMemory(journal, { content: "queued while offline" });
    const sync = startBackgroundSync(journal, new EngramClient({ url: service.url, apiKey: "test-key" }), { intervalMs: 20 });
    try {
      const first = sync.runNow();
      expect(sync.runNow()).toBe(first);
      await first;
      queueMemory(journal, { content: "queued later" });
      // Nobody calls drain: the interval picks it up (polled, so a slow CI machine only waits longer).
      for (let i = 0; i < 150 && service.requests.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
      expect(service.requests.map((r) => r.content)).toEqual(["queued while offline", "queued later"]);
    } finally {
      sync.stop();
    }
  });

  it("computes jittered exponential backoff and honours Retry-After", () => {
    expect(backoffDelay(1, { baseMs: 1000, maxMs: 60_000 }, () => 0.999)).toBe(999);
    expect(backoffDelay(5, { baseMs: 1000, maxMs: 60_000 }, () => 0.999)).toBe(15_984);
    expect(backoffDelay(30, { baseMs: 1000, maxMs: 60_000 }, () => 0.999)).toBe(59_940);
    expect(backoffDelay(3, { baseMs: 1000, maxMs: 60_000 }, () => 0)).toBe(500);
    expect(parseRetryAfter("7")).toBe(7000);
    expect(parseRetryAfter(null)).toBeUndefined();
  });
});
