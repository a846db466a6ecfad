/**
 * Privacy engine speed: throughput (MB/s on one core) and latency per ~1 KB memory (p50/p95/p99).
 *   npm run bench:privacy-speed
 * The text is mixed: the companion's labelled sets (secrets, ids, names in developer text) interleaved
 * with plain developer prose and code without findings, cut into ~1 KB memories at line boundaries.
 * Targets (issue 14): >= 1 MB/s, p95 < 2 ms per 1 KB memory, judged in the steady state (see the phases below).
 *   WARMING=12 ROUNDS=5 npm run bench:privacy-speed   (the defaults)
 */
import { cpus, loadavg } from "node:os";
import { scrub } from "../src/privacy/index.ts";
import { speedMemories } from "./privacy-speed-corpus.ts";

const memories = speedMemories();

// Three phases, printed apart, because they differ by up to 3x on one engine:
// - cold: the first pass over every memory (V8 compiles each regex the first time a text reaches it, for one-byte and
//   two-byte text apart; lexicon caches fill). One-time per isolate or process.
// - warming: the next WARMING passes, while V8 tiers regexes up to native code and optimizes the engine's functions
//   (those compilers run on other threads: they count in CPU time, and on one core in wall time too). Measured per pass
//   of every memory, a process's CPU per pass falls for ~10 passes (~1,000 memories) before it levels off.
// - steady: ROUNDS passes after that, the cost of every memory a long-lived isolate or companion scrubs. The targets are
//   judged here, on the wall clock (mean of every round, GC pauses included) and the p95 of each memory's median.
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const totalChars = memories.reduce((a, m) => a + m.length, 0);
const avgLen = totalChars / memories.length;
const mbs = (chars: number, ms: number) => (chars / 1e6 / (ms / 1000)).toFixed(2);
const cold0 = performance.now();
const coldCpu0 = cpuMs();
for (const m of memories) scrub(m);
const coldMs = performance.now() - cold0;
const coldCpu = cpuMs() - coldCpu0;
const warming = Number(process.env.WARMING ?? 12);
const warmingCpu: number[] = [];
const warmingWall: number[] = [];
for (let r = 0; r < warming; r++) {
  const w0 = performance.now();
  const c0 = cpuMs();
  for (const m of memories) scrub(m);
  warmingCpu.push(cpuMs() - c0);
  warmingWall.push(performance.now() - w0);
}
const rounds = Number(process.env.ROUNDS ?? 5);
// Per memory: the median of its rounds (a shared machine preempts single runs; the median is the engine's own cost).
const perMemory: number[][] = memories.map(() => []);
let bytes = 0;
const cpu0 = process.cpuUsage();
const started = performance.now();
for (let r = 0; r < rounds; r++) {
  memories.forEach((m, i) => {
    const t0 = performance.now();
    scrub(m);
    perMemory[i]!.push(performance.now() - t0);
    bytes += m.length;
  });
}
const elapsed = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpu0);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const times = perMemory.map(median).sort((a, b) => a - b);
const all = perMemory.flat().sort((a, b) => a - b);
const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
const load = loadavg()[0]!;
console.log(`${memories.length} memories (avg ${avgLen.toFixed(0)} chars); machine load ${load.toFixed(2)} on ${cpus().length} cores${load > cpus().length / 2 ? " (busy: wall figures include other processes' time; compare versions back to back)" : ""}`);
console.log(`cold first pass: ${coldMs.toFixed(0)} ms wall, ${coldCpu.toFixed(0)} ms CPU, ${mbs(totalChars, coldMs)} MB/s (one-time: regex compilation, JIT, lexicon caches)`);
console.log(`warming, ${warming} passes (regexes tiered up to native code, functions optimized): CPU ms per pass ${warmingCpu.map((x) => x.toFixed(0)).join(" ")}; ${mbs(totalChars * warming, warmingWall.reduce((a, b) => a + b, 0))} MB/s wall over them`);
console.log(`steady, ${rounds} rounds after those:`);
console.log(`throughput ${(bytes / 1e6 / cpuSeconds).toFixed(2)} MB/s per CPU second (one core), ${(bytes / 1e6 / elapsed).toFixed(2)} MB/s wall`);
console.log(`per memory (median of rounds): p50 ${q(times, 0.5).toFixed(3)} ms, p95 ${q(times, 0.95).toFixed(3)} ms, max ${q(times, 1).toFixed(3)} ms`);
console.log(`every single run: p50 ${q(all, 0.5).toFixed(3)} ms, p95 ${q(all, 0.95).toFixed(3)} ms, p99 ${q(all, 0.99).toFixed(3)} ms (includes GC and preemption)`);
// On a shared machine a run can be preempted; the best of the rounds is the engine's own cost.
const best = perMemory.map((xs) => Math.min(...xs));
const bestSorted = [...best].sort((a, b) => a - b);
const bestTotal = best.reduce((a, b) => a + b, 0) / 1000;
console.log(`best of rounds: ${(totalChars / 1e6 / bestTotal).toFixed(2)} MB/s, per memory p50 ${q(bestSorted, 0.5).toFixed(3)} ms, p95 ${q(bestSorted, 0.95).toFixed(3)} ms`);
// The targets are judged on the mean over every steady round on the wall clock (what one core delivers,
// GC pauses included), not on the best round, which flatters: best of rounds is printed above only
// to show the engine's floor. The CPU-second figure also counts V8's background GC and compiler
// threads, which run on other cores. Wall time counts whatever else the machine runs: measure on an
// idle machine (uptime's load average below 1 per core) or compare two versions back to back.
const wallMBs = bytes / 1e6 / elapsed;
const ok = wallMBs >= 1 && q(times, 0.95) < 2;
console.log(`${ok ? "PASS" : "FAIL"} (targets, steady: >= 1 MB/s on one core, mean of every round: ${wallMBs.toFixed(2)}; p95 < 2 ms per ~1 KB memory, median of rounds: ${q(times, 0.95).toFixed(3)})`);
