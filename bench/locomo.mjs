#!/usr/bin/env node
// `npm run bench:locomo`: evidence recall on the LoCoMo dev conversations, through the HTTP API.
//  - starts `npm run dev` (scripts/dev.mjs) on free ports with a temporary ENGRAM_PERSIST_DIR,
//    unless BASE_URL (and ADMIN_TOKEN) point at a running server;
//  - ingests each conversation into its own user (one memory per turn: "Speaker: text" plus
//    " [image: caption]", occurred_at from the session date, metadata.dia_id, session_id);
//  - asks every question of categories 1–4 and scores the evidence turns in the results;
//  - runs a plain BM25 baseline (MiniSearch, stopword-filtered queries) on the same turns;
//  - prints and writes bench/results/locomo-latest.md.
// Environment: BASE_URL, ADMIN_TOKEN, LOCOMO_DIR (default ../shared/bench/locomo-dev),
// LOCOMO_DUMP (a file: every question with its evidence and the ranked results' dia ids and `why`),
// LOCOMO_USERS (a file: with BASE_URL, reuse the users and ids it records instead of ingesting again —
// for quick iteration against a running `npm run dev`, which reloads the worker on each edit).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { BASELINE_STOPWORDS, pct } from "./lib/metrics.mjs";
import { api, readDevVars, root, startServer, waitIndexed } from "./lib/server.mjs";
import MiniSearch from "minisearch";

