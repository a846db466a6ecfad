/**
 * Where the privacy engine's time goes, per stage, in the steady state: a CPU profile (node:inspector, sampled every
 * 100 µs) of PASSES passes over the speed bench's memories after WARMING passes, each sample charged to the function
 * detect() called (its stage) and scaled to the process's CPU time per pass. Pin it to one core and compare engines in
 * alternating processes (bench/privacy-speed-ab.ts for the whole engine):
 *   taskset -c 0 npx tsx bench/privacy-stages.ts [other checkout's root]   (PASSES=12 WARMING=16)
 * UNDER="lookAlike (look-alikes.ts)" charges each sample to the function that one called instead (one stage opened up:
 * "(anonymous) (engine.ts)" is detect()'s eligibility closure and the cue-word scan's lazy first call); "self" is its own time.
 */
import { join, resolve } from "node:path";
import { speedMemories } from "./privacy-speed-corpus.ts";
import { profileSteadyState, type ProfileNode } from "./privacy-profile.ts";

const root = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, "..");
const { scrub } = (await import(join(root, "src/privacy/index.ts"))) as { scrub: (t: string) => unknown };
const memories = speedMemories();
const passes = Number(process.env.PASSES ?? 12);
const { profile, perPassMs: perPass } = await profileSteadyState(scrub, memories, memories, passes);

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const k of n.children ?? []) parent.set(k, n.id);
const name = (n: ProfileNode): string => `${n.callFrame.functionName || "(anonymous)"} (${n.callFrame.url.split("/").pop()})`;
/** The function whose callees are the stages: detect() by default (engine.ts). */
const under = process.env.UNDER ?? "detect (engine.ts)";
const outside = under === "detect (engine.ts)" ? "outside detect() (redact, the bench loop, idle)" : `outside ${under}`;
const stageOf = new Map<number, string>();
const stage = (id: number): string => {
  const known = stageOf.get(id);
  if (known) return known;
  const chain: ProfileNode[] = [];
  for (let n = nodes.get(id); n; n = nodes.get(parent.get(n.id) ?? -1)) chain.push(n);
  let found = outside;
  for (let i = chain.length - 1; i >= 0; i--) {
    if (name(chain[i]!) === under) {
      found = i > 0 ? name(chain[i - 1]!) : under === "detect (engine.ts)" ? "detect() itself" : "self";
      break;
    }
  }
  stageOf.set(id, found);
  return found;
};
const ms = new Map<string, number>();
const scale = perPass / profile.samples.length;
for (const id of profile.samples) ms.set(stage(id), (ms.get(stage(id)) ?? 0) + scale);
console.log(`${root}: ${memories.length} memories, CPU ${perPass.toFixed(1)} ms per pass (profiler on), ${passes} passes after ${process.env.WARMING ?? 16} warming`);
console.log("| stage (ms CPU per pass) | ms | share |\n| --- | ---: | ---: |");
for (const [k, v] of [...ms].sort((x, y) => y[1] - x[1])) if (v >= 0.3 && (k !== outside || !process.env.UNDER)) console.log(`| ${k} | ${v.toFixed(1)} | ${((100 * v) / perPass).toFixed(1)} % |`);
