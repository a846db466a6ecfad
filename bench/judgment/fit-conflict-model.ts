/**
 * The learned conflict model, fitted and scored from saved rows (fit-combiner.ts --save-rows FILE: every training
 * pair's rule verdict, scoring flags and texts), so model families and feature sets compare in seconds.
 *
 *   npx tsx bench/judgment/fit-combiner.ts --halves a,…,v --check w --save-rows /tmp/rows.json   (once: runs the rules)
 *   npx tsx bench/judgment/fit-conflict-model.ts /tmp/rows.json [--model logistic|trees] [--features base|diff|both]
 *        [--trees N --depth D --rate R --min-leaf H] [--cost K] [--ids] [--feature-auc] [--write]
 *        [--target duplicate [--fit-on candidates|open|all] [--features nodup] [--beat N]]   the duplicate model (below)
 *        [--crowd ROWS.json[,…] --crowd-weight W --crowd-cap N] [--no-guard] [--no-loho GAIN] [--without NAME,…]
 *
 * Its candidates also pass the model's own merge guards (taste-guard.ts modelMergeGuard: no preference, no two
 * properties of one subject), which compare.ts asks of every merge the model proposes: a pair they refuse is never
 * merged by the model whatever its probability, so it is neither fitted on nor counted when the threshold is chosen
 * (round 21; `--no-model-guard` fits and scores as before, to measure the difference).
 *
 * Leave one half out over the rows' training halves (every half but the saved check half): fit on the others, pick
 * the threshold on out-of-fold probabilities inside them only (each inner half scored by a model fitted on the rest;
 * caught − K × false flags among the pairs the rules leave open, K = 4 as in fit-combiner.ts), score the held-out
 * half. The check half (W) is then scored as a whole by the model fitted on every training half: summary counts only,
 * never ids or texts. `--write` writes src/judgment/conflict-model-weights.ts from that fit (on only when the pooled
 * held-out gain reaches fit-combiner's MIN_CONFLICT_GAIN, 5).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONFLICT_EXTRA_NAMES, conflictFeatures, conflictProbability, type ConflictModel, type Tree, treesProbability } from "../../src/judgment/conflict-model";
import { CONFLICT_MODEL } from "../../src/judgment/conflict-model-weights";
import { DUPLICATE_EXTRA_NAMES, duplicateModelFeatures } from "../../src/judgment/duplicate-model";
import { modelMergeGuard } from "../../src/judgment/taste-guard";

const dir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
/**
 * `--target duplicate`: fit the learned duplicate model (duplicate-model.ts) instead. Its candidates are the pairs a
 * learned merge may reach (rules "unrelated", `mayMerge`, no change cue, no one-sided denial, the cosine gate and the
 * merge guard, one home, not flagged by the conflict model); a positive is a labelled duplicate, every other label a
 * wrong merge at K = 10 (fit-combiner.ts WRONG_MERGE_COST). Fitted on those candidates (`--fit-on open`: every pair
 * the rules leave "unrelated" in one home; `all`: every pair). Written on only when its pooled held-out gain beats the
 * logistic duplicate model's in the same protocol (`--model logistic` over the pair features, fitted on every pair).
 */
const TARGET = opt("--target") ?? "conflict";
const DUPLICATE = TARGET === "duplicate";
const COST = Number(opt("--cost") ?? (DUPLICATE ? 10 : 4));
const MIN_CONFLICT_GAIN = COST + 1;
const MODEL = opt("--model") ?? "trees";
const TREES = Number(opt("--trees") ?? 60);
const DEPTH = Number(opt("--depth") ?? 3);
const RATE = Number(opt("--rate") ?? 0.1);
const MIN_LEAF = Number(opt("--min-leaf") ?? 5);
const LAMBDA = Number(opt("--lambda") ?? 1);
/** Inner folds for the out-of-fold threshold: halves dealt round-robin into this many groups (0: one per half). */
const INNER = Number(opt("--inner") ?? 0);

