/**
 * Why duplicates are not merged, and what a looser merge would run into: every labelled duplicate of the
 * training halves that judgePair does not merge, sorted by what stopped it, and the non-duplicates that
 * sit where a learned merge could reach them (the rules left them unrelated, mayMerge holds, the merge
 * guard passes, cosine ≥ 0.55; while the duplicate model is on, its own merge guard too, taste-guard.ts), with the
 * feature values that separate the two.
 *
 *   npx tsx bench/judgment/dup-misses.ts [--halves a,b,…] [--list] [--near]
 *
 * Training halves only (check.mjs TRAINING_HALVES by default); the blind half and i, j (held out) are refused:
 * all three are refused.
 */
import { judgeByRules, judgePair } from "../../src/judgment/compare";
import { probability } from "../../src/judgment/combiner";
import { duplicateProbability } from "../../src/judgment/duplicate-model";
import { COMBINER } from "../../src/judgment/combiner-weights";
import { FEATURE_NAMES, pairFeatures } from "../../src/judgment/features";
import { valueClash } from "../../src/judgment/value-clash";
import { modelMergeGuard } from "../../src/judgment/taste-guard";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
import { BLIND_HALVES, HELD_OUT_HALVES, TRAINING_HALVES } from "./check.mjs";

const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const HALVES = opt("--halves")?.split(",") ?? TRAINING_HALVES;
for (const h of [...HELD_OUT_HALVES, ...BLIND_HALVES]) if (HALVES.includes(h)) throw new Error(`--halves: half ${h} is held out or blind and never read here`);

const F = (name: (typeof FEATURE_NAMES)[number], x: number[]) => x[FEATURE_NAMES.indexOf(name)];
const classes = new Map<string, string[]>();
const near: string[] = [];
const put = (c: string, line: string) => classes.set(c, [...(classes.get(c) ?? []), line]);

for (const p of (tuningPairs() as any[]).filter((p) => HALVES.includes(p.half) && !p.b.supersedes_a)) {
  const [a, b] = [judged(p.a), judged(p.b)];
  const c = cos(embedText(p.a), embedText(p.b));
  if (c === undefined) continue;
  const sameHome = a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "") && (a.type === "episode") === (b.type === "episode");
  const v = judgePair(a, b, c);
  const rule = judgeByRules(a, b, c);
  const f = pairFeatures(a, b, c);
  // The duplicate model judgePair asks: the one of duplicate-model.ts when written on, else the logistic one.
  const dm = COMBINER.duplicateModel && COMBINER.duplicateModel.threshold <= 1 ? COMBINER.duplicateModel : null;
  const pd = dm ? duplicateProbability(dm, f.duplicateX()) : probability(COMBINER.duplicate, f.x);
  const vals = `cos=${c.toFixed(2)} pd=${pd.toFixed(2)} cov=${F("align_coverage", f.x).toFixed(2)} unm=${F("align_unmatched", f.x).toFixed(2)} len=${F("length_ratio", f.x).toFixed(2)}`;
  const line = `${p.id} [${p.kind}] ${vals}${args.includes("--text") ? `\n      ${p.a.content}\n      ${p.b.content}` : ""}`;
  if (p.expect === "duplicate") {
    if (v.verdict === "duplicate" && sameHome) continue;
    if (!sameHome) put("different home (scope, project or episode)", line);
    else if (rule.verdict === "conflict") put(`false conflict (${"rule" in rule ? rule.rule : "?"})`, `${line} — ${rule.reason.slice(0, 90)}`);
    else if (rule.verdict !== "unrelated") put(`rules say ${rule.verdict}`, line);
    else if (c < 0.55) put("below the learned gate (cosine < 0.55)", line);
    else if (!f.mayMerge) put(`mayMerge blocked: ${f.blockedBy.join("+")}`, line);
    else if (F("change_cue", f.x) || f.deniesOneSide) put(`change cue or one-sided denial`, line);
    else if (valueClash(a.content, b.content)) put(`merge guard: ${valueClash(a.content, b.content)!.slice(0, 40)}`, line);
    else if (dm && modelMergeGuard(a, b)) put(`model's merge guard: ${modelMergeGuard(a, b)!.slice(0, 40)}`, line);
    else put("model below threshold", line);
  } else if (rule.verdict === "unrelated" && sameHome && c >= 0.55 && f.mayMerge && !F("change_cue", f.x) && !f.deniesOneSide && !valueClash(a.content, b.content) && !(dm && modelMergeGuard(a, b))) {
    near.push(`${p.id} [${p.expect}/${p.kind}] ${vals}${v.verdict === "duplicate" ? " MERGED" : ""}`);
  }
}
const total = [...classes.values()].reduce((s, l) => s + l.length, 0);
console.log(`missed duplicates on ${HALVES.join(", ")}: ${total}`);
for (const [c, ls] of [...classes].sort((x, y) => y[1].length - x[1].length)) {
  console.log(`  ${String(ls.length).padStart(3)}  ${c}`);
  if (args.includes("--list")) for (const l of ls) console.log(`         ${l}`);
}
console.log(`non-duplicates a learned merge could reach (rules unrelated, mayMerge, guard passes, cosine ≥ 0.55): ${near.length}`);
if (args.includes("--near")) for (const l of near) console.log(`         ${l}`);
