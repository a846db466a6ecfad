/**
 * "Only R" says that what is not R is not: "redlining works on PDFs only" denies redlining other formats, "the
 * bootloader jumps to the application only if the CRC matches" denies the jump when the CRC does not match. A text that
 * denies something outside R while naming R as the other text does ("other formats can't be redlined" beside "the
 * tool can mark up PDF files"; "a byte swap on the real board but not in the simulator" against "byte-swapped on the
 * board only"), or that denies R itself against "only if R" ("if the CRC doesn't match, it won't jump": the
 * contrapositive), states the "only"'s own consequence: one fact, not a yes against a no.
 *
 * Asked by negation-scope.ts (deniedByOne) with its own word comparison, so this module imports no reader.
 */
import { CLAUSE_PARTS } from "./text";

/** One "only" of a text: the words it restricts to, the words of its clause, and whether it is a condition ("only if"). */
export interface OnlyRestriction {
  restricted: readonly string[];
  clause: readonly string[];
  condition: boolean;
}

/** Words before "only" that make it no restriction: "not only X but also Y", "the only way", "if only". */
const NOT_RESTRICTIVE_BEFORE = new Set(["not", "the", "a", "an", "our", "my", "your", "their", "its", "his", "her", "if"]);
/** "only if", "only when": a condition, whose contrapositive is a denial under the negated condition. */
const CONDITION_AFTER = new Set(["if", "when", "whenever", "once"]);
/** Words that say nothing of what is restricted. */
const FILLER = new Set(["the", "a", "an", "of", "to", "in", "on", "at", "for", "by", "with", "via", "from", "after", "before", "through", "if", "when", "whenever", "once", "is", "are", "be", "its", "their", "our", "it", "they", "that", "this", "has", "have", "can", "will"]);
/** Words that start a phrase before a postpositive "only" ("on the board only" restricts to the board). */
const PHRASE_START = new Set(["as", "on", "in", "at", "for", "by", "with", "via", "from", "to", "the", "a", "an", "is", "are", "be", "can", "will", "must", "should", "it", "they", "we"]);
/** Words that end a clause's restriction after "only" ("only PDFs and we …"). */
const RESTRICTION_END = new Set(["and", "but", "so", "because", "while", "although", "though"]);
/** How many content words a postpositive "only" restricts ("linear barcodes only"), and a prepositive one. */
const BEFORE_REACH = 2;
const AFTER_REACH = 6;

/** A clause's words; a hyphenated compound stays one word, so "type-only imports" holds no restrictive "only". */
const wordsOf = (clause: string) => clause.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? [];
/** A compound's parts, each a word to compare ("byte-swapped" → byte, swapped). */
const partsOf = (words: string[]) => words.flatMap((w) => w.split("-").filter(Boolean));

/** Each restrictive "only" of `text`. */
export function onlyRestrictions(text: string): OnlyRestriction[] {
  const out: OnlyRestriction[] = [];
  for (const part of text.split(CLAUSE_PARTS)) {
    const words = wordsOf(part);
    words.forEach((w, i) => {
      if (w !== "only" || NOT_RESTRICTIVE_BEFORE.has(words[i - 1] ?? "")) return;
      const clause = partsOf(words.filter((_, k) => k !== i));
      const next = words[i + 1];
      if (next === undefined || RESTRICTION_END.has(next)) {
        // Postpositive: the phrase just before it ("on PDFs only", "linear barcodes only").
        const restricted: string[] = [];
        for (let k = i - 1; k >= 0 && restricted.length < BEFORE_REACH && !PHRASE_START.has(words[k]); k--) restricted.push(words[k]);
        if (restricted.length) out.push({ restricted: partsOf(restricted), clause, condition: false });
        return;
      }
      const restricted: string[] = [];
      for (let k = i + 1; k < words.length && restricted.length < AFTER_REACH && !RESTRICTION_END.has(words[k]); k++) if (!FILLER.has(words[k])) restricted.push(words[k]);
      if (restricted.length) out.push({ restricted: partsOf(restricted), clause, condition: CONDITION_AFTER.has(next) });
    });
  }
  return out;
}

/** Words by which a denial says it is about the rest, outside a restriction: "other formats", "anything else". */
const COMPLEMENT = /\b(?:other|else|except|non)\b/i;

/**
 * Whether `other`'s "only" already denies what `denier` denies (`isDenied`, a comparison of a word with the denied
 * one), so the two texts agree: the denied word lies outside the restriction, and the denier names what is restricted
 * to as the other does (`asserts`), or, against "only if R", denies R (`denies`). When the "only"'s own clause holds
 * the denied word ("only admins can delete"), the denier must speak of the rest ("other formats can't be redlined"):
 * "admins cannot delete" denies what "only admins can delete" allows.
 */
export function deniedOutsideOnly(other: string, denier: string, isDenied: (w: string) => boolean, asserts: (w: string) => boolean, denies: (w: string) => boolean): boolean {
  return onlyRestrictions(other).some((r) => {
    if (r.restricted.some(isDenied)) return false;
    if (r.condition) return r.restricted.some(denies);
    if (r.clause.some(isDenied) && !COMPLEMENT.test(denier)) return false;
    return r.restricted.some(asserts);
  });
}