interface Saved {
  id: string; half: string; expect: string; rule: string; nightlyConflict: boolean; mayMergeHome: boolean; learnedMergeAllowed: boolean; mayMerge: boolean; deniesOneSide?: boolean;
  subject?: string; crowd?: boolean;
  x: number[]; a: { type: string; content: string; project: string | null }; b: { type: string; content: string; project: string | null };
}
const file = args.find((a) => a.endsWith(".json") && a !== opt("--crowd"));
if (!file) throw new Error("usage: fit-conflict-model.ts ROWS.json (fit-combiner.ts --save-rows)");
const saved = JSON.parse(readFileSync(file, "utf8")) as { features: string[]; check: string | null; rows: Saved[] };
/**
 * `--crowd FILE[,FILE]`: at-scale.mts --save-rows's cross-pair candidates (memories of different labelled pairs a
 * store's write path puts together, the rules leaving them open), label "none". Fitted on at `--crowd-weight W`
 * (each row weighs W labelled negatives; at most `--crowd-cap N` rows per half, every k-th, so fits stay fast) and
 * scored per held-out half as the model's at-scale flags (all of that half's rows, not only the fitted sample).
 */
const CROWD_WEIGHT = Number(opt("--crowd-weight") ?? 0);
const CROWD_CAP = Number(opt("--crowd-cap") ?? 400);
/** `--no-guard`: score without combiner.ts's shared-word guard (a learned conflict needs features.subject). */
const GUARD = !args.includes("--no-guard");
/** `--no-model-guard` (with --target duplicate): candidates without taste-guard.ts modelMergeGuard, as before round 21. */
const MODEL_GUARD = !args.includes("--no-model-guard");
if (opt("--crowd")) {
  const crowdRows = opt("--crowd")!.split(",").flatMap((f) => (JSON.parse(readFileSync(f, "utf8")) as { rows: Saved[] }).rows);
  if (crowdRows.some((r) => r.half === saved.check)) throw new Error("--crowd: rows of the check half");
  saved.rows.push(...crowdRows.map((r) => ({ ...r, crowd: true })));
}
const CHECK = saved.check;
/** Every input's name, in order: the pair features the rows were saved with, then conflict-model.ts's own. */
const NAMES = [...saved.features, ...(DUPLICATE ? DUPLICATE_EXTRA_NAMES : CONFLICT_EXTRA_NAMES)];
const CHANGE_CUE = saved.features.indexOf("change_cue");
if (DUPLICATE && saved.rows.some((r) => r.deniesOneSide === undefined)) throw new Error("--target duplicate: rows saved before deniesOneSide was kept; rerun fit-combiner.ts --save-rows");

