/**
 * The privacy engine's self time per source line in the steady state: a CPU profile (node:inspector, sampled every
 * 100 µs) of PASSES passes over the speed bench's memories after WARMING passes, each sample's line ticks scaled to the
 * process's CPU time per pass. tsx hands V8 one line per module, so the profile's lines mean nothing under it: bundle
 * first (esbuild keeps one statement per line), then run the bundle, which prints each hot line's text:
 *   npx esbuild bench/privacy-hot-lines.ts --bundle --platform=node --format=esm --outfile=/tmp/hot-lines.mjs
 *   taskset -c 0 node /tmp/hot-lines.mjs <checkout root>     (PASSES=12 WARMING=16 TOP=60; IDS=3,17 profiles only those memories, 20× as often)
 * A regex's execution is charged to the line that calls exec (execAll's loop gathers every whole-text scan): rank the
 * scans themselves by timing the calls, or better by skipping one and comparing whole engines (privacy-speed-ab.ts).
 */
import { readFileSync } from "node:fs";
import { speedMemories } from "./privacy-speed-corpus.ts";
import { profileSteadyState } from "./privacy-profile.ts";
import { scrub } from "../src/privacy/index.ts";

const root = process.argv[2];
if (!root) {
  console.error("usage: node <bundle of bench/privacy-hot-lines.ts> <checkout root> (the speed memories are read from it)");
  process.exit(2);
}
const memories = speedMemories(root);
const ids = (process.env.IDS ?? "").split(",").filter(Boolean).map(Number);
const profiled = ids.length ? ids.map((i) => memories[i]!) : memories;
const passes = Number(process.env.PASSES ?? 12) * (ids.length ? 20 : 1);
const { profile, perPassMs: perPass } = await profileSteadyState(scrub, memories, profiled, passes);
const scale = perPass / profile.samples.length;
const bundle = process.argv[1]!;
const source = readFileSync(bundle, "utf8").split("\n");
const ms = new Map<number, number>();
for (const n of profile.nodes) {
  if (!n.callFrame.url.endsWith(bundle.split("/").pop()!)) continue; // the bundle's own lines (not node's or V8's)
  for (const p of n.positionTicks ?? []) ms.set(p.line, (ms.get(p.line) ?? 0) + p.ticks * scale);
}
console.log(`${profiled.length} memories, CPU ${perPass.toFixed(1)} ms per pass (profiler on); ms of self time per pass, bundle line, its text`);
for (const [line, v] of [...ms].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60))) {
  console.log(`${v.toFixed(2).padStart(7)}  ${String(line).padStart(6)}  ${source[line - 1]!.trim().slice(0, 150)}`);
}
