/**
 * Which of the privacy engine's regexes scan texts they never match: per regex (source and flags), its calls per pass
 * over the speed memories, how many memories it ran on and how many it matched in, the module line that first ran it, and
 * its time per pass. The candidates for a gate are the regexes that run on most memories and match in few: each such
 * scan is work a cheap test could skip (a word of the one cue-word scan, an ASCII test, a character the match needs).
 *   npx tsx bench/privacy-regex-census.ts [checkout root] > /tmp/census.tsv      (PASSES=5 WARMING=16 TOP=200)
 * It counts by replacing RegExp.prototype.exec (test, replace, split and matchAll go through it), which slows some regexes
 * for the rest of the process: its times rank scans roughly (each call timed, the timer included), they are no
 * measurement of the engine; compare engines with bench/privacy-speed-ab.ts. The last line sums the time of the scans
 * that ran on at least half the memories and matched in at most 5 % of those, per module.
 */
import { join, resolve } from "node:path";
import { speedMemories } from "./privacy-speed-corpus.ts";

const root = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, "..");
const { scrub } = (await import(join(root, "src/privacy/index.ts"))) as { scrub: (t: string) => unknown };
const memories = speedMemories();
for (let r = 0; r < Number(process.env.WARMING ?? 16); r++) for (const m of memories) scrub(m);

interface Census {
  where: string;
  calls: number;
  ranOn: Set<number>;
  matchedIn: Set<number>;
  ms: number;
}
const census = new Map<string, Census>();
const exec = RegExp.prototype.exec;
let current = -1;
let inside = false;
/** The first stack frame in the engine outside regex.ts: the line that runs the regex (or calls execAll on it). */
const caller = (): string =>
  (new Error().stack ?? "")
    .split("\n")
    .slice(3)
    .find((l) => l.includes("/privacy/") && !l.includes("regex.ts"))
    ?.replace(/.*\/privacy\//, "")
    .replace(/\)$/, "") ?? "?";
RegExp.prototype.exec = function (this: RegExp, s: string): RegExpExecArray | null {
  if (inside) return exec.call(this, s);
  const key = `/${this.source}/${this.flags}`;
  let c = census.get(key);
  if (!c) {
    inside = true; // the stack's own string handling runs regexes too
    census.set(key, (c = { where: caller(), calls: 0, ranOn: new Set(), matchedIn: new Set(), ms: 0 }));
    inside = false;
  }
  const t0 = performance.now();
  const m = exec.call(this, s);
  c.ms += performance.now() - t0;
  c.calls++;
  c.ranOn.add(current);
  if (m) c.matchedIn.add(current);
  return m;
};
const passes = Number(process.env.PASSES ?? 5);
for (let r = 0; r < passes; r++) {
  for (let i = 0; i < memories.length; i++) {
    current = i;
    scrub(memories[i]!);
  }
}
RegExp.prototype.exec = exec;

const rows = [...census].sort((a, b) => b[1].ms - a[1].ms);
console.log(`${memories.length} memories, ${rows.length} regexes, ${passes} passes after ${process.env.WARMING ?? 16} warming`);
console.log("ms per pass\tcalls per pass\tran on\tmatched in\tfirst run at\tregex");
for (const [key, c] of rows.slice(0, Number(process.env.TOP ?? 200))) {
  console.log(`${(c.ms / passes).toFixed(3)}\t${c.calls / passes}\t${c.ranOn.size}\t${c.matchedIn.size}\t${c.where}\t${key.slice(0, 160)}`);
}
const total = rows.reduce((a, [, c]) => a + c.ms, 0);
const idle = new Map<string, number>();
for (const [, c] of rows) {
  if (c.ranOn.size < memories.length / 2 || c.matchedIn.size > 0.05 * c.ranOn.size) continue;
  const module = c.where.split(":")[0]!;
  idle.set(module, (idle.get(module) ?? 0) + c.ms);
}
const idleTotal = [...idle.values()].reduce((a, b) => a + b, 0);
console.log(
  `scans on ≥ half the memories matching in ≤ 5 % of them: ${((100 * idleTotal) / total).toFixed(1)} % of the timed regex work (` +
    [...idle].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([m, ms]) => `${m} ${((100 * ms) / total).toFixed(1)} %`).join(", ") +
    ")",
);
