// Scores one corpus file on its own (a fresh tuning file's first run, before any change made for it):
//   tsx bench/privacy/score-file.mjs bench/privacy/c/mixed-24.txt
// Prints spans fully covered (all types and person names), findings on no span and look-alikes hit, with each failure.
import { readFileSync } from "node:fs";
import { resolve, relative, sep } from "node:path";
import { HELD_OUT_HALVES, parseLine } from "./corpus.mjs";
import { scrub } from "../../src/privacy/index.ts";

const file = process.argv[2];
// A held-out half is scored only by bench/privacy.mjs as a whole; printing its failures line by line would
// make it training data.
const half = relative(new URL(".", import.meta.url).pathname, resolve(file)).split(sep)[0];
if (HELD_OUT_HALVES.includes(half)) {
  console.error(`score-file: ${file} is in the held-out half ${half}; score it with bench/privacy.mjs --half ${half} (counts only)`);
  process.exit(2);
}
const lines = readFileSync(file, "utf8").split("\n");
let spans = 0, covered = 0, names = 0, namesCovered = 0, negatives = 0, negativesHit = 0, falseFindings = 0;
lines.forEach((raw, n) => {
  if (!raw.trim()) return;
  const it = parseLine(raw, `${file}:${n + 1}`);
  const fs = scrub(it.text).findings;
  for (const s of it.spans) {
    spans++;
    let ok = true;
    for (let i = s.start; i < s.end; i++) if (!/\s/.test(it.text[i]) && !fs.some((f) => f.start <= i && i < f.end)) ok = false;
    if (ok) covered++;
    if (s.type === "person_name") { names++; if (ok) namesCovered++; }
    if (!ok) console.log(`MISS ${n + 1} ${s.type} ${JSON.stringify(s.value)}`);
  }
  for (const neg of it.negatives) {
    negatives++;
    if (fs.some((f) => f.start < neg.end && neg.start < f.end)) { negativesHit++; console.log(`NEG  ${n + 1} ${neg.kind} ${JSON.stringify(neg.value)}`); }
  }
  for (const f of fs) if (!it.spans.some((s) => f.start < s.end && s.start < f.end)) { falseFindings++; console.log(`FALSE ${n + 1} ${f.type} ${JSON.stringify(it.text.slice(f.start, f.end))} ${f.detector}`); }
});
console.log(`${file}: spans ${covered}/${spans} fully covered, person names ${namesCovered}/${names}, look-alikes hit ${negativesHit}/${negatives}, findings on no span ${falseFindings}`);
