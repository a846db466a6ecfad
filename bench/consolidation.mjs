#!/usr/bin/env node
// `npm run bench:consolidation`: consolidation throughput on the rule-based path, and the LLM
// path's token use per 1,000 episodes.
//  1. Starts a dev server (scripts/dev.mjs) on a free port with a fresh persist dir. Use a .dev.vars
//     with EMBEDDER=hashing, EMBEDDING_MODEL=engram-hashing-v1, EMBEDDING_DIMENSION=256 (no model load).
//  2. Seeds N episodes (default 10,000; BENCH_EPISODES) for one user — not timed.
//  3. Times POST /v1/consolidate (no ANTHROPIC_API_KEY → rules) until it reports done.
//  4. Runs the LLM extractor (the Worker's own code, through the real SDK, via tsx) over 1,000 of the
//     same episodes against the fake Messages API from the test suite. TOKENS ARE COUNTED FROM
//     REQUEST AND RESPONSE SIZES (~4 characters per token) by that fake server, and its replies are
//     one short item per episode: the numbers size the prompts, they are not a real model's bill.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generateEpisodes } from "./episodes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const N = Number(process.env.BENCH_EPISODES ?? 10_000);
const LLM_N = Number(process.env.BENCH_LLM_EPISODES ?? 1_000);
const MAX_PER_CALL = Number(process.env.BENCH_MAX_PER_CALL ?? 1_000);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const vars = Object.fromEntries(
  readFileSync(path.join(root, ".dev.vars"), "utf8").split("\n").filter((l) => /^[A-Z_]+=/.test(l)).map((l) => [l.slice(0, l.indexOf("=")), l.slice(l.indexOf("=") + 1).trim()]),
);
if (vars.EMBEDDER !== "hashing") console.warn(`note: .dev.vars has EMBEDDER=${vars.EMBEDDER}; the bench expects hashing (see header)`);
if (vars.ANTHROPIC_API_KEY) console.warn("note: ANTHROPIC_API_KEY is set in .dev.vars, so the timed run uses the LLM path");

