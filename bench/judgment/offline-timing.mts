// Timing of judgePair on halves a–h: a cold pass (every text read once) and a warm pass (memoised), ms per pair.
// Cosines and memories are made before the clock starts, so only judgment is timed; CPU ms (user + system of this
// process) is printed beside wall ms because the machine is shared and wall time swings with other sessions' load.
import { judgePair } from "../../src/judgment/compare";
// @ts-expect-error plain ESM
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
const pairs = (tuningPairs() as any[]).filter((p) => "abcdefgh".includes(p.half));
const inputs = pairs.map((p) => [judged(p.a), judged(p.b), cos(embedText(p.a), embedText(p.b))] as const);
for (const pass of ["cold", "warm"]) {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  for (const [a, b, c] of inputs) judgePair(a, b, c);
  const c1 = process.cpuUsage(c0);
  const wall = (performance.now() - t0) / pairs.length;
  const cpu = (c1.user + c1.system) / 1000 / pairs.length;
  console.log(`${pass}: ${wall.toFixed(3)} ms/pair wall, ${cpu.toFixed(3)} ms/pair CPU over ${pairs.length} pairs`);
}
