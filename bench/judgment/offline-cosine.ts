/**
 * How far the embedder's cosine can be trusted for "same meaning" (SEMANTIC_DUPLICATE_COS), checked
 * across halves rather than on one: the pairs where the cosine gate alone decides a merge (every
 * other guard passes: no value disagrees, nothing denied on one side, no new name, some shared
 * words), with their cosine and label, then leave-one-half-out — the threshold chosen on three halves
 * (most duplicates merged with no wrong merge) and scored on the fourth.
 *   npx tsx bench/judgment/offline-cosine.ts
 * Uses the vectors cached by offline-vectors.mjs (halves a–h; never i or j, the held-out halves).
 */
import { judgePair } from "../../src/judgment/compare";
import { SEMANTIC_DUPLICATE_COS } from "../../src/judgment/similarity";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";


interface Row { half: string; id: string; dup: boolean; cos: number }
const rows: Row[] = [];
const all: { half: string; label: string; cos: number }[] = [];
for (const p of tuningPairs() as any[]) {
  const c = cos(embedText(p.a), embedText(p.b));
  if (c === undefined || p.b.supersedes_a) continue;
  all.push({ half: p.half, label: p.expect, cos: c });
  // Decided by the gate alone: a duplicate "by meaning" just above the threshold, not one just below.
  const above = judgePair(judged(p.a), judged(p.b), Math.max(SEMANTIC_DUPLICATE_COS, Math.min(c, 0.899)));
  const below = judgePair(judged(p.a), judged(p.b), SEMANTIC_DUPLICATE_COS - 1e-6);
  if (above.verdict === "duplicate" && above.reason.startsWith("same meaning") && below.verdict !== "duplicate") rows.push({ half: p.half, id: p.id, dup: p.expect === "duplicate", cos: c });
}

const q = (xs: number[], f: number) => (xs.length ? [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor(f * xs.length))].toFixed(2) : "-");
console.log("cosine by label (p10 / median / p90), every pair:");
for (const label of ["duplicate", "conflict", "none"]) {
  const xs = all.filter((r) => r.label === label).map((r) => r.cos);
  console.log(`  ${label.padEnd(9)} n=${String(xs.length).padStart(3)}  ${q(xs, 0.1)} / ${q(xs, 0.5)} / ${q(xs, 0.9)}`);
}
console.log(`\npairs the gate alone decides: ${rows.length} (${rows.filter((r) => r.dup).length} duplicates)`);
for (const r of rows.filter((r) => !r.dup)) console.log(`  non-duplicate ${r.id} cos=${r.cos.toFixed(2)}`);

const score = (rs: Row[], t: number) => ({ merged: rs.filter((r) => r.dup && r.cos >= t).length, wrong: rs.filter((r) => !r.dup && r.cos >= t).length, dups: rs.filter((r) => r.dup).length });
const grid = Array.from({ length: 31 }, (_, i) => 0.55 + i * 0.01);
console.log(`\nleave one half out (threshold fitted on the other halves: most merges with 0 wrong; ties → higher):`);
for (const held of ["a", "b", "c", "d", "e", "f", "g"]) {
  const train = rows.filter((r) => r.half !== held);
  let best = grid[grid.length - 1];
  for (const t of grid) {
    const s = score(train, t), b = score(train, best);
    if (s.wrong === 0 && (s.merged > b.merged || (s.merged === b.merged && t > best))) best = t;
  }
  const s = score(rows.filter((r) => r.half === held), best);
  console.log(`  held out ${held}: fitted ${best.toFixed(2)} → merged ${s.merged}/${s.dups} gate-decided duplicates, wrong ${s.wrong}; in use ${SEMANTIC_DUPLICATE_COS}: ${JSON.stringify(score(rows.filter((r) => r.half === held), SEMANTIC_DUPLICATE_COS))}`);
}
