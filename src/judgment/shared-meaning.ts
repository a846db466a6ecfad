/**
 * Whether two texts share a word that carries meaning (issue 12, session 29): the last thing a learned merge needs.
 *
 * The duplicate model reads the pair's features, and a high cosine with nothing else against it can carry a pair to
 * its threshold on its own: in CI it merged "the lonely target" into "crowd note 17" (test/vector-filters.test.ts,
 * cosine 0.71, no word in common). Two texts that are one memory said twice name at least one common thing, in the
 * same word or in another word for it, so a pair with no such word is left to the rules. What counts as a meeting is
 * what the word aligner already reads (synonym-duplicate.ts): the same word or another form of it, a synonym (WordNet
 * and the developer list), an abbreviation or acronym spelled out, a name in another spelling (lexicon.ts), plus a
 * predicate one step apart in WordNet (related-words.ts). What does not count: stop words and the aligner's light
 * words ("the", "thing", "user"), words that report a note rather than say it (predicate-coverage.ts REPORTING:
 * "note", "noticed", "fyi"), and values alone (a number, a quantity, a version: the value guards read those).
 */
import { alignedWords, sameWord } from "./synonym-duplicate";
import { relatedPredicates } from "./related-words";
import { foldAcronyms } from "./abbreviations";
import { REPORTING, sameRoot } from "./predicate-coverage";
import { STOP_WORDS } from "./text";
import { memoByPair } from "./memo";

/** A value alone: digits ("17", "2.5"), the aligner's canonical quantities ("time_180000", "bytes_16"), a version ("v2"). */
const VALUE_ALONE = /^(?:\d[\d.,:_%-]*|[a-z]+_\d[\d.]*|v\d[\d.]*)$/;

/** A side's words that can carry meaning on their own; a hyphenated word also by its parts ("hard-braking" / "braking"). */
function meaningWords(text: string, other: string): string[] {
  const words = alignedWords(foldAcronyms(text, other));
  const parts = words.flatMap((w) => (w.includes("-") ? w.split("-").filter((p) => p.length > 1 && !STOP_WORDS.has(p)) : []));
  return [...words, ...parts].filter((w) => !VALUE_ALONE.test(w) && !REPORTING.has(w));
}

/**
 * Whether the two texts share a meaning-bearing word, read as the aligner and the predicate guard read words: one word,
 * a synonym, an abbreviation, a predicate one step apart, or another form of one word ("allergens" / "allergy").
 */
export const sharesMeaningWord: (a: string, b: string) => boolean = memoByPair((a, b) => {
  const [wa, wb] = [meaningWords(a, b), meaningWords(b, a)];
  return wa.some((x) => wb.some((y) => sameWord(x, y) || sameRoot(x, y) || relatedPredicates(x, y)));
});

/** Why a learned merge is refused for want of a shared meaning-bearing word, or null when the texts share one. */
export function noSharedMeaning(a: string, b: string): string | null {
  return sharesMeaningWord(a, b) ? null : "the two share no meaning-bearing word (stop words, report words and values alone aside)";
}
