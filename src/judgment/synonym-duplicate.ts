/**
 * Paraphrases in other words: two texts whose content words pair up one to one through synonyms
 * (synonyms.ts: WordNet's first senses and the developer list), word forms and the few phrases
 * folded below ("Customers can cancel their subscription at any time" / "Clients may end their plan
 * whenever they want"). The embedder puts such pairs at cosine 0.3–0.65, below the meaning gate, so
 * the words decide: every content word of each side finds its match on the other, no number or name
 * stands on one side only, and the merge guards (semanticDuplicateBlocker's, value-clash.ts') pass.
 */
import { canonicalName } from "./lexicon";
import { joinPhrases, synonymous } from "./synonyms";
import { STOP_WORDS } from "./text";
import { relation, stemWord } from "./values";
import { cardinalsAsDigits, comparable } from "./similarity";
import { memoByPair, memoByText } from "./memo";
import { abbreviates, foldAcronyms } from "./abbreviations";

/** Phrases that say one thing in several words, as one word ("doesn't like" = dislikes, "gets its own" = per). */
const PHRASES: [RegExp, string][] = [
  [/\b(?:does ?n[o']?t|do ?n[o']?t|never) (?:like|want|enjoy)s?\b/gi, "dislike"],
  [/\b(?:at no cost|free of charge|for free|at no charge|without charge)\b/gi, "free"],
  [/\bgets? (?:its|their|his|her) own\b/gi, "per"],
  [/\bwhenever (?:they|you|we|he|she|i) (?:want|like|wish|choose)s?\b/gi, "anytime"],
  [/\bat any (?:time|point)\b/gi, "anytime"],
];
/** Who noted a memory and how: no part of what it says ("The user mentioned that …", "I …"). */
const NARRATOR = /^\s*(?:the )?(?:user|assistant)(?: has)? (?:mentioned|said|noted|pointed out|told (?:me|us)|explained|confirmed|reported|asked)(?: that)?\s+/i;
/** Words with no content of their own in a note: pronouns, quantifiers, the one who speaks. */
/** A number with its unit, as the similarity reader canonicalises it. */
const QUANTITY = /(?<![\w.])\d+(?:\.\d+)?\s*(?:k|ms|s|secs?|seconds?|m³(?!\s*\/)|litres?|liters?|ml|m(?!\s*\/|[³²])|mins?|minutes?|h|hrs?|hours?|d|days?|w|weeks?|b|bytes?|kb|kib|mb|mib|gb|gib|tb|tib)?(?!\w|\.\w|\s*\/)/gi;
/** A time of day: "6 pm", "6:30pm", "18:00" (read as one token by the similarity reader). */
const CLOCK = /(?<![\w.:])(?:\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)\b|(?:[01]?\d|2[0-3]):[0-5]\d(?![\d:]))/gi;
const LIGHT = new Set(["don", "t", "ll", "ve", "re", "aren", "isn", "doesn", "won", "didn", "wasn", "user", "users'", "i", "i'm", "i'd", "me", "my", "one", "each", "every", "per", "own", "all", "any", "some", "there", "it's", "thing", "things", "stuff", "get", "gets", "got", "does", "doing", "done", "like"]);

/** Memoised per text (memo.ts): one write meets several candidates. */
export const alignedWords: (text: string) => string[] = memoByText(readAlignedWords);

