// Non-name misses and look-alike findings of the training halves in one process, for reading a form family at a time:
//   tsx bench/privacy/form-misses.mjs [--types street_address,password] [--halves u,v]
// Never the held-out halves (I, J) nor a blind one (BLIND_HALVES): those are scored only by bench/privacy.mjs, counts only.
import { loadCorpus, HALVES, HELD_OUT_HALVES, BLIND_HALVES } from "./corpus.mjs";
import { scrub } from "../../src/privacy/index.ts";

const arg = (k) => (process.argv.includes(k) ? process.argv[process.argv.indexOf(k) + 1] : null);
const closed = new Set([...HELD_OUT_HALVES, ...BLIND_HALVES]);
const halves = (arg("--halves")?.split(",") ?? HALVES).filter((h) => !closed.has(h));
const types = arg("--types")?.split(",") ?? null;
const counts = {};
for (const it of loadCorpus({ halves })) {
  const fs = scrub(it.text).findings;
  for (const s of it.spans) {
    if (s.type === "person_name" || (types && !types.includes(s.type))) continue;
    let ok = true;
    for (let i = s.start; i < s.end; i++) if (!/\s/.test(it.text[i]) && !fs.some((f) => f.start <= i && i < f.end)) ok = false;
    if (ok) continue;
    counts[`${it.half} ${s.type}`] = (counts[`${it.half} ${s.type}`] ?? 0) + 1;
    const ctx = it.text.slice(Math.max(0, s.start - 50), s.start) + "⟦" + it.text.slice(s.start, s.end) + "⟧" + it.text.slice(s.end, s.end + 30);
    console.log(`MISS ${it.id} ${s.type} ${JSON.stringify(ctx)}`);
  }
  for (const n of it.negatives ?? []) {
    const f = fs.find((f) => f.start < n.end && n.start < f.end);
    if (f && (!types || types.includes(f.type))) console.log(`LOOK ${it.id} ${f.type} on ${n.kind} ${JSON.stringify(it.text.slice(Math.max(0, n.start - 40), n.end + 20))}`);
  }
  for (const f of fs) {
    if (f.type === "person_name" || (types && !types.includes(f.type)) || it.spans.some((s) => f.start < s.end && s.start < f.end)) continue;
    console.log(`FALSE ${it.id} ${f.type} ${f.detector} ${JSON.stringify(it.text.slice(Math.max(0, f.start - 40), f.start) + "⟦" + it.text.slice(f.start, f.end) + "⟧")}`);
  }
}
console.log(JSON.stringify(counts));
