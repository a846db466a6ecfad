/**
 * Scores the engine on a labelled corpus: the corpus's loader (tuning half A only), e.g.
 *   tsx bench/privacy-tune.ts /work/pcorpus/bench/privacy/corpus.mjs --verbose
 * or a directory of files with [[type|value]] spans and {{neg:kind|value}} look-alikes.
 * Prints per-type recall/precision, leaks (a labelled span not fully covered by redactions), findings on
 * look-alikes; --verbose lists every miss, false finding and leak. Never point it at a held-out half.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { scrub } from "../src/privacy/index.ts";

const args = process.argv.slice(2);
const dir = args.find((a) => !a.startsWith("--"));
if (!dir) throw new Error("usage: privacy-tune.ts <dir> [--verbose] [--lines]");
// Held-out halves (i, j: HELD_OUT_HALVES in bench/privacy/corpus.mjs) are never scored here.
const heldOut = /(^|\/)([ij])(\/[^/]*)?\/?$/.exec(dir);
if (heldOut) throw new Error(`refusing to score the held-out half ${heldOut[2]}`);
const verbose = args.includes("--verbose");
const perLine = args.includes("--lines");

interface Span { type: string; start: number; end: number; neg: boolean }
function parse(raw: string): { text: string; spans: Span[] } {
  let text = "";
  const spans: Span[] = [];
  let cursor = 0;
  for (const m of raw.matchAll(/\[\[([a-z_]+)\|([\s\S]*?)\]\]|\{\{neg:([a-z_0-9]+)\|([\s\S]*?)\}\}/g)) {
    text += raw.slice(cursor, m.index);
    const value = m[2] ?? m[4]!;
    spans.push({ type: m[1] ?? m[3]!, start: text.length, end: text.length + value.length, neg: m[3] !== undefined });
    text += value;
    cursor = m.index + m[0].length;
  }
  text += raw.slice(cursor);
  return { text, spans };
}

const docs: Array<{ name: string; text: string; spans: Span[] }> = [];
if (dir.endsWith("corpus.mjs")) {
  // The corpus's own loader (one item per line, its escapes), tuning half only.
  const { loadCorpus } = (await import(dir)) as { loadCorpus: (o: { halves: string[] }) => Array<{ id: string; text: string; spans: Array<{ type: string; start: number; end: number }>; negatives: Array<{ kind: string; start: number; end: number }> }> };
  for (const item of loadCorpus({ halves: ["a"] })) {
    docs.push({ name: item.id, text: item.text, spans: [...item.spans.map((s) => ({ ...s, neg: false })), ...item.negatives.map((n) => ({ type: n.kind, start: n.start, end: n.end, neg: true }))] });
  }
} else {
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".txt")).sort()) {
    const raw = readFileSync(join(dir, f), "utf8");
    if (perLine) raw.split("\n").forEach((l, i) => l.trim() && docs.push({ name: `${f}:${i + 1}`, ...parse(l) }));
    else docs.push({ name: f, ...parse(raw) });
  }
}

const stats = new Map<string, { gold: number; found: number; predicted: number; correct: number }>();
const st = (t: string) => stats.get(t) ?? (stats.set(t, { gold: 0, found: 0, predicted: 0, correct: 0 }), stats.get(t)!);
let leaks = 0, negHits = 0, negs = 0, chars = 0;
const leakTypes = new Map<string, number>();
const started = performance.now();
for (const d of docs) {
  chars += d.text.length;
  const r = scrub(d.text);
  const ov = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end && b.start < a.end;
  const ctx = (s: { start: number; end: number }) => JSON.stringify(d.text.slice(Math.max(0, s.start - 40), s.end + 30));
  for (const g of d.spans) {
    if (g.neg) {
      negs++;
      const hit = r.findings.find((f) => ov(f, g));
      if (hit) { negHits++; if (verbose) console.log(`NEG   ${g.type} hit as ${hit.type}/${hit.detector} ${d.name}: ${JSON.stringify(d.text.slice(g.start, g.end))} in ${ctx(g)}`); }
      continue;
    }
    st(g.type).gold++;
    if (r.findings.some((f) => f.type === g.type && ov(f, g))) st(g.type).found++;
    else if (verbose) console.log(`MISS  ${g.type} ${d.name}: ${JSON.stringify(d.text.slice(g.start, g.end))} in ${ctx(g)}${r.findings.find((f) => ov(f, g)) ? ` (found as ${r.findings.find((f) => ov(f, g))!.type})` : ""}`);
    // covered: every character of the span inside some finding
    let covered = true;
    for (let i = g.start; i < g.end && covered; i++) if (!/\s/.test(d.text[i]!) && !r.findings.some((f) => f.start <= i && i < f.end)) covered = false;
    if (!covered) { leaks++; leakTypes.set(g.type, (leakTypes.get(g.type) ?? 0) + 1); if (verbose) console.log(`LEAK  ${g.type} ${d.name}: ${JSON.stringify(d.text.slice(g.start, g.end))}`); }
  }
  for (const f of r.findings) {
    st(f.type).predicted++;
    if (d.spans.some((g) => !g.neg && g.type === f.type && ov(f, g))) st(f.type).correct++;
    else if (verbose) console.log(`FALSE ${f.type}/${f.detector} ${d.name}: ${JSON.stringify(d.text.slice(f.start, f.end))} in ${ctx(f)}`);
  }
}
const ms = performance.now() - started;
let G = 0, F = 0, P = 0, C = 0;
console.log(`${docs.length} texts, ${chars} chars`);
console.log("type              gold  recall  precision");
for (const [t, s] of [...stats].sort()) {
  G += s.gold; F += s.found; P += s.predicted; C += s.correct;
  console.log(`${t.padEnd(16)} ${String(s.gold).padStart(5)}  ${s.gold ? (s.found / s.gold).toFixed(3) : "  n/a"}   ${s.predicted ? (s.correct / s.predicted).toFixed(3) : "  n/a"}`);
}
console.log(`overall recall ${(F / G).toFixed(3)} (${F}/${G}), precision ${(C / P).toFixed(3)} (${C}/${P})`);
console.log(`leaks ${leaks} ${JSON.stringify(Object.fromEntries(leakTypes))}, findings on look-alikes ${negHits} of ${negs}, ${(chars / 1e6 / (ms / 1000)).toFixed(2)} MB/s`);
