// Which reader raised each false flag on the training halves a–h, k–o (never i, j, p): the conflict's rule
// (a claim rule, values:<slot>, learned, opposites) and, for the text readers, the first of them that fires.
//   npx tsx bench/judgment/ff-readers.mts [--half m]
import { judgePair } from "../../src/judgment/compare";
import { candidatePairs } from "../../src/judgment/scan";
import { affirmNegatedOpposites } from "../../src/judgment/negated-opposites";
import { minimalPairConflict, orderConflict } from "../../src/judgment/similarity";
import { polarityConflict } from "../../src/judgment/negation-scope";
import { distinctValueConflict } from "../../src/judgment/distinct-values";
import { frameConflict } from "../../src/judgment/frames";
import { superlativeConflict } from "../../src/judgment/superlatives";
import { stateConflict } from "../../src/judgment/flag-states";
import { typedChange, typedSlotConflict } from "../../src/judgment/slot-reader";
import { modeConflict } from "../../src/judgment/modes";
import { stanceConflict } from "../../src/judgment/stances";
import { textSimilarity } from "../../src/judgment/similarity";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

const TRAIN = new Set(["a", "b", "c", "d", "e", "f", "g", "h", "k", "l", "m", "n", "o"]);
const args = process.argv.slice(2);
const half = args.includes("--half") ? args[args.indexOf("--half") + 1] : null;
if (half && !TRAIN.has(half)) throw new Error(`--half ${half}: training halves only`);
const pairs = (tuningPairs() as any[]).filter((p) => TRAIN.has(p.half) && (!half || p.half === half));
for (const p of pairs) {
  if (p.expect !== "none" && p.expect !== "duplicate") continue;
  const [a, b] = [judged(p.a), judged(p.b)];
  const c = cos(embedText(p.a), embedText(p.b));
  let v = judgePair(a, b, c);
  let when = "write";
  if (v.verdict !== "conflict") {
    if (v.verdict === "duplicate" || !candidatePairs([a, b]).length) continue;
    v = judgePair(a, b);
    when = "nightly";
    if (v.verdict !== "conflict") continue;
  }
  let reader = v.rule;
  if (v.rule === "minimal-pair") {
    const [x, y] = affirmNegatedOpposites(a.content, b.content);
    const s = textSimilarity(x, y).score;
    const cc = when === "write" ? c : undefined;
    const readers: [string, () => unknown][] = [
      ["minimal", () => (s >= 0.3 ? minimalPairConflict(x, y) : null)], ["polarity", () => polarityConflict(x, y, cc, s)],
      ["distinct", () => distinctValueConflict(x, y, cc)], ["frame", () => frameConflict(x, y)], ["order", () => orderConflict(x, y, cc)],
      ["superlative", () => superlativeConflict(x, y)], ["state", () => stateConflict(x, y, cc)], ["typedChange", () => typedChange(x, y)],
      ["typedSlot", () => typedSlotConflict(x, y, cc)], ["mode", () => modeConflict(x, y, cc)], ["stance", () => stanceConflict({ ...a, content: x }, { ...b, content: y }, cc)],
    ];
    reader = readers.find(([, f]) => f())?.[0] ?? "axis/other";
  }
  console.log(`${p.id}\t${p.expect}\t${p.kind}\t${when}\t${reader}\t${v.reason.slice(0, 100)}`);
  if (args.includes("--text")) console.log(`   A: ${p.a.content}\n   B: ${p.b.content}`);
}
