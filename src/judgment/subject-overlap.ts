/**
 * How much of a subject two memories share, counted by how rare the shared words are across developers' memories
 * (subject-match.ts `sharedSlot` over slot-reader.ts's slot words, weighed by the generated word-rarity.ts). For the
 * learned conflict model (conflict-model.ts): the labelled pairs it is fitted on nearly always share their subject,
 * so a shared common word ("main", "default", "services") looked like one subject to it. In a real store the write
 * path puts memories side by side that share one common word and are about two things; one rare shared word
 * ("leaderboard", "sandbox") or most of the thinner side's weight shared is what one subject looks like.
 * Each feature is a number in [0, 1]. Pure; memoised per pair.
 */
import { memoByPair } from "./memo";
import { slotWords } from "./slot-reader";
import { RARITY_TEXTS } from "./word-rarity";
import { rarity, sharedSlot } from "./subject-match";

export const SUBJECT_OVERLAP_NAMES = ["subject_shared_weight", "subject_shared_ratio", "subject_rarest_shared", "subject_shared_count"] as const;

const NONE = new Set<string>();
/** The rarity of a word met in one text of the table's: the scale every weight here is read against. */
const MAX_RARITY = Math.log(RARITY_TEXTS);

export const subjectOverlap = memoByPair((a: string, b: string): number[] => {
  const s = sharedSlot(slotWords(a, NONE), slotWords(b, NONE));
  const rarest = s.words.reduce((m, w) => Math.max(m, rarity(w)), 0);
  return [Math.min(1, s.weight / (2 * MAX_RARITY)), s.ratio, rarest / MAX_RARITY, Math.min(1, s.words.length / 4)];
});
