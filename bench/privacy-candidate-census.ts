/**
 * How many candidates the person-name readers hand on per memory of the speed bench, and where they fall: inside a
 * finding of another type (an email, a key, a path: the engine drops them, since every other type outranks a name),
 * overlapping a name an earlier reader already read, or kept as a finding (same span and detector in detect()'s output).
 * It measures the ceiling of "readers told which spans earlier findings already hold" (issue 14, bench/privacy/README.md
 * round 25): a reader could skip only what lies inside another type's finding, everything else it must still read.
 * The learned model's own candidates (before its threshold) are counted through its fitting taps (name-model.ts).
 *   npx tsx bench/privacy-candidate-census.ts [checkout root]
 * Counts only; each reader is called once more outside detect() (the engine's own calls are not counted twice).
 */
import { join, resolve } from "node:path";
import { speedMemories } from "./privacy-speed-corpus.ts";

interface Span {
  start: number;
  end: number;
  detector?: string;
  type?: string;
}
type Reader = (text: string) => Span[];

const root = process.argv[2] ? resolve(process.argv[2]) : join(import.meta.dirname, "..");
const at = (file: string) => join(root, "src/privacy", file);
const { detect } = (await import(at("index.ts"))) as { detect: (t: string) => Span[] };
const { unescapeView } = (await import(at("regex.ts"))) as { unescapeView: (t: string) => string };
const model = (await import(at("name-model.ts"))) as {
  setNameModelForFitting: (m: undefined, tap?: (t: string, c: readonly Span[]) => void) => void;
  setSlotModelForFitting: (m: undefined, tap?: (t: string, c: readonly Span[]) => void) => void;
};
// detect()'s order of the rule readers (engine.ts), so "overlaps an earlier name" means what the engine's order gives.
const readers: Array<[string, Reader]> = [
  ["findPersonNames", ((await import(at("person-names.ts"))) as { findPersonNames: Reader }).findPersonNames],
  ["findUsernames", ((await import(at("usernames.ts"))) as { findUsernames: Reader }).findUsernames],
  ["findScoredNames", ((await import(at("name-score.ts"))) as { findScoredNames: Reader }).findScoredNames],
  ["findNameWords", ((await import(at("name-words.ts"))) as { findNameWords: Reader }).findNameWords],
  ["findPositionedNames", ((await import(at("name-positions.ts"))) as { findPositionedNames: Reader }).findPositionedNames],
];

interface Row {
  candidates: number;
  insideOtherType: number;
  overlapsEarlierName: number;
  kept: number;
  /** Memories where the reader handed on at least one candidate: a reader silent on most is a candidate for a trigger gate. */
  memoriesWithAny: number;
}
const rows = new Map<string, Row>();
const row = (name: string): Row => {
  let r = rows.get(name);
  if (!r) rows.set(name, (r = { candidates: 0, insideOtherType: 0, overlapsEarlierName: 0, kept: 0, memoriesWithAny: 0 }));
  return r;
};
const inside = (spans: Span[], s: Span) => spans.some((f) => f.start <= s.start && s.end <= f.end);
const overlaps = (spans: Span[], s: Span) => spans.some((f) => f.start < s.end && s.start < f.end);

let tapped: Array<[string, readonly Span[]]> = [];
model.setNameModelForFitting(undefined, (_t, c) => tapped.push(["model (before threshold)", c]));
model.setSlotModelForFitting(undefined, (_t, c) => tapped.push(["model slot family (before threshold)", c]));

const memories = speedMemories();
for (const text of memories) {
  tapped = [];
  const findings = detect(text);
  const view = unescapeView(text);
  const otherTypes = findings.filter((f) => f.type !== "person_name");
  const keptKeys = new Set(findings.map((f) => `${f.start}:${f.end}:${f.detector}`));
  const earlier: Span[] = [];
  for (const [name, read] of readers) {
    const found = read(view);
    const r = row(name);
    if (found.length) r.memoriesWithAny++;
    for (const s of found) {
      r.candidates++;
      if (inside(otherTypes, s)) r.insideOtherType++;
      else if (overlaps(earlier, s)) r.overlapsEarlierName++;
      if (keptKeys.has(`${s.start}:${s.end}:${s.detector}`)) r.kept++;
    }
    earlier.push(...found);
  }
  // The taps fire inside detect(), once per text the model reads (the memory's view).
  for (const [name, candidates] of tapped) {
    const r = row(name);
    if (candidates.length) r.memoriesWithAny++;
    for (const s of candidates) {
      r.candidates++;
      if (inside(otherTypes, s)) r.insideOtherType++;
    }
  }
}
model.setNameModelForFitting(undefined);
model.setSlotModelForFitting(undefined);

console.log(`${root}: ${memories.length} memories, ${memories.reduce((n, m) => n + m.length, 0)} characters`);
console.log("| reader | memories with any | candidates | per memory | inside another type's finding | overlaps an earlier reader's name | kept as found |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const [name, r] of rows) {
  const share = (n: number) => `${n} (${r.candidates ? ((100 * n) / r.candidates).toFixed(1) : "0.0"} %)`;
  const kept = name.startsWith("model") ? "—" : String(r.kept);
  const over = name.startsWith("model") ? "—" : share(r.overlapsEarlierName);
  console.log(`| ${name} | ${r.memoriesWithAny} | ${r.candidates} | ${(r.candidates / memories.length).toFixed(2)} | ${share(r.insideOtherType)} | ${over} | ${kept} |`);
}
