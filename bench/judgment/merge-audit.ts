/**
 * Which merge path made each merge (issue 12 round 8): for the training halves (check.mjs TRAINING_HALVES) and --extra
 * pairs only (never i, j; the blind halves: counts only, via offline.ts), prints every wrong merge
 * with the reason of the path that made it, and how many true duplicates each path merges.
 *   npx tsx bench/judgment/merge-audit.ts [--extra bench/judgment/probes-dup4.jsonl]
 */
import { judgePair } from "../../src/judgment/compare";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";
import { TRAINING_HALVES } from "./check.mjs";

const TRAINING = new Set([...TRAINING_HALVES, "probe"]);
const path = (reason: string) => reason.replace(/\(.*?\)/g, "()").replace(/[0-9.]+/g, "#").slice(0, 60);
const byPath: Record<string, number> = {};
for (const p of (tuningPairs() as any[]).filter((p) => TRAINING.has(p.half))) {
  const [a, b] = [judged(p.a), judged(p.b)];
  if (p.b.supersedes_a) b.supersedes = a.id;
  const c = cos(embedText(p.a), embedText(p.b));
  const v = judgePair(a, b, c);
  const merged = v.verdict === "duplicate" && a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "") && (a.type === "episode") === (b.type === "episode") && !b.supersedes;
  // A true duplicate the slot guard (slot-swap.ts) refused: its cost.
  if (!merged && p.expect === "duplicate" && "reason" in v && /one thing said of two different things/.test(v.reason)) console.log(`SLOT-BLOCKED ${p.id} ${v.reason}`);
  if (!merged) continue;
  const reason = "reason" in v ? v.reason : "";
  if (p.expect === "duplicate") byPath[path(reason)] = (byPath[path(reason)] ?? 0) + 1;
  else console.log(`WRONG ${p.id} [${p.kind}] cos=${c?.toFixed(2)} ${reason}\n    a: ${p.a.content}\n    b: ${p.b.content}`);
}
for (const [k, n] of Object.entries(byPath).sort((x, y) => y[1] - x[1])) console.log(`dups ${String(n).padStart(4)}  ${k}`);
