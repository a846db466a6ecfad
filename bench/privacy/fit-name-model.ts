// Fits the learned person-name model (src/privacy/name-model.ts) across every training half and selects it on halves it
// was not fitted on. The model weighs what the engine's readers (the hand-weighted run and handle scores of name-score.ts
// included) leave: the base below is the whole engine without the model.
//   npx tsx bench/privacy/fit-name-model.ts [--family slot] [--write] [--k 3] [--lambda 1] [--rows /tmp/rows.json] [--reuse] [--committed]
//     [--per-family | --thresholds-only]
// --per-family chooses a threshold per candidate family (name-thresholds.ts) and prints, leave-one-half-out, the
// committed weights and the refit each with one shared threshold and with per-family ones; --write then writes the refit
// with its family thresholds. --thresholds-only keeps the committed weights and (with --write) writes only their
// per-family thresholds.
// --family slot fits the slot family's own model (name-slot-candidates.ts, name-slot-model-weights.ts) instead, with the
// four families' committed model on in the base and never refitted: a slot candidate can only add names (README round 19).
// It reads A–H, K–Z, AA, AB and AC for both models (the four families' weights were refitted on A–AB in round 22; round 23 adds AC).
// --committed prints, beside the LOHO table, what the committed weights accept on the same candidates (in sample on the
// halves they were fitted on, out of sample on the rest): the figure a refit must beat on the halves new to it.
// 1. Every training item runs through the engine with the model shut (threshold above 1); a tap inside the engine records
//    every candidate with its features exactly as the engine computes them at run time (the rule readers' names included),
//    and the engine's findings without the model are kept: the base.
// 2. Each candidate is labelled from the corpus: positive when a labelled person_name span overlaps it.
// 3. Leave one half out: for each half, class-weighted L2 logistic regression (IRLS / Newton) on the other halves, its
//    probabilities on the half left out (out-of-fold).
// 4. The threshold maximises, over every half's out-of-fold probabilities, names caught − K × false findings: a name is
//    caught when the base did not cover it and the accepted candidates with the base do; a false finding is an accepted
//    candidate on no labelled name that no base finding already overlaps (look-alikes and other text alike).
// 5. Prints the LOHO table (per half: names recall and false name findings of the base, and of the base with the
//    out-of-fold model), then fits on every half's deciding candidates and, with --write, writes
//    src/privacy/name-model-weights.ts. --all-rows fits on every candidate instead (compared only on a first configuration: README round 17).
// Blind and held-out halves are never read.
import { readFileSync, writeFileSync } from "node:fs";
import { loadCorpus } from "./corpus.mjs";
import { covered, overlaps } from "./spans.mjs";
import { nameProbability, setNameModelForFitting, setSlotModelForFitting } from "../../src/privacy/name-model.ts";
import { NAME_MODEL } from "../../src/privacy/name-model-weights.ts";
import { NAME_SLOT_MODEL } from "../../src/privacy/name-slot-model-weights.ts";
import { DENSE_FEATURES, FEATURE_COUNT as FOUR_FAMILY_FEATURES, HASH_BUCKETS, type ModelCandidate, type NameModel } from "../../src/privacy/name-model-features.ts";
import { SLOT_FEATURES, SLOT_FEATURE_COUNT } from "../../src/privacy/name-slot-candidates.ts";
import { BLIND_HALVES, HELD_OUT_HALVES } from "./corpus.mjs";
import { chooseShared, choosePerFamily, outOfFold, sumGain, ThresholdCounts, type Gain } from "./name-thresholds.ts";