/** A text's content words in order: lower-case, spellings canonical, multi-word synonyms joined. */
function readAlignedWords(text: string): string[] {
  let t = text.replace(NARRATOR, "");
  t = PHRASES.reduce((s, [re, to]) => s.replace(re, to), t);
  // An acronym's plural is the acronym ("POs" / "purchase orders" folded to "PO").
  t = t.replace(/\b([A-Z]{2,6})s\b/g, "$1");
  // A possessive is its noun ("RN's Metro bundler" / "React Native's …").
  t = t.replace(/(\w)['’]s\b/g, "$1");
  // Identifiers are their words ("report_interval" / "a report every …", "minSdkVersion" / "minimum SDK version").
  t = t.replace(/\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b/g, (id) => id.replace(/_/g, " "))
    .replace(/\b([a-z]+)((?:[A-Z][a-z0-9]+)+)\b/g, (_, head: string, rest: string) => `${head} ${rest.replace(/([A-Z])/g, " $1")}`);
  // A quantity is its canonical value ("16GB" / "16384MB", "20k" / "20,000", "5m" / "5 minutes").
  // A time of day is one value however written ("6 pm" = "18:00"), and a cardinal is its digits ("twelve minutes" = "12 min").
  t = cardinalsAsDigits(t).replace(CLOCK, (q) => ` ${comparable(q).map((w) => w.replace(":", "_")).join(" ")} `);
  t = t.replace(/(\d),(\d{3})\b/g, "$1$2").replace(QUANTITY, (q) => ` ${comparable(q).map((w) => w.replace(":", "_")).join(" ")} `);
  t = joinPhrases(canonicalName(joinPhrases(t)));
  const out = (t.toLowerCase().match(/[a-z0-9][a-z0-9_'.%:-]*[a-z0-9%]|[a-z0-9]/g) ?? []).filter((w) => !STOP_WORDS.has(w) && !LIGHT.has(w));
  return out;
}

/** One size written in decimal and binary units ("2 TB" / "2000 GB", "1.5 MB" / "1500 KB"), as values.ts relates them. */
const sameSize = (x: string, y: string) => {
  const [mx, my] = [/^bytes_(\d+(?:\.\d+)?)$/.exec(x), /^bytes_(\d+(?:\.\d+)?)$/.exec(y)];
  if (!mx || !my) return false;
  const q = (n: string) => ({ kind: "quantity" as const, n: Number(n), dim: "bytes", raw: n });
  return relation(q(mx[1]), q(my[1])) === "same";
};
export const sameWord = (x: string, y: string): boolean => x === y || (!/\d/.test(x) && !/\d/.test(y) && (stemWord(x) === stemWord(y) || synonymous(x, y))) || sameSize(x, y)
  // An abbreviation by rule (abbreviations.ts): "config" / "configuration", "mgmt" / "management", "k8s" / "kubernetes".
  || abbreviates(x, y) || abbreviates(y, x);

/** What the alignment of two texts leaves: each side's words with no partner, and the sides' sizes. Shared: never mutate. */
export interface Alignment { readonly a: readonly string[]; readonly b: readonly string[]; size: number; na: number; nb: number }

/**
 * Words of each side that find no match on the other. Memoised per pair (memo.ts): the merge guard
 * (predicates.ts, twice), the alignment rules, the coverage path and the learned model's features all ask it.
 */
export const unmatchedWords: (a: string, b: string) => Alignment = memoByPair(alignPair);

function alignPair(a: string, b: string): Alignment {
  const [wa, wb] = [alignedWords(foldAcronyms(a, b)), alignedWords(foldAcronyms(b, a))];
  return {
    a: wa.filter((x) => !wb.some((y) => sameWord(x, y))),
    b: wb.filter((y) => !wa.some((x) => sameWord(x, y))),
    size: Math.min(new Set(wa).size, new Set(wb).size),
    // Each side's word count (with repeats), for the share of words that found a partner (coverage-duplicate.ts).
    na: wa.length,
    nb: wb.length,
  };
}

/**
 * Cosine from which every word matched is one memory said twice. Fitted leaving half H out (the half
 * whose misses were read for this rule): the lowest cosine of a fully aligned duplicate on a–g is 0.50
 * (f, g), and no fully aligned non-duplicate on a–h merges at any cosine (the guards stop them).
 */
export const ALIGNED_SYNONYM_COS = 0.5;
/** Cosine from which one word left unmatched (on one side, of at least four) still is: the concept rule's gate. */
export const ALIGNED_SYNONYM_ONE_COS = 0.6;

/**
 * Why two texts are one paraphrase by their aligned words, or null (guards are the caller's).
 * Every content word of each side pairs up (or one word of at least four, no number). A known cosine
 * below the gates above still says "far in meaning" (a synonym of the wrong sense pairs words the
 * embedder keeps apart). Without a vector (the nightly scan's lexical candidates, import) the words and
 * the guards decide alone (round 9): the gates were set at the lowest aligned duplicate's cosine, not at
 * a non-duplicate's, and with the guards (semanticDuplicateBlocker, the merge guard's values,
 * predicates, slot swaps and comparisons) no aligned non-duplicate of a–h, k–o or the probe files merges.
 */
export function synonymAligned(a: string, b: string, cosine: number | undefined): string | null {
  const u = unmatchedWords(a, b);
  const left = [...u.a, ...u.b];
  if (u.size < 2) return null;
  if (left.length > 1 || (left.length === 1 && (u.size < 4 || /\d/.test(left[0])))) return null;
  if (cosine !== undefined && cosine < (left.length ? ALIGNED_SYNONYM_ONE_COS : ALIGNED_SYNONYM_COS)) return null;
  return `the same words up to synonyms${left.length ? ` (but ${left[0]})` : ""}`;
}

/** A bullet list of short items ("- lint\n- test"), as its items, or null. */
function bulletItems(text: string): string[] | null {
  const lines = text.split("\n").map((l) => l.trim()).filter(Boolean);
  if (lines.length < 2 || !lines.every((l) => /^(?:[-*•+]|\d+[.)])\s+\S/.test(l))) return null;
  const items = lines.map((l) => l.replace(/^(?:[-*•+]|\d+[.)])\s+/, "").replace(/[.;,]$/, "").trim().toLowerCase());
  return items.every((i) => i.split(/\s+/).length <= 3) ? items : null;
}

/** Words that introduce a list in prose ("CI runs these checks: …") and say nothing the bullets lack. */
const MAX_LIST_FRAME = 4;

/**
 * A bullet list and a sentence that lists the same items ("- lint / - test / - build" and "CI runs
 * these checks: build, test and lint"), in any order: the sentence's list (items joined by commas,
 * "and", "or") names exactly the bullets' items, and the rest of the sentence is a short frame.
 */
export function listAsProse(a: string, b: string): string | null {
  const [ia, ib] = [bulletItems(a), bulletItems(b)];
  if ((ia === null) === (ib === null)) return null;
  const [items, prose] = ia ? [ia, b] : [ib!, a];
  if (prose.length > 300) return null;
  const m = /^(.*?)(?::\s*|\b(?:are|is|runs?|uses?|includes?|covers?|in order)\s+)?((?:[\w./-]+(?: [\w./-]+){0,2})(?:\s*,\s*(?:and |or )?[\w./-]+(?: [\w./-]+){0,2})*\s*,?\s*(?:and|or|&)\s+[\w./-]+(?: [\w./-]+){0,2})\.?\s*$/i.exec(prose.trim());
  if (!m) return null;
  const listed = m[2].split(/\s*,\s*(?:and |or )?|\s+(?:and|or|&)\s+/i).map((x) => x.trim().toLowerCase()).filter(Boolean);
  const same = (x: string, y: string) => x === y || alignedWords(x).join(" ") === alignedWords(y).join(" ");
  // The first item may have taken the frame's last words ("hook runs test"): keep its shortest tail that is an item.
  let frame = m[1];
  const first = listed[0].split(" ");
  for (let k = 1; k < first.length; k++) {
    const tail = first.slice(k).join(" ");
    if (items.some((x) => same(x, tail)) && !items.some((x) => same(x, listed[0]))) {
      frame = `${frame} ${first.slice(0, k).join(" ")}`;
      listed[0] = tail;
      break;
    }
  }
  if (listed.length !== items.length || !items.every((x) => listed.some((y) => same(x, y))) || !listed.every((y) => items.some((x) => same(x, y)))) return null;
  if (alignedWords(frame).length > MAX_LIST_FRAME) return null;
  return `the same ${items.length} items as a list and in a sentence`;
}
