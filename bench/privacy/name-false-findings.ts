// Person-name findings on no labelled span (look-alikes and unlabelled text) of the training halves, with the reader that
// raised each, grouped by reader: where the name readers accept something that is not a person (round 16).
//   npx tsx bench/privacy/name-false-findings.ts [--halves a,b,…] [--list]
// Never the blind half, the held-out halves or the half being written (TRAINING_HALVES below mirrors corpus.mjs's rules).
import { loadCorpus, BLIND_HALVES, HELD_OUT_HALVES } from "./corpus.mjs";
import { scrub } from "../../src/privacy/index.ts";

const arg = (k: string) => { const i = process.argv.indexOf(k); return i === -1 ? undefined : process.argv[i + 1]; };
const TRAINING = "abcdefghklmnopqrstuvwx".split("");
const halves = (arg("--halves")?.split(",") ?? TRAINING).filter((h) => TRAINING.includes(h) && !BLIND_HALVES.includes(h) && !HELD_OUT_HALVES.includes(h));
const list = process.argv.includes("--list");
const byDetector = new Map<string, string[]>();
for (const it of loadCorpus({ halves })) {
  for (const f of scrub(it.text).findings) {
    if (f.type !== "person_name" || it.spans.some((s: { start: number; end: number }) => f.start < s.end && s.start < f.end)) continue;
    const neg = it.negatives.find((n: { start: number; end: number }) => f.start < n.end && n.start < f.end);
    const row = `${it.id} ${neg ? `neg:${neg.kind}` : "unlabelled"} ${JSON.stringify(it.text.slice(f.start, f.end))} ${JSON.stringify(it.text.slice(Math.max(0, f.start - 40), f.end + 30))}`;
    const rows = byDetector.get(f.detector) ?? [];
    rows.push(row);
    byDetector.set(f.detector, rows);
  }
}
for (const [d, rows] of [...byDetector].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`${String(rows.length).padStart(4)}  ${d}  (look-alikes ${rows.filter((r) => r.includes(" neg:")).length})`);
  if (list) for (const r of rows) console.log(`        ${r}`);
}
