/**
 * How much subject the two memories of a rule flag share, by reader family, on labelled pairs and at scale: whether
 * a reader's flags between memories of different labelled pairs (at-scale.mts's store, almost all about two things)
 * can be told from its labelled conflicts by the subject they share (subject-overlap.ts: shared slot words weighed by
 * how rare they are across developers' memories). Training halves only (check.mjs TRAINING_HALVES; never i, j or a
 * blind half); counts only.
 *
 *   npx tsx bench/judgment/flag-subject.mts [--halves d,t,w]
 *
 * Per reader family (claim rules, `values:` slot readers, `minimal-pair` = every text reader): labelled conflicts
 * flagged, labelled non-conflicts flagged, at-scale flags, each split by the rarest shared slot word's weight
 * (`subject_rarest_shared`, 0–1) and by the shared weight (`subject_shared_weight`).
 */
import { judgeByRules } from "../../src/judgment/compare";
import { subjectOverlap } from "../../src/judgment/subject-overlap";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
import { TRAINING_HALVES } from "./check.mjs";
import { labelledTogether, storeOf, writeCandidates } from "./crowd";

const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const halves = opt("--halves")?.split(",") ?? [...TRAINING_HALVES];
for (const h of halves) if (!TRAINING_HALVES.includes(h)) throw new Error(`--halves: ${h} is not a training half`);
const all = (tuningPairs() as any[]).filter((p) => halves.includes(p.half));

const BINS = [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1.01];
const binOf = (v: number) => BINS.findIndex((b, i) => v >= b && v < BINS[i + 1]);
type Row = { family: string; group: "conflict" | "non-conflict" | "at-scale"; rarest: number; weight: number };
const rows: Row[] = [];
const familyOf = (rule: string) => (rule.startsWith("values:") ? "values" : rule === "minimal-pair" ? "text" : "claim");

for (const p of all) {
  const [a, b] = [judged(p.a), judged(p.b)];
  if (p.b.supersedes_a || p.expect === "supersede") continue;
  const v = judgeByRules(a, b, cos(embedText(p.a), embedText(p.b)));
  if (v.verdict !== "conflict") continue;
  const [, , rarest] = subjectOverlap(a.content, b.content);
  rows.push({ family: familyOf(v.rule), group: p.expect === "conflict" ? "conflict" : "non-conflict", rarest, weight: subjectOverlap(a.content, b.content)[0] });
}
for (const half of halves) {
  const store = storeOf(all.filter((p) => p.half === half));
  for (const c of writeCandidates(store).filter((c) => !labelledTogether(store[c.stored], store[c.fresh]))) {
    const [a, b] = [store[c.stored].j, store[c.fresh].j];
    const v = judgeByRules(a, b, c.cosine);
    if (v.verdict !== "conflict") continue;
    const [weight, , rarest] = subjectOverlap(a.content, b.content);
    rows.push({ family: familyOf(v.rule), group: "at-scale", rarest, weight });
  }
}
console.log(`halves ${halves.join("")}: rule flags by reader family and shared subject (bins ${BINS.slice(0, -1).join(" ")})`);
for (const family of ["claim", "values", "text"]) {
  for (const feature of ["rarest", "weight"] as const) {
    for (const group of ["conflict", "non-conflict", "at-scale"] as const) {
      const rs = rows.filter((r) => r.family === family && r.group === group);
      const hist = BINS.slice(0, -1).map(() => 0);
      for (const r of rs) hist[binOf(r[feature])]++;
      console.log(`  ${family.padEnd(6)} ${feature.padEnd(6)} ${group.padEnd(12)} ${String(rs.length).padStart(5)}: ${hist.map((n) => String(n).padStart(5)).join("")}`);
    }
  }
}
