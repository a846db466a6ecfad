#!/usr/bin/env node
// `npm run bench:load`: the load and fault harness (issue 18). Drives the local stack with a mix from
// many users — single writes, batch writes, recalls, context bundles, MCP tool calls (recall and
// remember over /mcp JSON-RPC) and the cron jobs (wrangler's /__scheduled) — at rising concurrency
// up to --clients (64), then audits: every acknowledged write present exactly once, and the vector
// index equal to D1 after the index-repair job (drift 0). Exits 1 with the numbers printed when any
// criterion fails: a 5xx other than 503 + Retry-After, a timeout, a lost or duplicated write, drift,
// or a stack that did not come back.
//
//   npm run bench:load                      5 minutes at 64 clients after a ramp (8, 16, 32)
//   npm run bench:load -- --quick           ~30 s
//   npm run bench:load -- --fault kill      faults: embedder-down | llm-failing | llm-slow |
//                                           vector-failing | d1-errors | kill (see README)
//   npm run bench:load -- --databases 4     the stack on four D1 databases (ENGRAM_DATABASES=4): the
//                                           organizations placed across them, two moved during the
//                                           load, the audit per database (bench/load/databases.mjs)
//   options: --duration <s> (time at the top), --clients <n>, --users <n>, --out <file.md>,
//            --stack-log <file> (the dev stack's output, to read why a child exited)
// Starts its own stack on PORT / EMBEDDER_PORT (default: free ports), or reuses BASE_URL + ADMIN_TOKEN
// (then fault modes that need the stack's processes or variables are refused).
//
// A small client on Node's fetch, not autocannon: every request here is authenticated as one of
// many users with a body generated per request (unique content, an Idempotency-Key to audit),
// retried after a 503's Retry-After with the same key, and checked against the API's answer.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import http from "node:http";
import { auditPerDatabase, memoriesIn } from "./load/databases.mjs";
import { pct } from "./lib/metrics.mjs";
import { readDevVars, root, sleep, startServer } from "./lib/server.mjs";

const FAULTS = ["embedder-down", "llm-failing", "llm-slow", "vector-failing", "d1-errors", "kill"];
const args = parseArgs(process.argv.slice(2));
const quick = !!args.quick;
const fault = args.fault ?? null;
if (fault && !FAULTS.includes(fault)) die(`--fault must be one of ${FAULTS.join(", ")}`);
if (fault && process.env.BASE_URL) die("fault modes start their own stack: unset BASE_URL");
const databaseCount = Number(args.databases ?? 1);
if (![1, 4].includes(databaseCount)) die("--databases must be 1 or 4");
if (databaseCount > 1 && process.env.BASE_URL) die("--databases starts its own stack (its audit reads each local database): unset BASE_URL");
const BINDINGS = databaseCount > 1 ? ["DB", "DB_1", "DB_2", "DB_3"] : ["DB"];
const clients = Number(args.clients ?? 64);
const topSeconds = Number(args.duration ?? (quick ? 18 : 300));
const rampSeconds = quick ? 4 : 20;
const stages = [...[8, 16, 32].filter((n) => n < clients), clients];
const userCount = Number(args.users ?? 24);
const REQUEST_TIMEOUT_MS = 30_000;
const JOB_TIMEOUT_MS = 120_000;
const runId = randomUUID().slice(0, 8);
const loadMs = (stages.length - 1) * rampSeconds * 1000 + topSeconds * 1000;
// The middle of the run: faults start a fifth in and end at four fifths, so it starts healthy,
// degrades, recovers, and the audit runs on a healthy stack.
const faultFrom = () => started + loadMs * 0.2;
const faultUntil = () => started + loadMs * 0.8;

// Nothing may hang: a global deadline prints what there is and fails.
const globalDeadline = setTimeout(() => {
  console.error(`bench:load: global timeout — the run did not finish in time`);
  report({ timedOut: true }).finally(() => server.stop().finally(() => process.exit(2)));
}, loadMs + 15 * 60_000);
globalDeadline.unref();

