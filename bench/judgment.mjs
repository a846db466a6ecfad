#!/usr/bin/env node
// `npm run bench:judgment`: the labelled judgment suite (bench/judgment/, issue 12) against a dev
// server. Each pair gets a fresh user: write a, write b, read the conflicts; then the nightly run,
// the conflicts and both memories again. Scores per half (A–H and K–N tune; I and J are held out),
// then write latency at 10 K memories in one user.
//   --half a|b|c|d|e|f|g|h|i|j|k|l|m|n|o|both|all, or a list like a,c (default both = a,b; all = a,b,c). D–O run only
//     when named (`--half d` … `--half n`); I and J, the held-out halves, are meant to be scored once, by the
//     lead, after tuning, and print counts only (--show-i-failures / --show-j-failures print ids).
//   --skip-scale      --scale-only (just the latency part)      --scale N (default 10000)
//   --json out.json   per-pair outcomes  --show-b-failures  --show-d-failures  --show-e-failures  --show-f-failures  --show-g-failures  --show-h-failures  --show-i-failures  --show-j-failures
//   --concurrency N (default 4)
// Exit 1 on any HTTP error, skipped pair or failed job; missed targets still exit 0 (MISSED lines).
import { writeFileSync } from "node:fs";
import { BLIND_HALVES, formatCounts, HELD_OUT_HALVES, loadCorpus } from "./judgment/check.mjs";
import { scalePart } from "./judgment/scale.mjs";
import { judgePair, summarize, TARGETS, valueOf, verdict } from "./judgment/score.mjs";
import { readDevVars, startServer } from "./lib/server.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const KNOWN_HALVES = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae", "af", "ag"];
/** Halves whose failing pairs are printed with ids; I and J are held out (B, D, E, F, G and H were, README), the blind ones (check.mjs BLIND_HALVES) are never listed either. */
const TUNING_HALVES = KNOWN_HALVES.filter((h) => !HELD_OUT_HALVES.includes(h) && !BLIND_HALVES.includes(h));
const half = option("--half", "both");
const halves = half === "both" ? ["a", "b"] : half === "all" ? ["a", "b", "c"] : [...new Set(half.split(",").map((h) => h.trim()))];
if (!halves.length || halves.some((h) => !KNOWN_HALVES.includes(h))) throw new Error(`--half ${KNOWN_HALVES.join("|")}|both|all, or a list like a,c`);
const jsonOut = option("--json", null);
const scaleCount = Number(option("--scale", "10000"));
const concurrency = Number(option("--concurrency", "4"));

/** Every problem that makes the run dishonest to report as complete. */
const problems = [];

/** fetch with the status kept; a non-2xx or network error is recorded in `problems` unless allowed. */
async function call(base, method, path, { key, body, allow = [] } = {}) {
  const started = performance.now();
  let res;
  let text = "";
  try {
    res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(120_000),
    });
    text = await res.text();
  } catch (e) {
    problems.push(`${method} ${path}: ${e.message}`);
    return { ok: false, status: 0, body: null, ms: performance.now() - started };
  }
  const ms = performance.now() - started;
  let parsed = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* reported below when it matters */
  }
  if (!res.ok && !allow.includes(res.status)) problems.push(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
  if (res.ok && parsed === null) problems.push(`${method} ${path} → ${res.status} but the body is not JSON`);
  return { ok: res.ok, status: res.status, body: parsed, ms };
}

async function pool(items, n, fn) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  }));
}

const memoryBody = (m, supersedes) => {
  const { supersedes_a, ...rest } = m;
  return supersedes_a && supersedes ? { ...rest, supersedes } : rest;
};

async function runPair(base, admin, runTag, pair) {
  const obs = { errors: [] };
  const name = `judgment-${runTag}-${pair.id}`;
  const user = await call(base, "POST", "/v1/admin/users", { key: admin, body: { name, org: name } });
  const key = user.body?.api_key;
  if (!user.ok || !key) return { ...obs, skipped: `user not created (${user.status})` };
  const a = await call(base, "POST", "/v1/memories", { key, body: memoryBody(pair.a) });
  if (!a.ok || !a.body?.memory?.id) return { ...obs, key, skipped: `write a → ${a.status}` };
  obs.writeA = a.body;
  const b = await call(base, "POST", "/v1/memories", { key, body: memoryBody(pair.b, a.body.memory.id) });
  if (!b.ok || !b.body?.memory?.id) return { ...obs, key, skipped: `write b → ${b.status}` };
  obs.writeB = b.body;
  const conflicts = await call(base, "GET", "/v1/conflicts?status=all&limit=200", { key });
  if (!conflicts.ok) return { ...obs, key, skipped: `conflicts at write → ${conflicts.status}` };
  obs.conflictsAtWrite = conflicts.body.conflicts ?? [];
  return { ...obs, key };
}