async function api(base, method, p, body, key = vars.ADMIN_TOKEN) {
  let res;
  for (let attempt = 0; ; attempt++) {
    res = await fetch(base + p, {
      method, headers: { authorization: `Bearer ${key}`, "content-type": "application/json" }, body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(300_000),
    });
    // The writer meters writes per user (429 with retry_after_seconds): seeding waits as told.
    if (res.status !== 429 || attempt >= 60) break;
    const wait = (await res.json()).error?.details?.retry_after_seconds ?? 1;
    await new Promise((r) => setTimeout(r, wait * 1000));
  }
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${p} → ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function rulesRun() {
  const port = await freePort();
  const persist = mkdtempSync(path.join(os.tmpdir(), "engram-bench-"));
  const dev = spawn(process.execPath, [path.join(root, "scripts", "dev.mjs")], {
    cwd: root, env: { ...process.env, PORT: String(port), EMBEDDER_PORT: String(await freePort()), ENGRAM_PERSIST_DIR: persist },
    stdio: ["ignore", "pipe", "pipe"], detached: true,
  });
  let log = "";
  dev.stdout.on("data", (d) => (log += d));
  dev.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  try {
    const t0 = Date.now();
    for (;;) {
      if (Date.now() - t0 > 120_000) throw new Error(`dev server did not start:\n${log.slice(-2000)}`);
      try { if ((await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) })).ok) break; } catch { /* not yet */ }
      await new Promise((r) => setTimeout(r, 500));
    }
    const user = await api(base, "POST", "/v1/admin/users", { name: "bench" });
    const key = user.api_key;
    // Identical texts in the same project are stored once (content-hash dedupe): keep generating
    // until N distinct episodes are stored.
    const episodes = generateEpisodes(N * 2);
    const seedStart = Date.now();
    let stored = 0;
    for (let i = 0; i < episodes.length && stored < N; i += 100) {
      const r = await api(base, "POST", "/v1/memories/batch", { memories: episodes.slice(i, i + Math.min(100, N - stored)) }, key);
      stored += r.results.filter((x) => x.status === "created").length;
    }
    console.log(`seeded ${stored} distinct episodes in ${((Date.now() - seedStart) / 1000).toFixed(1)} s (not timed)`);

    const totals = { retries: 0, calls: 0, processed: 0, created: 0, merged: 0, entities: 0, relationships: 0, facts: 0, closed: 0, conflicts: 0 };
    const start = Date.now();
    for (;;) {
      const callStart = Date.now();
      let r;
      for (let attempt = 1; ; attempt++) {
        try {
          r = await api(base, "POST", "/v1/consolidate", { max_episodes: MAX_PER_CALL }, key);
          break;
        } catch (err) {
          // wrangler dev on a loaded machine occasionally drops a request ("Network connection lost").
          // A round commits atomically with its cursor, so calling again resumes without duplicates;
          // the retry is counted and reported, and its time is included.
          if (process.env.BENCH_LOG) (await import("node:fs")).writeFileSync(process.env.BENCH_LOG, log);
          if (attempt >= 3) {
            console.error(log.split("\n").filter((l) => !/wrangler:info/.test(l)).join("\n").slice(-4000));
            throw err;
          }
          totals.retries++;
          console.warn(`  retrying after: ${err.message.split("\n")[0]}`);
        }
      }
      if (process.env.BENCH_VERBOSE) console.log(`  call ${totals.calls + 1}: ${r.processed} episodes in ${Date.now() - callStart} ms ${JSON.stringify(r.timings_ms)}`);
      totals.calls++;
      totals.processed += r.processed;
      if (r.summary) {
        totals.created += r.summary.memories.created.length + r.summary.memories.retyped.length;
        totals.merged += r.summary.memories.merged;
        totals.entities += r.summary.entities;
        totals.relationships += r.summary.relationships.created + r.summary.relationships.reinforced;
        totals.facts += r.summary.facts.created;
        totals.closed += r.summary.facts.closed;
        totals.conflicts += r.summary.conflicts;
      }
      if (r.done) break;
    }
    const seconds = (Date.now() - start) / 1000;
    console.log(`rules: consolidated ${totals.processed} episodes in ${seconds.toFixed(1)} s (${Math.round(totals.processed / seconds)} episodes/s, ${totals.calls} calls, ${totals.retries} retried)`);
    console.log(`  memories created ${totals.created}, merged into existing ${totals.merged}; relationship upserts ${totals.relationships}; facts ${totals.facts} (closed ${totals.closed}); conflicts flagged ${totals.conflicts}`);
    const sample = await api(base, "GET", "/v1/memories?type=decision,gotcha,location&limit=3", undefined, key);
    for (const m of sample.memories) console.log(`  e.g. [${m.type}] ${m.content}`);
    return { seconds, ...totals };
  } finally {
    try { process.kill(-dev.pid, "SIGTERM"); } catch { /* gone */ }
    await new Promise((r) => setTimeout(r, 2000));
    try { process.kill(-dev.pid, "SIGKILL"); } catch { /* gone */ }
    rmSync(persist, { recursive: true, force: true });
  }
}

async function llmTokens() {
  const { register } = await import("tsx/esm/api");
  register();
  const { startFakeMessagesApi } = await import("../test/llm/fake-messages-api.mjs");
  const { LlmClient } = await import("../src/llm/client.ts");
  const { TokenBudget } = await import("../src/llm/budget.ts");
  const { LlmExtractor } = await import("../src/consolidation/llm-extractor.ts");
  const server = await startFakeMessagesApi();
  try {
    const client = new LlmClient({ apiKey: "bench", baseURL: server.url, model: process.env.LLM_MODEL ?? "claude-sonnet-5-5", maxRetries: 2, timeoutMs: 30_000 }, new TokenBudget(Number.MAX_SAFE_INTEGER));
    const episodes = generateEpisodes(LLM_N, 7).map((e, i) => ({ id: `ep_${String(i).padStart(6, "0")}`, content: e.content, at: Date.parse(e.occurred_at), projectName: e.project, sessionId: e.session_id }));
    const run = await new LlmExtractor(client).extractEpisodes(episodes);
    const t = server.totals;
    const per1k = (x) => Math.round((x * 1000) / LLM_N);
    console.log(`llm (fake Messages API; tokens counted from request/response sizes, ~4 chars/token): ${t.requests} requests for ${LLM_N} episodes`);
    console.log(`  per 1,000 episodes: input ${per1k(t.input_tokens)}, cache write ${per1k(t.cache_creation_input_tokens)}, cache read ${per1k(t.cache_read_input_tokens)}, output ${per1k(t.output_tokens)} tokens`);
    console.log(`  chunks done ${run.chunks.filter((c) => c.status === "done").length}, skipped ${run.chunks.filter((c) => c.status === "skipped").length}`);
    return t;
  } finally {
    await server.close();
  }
}

const which = process.argv[2] ?? "all";
if (which === "all" || which === "rules") await rulesRun();
if (which === "all" || which === "llm") await llmTokens();
process.exit(0);