// ---- the stack ---------------------------------------------------------------------------------
let llmStub = null;
let llmCalls = 0;
let llmFaulted = 0;
const workerVars = {};
if (fault === "llm-failing" || fault === "llm-slow") {
  llmStub = await startLlmStub(fault === "llm-slow" ? "slow" : "failing");
  Object.assign(workerVars, { ANTHROPIC_API_KEY: "bench-load-stub", ANTHROPIC_BASE_URL: llmStub.url, LLM_MAX_RETRIES: "1", LLM_TIMEOUT_MS: "15000" });
}
// The vector and D1 faults are Worker variables, fixed when the stack starts: their window is set
// from a planned start of the load 90 s ahead (the stack's start-up and the users' creation take
// less); the load waits for that moment, so it starts healthy, degrades, and recovers on time.
const workerFault = fault === "vector-failing" || fault === "d1-errors";
let started = Date.now() + 90_000;
let windowNote = "";
let loadStart = null;
let loadSeconds = null;
const windowVar = () => `${Math.round(faultFrom())}-${Math.round(faultUntil())}`;
const stackEnv = () => ({
  // The kill fault can leave wrangler up with its worker wedged: the dev stack's watchdog restarts it.
  DEV_WATCHDOG: "1",
  ...(databaseCount > 1 ? { ENGRAM_DATABASES: String(databaseCount) } : {}),
  DEV_WORKER_VARS: JSON.stringify({
    ...workerVars,
    ...(fault === "vector-failing" ? { DEV_FAULTS: "vector", DEV_FAULTS_WINDOW: windowVar() } : {}),
    ...(fault === "d1-errors" ? { DEV_FAULTS: "d1-jobs", DEV_FAULTS_WINDOW: windowVar() } : {}),
  }),
});
const server = await startServer({
  port: process.env.PORT ? Number(process.env.PORT) : undefined,
  embedderPort: process.env.EMBEDDER_PORT ? Number(process.env.EMBEDDER_PORT) : undefined,
  env: stackEnv(),
});
const base = server.base;
// A crash of the harness itself must not leave the stack running.
for (const ev of ["uncaughtException", "unhandledRejection"]) {
  process.on(ev, async (err) => {
    console.error("bench:load crashed:", err);
    await server.stop().catch(() => {});
    llmStub?.close();
    process.exit(2);
  });
}
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, async () => (await server.stop().catch(() => {}), process.exit(130)));
const adminToken = process.env.ADMIN_TOKEN ?? readDevVars();
console.log(`bench:load ${quick ? "(quick) " : ""}against ${base}; fault: ${fault ?? "none"}; databases: ${BINDINGS.join(", ")}; stages ${stages.join(" → ")} clients`);

// ---- measurement -------------------------------------------------------------------------------
const ops = new Map(); // op → { latencies: [], statuses: Map }
const failures = { other5xx: 0, bare503: 0, timeouts: 0, network: 0, unexpected4xx: 0, samples: [] };
let retried503 = 0;
let retried429 = 0;
const acked = new Map(); // marker → acknowledged memory id
const attempted = new Set(); // markers sent (acknowledged or not)
const markerOrg = new Map(); // marker → the writer's organization (the per-database audit)

function record(op, status, ms) {
  let o = ops.get(op);
  if (!o) ops.set(op, (o = { latencies: [], statuses: new Map(), count: 0 }));
  o.count++;
  o.statuses.set(status, (o.statuses.get(status) ?? 0) + 1);
  if (status >= 200 && status < 300) o.latencies.push(ms);
}

// ---- users -------------------------------------------------------------------------------------
// A few shared organizations (team memories cross users) and some personal ones.
const users = [];
for (let i = 0; i < userCount; i++) {
  const org = i % 3 === 2 ? undefined : `load-${runId}-org-${i % 4}`;
  const res = await request("POST", "/v1/admin/users", { key: adminToken, body: { name: `load-${runId}-${i}`, ...(org ? { org } : {}) }, op: "setup" });
  if (res.status !== 201) die(`could not create user: ${res.status} ${res.text.slice(0, 300)}`);
  users.push({ id: res.json.user.id, key: res.json.api_key, org: res.json.user.org_id });
}
// With four databases the organizations are placed by the Worker's rule (scaling/placement.ts): the
// run needs every database to hold some, or it would not test what it says.
const placementAtStart = databaseCount > 1 ? await placements() : null;
if (placementAtStart) {
  const used = new Set(placementAtStart.values());
  console.log(`  organizations per database: ${BINDINGS.map((b) => `${b} ${[...placementAtStart.values()].filter((d) => d === b).length}`).join(", ")}`);
  if (used.size < BINDINGS.length) die(`new organizations were not spread over every database: ${[...used].join(", ")}`);
}

/** Every organization of the run → the database holding it now (the admin placement route). */
async function placements() {
  const out = new Map();
  for (const org of new Set(users.map((u) => u.org))) {
    const res = await request("GET", `/v1/admin/organizations/${org}/placement`, { key: adminToken });
    if (res.status !== 200) die(`placement of ${org}: ${res.status} ${res.text.slice(0, 200)}`);
    out.set(org, res.json.database);
  }
  return out;
}

const sampled = new Set();
function sample(what) {
  // One line per distinct failure (ids and numbers aside), at most 12.
  const shape = what.replace(/[0-9a-f]{8,}|\d+/g, "#");
  if (failures.samples.length < 12 && !sampled.has(shape)) sampled.add(shape), failures.samples.push(what.slice(0, 300));
}

