#!/usr/bin/env node
// `npm run bench:devmem`: the developer-memory suite (bench/devmem/) through the HTTP API.
//  - starts `npm run dev` on free ports (or uses BASE_URL + ADMIN_TOKEN);
//  - per half: a fresh user, memories ingested in order (a `supersedes` points at the real id of an
//    earlier memory), then every query with the context a client sends (project, as_of, triggers);
//  - scores nDCG@10, essential recall@5 and wrong-context rate per kind, against plain BM25 over
//    content (no context) in the same run, half by half;
//  - prints degraded stages, failed recalls and skipped items (a `supersedes` whose target was not
//    ingested) and exits non-zero on any of them: a figure with holes in it is not a figure.
// Half A is for tuning, half B is held out (bench/devmem/README.md). DEVMEM_HALVES=a,b picks halves;
// DEVMEM_DUMP=file writes every query's ranked ids and `why`.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bm25Index, pct } from "./lib/metrics.mjs";
import { api, readDevVars, root, startServer, waitIndexed } from "./lib/server.mjs";

const K = 10;
const KINDS = ["factual", "preference", "project", "temporal", "location", "fix", "cross-project", "precedence", "multi-hop"];
const TARGETS = { ndcg10: 0.8, er5: 0.85, wrong: 0.03, kindMin: 0.6 };

/** nDCG@10 over graded relevance, essential recall@5, and whether a must_not item is in the top 5. */
export function scoreQuery(ranked, q) {
  const gain = (id) => q.relevant[id] ?? 0;
  const dcg = ranked.slice(0, K).reduce((s, id, i) => s + (2 ** gain(id) - 1) / Math.log2(i + 2), 0);
  const ideal = Object.values(q.relevant).sort((a, b) => b - a).slice(0, K).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const essential = Object.entries(q.relevant).filter(([, g]) => g >= 2).map(([id]) => id);
  const top5 = new Set(ranked.slice(0, 5));
  return {
    ndcg10: ideal ? dcg / ideal : 0,
    er5: essential.length ? essential.filter((id) => top5.has(id)).length / essential.length : 1,
    wrong: q.must_not.some((id) => top5.has(id)) ? 1 : 0,
    hasMustNot: q.must_not.length > 0,
  };
}

function aggregate(rows) {
  const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
  const withNot = rows.filter((r) => r.hasMustNot);
  return { n: rows.length, ndcg10: mean(rows.map((r) => r.ndcg10)), er5: mean(rows.map((r) => r.er5)), wrong: mean(withNot.map((r) => r.wrong)), wrongAll: mean(rows.map((r) => r.wrong)) };
}

async function ingest(base, key, memories, skipped) {
  const real = new Map();
  let pending = [];
  const flush = async () => {
    for (let i = 0; i < pending.length; i += 100) {
      const chunk = pending.slice(i, i + 100);
      const res = await api(base, "POST", "/v1/memories/batch", { key, body: { memories: chunk.map((m) => m.body) } });
      res.results.forEach((r, j) => real.set(chunk[j].id, r.id));
    }
    pending = [];
  };
  for (const m of memories) {
    const { id, supersedes, ...body } = m;
    if (supersedes) {
      await flush();
      if (!real.has(supersedes)) {
        skipped.push(`${id}: supersedes ${supersedes}, which was not ingested`);
        continue;
      }
      const res = await api(base, "POST", "/v1/memories", { key, body: { ...body, supersedes: real.get(supersedes) } });
      real.set(id, res.memory.id);
    } else pending.push({ id, body });
  }
  await flush();
  return real;
}

async function runHalf(base, admin, half, dump) {
  const user = await api(base, "POST", "/v1/admin/users", { key: admin, body: { name: `devmem-${half.half}-${Date.now()}` } });
  const key = user.api_key;
  const skipped = [];
  const errors = [];
  const real = await ingest(base, key, half.memories, skipped);
  await waitIndexed(base, key, half.memories.length);
  const suiteId = new Map([...real].map(([s, r]) => [r, s]));
  const bm25 = bm25Index(half.memories);
  const rows = [];
  const took = [];
  const degraded = {};
  await api(base, "POST", "/v1/recall", { key, body: { query: "warm-up", k: 1 } });
  for (const q of half.queries) {
    const body = { query: q.query, k: K, ...(q.project ? { project: q.project } : {}), ...(q.as_of ? { as_of: q.as_of } : {}), ...(q.triggers ? { triggers: q.triggers } : {}) };
    let out;
    try {
      out = await api(base, "POST", "/v1/recall", { key, body });
    } catch (err) {
      errors.push(`${q.id}: ${err.message}`);
      continue;
    }
    took.push(out.took_ms);
    for (const d of out.degraded ?? []) degraded[d] = (degraded[d] ?? 0) + 1;
    const ranked = out.results.map((r) => suiteId.get(r.id) ?? r.id);
    // The baseline sees the question text only (a trigger's text is appended: it is all BM25 could use).
    const text = [q.query, q.triggers?.file, q.triggers?.error].filter(Boolean).join(" ");
    rows.push({ kind: q.kind, engram: scoreQuery(ranked, q), bm25: scoreQuery(bm25(text, K), q) });
    if (dump) dump.push({ half: half.half, ...q, route: out.route, intent: out.intent ?? null, more_available: out.more_available, results: out.results.map((r) => ({ id: suiteId.get(r.id), content: r.content, score: r.score, why: r.why })) });
  }
  return { rows, took, degraded, skipped, errors };
}