/** `--features base|diff|both`: which inputs the model sees (the others held at 0, so no tree splits on them). */
const FEATURES = opt("--features") ?? "both";
/** `--features nodup` (with --target duplicate): the conflict model's inputs only, without duplicate-features.ts's. */
const CONFLICT_INPUTS = saved.features.length + CONFLICT_EXTRA_NAMES.length;
/** `--without NAME,…`: inputs held at 0 (no tree splits on them), to measure what they add in the same protocol. */
const WITHOUT = new Set((opt("--without") ?? "").split(",").filter(Boolean).map((n) => {
  const i = [...saved.features, ...(DUPLICATE ? DUPLICATE_EXTRA_NAMES : CONFLICT_EXTRA_NAMES)].indexOf(n as never);
  if (i < 0) throw new Error(`--without: no input named ${n}`);
  return i;
}));
const mask = (f: number[]) => f.map((v, i) => (FEATURES === "base" && i >= saved.features.length) || (FEATURES === "diff" && i < saved.features.length) || (FEATURES === "nodup" && i >= CONFLICT_INPUTS) || WITHOUT.has(i) ? 0 : v);
interface Row extends Saved { f: number[]; candidate: boolean; openForMerge: boolean; flaggable: boolean; pos: boolean; neg: boolean; fitted: boolean }
const t0 = performance.now();
/** Per pair, what conflictFeatures adds to pairFeatures (the difference features, cold: each pair read once). */
const readMs: number[] = [];
const rows: Row[] = saved.rows.map((r) => {
  const t1 = performance.now();
  const cx = conflictFeatures({ type: r.a.type, content: r.a.content }, { type: r.b.type, content: r.b.content }, r.x);
  const f = mask(DUPLICATE ? duplicateModelFeatures(r.a.content, r.b.content, cx) : cx);
  readMs.push(performance.now() - t1);
  if (DUPLICATE) {
    // Where judgeWithCombiner asks the duplicate model: the conflict model (on, as written) speaks first.
    const flagged = CONFLICT_MODEL.threshold <= 1 && conflictProbability(CONFLICT_MODEL, cx) >= CONFLICT_MODEL.threshold;
    const openForMerge = r.rule === "unrelated" && r.mayMergeHome;
    const candidate = openForMerge && r.mayMerge && !r.deniesOneSide && r.x[CHANGE_CUE] === 0 && r.learnedMergeAllowed && !flagged && (!MODEL_GUARD || modelMergeGuard(r.a, r.b) === null);
    return { ...r, f, candidate, openForMerge, flaggable: candidate, pos: r.expect === "duplicate", neg: r.expect !== "duplicate", fitted: true };
  }
  const open = r.rule === "unrelated" || r.rule === "refines";
  const bothEpisodes = r.a.type === "episode" && r.b.type === "episode";
  // A crowd row is a candidate wherever the product asks the model: a project memory against a global one too (its
  // learned verdict is then an override, as false there as a conflict).
  const candidate = open && !bothEpisodes && (r.crowd || ((r.a.project === null) === (r.b.project === null) && (r.a.project ?? "") === (r.b.project ?? "")));
  const flaggable = candidate && (!GUARD || !!r.subject);
  return { ...r, f, candidate, flaggable, openForMerge: false, pos: r.expect === "conflict" && !r.crowd, neg: (r.expect === "none" || r.expect === "duplicate") && !r.crowd, fitted: !r.crowd };
});
// Every k-th crowd row per half is fitted on (at most CROWD_CAP), deterministic.
for (const h of new Set(rows.filter((r) => r.crowd).map((r) => r.half))) {
  const rs = rows.filter((r) => r.crowd && r.half === h && r.candidate);
  const step = Math.max(1, rs.length / CROWD_CAP);
  for (let k = 0; k < rs.length; k += step) rs[Math.floor(k)].fitted = CROWD_WEIGHT > 0;
}
readMs.sort((p, q) => p - q);
console.log(`difference features per pair: mean ${(readMs.reduce((s, v) => s + v, 0) / readMs.length).toFixed(3)} ms, p95 ${readMs[Math.floor(0.95 * readMs.length)].toFixed(3)} ms, max ${readMs.at(-1)!.toFixed(3)} ms`);
console.log(`${rows.length} rows, ${NAMES.length} features (${((performance.now() - t0) / 1000).toFixed(1)} s to read); model ${MODEL}${MODEL === "trees" ? ` ${TREES}×depth ${DEPTH}, rate ${RATE}, min leaf ${MIN_LEAF}` : ""}`);
const train = rows.filter((r) => r.half !== CHECK);
const check = rows.filter((r) => r.half === CHECK);
const HALVES = [...new Set(train.map((r) => r.half))];

// ---------- models ----------
type Fitted = { p: (x: number[]) => number; model: ConflictModel };
/** Which rows a model is fitted on: every pair (default) or only those the rules leave open (--fit-open). */
const FIT_ON = opt("--fit-on") ?? "candidates";
const fitRows = (rs: Row[]) => DUPLICATE
  ? (MODEL === "logistic" && !opt("--fit-on") ? rs : FIT_ON === "all" ? rs : rs.filter((r) => (FIT_ON === "open" ? r.openForMerge : r.candidate)))
  : (args.includes("--fit-open") ? rs.filter((r) => r.candidate && r.fitted) : rs.filter((r) => r.fitted));

function balancedWeights(y: number[]): number[] {
  const pos = y.filter((v) => v === 1).length;
  return y.map((v) => (v === 1 ? y.length / (2 * Math.max(1, pos)) : y.length / (2 * Math.max(1, y.length - pos))));
}

