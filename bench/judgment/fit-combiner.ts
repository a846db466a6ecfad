/**
 * Fits the learned combiner (src/judgment/combiner.ts) and says whether it beats the rules on text
 * it was not fitted on. Re-runnable: refit after any change to the rules or the features.
 *
 *   npx tsx bench/judgment/fit-combiner.ts            leave-one-half-out table (rules vs combiner)
 *   npx tsx bench/judgment/fit-combiner.ts --write    … and write src/judgment/combiner-weights.ts (fit on the training halves)
 *   --halves a,b,…  fit and hold out only these training halves (default check.mjs TRAINING_HALVES; never the blind or held-out halves)
 *   --check X       also score a training half left out of --halves with the combiner fitted on the
 *                   others; halves i and j, the held-out halves, are refused
 *   --ids           list the held-out pairs whose verdict the combiner changed
 *   --dups, --feature-auc, --which NAME, --dump, --timing   diagnostics (README "The learned combiner")
 *   --train-open, --dup-on-guard, --open-weight W, --lambda L   the variants tried and dropped, to re-check them
 *   --learned-min-cos X   score the learned merges with another cosine gate than compare.ts's LEARNED_DUPLICATE_MIN_COS (0.45)
 *   --no-opposites  the rules without the opposite-words rule (opposition-rule.ts), to measure it
 *   --cost K        false flags a caught conflict may cost when choosing the conflict threshold (default 4:
 *                   false flags are at the 0.05 limit on fresh text already, while conflict recall is far
 *                   from 0.90; at 2 or 3 the fitted threshold flagged two to four of the rule authors'
 *                   hand-written non-conflicts in src/judgment/*.test.ts, "two things, two values")
 *
 * How: every pair of the training halves (--halves; tuningPairs() never reads the held-out half) is judged by
 * the rules (judgeByRules) with the embedder's cosine (vectors cached by offline-vectors.mjs), and
 * its features are read (features.ts). Two L2 logistic regressions, class-balanced, are fitted by
 * Newton's method: conflict vs not (on every pair), duplicate vs not (on every pair). Their decision
 * thresholds are chosen on out-of-fold probabilities only — for each training half, a model fitted on
 * the other training halves — never on the half being scored: the conflict threshold maximises
 * conflicts caught − K × false flags added (K = 4), the duplicate one merges caught − 10 × wrong merges.
 * With --write, a model whose pooled held-out gain over the rules is not positive (conflicts: not above
 * one false flag's cost, MIN_CONFLICT_GAIN) is written switched off.
 * Scored like offline.ts (write-time verdict with the cosine, nightly verdict without it).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type JudgedMemory, judgeByRules, LEARNED_DUPLICATE_MIN_COS as COMPARE_MIN_COS, learnedMergeClash, mergeClash, type Verdict } from "../../src/judgment/compare";
import { type CombinerWeights, type LogisticModel, learnedVerdict, probability } from "../../src/judgment/combiner";
import { COMBINER as weightsNow } from "../../src/judgment/combiner-weights";
import { FEATURE_NAMES, pairFeatures, type PairFeatures } from "../../src/judgment/features";
import { opposedInWords } from "../../src/judgment/opposition-rule";
import { candidatePairs } from "../../src/judgment/scan";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
import { BLIND_HALVES, HELD_OUT_HALVES, TRAINING_HALVES } from "./check.mjs";

const dir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const COST = Number(opt("--cost") ?? 4);
const WRONG_MERGE_COST = 10;
/** A threshold no probability reaches: the model is off. */
const OFF = 2;
const LAMBDA = Number(opt("--lambda") ?? 1);
/**
 * The pooled held-out conflict gain a model must reach to be written on: more than one false flag's
 * cost. A smaller gain is one or two pairs' luck over the held-out halves (a–f: +2 with and without the
 * lexical-opposition features), and a model on at that margin flagged three of the rule tests'
 * hand-written non-conflicts ("two things, two values": React 18 in one app / 17 in another).
 */
