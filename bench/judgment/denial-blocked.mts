/**
 * The meaning path's one-sided-denial refusals on the training halves: every pair at cosine ≥ 0.7 whose only blocker
 * is "one side denies something, the other does not", by label, with what each side's negation reader denies.
 *
 *   npx tsx bench/judgment/denial-blocked.mts [--text] [--extra probes.jsonl]
 *
 * Training halves only (check.mjs TRAINING_HALVES); the blind half and i, j are never read.
 */
import { semanticDuplicateBlocker, ONE_SIDED_DENIAL } from "../../src/judgment/similarity";
import { stanceOf } from "../../src/judgment/negation-scope";
import { judgePair } from "../../src/judgment/compare";
import { readFileSync } from "node:fs";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
import { TRAINING_HALVES } from "./check.mjs";

const args = process.argv.slice(2);
const extra = args.includes("--extra") ? args[args.indexOf("--extra") + 1] : undefined;
const pairs: any[] = extra ? readFileSync(extra, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)) : (tuningPairs() as any[]).filter((p) => TRAINING_HALVES.includes(p.half));
const rows: string[] = [];
for (const p of pairs) {
  const c = extra ? (p.cosine ?? 0.8) : cos(embedText(p.a), embedText(p.b));
  if (c === undefined || c < 0.7) continue;
  if (semanticDuplicateBlocker(p.a.content, p.b.content, c) !== ONE_SIDED_DENIAL) continue;
  const rest = semanticDuplicateBlocker(p.a.content, p.b.content, c, true);
  const v = judgePair(judged(p.a), judged(p.b), c).verdict;
  const den = (t: string) => [...stanceOf(t).denied].join(",") + (stanceOf(t).hedged ? " [hedged]" : "");
  rows.push(`${p.expect.padEnd(10)} ${p.id} cos=${c.toFixed(2)} now=${v} rest=${rest ?? "none"}\n   A: ${p.a.content}\n      denied: ${den(p.a.content)}\n   B: ${p.b.content}\n      denied: ${den(p.b.content)}`);
}
rows.sort();
console.log(rows.join("\n"));
console.log(`${rows.length} pairs`);
