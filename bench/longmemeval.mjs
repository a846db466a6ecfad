#!/usr/bin/env node
// `npm run bench:longmemeval`: session recall on the LongMemEval-S development slice
// (../shared/bench/longmemeval-dev/, one gzipped JSON per question; protocol in its README).
//  - starts `npm run dev` on free ports (or uses BASE_URL + ADMIN_TOKEN);
//  - per question a fresh user; every turn is one memory "<role>: <content>" (a turn over Engram's
//    8 KB content limit is stored as consecutive parts, as a client would; a part found is its turn found), type episode,
//    occurred_at = its session's date, an opaque session id (s1, s2, … — never the dataset's ids,
//    which name the answer sessions), metadata {session_id, turn} (never has_answer);
//  - waits until every memory is indexed, then recalls {query, k: 10, as_of: question_date};
//  - session recall@5/@10 (share of answer sessions among the top-k turns' sessions), turn recall@10
//    and nDCG@10 over has_answer turns, against plain BM25 over the same turns in the same run;
//  - prints per question type, degraded stages and failures, exits non-zero on any of them.
// Environment: BASE_URL, ADMIN_TOKEN, LONGMEMEVAL_DIR, LONGMEMEVAL_ONLY (file-name substring), LONGMEMEVAL_PER_TYPE (the first N questions of each
// type: on a 2-core machine the offline embedder takes ~2–5 min per question's ~500 turns), LONGMEMEVAL_DUMP.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import MiniSearch from "minisearch";
import { BASELINE_STOPWORDS, pct } from "./lib/metrics.mjs";
import { api, readDevVars, root, startServer, waitIndexed } from "./lib/server.mjs";

const dataDir = process.env.LONGMEMEVAL_DIR ?? path.resolve(root, "..", "shared", "bench", "longmemeval-dev");
const K = 10;