const dataDir = process.env.LOCOMO_DIR ?? path.resolve(root, "..", "shared", "bench", "locomo-dev");
const CATEGORIES = { 1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop" };
const K = 10;

// ---------------------------------------------------------------------------------------------
// Data

/** "1:56 pm on 8 May, 2023" → epoch ms (UTC). */
function parseSessionDate(s) {
  const m = /(\d{1,2}):(\d{2})\s*(am|pm)\s+on\s+(\d{1,2})\s+([A-Za-z]+),?\s+(\d{4})/i.exec(s);
  if (!m) throw new Error(`unparsed session date: ${s}`);
  let hour = Number(m[1]) % 12;
  if (m[3].toLowerCase() === "pm") hour += 12;
  const month = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"].indexOf(m[5].slice(0, 3).toLowerCase());
  return Date.UTC(Number(m[6]), month, Number(m[4]), hour, Number(m[2]));
}

function loadConversation(file) {
  const raw = JSON.parse(readFileSync(file, "utf8"));
  const conv = raw.conversation ?? raw;
  const turns = [];
  const sessions = Object.keys(conv)
    .filter((k) => /^session_\d+$/.test(k))
    .sort((a, b) => Number(a.split("_")[1]) - Number(b.split("_")[1]));
  for (const s of sessions) {
    const start = parseSessionDate(conv[`${s}_date_time`]);
    conv[s].forEach((t, i) => {
      const caption = t.blip_caption ? ` [image: ${t.blip_caption}]` : "";
      turns.push({
        dia: t.dia_id,
        session: s,
        // Turns of a session share its date; a second per turn keeps their order in time.
        occurred_at: new Date(start + i * 1000).toISOString(),
        content: `${t.speaker}: ${t.text}${caption}`,
      });
    });
  }
  const known = new Set(turns.map((t) => t.dia));
  const questions = (raw.qa ?? [])
    .filter((q) => CATEGORIES[q.category])
    .map((q) => ({ ...q, evidence: normalizeEvidence(q.evidence ?? [], known) }))
    .filter((q) => q.evidence.length);
  return { turns, questions };
}

/** Malformed ids: "D8:6; D9:17" is two, "D:11:26" is D11:26, "D30:05" is D30:5; unknown ids drop. */
function normalizeEvidence(list, known) {
  const out = new Set();
  for (const item of list) {
    for (const part of String(item).split(/[;,\s]+/).filter(Boolean)) {
      const m = /^D:?(\d+):0*(\d+)$/.exec(part.trim());
      if (!m) continue;
      const id = `D${Number(m[1])}:${Number(m[2])}`;
      if (known.has(id)) out.add(id);
    }
  }
  return [...out];
}

// ---------------------------------------------------------------------------------------------
// Metrics

/** ranked: array of Set<dia> per result position. */
function score(ranked, evidence) {
  const ev = new Set(evidence);
  const foundAt = (k) => {
    const f = new Set();
    for (const s of ranked.slice(0, k)) for (const d of s) if (ev.has(d)) f.add(d);
    return f.size / ev.size;
  };
  let first = 0;
  let dcg = 0;
  ranked.slice(0, K).forEach((s, i) => {
    const rel = [...s].some((d) => ev.has(d));
    if (rel && !first) first = i + 1;
    if (rel) dcg += 1 / Math.log2(i + 2);
  });
  let idcg = 0;
  for (let i = 0; i < Math.min(ev.size, K); i++) idcg += 1 / Math.log2(i + 2);
  return { r5: foundAt(5), r10: foundAt(10), hit10: first ? 1 : 0, mrr10: first ? 1 / first : 0, ndcg10: dcg / idcg };
}

const METRICS = ["r5", "r10", "hit10", "mrr10", "ndcg10"];
function aggregate(rows) {
  const out = {};
  for (const m of METRICS) out[m] = rows.length ? rows.reduce((a, r) => a + r[m], 0) / rows.length : 0;
  out.n = rows.length;
  return out;
}

function baselineIndex(turns) {
  const ms = new MiniSearch({ fields: ["content"], storeFields: ["dia"], idField: "dia" });
  ms.addAll(turns.map((t) => ({ dia: t.dia, content: t.content })));
  return (question) => {
    const q = (question.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => !BASELINE_STOPWORDS.has(w)).join(" ");
    return ms.search(q || question).slice(0, K).map((r) => new Set([r.dia]));
  };
}

// ---------------------------------------------------------------------------------------------
// Run

async function main() {
  const files = readdirSync(dataDir).filter((f) => f.endsWith(".json")).sort();
  if (!files.length) throw new Error(`no conversations in ${dataDir}`);
  const server = await startServer();
  const admin = process.env.ADMIN_TOKEN ?? readDevVars();
  try {
    const health = await api(server.base, "GET", "/healthz");
    console.log(`server ${server.base}  embedder=${health.embedder}  vector_index=${health.vector_index}`);
    const engram = [];
    const baseline = [];
    const latencies = [];
    const serverTook = [];
    const routes = {};
    const rerankers = new Set();
    // A degraded stage (graph, dense, rerank) is a failure of the run, not a footnote.
    const degraded = {};
    const dump = process.env.LOCOMO_DUMP ? [] : null;
    let ingested = 0;
    let ingestMs = 0;
    const reuse = process.env.LOCOMO_USERS && process.env.BASE_URL && existsSync(process.env.LOCOMO_USERS)
      ? JSON.parse(readFileSync(process.env.LOCOMO_USERS, "utf8")) : null;
    const saved = {};
    // Every conversation is ingested before any question is asked, so each is measured in the same
    // shared database state (FTS5's average document length is table-wide; IDF is per reader).
    const sessions = [];
    for (const file of files) {
      const { turns, questions } = loadConversation(path.join(dataDir, file));
      if (reuse?.[file]) {
        sessions.push({ file, key: reuse[file].key, diaOf: new Map(reuse[file].dia.map(([id, d]) => [id, new Set(d)])), turns, questions });
        continue;
      }
      const user = await api(server.base, "POST", "/v1/admin/users", { key: admin, body: { name: `locomo-${file}-${Date.now()}` } });
      const key = user.api_key;
      const diaOf = new Map();
      const t0 = performance.now();
      for (let i = 0; i < turns.length; i += 100) {
        const chunk = turns.slice(i, i + 100);
        const res = await api(server.base, "POST", "/v1/memories/batch", {
          key,
          body: {
            memories: chunk.map((t) => ({ content: t.content, occurred_at: t.occurred_at, session_id: t.session, metadata: { dia_id: t.dia } })),
          },
        });
        res.results.forEach((r, j) => diaOf.set(r.id, new Set([...(diaOf.get(r.id) ?? []), chunk[j].dia])));
      }
      ingestMs += performance.now() - t0;
      ingested += turns.length;
      await waitIndexed(server.base, key, diaOf.size);
      saved[file] = { key, dia: [...diaOf].map(([id, d]) => [id, [...d]]) };
      sessions.push({ file, key, diaOf, turns, questions });
    }
    for (const s of sessions) await ask(s);
    if (process.env.LOCOMO_USERS && !reuse) writeFileSync(process.env.LOCOMO_USERS, JSON.stringify(saved));
    async function ask({ file, key, diaOf, turns, questions }) {

      const search = baselineIndex(turns);
      // One untimed query first: the dev embedder loads its model on first use.
      await api(server.base, "POST", "/v1/recall", { key, body: { query: "warm-up", k: 1 } });
      for (const q of questions) {
        const started = performance.now();
        const out = await api(server.base, "POST", "/v1/recall", { key, body: { query: q.question, k: Number(process.env.LOCOMO_FETCH ?? K), context: 0 } });
        latencies.push(performance.now() - started);
        serverTook.push(out.took_ms);
        routes[out.route] = (routes[out.route] ?? 0) + 1;
        for (const d of out.degraded ?? []) degraded[d] = (degraded[d] ?? 0) + 1;
        for (const r of out.results) rerankers.add(r.why?.rerank?.by);
        const ranked = out.results.map((r) => diaOf.get(r.id) ?? new Set([r.metadata?.dia_id]));
        engram.push({ file, cat: q.category, ...score(ranked, q.evidence) });
        if (dump) dump.push({ file, question: q.question, category: q.category, evidence: q.evidence, route: out.route, took_ms: out.took_ms, timings_ms: out.timings_ms, results: out.results.map((r) => ({ dia: [...(diaOf.get(r.id) ?? [])], content: r.content.slice(0, 100), why: r.why })) });
        baseline.push({ file, cat: q.category, ...score(search(q.question), q.evidence) });
      }
      console.log(`${file}: ${turns.length} turns, ${questions.length} questions`);
    }
    if (dump) writeFileSync(process.env.LOCOMO_DUMP, JSON.stringify(dump, null, 1));
    report({ health, engram, baseline, latencies, serverTook, routes, ingested, ingestMs, files, rerankers: [...rerankers].filter(Boolean), degraded });
    if (Object.keys(degraded).length) {
      console.error(`FAIL: degraded recalls ${JSON.stringify(degraded)}`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

function report({ health, engram, baseline, latencies, serverTook, routes, ingested, ingestMs, files, rerankers, degraded }) {
  const f = (x) => x.toFixed(3);
  const rows = [["all", engram, baseline], ...Object.entries(CATEGORIES).map(([c, name]) => [`${c} ${name}`, engram.filter((r) => r.cat === Number(c)), baseline.filter((r) => r.cat === Number(c))])];
  const lines = [];
  lines.push(`# LoCoMo evidence recall (dev conversations)`);
  lines.push("");
  lines.push(`Run ${new Date().toISOString()} · conversations ${files.join(", ")} · embedder \`${health.embedder}\` · vector index \`${health.vector_index}\` · reranker \`${rerankers.join(", ")}\` · k = ${K}`);
  lines.push("");
  lines.push(`| questions | n | recall@5 | recall@10 | hit@10 | MRR@10 | nDCG@10 | BM25 recall@10 | ratio |`);
  lines.push(`| --- | --- | --- | --- | --- | --- | --- | --- | --- |`);
  for (const [label, e, b] of rows) {
    const a = aggregate(e);
    const z = aggregate(b);
    lines.push(`| ${label} | ${a.n} | ${f(a.r5)} | ${f(a.r10)} | ${f(a.hit10)} | ${f(a.mrr10)} | ${f(a.ndcg10)} | ${f(z.r10)} | ${(a.r10 / (z.r10 || 1)).toFixed(2)}× |`);
  }
  lines.push("");
  const zb = aggregate(baseline);
  lines.push(`Baseline (MiniSearch BM25, stopword-filtered query): recall@5 ${f(zb.r5)} · recall@10 ${f(zb.r10)} · hit@10 ${f(zb.hit10)} · MRR@10 ${f(zb.mrr10)} · nDCG@10 ${f(zb.ndcg10)}`);
  lines.push("");
  lines.push(`| latency (ms) | p50 | p95 | p99 |`);
  lines.push(`| --- | --- | --- | --- |`);
  lines.push(`| recall, client | ${pct(latencies, 50).toFixed(1)} | ${pct(latencies, 95).toFixed(1)} | ${pct(latencies, 99).toFixed(1)} |`);
  lines.push(`| recall, server took_ms | ${pct(serverTook, 50)} | ${pct(serverTook, 95)} | ${pct(serverTook, 99)} |`);
  lines.push("");
  lines.push(`Ingest: ${ingested} memories in ${(ingestMs / 1000).toFixed(1)} s = ${(ingested / (ingestMs / 1000)).toFixed(0)} memories/s (batches of 100, before vector indexing).`);
  lines.push("");
  lines.push(`Routes: ${Object.entries(routes).map(([r, n]) => `${r} ${n}`).join(" · ")}`);
  lines.push("");
  // Cross-validation: each conversation on its own, so a feature tuned on one is read on the other.
  lines.push(`| conversation | n | recall@10 | BM25 recall@10 |`);
  lines.push(`| --- | --- | --- | --- |`);
  for (const file of files) {
    const a = aggregate(engram.filter((r) => r.file === file));
    const z = aggregate(baseline.filter((r) => r.file === file));
    lines.push(`| ${file} | ${a.n} | ${f(a.r10)} | ${f(z.r10)} |`);
  }
  lines.push("");
  lines.push(`degraded: ${Object.keys(degraded).length ? JSON.stringify(degraded) : "none"}`);
  const text = lines.join("\n") + "\n";
  console.log(`\n${text}`);
  const out = path.join(root, "bench", "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "locomo-latest.md"), text);
  const all = aggregate(engram);
  const multi = aggregate(engram.filter((r) => r.cat === 1));
  const ok = all.r10 >= 0.75 && all.r10 >= 1.25 * zb.r10 && multi.r10 >= 0.5;
  console.log(`targets (recall@10 ≥ 0.75, ≥ 1.25× baseline, multi-hop ≥ 0.50): ${ok ? "met" : "NOT met"}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
