/** Round 7: every training pair (a–h, k–n; never i, j or o) where the typed slot reader finds a conflict at write time, by label — the risk population of the rare-slot matcher. npx tsx bench/judgment/rare-slot-risk.mts */
import { typedSlotConflict } from "../../src/judgment/slot-reader";
// @ts-expect-error
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos } from "./offline-pairs";
const H = new Set(["a","b","c","d","e","f","g","h","k","l","m","n"]);
let tp = 0, fp = 0;
for (const p of (tuningPairs() as any[]).filter((p) => H.has(p.half))) {
  const c = cos(embedText(p.a), embedText(p.b));
  const w = typedSlotConflict(p.a.content, p.b.content, c);
  if (!w || typedSlotConflict(p.a.content, p.b.content, c, false)) continue;
  if (p.expect === "conflict") { tp++; if (process.argv.includes("--tp")) console.log(`TP ${p.id} cos=${c?.toFixed(2)} ${w.why}`); } else { fp++; console.log(`${p.id} ${p.expect} cos=${c?.toFixed(2)} ${w.why}\n   A: ${p.a.content.slice(0,150)}\n   B: ${p.b.content.slice(0,150)}`); }
}
console.log({ tp, fp });
