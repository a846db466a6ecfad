import { loadCorpus, HALVES, HELD_OUT_HALVES, BLIND_HALVES } from "/work/privstreets26/bench/privacy/corpus.mjs";
import { scrub } from "/work/privstreets26/src/privacy/index.ts";
const closed = new Set([...HELD_OUT_HALVES, ...BLIND_HALVES]);
const halves = HALVES.filter((h) => !closed.has(h));
let total = 0, miss = 0;
const per = {};
for (const it of loadCorpus({ halves })) {
  const spans = it.spans.filter((s) => s.type === "street_address");
  if (!spans.length) continue;
  const fs = scrub(it.text).findings;
  for (const s of spans) {
    total++; per[it.half] ??= [0, 0]; per[it.half][0]++;
    let ok = true;
    for (let i = s.start; i < s.end; i++) if (!/\s/.test(it.text[i]) && !fs.some((f) => f.start <= i && i < f.end)) ok = false;
    if (ok) continue;
    miss++; per[it.half][1]++;
    const ov = fs.filter((f) => f.start < s.end + 5 && s.start - 5 < f.end).map((f) => `${f.type}:${f.detector}[${JSON.stringify(it.text.slice(f.start, f.end))}]`);
    if (process.argv.includes("--list")) console.log(`${it.id} ⟦${it.text.slice(s.start, s.end)}⟧ :: ${ov.join(" ")}`);
  }
}
console.log(`street spans ${total} missed ${miss} recall ${((total - miss) / total).toFixed(4)}`);
console.log(JSON.stringify(per));