/** One HTTP call with a timeout; a 503 with Retry-After (or a 429) is waited out and retried (same body and key). */
async function request(method, path, { key, body, headers = {}, op, timeout = REQUEST_TIMEOUT_MS, retries = 20, evenWhenStopping = false } = {}) {
  for (let attempt = 0; ; attempt++) {
    const t0 = performance.now();
    let res;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { "content-type": "application/json" } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeout),
      });
    } catch (err) {
      const timedOut = err?.name === "TimeoutError";
      if (op) record(op, timedOut ? "timeout" : "network", performance.now() - t0);
      if (timedOut) failures.timeouts++;
      else failures.network++;
      sample(`${op} ${method} ${path}: ${err?.name} ${err?.message}`);
      return { status: 0, text: "", json: null };
    }
    const text = await res.text().catch(() => "");
    const ms = performance.now() - t0;
    const retryAfter = Number(res.headers.get("retry-after"));
    if (op) record(op, res.status, ms);
    if (res.status === 503 && !(retryAfter > 0)) {
      failures.bare503++;
      sample(`${op} ${path} → 503 without Retry-After: ${text}`);
    } else if (res.status >= 500 && res.status !== 503) {
      failures.other5xx++;
      sample(`${op} ${path} → ${res.status}: ${text}`);
    } else if (res.status >= 400 && res.status < 500 && res.status !== 429) {
      failures.unexpected4xx++;
      sample(`${op} ${path} → ${res.status}: ${text}`);
    }
    if ((res.status === 503 || res.status === 429) && retryAfter > 0 && attempt < retries && (!stopping || evenWhenStopping)) {
      if (res.status === 503) retried503++;
      else retried429++;
      await sleep(Math.min(retryAfter, 5) * 1000 * (0.5 + Math.random()));
      continue;
    }
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, text, json };
  }
}

// ---- the mix -----------------------------------------------------------------------------------
const TOPICS = [
  ["the staging database", "runs Postgres 16 on the db-2 host", "fact"],
  ["deploys", "go through the release branch after CI passes", "decision"],
  ["the payment service", "times out when the Redis pool is exhausted; raise the pool to 50", "gotcha"],
  ["code reviews", "prefer small pull requests under 400 lines", "preference"],
  ["the feature flags", "live in config/flags.yaml", "location"],
  ["the search API", "returns 429 above 20 requests per second per token", "fact"],
  ["the build", "needs Node 22 and pnpm 9", "fact"],
  ["the auth middleware", "must run before the rate limiter, or anonymous calls count against users", "gotcha"],
  ["the nightly export", "was moved from cron to the job queue last sprint", "decision"],
  ["logging", "uses structured JSON lines with a request id", "pattern"],
];
const QUERIES = [
  "where do feature flags live", "what database does staging run", "how do we deploy", "payment service timeouts",
  "review preferences", "search API rate limit", "build requirements", "auth middleware order", "nightly export", "logging format",
];
const MIX = [["write", 30], ["batch", 10], ["recall", 25], ["context", 10], ["mcp-recall", 10], ["mcp-remember", 10], ["list", 5]];
const totalWeight = MIX.reduce((s, [, w]) => s + w, 0);
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
function pickOp() {
  let r = Math.random() * totalWeight;
  for (const [op, w] of MIX) if ((r -= w) < 0) return op;
  return MIX[0][0];
}
let seq = 0;
function memory(client, user) {
  const [subject, says, type] = pick(TOPICS);
  const marker = `lr${runId}c${client}n${seq++}`;
  attempted.add(marker);
  markerOrg.set(marker, user.org);
  // Team memories for some, so users of one organization read each other's writes.
  // Every fifth is a session episode, so the nightly consolidation has work (and calls the LLM when
  // one is configured); the others are typed, some shared with the team.
  if (seq % 5 === 0) return { marker, body: { content: `Session note: looked into ${subject}; it ${says} (${marker}).` } };
  return { marker, body: { content: `${subject[0].toUpperCase()}${subject.slice(1)} ${says} (${marker}).`, type, ...(seq % 4 === 0 ? { scope: "team" } : {}) } };
}

