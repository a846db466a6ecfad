/**
 * Each probe pair of a file with its write-time verdict, the duplicate blocker's reason and the merge guard's, to read
 * why a probe is merged or not: npx tsx bench/judgment/probe-verdicts.mts bench/judgment/probes-dup16.jsonl
 */
import { readFileSync } from "node:fs";
import { judgePair } from "../../src/judgment/compare";
import { semanticDuplicateBlocker } from "../../src/judgment/similarity";
import { valueClash } from "../../src/judgment/value-clash";
// @ts-expect-error plain ESM helper
import { embedText } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

for (const line of readFileSync(process.argv[2], "utf8").split("\n").filter(Boolean)) {
  const p = JSON.parse(line);
  const c = cos(embedText(p.a), embedText(p.b));
  const v = judgePair(judged(p.a), judged(p.b), c);
  const ok = p.expect === "duplicate" ? v.verdict === "duplicate" : p.expect === "conflict" ? v.verdict === "conflict" : v.verdict !== "duplicate";
  console.log(`${ok ? "ok  " : "MISS"} ${p.id} [${p.expect}] cos=${c?.toFixed(2)} → ${v.verdict}: ${v.reason.slice(0, 70)} | blocker: ${semanticDuplicateBlocker(p.a.content, p.b.content, c) ?? "none"} | guard: ${valueClash(p.a.content, p.b.content) ?? "none"}`);
}
