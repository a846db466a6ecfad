/**
 * The denial class of duplicate misses (round 6, judgneg6): labelled duplicates of the training halves
 * (a–h, k, l only; never i, j, nor the blind halves) that the rules do not merge and whose two sides
 * differ in denial — one says "not", "never", "no", "can't" …, the other does not — with their cosine
 * and verdict; and, with --risk, the non-duplicates of that shape (a contradiction built from a
 * negation) that a reading of "not A" as A's opposite could wrongly merge or wrongly clear.
 * With --read: every pair (training halves, or a probe file with --extra) where negated-opposites.ts
 * reads a denial as the other side's opposite word, with its label and verdict.
 *   npx tsx bench/judgment/negation-misses.ts [--half g] [--risk | --read [--extra probes.jsonl]]
 */
import { judgePair } from "../../src/judgment/compare";
import { affirmNegatedOpposites } from "../../src/judgment/negated-opposites";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

const TRAINING = ["a", "b", "c", "d", "e", "f", "g", "h", "k", "l"];
const args = process.argv.slice(2);
const half = args.includes("--half") ? args[args.indexOf("--half") + 1] : undefined;
if (half && !TRAINING.includes(half)) throw new Error(`--half ${half}: training halves only (a–h, k, l)`);
const DENIAL = /\b(?:not|never|no|none|nothing|without|cannot|can't|won't|isn't|aren't|wasn't|don't|doesn't|didn't|shouldn't|mustn't|neither|nor)\b|n't\b/i;
const risk = args.includes("--risk");
if (args.includes("--read")) {
  const extra = args.includes("--extra") ? args[args.indexOf("--extra") + 1] : null;
  const counts: Record<string, number> = {};
  for (const p of (tuningPairs(extra) as any[]).filter((p) => (extra ? p.half === "probe" : TRAINING.includes(p.half) && (!half || p.half === half)))) {
    const pairs = affirmNegatedOpposites(p.a.content, p.b.content)[2];
    if (!pairs.length) continue;
    const c = cos(embedText(p.a), embedText(p.b));
    const v = judgePair(judged(p.a), judged(p.b), c);
    counts[`${p.expect}→${v.verdict}`] = (counts[`${p.expect}→${v.verdict}`] ?? 0) + 1;
    console.log(`${p.id} [${p.expect}→${v.verdict}] cos=${c?.toFixed(2)} ${pairs.join("; ")}`);
  }
  console.log(counts);
  process.exit(0);
}
const counts: Record<string, number> = {};
for (const p of (tuningPairs(null) as any[]).filter((p) => TRAINING.includes(p.half) && (!half || p.half === half))) {
  if (DENIAL.test(p.a.content) === DENIAL.test(p.b.content)) continue;
  if (risk ? p.expect === "duplicate" : p.expect !== "duplicate") continue;
  const c = cos(embedText(p.a), embedText(p.b));
  const v = judgePair(judged(p.a), judged(p.b), c);
  if (!risk && v.verdict === "duplicate") continue;
  if (risk && (c ?? 0) < 0.6) continue;
  counts[`${p.expect}→${v.verdict}`] = (counts[`${p.expect}→${v.verdict}`] ?? 0) + 1;
  console.log(`${p.id} [${p.expect}→${v.verdict}] cos=${c?.toFixed(2)}\n  A: ${p.a.content}\n  B: ${p.b.content}\n  (${"reason" in v ? v.reason : ""})`);
}
console.log(counts);