/** Candidate split points per feature: midpoints between its distinct values (at most 24, by quantile). */
function splitPoints(X: number[][]): number[][] {
  return X[0].map((_, j) => {
    const vals = [...new Set(X.map((x) => x[j]))].sort((p, q) => p - q);
    const mids = vals.slice(1).map((v, i) => (v + vals[i]) / 2);
    if (mids.length <= 24) return mids;
    return Array.from({ length: 24 }, (_, k) => mids[Math.floor(((k + 0.5) * mids.length) / 24)]);
  });
}

/** Class-balanced weights for the labelled rows; a crowd row weighs CROWD_WEIGHT labelled negatives. */
function rowWeights(rs: Row[]): number[] {
  const lab = rs.filter((r) => !r.crowd);
  const w = balancedWeights(lab.map((r) => Number(r.pos)));
  const negW = lab.length / (2 * Math.max(1, lab.length - lab.filter((r) => r.pos).length));
  let k = 0;
  return rs.map((r) => (r.crowd ? CROWD_WEIGHT * negW : w[k++]));
}

function fitTrees(X: number[][], y: number[], w: number[]): Fitted {
  const splits = splitPoints(X);
  const n = X.length, d = X[0].length;
  // Pre-binned: bin[i][j] = number of split points of feature j below x[i][j].
  const bin = X.map((x) => x.map((v, j) => { let k = 0; while (k < splits[j].length && v > splits[j][k]) k++; return k; }));
  const F = new Float64Array(n);
  const trees: Tree[] = [];
  for (let t = 0; t < TREES; t++) {
    const g = new Float64Array(n), h = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-F[i]));
      g[i] = w[i] * (p - y[i]);
      h[i] = w[i] * Math.max(p * (1 - p), 1e-6);
    }
    const tree: Tree = { nodes: [] };
    const grow = (idx: number[], depth: number): number => {
      const at = tree.nodes.length;
      let G = 0, H = 0;
      for (const i of idx) { G += g[i]; H += h[i]; }
      tree.nodes.push({ leaf: (-G / (H + LAMBDA)) * RATE });
      if (depth >= DEPTH) return at;
      let best = { gain: 0, j: -1, k: -1 };
      const parent = (G * G) / (H + LAMBDA);
      for (let j = 0; j < d; j++) {
        const m = splits[j].length;
        if (!m) continue;
        const gs = new Float64Array(m + 1), hs = new Float64Array(m + 1);
        for (const i of idx) { gs[bin[i][j]] += g[i]; hs[bin[i][j]] += h[i]; }
        let gl = 0, hl = 0;
        for (let k = 0; k < m; k++) {
          gl += gs[k]; hl += hs[k];
          const gr = G - gl, hr = H - hl;
          if (hl < MIN_LEAF || hr < MIN_LEAF) continue;
          const gain = (gl * gl) / (hl + LAMBDA) + (gr * gr) / (hr + LAMBDA) - parent;
          if (gain > best.gain) best = { gain, j, k };
        }
      }
      if (best.j < 0) return at;
      const left = idx.filter((i) => bin[i][best.j] <= best.k);
      const right = idx.filter((i) => bin[i][best.j] > best.k);
      const node = tree.nodes[at];
      node.feature = best.j;
      node.threshold = splits[best.j][best.k];
      node.left = grow(left, depth + 1);
      node.right = grow(right, depth + 1);
      delete node.leaf;
      return at;
    };
    grow([...Array(n).keys()], 0);
    trees.push(tree);
    for (let i = 0; i < n; i++) F[i] += leafOf(tree, X[i]);
  }
  const model: ConflictModel = { kind: "trees", threshold: 2, trees };
  return { p: (x) => treesProbability(model, x), model };
}

function leafOf(t: Tree, x: number[]): number {
  let k = 0;
  for (;;) {
    const nd = t.nodes[k];
    if (nd.feature === undefined) return nd.leaf ?? 0;
    k = x[nd.feature] <= nd.threshold! ? nd.left! : nd.right!;
  }
}

