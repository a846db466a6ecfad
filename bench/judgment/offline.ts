/**
 * Offline evaluator for tuning (halves a–h; never i or j, the held-out halves): calls the judgment functions on each
 * pair directly — the write-time verdict with the embedder's cosine (vectors cached by
 * offline-vectors.mjs), then the nightly scan's verdict without one — and scores them like the
 * HTTP bench. Fast (a second), but an approximation: the HTTP bench is the figure that counts
 * (candidate lookup by search terms, the privacy guard and the stored records are not simulated).
 *   npx tsx bench/judgment/offline.ts [--ids] [--id a-c-001] [--half c] [--training]
 * `--training`: the training halves only (check.mjs TRAINING_HALVES), so a helper's run never judges a blind half.
 */
import { judgePair } from "../../src/judgment/compare";
import { candidatePairs } from "../../src/judgment/scan";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
import { BLIND_HALVES, TRAINING_HALVES } from "./check.mjs";

const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);

// The held-out halves (i, j) are never read here (README): say so instead of silently judging zero pairs. The blind
// half is judged for its summary line only: its failing pairs are never listed, not even with --ids.
if (opt("--half") && ![...TRAINING_HALVES, ...BLIND_HALVES, "probe"].includes(opt("--half") as string))
  throw new Error(`--half ${opt("--half")}: offline.ts judges only the training halves ${TRAINING_HALVES.join(",")} and the blind ${BLIND_HALVES.join(",")} (or --extra pairs as probe); i and j are held out`);
const onlyTraining = args.includes("--training");
const pairs = (tuningPairs() as any[]).filter((p) => (!opt("--half") || p.half === opt("--half")) && (!onlyTraining || TRAINING_HALVES.includes(p.half)) && (!opt("--id") || p.id === opt("--id")));
const stats: Record<string, { conflict: [number, number]; falseFlag: [number, number]; dup: [number, number]; wrong: number }> = {};
const fails: string[] = [];
for (const p of pairs) {
  const s = (stats[p.half] ??= { conflict: [0, 0], falseFlag: [0, 0], dup: [0, 0], wrong: 0 });
  const [a, b] = [judged(p.a), judged(p.b)];
  if (p.b.supersedes_a) b.supersedes = a.id;
  const c = cos(embedText(p.a), embedText(p.b));
  const v = judgePair(a, b, c);
  const sameHome = a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "");
  const merged = v.verdict === "duplicate" && sameHome && (a.type === "episode") === (b.type === "episode") && !b.supersedes;
  const nightly = !merged && candidatePairs([a, b]).length ? judgePair(a, b) : null;
  const flagged = v.verdict === "conflict";
  const anyConflict = flagged || nightly?.verdict === "conflict";
  const why: string[] = [];
  if (p.expect === "conflict") {
    s.conflict[1]++;
    if (flagged) s.conflict[0]++;
    else why.push(`missed (${v.verdict}: ${"reason" in v ? v.reason : ""})`);
  }
  if (p.suggest_supersede && !(v.verdict === "conflict" && v.supersede)) why.push("no supersession suggested");
  if (p.expect === "none" || p.expect === "duplicate") {
    s.falseFlag[1]++;
    if (anyConflict) {
      s.falseFlag[0]++;
      const x = flagged ? v : nightly!;
      why.push(`false flag${flagged ? "" : " (nightly)"} (${"reason" in x ? x.reason : ""})`);
    }
  }
  if (p.expect === "duplicate") {
    s.dup[1]++;
    if (merged) s.dup[0]++;
    else why.push(`not merged (${v.verdict}: ${"reason" in v ? v.reason : ""})`);
  }
  if (p.expect !== "duplicate" && merged) {
    s.wrong++;
    why.push("WRONG MERGE");
  }
  if (why.length && !BLIND_HALVES.includes(p.half)) fails.push(`${p.id} [${p.kind}] cos=${c?.toFixed(2)} ${why.join("; ")}`);
}
// Without the embedder's vectors every pair is judged with no cosine: the figures then measure another engine
// (no write-time dense paths, no learned merges). Say so on a line the summary grep keeps, and fail.
const noVector = pairs.filter((p) => cos(embedText(p.a), embedText(p.b)) === undefined).length;
if (noVector) {
  console.log(`offline WARNING: ${noVector} of ${pairs.length} pairs have no cached vectors and were judged with no cosine; the figures below are not comparable. Build the cache: node local-embedder/bin/engram.js serve --port 8899, then node bench/judgment/offline-vectors.mjs http://127.0.0.1:8899 [--extra file]`);
  process.exitCode = 1;
}
for (const [h, s] of Object.entries(stats)) {
  const r = ([x, y]: [number, number]) => `${(x / Math.max(1, y)).toFixed(2)} (${x}/${y})`;
  console.log(`offline ${h}: conflicts ${r(s.conflict)}  false flags ${r(s.falseFlag)}  duplicates ${r(s.dup)}  wrong merges ${s.wrong}`);
}
if (args.includes("--ids") || opt("--id")) for (const f of fails) console.log(`  ${f}`);
if ((args.includes("--ids") || opt("--id")) && pairs.some((p) => BLIND_HALVES.includes(p.half))) console.log(`  (half ${BLIND_HALVES.join(",")} is blind: its failing pairs are not listed)`);
if (args.includes("--dups")) {
  const { semanticDuplicateBlocker, textSimilarity } = await import("../../src/judgment/similarity");
  for (const p of pairs.filter((p) => p.expect === "duplicate")) {
    const c = cos(embedText(p.a), embedText(p.b));
    const v = judgePair(judged(p.a), judged(p.b), c);
    if (v.verdict === "duplicate") continue;
    console.log(`${p.id} cos=${c?.toFixed(2)} jac=${textSimilarity(p.a.content, p.b.content).score.toFixed(2)} ${v.verdict}: ${semanticDuplicateBlocker(p.a.content, p.b.content, c) ?? "(no blocker)"}`);
  }
}
if (args.includes("--risk")) {
  // Non-duplicates that only the cosine threshold keeps from merging: how close the rules run to a wrong merge.
  const { semanticDuplicateBlocker, textSimilarity } = await import("../../src/judgment/similarity");
  for (const p of pairs.filter((p) => p.expect !== "duplicate")) {
    const c = cos(embedText(p.a), embedText(p.b));
    if (c === undefined || c < 0.5) continue;
    const why = semanticDuplicateBlocker(p.a.content, p.b.content, Math.max(c, 0.95));
    if (why === null) console.log(`${p.id} [${p.expect}] cos=${c.toFixed(2)} jac=${textSimilarity(p.a.content, p.b.content).score.toFixed(2)} nothing but the cosine blocks it`);
  }
}
