// Timing of judgePair on halves a–h: a cold pass (every text read once) and a warm pass (memoised), ms per pair.
import { judgePair } from "../../src/judgment/compare";
// @ts-expect-error plain ESM
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
const pairs = (tuningPairs() as any[]).filter((p) => "abcdefgh".includes(p.half));
for (const pass of ["cold", "warm"]) {
  const t0 = performance.now();
  for (const p of pairs) judgePair(judged(p.a), judged(p.b), cos(embedText(p.a), embedText(p.b)));
  console.log(`${pass}: ${((performance.now() - t0) / pairs.length).toFixed(3)} ms/pair over ${pairs.length} pairs`);
}