async function step(client, user) {
  const op = pickOp();
  switch (op) {
    case "write": {
      const m = memory(client, user);
      const res = await request("POST", "/v1/memories", { key: user.key, body: m.body, headers: { "idempotency-key": m.marker }, op });
      if (res.status === 201 || res.status === 200) acked.set(m.marker, res.json?.memory?.id);
      return;
    }
    case "batch": {
      const ms = Array.from({ length: 5 }, () => memory(client, user));
      const res = await request("POST", "/v1/memories/batch", { key: user.key, body: { memories: ms.map((m) => m.body) }, headers: { "idempotency-key": `b-${ms[0].marker}` }, op });
      if (res.status === 201 || res.status === 200) ms.forEach((m, i) => acked.set(m.marker, res.json?.results?.[i]?.id));
      return;
    }
    case "recall":
      await request("POST", "/v1/recall", { key: user.key, body: { query: pick(QUERIES), k: 10 }, op });
      return;
    case "context":
      await request("GET", "/v1/context", { key: user.key, op });
      return;
    case "list":
      await request("GET", "/v1/memories?limit=20", { key: user.key, op });
      return;
    case "mcp-recall":
      await mcp(user, "recall", { query: pick(QUERIES) }, op);
      return;
    case "mcp-remember": {
      const m = memory(client, user);
      const res = await mcp(user, "remember", m.body, op);
      const result = res.json?.result;
      if (res.status === 200 && result && !result.isError) acked.set(m.marker, result.structuredContent?.memory?.id);
      return;
    }
  }
}

let rpc = 0;
async function mcp(user, tool, args, op) {
  return request("POST", "/mcp", {
    key: user.key,
    op,
    headers: { accept: "application/json, text/event-stream", "mcp-protocol-version": "2025-06-18" },
    body: { jsonrpc: "2.0", id: ++rpc, method: "tools/call", params: { name: tool, arguments: args } },
  });
}

// ---- jobs: the crons, as wrangler dev's scheduled endpoint runs them ------------------------------
async function jobLoop() {
  let n = 0;
  while (!stopping) {
    await sleepUnlessStopping(quick ? 5_000 : 15_000);
    if (stopping) break;
    // Hourly (tiers, outbox, housekeeping) each time; nightly (decay, conflict scan, consolidation
    // with the LLM when one is configured, backup) every fourth.
    const cron = n++ % 4 === 3 ? "0+3+*+*+*" : "0+*+*+*+*";
    await exclusive(() => request("GET", `/__scheduled?cron=${cron}`, { op: cron.startsWith("0+3") ? "job-nightly" : "job-hourly", timeout: JOB_TIMEOUT_MS }));
  }
}

// Jobs that write without the writer are not fenced by a move's barrier (docs/scaling.md: "a move
// should not be started during the nightly window"): the crons and the moves take turns.
let turn = Promise.resolve();
function exclusive(fn) {
  const next = turn.then(fn, fn);
  turn = next.catch(() => {});
  return next;
}

// ---- moves: with four databases, two organizations move online during the load ---------------------
const moves = [];
async function moveLoop() {
  if (databaseCount < 2) return;
  // The two shared organizations with the most users (every client writes through them), at a third
  // and at two thirds of the load, each to the next database in binding order.
  const shared = [...new Set(users.map((u) => u.org))]
    .map((org) => ({ org, n: users.filter((u) => u.org === org).length }))
    .sort((a, b) => b.n - a.n)
    .slice(0, 2);
  for (const [i, { org }] of shared.entries()) {
    // A move whose turn comes after the load ended (a short --quick run, a cron ahead of it) still runs.
    await sleepUntil(loadStart + loadMs * (i + 1) / 3);
    await exclusive(async () => {
      // The admission proxy may answer 503 while 64 clients keep it full: retried like the move itself.
      const from = (await request("GET", `/v1/admin/organizations/${org}/placement`, { key: adminToken, evenWhenStopping: true, retries: 60 })).json?.database;
      if (!BINDINGS.includes(from)) return void moves.push({ org, from, to: null, status: 0, ms: 0, error: "its placement could not be read" });
      const to = BINDINGS[(BINDINGS.indexOf(from) + 1) % BINDINGS.length];
      const t0 = performance.now();
      const res = await request("POST", `/v1/admin/organizations/${org}/move`, { key: adminToken, body: { database: to }, op: "move", timeout: JOB_TIMEOUT_MS, evenWhenStopping: true, retries: 60 });
      moves.push({ org, from, to, status: res.status, ms: Math.round(performance.now() - t0), copied: res.json?.copied, vectors: res.json?.vectors, error: res.status === 200 ? undefined : res.text.slice(0, 200) });
    });
  }
}

