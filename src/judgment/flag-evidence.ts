/**
 * Whether a conflict reading is enough to flag a pair, in proportion to how often that kind of reading is wrong.
 *
 * Measured on the training halves (bench/judgment/flag-precision.mts, round 17): a claim rule or two typed values of
 * one slot ("values:<slot>") flag correctly ≥ 0.98 of the time at every cosine. The text readers, which guess a value
 * or a denial from wording (polarity, frames, distinct shapes, typed slots read from prose…), do as well below a
 * paraphrase's closeness, but at cosine ≥ PARAPHRASE_BAND_COS their precision falls to about a third (a–h, k–v: 5
 * conflicts against 9 duplicates; fresh U and V under the engines that had never seen them: 1 against 5), and so it
 * does at the word paths' paraphrase overlap (DUPLICATE_JACCARD) when both sides carry a negative (0 against 3): two texts
 * that close in meaning are most often one fact said twice, and a denial or value read from one side's wording is then
 * a misreading ("dropped the nightly backup" / "discontinued the nightly backup"). Where both sides carry a negative
 * (a negation or a word of removal, refusal or failure), a denial read on one side is no evidence at all: both say
 * something is gone or refused, in two wordings. Then a text reader's flag needs one more independent piece of evidence,
 * one that is no denial: a number, name, shape, code, change or order that differs (the duplicate test's own reasons).
 * Without it the pair goes on to the duplicate paths.
 */
import { NEGATION_CUE } from "./aligned-duplicate";
import { ownNegative } from "./negative-outcome";
import { DUPLICATE_JACCARD, ONE_SIDED_DENIAL, SEMANTIC_DUPLICATE_COS, semanticDuplicateBlocker, textSimilarity } from "./similarity";

/** Cosine from which two texts are as close as paraphrases are (USE: paraphrases 0.8–0.97; PARAPHRASE_COS is 0.9). */
export const PARAPHRASE_BAND_COS = 0.88;

/** Which kind of reading found the conflict: a claim rule, typed values of one slot, or a text reader's guess. */
export type ReadingKind = "claim" | "values" | "text";

export type FlagEvidence = { enough: true; carried: string } | { enough: false; why: string };

/** Is this reading enough to flag `a` against `b`? `carried` says what evidence did. */
export function flagEvidence(a: string, b: string, reading: ReadingKind, cosine: number | undefined): FlagEvidence {
  if (reading === "claim") return { enough: true, carried: "a claim rule" };
  if (reading === "values") return { enough: true, carried: "typed values of one slot" };
  if (!carriesNegative(a, b) || !carriesNegative(b, a)) return { enough: true, carried: "a text reader" };
  // Paraphrase-close by meaning (write time) or by words (the nightly scan has no cosine): as close as the duplicate paths ask.
  const words = textSimilarity(a, b).score;
  if ((cosine === undefined || cosine < PARAPHRASE_BAND_COS) && words < DUPLICATE_JACCARD) return { enough: true, carried: "a text reader" };
  const apart = apartButDenial(a, b, Math.max(cosine ?? 0, SEMANTIC_DUPLICATE_COS));
  if (apart) return { enough: true, carried: `a text reader, and not one memory: ${apart}` };
  const closeness = cosine !== undefined && cosine >= PARAPHRASE_BAND_COS ? `cosine ${cosine.toFixed(2)}` : `word overlap ${words.toFixed(2)}`;
  return { enough: false, why: `a text reader's reading between two negatives at paraphrase closeness (${closeness}), nothing else apart` };
}

/**
 * A negation ("not", "never", "n't"), or a word of removal, refusal or failure the other side lacks ("dropped" /
 * "discontinued"). One negative word on both sides, one of them denied ("flags are deleted" / "flags are never
 * deleted"), is the denial itself: that side carries no negative of its own.
 */
const carriesNegative = (text: string, other: string) => NEGATION_CUE.test(text) || ownNegative(text, other);

/** The duplicate test's reasons that are denials themselves: no evidence independent of a denial reader's. */
const DENIAL_REASONS = new Set([ONE_SIDED_DENIAL, "one denies what the other says"]);

/** Why the duplicate test keeps two close texts apart, other than a denial, or null. */
function apartButDenial(a: string, b: string, cosine: number): string | null {
  const blocker = semanticDuplicateBlocker(a, b, cosine, true);
  return blocker === null || DENIAL_REASONS.has(blocker) || blocker.startsWith("they reject different things") ? null : blocker;
}
