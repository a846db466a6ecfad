/**
 * What an average speed memory pays for in whole-text regex work, and how much of it a per-text trigger could skip:
 * every `exec`/`test` the engine makes over a whole memory in one pass (RegExp.prototype patched for that pass only), as
 *   - scans: a global pattern's exec loop from lastIndex 0, or one non-global, non-sticky exec/test (a gate);
 *   - sticky tries: one attempt at one position (the lead-character and candidate-tail paths of regex.ts and person-names.ts);
 * each scan with its outcome (found something or not) and whether name-gates.ts `necessaryWords` says it needs a word
 * absent from the lower-cased memory (the ceiling of any word-trigger scan: such a scan could be skipped). Then each scan
 * is replayed alone PASSES times for its CPU time (process.cpuUsage around each; ~1–2 µs of timer per call included).
 * Calls on slices, windows and other views are counted apart and not replayed.
 *   taskset -c 1 npx tsx bench/privacy-scan-census.ts [other checkout's root]      (PASSES=20 TOP=25)
 */
import { join, resolve } from "node:path";
import { speedMemories } from "./privacy-speed-corpus.ts";

const root = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, "..");
const { scrub } = (await import(join(root, "src/privacy/index.ts"))) as { scrub: (t: string) => unknown };
const { necessaryWords } = (await import(join(root, "src/privacy/name-gates.ts"))) as { necessaryWords: (re: RegExp) => string[] | undefined };
const memories = speedMemories();
for (let r = 0; r < 4; r++) for (const m of memories) scrub(m);

interface Scan {
  re: RegExp;
  text: string;
  kind: "global" | "gate";
  found: boolean;
}
const scans: Scan[] = [];
let stickyTries = 0;
let stickyHits = 0;
let sliceCalls = 0;
const sliceLog: Array<{ re: RegExp; text: string; from: number }> = []; // calls on slices and windows, replayed as made
const stickyLog: Array<{ re: RegExp; text: string; from: number }> = [];
let current = "";
const open = new Map<RegExp, Scan>(); // a global scan in progress on the current memory
const exec = RegExp.prototype.exec;
const test = RegExp.prototype.test;
function note(re: RegExp, text: string, hit: boolean, startIndex: number): void {
  if (text !== current) {
    sliceCalls++;
    sliceLog.push({ re, text, from: startIndex });
    return;
  }
  if (re.sticky) {
    stickyLog.push({ re, text, from: startIndex });
    stickyTries++;
    if (hit) stickyHits++;
  } else if (re.global) {
    let scan = open.get(re);
    if (startIndex === 0 || !scan) open.set(re, (scan = { re, text, kind: "global", found: false }));
    if (startIndex === 0) scans.push(scan);
    if (hit) scan.found = true;
  } else scans.push({ re, text, kind: "gate", found: hit });
}
let on = false;
RegExp.prototype.exec = function (this: RegExp, s: string) {
  const from = this.lastIndex;
  const r = exec.call(this, s);
  if (on) {
    on = false;
    note(this, String(s), r !== null, from);
    on = true;
  }
  return r;
};
RegExp.prototype.test = function (this: RegExp, s: string) {
  return this.exec(s) !== null;
};
for (const m of memories) {
  current = m;
  open.clear();
  on = true;
  scrub(m);
  on = false;
}
RegExp.prototype.exec = exec;
RegExp.prototype.test = test;

const n = memories.length;
const empty = scans.filter((s) => !s.found);
const lowered = new Map(memories.map((m) => [m, m.toLowerCase()] as const));
const wordsOf = new Map<RegExp, string[] | undefined>();
const skippable = (s: Scan): boolean => {
  if (!wordsOf.has(s.re)) wordsOf.set(s.re, necessaryWords(s.re));
  const words = wordsOf.get(s.re);
  return words !== undefined && !words.some((w) => lowered.get(s.text)!.includes(w));
};
const replay = (s: Scan): void => {
  s.re.lastIndex = 0;
  if (s.kind === "gate") exec.call(s.re, s.text);
  else while (exec.call(s.re, s.text)) if (s.re.lastIndex === 0) break;
};
const passes = Number(process.env.PASSES ?? 20);
for (const s of scans) replay(s);
const cost = new Float64Array(scans.length);
for (let p = 0; p < passes; p++) {
  for (let i = 0; i < scans.length; i++) {
    const t = process.cpuUsage();
    replay(scans[i]!);
    const c = process.cpuUsage(t);
    cost[i]! += (c.user + c.system) / 1000 / passes;
  }
}
const oneCall = (c: { re: RegExp; text: string; from: number }): void => {
  c.re.lastIndex = c.from;
  exec.call(c.re, c.text);
};
const callCost = (log: Array<{ re: RegExp; text: string; from: number }>): number => {
  for (const c of log) oneCall(c);
  const t = process.cpuUsage();
  for (let p = 0; p < passes; p++) for (const c of log) oneCall(c);
  const c = process.cpuUsage(t);
  return (c.user + c.system) / 1000 / passes;
};
const sliceMs = callCost(sliceLog);
const stickyMs = callCost(stickyLog);
const sum = (pick: (s: Scan) => boolean) => scans.reduce((a, s, i) => a + (pick(s) ? cost[i]! : 0), 0);
const c0 = process.cpuUsage();
for (const m of memories) scrub(m);
const c1 = process.cpuUsage(c0);
console.log(`${n} memories; one scrub pass ${((c1.user + c1.system) / 1000).toFixed(1)} ms CPU`);
console.log(`whole-text scans ${(scans.length / n).toFixed(1)} a memory (global ${(scans.filter((s) => s.kind === "global").length / n).toFixed(1)}, gates ${(scans.filter((s) => s.kind === "gate").length / n).toFixed(1)}), ${(empty.length / n).toFixed(1)} of them find nothing`);
console.log(`sticky tries ${(stickyTries / n).toFixed(0)} a memory (${(stickyHits / n).toFixed(0)} match); calls on slices and windows ${(sliceCalls / n).toFixed(0)} a memory`);
console.log(`replayed CPU a pass: sticky tries ${stickyMs.toFixed(1)} ms, calls on slices and windows ${sliceMs.toFixed(1)} ms (each replayed in one timed loop)`);
console.log(`replayed CPU a pass: scans that found something ${sum((s) => s.found).toFixed(1)} ms, scans that found nothing ${sum((s) => !s.found).toFixed(1)} ms`);
console.log(`  of those that found nothing: a necessary word absent (a word trigger could skip) ${sum((s) => !s.found && skippable(s)).toFixed(1)} ms; no necessary word read from the pattern ${sum((s) => !s.found && wordsOf.get(s.re) === undefined).toFixed(1)} ms; its words present ${sum((s) => !s.found && wordsOf.get(s.re) !== undefined && !skippable(s)).toFixed(1)} ms`);
const byPattern = new Map<string, number>();
scans.forEach((s, i) => {
  if (s.found) return;
  const k = `${s.kind} ${s.re.source.slice(0, 90)} /${s.re.flags}`;
  byPattern.set(k, (byPattern.get(k) ?? 0) + cost[i]!);
});
console.log("scans that found nothing, most CPU first (ms a pass):");
for (const [k, v] of [...byPattern].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log(`${v.toFixed(2)}  ${k}`);