const MIN_CONFLICT_GAIN = COST + 1;
/** The training halves, each held out in turn (`--halves a,b,c` to narrow). */
/** Score the rules without the opposite-words rule (opposition-rule.ts), to measure what it adds. */
const NO_OPPOSITES = args.includes("--no-opposites");
// O is training data since session 13; the blind halves (P, Q) are never fitted on: not in the default, and refused.
const HALVES = opt("--halves")?.split(",") ?? [...TRAINING_HALVES];
// Halves i and j are held out: tuningPairs() never reads them, and naming one is an error rather than an empty fold.
for (const held of [...HELD_OUT_HALVES, ...BLIND_HALVES]) if (HALVES.includes(held)) throw new Error(`--halves: half ${held} is held out or blind and never read here`);


interface Row {
  id: string; half: string; kind: string; expect: string;
  a: JudgedMemory; b: JudgedMemory; rule: Verdict; nightlyConflict: boolean; mayMergeHome: boolean;
  f: PairFeatures;
  /** What judgeWithCombiner asks of a learned merge besides the model: cosine ≥ LEARNED_DUPLICATE_MIN_COS and the merge guard (compare.ts learnedMergeClash: values, slot swaps, reversed comparisons, rejected options; below LEARNED_SUBJECT_COS one subject and what is said of it). */
  learnedMergeAllowed: boolean;
}

/** compare.ts's LEARNED_DUPLICATE_MIN_COS (0.45): below it the learned model is not asked (so its thresholds are chosen where it is). `--learned-min-cos X` scores another gate (compare.ts must change with it). */
const LEARNED_DUPLICATE_MIN_COS = Number(opt("--learned-min-cos") ?? COMPARE_MIN_COS);
/** `--no-subject-guard`: score learned merges without compare.ts's subject and predicate guards below LEARNED_SUBJECT_COS (to measure them). */
const NO_SUBJECT_GUARD = args.includes("--no-subject-guard");

/** A half scored, never fitted on (--check f): i and j are refused here and tuningPairs() never reads it. */
const CHECK = opt("--check");
if (CHECK === "i" || CHECK === "j" || (CHECK && !/^[a-z]$/.test(CHECK))) throw new Error(`--check: half ${CHECK} is held out and never read here`);
const checkPairs = CHECK && !HALVES.includes(CHECK)
  ? readdirSync(path.join(dir, CHECK)).filter((f) => f.endsWith(".jsonl")).sort().flatMap((f) => readFileSync(path.join(dir, CHECK, f), "utf8").split("\n").filter((l) => l.trim()).map((l) => ({ half: CHECK, ...JSON.parse(l) })))
  : [];

const rows: Row[] = [];
let skipped = 0;
for (const p of [...(tuningPairs() as any[]).filter((p) => p.half !== CHECK), ...checkPairs]) {
  if (!(HALVES.includes(p.half) || p.half === CHECK) || p.b.supersedes_a) continue;
  const c = cos(embedText(p.a), embedText(p.b));
  if (c === undefined) {
    skipped++;
    continue;
  }
  const [a, b] = [judged(p.a), judged(p.b)];
  // "Rules" here are what judgePair decides before the models: judgeByRules, then the opposite-words rule.
  const byRules = judgeByRules(a, b, c);
  const sameProject = (a.project_id ?? "") === (b.project_id ?? "");
  const opposed = !NO_OPPOSITES && byRules.verdict === "unrelated" && sameProject ? opposedInWords(a, b) : null;
  const rule: Verdict = opposed ? { verdict: "conflict", kind: "contradiction", ...opposed, rule: "opposites", claims: null, supersede: false } : byRules;
  const f = pairFeatures(a, b, c);
  const sameHome = a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "");
  rows.push({
    id: p.id, half: p.half, kind: p.kind, expect: p.expect, a, b, rule, f,
    nightlyConflict: candidatePairs([a, b]).length > 0 && judgeByRules(a, b).verdict === "conflict",
    mayMergeHome: sameHome && (a.type === "episode") === (b.type === "episode"),
    learnedMergeAllowed: c >= LEARNED_DUPLICATE_MIN_COS && (NO_SUBJECT_GUARD ? mergeClash(a.content, b.content) : learnedMergeClash(a.content, b.content, c)) === null,
  });
}

