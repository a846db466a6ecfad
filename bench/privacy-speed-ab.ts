/**
 * Two privacy engines compared on one machine that other work keeps busy: both loaded in one process, passes over the
 * speed bench's memories alternating (this tree's, the other's, …) after each engine's cold pass and warming passes, so
 * a change in the machine's load falls on both alike. CPU time per pass (process.cpuUsage), medians and the median of
 * the per-pair ratios; pin it to one core so V8's compiler and GC threads count as they would on one core:
 *   taskset -c 0 npx tsx bench/privacy-speed-ab.ts /path/to/other/checkout [PASSES=20 WARMING=16]
 * Caveats: V8 shares compiled regex code between identical patterns of the two engines, so the pair runs with less code
 * than either alone (run each engine's bench:privacy-speed in alternating processes too); the cold pass of the engine
 * loaded second is cheaper for the same reason, so cold passes are compared only across separate processes.
 */
import { join, resolve } from "node:path";
import { loadavg } from "node:os";
import { speedMemories } from "./privacy-speed-corpus.ts";

const otherRoot = process.argv[2];
if (!otherRoot) {
  console.error("usage: npx tsx bench/privacy-speed-ab.ts <other checkout's root>");
  process.exit(2);
}
type Scrub = (text: string) => unknown;
const here = (await import("../src/privacy/index.ts")).scrub as Scrub;
const other = (await import(join(resolve(otherRoot), "src/privacy/index.ts"))).scrub as Scrub;
const memories = speedMemories();
const chars = memories.reduce((a, m) => a + m.length, 0);
const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const pass = (scrub: Scrub): number => {
  const t0 = cpuMs();
  for (const m of memories) scrub(m);
  return cpuMs() - t0;
};
const load0 = loadavg()[0]!;
pass(here);
pass(other);
for (let r = 0; r < Number(process.env.WARMING ?? 16); r++) {
  pass(here);
  pass(other);
}
const a: number[] = [];
const b: number[] = [];
const ratios: number[] = [];
for (let r = 0; r < Number(process.env.PASSES ?? 20); r++) {
  // Which engine goes first alternates, so neither always runs just after the other's GC.
  const [x, y] = r % 2 === 0 ? [pass(here), pass(other)] : ((o, h) => [h, o])(pass(other), pass(here));
  a.push(x);
  b.push(y);
  ratios.push(x / y);
}
const median = (xs: number[]): number => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!;
const mbs = (ms: number): string => (chars / 1e6 / (ms / 1000)).toFixed(2);
console.log(`${memories.length} memories, ${chars} chars; load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
console.log(`this tree: CPU per pass median ${median(a).toFixed(1)} ms (${mbs(median(a))} MB/s per CPU second), min ${Math.min(...a).toFixed(1)}`);
console.log(`${otherRoot}: median ${median(b).toFixed(1)} ms (${mbs(median(b))} MB/s), min ${Math.min(...b).toFixed(1)}`);
console.log(`ratio this/other: median of pairs ${median(ratios).toFixed(3)} (${[...ratios].sort((p, q) => p - q).map((r) => r.toFixed(2)).join(" ")})`);
