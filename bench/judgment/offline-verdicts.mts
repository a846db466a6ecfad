// Per-pair verdicts on the training halves a–h, k–o only (never i, j, p): id, expect, kind, ok/MISS/FF, write-time (C) or nightly (n) flag, verdict, cosine, reason. Diff two runs to see what a change moved.
//   npx tsx bench/judgment/offline-verdicts.mts > after.tsv
import { judgePair } from "../../src/judgment/compare";
import { candidatePairs } from "../../src/judgment/scan";
// @ts-expect-error
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
const TRAIN = new Set(["a","b","c","d","e","f","g","h","k","l","m","n","o"]);
const pairs = (tuningPairs() as any[]).filter((p) => TRAIN.has(p.half));
let t = 0;
for (const p of pairs) {
  const [a, b] = [judged(p.a), judged(p.b)];
  if (p.b.supersedes_a) b.supersedes = a.id;
  const c = cos(embedText(p.a), embedText(p.b));
  const t0 = performance.now();
  const v = judgePair(a, b, c);
  t += performance.now() - t0;
  const sameHome = a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "");
  const merged = v.verdict === "duplicate" && sameHome && (a.type === "episode") === (b.type === "episode") && !b.supersedes;
  const nightly = !merged && candidatePairs([a, b]).length ? judgePair(a, b) : null;
  const flag = v.verdict === "conflict" ? "C" : nightly?.verdict === "conflict" ? "n" : "-";
  const ok = p.expect === "conflict" ? (flag === "C" ? "ok" : "MISS") : (flag !== "-" ? "FF" : "ok");
  // A suggested supersession the pair asks for and did not get is its own failure (the task's "never lose one").
  const sup = p.suggest_supersede ? (v.verdict === "conflict" && v.supersede ? "S" : "NOSUP") : "";
  console.log(`${p.id}\t${p.expect}\t${p.kind}\t${ok}${sup ? "/" + sup : ""}\t${flag}\t${v.verdict}\t${c?.toFixed(2)}\t${("reason" in v ? v.reason : "").slice(0, 140)}${nightly?.verdict === "conflict" && flag === "n" ? " || nightly: " + nightly.reason.slice(0, 80) : ""}`);
}
console.error(`judge time ${t.toFixed(0)} ms for ${pairs.length} pairs`);
