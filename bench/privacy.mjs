// `npm run bench:privacy`: the privacy engine against the labelled corpus in bench/privacy/ (issue 14).
//   tsx bench/privacy.mjs [--half a|b|…|q|a,c] [--show-i-failures] [--show-j-failures] [--no-speed]
// Blind halves (corpus.mjs BLIND_HALVES) print counts only, like the held-out ones.
// Halves A–H and K–N are for tuning (B, D, E, F, G and H were held out until they were tuned on or replaced; K–N
// were written as training data, their failures always printed); halves I and J are held out: their failures are printed only as counts unless
// --show-i-failures / --show-j-failures (see bench/privacy/README.md, "Half I", "Half J"). The default run is A, B
// and C; D–N are scored only when named (`--half d` … `--half n`), I and J once each, after tuning.
// Exit 1 on a corpus line that does not parse, an engine exception, or a corpus type with no
// labelled span in a measured half; missed targets are reported in the table (exit 0), because the
// benchmark measures rather than gates.
import { existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import { BLIND_HALVES, CorpusError, DEFAULT_BENCH_HALVES, HALVES, HELD_OUT_HALVES, TYPES, loadCorpus } from "./privacy/corpus.mjs";
import { covered, overlaps } from "./privacy/spans.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The engine to measure: the first of these that exists (the new engine, then the old one). */
const ENGINE_PATHS = ["local-embedder/src/privacy/index.ts", "src/privacy/index.ts", "local-embedder/src/privacy/scrub.ts"];

/** Engine finding type → corpus type. A type not listed counts as its own name. */
const TYPE_MAP = {
  ipv4: "ip", ipv6: "ip", ip_address: "ip",
  us_ssn: "national_id", ssn: "national_id", uk_nino: "national_id", nino: "national_id",
  url_credentials: "password", credential: "password", secret: "api_key", token: "api_key",
  mac_address: "mac", address: "street_address", name: "person_name", user_path: "home_path",
};
const mapType = (t) => TYPE_MAP[t] ?? t;

const TARGETS = { recall: 0.98, precision: 0.97, leaks: 0, negatives: 2, perType: 0.95, personName: 0.9, mbps: 1, p95ms: 2 };

const args = process.argv.slice(2);
const halfArg = args.includes("--half") ? args[args.indexOf("--half") + 1] : null;
const halfList = halfArg === null ? null : String(halfArg).split(",").map((h) => h.trim()).filter(Boolean);
if (halfList !== null && (halfList.length === 0 || halfList.some((h) => !HALVES.includes(h)))) {
  console.error(`--half takes one or more of ${HALVES.join(", ")}, comma-separated (e.g. a,c)`);
  process.exit(2);
}
const halves = halfList ?? DEFAULT_BENCH_HALVES;
/** Held-out halves whose failures the caller asked to see. */
const shownHeldOut = [...HELD_OUT_HALVES, ...BLIND_HALVES].filter((h) => args.includes(`--show-${h}-failures`));
const noSpeed = args.includes("--no-speed");

let fatal = false;
const enginePath = ENGINE_PATHS.find((p) => existsSync(join(ROOT, p)));
if (!enginePath) { console.error(`no engine found at any of: ${ENGINE_PATHS.join(", ")}`); process.exit(1); }
const engine = await import(pathToFileURL(join(ROOT, enginePath)).href);
if (typeof engine.scrub !== "function") { console.error(`${enginePath} does not export scrub()`); process.exit(1); }
console.log(`engine measured: ${enginePath}${enginePath === ENGINE_PATHS.at(-1) ? " (the old engine: the new one does not exist yet)" : ""}`);

let items;
try {
  items = loadCorpus({ halves });
} catch (e) {
  if (e instanceof CorpusError) { console.error(`corpus error: ${e.message}`); process.exit(1); }
  throw e;
}

function context(text, start, end, pad = 40) {
  const inner = text.slice(start, end);
  const shown = inner.length > 90 ? `${inner.slice(0, 50)}…(${inner.length} chars)…${inner.slice(-20)}` : inner;
  return JSON.stringify(text.slice(Math.max(0, start - pad), start) + "⟦" + shown + "⟧" + text.slice(end, end + pad));
}
const ratio = (n, d) => (d === 0 ? NaN : n / d);
const fmt = (x) => (Number.isNaN(x) ? "  n/a" : x.toFixed(3));

function scoreHalf(half, halfItems) {
  const perType = Object.fromEntries(TYPES.map((t) => [t, { total: 0, found: 0, typed: 0, verbatim: 0 }]));
  const missed = [];
  const falseFindings = [];
  const errors = [];
  const engineTypes = new Set();
  let findings = 0, findingsOnSpans = 0, findingsOnNegatives = 0, negativesHit = 0, negatives = 0;
  for (const it of halfItems) {
    let result;
    try {
      result = engine.scrub(it.text);
      if (!result || !Array.isArray(result.findings) || typeof result.text !== "string") throw new Error("scrub() did not return { text, findings }");
    } catch (e) {
      errors.push(`${it.id}: ${e?.stack ?? e}`);
      continue;
    }
    const fs = result.findings.map((f) => ({ ...f, corpusType: mapType(f.type) }));
    for (const f of fs) engineTypes.add(f.type);
    for (const s of it.spans) {
      const pt = perType[s.type];
      pt.total++;
      const found = covered(fs, s.start, s.end);
      if (found) pt.found++;
      if (found && fs.some((f) => f.corpusType === s.type && overlaps(f, s))) pt.typed++;
      if (s.value.length >= 4 && result.text.includes(s.value)) pt.verbatim++;
      if (!found) missed.push({ id: it.id, type: s.type, value: s.value, ctx: context(it.text, s.start, s.end), got: fs.filter((f) => overlaps(f, s)).map((f) => `${f.type}[${f.start},${f.end})`).join(" ") });
    }
    negatives += it.negatives.length;
    for (const n of it.negatives) if (fs.some((f) => overlaps(f, n))) negativesHit++;
    for (const f of fs) {
      findings++;
      const onSpan = it.spans.some((s) => overlaps(f, s));
      const neg = it.negatives.find((n) => overlaps(f, n));
      if (onSpan) findingsOnSpans++;
      if (neg) findingsOnNegatives++;
      if (!onSpan) falseFindings.push({ id: it.id, type: f.type, neg: neg?.kind, ctx: context(it.text, f.start, f.end) });
    }
  }
  const total = TYPES.reduce((s, t) => s + perType[t].total, 0);
  const found = TYPES.reduce((s, t) => s + perType[t].found, 0);
  const typed = TYPES.reduce((s, t) => s + perType[t].typed, 0);
  const verbatim = TYPES.reduce((s, t) => s + perType[t].verbatim, 0);
  return { half, lines: halfItems.length, perType, total, found, typed, verbatim, findings, findingsOnSpans, findingsOnNegatives, negativesHit, negatives, missed, falseFindings, errors, engineTypes };
}

function report(r) {
  const blind = BLIND_HALVES.includes(r.half);
  const heldOut = HELD_OUT_HALVES.includes(r.half) || blind;
  const show = !heldOut || shownHeldOut.includes(r.half);
  console.log(`\n=== half ${r.half}${blind ? " (blind)" : heldOut ? " (held out)" : " (tuning)"}: ${r.lines} lines, ${r.total} labelled spans, ${r.negatives} look-alike negatives`);
  console.log("| type | spans | found (recall) | typed right | leaks | verbatim in output | target | ok |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |");
  const missingTypes = [];
  for (const t of TYPES) {
    const p = r.perType[t];
    if (p.total === 0) missingTypes.push(t);
    const recall = ratio(p.found, p.total);
    const target = t === "person_name" ? TARGETS.personName : TARGETS.perType;
    console.log(`| ${t} | ${p.total} | ${fmt(recall)} | ${fmt(ratio(p.typed, p.total))} | ${p.total - p.found} | ${p.verbatim} | ≥ ${target.toFixed(2)} | ${recall >= target ? "yes" : "NO"} |`);
  }
  const recall = ratio(r.found, r.total);
  const precision = ratio(r.findingsOnSpans, r.findings);
  const leaks = r.total - r.found;
  console.log(`\n| half ${r.half} overall | value | target | ok |`);
  console.log("| --- | ---: | ---: | --- |");
  console.log(`| recall (spans fully covered) | ${fmt(recall)} (${r.found}/${r.total}) | ≥ ${TARGETS.recall} | ${recall >= TARGETS.recall ? "yes" : "NO"} |`);
  console.log(`| typed right | ${fmt(ratio(r.typed, r.total))} (${r.typed}/${r.total}) | | |`);
  console.log(`| precision (findings on a labelled span) | ${fmt(precision)} (${r.findingsOnSpans}/${r.findings}) | ≥ ${TARGETS.precision} | ${precision >= TARGETS.precision ? "yes" : "NO"} |`);
  console.log(`| leaks (spans not fully covered) | ${leaks} | ${TARGETS.leaks} | ${leaks <= TARGETS.leaks ? "yes" : "NO"} |`);
  console.log(`| labelled values verbatim in the redacted text (values ≥ 4 chars) | ${r.verbatim} | 0 | ${r.verbatim === 0 ? "yes" : "NO"} |`);
  console.log(`| findings on look-alike negatives | ${r.findingsOnNegatives} (negatives hit: ${r.negativesHit}/${r.negatives}) | ≤ ${TARGETS.negatives} | ${r.findingsOnNegatives <= TARGETS.negatives ? "yes" : "NO"} |`);
  const leakTypes = TYPES.filter((t) => r.perType[t].total > r.perType[t].found).map((t) => `${t} ${r.perType[t].total - r.perType[t].found}`);
  console.log(`leaks per type: ${leakTypes.length ? leakTypes.join(", ") : "none"}`);
  const unknown = [...r.engineTypes].filter((t) => !TYPES.includes(mapType(t)));
  if (unknown.length) console.log(`engine types not in the corpus vocabulary (counted as their own name): ${unknown.join(", ")}`);
  if (show) {
    console.log(`\nmissed spans (${r.missed.length}):`);
    for (const m of r.missed) console.log(`  MISS ${m.id} ${m.type} ${m.ctx}${m.got ? `  partial: ${m.got}` : ""}`);
    console.log(`\nfindings on no labelled span (${r.falseFindings.length}):`);
    for (const f of r.falseFindings) console.log(`  FALSE ${f.id} ${f.type}${f.neg ? ` on negative:${f.neg}` : ""} ${f.ctx}`);
  } else {
    console.log(`\nheld-out failures: ${r.missed.length} missed spans, ${r.falseFindings.length} findings on no labelled span (not shown: --show-${r.half}-failures; reading them makes ${r.half.toUpperCase()} training data)`);
  }
  for (const e of r.errors) console.error(`ENGINE EXCEPTION ${e}`);
  for (const t of missingTypes) console.error(`MISSING TYPE: half ${r.half} has no labelled ${t} span`);
  if (r.errors.length || missingTypes.length) fatal = true;
}

for (const half of halves) report(scoreHalf(half, items.filter((i) => i.half === half)));

function speed() {
  // ~1 KB chunks of corpus text (whole lines), repeated until ≥ 5 MB has gone through scrub().
  const chunks = [];
  let cur = "";
  for (const it of items) {
    cur += (cur ? "\n" : "") + it.text;
    if (Buffer.byteLength(cur) >= 1024) { chunks.push(cur); cur = ""; }
  }
  if (cur) chunks.push(cur);
  const sizes = chunks.map((c) => Buffer.byteLength(c));
  for (const c of chunks) engine.scrub(c); // warm-up
  const times = [];
  let bytes = 0;
  const t0 = performance.now();
  while (bytes < 5 * 1024 * 1024) {
    for (let i = 0; i < chunks.length; i++) {
      const s = performance.now();
      engine.scrub(chunks[i]);
      times.push(performance.now() - s);
      bytes += sizes[i];
    }
  }
  const elapsed = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const mbps = bytes / 1024 / 1024 / elapsed;
  const meanKb = sizes.reduce((a, b) => a + b, 0) / sizes.length / 1024;
  console.log(`\n=== speed (one thread; ${(bytes / 1024 / 1024).toFixed(1)} MB in ${times.length} chunks of ~${meanKb.toFixed(2)} KB, halves ${halves.join("+")})`);
  console.log("| measure | value | target | ok |");
  console.log("| --- | ---: | ---: | --- |");
  console.log(`| throughput | ${mbps.toFixed(2)} MB/s | ≥ ${TARGETS.mbps} MB/s | ${mbps >= TARGETS.mbps ? "yes" : "NO"} |`);
  console.log(`| per ~1 KB chunk p50 | ${q(0.5).toFixed(3)} ms | | |`);
  console.log(`| per ~1 KB chunk p95 | ${q(0.95).toFixed(3)} ms | < ${TARGETS.p95ms} ms | ${q(0.95) < TARGETS.p95ms ? "yes" : "NO"} |`);
}
if (!noSpeed) {
  try { speed(); } catch (e) { console.error(`ENGINE EXCEPTION during the speed run: ${e?.stack ?? e}`); fatal = true; }
}

console.log(`\ncorpus: ${relative(ROOT, join(ROOT, "bench/privacy"))}/ (${items.length} lines measured); machine: shared 2-core development box, quote ratios not single runs`);
if (fatal) { console.error("\nFAILED: see ENGINE EXCEPTION / MISSING TYPE above"); process.exit(1); }