// ---- faults ------------------------------------------------------------------------------------
function descendants(pid) {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" }).trim().split("\n").map((l) => {
    const m = l.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/);
    return m ? { pid: Number(m[1]), ppid: Number(m[2]), args: m[3] } : null;
  }).filter(Boolean);
  const out = [];
  const walk = (p) => rows.filter((r) => r.ppid === p).forEach((r) => (out.push(r), walk(r.pid)));
  walk(pid);
  return out;
}
const kills = [];
function killMatching(pattern, what) {
  for (const p of descendants(server.pid).filter((r) => pattern.test(r.args))) {
    try {
      process.kill(p.pid, "SIGKILL");
      kills.push(`${new Date().toISOString()} SIGKILL ${what} (pid ${p.pid})`);
    } catch {
      /* gone */
    }
  }
}
async function faultLoop() {
  if (fault !== "embedder-down" && fault !== "kill") return;
  await sleepUntil(faultFrom());
  if (fault === "kill") {
    // Three kills of workerd across the window; the supervisor restarts it.
    for (let i = 0; i < 3 && !stopping; i++) {
      killMatching(/workerd/, "workerd");
      await sleepUnlessStopping((faultUntil() - faultFrom()) / 3);
    }
    return;
  }
  // The embedder stays down for the whole window: the supervisor restarts it, it is killed again.
  while (!stopping && Date.now() < faultUntil()) {
    killMatching(/engram\.js serve/, "local embedder");
    await sleepUnlessStopping(500);
  }
}

