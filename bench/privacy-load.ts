/**
 * The privacy engine's cold costs, as a fresh Worker isolate or a CLI `scrub` pays them: CPU to import the engine
 * (its module top levels: rule tables, gate words), to load the person-name lexicon, and the first scrub with names,
 * then one warm scrub for scale. The engine is bundled with esbuild (as wrangler bundles the Worker), so the tsx
 * loader's transform and resolution are not counted; each run is a fresh `node` process, RUNS of them, medians printed.
 *   npx tsx bench/privacy-load.ts [checkout root]          (RUNS=7; compare two checkouts in alternating runs: OTHER=<root>)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { speedMemories } from "./privacy-speed-corpus.ts";

const roots = [resolve(process.argv[2] ?? join(import.meta.dirname, "..")), ...(process.env.OTHER ? [resolve(process.env.OTHER)] : [])];
const runs = Number(process.env.RUNS ?? 7);
const dir = mkdtempSync(join(tmpdir(), "privacy-load-"));
const memory = speedMemories().find((m) => m.length > 900) ?? speedMemories()[0]!;
writeFileSync(join(dir, "memory.json"), JSON.stringify(memory));

/** The child: every phase's CPU (user + system) in ms, as one JSON line. */
const child = (bundle: string) => `
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000; };
const text = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(join(dir, "memory.json"))}, "utf8"));
const t0 = cpu();
const core = await import(${JSON.stringify(bundle + "-core.mjs")});
const t1 = cpu();
await core.loadNameLexicon();
const t2 = cpu();
core.scrub(text);
const t3 = cpu();
core.scrub(text + " ");
const t4 = cpu();
console.log(JSON.stringify({ import: t1 - t0, lexicon: t2 - t1, firstScrub: t3 - t2, warmScrub: t4 - t3 }));
`;

const bundles: string[] = [];
for (const [i, root] of roots.entries()) {
  const out = join(dir, `engine${i}`);
  await build({
    entryPoints: [join(root, "src/privacy/core.ts")],
    bundle: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    outfile: `${out}-core.mjs`,
    splitting: false,
    logLevel: "error",
  });
  bundles.push(out);
}

type Phases = { import: number; lexicon: number; firstScrub: number; warmScrub: number };
const results: Phases[][] = roots.map(() => []);
for (let r = 0; r < runs; r++) {
  for (const [i, bundle] of bundles.entries()) {
    const script = join(dir, `child${i}.mjs`);
    writeFileSync(script, `import { createRequire } from "node:module"; const require = createRequire(import.meta.url);\n${child(bundle)}`);
    results[i]!.push(JSON.parse(execFileSync(process.execPath, [script], { encoding: "utf8" }).trim()) as Phases);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`load ${loadavg().map((l) => l.toFixed(1)).join(" ")}, ${runs} runs, CPU ms (median), a ${memory.length}-char memory`);
for (const [i, root] of roots.entries()) {
  const rs = results[i]!;
  const m = (k: keyof Phases) => median(rs.map((x) => x[k])).toFixed(0);
  const total = median(rs.map((x) => x.import + x.lexicon + x.firstScrub)).toFixed(0);
  console.log(`${root}: import ${m("import")}, name lexicon ${m("lexicon")}, first scrub ${m("firstScrub")}, cold total ${total}, warm scrub ${m("warmScrub")}`);
}
rmSync(dir, { recursive: true, force: true });
