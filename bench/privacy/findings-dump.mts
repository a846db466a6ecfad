// Every training half's findings as JSON lines, to compare two engines finding by finding (issue 14, round 25, privprec29):
//   npx tsx bench/privacy/findings-dump.mts --out before.jsonl        (this tree's engine; never I, J or a blind half)
//   npx tsx bench/privacy/findings-dump.mts --diff before.jsonl after.jsonl
// --diff prints each finding one run has and the other lacks (TRUE: on a labelled span, false: on none), then per half the
// spans fully covered, precision (findings on a labelled span) and findings on look-alikes, before → after, and the sums.
import { readFileSync, writeFileSync } from "node:fs";
import { BLIND_HALVES, HALVES, HELD_OUT_HALVES, loadCorpus } from "./corpus.mjs";

type Span = { start: number; end: number };
type Finding = Span & { type: string; detector?: string };
type Item = { id: string; half: string; text: string; spans: Span[]; negatives: Span[]; findings: Finding[] };

const args = process.argv.slice(2);
const overlaps = (a: Span, b: Span): boolean => a.start < b.end && b.start < a.end;

if (args[0] === "--out") {
  const { scrub } = await import("../../src/privacy/index.ts");
  const closed = new Set([...HELD_OUT_HALVES, ...BLIND_HALVES]);
  const lines: string[] = [];
  for (const it of loadCorpus({ halves: HALVES.filter((h: string) => !closed.has(h)) })) {
    const findings = scrub(it.text).findings.map((f: Finding) => ({ type: f.type, start: f.start, end: f.end, detector: f.detector }));
    lines.push(JSON.stringify({ id: it.id, half: it.half, text: it.text, spans: it.spans, negatives: it.negatives, findings }));
  }
  writeFileSync(args[1]!, lines.join("\n"));
} else if (args[0] === "--diff") {
  const load = (path: string): Item[] => readFileSync(path, "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l) as Item);
  const [before, after] = [load(args[1]!), load(args[2]!)];
  const key = (f: Finding): string => `${f.type}:${f.start}:${f.end}`;
  const shown = (it: Item, f: Finding): string => `${it.id} ${f.type} ${JSON.stringify(it.text.slice(f.start, f.end).slice(0, 60))} ${it.spans.some((s) => overlaps(s, f)) ? "TRUE" : "false"}`;
  const zero = () => ({ spans: 0, covered: [0, 0], onSpan: [0, 0], all: [0, 0], lookAlike: [0, 0] });
  const halves = new Map<string, ReturnType<typeof zero>>();
  const total = zero();
  before.forEach((a, i) => {
    const b = after[i]!;
    if (a.id !== b.id) throw new Error(`${a.id} against ${b.id}: dumps of different corpora`);
    const kb = new Set(b.findings.map(key));
    const ka = new Set(a.findings.map(key));
    for (const f of a.findings) if (!kb.has(key(f))) console.log(`- ${shown(a, f)}`);
    for (const f of b.findings) if (!ka.has(key(f))) console.log(`+ ${shown(b, f)}`);
    const h = halves.get(a.half) ?? halves.set(a.half, zero()).get(a.half)!;
    for (const acc of [h, total]) {
      acc.spans += a.spans.length;
      [a, b].forEach((it, k) => {
        acc.covered[k]! += it.spans.filter((s) => fullyCovered(it, s)).length;
        acc.all[k]! += it.findings.length;
        acc.onSpan[k]! += it.findings.filter((f) => it.spans.some((s) => overlaps(s, f))).length;
        acc.lookAlike[k]! += it.findings.filter((f) => !it.spans.some((s) => overlaps(s, f)) && it.negatives.some((n) => overlaps(n, f))).length;
      });
    }
  });
  const line = (name: string, s: ReturnType<typeof zero>): string =>
    `${name}: recall ${s.covered[0]} → ${s.covered[1]} of ${s.spans}; precision ${s.onSpan[0]}/${s.all[0]} ${(s.onSpan[0]! / s.all[0]!).toFixed(4)} → ${s.onSpan[1]}/${s.all[1]} ${(s.onSpan[1]! / s.all[1]!).toFixed(4)}; look-alike findings ${s.lookAlike[0]} → ${s.lookAlike[1]}`;
  for (const [half, s] of halves) if (s.covered[0] !== s.covered[1] || s.all[0] !== s.all[1] || s.onSpan[0] !== s.onSpan[1]) console.log(line(half, s));
  console.log(line("all training halves", total));
} else {
  console.error("usage: findings-dump.mts --out FILE | --diff BEFORE AFTER");
  process.exit(2);
}

/** Every non-space character of the span under some finding (bench/privacy.mjs's "fully covered"). */
function fullyCovered(it: Item, s: Span): boolean {
  for (let i = s.start; i < s.end; i++) if (!/\s/.test(it.text[i]!) && !it.findings.some((f) => f.start <= i && i < f.end)) return false;
  return true;
}