function startLlmStub(mode) {
  // Inside the fault window — failing: every call 529 (overloaded); slow: 8 s, then the reply.
  // Outside it a valid, empty extraction at once.
  const srv = http.createServer(async (req, res) => {
    for await (const _ of req);
    llmCalls++;
    const inWindow = loadStart !== null && Date.now() >= faultFrom() && Date.now() <= faultUntil();
    if (inWindow) llmFaulted++;
    if (mode === "failing" && inWindow) {
      res.writeHead(529, { "content-type": "application/json" });
      return res.end(JSON.stringify({ type: "error", error: { type: "overloaded_error", message: "bench:load stub: failing" } }));
    }
    if (inWindow) await sleep(8_000);
    const text = JSON.stringify({ memories: [], entities: [], relationships: [], facts: [] });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ id: "msg_stub", type: "message", role: "assistant", model: "stub", content: [{ type: "text", text }], stop_reason: "end_turn", stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } }));
  });
  return new Promise((resolve) => srv.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${srv.address().port}`, close: () => srv.close() })));
}

// ---- run ---------------------------------------------------------------------------------------
let stopping = false;
const sleepUnlessStopping = async (ms) => {
  const end = Date.now() + ms;
  while (!stopping && Date.now() < end) await sleep(Math.min(250, end - Date.now()));
};
const sleepUntil = (t) => sleepUnlessStopping(t - Date.now());

if (workerFault && Date.now() < started) await sleep(started - Date.now());
loadStart = Date.now();
if (!workerFault) started = loadStart; // else the window stays where the Worker has it
if (fault) windowNote = `fault window +${Math.round((faultFrom() - loadStart) / 1000)} s to +${Math.round((faultUntil() - loadStart) / 1000)} s of the load`;
const stageLog = [];
const workers = [];
let active = 0;
const runClient = async (i) => {
  const user = users[i % users.length];
  while (!stopping && i < active) await step(i, user);
};
const jobs = jobLoop();
const faults = faultLoop();
const moving = moveLoop();
for (const [si, n] of stages.entries()) {
  const before = totalOps();
  const t0 = Date.now();
  const from = active;
  active = n;
  for (let i = from; i < n; i++) workers.push(runClient(i));
  await sleep(si === stages.length - 1 ? topSeconds * 1000 : rampSeconds * 1000);
  stageLog.push({ clients: n, seconds: (Date.now() - t0) / 1000, ops: totalOps() - before });
  console.log(`  ${n} clients: ${((totalOps() - before) / ((Date.now() - t0) / 1000)).toFixed(1)} req/s`);
}
stopping = true;
loadSeconds = (Date.now() - loadStart) / 1000;
await Promise.all([...workers, jobs, faults, moving]);
stopping = false; // the audit retries 503s again

function totalOps() {
  let n = 0;
  for (const o of ops.values()) n += o.count;
  return n;
}

// ---- audit -------------------------------------------------------------------------------------
console.log("load stopped; auditing");
const audit = await runAudit();
await report({ audit });
clearTimeout(globalDeadline);
await server.stop();
llmStub?.close();
process.exit(verdict(audit).length ? 1 : 0);

async function runAudit() {
  // The stack must answer again (a kill or a crash must have been recovered).
  let healthy = false;
  for (let i = 0; i < 90 && !healthy; i++) {
    const h = await request("GET", "/healthz", { retries: 0 });
    healthy = h.status === 200;
    if (!healthy) await sleep(2000);
  }
  // Every acknowledged write present exactly once, read back through the API (include_archived,
  // team memories through every member: a union deduplicated by id).
  const byMarker = new Map();
  const seen = new Set();
  let derived = 0;
  for (const u of users) {
    let cursor;
    do {
      const page = await request("GET", `/v1/memories?limit=200&include_archived=true${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, { key: u.key });
      if (page.status !== 200) return { healthy, error: `listing failed: ${page.status} ${page.text.slice(0, 200)}` };
      for (const m of page.json.memories) {
        if (seen.has(m.id)) continue;
        seen.add(m.id);
        const marker = m.content.match(/\((lr[0-9a-f]{8}c\d+n\d+)\)/)?.[1];
        // What the nightly consolidation derived from an episode may quote it, marker included:
        // counted apart, it is not a second copy of the write.
        if (marker && m.provenance === "consolidation") derived++;
        else if (marker) byMarker.set(marker, [...(byMarker.get(marker) ?? []), m.id]);
      }
      cursor = page.json.next_cursor;
    } while (cursor);
  }
  let lost = 0;
  let duplicated = 0;
  let wrongId = 0;
  const dupSamples = [];
  for (const [marker, id] of acked) {
    const found = byMarker.get(marker) ?? [];
    if (found.length === 0) lost++;
    else if (found.length > 1) duplicated++, dupSamples.length < 5 && dupSamples.push(`${marker}: ${found.join(", ")}`);
    else if (id && found[0] !== id) wrongId++;
  }
  // Writes never acknowledged (timeouts, a kill) may or may not have committed — but never twice.
  let unackedStored = 0;
  let unackedDuplicated = 0;
  for (const marker of attempted) {
    if (acked.has(marker)) continue;
    const n = (byMarker.get(marker) ?? []).length;
    if (n === 1) unackedStored++;
    if (n > 1) unackedDuplicated++;
  }
  // Index drift: drain the outbox, repair (fixes both directions), drain, then a second repair
  // pass must find nothing.
  const drain = async () => {
    for (let i = 0; i < 200; i++) {
      const r = await runJobNow("outbox");
      const processed = r.reduce((s, x) => s + (x.processed ?? 0), 0);
      if (!processed) return;
    }
  };
  // One run per database (docs/scaling.md): totals, and each database's own, until every one is done.
  const repair = async () => {
    const total = { missing: 0, stray: 0, perDatabase: {} };
    for (let i = 0; i < 500; i++) {
      const runs = await runJobNow("index-repair");
      if (!runs.length) return { ...total, error: "index-repair did not run" };
      for (const run of runs) {
        const slot = (total.perDatabase[run.database ?? "DB"] ??= { missing: 0, stray: 0 });
        for (const k of ["missing", "stray"]) (slot[k] += run.detail?.[k] ?? 0), (total[k] += run.detail?.[k] ?? 0);
        if (run.detail?.skipped) return { ...total, skipped: run.detail.skipped };
        if (run.status === "failed") return { ...total, error: `${run.database ?? "DB"}: ${run.detail?.error}` };
      }
      if (runs.every((r) => r.status === "done")) return total;
    }
    return { ...total, error: "index-repair did not finish" };
  };
  // What the jobs did during the run (before the audit's own runs): a fault mode shows up here.
  const recorded = await request("GET", "/v1/admin/jobs?limit=500", { key: adminToken });
  const jobRuns = {};
  for (const r of recorded.json?.runs ?? []) {
    const k = `${r.job} ${r.status}`;
    jobRuns[k] = (jobRuns[k] ?? 0) + 1;
  }
  await drain();
  const firstRepair = await repair();
  await drain();
  const secondRepair = await repair();
  // With four databases: the same writes, read from each database directly, against where each
  // organization lives at the end (after the moves).
  let perDatabase = null;
  if (databaseCount > 1) {
    const placement = await placements();
    const rows = {};
    for (const binding of BINDINGS) rows[binding] = await memoriesIn({ root, persist: server.persist, binding, runId });
    const ackedOrgs = new Map([...acked.keys()].map((m) => [m, { org: markerOrg.get(m) }]));
    perDatabase = auditPerDatabase({ bindings: BINDINGS, acked: ackedOrgs, placement, rows });
  }
  return {
    healthy, acked: acked.size, attempted: attempted.size, derived, lost, duplicated, wrongId, unackedStored, unackedDuplicated,
    firstRepair, drift: secondRepair, jobRuns, dupSamples, perDatabase,
  };
}

async function runJobNow(name) {
  const res = await request("POST", `/v1/admin/jobs/${name}/run`, { key: adminToken, timeout: JOB_TIMEOUT_MS });
  return res.status === 200 ? res.json.runs : [];
}

// ---- report ------------------------------------------------------------------------------------
function restarts() {
  if (!server.pid) return null;
  const lines = server.log().split("\n").filter((l) => / exited \(.*\); restarting/.test(l));
  const watchdog = server.log().split("\n").filter((l) => l.startsWith("watchdog:")).length;
  // Why each child exited ("wrangler exited (1)", "… (SIGKILL)"): a crash and a kill read differently.
  const reasons = {};
  for (const l of lines) {
    const why = l.replace(/; restarting.*$/, "");
    reasons[why] = (reasons[why] ?? 0) + 1;
  }
  return { wrangler: lines.filter((l) => l.startsWith("wrangler")).length, embedder: lines.filter((l) => l.startsWith("local embedder")).length, watchdog, reasons };
}

