/**
 * What the shared-meaning guard (src/judgment/shared-meaning.ts, asked last by taste-guard.ts modelMergeGuard) takes
 * from the duplicate model's candidates on the training rows: the pairs every other gate and guard lets through and it
 * alone refuses, by label, with the committed model's probability (its fitted threshold, in duplicate-model-weights.ts's
 * header, when the committed one is 2). Training rows only (fit-combiner.ts --save-rows never saves a blind half).
 * `--arrow`: the same for named-switch.ts arrowChangeAgainstOld (what it refuses that the guards before it let through).
 *
 *   npx tsx bench/judgment/shared-meaning-refusals.ts /tmp/judgdup29/rows.json [--list] [--arrow]
 */
import { readFileSync } from "node:fs";
import { conflictFeatures, conflictProbability } from "../../src/judgment/conflict-model";
import { CONFLICT_MODEL } from "../../src/judgment/conflict-model-weights";
import { duplicateModelFeatures, duplicateProbability } from "../../src/judgment/duplicate-model";
import { DUPLICATE_MODEL } from "../../src/judgment/duplicate-model-weights";
import { modelMergeGuard } from "../../src/judgment/taste-guard";
import { noSharedMeaning } from "../../src/judgment/shared-meaning";
import { arrowChangeAgainstOld } from "../../src/judgment/named-switch";
import { BLIND_HALVES } from "./check.mjs";

interface Saved {
  id: string; half: string; expect: string; rule: string; mayMergeHome: boolean; learnedMergeAllowed: boolean; mayMerge: boolean; deniesOneSide?: boolean;
  x: number[]; a: { type: string; content: string }; b: { type: string; content: string };
}
const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith(".json"));
if (!file) throw new Error("usage: shared-meaning-refusals.ts ROWS.json [--list]");
const saved = JSON.parse(readFileSync(file, "utf8")) as { features: string[]; check: string | null; rows: Saved[] };
/** The guard measured: the shared-meaning one (asked last), or with --arrow the arrow-written change. */
const guard = args.includes("--arrow") ? arrowChangeAgainstOld : noSharedMeaning;
const CHANGE_CUE = saved.features.indexOf("change_cue");
const blind = new Set<string>(BLIND_HALVES as readonly string[]);
const rows = saved.rows.filter((r) => r.half !== saved.check && !blind.has(r.half));
/** The committed model's own threshold, or the fitted one its header records when it is switched off by hand. */
const header = readFileSync(new URL("../../src/judgment/duplicate-model-weights.ts", import.meta.url), "utf8");
const threshold = DUPLICATE_MODEL.threshold <= 1 ? DUPLICATE_MODEL.threshold : Number(/fitted threshold ([\d.]+)/.exec(header)?.[1] ?? 0.5);

const counts = new Map<string, { candidates: number; refused: number; overThreshold: number; refusedOver: number }>();
const listed: string[] = [];
for (const r of rows) {
  const cx = conflictFeatures(r.a, r.b, r.x);
  const flagged = CONFLICT_MODEL.threshold <= 1 && conflictProbability(CONFLICT_MODEL, cx) >= CONFLICT_MODEL.threshold;
  // fit-conflict-model.ts --target duplicate's candidates, before the model guard.
  const open = r.rule === "unrelated" && r.mayMergeHome && r.mayMerge && !r.deniesOneSide && r.x[CHANGE_CUE] === 0 && r.learnedMergeAllowed && !flagged;
  if (!open) continue;
  const refusal = modelMergeGuard(r.a, r.b);
  const onlyShared = refusal !== null && refusal === guard(r.a.content, r.b.content);
  if (refusal !== null && !onlyShared) continue;
  const label = r.expect === "duplicate" ? "duplicate" : "not duplicate";
  const c = counts.get(label) ?? { candidates: 0, refused: 0, overThreshold: 0, refusedOver: 0 };
  const p = duplicateProbability(DUPLICATE_MODEL, duplicateModelFeatures(r.a.content, r.b.content, cx));
  c.candidates++;
  if (p >= threshold) c.overThreshold++;
  if (onlyShared) {
    c.refused++;
    if (p >= threshold) c.refusedOver++;
    listed.push(`${r.id} [${r.expect}] p=${p.toFixed(2)}  ${JSON.stringify(r.a.content.slice(0, 90))} / ${JSON.stringify(r.b.content.slice(0, 90))}`);
  }
  counts.set(label, c);
}
console.log(`${rows.length} training rows; committed model at threshold ${threshold}`);
for (const [label, c] of counts) console.log(`${label}: ${c.candidates} candidates past the other guards, ${c.refused} refused by ${args.includes("--arrow") ? "the arrow guard" : "shared-meaning"} (${c.overThreshold} at or over the threshold, ${c.refusedOver} of them refused)`);
if (args.includes("--list")) for (const l of listed.sort()) console.log(`  ${l}`);