function table(name, rows) {
  const f = (x) => x.toFixed(3);
  const lines = [`### Half ${name.toUpperCase()}${name === "b" ? " (held out)" : " (tuning)"}`, "", "| kind | n | nDCG@10 | essential R@5 | wrong-context | BM25 nDCG@10 | BM25 essential R@5 | BM25 wrong-context |", "| --- | --- | --- | --- | --- | --- | --- | --- |"];
  for (const kind of ["all", ...KINDS]) {
    const sel = kind === "all" ? rows : rows.filter((r) => r.kind === kind);
    if (!sel.length) continue;
    const e = aggregate(sel.map((r) => r.engram));
    const b = aggregate(sel.map((r) => r.bm25));
    lines.push(`| ${kind} | ${e.n} | ${f(e.ndcg10)} | ${f(e.er5)} | ${f(e.wrong)} | ${f(b.ndcg10)} | ${f(b.er5)} | ${f(b.wrong)} |`);
  }
  return lines;
}

async function main() {
  const halves = (process.env.DEVMEM_HALVES ?? "a,b").split(",").map((h) => JSON.parse(readFileSync(path.join(root, "bench", "devmem", `half-${h.trim()}.json`), "utf8")));
  const server = await startServer();
  const admin = process.env.ADMIN_TOKEN ?? readDevVars();
  const dump = process.env.DEVMEM_DUMP ? [] : null;
  let failed = false;
  try {
    const health = await api(server.base, "GET", "/healthz");
    const lines = ["# Developer-memory suite (bench/devmem)", "", `Run ${new Date().toISOString()} · embedder \`${health.embedder}\` · k = ${K} · wrong-context = share of queries with must_not items that have one in the top 5`, ""];
    const degradedAll = {};
    const problems = [];
    for (const half of halves) {
      const { rows, took, degraded, skipped, errors } = await runHalf(server.base, admin, half, dump);
      problems.push(...skipped.map((s) => `half ${half.half} skipped ${s}`), ...errors.map((e) => `half ${half.half} error ${e}`));
      lines.push(...table(half.half, rows), "", `server took_ms p50 ${pct(took, 50)} · p95 ${pct(took, 95)}`, "");
      for (const [d, n] of Object.entries(degraded)) degradedAll[d] = (degradedAll[d] ?? 0) + n;
      const all = aggregate(rows.map((r) => r.engram));
      const kindMin = Math.min(...KINDS.map((k) => aggregate(rows.filter((r) => r.kind === k).map((r) => r.engram)).ndcg10));
      const ok = all.ndcg10 >= TARGETS.ndcg10 && all.er5 >= TARGETS.er5 && all.wrong <= TARGETS.wrong && kindMin >= TARGETS.kindMin;
      lines.push(`targets on half ${half.half} (nDCG@10 ≥ 0.80, essential R@5 ≥ 0.85, wrong-context ≤ 0.03, no kind below 0.60): ${ok ? "met" : "NOT met"}`, "");
    }
    lines.push(`degraded: ${Object.keys(degradedAll).length ? JSON.stringify(degradedAll) : "none"} · errors and skipped items: ${problems.length ? "" : "none"}`);
    for (const p of problems) lines.push(`- ${p}`);
    const text = lines.join("\n") + "\n";
    console.log(`\n${text}`);
    mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    writeFileSync(path.join(root, "bench", "results", "devmem-latest.md"), text);
    if (dump) writeFileSync(process.env.DEVMEM_DUMP, JSON.stringify(dump, null, 1));
    failed = Object.keys(degradedAll).length > 0 || problems.length > 0;
  } finally {
    await server.stop();
  }
  if (failed) {
    console.error("FAIL: degraded recalls, failed recalls or skipped items (see above)");
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