function verdict(audit, timedOut = false) {
  const bad = [];
  if (failures.other5xx) bad.push(`${failures.other5xx} 5xx other than 503 + Retry-After`);
  if (failures.bare503) bad.push(`${failures.bare503} 503 without Retry-After`);
  if (failures.timeouts) bad.push(`${failures.timeouts} requests timed out (${REQUEST_TIMEOUT_MS / 1000} s)`);
  if (failures.network) bad.push(`${failures.network} connection errors`);
  if (failures.unexpected4xx) bad.push(`${failures.unexpected4xx} unexpected 4xx`);
  if (!audit) return [...bad, "no audit"];
  if (!audit.acked) bad.push("no write was acknowledged: the load did not run");
  if (audit.error) bad.push(audit.error);
  if (!audit.healthy) bad.push("the stack did not come back (unrecovered crash)");
  if (audit.lost) bad.push(`${audit.lost} acknowledged writes lost`);
  if (audit.duplicated || audit.unackedDuplicated) bad.push(`${audit.duplicated + audit.unackedDuplicated} writes stored more than once`);
  if (audit.wrongId) bad.push(`${audit.wrongId} writes stored under another id than acknowledged`);
  if (audit.drift?.error) bad.push(`index repair: ${audit.drift.error}`);
  if (audit.drift?.skipped) bad.push(`index drift not checked: ${audit.drift.skipped}`);
  if (audit.drift && (audit.drift.missing || audit.drift.stray)) bad.push(`index drift after repair: ${audit.drift.missing} missing, ${audit.drift.stray} stray`);
  for (const [db, p] of Object.entries(audit.perDatabase ?? {})) {
    if (p.lost || p.duplicated || p.misplaced || p.strays) bad.push(`${db}: ${p.lost} lost, ${p.duplicated} duplicated, ${p.misplaced} on another database, ${p.strays} rows of organizations placed elsewhere`);
  }
  for (const m of moves) if (m.status !== 200) bad.push(`move of ${m.org} ${m.from} → ${m.to} failed: ${m.status} ${m.error ?? ""}`);
  if (databaseCount > 1 && moves.length < 2 && !timedOut) bad.push(`${moves.length} of 2 moves ran`);
  return bad;
}

