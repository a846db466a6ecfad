/**
 * Fits the two thresholds of the coverage duplicate path (src/judgment/coverage-duplicate.ts: share of
 * words paired up, cosine) leave one half out, and says what it adds on text it was not fitted on.
 *
 *   npx tsx bench/judgment/fit-coverage.ts            leave-one-half-out table
 *   npx tsx bench/judgment/fit-coverage.ts --write    … and write COVERAGE_GATE (fitted on all the halves)
 *   --halves a,b,…   the training halves (default a–h, k and l; M and N are blind transfer checks, I and J
 *                    held out: both refused here)
 *   --extra f.jsonl  also count wrong merges on a probe file (never fitted on; repeatable)
 *   --margin C,V     distance kept from the nearest non-duplicate in cosine and coverage (default 0.05,0.15)
 *   --full           only gates wanting every word paired up (coverage 1), cosine from 0.2
 *   --ids            list the pairs the path takes in each held-out half
 *
 * How: every pair is judged as offline.ts does (write-time verdict with the embedder's cosine) twice:
 * with the gate shut (what the engine does without the path) and wide open (every pair the path could
 * take, with its coverage and cosine). A gate (cos ≥ T, coverage ≥ C) merges the open run's candidates
 * above it and leaves every other pair as the shut run judged it. On the fitting halves the gate keeps
 * no wrong merge (a merge of a pair labelled anything but duplicate) and takes the most duplicates; of
 * the gates that tie, the strictest (highest cosine, then highest coverage). Each half is then scored
 * with the gate fitted on the others.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { judgePair } from "../../src/judgment/compare";
import { COVERAGE_GATE, coverageCandidate } from "../../src/judgment/coverage-duplicate";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

const dir = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const HALVES = (opt("--halves") ?? "a,b,c,d,e,f,g,h,k,l").split(",");
for (const h of HALVES) if (!"abcdefghkl".includes(h) || h.length !== 1) throw new Error(`--halves: ${h} is not a training half (i, j held out; m, n blind)`);
const extras = args.flatMap((a, i) => (a === "--extra" ? [args[i + 1]] : []));

interface Row { half: string; id: string; dup: boolean; baseMerged: boolean; cand: { cos: number; coverage: number } | null }

const merges = (p: any, c: number | undefined) => {
  const [a, b] = [judged(p.a), judged(p.b)];
  if (p.b.supersedes_a) b.supersedes = a.id;
  const v = judgePair(a, b, c);
  const sameHome = a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "");
  return { merged: v.verdict === "duplicate" && sameHome && (a.type === "episode") === (b.type === "episode") && !b.supersedes, v };
};

function rowsOf(pairs: any[]): Row[] {
  const saved = { ...COVERAGE_GATE };
  const out: Row[] = [];
  for (const p of pairs) {
    const c = cos(embedText(p.a), embedText(p.b));
    Object.assign(COVERAGE_GATE, { cos: 2, coverage: 1 });
    const base = merges(p, c);
    Object.assign(COVERAGE_GATE, { cos: 0, coverage: 0 });
    const open = merges(p, c);
    const took = !base.merged && open.merged && "reason" in open.v && open.v.reason.startsWith("most words paired up");
    const cand = took ? coverageCandidate(p.a.content, p.b.content, c) : null;
    out.push({ half: p.half, id: p.id, dup: p.expect === "duplicate", baseMerged: base.merged, cand: cand && { cos: cand.cos, coverage: cand.coverage } });
  }
  Object.assign(COVERAGE_GATE, saved);
  return out;
}

const takes = (r: Row, g: { cos: number; coverage: number }) => r.cand !== null && r.cand.cos >= g.cos && r.cand.coverage >= g.coverage;
function score(rows: Row[], g: { cos: number; coverage: number }) {
  let dups = 0, wrong = 0, gained = 0;
  for (const r of rows) {
    const m = r.baseMerged || takes(r, g);
    if (m && r.dup) dups++;
    if (m && !r.dup) wrong++;
    if (!r.baseMerged && takes(r, g) && r.dup) gained++;
  }
  return { dups, wrong, gained };
}
const GRID: { cos: number; coverage: number }[] = [];
/** `--full`: only gates that want every word paired (coverage 1, the strict form: no content word left unmatched), at any cosine from 0.2. */
const FULL = args.includes("--full");
for (let c = FULL ? 0.2 : 0.5; c <= 0.97; c += 0.01) for (let v = FULL ? 1 : 0.3; v <= 1.0001; v += 0.05) GRID.push({ cos: Math.round(c * 100) / 100, coverage: Math.round(v * 100) / 100 });
const SHUT = { cos: 2, coverage: 1 };
/**
 * A margin the gate keeps from every non-duplicate the path could take on the fitting halves: the
 * lowest gate with no wrong merge sits right on the nearest non-duplicate, and fresh text has its
 * neighbours. A gate is admissible only if each such pair would still be refused with its cosine raised
 * by MARGIN_COS or its coverage raised by MARGIN_COVERAGE (`--margin COS,COVERAGE`; 0,0 for none).
 */