// `--save-rows FILE`: every pair's rule outcome, scoring flags and texts as JSON, for bench/judgment/fit-conflict-model.ts
// (which fits and scores the conflict model from them in seconds instead of re-running the rules). Check-half rows
// carry no id: that script prints only summary counts for them.
if (opt("--save-rows")) {
  const keep = (r: Row) => ({
    id: r.half === CHECK ? "" : r.id, half: r.half, expect: r.expect, rule: r.rule.verdict, nightlyConflict: r.nightlyConflict, mayMergeHome: r.mayMergeHome,
    learnedMergeAllowed: r.learnedMergeAllowed, mayMerge: r.f.mayMerge, deniesOneSide: r.f.deniesOneSide, subject: r.f.subject, x: r.f.x,
    a: { type: r.a.type, content: r.a.content, project: r.a.project_id }, b: { type: r.b.type, content: r.b.content, project: r.b.project_id },
  });
  writeFileSync(opt("--save-rows")!, JSON.stringify({ features: FEATURE_NAMES, check: CHECK ?? null, rows: rows.map(keep) }));
  console.log(`saved ${rows.length} rows to ${opt("--save-rows")}`);
  process.exit(0);
}

// --- logistic regression (L2, class-balanced, Newton) ---
function solve(A: number[][], y: number[]): number[] {
  const m = A.length;
  const M = A.map((r, i) => [...r, y[i]]);
  for (let c = 0; c < m; c++) {
    let piv = c;
    for (let r = c + 1; r < m; r++) if (Math.abs(M[r][c]) > Math.abs(M[piv][c])) piv = r;
    [M[c], M[piv]] = [M[piv], M[c]];
    for (let r = 0; r < m; r++) {
      if (r === c || M[c][c] === 0) continue;
      const k = M[r][c] / M[c][c];
      for (let j = c; j <= m; j++) M[r][j] -= k * M[c][j];
    }
  }
  return M.map((r, i) => (r[i] === 0 ? 0 : r[m] / r[i]));
}

