// Every finding on a look-alike negative ({{neg:kind|…}}) across training halves, with the detector that made it:
//   tsx bench/privacy/lookalike-findings.mjs [--halves v,u,…]   (default: every training half; never I, J or a blind half)
// One line per finding: half, file:line, negative kind, type, detector, context. Groups by detector and kind at the end.
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { BLIND_HALVES, HALVES, HELD_OUT_HALVES, loadCorpus } from "./corpus.mjs";
import { overlaps } from "./spans.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const args = process.argv.slice(2);
const training = HALVES.filter((h) => !HELD_OUT_HALVES.includes(h) && !BLIND_HALVES.includes(h));
const asked = args.includes("--halves") ? args[args.indexOf("--halves") + 1].split(",") : training;
const halves = asked.filter((h) => training.includes(h));
const engine = await import(pathToFileURL(join(ROOT, "src/privacy/index.ts")).href);
const items = loadCorpus({ halves });
const byDetector = new Map();
const byKind = new Map();
let n = 0;
for (const it of items) {
  const { findings } = engine.scrub(it.text);
  for (const f of findings) {
    const neg = it.negatives.find((x) => overlaps(f, x));
    if (!neg || it.spans.some((s) => overlaps(f, s))) continue;
    n++;
    const pad = 40;
    const ctx = JSON.stringify(it.text.slice(Math.max(0, f.start - pad), f.start) + "⟦" + it.text.slice(f.start, f.end).slice(0, 80) + "⟧" + it.text.slice(f.end, f.end + pad));
    console.log(`${it.id}\t${neg.kind}\t${f.type}\t${f.detector}\t${ctx}`);
    byDetector.set(f.detector, (byDetector.get(f.detector) ?? 0) + 1);
    byKind.set(neg.kind, (byKind.get(neg.kind) ?? 0) + 1);
  }
}
const sorted = (m) => [...m].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(", ");
console.log(`\n${n} look-alike findings in ${halves.join(",")}\nby detector: ${sorted(byDetector)}\nby kind: ${sorted(byKind)}`);
