/**
 * False flags at scale: each half's memories stored as one user's, written in file order, each write judged against
 * its candidates as the write path picks them (crowd.ts) — and the flags counted between memories that no labelled
 * pair holds together. Those pairs are almost all about two different things (a half's pairs share projects and
 * themes, so a few may truly disagree: the sample printed for training halves is there to check by eye). Labelled
 * pairs tell how often the engine is right about pairs someone wrote together; this tells how often it flags the
 * pairs a real store puts in front of it.
 *
 *   npx tsx bench/judgment/at-scale.mts [--halves a,b] [--sample 8] [--save-rows FILE]
 *
 * Blind halves (check.mjs BLIND_HALVES: Y, and this checkout's transfer halves) print their summary line only,
 * never a pair, and are never saved. `--save-rows FILE`: every cross-pair candidate of the training halves the rules
 * leave open, in fit-combiner.ts --save-rows's row form (label "none"), for fit-conflict-model.ts --crowd FILE.
 */
import { writeFileSync } from "node:fs";
import { judgeByRules, judgePair, type Verdict } from "../../src/judgment/compare";
import { FEATURE_NAMES, pairFeatures } from "../../src/judgment/features";
import { opposedInWords } from "../../src/judgment/opposition-rule";
// @ts-expect-error plain ESM helper
import { tuningPairs } from "./offline-vectors.mjs";
import { BLIND_HALVES, TRAINING_HALVES } from "./check.mjs";
import { labelledTogether, storeOf, writeCandidates } from "./crowd";

const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const halves = opt("--halves")?.split(",") ?? [...TRAINING_HALVES];
for (const h of halves) if (![...TRAINING_HALVES, ...BLIND_HALVES].includes(h)) throw new Error(`--halves: ${h} is held out (only ${TRAINING_HALVES.join("")} and the blind ${BLIND_HALVES.join("")})`);
const SAMPLE = Number(opt("--sample") ?? 8);
const saveTo = opt("--save-rows");
const saved: unknown[] = [];
const all = tuningPairs() as any[];
const total = { judged: 0, conflict: 0, learned: 0, override: 0, learnedOverride: 0, writes: 0 };

for (const half of halves) {
  const blind = BLIND_HALVES.includes(half);
  const store = storeOf(all.filter((p) => p.half === half));
  const t0 = performance.now();
  const cands = writeCandidates(store).filter((c) => !labelledTogether(store[c.stored], store[c.fresh]));
  const t = { judged: 0, conflict: 0, learned: 0, override: 0, learnedOverride: 0, open: 0 };
  const byRule = new Map<string, number>();
  const flags: string[] = [];
  for (const c of cands) {
    const [a, b] = [store[c.stored], store[c.fresh]];
    const v = judgePair(a.j, b.j, c.cosine);
    t.judged++;
    if (v.verdict === "conflict") {
      t.conflict++;
      if (v.rule === "learned") t.learned++;
      byRule.set(v.rule.split(":")[0], (byRule.get(v.rule.split(":")[0]) ?? 0) + 1);
      if (!blind) flags.push(`  ${v.rule} cos=${c.cosine?.toFixed(2)} ${c.source}\n    «${a.j.content.slice(0, 150)}»\n    «${b.j.content.slice(0, 150)}»\n    ${v.reason.slice(0, 160)}`);
    }
    if (v.verdict === "override") {
      t.override++;
      if (v.reason.includes("(learned:")) t.learnedOverride++;
    }
    if (saveTo && !blind && c.cosine !== undefined) {
      // The rules as fit-combiner.ts scores them (judgeByRules, then the opposite-words rule): only open pairs are rows.
      const byRules = judgeByRules(a.j, b.j, c.cosine);
      const sameProject = (a.j.project_id ?? "") === (b.j.project_id ?? "");
      const rule: Verdict["verdict"] = byRules.verdict === "unrelated" && sameProject && opposedInWords(a.j, b.j) ? "conflict" : byRules.verdict;
      if (rule !== "unrelated" && rule !== "refines") continue;
      const f = pairFeatures(a.j, b.j, c.cosine);
      t.open++;
      saved.push({
        id: `crowd-${half}-${c.stored}-${c.fresh}`, half, expect: "none", crowd: true, rule, nightlyConflict: false, mayMergeHome: false,
        learnedMergeAllowed: false, mayMerge: f.mayMerge, subject: f.subject, x: f.x,
        a: { type: a.j.type, content: a.j.content, project: a.j.project_id }, b: { type: b.j.type, content: b.j.content, project: b.j.project_id },
      });
    }
  }
  const ms = performance.now() - t0;
  const rules = [...byRule].sort((x, y) => y[1] - x[1]).map(([r, n]) => `${r} ${n}`).join(", ");
  console.log(`at-scale ${half}: ${store.length} memories, ${t.judged} cross-pair candidates judged, flags ${t.conflict} (learned ${t.learned}), overrides ${t.override} (learned ${t.learnedOverride})${blind ? "" : `; by reader: ${rules || "none"}`}${saveTo && !blind ? `; ${t.open} open rows saved` : ""} (${(ms / 1000).toFixed(0)} s)`);
  if (!blind && SAMPLE > 0) for (const f of flags.slice(0, SAMPLE)) console.log(f);
  total.judged += t.judged; total.conflict += t.conflict; total.learned += t.learned; total.override += t.override; total.learnedOverride += t.learnedOverride; total.writes += store.length;
}
if (halves.length > 1) console.log(`at-scale total: ${total.writes} memories, ${total.judged} judged, flags ${total.conflict} (learned ${total.learned}), overrides ${total.override} (learned ${total.learnedOverride})`);
if (saveTo) {
  writeFileSync(saveTo, JSON.stringify({ features: FEATURE_NAMES, check: null, rows: saved }));
  console.log(`saved ${saved.length} rows to ${saveTo}`);
}
