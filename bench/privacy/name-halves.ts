// Per training half, whole engine: name leaks, all leaks, precision, look-alikes hit, and person-name findings on no
// labelled span; with --dump FILE, every name leak and false name finding (id, offsets, value) as JSON, to diff two runs.
//   npx tsx bench/privacy/name-halves.ts [--halves a,b] [--dump /tmp/names.json]
// Training halves only: blind (corpus.mjs BLIND_HALVES, the transfer half included) and held-out halves are refused.
import { writeFileSync } from "node:fs";
import { BLIND_HALVES, HELD_OUT_HALVES, loadCorpus } from "./corpus.mjs";
import { covered, overlaps } from "./spans.mjs";
import { scrub } from "../../src/privacy/index.ts";

const arg = (k: string) => { const i = process.argv.indexOf(k); return i === -1 ? undefined : process.argv[i + 1]; };
const TRAINING = [..."abcdefghklmnopqrstuvwxyz", "aa", "ab", "ac", "ad", "ae"].filter((h) => !BLIND_HALVES.includes(h) && !HELD_OUT_HALVES.includes(h));
const halves = arg("--halves")?.split(",") ?? TRAINING;
if (halves.some((h) => !TRAINING.includes(h))) throw new Error(`training halves only: ${TRAINING.join(",")}`);
type S = { start: number; end: number; type: string; value: string };
const dump: Array<{ id: string; kind: "leak" | "false"; start: number; end: number; value: string; detector?: string }> = [];
const sum = { names: 0, nameLeaks: 0, leaks: 0, findings: 0, onSpans: 0, negHit: 0, falseNames: 0 };
console.log("| half | names | name leaks | leaks | precision | look-alikes hit | false name findings |\n| --- | ---: | ---: | ---: | --- | ---: | ---: |");
for (const h of halves) {
  const t = { names: 0, nameLeaks: 0, leaks: 0, findings: 0, onSpans: 0, negHit: 0, falseNames: 0 };
  for (const it of loadCorpus({ halves: [h] }) as Array<{ id: string; text: string; spans: S[]; negatives: S[] }>) {
    const fs = scrub(it.text).findings;
    for (const s of it.spans) {
      const ok = covered(fs, s.start, s.end);
      if (s.type === "person_name") t.names++;
      if (!ok) {
        t.leaks++;
        if (s.type === "person_name") {
          t.nameLeaks++;
          dump.push({ id: it.id, kind: "leak", start: s.start, end: s.end, value: s.value });
        }
      }
    }
    for (const n of it.negatives) if (fs.some((f) => overlaps(f, n))) t.negHit++;
    for (const f of fs) {
      t.findings++;
      if (it.spans.some((s) => overlaps(f, s))) t.onSpans++;
      else if (f.type === "person_name") {
        t.falseNames++;
        dump.push({ id: it.id, kind: "false", start: f.start, end: f.end, value: it.text.slice(f.start, f.end), detector: f.detector });
      }
    }
  }
  console.log(`| ${h} | ${t.names} | ${t.nameLeaks} | ${t.leaks} | ${(t.onSpans / t.findings).toFixed(3)} (${t.onSpans}/${t.findings}) | ${t.negHit} | ${t.falseNames} |`);
  for (const k of Object.keys(sum) as Array<keyof typeof sum>) sum[k] += t[k];
}
console.log(`| all | ${sum.names} | ${sum.nameLeaks} | ${sum.leaks} | ${(sum.onSpans / sum.findings).toFixed(4)} (${sum.onSpans}/${sum.findings}) | ${sum.negHit} | ${sum.falseNames} |`);
const out = arg("--dump");
if (out) writeFileSync(out, JSON.stringify(dump, null, 0));