function fitLogistic(X: number[][], y: number[], w0: number[]): Fitted {
  const d = X[0].length;
  const mean = Array.from({ length: d }, (_, j) => X.reduce((s, x) => s + x[j], 0) / X.length);
  const scale = Array.from({ length: d }, (_, j) => Math.sqrt(X.reduce((s, x) => s + (x[j] - mean[j]) ** 2, 0) / X.length) || 1);
  const Z = X.map((x) => x.map((v, j) => (v - mean[j]) / scale[j]));
  // Gradient descent with L2 (Newton over ~90 features × 400 fits is slow on a shared machine).
  let w = new Array<number>(d).fill(0), b = 0;
  const lr = 0.5;
  for (let it = 0; it < 300; it++) {
    const gw = new Array<number>(d).fill(0);
    let gb = 0, W = 0;
    for (let i = 0; i < Z.length; i++) {
      const z = b + Z[i].reduce((s, v, j) => s + v * w[j], 0);
      const e = w0[i] * (1 / (1 + Math.exp(-z)) - y[i]);
      for (let j = 0; j < d; j++) gw[j] += e * Z[i][j];
      gb += e;
      W += w0[i];
    }
    w = w.map((v, j) => v - (lr * (gw[j] + LAMBDA * v)) / W);
    b -= (lr * gb) / W;
  }
  const p = (x: number[]) => 1 / (1 + Math.exp(-(b + x.reduce((s, v, j) => s + w[j] * ((v - mean[j]) / scale[j]), 0))));
  return { p, model: { kind: "logistic", threshold: 2, mean, scale, weights: w, bias: b } };
}

/** The logistic duplicate model as fit-combiner.ts fits it reads the pair features only (the first saved.features.length inputs). */
/** `--features pair+dup`: … and duplicate-features.ts's left-over words (the difference and type features left out). */
const logisticKeep = (i: number) => (!DUPLICATE ? true : i < saved.features.length || (FEATURES === "pair+dup" && i >= CONFLICT_INPUTS));
const logisticInputs = (x: number[]) => x.filter((_, i) => logisticKeep(i));
const fitModel = (rs: Row[]): Fitted => {
  const t = fitRows(rs);
  if (MODEL !== "logistic") return fitTrees(t.map((r) => r.f), t.map((r) => Number(r.pos)), rowWeights(t));
  const m = fitLogistic(t.map((r) => logisticInputs(r.f)), t.map((r) => Number(r.pos)), rowWeights(t));
  if (m.model.kind !== "logistic") return m;
  // Written over every input (weight 0, mean 0, scale 1 where left out), so duplicateProbability reads duplicateX as it is.
  const lm = m.model;
  const spread = (v: number[], fill: number) => { let k = 0; return NAMES.map((_, i) => (logisticKeep(i) ? v[k++] : fill)); };
  return { p: (x) => m.p(logisticInputs(x)), model: { ...lm, mean: spread(lm.mean, 0), scale: spread(lm.scale, 1), weights: spread(lm.weights, 0) } };
};

// ---------- thresholds and scores ----------
/** The threshold with the best caught − K × false among candidates, from (p, row) pairs; 2 (off) when none gains. */
function bestThreshold(scored: { p: number; r: Row }[]): { t: number; gain: number } {
  const c = scored.filter((s) => s.r.flaggable && !s.r.crowd).sort((x, y) => y.p - x.p);
  let best = { t: 2, gain: 0 }, caught = 0, flagged = 0;
  for (let i = 0; i < c.length; i++) {
    if (c[i].r.pos) caught++;
    else if (c[i].r.neg) flagged++;
    if (i + 1 < c.length && c[i + 1].p === c[i].p) continue;
    const gain = caught - COST * flagged;
    if (gain > best.gain) best = { t: c[i].p, gain };
  }
  return best;
}

function innerFolds(rs: Row[]): string[][] {
  const hs = [...new Set(rs.map((r) => r.half))];
  if (!INNER) return hs.map((h) => [h]);
  const groups: string[][] = Array.from({ length: INNER }, () => []);
  hs.forEach((h, i) => groups[i % INNER].push(h));
  return groups.filter((g) => g.length);
}

