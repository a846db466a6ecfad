/**
 * Round 7 (judgconf7): why labelled conflicts of the training halves are missed, by what blocks them —
 * no typed value read on one side, values of one kind on both sides but no shared slot word, or values
 * of no common kind. Training halves only (a–h, k–o); never i or j (held out) or p (blind: summary lines only).
 *   npx tsx bench/judgment/subject-misses.ts [--half m] [--show] [--fp]
 */
import { judgePair } from "../../src/judgment/compare";
import { typedValuesOf } from "../../src/judgment/slot-reader";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const TRAINING = ["a", "b", "c", "d", "e", "f", "g", "h", "k", "l", "m", "n", "o"];
const halves = opt("--half") ? [opt("--half")!] : TRAINING;
for (const h of halves) if (!TRAINING.includes(h)) throw new Error(`--half ${h}: training halves a–h, k–o only (i, j held out; p blind)`);
const pairs = (tuningPairs() as any[]).filter((p) => halves.includes(p.half));
const counts: Record<string, number> = {};
for (const p of pairs) {
  if (args.includes("--fp") ? p.expect === "conflict" : p.expect !== "conflict") continue;
  const [a, b] = [judged(p.a), judged(p.b)];
  const c = cos(embedText(p.a), embedText(p.b));
  const v = judgePair(a, b, c);
  if (args.includes("--fp") ? v.verdict !== "conflict" : v.verdict === "conflict") continue;
  const [va, vb] = [typedValuesOf(p.a.content), typedValuesOf(p.b.content)];
  const kinds = (xs: typeof va) => new Set(xs.map((x) => x.kind));
  const [ka, kb] = [kinds(va), kinds(vb)];
  const common = [...ka].filter((k) => kb.has(k));
  const cls = args.includes("--fp") ? "false flag" : !va.length || !vb.length ? "no value on one side" : common.length ? "same kind, slot not shared" : "no common kind";
  counts[`${p.half} ${cls}`] = (counts[`${p.half} ${cls}`] ?? 0) + 1;
  counts[cls] = (counts[cls] ?? 0) + 1;
  if (args.includes("--show")) {
    const show = (xs: typeof va) => xs.map((x) => `${x.kind}=${x.raw} {${[...x.slot].join(" ")}}`).join(" | ");
    console.log(`\n${p.id} [${p.kind}] cos=${c?.toFixed(2)} ${cls} — ${v.verdict}: ${"reason" in v ? v.reason : ""}\n  A(${p.a.type}): ${p.a.content}\n  B(${p.b.type}): ${p.b.content}\n  va: ${show(va)}\n  vb: ${show(vb)}`);
  }
}
for (const [k, n] of Object.entries(counts).sort()) console.log(`${k}: ${n}`);
