/**
 * Round 9 (judgconf9): where the rule-against-practice reader (policy-practice.ts) fires on the training
 * halves' pairs, by label, with the pair's final verdict (a none/duplicate pair it fires on is a false flag
 * unless a later guard — contexts, time windows, projects — turns it into a look-alike). Training
 * halves only (a–h, k–o); never i or j (held out) or p (blind: summary lines only).
 *   npx tsx bench/judgment/policy-practice-risk.mts [--half o] [--show]
 */
import { judgePair } from "../../src/judgment/compare";
import { policyPracticeConflict } from "../../src/judgment/policy-practice";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const TRAINING = ["a", "b", "c", "d", "e", "f", "g", "h", "k", "l", "m", "n", "o"];
const halves = opt("--half") ? [opt("--half")!] : TRAINING;
for (const h of halves) if (!TRAINING.includes(h)) throw new Error(`--half ${h}: training halves a–h, k–o only`);
const counts: Record<string, number> = {};
for (const p of (tuningPairs() as any[]).filter((p) => halves.includes(p.half))) {
  const [a, b] = [judged(p.a), judged(p.b)];
  const c = cos(embedText(p.a), embedText(p.b));
  const v = judgePair(a, b, c);
  const hit = policyPracticeConflict(p.a, p.b, c);
  if (!hit) continue;
  const key = `${p.expect} ${p.a.type}/${p.b.type} → ${v.verdict}`;
  counts[p.expect] = (counts[p.expect] ?? 0) + 1;
  if (args.includes("--show")) console.log(`${p.id} [${p.expect} ${p.kind}] ${key} — ${hit.why} {${hit.subject}}\n  A: ${p.a.content}\n  B: ${p.b.content}`);
}
console.log(counts);