function fit(X: number[][], y: number[], extra: number[] = X.map(() => 1)): Omit<LogisticModel, "threshold"> {
  const d = X[0].length;
  const n = X.length;
  const mean = Array.from({ length: d }, (_, j) => X.reduce((s, x) => s + x[j], 0) / n);
  const scale = Array.from({ length: d }, (_, j) => Math.sqrt(X.reduce((s, x) => s + (x[j] - mean[j]) ** 2, 0) / n) || 1);
  // Standardised rows in one flat typed array, the Hessian's upper triangle summed row by row: the same sums in the
  // same order as the nested-array version (so the same weights to the last bit), about ten times faster, which is
  // what makes a 23-half leave-one-out fit in minutes rather than hours on the shared machine.
  const D = d + 1;
  const Z = new Float64Array(n * D);
  X.forEach((x, i) => {
    Z[i * D] = 1;
    for (let j = 0; j < d; j++) Z[i * D + 1 + j] = (x[j] - mean[j]) / scale[j];
  });
  const pos = y.filter((v) => v === 1).length;
  const sw = y.map((v, i) => extra[i] * (v === 1 ? n / (2 * Math.max(1, pos)) : n / (2 * Math.max(1, n - pos))));
  let w = new Array<number>(D).fill(0);
  const g = new Float64Array(D);
  const H = new Float64Array(D * D);
  for (let it = 0; it < 30; it++) {
    g.fill(0);
    H.fill(0);
    for (let i = 0; i < n; i++) {
      const o = i * D;
      let z = 0;
      for (let j = 0; j < D; j++) z = z + Z[o + j] * w[j];
      const p = 1 / (1 + Math.exp(-z));
      const gi = sw[i] * (p - y[i]);
      const hi = sw[i] * p * (1 - p);
      for (let j = 0; j < D; j++) {
        const zj = Z[o + j];
        g[j] += gi * zj;
        const hij = hi * zj;
        const row = j * D;
        for (let k = j; k < D; k++) H[row + k] += hij * Z[o + k];
      }
    }
    for (let j = 1; j < D; j++) {
      g[j] += LAMBDA * w[j];
      H[j * D + j] += LAMBDA;
    }
    const Hm = Array.from({ length: D }, (_, j) => Array.from({ length: D }, (_, k) => (k >= j ? H[j * D + k] : H[k * D + j])));
    Hm[0][0] += 1e-9;
    const step = solve(Hm, [...g]);
    w = w.map((v, j) => v - step[j]);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { mean, scale, weights: w.slice(1), bias: w[0] };
}

// --- decisions and scores ---
const open = (r: Row) => r.rule.verdict === "unrelated" || r.rule.verdict === "refines";
const round = (v: number) => Math.round(v * 1e6) / 1e6;
const TRAIN_OPEN = args.includes("--train-open");
const DUP_ON_GUARD = args.includes("--dup-on-guard");
const OPEN_WEIGHT = Number(opt("--open-weight") ?? 1);
const fitModelsOnce = (all: Row[], train = TRAIN_OPEN ? all.filter(open) : all) => ({
  conflict: fit(train.map((r) => r.f.x), train.map((r) => Number(r.expect === "conflict")), train.map((r) => (open(r) ? OPEN_WEIGHT : 1))),
  duplicate: ((t: Row[]) => fit(t.map((r) => r.f.x), t.map((r) => Number(r.expect === "duplicate"))))(DUP_ON_GUARD ? all.filter((r) => r.f.mayMerge) : train),
});
/**
 * The models fitted on a set of halves, fitted once: leave-one-half-out fits each pair of left-out halves twice (fold
 * h's inner fold h' and fold h' 's inner fold h), and --write's thresholds refit every outer fold's training set. Rows
 * always come filtered from one `rows` array in its order, so the set of halves names the fit.
 */
const fitted = new Map<string, ReturnType<typeof fitModelsOnce>>();
function fitModels(all: Row[]) {
  const key = [...new Set(all.map((r) => r.half))].sort().join(",");
  let m = fitted.get(key);
  if (!m) fitted.set(key, (m = fitModelsOnce(all)));
  return m;
}

const bothEpisodes = (r: Row) => r.a.type === "episode" && r.b.type === "episode";

/** The final write-time verdict of a pair under the combiner, as compare.ts's judgePair decides it. */
function decide(r: Row, w: CombinerWeights | null): "conflict" | "duplicate" | "other" {
  const base = r.rule.verdict === "conflict" ? "conflict" : r.rule.verdict === "duplicate" ? "duplicate" : "other";
  if (!w) return base;
  const l = learnedVerdict({ verdict: r.rule.verdict, reason: r.rule.reason }, r.f, w);
  if (!l) return base;
  if (l.verdict === "duplicate") return r.learnedMergeAllowed ? "duplicate" : base;
  if (bothEpisodes(r) || (r.a.project_id === null) !== (r.b.project_id === null)) return base;
  return "conflict";
}

interface Score { conflict: [number, number]; falseFlag: [number, number]; dup: [number, number]; wrong: number; changed: string[] }
function score(rs: Row[], w: CombinerWeights | null): Score {
  const s: Score = { conflict: [0, 0], falseFlag: [0, 0], dup: [0, 0], wrong: 0, changed: [] };
  for (const r of rs) {
    const v = decide(r, w);
    const merged = v === "duplicate" && r.mayMergeHome;
    const flagged = v === "conflict" || (!merged && r.nightlyConflict);
    if (r.expect === "conflict") {
      s.conflict[1]++;
      if (v === "conflict") s.conflict[0]++;
    }
    if (r.expect === "none" || r.expect === "duplicate") {
      s.falseFlag[1]++;
      if (flagged) s.falseFlag[0]++;
    }
    if (r.expect === "duplicate") {
      s.dup[1]++;
      if (merged) s.dup[0]++;
    }
    if (r.expect !== "duplicate" && merged) s.wrong++;
    if (w && v !== decide(r, null)) s.changed.push(`${r.id} [${r.expect}/${r.kind}] rules ${r.rule.verdict} → ${v}`);
  }
  return s;
}

/** Out-of-fold probabilities over `train`'s halves, then the thresholds that do best on them. */
function thresholds(train: Row[]): { conflict: number; duplicate: number } {
  const oof: { r: Row; pc: number; pd: number }[] = [];
  const halves = [...new Set(train.map((r) => r.half))];
  for (const h of halves) {
    const m = fitModels(train.filter((r) => r.half !== h));
    const pr = (mm: Omit<LogisticModel, "threshold">, x: number[]) => 1 / (1 + Math.exp(-(mm.bias + x.reduce((s, v, j) => s + mm.weights[j] * ((v - mm.mean[j]) / mm.scale[j]), 0))));
    for (const r of train.filter((r) => r.half === h)) oof.push({ r, pc: pr(m.conflict, r.f.x), pd: pr(m.duplicate, r.f.x) });
  }
  // Conflict: among the pairs the rules leave open (and the combiner may flag), caught − K × false.
  const cands = oof.filter((o) => open(o.r) && !bothEpisodes(o.r) && (o.r.a.project_id === null) === (o.r.b.project_id === null));
  let tc = 1.01, best = 0;
  for (const t of [...new Set(cands.map((o) => o.pc))].sort((x, y) => y - x)) {
    const hit = cands.filter((o) => o.pc >= t);
    const gain = hit.filter((o) => o.r.expect === "conflict").length - COST * hit.filter((o) => o.r.expect === "none" || o.r.expect === "duplicate").length;
    if (gain > best) [best, tc] = [gain, t];
  }
  // Duplicate: among the open pairs that may merge and are not flagged, merges − 10 × wrong merges.
  const dc = oof.filter((o) => open(o.r) && o.r.f.mayMerge && o.pc < tc && o.r.mayMergeHome && o.r.learnedMergeAllowed);
  let td = 1.01;
  best = 0;
  for (const t of [...new Set(dc.map((o) => o.pd))].sort((x, y) => y - x)) {
    const hit = dc.filter((o) => o.pd >= t);
    const gain = hit.filter((o) => o.r.expect === "duplicate").length - WRONG_MERGE_COST * hit.filter((o) => o.r.expect !== "duplicate").length;
    if (gain > best) [best, td] = [gain, t];
  }
  return { conflict: tc, duplicate: td };
}

function weightsFor(train: Row[]): CombinerWeights {
  const m = fitModels(train);
  const t = thresholds(train);
  return { features: FEATURE_NAMES, conflict: { ...m.conflict, threshold: t.conflict }, duplicate: { ...m.duplicate, threshold: t.duplicate } };
}

const fmt = ([x, y]: [number, number]) => `${(x / Math.max(1, y)).toFixed(2)} (${x}/${y})`;
const line = (s: Score) => `conflicts ${fmt(s.conflict)}  false flags ${fmt(s.falseFlag)}  duplicates ${fmt(s.dup)}  wrong ${s.wrong}`;
const checked = rows.filter((r) => r.half === CHECK);
rows.splice(0, rows.length, ...rows.filter((r) => r.half !== CHECK));
console.log(`pairs: ${rows.length} (halves ${HALVES.join(", ")}; ${skipped} without cached vectors skipped; supersession pairs left out)`);
console.log(`leave one half out (fit on the other four, thresholds by cross-validation inside them, score the fifth):`);
const sums = { rules: [0, 0, 0, 0, 0, 0, 0], comb: [0, 0, 0, 0, 0, 0, 0] };
for (const h of HALVES) {
  const w = weightsFor(rows.filter((r) => r.half !== h));
  const test = rows.filter((r) => r.half === h);
  const [sr, sc] = [score(test, null), score(test, w)];
  console.log(`  ${h}  thresholds conflict ${w.conflict.threshold.toFixed(2)} duplicate ${w.duplicate.threshold.toFixed(2)}`);
  console.log(`     rules     ${line(sr)}`);
  console.log(`     combiner  ${line(sc)}`);
  const add = (acc: number[], s: Score) => [s.conflict[0], s.conflict[1], s.falseFlag[0], s.falseFlag[1], s.dup[0], s.dup[1], s.wrong].forEach((v, i) => (acc[i] += v));
  add(sums.rules, sr);
  add(sums.comb, sc);
  // How well the conflict model ranks what the rules leave open (AUC: 0.5 is chance), threshold aside.
  const op = test.filter((r) => open(r) && !bothEpisodes(r) && r.expect !== "supersede");
  const pc = (r: Row) => probability(w.conflict, r.f.x);
  const [pos, neg] = [op.filter((r) => r.expect === "conflict").map(pc), op.filter((r) => r.expect !== "conflict").map(pc)];
  const auc = pos.reduce((s, x) => s + neg.filter((y) => x > y).length + 0.5 * neg.filter((y) => x === y).length, 0) / Math.max(1, pos.length * neg.length);
  console.log(`     open pairs ${op.length} (${pos.length} conflicts): conflict-model AUC ${auc.toFixed(3)}`);
  if (args.includes("--dups")) for (const r of test.filter((r) => r.expect === "duplicate" && decide(r, w) !== "duplicate")) console.log(`       ${r.id} ${r.rule.verdict} mayMerge=${r.f.mayMerge} pd=${probability(w.duplicate, r.f.x).toFixed(2)} [${FEATURE_NAMES.filter((n, i) => ["frame_values_differ", "numbers_each_new", "names_each_new", "denies_one_side", "denied_by_one", "code_differs", "bool_flip", "slot_keys_differ", "tools_differ", "frame_polarity_clash", "axis_differs", "denied_apart"].includes(n) && r.f.x[i] > 0).join(" ")}] ${r.f.x[FEATURE_NAMES.indexOf("slot_values_agree")] ? "" : "slots-disagree"}`);
  if (args.includes("--ids")) for (const c of sc.changed) console.log(`       ${c}`);
}
const mean = (acc: number[]) => `conflicts ${(acc[0] / acc[1]).toFixed(3)}  false flags ${(acc[2] / acc[3]).toFixed(3)}  duplicates ${(acc[4] / acc[5]).toFixed(3)}  wrong ${acc[6]}`;
console.log(`  pooled over the ${HALVES.length} held-out halves:\n     rules     ${mean(sums.rules)}\n     combiner  ${mean(sums.comb)}`);

if (CHECK) {
  // Fitted on all training halves exactly as --write does, then scored on a half it never saw.
  const w = weightsFor(rows);
  if (conflictGainOf() < MIN_CONFLICT_GAIN) w.conflict.threshold = OFF;
  if (duplicateGainOf() <= 0) w.duplicate.threshold = OFF;
  const [sr, sc] = [score(checked, null), score(checked, w)];
  console.log(`check half ${CHECK} (${checked.length} pairs, fitted on ${HALVES.join(", ")}, thresholds conflict ${w.conflict.threshold.toFixed(3)} duplicate ${w.duplicate.threshold.toFixed(3)}):`);
  console.log(`     rules     ${line(sr)}`);
  console.log(`     combiner  ${line(sc)}`);
}
// Each model is kept only if it beat the rules on the held-out halves (pooled): a conflict model that
// adds no conflict there is switched off (threshold above 1) rather than trusted on new text.
function conflictGainOf() { return (sums.comb[0] - sums.rules[0]) - COST * (sums.comb[2] - sums.rules[2]); }
function duplicateGainOf() { return (sums.comb[4] - sums.rules[4]) - WRONG_MERGE_COST * (sums.comb[6] - sums.rules[6]); }
const conflictGain = conflictGainOf();
const duplicateGain = duplicateGainOf();
console.log(`  held-out gain over the rules: conflicts ${conflictGain} (caught − ${COST} × false flags), duplicates ${duplicateGain} (merged − ${WRONG_MERGE_COST} × wrong)`);
if (args.includes("--write")) {
  const w = weightsFor(rows);
  if (conflictGain < MIN_CONFLICT_GAIN) w.conflict.threshold = OFF;
  if (duplicateGain <= 0) w.duplicate.threshold = OFF;
  const model = (m: LogisticModel) => `{\n    threshold: ${round(m.threshold)},\n    bias: ${round(m.bias)},\n    mean: [${m.mean.map(round).join(", ")}],\n    scale: [${m.scale.map(round).join(", ")}],\n    weights: [${m.weights.map(round).join(", ")}],\n  }`;
  const top = (m: LogisticModel) => FEATURE_NAMES.map((name, i) => ({ name, w: m.weights[i] })).sort((x, y) => Math.abs(y.w) - Math.abs(x.w)).slice(0, 8).map((x) => `${x.name} ${x.w.toFixed(2)}`).join(", ");
  const file = path.join(dir, "..", "..", "src", "judgment", "combiner-weights.ts");
  writeFileSync(file, `// Generated by bench/judgment/fit-combiner.ts --write (fitted on halves ${HALVES.join(", ")}, ${rows.length} pairs). Do not edit: refit.
// Held-out gain over the rules (leave one half out, pooled): conflicts ${conflictGain} (on from ${MIN_CONFLICT_GAIN}), duplicates ${duplicateGain} (on from 1); a threshold of ${OFF} means off.
// Strongest standardised weights — conflict: ${top(w.conflict)}.
// duplicate: ${top(w.duplicate)}.
import type { CombinerWeights } from "./combiner";
import { CONFLICT_MODEL } from "./conflict-model-weights";
import { DUPLICATE_MODEL } from "./duplicate-model-weights";
import { FEATURE_NAMES } from "./features";

export const COMBINER: CombinerWeights = {
  features: FEATURE_NAMES,
  conflict: ${model(w.conflict)},
  duplicate: ${model(w.duplicate)},
  // The conflict model judgePair asks (conflict-model.ts; written by bench/judgment/fit-conflict-model.ts --write).
  conflictModel: CONFLICT_MODEL,
  // The duplicate model asked in place of \`duplicate\` when on (duplicate-model.ts; written by fit-conflict-model.ts --target duplicate --write).
  duplicateModel: DUPLICATE_MODEL,
};
`);
  console.log(`wrote ${path.relative(process.cwd(), file)}: conflict threshold ${w.conflict.threshold.toFixed(3)}, duplicate threshold ${w.duplicate.threshold.toFixed(3)} (${OFF} = off: held-out gain too small)`);
}
if (args.includes("--timing")) {
  // Per-pair cost of what the combiner adds to judgeByRules (features + two dot products), texts warm
  // as on the write path (the rules have already read both texts). Fresh objects, so no claim cache.
  // Best of five rounds per pair: the machine is shared, and a busy neighbour is not the combiner's cost.
  const ms: number[] = rows.map(() => Infinity);
  for (let round = 0; round < 5; round++) {
    rows.forEach((r, i) => {
      const t0 = performance.now();
      const f = pairFeatures({ ...r.a }, { ...r.b }, 0.7);
      probability(weightsNow.conflict, f.x);
      probability(weightsNow.duplicate, f.x);
      ms[i] = Math.min(ms[i], performance.now() - t0);
    });
  }
  ms.sort((x, y) => x - y);
  console.log(`combiner cost per pair: mean ${(ms.reduce((s, x) => s + x, 0) / ms.length).toFixed(3)} ms, p95 ${ms[Math.floor(0.95 * ms.length)].toFixed(3)} ms, max ${ms[ms.length - 1].toFixed(3)} ms`);
}
if (args.includes("--dump")) {
  // Per feature, its mean among the open pairs by label: which signals separate what the rules leave open.
  const o = rows.filter((r) => open(r) && !bothEpisodes(r));
  const by = (lab: string) => o.filter((r) => (lab === "none" ? r.expect === "none" : r.expect === lab));
  console.log(`open pairs: ${o.length}; conflict ${by("conflict").length}, duplicate ${by("duplicate").length}, none ${by("none").length}`);
  FEATURE_NAMES.forEach((name, i) => {
    const m = (rs: Row[]) => (rs.reduce((s, r) => s + r.f.x[i], 0) / Math.max(1, rs.length)).toFixed(2);
    console.log(`  ${name.padEnd(22)} conflict ${m(by("conflict"))}  duplicate ${m(by("duplicate"))}  none ${m(by("none"))}`);
  });
}
if (args.includes("--feature-auc")) {
  // Each feature alone, as a ranking of conflicts above the rest among the pairs the rules leave open, per group of halves.
  const groups: [string, (r: Row) => boolean][] = [["a–d", (r) => r.half !== "e"], ["e", (r) => r.half === "e"]];
  for (const [i, name] of FEATURE_NAMES.entries()) {
    const aucs = groups.map(([, g]) => {
      const op = rows.filter((r) => g(r) && open(r) && !bothEpisodes(r));
      const pos = op.filter((r) => r.expect === "conflict").map((r) => r.f.x[i]);
      const neg = op.filter((r) => r.expect !== "conflict").map((r) => r.f.x[i]);
      return pos.reduce((s, x) => s + neg.filter((y) => x > y).length + 0.5 * neg.filter((y) => x === y).length, 0) / Math.max(1, pos.length * neg.length);
    });
    console.log(`  ${name.padEnd(24)} ${aucs.map((a, j) => `${groups[j][0]} ${a.toFixed(2)}`).join("  ")}`);
  }
}
if (opt("--which")) {
  // The open pairs on which a feature fires, with their labels: what a signal really catches.
  const i = FEATURE_NAMES.indexOf(opt("--which") as (typeof FEATURE_NAMES)[number]);
  for (const r of rows.filter((r) => open(r) && r.f.x[i] > 0)) console.log(`  ${r.id} [${r.expect}] ${r.a.content.slice(0, 70)} || ${r.b.content.slice(0, 70)}`);
}
