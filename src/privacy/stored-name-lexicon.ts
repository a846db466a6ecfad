import { NAME_LEXICON_CODED } from "./name-lexicon-data.ts";
import type { NameLexicon } from "./person-names.ts";
import { decodeLines, frontCodeLines } from "./front-coding.ts";

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
    out[field] = frontCodeLines(words.sort());
  }
  return out;
}

/** The lexicon from its stored form. */
export function storedNameLexicon(coded: Record<string, string> = NAME_LEXICON_CODED): NameLexicon {
  const set = (field: (typeof LEXICON_FIELDS)[number]) => new Set(decodeLines(coded[field] ?? ""));
  const broadOnly = set("broadOnly");
  const broadOnlyLast = set("broadOnlyLast");
  const first = set("first");
  for (const w of broadOnly) first.add(w);
  const last = set("last");
  for (const w of broadOnlyLast) last.add(w);
  return { first, ambiguousFirst: set("ambiguousFirst"), last, words: set("words"), places: set("places"), proper: set("proper"), placeLike: set("placeLike"), broadOnly, broadOnlyLast };
}
