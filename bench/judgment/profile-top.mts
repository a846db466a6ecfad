// Self time per function and per source line of a CPU profile (scale-pairs-timing.mts `--profile`), in % of the
// profile's samples: `npx tsx bench/judgment/profile-top.mts OUT.cpuprofile [BUNDLE.mjs] [TOP]`. Lines mean
// something only for a profile of an esbuild bundle (tsx hands V8 one line per module), so bundle the timing tool:
//   npx esbuild bench/judgment/scale-pairs-timing.mts --bundle --platform=node --format=esm --outfile=/tmp/spt.mjs
//   node /tmp/spt.mjs D1.sqlite VECTORS.json --profile /tmp/pairs.cpuprofile
//   npx tsx bench/judgment/profile-top.mts /tmp/pairs.cpuprofile /tmp/spt.mjs
import { readFileSync } from "node:fs";

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  positionTicks?: { line: number; ticks: number }[];
}
const [file, bundle, topArg = "30"] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: Node[]; samples: number[] };
const total = profile.samples.length;
const hits = new Map<number, number>();
for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
const byFunction = new Map<string, number>();
const byLine = new Map<number, number>();
for (const n of profile.nodes) {
  const h = hits.get(n.id) ?? 0;
  const name = `${n.callFrame.functionName || "(anonymous)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + h);
  for (const t of n.positionTicks ?? []) byLine.set(t.line, (byLine.get(t.line) ?? 0) + t.ticks);
}
const top = Number(topArg);
const pct = (x: number) => `${((100 * x) / total).toFixed(1).padStart(5)} %`;
console.log(`${total} samples; self time by function:`);
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)}  ${k}`);
if (bundle) {
  const source = readFileSync(bundle, "utf8").split("\n");
  console.log("self time by line of the bundle:");
  for (const [line, v] of [...byLine].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v)}  ${line}: ${source[line - 1]?.trim().slice(0, 150)}`);
}