/** "2023/05/20 (Sat) 02:21" → epoch ms (UTC). */
function parseDate(s) {
  const m = /(\d{4})\/(\d{2})\/(\d{2})\D+(\d{2}):(\d{2})/.exec(s);
  if (!m) throw new Error(`unparsed date: ${s}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
}

const PART_BYTES = 7000;

/** Consecutive parts of at most PART_BYTES (UTF-8), cut at a space when there is one. */
function parts(text) {
  const out = [];
  let rest = text;
  while (Buffer.byteLength(rest) > PART_BYTES) {
    let cut = PART_BYTES;
    while (Buffer.byteLength(rest.slice(0, cut)) > PART_BYTES) cut -= 100;
    const space = rest.lastIndexOf(" ", cut);
    if (space > cut / 2) cut = space;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  return [...out, rest];
}

function load(file) {
  const d = JSON.parse(gunzipSync(readFileSync(path.join(dataDir, file))).toString("utf8"));
  const answerSessions = new Set(d.answer_session_ids);
  const turns = [];
  d.haystack_sessions.forEach((session, si) => {
    const start = parseDate(d.haystack_dates[si]);
    const opaque = `s${si + 1}`;
    session.forEach((t, ti) => {
      const turn = {
        key: `${opaque}:${ti}`,
        session: opaque,
        answerSession: answerSessions.has(d.haystack_session_ids[si]),
        hasAnswer: !!t.has_answer,
        // Turns of a session share its date; a second per turn keeps their order.
        occurred_at: new Date(start + ti * 1000).toISOString(),
        content: `${t.role}: ${t.content}`,
      };
      turns.push(turn);
    });
  });
  const answerOpaque = new Set(turns.filter((t) => t.answerSession).map((t) => t.session));
  return { id: d.question_id, type: d.question_type, question: d.question, asOf: new Date(parseDate(d.question_date)).toISOString(), turns, answerOpaque };
}

/** ranked: turn keys best first. */
function score(ranked, q) {
  const byKey = new Map(q.turns.map((t) => [t.key, t]));
  const sessionsAt = (k) => new Set(ranked.slice(0, k).map((key) => byKey.get(key)?.session));
  const sessionRecall = (k) => [...q.answerOpaque].filter((s) => sessionsAt(k).has(s)).length / q.answerOpaque.size;
  const gold = q.turns.filter((t) => t.hasAnswer).map((t) => t.key);
  const goldSet = new Set(gold);
  const turnR10 = gold.length ? ranked.slice(0, K).filter((k) => goldSet.has(k)).length / gold.length : null;
  const dcg = ranked.slice(0, K).reduce((s, k, i) => s + (goldSet.has(k) ? 1 / Math.log2(i + 2) : 0), 0);
  const idcg = gold.slice(0, K).reduce((s, _, i) => s + 1 / Math.log2(i + 2), 0);
  return { s5: sessionRecall(5), s10: sessionRecall(10), t10: turnR10, ndcg10: idcg ? dcg / idcg : null };
}

// Plain BM25 per the slice's README: MiniSearch defaults, the question's non-stopword keywords of 3+ characters, OR-combined.
function baseline(turns) {
  const ms = new MiniSearch({ fields: ["content"], idField: "key" });
  ms.addAll(turns.map((t) => ({ key: t.key, content: t.content })));
  return (question) => {
    const q = (question.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).filter((w) => w.length >= 3 && !BASELINE_STOPWORDS.has(w)).join(" ");
    return ms.search(q || question).slice(0, K).map((r) => r.id);
  };
}

const mean = (xs) => {
  const v = xs.filter((x) => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : 0;
};

async function main() {
  const perType = Number(process.env.LONGMEMEVAL_PER_TYPE ?? Infinity);
  const seen = {};
  const only = process.env.LONGMEMEVAL_ONLY; // a substring of the file names, for looking at one question
  const files = readdirSync(dataDir).filter((f) => f.endsWith(".json.gz") && (!only || f.includes(only))).sort().filter((f) => {
    const type = JSON.parse(gunzipSync(readFileSync(path.join(dataDir, f))).toString("utf8")).question_type;
    seen[type] = (seen[type] ?? 0) + 1;
    return seen[type] <= perType;
  });
  if (!files.length) throw new Error(`no questions in ${dataDir}`);
  const server = await startServer();
  const admin = process.env.ADMIN_TOKEN ?? readDevVars();
  const rows = [];
  const took = [];
  const degraded = {};
  const problems = [];
  const dump = process.env.LONGMEMEVAL_DUMP ? [] : null;
  try {
    const health = await api(server.base, "GET", "/healthz");
    for (const file of files) {
      const q = load(file);
      try {
        const user = await api(server.base, "POST", "/v1/admin/users", { key: admin, body: { name: `lme-${q.id}-${Date.now()}` } });
        const key = user.api_key;
        const keyOf = new Map();
        const stored = q.turns.flatMap((t) => parts(t.content).map((content) => ({ ...t, content })));
        for (let i = 0; i < stored.length; i += 100) {
          const chunk = stored.slice(i, i + 100);
          const res = await api(server.base, "POST", "/v1/memories/batch", {
            key,
            body: { memories: chunk.map((t) => ({ content: t.content, type: "episode", occurred_at: t.occurred_at, session_id: t.session, metadata: { session_id: t.session, turn: Number(t.key.split(":")[1]) } })) },
          });
          // A repeated text ("user: thanks!") is one memory (deduplicated): it stands for its first turn.
          res.results.forEach((r, j) => keyOf.has(r.id) || keyOf.set(r.id, chunk[j].key));
        }
        await waitIndexed(server.base, key, keyOf.size);
        await api(server.base, "POST", "/v1/recall", { key, body: { query: "warm-up", k: 1 } });
        const out = await api(server.base, "POST", "/v1/recall", { key, body: { query: q.question, k: K, as_of: q.asOf } });
        took.push(out.took_ms);
        for (const d of out.degraded ?? []) degraded[d] = (degraded[d] ?? 0) + 1;
        const ranked = [...new Set(out.results.map((r) => keyOf.get(r.id)))];
        const engram = score(ranked, q);
        const bm25 = score(baseline(q.turns)(q.question), q);
        // The same BM25 over what was known at question_date: a few questions have answer sessions
        // dated hours after it, which as_of leaves out by design and plain BM25 does not.
        const bm25AsOf = score(baseline(q.turns.filter((t) => t.occurred_at <= q.asOf))(q.question), q);
        rows.push({ type: q.type, engram, bm25, bm25AsOf });
        console.log(`${file}: ${q.type} session R@5 ${engram.s5.toFixed(2)} (BM25 ${bm25.s5.toFixed(2)}) took ${out.took_ms} ms`);
        if (dump) dump.push({ id: q.id, type: q.type, question: q.question, answer_sessions: [...q.answerOpaque], route: out.route, intent: out.intent, took_ms: out.took_ms, timings_ms: out.timings_ms, results: out.results.map((r) => ({ key: keyOf.get(r.id), at: r.occurred_at, content: r.content.slice(0, 120), why: r.why })) });
      } catch (err) {
        problems.push(`${q.id}: ${err.message}`);
      }
    }
    const f = (x) => x.toFixed(3);
    const lines = ["# LongMemEval-S development slice (session recall)", "", `Run ${new Date().toISOString()} · ${rows.length} questions · embedder \`${health.embedder}\` · k = ${K} · as_of = question date`, ""];
    lines.push("| question type | n | session R@5 | session R@10 | turn R@10 | nDCG@10 | BM25 session R@5 | BM25 session R@10 | BM25 turn R@10 | BM25 nDCG@10 | BM25 ≤ as_of session R@5 |", "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (const type of ["all", ...[...new Set(rows.map((r) => r.type))].sort()]) {
      const sel = type === "all" ? rows : rows.filter((r) => r.type === type);
      const e = (m) => f(mean(sel.map((r) => r.engram[m])));
      const b = (m) => f(mean(sel.map((r) => r.bm25[m])));
      const c = (m) => f(mean(sel.map((r) => r.bm25AsOf[m])));
      lines.push(`| ${type} | ${sel.length} | ${e("s5")} | ${e("s10")} | ${e("t10")} | ${e("ndcg10")} | ${b("s5")} | ${b("s10")} | ${b("t10")} | ${b("ndcg10")} | ${c("s5")} |`);
    }
    lines.push("", `server took_ms p50 ${pct(took, 50)} · p95 ${pct(took, 95)}`, "");
    lines.push(`degraded: ${Object.keys(degraded).length ? JSON.stringify(degraded) : "none"} · failures: ${problems.length ? "" : "none"}`);
    for (const p of problems) lines.push(`- ${p}`);
    const text = lines.join("\n") + "\n";
    console.log(`\n${text}`);
    mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    writeFileSync(path.join(root, "bench", "results", "longmemeval-latest.md"), text);
    if (dump) writeFileSync(process.env.LONGMEMEVAL_DUMP, JSON.stringify(dump, null, 1));
  } finally {
    await server.stop();
  }
  if (Object.keys(degraded).length || problems.length) {
    console.error("FAIL: degraded recalls or failures (see above)");
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
