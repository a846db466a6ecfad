/**
 * Two privacy engines compared on one machine that other work keeps busy: both loaded in one process, passes over the
 * speed bench's memories alternating (this tree's, the other's, …) after each engine's cold pass and warming passes, so
 * a change in the machine's load falls on both alike. CPU time per pass (process.cpuUsage), medians and the median of
 * the per-pair ratios; pin it to one core so V8's compiler and GC threads count as they would on one core:
 *   taskset -c 0 npx tsx bench/privacy-speed-ab.ts /path/to/other/checkout           (PASSES=20 WARMING=16)
 *   OTHER_FIRST=1 FIRST_RATIO=<the first run's ratio> taskset -c 0 npx tsx bench/privacy-speed-ab.ts /path/to/other/checkout
 * The engine loaded first runs a few per cent faster (this tree against an identical copy: 0.93–0.96), so run it both
 * ways, OTHER_FIRST=1 loading the other engine first, and take the geometric mean of the two ratios (printed by the
 * second run when FIRST_RATIO gives the first one's).
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
const otherFirst = process.env.OTHER_FIRST === "1";
const load = async (path: string): Promise<Scrub> => ((await import(path)) as { scrub: Scrub }).scrub;
const otherPath = join(resolve(otherRoot), "src/privacy/index.ts");
const other = otherFirst ? await load(otherPath) : undefined;
const here = await load("../src/privacy/index.ts");
const otherScrub = other ?? (await load(otherPath));
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
pass(otherScrub);
for (let r = 0; r < Number(process.env.WARMING ?? 16); r++) {
  pass(here);
  pass(otherScrub);
}
const a: number[] = [];
const b: number[] = [];
const ratios: number[] = [];
for (let r = 0; r < Number(process.env.PASSES ?? 20); r++) {
  // Which engine goes first alternates, so neither always runs just after the other's GC.
  const [x, y] = r % 2 === 0 ? [pass(here), pass(otherScrub)] : ((o, h) => [h, o])(pass(otherScrub), pass(here));
  a.push(x);
  b.push(y);
  ratios.push(x / y);
}
const median = (xs: number[]): number => [...xs].sort((p, q) => p - q)[Math.floor(xs.length / 2)]!;
const mbs = (ms: number): string => (chars / 1e6 / (ms / 1000)).toFixed(2);
console.log(`${memories.length} memories, ${chars} chars; load ${load0.toFixed(1)} → ${loadavg()[0]!.toFixed(1)}`);
console.log(`this tree: CPU per pass median ${median(a).toFixed(1)} ms (${mbs(median(a))} MB/s per CPU second), min ${Math.min(...a).toFixed(1)}`);
console.log(`${otherRoot}: median ${median(b).toFixed(1)} ms (${mbs(median(b))} MB/s), min ${Math.min(...b).toFixed(1)}`);
console.log(`ratio this/other (${otherFirst ? "other" : "this"} loaded first): median of pairs ${median(ratios).toFixed(3)} (${[...ratios].sort((p, q) => p - q).map((r) => r.toFixed(2)).join(" ")})`);
if (process.env.FIRST_RATIO) console.log(`both orders: ${Math.sqrt(median(ratios) * Number(process.env.FIRST_RATIO)).toFixed(3)} (geometric mean with ${process.env.FIRST_RATIO})`);
