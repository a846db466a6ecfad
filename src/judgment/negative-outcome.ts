/**
 * Negative outcomes in words: predicates that say something fails, is missed, removed or absent (the negation
 * lexicon's denying predicates and cues, and verbs of failure: a closed class of the trade, what a gotcha says).
 * Read by the predicate guard (predicates.ts), the meaning path (compare.ts) and the one-sided-denial reading
 * (one-sided-denial.ts).
 */
import { joinPhrases, synonymous } from "./synonyms";
import { formsOf } from "./word-forms";
import { FORWARD_CUES, NEGATIVE_PREDICATES } from "./negation-lexicon";
import { STOP_WORDS } from "./text";
import { memoByText } from "./memo";

const FAILURE_VERBS = ["miss", "fail", "break", "crash", "lose", "leak", "hang", "block", "choke", "drop", "ignore", "skip", "lack", "overlook", "forget", "neglect", "omit", "reject", "refuse", "corrupt", "truncate", "swallow", "stall", "freeze", "timeout",
  // Removal: what is discarded, evicted or wiped is absent afterwards.
  "discard", "evict", "purge", "delete", "remove", "erase", "wipe", "reset", "clear", "flush", "strip", "toss", "throw"];
const NEGATIVE_OUTCOME = new Set([...NEGATIVE_PREDICATES, ...FORWARD_CUES, "don't", "dont", "doesn't", "won't", "can't", "isn't", "aren't", "wasn't", "didn't"]);
export const negativeOutcome = (w: string) => NEGATIVE_OUTCOME.has(w) || formsOf(w).some((f) => FAILURE_VERBS.includes(f));

/** Content words in order, lower-cased, multi-word synonyms joined (memoised per text: one write meets several candidates). */
export const wordsInOrder: (text: string) => string[] = memoByText((text: string) =>
  [...joinPhrases(text.toLowerCase()).matchAll(/[a-z][a-z0-9_'’-]*[a-z0-9]|[a-z0-9]+/g)].map((m) => m[0].replace(/’/g, "'")).filter((w) => !STOP_WORDS.has(w)));

/** Whether `a` says that something fails or is absent with a word `b` does not have. */
export const ownNegative = (a: string, b: string) => wordsInOrder(a).some((w) => negativeOutcome(w) && !wordsInOrder(b).some((y) => synonymous(w, y)));
