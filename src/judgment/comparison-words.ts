/**
 * The words that compare a quantity with a number, one list for every reader: ranges.ts reads them as spans and
 * bounds ("under 50 ms", "30 fps or more", "older than 15"), negation-scope.ts as what narrows a denial to a subset
 * ("refuses uploads over 10 MB") or bounds the number it names ("topped out below 40k"). Each list says which side of
 * the number the compared thing lies on.
 */

/** Comparatives whose subset lies below the number ("less than 10 MB", "older than 15", "earlier than 2020"). */
export const BELOW_COMPARATIVES = ["less", "fewer", "lower", "smaller", "shorter", "older", "earlier"];
/** Comparatives whose subset lies above the number ("more than 3", "newer than 8.0", "later than 18:00"). */
export const ABOVE_COMPARATIVES = ["more", "greater", "higher", "larger", "bigger", "longer", "newer", "later"];
/** Prepositions before a number that bound it from above ("under 5 m/s", "below 40k"). */
export const BELOW_PREPOSITIONS = ["under", "below"];
/** Prepositions before a number that bound it from below ("over 90 days", "exceeding 18 km/h"). */
export const ABOVE_PREPOSITIONS = ["over", "above", "exceeding", "beyond"];
/** Limits said in other words before a number: an upper one ("at most 3", "up to 8 times"), a lower one ("at least 2"). */
export const UPPER_LIMITS = ["at most", "no more than", "up to", "maximum of", "maximum", "max of", "max", "within"];
export const LOWER_LIMITS = ["at least", "no less than", "minimum of", "minimum", "min of", "min"];

/** One regular-expression alternation of words, longest first (so "max of" is tried before "max"). */
export const alternation = (words: readonly string[]): string =>
  [...words].sort((x, y) => y.length - x.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+")).join("|");

/** A comparative and its "than" or a bound preposition: what a number after it is compared by, either side. */
export const COMPARISON_WORDS = `(?:${alternation([...BELOW_COMPARATIVES, ...ABOVE_COMPARATIVES])})\\s+than|${alternation([...BELOW_PREPOSITIONS, ...ABOVE_PREPOSITIONS])}`;
/** Every bound before a number (comparisons and limits), either side. */
export const BOUND_WORDS = `${COMPARISON_WORDS}|${alternation([...UPPER_LIMITS, ...LOWER_LIMITS])}`;
/** The bounds before a number that put the value below it. */
export const UPPER_BOUND_WORDS = `(?:${alternation(BELOW_COMPARATIVES)})\\s+than|${alternation([...BELOW_PREPOSITIONS, ...UPPER_LIMITS])}`;
/** The bounds before a number that put the value above it. */
export const LOWER_BOUND_WORDS = `(?:${alternation(ABOVE_COMPARATIVES)})\\s+than|${alternation([...ABOVE_PREPOSITIONS, ...LOWER_LIMITS])}`;
/** Is a comparison word (a comparative or a bound preposition, as written first) one that lies below its number? */
export const isBelowWord = (word: string): boolean => [...BELOW_COMPARATIVES, ...BELOW_PREPOSITIONS].includes(word.toLowerCase());