async function collectAfter(base, obs) {
  const conflicts = await call(base, "GET", "/v1/conflicts?status=all&limit=200", { key: obs.key });
  if (!conflicts.ok) return (obs.skipped = `conflicts after nightly → ${conflicts.status}`);
  obs.conflictsAfter = conflicts.body.conflicts ?? [];
  for (const side of ["A", "B"]) {
    const id = obs[`write${side}`].memory.id;
    const m = await call(base, "GET", `/v1/memories/${encodeURIComponent(id)}`, { key: obs.key });
    if (!m.ok) return (obs.skipped = `GET memory ${side.toLowerCase()} after nightly → ${m.status}`);
    obs[`${side.toLowerCase()}After`] = m.body.memory;
  }
}

/** Runs a cron, then repeats any job it left partial until done (bounded); a failed run is a problem. */
async function runNightly(base, admin) {
  const r = await call(base, "POST", "/v1/admin/jobs/nightly/run", { key: admin });
  if (!r.ok) return;
  const report = [];
  for (let run of r.body.runs ?? []) {
    for (let i = 0; run.status === "partial" && i < 50; i++) {
      const again = await call(base, "POST", `/v1/admin/jobs/${encodeURIComponent(run.job)}/run`, { key: admin });
      if (!again.ok) return;
      run = { ...again.body.runs[0], steps: run.steps + again.body.runs[0].steps };
    }
    if (run.status !== "done") problems.push(`nightly job ${run.job} ended ${run.status}${run.detail?.error ? `: ${run.detail.error}` : ""}`);
    report.push(`${run.job} ${run.status}`);
  }
  console.log(`nightly run: ${report.join(", ")}`);
}

const fmt = (name, m) => {
  const v = valueOf(m);
  if (v === null) return "n/a";
  if (m.of === undefined) return String(m.n);
  return name === "supersessionHonoured" ? `${(v * 100).toFixed(0)} % (${m.n}/${m.of})` : `${v.toFixed(2)} (${m.n}/${m.of})`;
};
const need = (name) => {
  const t = TARGETS[name];
  if (!t) return "(report)";
  if (name === "supersessionHonoured") return "100 %";
  return t.min !== undefined ? `≥ ${t.min.toFixed(2)}` : t.max === 0 ? "0" : `≤ ${t.max.toFixed(2)}`;
};
const LABELS = {
  conflictRecallAtWrite: "conflict recall, at write",
  conflictRecallAfterNightly: "conflict recall, after nightly",
  falseFlagRate: "false flags (none + duplicate pairs)",
  duplicateRecall: "duplicate recall",
  wrongMerges: "wrong merges (data loss)",
  suggestedSupersession: "supersession suggested (change of mind)",
  supersessionHonoured: "explicit supersession honoured",
  autoResolved: "auto-resolved",
};

