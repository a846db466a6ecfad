/**
 * A conflict said in opposite words: "keep answers short" / "long, thorough explanations", "telemetry
 * is opt-in" / "sends telemetry by default", "sign-up is open" / "registration is closed". The claim
 * readers find no shared claim in such a pair (no word of a value repeats), so the rules call it
 * unrelated; opposites.ts finds a word on one side whose opposite stands on the other, neither denied
 * where it stands and neither written on both sides.
 *
 * Applied at write time only (compare.ts's judgeWithCombiner, where the candidate was found as a close
 * text by the embedder), to a pair the rules called unrelated, never to two episodes (history) nor
 * across two contexts. Measured like the combiner, leave one half out (bench/judgment/README.md): it
 * has no parameter fitted on any half; the developer opposites were written before half G was read.
 */
import { oppositionsAcross } from "./opposites";
import { STOP_WORDS, clausesOf, contextsOfClause, contextsOfTags } from "./text";

/** What the rule reads of a memory (a JudgedMemory fits). */
export interface OppositionSide {
  type: string;
  content: string;
  tags: string[];
}

const contextsOf = (m: OppositionSide) => new Set([...contextsOfTags(m.tags), ...clausesOf(m.content).flatMap(contextsOfClause)]);

/** The opposite words of a pair the rules left unrelated, as a subject and a reason, or null. */
export function opposedInWords(stored: OppositionSide, fresh: OppositionSide): { subject: string; reason: string } | null {
  if (stored.type === "episode" && fresh.type === "episode") return null;
  const [xa, xb] = [contextsOf(stored), contextsOf(fresh)];
  // Two contexts named and none shared: two truths (staging / production), as the rules read them.
  if (xa.size > 0 && xb.size > 0 && ![...xa].some((c) => xb.has(c))) return null;
  const found = oppositionsAcross(stored.content, fresh.content);
  if (!found.length) return null;
  const o = found.find((x) => x.aligned) ?? found[0];
  const words = (t: string) => new Set(t.toLowerCase().match(/[a-z][a-z-]*[a-z]/g) ?? []);
  const wb = words(fresh.content);
  const shared = [...words(stored.content)].filter((w) => wb.has(w) && !STOP_WORDS.has(w) && w.length > 2).slice(0, 3).join(" ");
  return { subject: shared || "one subject", reason: `opposite words: "${o.a}" / "${o.b}"` };
}