async function report({ audit, timedOut } = {}) {
  const lines = [];
  const total = totalOps();
  const secs = loadSeconds ?? Math.max(1, (Date.now() - (loadStart ?? Date.now())) / 1000);
  lines.push(`# bench:load — ${fault ? `fault ${fault}` : "no fault"}${databaseCount > 1 ? `, ${databaseCount} databases` : ""}${quick ? " (quick)" : ""}`);
  lines.push("");
  lines.push(`${new Date().toISOString()} · ${base} · ${users.length} users · stages ${stages.join(" → ")} clients (${rampSeconds} s each, ${topSeconds} s at ${clients}) · ${secs.toFixed(0)} s of load${windowNote ? ` · ${windowNote}` : ""}`);
  lines.push("");
  lines.push(`Throughput: ${total} requests in ${secs.toFixed(0)} s = ${(total / secs).toFixed(1)} req/s (every attempt, retries included)`);
  lines.push("");
  lines.push("| stage (clients) | seconds | requests | req/s |");
  lines.push("| ---: | ---: | ---: | ---: |");
  for (const s of stageLog) lines.push(`| ${s.clients} | ${s.seconds.toFixed(0)} | ${s.ops} | ${(s.ops / s.seconds).toFixed(1)} |`);
  lines.push("");
  lines.push("| operation | requests | ok | p50 ms | p95 ms | p99 ms | statuses |");
  lines.push("| --- | ---: | ---: | ---: | ---: | ---: | --- |");
  for (const [op, o] of [...ops].sort()) {
    const st = [...o.statuses].sort().map(([s, n]) => `${s}×${n}`).join(" ");
    lines.push(`| ${op} | ${o.count} | ${o.latencies.length} | ${pct(o.latencies, 50).toFixed(0)} | ${pct(o.latencies, 95).toFixed(0)} | ${pct(o.latencies, 99).toFixed(0)} | ${st} |`);
  }
  lines.push("");
  const r = restarts();
  lines.push(`503 + Retry-After (allowed, retried): ${retried503} · 429 + Retry-After (allowed, retried): ${retried429} · other 5xx: ${failures.other5xx} · 503 without Retry-After: ${failures.bare503} · timeouts: ${failures.timeouts} · connection errors: ${failures.network} · unexpected 4xx: ${failures.unexpected4xx}`);
  if (llmStub) lines.push(`LLM stub: ${llmCalls} calls, ${llmFaulted} inside the fault window (${fault === "llm-slow" ? "answered after 8 s" : "answered 529"})`);
  lines.push(`Dev-stack restarts: ${r ? `wrangler ${r.wrangler} (${r.watchdog} of them by the watchdog: up but not answering), embedder ${r.embedder}` : "n/a (BASE_URL)"}${kills.length ? ` · faults injected: ${kills.length} kills` : ""}`);
  if (r && Object.keys(r.reasons).length) lines.push(`Exits: ${Object.entries(r.reasons).map(([why, n]) => `${why} ×${n}`).join(" · ")}`);
  if (audit) {
    lines.push("");
    lines.push(`Audit: stack healthy after the run: ${audit.healthy ? "yes" : "NO"} · acknowledged writes ${audit.acked} of ${audit.attempted} attempted · lost ${audit.lost} · duplicated ${audit.duplicated} · under another id ${audit.wrongId} · unacknowledged but stored ${audit.unackedStored} (allowed), stored twice ${audit.unackedDuplicated} · derived by consolidation (quoting a marker, not counted) ${audit.derived}`);
    lines.push(`Index: first repair pass found ${fmtRepair(audit.firstRepair)}; after it, drift ${fmtRepair(audit.drift)}`);
    if (audit.jobRuns) lines.push(`Job runs during the load (job status × n): ${Object.entries(audit.jobRuns).sort().map(([k, n]) => `${k} ×${n}`).join(", ") || "none"}`);
    if (audit.dupSamples?.length) lines.push(`Stored more than once: ${audit.dupSamples.join("; ")}`);
    if (audit.error) lines.push(`Audit error: ${audit.error}`);
    if (audit.perDatabase) {
      lines.push("");
      lines.push("| database | organizations (at the end) | acknowledged writes | exactly once there | lost | duplicated | on another database | rows of organizations placed elsewhere | index: first repair (missing / stray) | drift after (missing / stray) |");
      lines.push("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |");
      for (const [db, p] of Object.entries(audit.perDatabase)) {
        const first = audit.firstRepair?.perDatabase?.[db] ?? { missing: "?", stray: "?" };
        const after = audit.drift?.perDatabase?.[db] ?? { missing: "?", stray: "?" };
        lines.push(`| ${db} | ${p.organizations} | ${p.acked} | ${p.once} | ${p.lost} | ${p.duplicated} | ${p.misplaced} | ${p.strays} | ${first.missing} / ${first.stray} | ${after.missing} / ${after.stray} |`);
      }
    }
  }
  if (moves.length) {
    lines.push("");
    for (const m of moves) lines.push(`Move during the load: ${m.org} ${m.from} → ${m.to}: ${m.status}${m.status === 200 ? `, ${m.copied} rows copied, vectors ${JSON.stringify(m.vectors)}` : ` ${m.error}`}, ${(m.ms / 1000).toFixed(1)} s (its writes meanwhile: 503 + Retry-After, retried)`);
  }
  const bad = timedOut ? ["global timeout"] : verdict(audit, timedOut);
  lines.push("");
  lines.push(bad.length ? `FAIL: ${bad.join("; ")}` : "PASS: 0 5xx other than 503 + Retry-After, 0 timeouts, 0 lost or duplicated acknowledged writes, index drift 0 after repair, stack up");
  if (failures.samples.length) {
    lines.push("");
    lines.push("Samples of failed requests:");
    for (const s of failures.samples) lines.push(`- \`${s.replace(/`/g, "'").replace(/\n/g, " ")}\``);
  }
  if (kills.length) {
    lines.push("");
    for (const k of kills) lines.push(`- ${k}`);
  }
  const text = lines.join("\n");
  console.log(`\n${text}`);
  if (args.out) writeFileSync(args.out, `${text}\n`);
  // The dev stack's own output (wrangler's and the supervisor's lines), to read why a child exited.
  if (args["stack-log"] && server.pid) writeFileSync(args["stack-log"], server.log());
}
function fmtRepair(r) {
  if (!r) return "n/a";
  if (r.error) return `error: ${r.error}`;
  return `${r.missing} missing, ${r.stray} stray${r.skipped ? ` (${r.skipped})` : ""}`;
}

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("--")) continue;
    const [k, v] = a.slice(2).split("=");
    if (v !== undefined) out[k] = v;
    else if (argv[i + 1] && !argv[i + 1].startsWith("--")) out[k] = argv[++i];
    else out[k] = true;
  }
  return out;
}
function die(msg) {
  console.error(`bench:load: ${msg}`);
  process.exit(2);
}