const args = process.argv.slice(2);
const opt = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const SLOT = opt("--family") === "slot";
// Every training half of session 29: A–H, K–Z, AA, AB, AC, AD and AE (AE, session 28's blind check, is training data
// since session 29; AF is its helpers' transfer check, summary only).
const TRAINING = ["a", "b", "c", "d", "e", "f", "g", "h", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae"];
/** The four families' candidates; the slot family has its own model and threshold. */
const FAMILIES = ["run", "caps", "handle", "script"];
if (TRAINING.some((h) => BLIND_HALVES.includes(h) || HELD_OUT_HALVES.includes(h))) throw new Error("a training half is blind or held out");
/** Feature indices the fitted model weighs; the bias sits at this index in the fit. */
const FEATURE_COUNT = SLOT ? SLOT_FEATURE_COUNT : FOUR_FAMILY_FEATURES;
/** The model being fitted: shut, accepting all, or restored (undefined), with a tap on its candidates. */
const setModel = (m: NameModel | undefined, tap?: (text: string, c: readonly ModelCandidate[]) => void) => (SLOT ? setSlotModelForFitting : setNameModelForFitting)(m, tap);
const FAMILIES_FITTED = SLOT ? ["slot"] : FAMILIES;
/** The halves the committed weights were not fitted on (round 22's four families: A–H, K–Z, AA, AB; round 19's slot family: A–H, K–X). */
const FRESH_TO_COMMITTED = SLOT ? ["y", "z", "aa", "ab", "ac"] : ["ac"];
const PER_FAMILY = args.includes("--per-family") || args.includes("--thresholds-only");
/** --thresholds-only: keep the committed weights and write only the per-family thresholds chosen on them. */
const THRESHOLDS_ONLY = args.includes("--thresholds-only");
const K = Number(opt("--k") ?? 3);
const LAMBDA = Number(opt("--lambda") ?? 1);
const MARGINAL = !args.includes("--all-rows");
/** A threshold per family written as a TypeScript object literal. */
const literal = (th: Record<string, number>) => `{ ${Object.entries(th).map(([f, t]) => `${f}: ${t}`).join(", ")} }`;
const ROWS_FILE = opt("--rows") ?? `/tmp/fit-name-model-rows${SLOT ? "-slot" : ""}.json`;

type Span = { start: number; end: number; type: string };
type Item = { id: string; half: string; text: string; spans: Span[]; negatives: Array<{ start: number; end: number }> };
type Row = { item: number; start: number; end: number; family: string; idx: number[]; val: number[]; y: number; alive?: boolean };
type Base = { start: number; end: number; type: string };

const items = loadCorpus({ halves: TRAINING }) as Item[];
let rows: Row[];
let bases: Base[][];
if (args.includes("--reuse")) {
  ({ rows, bases } = JSON.parse(readFileSync(ROWS_FILE, "utf8")) as { rows: Row[]; bases: Base[][] });
} else {
  const { detect } = await import("../../src/privacy/engine.ts");
  await import("../../src/privacy/index.ts"); // installs the lexicon
  rows = [];
  bases = [];
  let current = -1;
  setModel({ bias: 0, threshold: 2, weights: [] }, (_text, cands: readonly ModelCandidate[]) => {
    const it = items[current]!;
    for (const c of cands) {
      const y = it.spans.some((s) => s.type === "person_name" && overlaps(s, c)) ? 1 : 0;
      rows.push({ item: current, start: c.start, end: c.end, family: c.family, idx: c.idx, val: c.val, y });
    }
  });
  for (current = 0; current < items.length; current++) {
    bases.push(detect(items[current]!.text).map((f) => ({ start: f.start, end: f.end, type: f.type })));
  }
  // A second pass with the model accepting every candidate: a candidate no finding then overlaps is dropped by the engine's
  // later checks (look-alikes, not-a-person, a longer reading of another type) whatever its score, and decides nothing.
  setModel({ bias: 0, threshold: 0, weights: [] });
  const byItem = new Map<number, Row[]>();
  for (const r of rows) byItem.set(r.item, [...(byItem.get(r.item) ?? []), r]);
  for (const [n, rs] of byItem) {
    const kept = detect(items[n]!.text).filter((f) => (SLOT ? f.detector === "name:model-slot" : f.detector.startsWith("name:model-")));
    for (const r of rs) r.alive = kept.some((f) => overlaps(f, r));
  }
  setModel(undefined);
  writeFileSync(ROWS_FILE, JSON.stringify({ rows, bases }));
}
console.log(`${items.length} items, ${rows.length} candidates (${rows.filter((r) => r.y).length} on a labelled name)`);

// --- class-weighted L2 logistic regression, Newton steps over sparse rows ---
const P = FEATURE_COUNT + 1; // index FEATURE_COUNT is the bias
function cholesky(H: Float64Array, g: Float64Array): Float64Array {
  const L = new Float64Array(P * P);
  for (let i = 0; i < P; i++) {
    for (let j = 0; j <= i; j++) {
      let s = H[i * P + j]!;
      for (let k = 0; k < j; k++) s -= L[i * P + k]! * L[j * P + k]!;
      L[i * P + j] = i === j ? Math.sqrt(Math.max(s, 1e-12)) : s / L[j * P + j]!;
    }
  }
  const z = new Float64Array(P);
  for (let i = 0; i < P; i++) {
    let s = g[i]!;
    for (let k = 0; k < i; k++) s -= L[i * P + k]! * z[k]!;
    z[i] = s / L[i * P + i]!;
  }
  const x = new Float64Array(P);
  for (let i = P - 1; i >= 0; i--) {
    let s = z[i]!;
    for (let k = i + 1; k < P; k++) s -= L[k * P + i]! * x[k]!;
    x[i] = s / L[i * P + i]!;
  }
  return x;
}
function fit(train: Row[]): { weights: number[]; bias: number } {
  const pos = train.filter((r) => r.y).length;
  const wPos = train.length / (2 * Math.max(1, pos));
  const wNeg = train.length / (2 * Math.max(1, train.length - pos));
  const w = new Float64Array(P);
  for (let it = 0; it < 12; it++) {
    const g = new Float64Array(P);
    const H = new Float64Array(P * P);
    for (const r of train) {
      let z = w[FEATURE_COUNT]!;
      for (let i = 0; i < r.idx.length; i++) z += w[r.idx[i]!]! * r.val[i]!;
      const p = 1 / (1 + Math.exp(-z));
      const sw = r.y ? wPos : wNeg;
      const e = sw * (p - r.y);
      const h = sw * p * (1 - p);
      const idx = [...r.idx, FEATURE_COUNT];
      const val = [...r.val, 1];
      for (let a = 0; a < idx.length; a++) {
        g[idx[a]!]! += e * val[a]!;
        for (let b = 0; b < idx.length; b++) H[idx[a]! * P + idx[b]!]! += h * val[a]! * val[b]!;
      }
    }
    for (let j = 0; j < FEATURE_COUNT; j++) {
      g[j]! += LAMBDA * w[j]!;
      H[j * P + j]! += LAMBDA;
    }
    H[FEATURE_COUNT * P + FEATURE_COUNT]! += 1e-6;
    const step = cholesky(H, g);
    let most = 0;
    for (let j = 0; j < P; j++) {
      w[j]! -= step[j]!;
      most = Math.max(most, Math.abs(step[j]!));
    }
    if (most < 1e-6) break;
  }
  return { weights: [...w.slice(0, FEATURE_COUNT)], bias: w[FEATURE_COUNT]! };
}
const prob = (m: { weights: number[]; bias: number }, r: Row): number => {
  let z = m.bias;
  for (let i = 0; i < r.idx.length; i++) z += m.weights[r.idx[i]!]! * r.val[i]!;
  return 1 / (1 + Math.exp(-z));
};

// --- the rows that decide something: a candidate on a name the base leaves uncovered, or on text no base finding touches ---
// (A candidate over a rule reader's name is never accepted: name-model.ts leaves where that name ends to the reader.)
const RULE_FEATURES = new Set([DENSE_FEATURES.indexOf("rule-same"), DENSE_FEATURES.indexOf("rule-overlap")]);
const decides = rows.map((r) => {
  if (r.alive === false || r.idx.some((i) => RULE_FEATURES.has(i))) return false;
  const it = items[r.item]!;
  const base = bases[r.item]!;
  if (r.y) return it.spans.some((s) => s.type === "person_name" && overlaps(s, r) && !covered(base.filter((f) => f.type === "person_name"), s.start, s.end));
  return !base.some((f) => overlaps(f, r));
});
const trainable = (r: Row, i: number) => !MARGINAL || decides[i]!;
console.log(`${decides.filter(Boolean).length} candidates decide something (${rows.filter((r, i) => r.y && decides[i]).length} on names the base misses)${MARGINAL ? "; the model is fitted on those only" : ""}`);

// --- out-of-fold probabilities ---
const halfOf = (r: Row) => items[r.item]!.half;
const oof = new Float64Array(rows.length);
for (const h of TRAINING) {
  const t0 = Date.now();
  const m = fit(rows.filter((r, i) => halfOf(r) !== h && trainable(r, i)));
  rows.forEach((r, i) => {
    if (halfOf(r) === h) oof[i] = prob(m, r);
  });
  process.stderr.write(`fold ${h}: ${((Date.now() - t0) / 1000).toFixed(1)} s\n`);
}

// --- names caught and false findings at a threshold, per half ---
const rowsByItem = new Map<number, number[]>();
rows.forEach((r, i) => rowsByItem.set(r.item, [...(rowsByItem.get(r.item) ?? []), i]));
type Tally = { names: number; caughtBase: number; caught: number; falseBase: number; falseAdded: number };
function tally(threshold: number, probs: Float64Array, family?: string): Map<string, Tally> {
  const out = new Map<string, Tally>(TRAINING.map((h) => [h, { names: 0, caughtBase: 0, caught: 0, falseBase: 0, falseAdded: 0 }]));
  items.forEach((it, n) => {
    const t = out.get(it.half)!;
    const base = bases[n]!;
    const accepted = (rowsByItem.get(n) ?? []).filter((i) => probs[i]! >= threshold && (!family || rows[i]!.family === family) && rows[i]!.alive !== false && !rows[i]!.idx.some((j) => RULE_FEATURES.has(j))).map((i) => rows[i]!);
    const names = it.spans.filter((s) => s.type === "person_name");
    const basePeople = base.filter((f) => f.type === "person_name");
    const withModel = [...basePeople, ...accepted];
    for (const s of names) {
      t.names++;
      if (covered(basePeople, s.start, s.end)) t.caughtBase++;
      if (covered(withModel, s.start, s.end)) t.caught++;
    }
    t.falseBase += basePeople.filter((f) => !it.spans.some((s) => s.type === "person_name" && overlaps(s, f))).length;
    const seen = new Set<string>();
    for (const r of accepted) {
      if (r.y || base.some((f) => overlaps(f, r)) || seen.has(`${r.start}:${r.end}`)) continue;
      seen.add(`${r.start}:${r.end}`);
      t.falseAdded++;
    }
  });
  return out;
}
const gain = (m: Map<string, Tally>) => [...m.values()].reduce((s, t) => s + (t.caught - t.caughtBase) - K * t.falseAdded, 0);
const eligible = (i: number) => rows[i]!.alive !== false && !rows[i]!.idx.some((j) => RULE_FEATURES.has(j));
const counts = new ThresholdCounts(rows, items, bases, eligible);
const shared = chooseShared(counts, oof, FAMILIES_FITTED, TRAINING, K)[FAMILIES_FITTED[0]!]!;
const best = { threshold: shared, gain: gain(tally(shared, oof)) };
console.log(`threshold ${best.threshold} (out-of-fold names caught − ${K} × false findings = ${best.gain}), lambda ${LAMBDA}`);

console.log("\n| half | names | names recall: engine without the model → with it (LOHO) | false name findings: engine without the model → added by it |\n| --- | ---: | --- | --- |");
const final = tally(best.threshold, oof);
const sum = { names: 0, caughtBase: 0, caught: 0, falseBase: 0, falseAdded: 0 };
for (const [h, t] of final) {
  console.log(`| ${h} | ${t.names} | ${(t.caughtBase / t.names).toFixed(3)} → ${(t.caught / t.names).toFixed(3)} (+${t.caught - t.caughtBase}) | ${t.falseBase} → +${t.falseAdded} |`);
  for (const k of Object.keys(sum) as Array<keyof Tally>) sum[k] += t[k];
}
console.log(`| all | ${sum.names} | ${(sum.caughtBase / sum.names).toFixed(3)} → ${(sum.caught / sum.names).toFixed(3)} (+${sum.caught - sum.caughtBase}) | ${sum.falseBase} → +${sum.falseAdded} |`);
if (args.includes("--committed")) {
  // The committed weights on the same candidates, per half and per family, beside the refit's out-of-fold figures.
  const committed = SLOT ? NAME_SLOT_MODEL : NAME_MODEL;
  const probs = Float64Array.from(rows, (r) => nameProbability(r, committed));
  const gainOf = (m: Map<string, Tally>, halves: readonly string[]) => {
    const ts = halves.map((h) => m.get(h)!);
    return { names: ts.reduce((s, t) => s + t.caught - t.caughtBase, 0), falseAdded: ts.reduce((s, t) => s + t.falseAdded, 0) };
  };
  const fresh = FRESH_TO_COMMITTED;
  console.log(`\n| family | committed weights: names + / false + (all halves) | refit out of fold (all halves) | committed on ${fresh.join(", ")} | refit out of fold on the same |\n| --- | --- | --- | --- | --- |`);
  for (const fam of [undefined, "run", "caps", "handle", "script", "slot"]) {
    const c = tally(committed.threshold, probs, fam);
    const o = tally(best.threshold, oof, fam);
    const f = (g: { names: number; falseAdded: number }) => `+${g.names} / +${g.falseAdded}`;
    console.log(`| ${fam ?? "all"} | ${f(gainOf(c, TRAINING))} | ${f(gainOf(o, TRAINING))} | ${f(gainOf(c, fresh))} | ${f(gainOf(o, fresh))} |`);
  }
  console.log("per half, committed: " + [...tally(committed.threshold, probs)].map(([h, t]) => `${h} +${t.caught - t.caughtBase}/+${t.falseAdded}`).join(", "));
  console.log("per half, refit OOF: " + [...final].map(([h, t]) => `${h} +${t.caught - t.caughtBase}/+${t.falseAdded}`).join(", "));
}
let familyThresholds: Record<string, number> | undefined;
if (PER_FAMILY) {
  // Thresholds per family against one shared threshold, each chosen leave-one-half-out (on the other halves, then scored
  // on the half left out), for the committed weights and for the refit's out-of-fold probabilities. The committed
  // weights' probabilities are in sample on the halves they were fitted on: FRESH_TO_COMMITTED is their honest column.
  const committedModel = SLOT ? NAME_SLOT_MODEL : NAME_MODEL;
  const committedProbs = Float64Array.from(rows, (r) => nameProbability(r, committedModel));
  const asShipped = Object.fromEntries(FAMILIES_FITTED.map((f) => [f, committedModel.familyThresholds?.[f as keyof typeof committedModel.familyThresholds] ?? committedModel.threshold]));
  const shippedOof = outOfFold(counts, committedProbs, FAMILIES_FITTED, TRAINING, () => asShipped);
  const configs = [
    ["committed weights, committed threshold", shippedOof],
    ["committed weights, shared threshold (LOHO)", outOfFold(counts, committedProbs, FAMILIES_FITTED, TRAINING, (o) => chooseShared(counts, committedProbs, FAMILIES_FITTED, o, K))],
    ["committed weights, per-family thresholds (LOHO)", outOfFold(counts, committedProbs, FAMILIES_FITTED, TRAINING, (o) => choosePerFamily(counts, committedProbs, FAMILIES_FITTED, o, K))],
    ["refit (OOF), shared threshold (LOHO)", outOfFold(counts, oof, FAMILIES_FITTED, TRAINING, (o) => chooseShared(counts, oof, FAMILIES_FITTED, o, K))],
    ["refit (OOF), per-family thresholds (LOHO)", outOfFold(counts, oof, FAMILIES_FITTED, TRAINING, (o) => choosePerFamily(counts, oof, FAMILIES_FITTED, o, K))],
  ] as const;
  const f = (g: Gain) => `+${g.names} / +${g.falseAdded}`;
  console.log(`\n| configuration (names + / false +, out of fold) | all halves | ${FRESH_TO_COMMITTED.join(", ")} | ${FAMILIES_FITTED.map((x) => `${x} (all; fresh)`).join(" | ")} |\n| --- | --- | --- | ${FAMILIES_FITTED.map(() => "---").join(" | ")} |`);
  for (const [name, o] of configs) {
    console.log(`| ${name} | ${f(sumGain(o, TRAINING))} | ${f(sumGain(o, FRESH_TO_COMMITTED))} | ${FAMILIES_FITTED.map((x) => `${f(sumGain(o, TRAINING, x))}; ${f(sumGain(o, FRESH_TO_COMMITTED, x))}`).join(" | ")} |`);
  }
  for (const [name, o] of configs.slice(2)) {
    console.log(`${name}, per half: ` + TRAINING.map((h) => `${h} ${f(o.get(h)!.all)} [${FAMILIES_FITTED.map((x) => o.get(h)!.th[x]).join(" ")}]`).join(", "));
  }
  const source = THRESHOLDS_ONLY ? committedProbs : oof;
  familyThresholds = choosePerFamily(counts, source, FAMILIES_FITTED, TRAINING, K);
  console.log(`per-family thresholds on every half (${THRESHOLDS_ONLY ? "committed weights" : "refit, out-of-fold probabilities"}): ${JSON.stringify(familyThresholds)}`);
}
for (const fam of ["run", "caps", "handle", "script", "slot"]) {
  const fr = rows.map((r, i) => [r, i] as const).filter(([r]) => r.family === fam);
  const acc = fr.filter(([, i]) => oof[i]! >= best.threshold);
  console.log(`family ${fam}: ${fr.length} candidates, ${fr.filter(([r]) => r.y).length} on names; accepted out-of-fold ${acc.length}, ${acc.filter(([r]) => r.y).length} on names`);
}

if (args.includes("--list")) {
  // The deciding candidates with their out-of-fold probability, names first: what the model weighs and where it falls short.
  const show = (r: Row, i: number) => {
    const t = items[r.item]!.text;
    return `${oof[i]!.toFixed(4)} ${r.y ? "NAME" : "----"} ${items[r.item]!.id} ${JSON.stringify(t.slice(Math.max(0, r.start - 40), r.start) + "⟦" + t.slice(r.start, r.end) + "⟧" + t.slice(r.end, r.end + 20))}`;
  };
  const dec = rows.map((r, i) => [r, i] as const).filter(([, i]) => decides[i]);
  for (const [r, i] of dec.sort((a, b) => b[0].y - a[0].y || oof[b[1]]! - oof[a[1]]!)) console.log(show(r, i));
}
const model = fit(rows.filter(trainable));
const named = [...DENSE_FEATURES, ...(SLOT ? Array.from({ length: HASH_BUCKETS }, (_, i) => `bucket:${i}`) : []), ...(SLOT ? SLOT_FEATURES : [])].map((f, i) => [f, model.weights[i]!] as const).sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
console.log(`\nstrongest dense weights: ${named.slice(0, 16).map(([f, w]) => `${f} ${w.toFixed(2)}`).join(", ")}`);
if (args.includes("--write") && THRESHOLDS_ONLY) {
  // The committed file with its familyThresholds line replaced: the weights stay as fitted.
  const file = new URL(`../../src/privacy/${SLOT ? "name-slot-model-weights.ts" : "name-model-weights.ts"}`, import.meta.url);
  const text = readFileSync(file, "utf8").replace(/\n  familyThresholds: .*\n/, "\n").replace(/\n\/\/ familyThresholds: .*\n/, "\n");
  const line = `  familyThresholds: ${literal(familyThresholds!)},`;
  const note = `// familyThresholds: by fit-name-model.ts --thresholds-only (the weights above kept; per family, names caught − ${K} × false findings over ${TRAINING.length} training halves).`;
  writeFileSync(file, text.replace(/\nimport type/, `\n${note}\nimport type`).replace(/(\n  threshold: [^\n]*\n)/, `$1${line}\n`));
  console.log(`wrote the family thresholds into ${file.pathname}`);
} else if (args.includes("--write")) {
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const body = `// Generated by bench/privacy/fit-name-model.ts${SLOT ? " --family slot" : ""} (${rows.filter(trainable).length} deciding candidates of ${TRAINING.length} training halves, lambda ${LAMBDA},
// threshold by leave-one-half-out: names caught − ${K} × false findings${familyThresholds ? "; familyThresholds per candidate family, the same objective, bench/privacy/name-thresholds.ts" : ""}): do not edit by hand. Weights: ${DENSE_FEATURES.length} named
// features (name-model-features.ts DENSE_FEATURES, in order), then ${HASH_BUCKETS} hashed context buckets${SLOT ? `, then the slot family's ${SLOT_FEATURES.length} (name-slot-candidates.ts SLOT_FEATURES)` : ""}.
import type { NameModel } from "./name-model-features.ts";

export const ${SLOT ? "NAME_SLOT_MODEL" : "NAME_MODEL"}: NameModel = {
  bias: ${round(model.bias)},
  threshold: ${best.threshold},${familyThresholds ? `\n  familyThresholds: ${literal(familyThresholds)},` : ""}
  weights: [${model.weights.map(round).join(", ")}],
};
`;
  const file = SLOT ? "name-slot-model-weights.ts" : "name-model-weights.ts";
  writeFileSync(new URL(`../../src/privacy/${file}`, import.meta.url), body);
  console.log(`wrote src/privacy/${file}`);
}
