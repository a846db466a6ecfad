// Timing of judgePair as a live isolate meets it: code already warm (halves a–d judged first, untimed), texts never
// read before (halves e–h, timed). offline-timing.mts's cold pass also pays the judge's JIT compilation, which a
// Worker serving writes has paid already. CPU ms (this process) beside wall ms: the machine is shared.
import { judgePair } from "../../src/judgment/compare";
// @ts-expect-error plain ESM
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
const all = tuningPairs() as any[];
const inputs = (halves: string) => all.filter((p) => halves.includes(p.half)).map((p) => [judged(p.a), judged(p.b), cos(embedText(p.a), embedText(p.b))] as const);
const [warmup, timed] = [inputs("abcd"), inputs("efgh")];
for (const [a, b, c] of warmup) judgePair(a, b, c);
const t0 = performance.now();
const c0 = process.cpuUsage();
for (const [a, b, c] of timed) judgePair(a, b, c);
const c1 = process.cpuUsage(c0);
const per = (ms: number) => (ms / timed.length).toFixed(3);
console.log(`cold texts, warm code: ${per(performance.now() - t0)} ms/pair wall, ${per((c1.user + c1.system) / 1000)} ms/pair CPU over ${timed.length} pairs`);