/** A model fitted on `rs` with its threshold chosen out of fold inside `rs`. */
function fitWithThreshold(rs: Row[]): Fitted & { threshold: number } {
  const oof: { p: number; r: Row }[] = [];
  for (const g of innerFolds(rs)) {
    const m = fitModel(rs.filter((r) => !g.includes(r.half)));
    for (const r of rs.filter((r) => g.includes(r.half) && r.flaggable && !r.crowd)) oof.push({ p: m.p(r.f), r });
  }
  const m = fitModel(rs);
  const { t } = bestThreshold(oof);
  return { ...m, threshold: t, model: { ...m.model, threshold: t } };
}

interface Score { caught: number; conflicts: number; ff: number; negatives: number; added: number; addedFalse: number; crowd: number; crowdFlags: number; ids: string[] }
function score(rs: Row[], m: ((x: number[]) => number) | null, t: number): Score {
  const s: Score = { caught: 0, conflicts: 0, ff: 0, negatives: 0, added: 0, addedFalse: 0, crowd: 0, crowdFlags: 0, ids: [] };
  for (const r of rs) {
    const byModel = m !== null && (DUPLICATE ? r.candidate : r.flaggable) && m(r.f) >= t;
    if (DUPLICATE) {
      // caught/conflicts: duplicates merged of all; ff/negatives: wrong merges of the other pairs (as fit-combiner.ts scores them).
      const merged = (r.rule === "duplicate" || byModel) && r.mayMergeHome;
      if (r.pos) { s.conflicts++; if (merged) s.caught++; }
      else { s.negatives++; if (merged) s.ff++; }
      if (byModel && r.pos) s.added++;
      if (byModel && !r.pos) s.addedFalse++;
      if (byModel) s.ids.push(`${r.id} [${r.expect}] p=${m!(r.f).toFixed(2)}`);
      continue;
    }
    if (r.crowd) {
      s.crowd++;
      if (byModel) s.crowdFlags++;
      continue;
    }
    const conflict = r.rule === "conflict" || byModel;
    if (r.pos) { s.conflicts++; if (conflict) s.caught++; }
    if (r.neg) { s.negatives++; if (conflict || r.nightlyConflict) s.ff++; }
    if (byModel && r.pos) s.added++;
    if (byModel && r.neg && !r.nightlyConflict) s.addedFalse++;
    if (byModel) s.ids.push(`${r.id} [${r.expect}] p=${m!(r.f).toFixed(2)}`);
  }
  return s;
}
const fmt = (s: Score) => DUPLICATE ? `duplicates ${s.caught}/${s.conflicts}  wrong merges ${s.ff}` : `conflicts ${s.caught}/${s.conflicts}  false flags ${s.ff}/${s.negatives}${s.crowd ? `  at-scale ${s.crowdFlags}/${s.crowd}` : ""}`;

if (args.includes("--feature-auc")) {
  // Each feature alone, as a ranking of conflicts above the rest among the pairs the rules leave open: halves a–h vs k–v.
  const groups: [string, (r: Row) => boolean][] = [["a–h", (r) => r.half <= "h"], ["k–v", (r) => r.half >= "k"]];
  NAMES.forEach((name, i) => {
    const aucs = groups.map(([, g]) => {
      const op = train.filter((r) => g(r) && r.candidate);
      const pos = op.filter((r) => r.pos).map((r) => r.f[i]), neg = op.filter((r) => !r.pos).map((r) => r.f[i]);
      let s = 0;
      for (const x of pos) for (const y of neg) s += x > y ? 1 : x === y ? 0.5 : 0;
      return { auc: s / Math.max(1, pos.length * neg.length), firesPos: pos.filter((v) => v > 0).length, firesNeg: neg.filter((v) => v > 0).length };
    });
    console.log(`  ${name.padEnd(32)} ${aucs.map((a, j) => `${groups[j][0]} ${a.auc.toFixed(2)} (${a.firesPos}+/${a.firesNeg}−)`).join("  ")}`);
  });
  const op = train.filter((r) => r.candidate);
  console.log(`open candidate pairs: ${op.length}, conflicts among them ${op.filter((r) => r.pos).length}`);
  if (!args.includes("--loho")) process.exit(0);
}

