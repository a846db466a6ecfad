/**
 * Round 7: the rare-slot matcher's risk on the training halves (check.mjs TRAINING_HALVES; never i or j, held out, nor the blind half).
 * Default: every pair where only the rare-slot pass of the typed reader finds a conflict at write time, by label.
 * --sweep: per gate (summed rarity, share of the thinner slot), conflicts it adds and non-conflicts it fires on
 * (before the context gates), in total and per half — leave-one-half-out picks the gate on the other halves.
 *   npx tsx bench/judgment/rare-slot-risk.mts [--tp] [--sweep]
 */
import { RARE_SLOT_GATE, typedSlotConflict } from "../../src/judgment/slot-reader";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos } from "./offline-pairs";
import { TRAINING_HALVES } from "./check.mjs";

const H = TRAINING_HALVES;
const pairs = (tuningPairs() as any[]).filter((p) => H.includes(p.half)).map((p) => ({ ...p, c: cos(embedText(p.a), embedText(p.b)) }))
  .filter((p) => p.c !== undefined && !typedSlotConflict(p.a.content, p.b.content, p.c, false));
const hits = () => pairs.filter((p) => typedSlotConflict(p.a.content, p.b.content, p.c));
if (process.argv.includes("--sweep")) {
  const grid: { w: number; r: number; per: Record<string, [number, number]> }[] = [];
  for (const w of [3, 4, 5, 6, 7]) for (const r of [0.15, 0.3, 0.45, 0.6]) {
    Object.assign(RARE_SLOT_GATE, { weight: w, ratio: r });
    const per: Record<string, [number, number]> = Object.fromEntries(H.map((h) => [h, [0, 0]]));
    for (const p of hits()) per[p.half][p.expect === "conflict" ? 0 : 1]++;
    grid.push({ w, r, per });
  }
  // A gate's score: conflicts added minus 3 × non-conflicts fired on (a false flag costs more than a miss).
  const score = (g: (typeof grid)[0], hs: string[]) => hs.reduce((s, h) => s + g.per[h][0] - 3 * g.per[h][1], 0);
  for (const g of grid) console.log(`weight ${g.w} ratio ${g.r}: +${H.reduce((s, h) => s + g.per[h][0], 0)} conflicts, ${H.reduce((s, h) => s + g.per[h][1], 0)} non-conflicts`);
  for (const h of H) {
    const best = grid.reduce((x, y) => (score(y, H.filter((o) => o !== h)) > score(x, H.filter((o) => o !== h)) ? y : x));
    console.log(`LOHO ${h}: gate ${best.w}/${best.r} (fit on the others) → on ${h}: +${best.per[h][0]} conflicts, ${best.per[h][1]} non-conflicts`);
  }
} else {
  let [tp, fp] = [0, 0];
  for (const p of hits()) {
    if (p.expect === "conflict") {
      tp++;
      if (process.argv.includes("--tp")) console.log(`TP ${p.id} cos=${p.c.toFixed(2)} ${typedSlotConflict(p.a.content, p.b.content, p.c)!.why}`);
    } else {
      fp++;
      console.log(`${p.id} ${p.expect} cos=${p.c.toFixed(2)} ${typedSlotConflict(p.a.content, p.b.content, p.c)!.why}\n   A: ${p.a.content.slice(0, 150)}\n   B: ${p.b.content.slice(0, 150)}`);
    }
  }
  console.log({ tp, fp });
}
