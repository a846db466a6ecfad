import { NAME_LEXICON_CODED } from "./name-lexicon-data.ts";
import type { NameLexicon } from "./person-names.ts";

/**
 * The person-name lexicon as built at bench time (bench/privacy/build-name-lexicon.ts writes name-lexicon-data.ts from
 * lexicon-build.ts over compromise's lexicon): decoding it costs a few per cent of importing compromise and building it
 * at start-up, and no engine bundle carries compromise. Only membership is ever asked of the sets, so their order
 * (sorted here) is free.
 */
export const LEXICON_FIELDS = ["first", "ambiguousFirst", "last", "words", "places", "proper", "placeLike", "broadOnly", "broadOnlyLast"] as const;

/** Sorted and front-coded per field; "first" and "last" without their broad-only subsets, stored once. */
export function encodeNameLexicon(lexicon: NameLexicon): Record<string, string> {
  const out: Record<string, string> = {};
  const broadOnly = lexicon.broadOnly ?? new Set<string>();
  const broadOnlyLast = lexicon.broadOnlyLast ?? new Set<string>();
  for (const field of LEXICON_FIELDS) {
    let words = [...(lexicon[field] ?? [])];
    if (field === "first") words = words.filter((w) => !broadOnly.has(w));
    if (field === "last") words = words.filter((w) => !broadOnlyLast.has(w));
    out[field] = frontCode(words.sort());
  }
  return out;
}

/** The lexicon from its stored form. */
export function storedNameLexicon(coded: Record<string, string> = NAME_LEXICON_CODED): NameLexicon {
  const set = (field: (typeof LEXICON_FIELDS)[number]) => new Set(frontDecode(coded[field] ?? ""));
  const broadOnly = set("broadOnly");
  const broadOnlyLast = set("broadOnlyLast");
  const first = set("first");
  for (const w of broadOnly) first.add(w);
  const last = set("last");
  for (const w of broadOnlyLast) last.add(w);
  return { first, ambiguousFirst: set("ambiguousFirst"), last, words: set("words"), places: set("places"), proper: set("proper"), placeLike: set("placeLike"), broadOnly, broadOnlyLast };
}

/**
 * Front coding: one line per word, its first character how many leading characters it shares with the previous word
 * ("0" + n, at most 40), then the rest of it. Unlike front-coding.ts's form, a word may hold capitals (compromise's
 * lexicon holds ":-O"); it may not hold a line break.
 */
const MAX_SHARED = 40;
function frontCode(words: string[]): string {
  let prev = "";
  const out: string[] = [];
  for (const w of words) {
    if (w.includes("\n")) throw new Error(`cannot front-code ${JSON.stringify(w)}`);
    let n = 0;
    while (n < MAX_SHARED && n < prev.length && n < w.length && prev[n] === w[n]) n++;
    out.push(String.fromCharCode(48 + n) + w.slice(n));
    prev = w;
  }
  return out.join("\n");
}

function frontDecode(coded: string): string[] {
  if (coded === "") return [];
  let prev = "";
  return coded.split("\n").map((entry) => (prev = prev.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1)));
}
