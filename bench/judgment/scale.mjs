// The judgment bench's latency part: deterministic, varied developer memories for one user (many
// sharing subjects, so a judgment has candidates), then single writes that are new, near-duplicate
// or contradicting. Generated from templates with a seeded PRNG, so every run writes the same text.
import { pct } from "../lib/metrics.mjs";
import { waitIndexed } from "../lib/server.mjs";
import { verdict } from "./score.mjs";

export function mulberry32(seed) {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let x = t;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const SERVICES = [
  "billing-api", "orders", "search", "auth", "gateway", "notifier", "ingest", "catalog", "media", "ledger",
  "storefront", "dashboard", "worker", "importer", "reporting", "webhooks", "mobile-bff", "analytics", "checkout", "payments",
];
const PEOPLE = ["Alice", "Bob", "Priya", "Marco", "Lena", "Tom", "Sam", "Hannah", "Diego", "Kenji", "Ana", "Jonas", "Maya", "Carlos"];
const REGIONS = ["eu-west-1", "eu-central-1", "us-east-1", "us-west-2", "ap-southeast-2"];
const QUEUES = ["SQS", "Kafka", "RabbitMQ", "NATS", "Redis streams"];
const LEVELS = ["debug", "info", "warn", "error"];
const LIBS = [["pnpm", "npm"], ["Vitest", "Jest"], ["date-fns", "Moment.js"], ["undici", "axios"], ["zod", "yup"], ["Drizzle", "Prisma"], ["ruff", "flake8"], ["Playwright", "Cypress"]];
const ARTIFACTS = [["config", "config/%s.yaml"], ["migrations", "db/migrations/"], ["OpenAPI spec", "api/openapi.yaml"], ["Helm chart", "deploy/charts/%s/"], ["Dockerfile", "docker/%s.Dockerfile"], ["runbook", "docs/runbooks/%s.md"]];
const SYMPTOMS = [
  ["tests hang on CI", "the Postgres container is started with --wait"],
  ["the build fails with ENOMEM", "NODE_OPTIONS=--max-old-space-size=4096 is set"],
  ["requests time out behind the proxy", "keep-alive is shorter than the proxy's idle timeout"],
  ["migrations deadlock", "they run with lock_timeout=5s"],
  ["the container restarts in a loop", "the readiness probe waits for the cache warm-up"],
];
const CONTEXT = ["Confirmed in OPS-%d.", "See PR #%d.", "Checked during incident INC-%d.", "Noted in the %d planning doc.", "From the ADR %d review."];

/** Properties with a value generator and how to say "property of service is value". */
const PROPERTIES = [
  { key: "request timeout", id: "request_timeout", value: (r) => `${5 * (1 + Math.floor(r() * 12))} s` },
  { key: "connection pool size", id: "POOL_SIZE", value: (r) => String(5 * (1 + Math.floor(r() * 20))) },
  { key: "replica count in production", id: "replicaCount", value: (r) => String(1 + Math.floor(r() * 12)) },
  { key: "log level", id: "LOG_LEVEL", value: (r) => pick(r, LEVELS) },
  { key: "region", id: "region", value: (r) => pick(r, REGIONS) },
  { key: "Node version", id: "node-version", value: (r) => String(pick(r, [18, 20, 22])) },
  { key: "Postgres version", id: "pg_version", value: (r) => String(13 + Math.floor(r() * 5)) },
  { key: "cache TTL", id: "cacheTtl", value: (r) => `${1 + Math.floor(r() * 60)} min` },
  { key: "max upload size", id: "MAX_UPLOAD_MB", value: (r) => `${5 * (1 + Math.floor(r() * 40))} MB` },
  { key: "rate limit", id: "rate_limit_rpm", value: (r) => `${100 * (1 + Math.floor(r() * 50))} requests/minute` },
  { key: "queue", id: "queue", value: (r) => pick(r, QUEUES) },
  { key: "owner", id: "owner", value: (r) => pick(r, PEOPLE) },
  { key: "port", id: "PORT", value: (r) => String(3000 + Math.floor(r() * 7000)) },
  { key: "retry count", id: "maxRetries", value: (r) => String(Math.floor(r() * 8)) },
  { key: "metrics flag", id: "METRICS_ENABLED", value: (r) => pick(r, ["enabled", "disabled"]) },
];
const PHRASINGS = [
  (s, p, v) => `The ${s} ${p.key} is ${v}.`,
  (s, p, v) => `${s}: ${p.id}=${v}`,
  (s, p, v) => `${s} ${p.key} set to ${v}`,
  (s, p, v) => `For ${s}, the ${p.key} is ${v}.`,
  (s, p, v) => `${s} ${p.key} → ${v}`,
];

function pick(r, xs) {
  return xs[Math.floor(r() * xs.length)];
}
const context = (r) => (r() < 0.6 ? ` ${pick(r, CONTEXT).replace("%d", String(1000 + Math.floor(r() * 9000)))}` : "");

/** One seeded memory, with its structure kept so later writes can repeat or contradict it. */
function seedMemory(r) {
  const svc = pick(r, SERVICES);
  const roll = r();
  const project = r() < 0.8 ? svc : undefined;
  if (roll < 0.6) {
    const prop = pick(r, PROPERTIES);
    const value = prop.value(r);
    const base = pick(r, PHRASINGS)(svc, prop, value);
    const ctx = context(r);
    return { kind: "property", svc, prop, value, type: "fact", project, content: ctx && !base.endsWith(".") ? `${base}.${ctx}` : base + ctx };
  }
  if (roll < 0.7) {
    const [x, y] = pick(r, LIBS);
    return { kind: "other", type: "preference", project, content: `Prefer ${x} over ${y} in ${svc}.${context(r)}` };
  }
  if (roll < 0.8) {
    const [sym, fix] = pick(r, SYMPTOMS);
    return { kind: "other", type: "gotcha", project, content: `${svc}: ${sym} unless ${fix}.${context(r)}` };
  }
  if (roll < 0.88) {
    const [what, where] = pick(r, ARTIFACTS);
    return { kind: "other", type: "location", project, content: `The ${svc} ${what} lives in ${where.replace("%s", svc)}.${context(r)}` };
  }
  if (roll < 0.95) {
    const [sym] = pick(r, SYMPTOMS);
    return { kind: "other", type: "episode", project, content: `Debugged ${svc} with ${pick(r, PEOPLE)}: ${sym}; fixed after ${1 + Math.floor(r() * 5)} hours.${context(r)}` };
  }
  return { kind: "other", type: "status", project, content: `Status: the ${svc} ${pick(r, ["upgrade", "migration", "rewrite", "load test"])} is ${pick(r, ["in progress", "done", "blocked", "scheduled"])}.${context(r)}` };
}

const toInput = (m) => ({ type: m.type, content: m.content, ...(m.project ? { project: m.project } : {}) });

/** `count` seeded memories, deterministic for a seed. */
export function seedCorpus(count, seed = 12) {
  const r = mulberry32(seed);
  return Array.from({ length: count }, () => seedMemory(r));
}

/** `count` single writes against a seeded corpus: a third new, a third near-duplicates, a third contradictions. */
export function probeWrites(seeded, count, seed = 99) {
  const r = mulberry32(seed);
  const properties = seeded.filter((m) => m.kind === "property");
  // "new" and "contradiction" writes must not repeat a seeded text (the server stores repeats once).
  const key = (m) => `${m.project ?? ""}|${m.content.toLowerCase().replace(/\s+/g, " ").replace(/[.\s]+$/, "")}`;
  const seen = new Set(seeded.map(key));
  const fresh = (make) => {
    for (let tries = 0; tries < 10_000; tries++) {
      const m = make();
      if (!seen.has(key(m))) return seen.add(key(m)), m;
    }
    throw new Error("probeWrites: no fresh text left");
  };
  const out = [];
  for (let i = 0; i < count; i++) {
    const mode = ["new", "near_duplicate", "contradiction"][i % 3];
    if (mode === "new") {
      out.push({ mode, input: toInput(fresh(() => seedMemory(r))) });
    } else if (mode === "near_duplicate") {
      const m = pick(r, seeded);
      const content = r() < 0.5 ? m.content.toLowerCase().replace(/\.$/, "") : m.content.replace(/ /g, "  ");
      out.push({ mode, input: { ...toInput(m), content } });
    } else {
      const c = fresh(() => {
        const m = pick(r, properties);
        let value = m.prop.value(r);
        for (let k = 0; value === m.value && k < 10; k++) value = m.prop.value(r);
        return { ...m, content: pick(r, PHRASINGS)(m.svc, m.prop, value) };
      });
      out.push({ mode, input: toInput(c) });
    }
  }
  return out;
}

export { toInput };

/**
 * The latency part of `bench:judgment`: `count` memories seeded in one user (batches of 100), then
 * 200 single writes; prints write wall time, `judgment.took_ms` and, when the server reports
 * `judgment.stages_ms`, where that time went (p50 / p95 / mean per stage). `call` is the bench's
 * fetch wrapper (it records HTTP errors as problems).
 */
export async function scalePart(call, base, admin, runTag, count) {
  console.log(`\n=== write latency at ${count.toLocaleString("en")} memories (one user)`);
  const user = await call(base, "POST", "/v1/admin/users", { key: admin, body: { name: `judgment-${runTag}-scale`, org: `judgment-${runTag}-scale` } });
  const key = user.body?.api_key;
  if (!key) return null;
  const seeded = seedCorpus(count);
  const started = Date.now();
  let created = 0;
  let duplicates = 0;
  const batchMs = [];
  for (let i = 0; i < seeded.length; i += 100) {
    const r = await call(base, "POST", "/v1/memories/batch", { key, body: { memories: seeded.slice(i, i + 100).map(toInput) } });
    if (!r.ok) return null;
    batchMs.push(r.ms);
    for (const x of r.body.results ?? []) x.status === "duplicate" ? duplicates++ : created++;
    if ((i / 100) % 20 === 19) console.log(`  seeded ${i + 100} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  console.log(`seeded ${created} memories (+${duplicates} exact repeats stored once) in ${((Date.now() - started) / 1000).toFixed(1)} s; batch of 100 p50 ${pct(batchMs, 50).toFixed(0)} ms, p95 ${pct(batchMs, 95).toFixed(0)} ms`);
  // The judgment may look for candidates in the vector index: measure against an indexed corpus.
  const indexStart = Date.now();
  await waitIndexed(base, key, created);
  console.log(`indexed in ${((Date.now() - indexStart) / 1000).toFixed(0)} s`);
  const probes = probeWrites(seeded, 200);
  const wall = [];
  const took = [];
  const stages = {};
  const byMode = {};
  for (const p of probes) {
    const r = await call(base, "POST", "/v1/memories", { key, body: p.input });
    if (!r.ok) return null;
    wall.push(r.ms);
    if (typeof r.body?.judgment?.took_ms === "number") took.push(r.body.judgment.took_ms);
    for (const [stage, ms] of Object.entries(r.body?.judgment?.stages_ms ?? {})) (stages[stage] ??= []).push(ms);
    const m = (byMode[p.mode] ??= { n: 0, duplicate: 0, conflicts: 0 });
    m.n++;
    if (r.body.status === "duplicate") m.duplicate++;
    if (r.body.judgment?.conflicts?.length) m.conflicts++;
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const result = {
    seeded: created, single_writes: probes.length,
    wall_p50_ms: pct(wall, 50), wall_p95_ms: pct(wall, 95),
    judgment_p50_ms: took.length ? pct(took, 50) : null, judgment_p95_ms: took.length ? pct(took, 95) : null,
    judgment_mean_ms: took.length ? mean(took) : null,
    judgment_reported: took.length, by_mode: byMode,
    stages_ms: Object.fromEntries(Object.entries(stages).map(([s, xs]) => [s, { p50: pct(xs, 50), p95: pct(xs, 95), mean: mean(xs), n: xs.length }])),
  };
  console.log(`${"".padEnd(42)}${"measured".padEnd(20)}${"needed".padEnd(10)}`);
  console.log(`${"write wall time p50 / p95".padEnd(42)}${`${result.wall_p50_ms.toFixed(0)} / ${result.wall_p95_ms.toFixed(0)} ms`.padEnd(20)}`);
  const jv = result.judgment_p95_ms;
  console.log(`${"judgment.took_ms p50 / p95 (mean)".padEnd(42)}${(jv === null ? `absent (0/${probes.length})` : `${result.judgment_p50_ms} / ${jv} ms (${result.judgment_mean_ms.toFixed(1)})`).padEnd(20)}${"p95 ≤ 20 ms".padEnd(12)}${jv === null ? "MISSED (not reported)" : verdict("p95JudgmentMs", jv)}`);
  for (const [stage, s] of Object.entries(result.stages_ms)) console.log(`  stage ${stage.padEnd(20)}p50 ${s.p50.toFixed(2)}  p95 ${s.p95.toFixed(2)}  mean ${s.mean.toFixed(2)} ms (n=${s.n})`);
  for (const [mode, m] of Object.entries(byMode)) console.log(`  ${mode.padEnd(16)}n=${m.n}, came back duplicate ${m.duplicate}, with conflicts ${m.conflicts}`);
  if (jv === null || verdict("p95JudgmentMs", jv) === "MISSED") console.log(`MISSED (scale): p95 judgment ${jv === null ? "not reported" : `${jv} ms`}, needed ≤ 20 ms at ${count.toLocaleString("en")}`);
  return result;
}