/** `--no-loho GAIN`: skip the leave-one-half-out table (already run with the same options) and write with that pooled gain. */
const SKIP_LOHO = opt("--no-loho");
if (!SKIP_LOHO) console.log(`leave one half out over ${HALVES.join(", ")} (threshold out of fold inside the other halves, K = ${COST}):`);
const tot = { rules: [0, 0, 0, 0], model: [0, 0, 0, 0], crowd: [0, 0], addedFalse: 0 };
let auc = { s: 0, n: 0 };
for (const h of SKIP_LOHO ? [] : HALVES) {
  const m = fitWithThreshold(train.filter((r) => r.half !== h));
  const test = train.filter((r) => r.half === h);
  const [sr, sm] = [score(test, null, 2), score(test, m.p, m.threshold)];
  const op = test.filter((r) => r.candidate && !r.crowd);
  const pos = op.filter((r) => r.pos).map((r) => m.p(r.f)), neg = op.filter((r) => !r.pos).map((r) => m.p(r.f));
  for (const x of pos) for (const y of neg) auc.s += x > y ? 1 : x === y ? 0.5 : 0;
  auc.n += pos.length * neg.length;
  console.log(`  ${h}  t=${m.threshold > 1 ? "off " : m.threshold.toFixed(2)}  rules ${fmt(sr)}   model ${fmt(sm)}   (+${sm.added} caught, +${sm.addedFalse} false)`);
  if (args.includes("--ids")) for (const id of sm.ids) console.log(`       ${id}`);
  [sr, sm].forEach((s, k) => [s.caught, s.conflicts, s.ff, s.negatives].forEach((v, i) => ((k ? tot.model : tot.rules)[i] += v)));
  tot.crowd[0] += sm.crowdFlags; tot.crowd[1] += sm.crowd; tot.addedFalse += sm.addedFalse;
}
const gain = SKIP_LOHO ? Number(SKIP_LOHO) : tot.model[0] - tot.rules[0] - COST * (tot.model[2] - tot.rules[2]);
if (!SKIP_LOHO && DUPLICATE) console.log(`  pooled: rules duplicates ${tot.rules[0]}/${tot.rules[1]} wrong merges ${tot.rules[2]}; model ${tot.model[0]}/${tot.model[1]}, wrong ${tot.model[2]} (added out of fold ${tot.addedFalse}); gain ${gain} (merged − ${COST} × wrong); pooled AUC on candidates ${(auc.s / Math.max(1, auc.n)).toFixed(3)}`);
else if (!SKIP_LOHO) console.log(`  pooled: rules conflicts ${tot.rules[0]}/${tot.rules[1]} false flags ${tot.rules[2]}/${tot.rules[3]}; model ${tot.model[0]}/${tot.model[1]}, ${tot.model[2]}/${tot.model[3]}; gain ${gain} (caught − ${COST} × false flags); pooled AUC on open pairs ${(auc.s / Math.max(1, auc.n)).toFixed(3)}${tot.crowd[1] ? `; at-scale flags of held-out halves ${tot.crowd[0]}/${tot.crowd[1]}` : ""}`);

const full = fitWithThreshold(train);
if (CHECK) {
  const [sr, sm] = [score(check, null, 2), score(check, full.p, full.threshold)];
  // Summary only: the check half is a transfer check (no ids, no texts).
  console.log(`check half ${CHECK} (fitted on ${HALVES.join("")}, threshold ${full.threshold > 1 ? "off" : full.threshold.toFixed(3)}): rules ${fmt(sr)}   model ${fmt(sm)}   (+${sm.added} caught, +${sm.addedFalse} false)`);
}
/** `--beat N`: the pooled gain the written duplicate model must exceed (the logistic model's, from a `--model logistic` run). */
const BEAT = Number(opt("--beat") ?? 0);
/**
 * A duplicate model is written on only when no held-out half gained a wrong merge from it (round 21): a wrong merge
 * loses what the writer said, and the fresh halves showed the 10 × cost met in sample but not with margin (README
 * "Round 18"–"Round 20": +1 wrong merge on X, Y, Z or AA each time the model was on). `--no-loho` skips the check.
 */