const [MARGIN_COS, MARGIN_COVERAGE] = (opt("--margin") ?? "0.05,0.15").split(",").map(Number);
const widened = (r: Row): Row => (r.cand && !r.dup ? { ...r, cand: { cos: r.cand.cos + MARGIN_COS, coverage: r.cand.coverage + MARGIN_COVERAGE } } : r);
/** The gate with no wrong merge among `rows` (margins added) and the most duplicates gained; ties go to the strictest. */
function fit(rows: Row[]) {
  let best = SHUT, bestGain = 0;
  const wide = rows.map(widened);
  for (const g of [...GRID].sort((x, y) => y.cos - x.cos || y.coverage - x.coverage)) {
    if (score(wide, g).wrong > score(wide, SHUT).wrong) continue;
    const s = score(rows, g);
    if (s.gained > bestGain) [best, bestGain] = [g, s.gained];
  }
  return best;
}

const t0 = performance.now();
const rows = rowsOf((tuningPairs() as any[]).filter((p) => HALVES.includes(p.half)));
console.log(`judged ${rows.length} pairs twice in ${((performance.now() - t0) / 1000).toFixed(1)} s; open candidates: ${rows.filter((r) => r.cand).length} (${rows.filter((r) => r.cand && r.dup).length} duplicates, ${rows.filter((r) => r.cand && !r.dup).length} not)`);
let [pb, pa, pw, pn] = [0, 0, 0, 0];
console.log("held out | gate fitted on the others | duplicates shut → gated | wrong merges shut → gated");
for (const h of HALVES) {
  const g = fit(rows.filter((r) => r.half !== h));
  const mine = rows.filter((r) => r.half === h);
  const [s0, s1] = [score(mine, SHUT), score(mine, g)];
  pb += s0.dups; pa += s1.dups; pw += s1.wrong - s0.wrong; pn += mine.filter((r) => r.dup).length;
  console.log(`${h} | cos ≥ ${g.cos}, coverage ≥ ${g.coverage} | ${s0.dups} → ${s1.dups} / ${mine.filter((r) => r.dup).length} | ${s0.wrong} → ${s1.wrong}`);
  if (args.includes("--ids")) for (const r of mine.filter((r) => takes(r, g))) console.log(`   ${r.id} ${r.dup ? "dup" : "WRONG"} cos=${r.cand!.cos.toFixed(2)} coverage=${r.cand!.coverage.toFixed(2)}`);
}
console.log(`pooled held out: duplicates ${pb} → ${pa} / ${pn} (gain ${pa - pb}), wrong merges added ${pw}`);
const all = fit(rows);
console.log(`fitted on ${HALVES.join(", ")}: cos ≥ ${all.cos}, coverage ≥ ${all.coverage} (in-sample gain ${score(rows, all).gained})`);
if (args.includes("--near")) for (const r of rows.filter((r) => r.cand && !r.dup)) console.log(`   near ${r.id} cos=${r.cand!.cos.toFixed(2)} coverage=${r.cand!.coverage.toFixed(2)}`);
for (const f of extras) {
  const probe = (tuningPairs(f) as any[]).filter((p) => p.half === "probe");
  const pr = rowsOf(probe);
  const [s0, s1] = [score(pr, SHUT), score(pr, all)];
  console.log(`probe ${path.basename(f)}: duplicates ${s0.dups} → ${s1.dups}, wrong merges ${s0.wrong} → ${s1.wrong}`);
}
if (args.includes("--write")) {
  const file = path.join(dir, "../../src/judgment/coverage-duplicate.ts");
  const src = readFileSync(file, "utf8").replace(/export const COVERAGE_GATE: CoverageGate = \{[^}]*\};/, `export const COVERAGE_GATE: CoverageGate = { cos: ${all.cos}, coverage: ${all.coverage} };`);
  writeFileSync(file, src);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
