// Per-pair verdicts of probe files, without running any half (offline.ts --extra scores probes as half "probe"
// together with every half, or alone with --half probe). Each line: id, expected, verdict, reason; a summary per file.
// --why adds the cosine, the duplicate blocker's reason and the merge guard's, to read why a probe is merged or not.
//   npx tsx bench/judgment/probe-verdicts.mts bench/judgment/probes-ff16.jsonl [more.jsonl …] [--fails] [--why]
// (Two versions of this tool, from judgff16 and judgdup16, were merged in session 20 with their conflict markers
// left in; session 21 joined them.)
import { readFileSync } from "node:fs";
import { judgePair } from "../../src/judgment/compare";
import { candidatePairs } from "../../src/judgment/scan";
import { semanticDuplicateBlocker } from "../../src/judgment/similarity";
import { valueClash } from "../../src/judgment/value-clash";
// @ts-expect-error plain ESM helper
import { embedText } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

const args = process.argv.slice(2);
const failsOnly = args.includes("--fails");
const why = args.includes("--why");
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
    const detail = why
      ? `\tcos=${c?.toFixed(2)} | blocker: ${semanticDuplicateBlocker(p.a.content, p.b.content, c) ?? "none"} | guard: ${valueClash(p.a.content, p.b.content) ?? "none"}`
      : "";
    if (!failsOnly || !ok) console.log(`${ok ? "  " : "✗ "}${p.id}\t${p.expect}\t${v.verdict}\t${"reason" in v ? v.reason : ""}${detail}`);
  }
  console.log(`probes ${file}: conflicts ${s.conflict[0]}/${s.conflict[1]}  false flags ${s.falseFlag[0]}/${s.falseFlag[1]}  duplicates ${s.dup[0]}/${s.dup[1]}  wrong merges ${s.wrong}`);
}
