// The person-name scorer (src/privacy/name-score.ts) as a logistic model over the features it computes, fitted
// leave-one-half-out: for each training half, fit on the others, choose the threshold on the others (the lowest
// whose candidate precision there is ≥ PRECISION_FLOOR), score the half left out end to end (the whole engine,
// with the fitted model in place of the hand weights) and print it beside the hand model on the same half.
//   npx tsx bench/privacy/fit-name-score.ts [--halves a,b,c,d,e,f,g] [--marginal] [--models]
// --marginal trains only on runs over names the engine misses without the scorer; --models prints each fold's model.
// Held-out halves are refused. It writes nothing: the fitted model has not beaten the hand weights (docs/privacy.md, "Round 3").
import { HALVES, HELD_OUT_HALVES, loadCorpus } from "./corpus.mjs";
import { covered, overlaps } from "./spans.mjs";
import { HAND_MODEL, NAME_FEATURES, nameCandidates, nameScore, setNameScoreModel, type NameScoreModel } from "../../src/privacy/name-score.ts";

const engine = await import("../../src/privacy/index.ts");
const args = process.argv.slice(2);
const halves = (args.includes("--halves") ? args[args.indexOf("--halves") + 1]! : "a,b,c,d,e,f").split(",");
if (halves.some((h) => !HALVES.includes(h) || HELD_OUT_HALVES.includes(h) || h === "i" || h === "j")) throw new Error(`training halves only (not ${HELD_OUT_HALVES.join(",")}, never i or j)`);
const PRECISION_FLOOR = 0.97;

type Span = { start: number; end: number; type: string };
type Item = { id: string; half: string; text: string; spans: Span[]; negatives: Span[] };

const items = loadCorpus({ halves }) as Item[];
/**
 * Every capitalised run of every item, labelled: does it overlap a labelled person name? With --marginal, a run on a
 * name the engine finds without the scorer is left out: accepting it or not changes nothing, and such runs (the
 * cue rules' easy cases) would otherwise teach the model what the cue rules already know.
 */
const marginal = args.includes("--marginal");
const rows = items.flatMap((it) => {
  let without: Span[] = [];
  if (marginal) {
    setNameScoreModel({ ...HAND_MODEL, threshold: Number.POSITIVE_INFINITY });
    without = engine.scrub(it.text).findings as Span[];
    setNameScoreModel(undefined);
  }
  return nameCandidates(it.text, HAND_MODEL, true).flatMap((c) => {
    const names = it.spans.filter((s) => s.type === "person_name" && overlaps(s, c));
    if (marginal && names.length > 0 && names.every((s) => covered(without, s.start, s.end))) return [];
    return [{ half: it.half, x: c.x, y: names.length > 0 ? 1 : 0 }];
  });
});

/** L2-regularised logistic regression by full-batch gradient descent: a few thousand rows, 26 features. */
function fit(train: typeof rows): { weights: number[]; bias: number } {
  const n = NAME_FEATURES.length;
  const w = new Array<number>(n).fill(0);
  let b = 0;
  const lr = 0.5;
  const l2 = 1e-3;
  for (let epoch = 0; epoch < 1500; epoch++) {
    const g = new Array<number>(n).fill(0);
    let gb = 0;
    for (const r of train) {
      let z = b;
      for (let i = 0; i < n; i++) z += w[i]! * r.x[i]!;
      const err = 1 / (1 + Math.exp(-z)) - r.y;
      for (let i = 0; i < n; i++) g[i]! += err * r.x[i]!;
      gb += err;
    }
    for (let i = 0; i < n; i++) w[i] = w[i]! - lr * (g[i]! / train.length + l2 * w[i]!);
    b -= lr * (gb / train.length);
  }
  return { weights: w.map((v) => Math.round(v * 1000) / 1000), bias: Math.round(b * 1000) / 1000 };
}

/** The lowest threshold whose candidate precision on `train` is at least the floor. */
function chooseThreshold(m: { weights: number[]; bias: number }, train: typeof rows): number {
  const scored = train.map((r) => ({ s: nameScore(r.x, { ...m, threshold: 0 }), y: r.y })).sort((a, b) => b.s - a.s);
  let tp = 0;
  let best = scored[0]?.s ?? 0;
  for (let i = 0; i < scored.length; i++) {
    tp += scored[i]!.y;
    if (tp / (i + 1) >= PRECISION_FLOOR) best = scored[i]!.s;
  }
  return Math.round(best * 1000) / 1000;
}

/** Candidate-level figures of a model on rows. */
function candidateFigures(m: NameScoreModel, rs: typeof rows): string {
  let tp = 0, fp = 0, pos = 0;
  for (const r of rs) {
    const ok = nameScore(r.x, m) >= m.threshold;
    if (r.y) pos++;
    if (ok && r.y) tp++;
    if (ok && !r.y) fp++;
  }
  return `runs accepted ${tp + fp} (on names ${tp}, not ${fp}) of ${pos} runs on names`;
}

/** End-to-end figures of the engine on one half: names found and false name findings; all spans, precision, leaks, look-alikes hit. */
function endToEnd(half: string): Record<string, number> {
  const r = { names: 0, namesFound: 0, nameFindings: 0, nameFalse: 0, spans: 0, found: 0, findings: 0, onSpans: 0, negatives: 0, negHit: 0 };
  for (const it of items.filter((i) => i.half === half)) {
    const fs = engine.scrub(it.text).findings as Span[];
    for (const s of it.spans) {
      const ok = covered(fs, s.start, s.end);
      r.spans++;
      if (ok) r.found++;
      if (s.type === "person_name") {
        r.names++;
        if (ok) r.namesFound++;
      }
    }
    for (const f of fs) {
      r.findings++;
      const on = it.spans.some((s) => overlaps(s, f));
      if (on) r.onSpans++;
      if (f.type === "person_name") {
        r.nameFindings++;
        if (!on) r.nameFalse++;
      }
    }
    r.negatives += it.negatives.length;
    r.negHit += it.negatives.filter((n) => fs.some((f) => overlaps(f, n))).length;
  }
  return r;
}
const fmt = (r: Record<string, number>) =>
  `names ${(r.namesFound! / r.names!).toFixed(3)} (${r.namesFound}/${r.names}), name precision ${((r.nameFindings! - r.nameFalse!) / r.nameFindings!).toFixed(3)} (${r.nameFalse} false), ` +
  `all ${(r.found! / r.spans!).toFixed(3)}, precision ${(r.onSpans! / r.findings!).toFixed(3)}, leaks ${r.spans! - r.found!}, look-alikes hit ${r.negHit}/${r.negatives}`;

console.log(`${rows.length} capitalised runs, ${rows.filter((r) => r.y).length} on labelled names; precision floor ${PRECISION_FLOOR}\n`);
for (const left of halves) {
  const train = rows.filter((r) => r.half !== left);
  const test = rows.filter((r) => r.half === left);
  const m = fit(train);
  const model: NameScoreModel = { ...m, threshold: chooseThreshold(m, train) };
  setNameScoreModel(undefined);
  const hand = endToEnd(left);
  setNameScoreModel(model);
  const fitted = endToEnd(left);
  setNameScoreModel(undefined);
  console.log(`half ${left} left out (fitted on ${halves.filter((h) => h !== left).join("")}, threshold ${model.threshold}):`);
  if (args.includes("--models")) console.log(`  model ${JSON.stringify(model)}`);
  console.log(`  hand    ${fmt(hand)}\n          ${candidateFigures(HAND_MODEL, test)}`);
  console.log(`  fitted  ${fmt(fitted)}\n          ${candidateFigures(model, test)}`);
}