const OOF_WRONG = SKIP_LOHO ? 0 : tot.addedFalse;
if (args.includes("--write") && DUPLICATE) {
  const on = gain >= 1 && gain > BEAT && OOF_WRONG === 0;
  const model: ConflictModel = { ...full.model, threshold: on ? Math.round(full.threshold * 1e6) / 1e6 : 2 };
  const out = path.join(dir, "..", "..", "src", "judgment", "duplicate-model-weights.ts");
  writeFileSync(out, `// Generated by bench/judgment/fit-conflict-model.ts --target duplicate --write (fitted on halves ${HALVES.join(", ")}, ${train.length} pairs; ${describe()}). Do not edit: refit.
// Held-out gain over the rules (leave one half out, pooled): ${gain} (merged − ${COST} × wrong merges; on above ${BEAT}, the logistic model's, and from 1), wrong merges the model added out of fold: ${SKIP_LOHO ? "not run" : OOF_WRONG} (on only at 0); a threshold of 2 means off (combiner.ts then asks the logistic model)${on ? "" : `; fitted threshold ${Math.round(full.threshold * 1e6) / 1e6} (off: kept here so a switch by hand needs no refit)`}.
import type { DuplicateModel } from "./duplicate-model";

export const DUPLICATE_MODEL: DuplicateModel = ${body(model)};
`);
  console.log(`wrote ${path.relative(process.cwd(), out)} (${on ? `on, threshold ${model.threshold}` : "off"})`);
} else if (args.includes("--write")) {
  const on = gain >= MIN_CONFLICT_GAIN;
  const model: ConflictModel = { ...full.model, threshold: on ? Math.round(full.threshold * 1e6) / 1e6 : 2 };
  const out = opt("--out") ?? path.join(dir, "..", "..", "src", "judgment", "conflict-model-weights.ts");
  writeFileSync(out, `// Generated by bench/judgment/fit-conflict-model.ts --write (fitted on halves ${HALVES.join(", ")}, ${train.filter((r) => !r.crowd).length} pairs${CROWD_WEIGHT ? ` + at-scale rows (at-scale.mts) at weight ${CROWD_WEIGHT}, ≤ ${CROWD_CAP} per half` : ""}; ${describe()}). Do not edit: refit.
// Held-out gain over the rules (leave one half out, pooled): ${gain} (caught − ${COST} × false flags; on from ${MIN_CONFLICT_GAIN}); a threshold of 2 means off.
import type { ConflictModel } from "./conflict-model";

export const CONFLICT_MODEL: ConflictModel = ${body(model)};
`);
  console.log(`wrote ${path.relative(process.cwd(), out)} (${on ? `on, threshold ${model.threshold}` : "off"})`);
}

/** The fitted model as TypeScript source (trees node by node, numbers to six places). */
function body(model: ConflictModel): string {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return model.kind === "trees"
    ? `{ kind: "trees", threshold: ${model.threshold}, trees: [\n${model.trees.map((t) => `    { nodes: [${t.nodes.map((n) => (n.feature === undefined ? `{ leaf: ${round(n.leaf ?? 0)} }` : `{ feature: ${n.feature}, threshold: ${round(n.threshold!)}, left: ${n.left}, right: ${n.right} }`)).join(", ")}] },`).join("\n")}\n  ] }`
    : JSON.stringify({ ...model, mean: model.mean.map(round), scale: model.scale.map(round), weights: model.weights.map(round), bias: round(model.bias) });
}

/** The fit's settings, for the generated file's header. */
function describe(): string {
  const fitOn = DUPLICATE ? `, fitted on ${MODEL === "logistic" && !opt("--fit-on") ? "every pair" : FIT_ON}${MODEL_GUARD ? " past modelMergeGuard" : ""}${FEATURES !== "both" ? `, inputs ${FEATURES}` : ""}` : args.includes("--fit-open") ? ", fitted on open pairs" : "";
  return `${MODEL === "trees" ? `${TREES} trees of depth ${DEPTH}, rate ${RATE}, min leaf ${MIN_LEAF}` : "logistic"}${fitOn}${INNER ? `, ${INNER} inner folds` : ""}`;
}
