// Every flag on the training halves (check.mjs TRAINING_HALVES; never i, j or a blind half) with the reader that raised it
// and the pair's properties, one TSV line each, for measuring each reader's precision and what separates its true flags
// from its false ones (flag-evidence.ts).   npx tsx bench/judgment/flag-precision.mts > flags.tsv
import { judgePair, type JudgedMemory } from "../../src/judgment/compare";
import { candidatePairs } from "../../src/judgment/scan";
import { affirmNegatedOpposites } from "../../src/judgment/negated-opposites";
import { minimalPairConflict, orderConflict, textSimilarity } from "../../src/judgment/similarity";
import { polarityConflict } from "../../src/judgment/negation-scope";
import { distinctValueConflict } from "../../src/judgment/distinct-values";
import { frameConflict } from "../../src/judgment/frames";
import { superlativeConflict } from "../../src/judgment/superlatives";
import { stateConflict } from "../../src/judgment/flag-states";
import { typedChange, typedSlotConflict } from "../../src/judgment/slot-reader";
import { modeConflict } from "../../src/judgment/modes";
import { stanceConflict } from "../../src/judgment/stances";
import { namedSwitch } from "../../src/judgment/named-switch";
import { policyPracticeConflict } from "../../src/judgment/policy-practice";
import { contentWords } from "../../src/judgment/text";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
import { TRAINING_HALVES } from "./check.mjs";

const TRAIN = new Set(TRAINING_HALVES);
const pairs = (tuningPairs() as any[]).filter((p) => TRAIN.has(p.half));
const keyLine = (t: string) => /^[\w.\-\s]{1,40}[:=]\s*\S/.test(t.trim()) && t.length < 120;
console.log(["id", "half", "expect", "when", "rule", "readers", "n", "cos", "jacc", "shared", "types", "home", "keyA", "keyB", "reason"].join("\t"));
for (const p of pairs) {
  const [a, b] = [judged(p.a), judged(p.b)];
  if (p.b.supersedes_a) b.supersedes = a.id;
  const c = cos(embedText(p.a), embedText(p.b));
  let v = judgePair(a, b, c);
  let when = "write";
  if (v.verdict !== "conflict") {
    const sameHome = a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "");
    const merged = v.verdict === "duplicate" && sameHome && (a.type === "episode") === (b.type === "episode") && !b.supersedes;
    if (merged || !candidatePairs([a, b]).length) continue;
    v = judgePair(a, b);
    when = "nightly";
    if (v.verdict !== "conflict") continue;
  }
  const [x, y] = affirmNegatedOpposites(a.content, b.content);
  const s = textSimilarity(x, y).score;
  const cc = when === "write" ? c : undefined;
  const [xa, xb] = [{ ...a, content: x }, { ...b, content: y }] as JudgedMemory[];
  const readers: [string, () => unknown][] = [
    ["minimal", () => (s >= 0.3 ? minimalPairConflict(x, y) : null)], ["polarity", () => polarityConflict(x, y, cc, s)],
    ["distinct", () => distinctValueConflict(x, y, cc)], ["frame", () => frameConflict(x, y)], ["order", () => orderConflict(x, y, cc)],
    ["superlative", () => superlativeConflict(x, y)], ["state", () => stateConflict(x, y, cc)], ["typedChange", () => typedChange(x, y)],
    ["typedSlot", () => typedSlotConflict(x, y, cc)], ["namedSwitch", () => namedSwitch(x, y)], ["mode", () => modeConflict(x, y, cc)],
    ["stance", () => stanceConflict(xa, xb, cc)], ["policy", () => policyPracticeConflict(xa, xb, cc)],
  ];
  const firing = readers.filter(([, f]) => f()).map(([n]) => n);
  const rule = v.rule === "minimal-pair" ? (firing[0] ?? "axis/other") : v.rule.startsWith("values:") ? "values" : v.rule;
  const [wa, wb] = [new Set(contentWords(a.content)), new Set(contentWords(b.content))];
  const shared = [...wa].filter((w) => wb.has(w)).length;
  const home = (a.project_id ?? "-") === (b.project_id ?? "-") ? (a.scope === b.scope ? "same" : "scope") : "proj";
  console.log([p.id, p.half, p.expect, when, rule, firing.join(","), firing.length, c?.toFixed(2) ?? "", s.toFixed(2), shared, `${a.type}/${b.type}`, home, keyLine(a.content) ? 1 : 0, keyLine(b.content) ? 1 : 0, v.reason.slice(0, 90)].join("\t"));
}