function printHalf(h, results, showFailures) {
  const s = summarize(results);
  const rows = Object.keys(LABELS).map((k) => [LABELS[k], fmt(k, s[k]), need(k), verdict(k, valueOf(s[k]))]);
  console.log(`\n=== half ${h.toUpperCase()} (${s.pairs} pairs${TUNING_HALVES.includes(h) ? ", tuning" : BLIND_HALVES.includes(h) ? ", blind" : ", held out"})`);
  console.log(`${"".padEnd(42)}${"measured".padEnd(20)}${"needed".padEnd(10)}`);
  for (const [label, value, target, v] of rows) console.log(`${label.padEnd(42)}${value.padEnd(20)}${target.padEnd(10)}${v === "MISSED" ? "MISSED" : v}`);

  console.log(`\nper category / kind (half ${h.toUpperCase()}):`);
  const groups = new Map();
  for (const r of results) {
    for (const g of [r.category, `${r.category}/${r.kind}`]) groups.set(g, [...(groups.get(g) ?? []), r]);
  }
  for (const [g, rs] of [...groups].sort(([x], [y]) => x.localeCompare(y))) {
    const t = summarize(rs);
    const parts = [`n=${rs.length}`];
    if (t.conflictRecallAtWrite.of) parts.push(`conflict at write ${fmt("x", t.conflictRecallAtWrite)}`, `after nightly ${fmt("x", t.conflictRecallAfterNightly)}`);
    if (t.suggestedSupersession.of) parts.push(`suggested ${fmt("x", t.suggestedSupersession)}`);
    if (t.falseFlagRate.of) parts.push(`false flags ${fmt("x", t.falseFlagRate)}`);
    if (t.duplicateRecall.of) parts.push(`duplicates ${fmt("x", t.duplicateRecall)}`);
    if (t.supersessionHonoured.of) parts.push(`honoured ${fmt("supersessionHonoured", t.supersessionHonoured)}`);
    if (t.wrongMerges.n) parts.push(`WRONG MERGES ${t.wrongMerges.n}`);
    if (t.autoResolved.n) parts.push(`auto-resolved ${t.autoResolved.n}`);
    console.log(`  ${g.padEnd(32)}${parts.join(", ")}`);
  }
  const failing = results.filter((r) => r.failures.length);
  const merges = results.filter((r) => r.expect !== "duplicate" && r.merged_into_a);
  if (showFailures) {
    console.log(`\nfailing pairs (half ${h.toUpperCase()}): ${failing.length}`);
    for (const r of failing) console.log(`  ${r.id.padEnd(10)}${r.failures.join("; ")}`);
  } else {
    console.log(`\nfailing pairs (half ${h.toUpperCase()}): ${failing.length} (ids hidden: ${h.toUpperCase()} is held out; --show-${h}-failures shows them)`);
    if (merges.length) console.log(`  WRONG MERGES in half ${h.toUpperCase()}: ${merges.length} (data loss; ids hidden)`);
  }
  for (const [k, v] of rows.map((r, i) => [Object.keys(LABELS)[i], r[3]])) if (v === "MISSED") console.log(`MISSED (half ${h.toUpperCase()}): ${LABELS[k]} ${fmt(k, s[k])}, needed ${need(k)}`);
  return s;
}

async function main() {
  const { pairs, errors, counts } = loadCorpus();
  console.log(formatCounts(counts));
  if (errors.length) {
    console.error(`corpus invalid:\n${errors.map((e) => `  ${e}`).join("\n")}`);
    process.exit(1);
  }
  const chosen = flag("--scale-only") ? [] : pairs.filter((p) => halves.includes(p.half));
  const empty = flag("--scale-only") ? [] : halves.filter((h) => !chosen.some((p) => p.half === h));
  if (empty.length) {
    console.error(`no pairs in half ${empty.join(", ")} (bench/judgment/${empty[0]}/ missing or empty)`);
    process.exit(1);
  }
  const server = await startServer();
  const admin = process.env.ADMIN_TOKEN ?? readDevVars();
  const runTag = Date.now().toString(36);
  const out = { started_at: new Date().toISOString(), base: server.base, halves: {}, scale: null, problems };
  try {
    if (chosen.length) {
      const started = Date.now();
      const observed = new Map();
      await pool(chosen, concurrency, async (pair) => observed.set(pair.id, await runPair(server.base, admin, runTag, pair)));
      console.log(`\nwrote ${chosen.length} pairs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      await runNightly(server.base, admin);
      await pool(chosen.filter((p) => !observed.get(p.id).skipped), concurrency, (pair) => collectAfter(server.base, observed.get(pair.id)));
      const skipped = chosen.filter((p) => observed.get(p.id).skipped);
      for (const p of skipped) problems.push(`pair ${p.id} skipped: ${observed.get(p.id).skipped}`);
      const results = chosen.filter((p) => !observed.get(p.id).skipped).map((p) => judgePair(p, observed.get(p.id)));
      for (const h of halves) {
        const mine = results.filter((r) => r.half === h);
        out.halves[h] = { summary: printHalf(h, mine, TUNING_HALVES.includes(h) || flag(`--show-${h}-failures`)), pairs: mine };
      }
      const odd = results.filter((r) => r.other_conflicts);
      if (odd.length) console.log(`\nnote: ${odd.length} pair(s) have conflicts not between a and b${halves.some((h) => TUNING_HALVES.includes(h)) ? ` (ids in tuning halves: ${odd.filter((r) => TUNING_HALVES.includes(r.half)).map((r) => r.id).join(", ")})` : ""}`);
    }
    if (!flag("--skip-scale")) out.scale = await scalePart(call, server.base, admin, runTag, scaleCount);
  } finally {
    await server.stop();
  }
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify(out, null, 2));
  if (problems.length) {
    console.error(`\nRUN INCOMPLETE: ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join("\n")}`);
    process.exit(1);
  }
  console.log("\nrun complete");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
