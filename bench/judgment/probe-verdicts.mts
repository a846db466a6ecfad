<<<<<<< HEAD
// Per-pair verdicts of probe files, without running any half (offline.ts --extra scores probes as half "probe"
// together with every half, or alone with --half probe). Each line: id, expected, verdict, reason; a summary per file.
//   npx tsx bench/judgment/probe-verdicts.mts bench/judgment/probes-ff16.jsonl [more.jsonl …] [--fails]
import { readFileSync } from "node:fs";
import { judgePair } from "../../src/judgment/compare";
import { candidatePairs } from "../../src/judgment/scan";
=======
/**
 * Each probe pair of a file with its write-time verdict, the duplicate blocker's reason and the merge guard's, to read
 * why a probe is merged or not: npx tsx bench/judgment/probe-verdicts.mts bench/judgment/probes-dup16.jsonl
 */
import { readFileSync } from "node:fs";
import { judgePair } from "../../src/judgment/compare";
import { semanticDuplicateBlocker } from "../../src/judgment/similarity";
import { valueClash } from "../../src/judgment/value-clash";
>>>>>>> judgdup16
// @ts-expect-error plain ESM helper
import { embedText } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

<<<<<<< HEAD
const args = process.argv.slice(2);
const failsOnly = args.includes("--fails");
for (const file of args.filter((a) => !a.startsWith("--"))) {
  const s = { conflict: [0, 0], falseFlag: [0, 0], dup: [0, 0], wrong: 0 };
  for (const line of readFileSync(file, "utf8").split("\n").filter(Boolean)) {
    const p = JSON.parse(line);
    const [a, b] = [judged(p.a), judged(p.b)];
    if (p.b.supersedes_a) b.supersedes = a.id;
    const c = cos(embedText(p.a), embedText(p.b));
    const v = judgePair(a, b, c);
    const merged = v.verdict === "duplicate" && a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "");
    const nightly = !merged && candidatePairs([a, b]).length ? judgePair(a, b) : null;
    const flagged = v.verdict === "conflict" || nightly?.verdict === "conflict";
    let ok = true;
    if (p.expect === "conflict") { s.conflict[1]++; if (v.verdict === "conflict") s.conflict[0]++; else ok = false; }
    if (p.expect === "none" || p.expect === "duplicate") { s.falseFlag[1]++; if (flagged) { s.falseFlag[0]++; ok = false; } }
    if (p.expect === "duplicate") { s.dup[1]++; if (merged) s.dup[0]++; else ok = false; }
    if (p.expect !== "duplicate" && merged) { s.wrong++; ok = false; }
    if (!failsOnly || !ok) console.log(`${ok ? "  " : "✗ "}${p.id}\t${p.expect}\t${v.verdict}\t${"reason" in v ? v.reason : ""}`);
  }
  console.log(`probes ${file}: conflicts ${s.conflict[0]}/${s.conflict[1]}  false flags ${s.falseFlag[0]}/${s.falseFlag[1]}  duplicates ${s.dup[0]}/${s.dup[1]}  wrong merges ${s.wrong}`);
=======
for (const line of readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean)) {
  const p = JSON.parse(line);
  const c = cos(embedText(p.a), embedText(p.b));
  const v = judgePair(judged(p.a), judged(p.b), c);
  const ok = p.expect === "duplicate" ? v.verdict === "duplicate" : p.expect === "conflict" ? v.verdict === "conflict" : v.verdict !== "duplicate";
  console.log(`${ok ? "ok  " : "MISS"} ${p.id} [${p.expect}] cos=${c?.toFixed(2)} → ${v.verdict}: ${v.reason.slice(0, 70)} | blocker: ${semanticDuplicateBlocker(p.a.content, p.b.content, c) ?? "none"} | guard: ${valueClash(p.a.content, p.b.content) ?? "none"}`);
>>>>>>> judgdup16
}
