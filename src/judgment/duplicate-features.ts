/**
 * "Nothing new on either side": what the learned duplicate model (duplicate-model.ts) reads besides the pair and
 * difference features. Two notes of one fact differ in function words, word order and the notation of one quantity;
 * two notes of two facts, or a fact and its refinement, leave a content word on one side that the other never
 * pairs up — a number, a name, a tool, a context, or a plain word that adds a condition.
 *
 * Why these and not difference-features.ts alone: the difference features walk the two word lists in order
 * (stretches), so a reordering ("retries are capped at five by the client" / "the client caps retries at five")
 * reads as swaps. Here the words are matched as bags (synonym-duplicate.ts `unmatchedWords`: stems, synonyms,
 * acronyms, one quantity in any notation), so order does not count, and what is left over is described by kind
 * (difference-features.ts `kindOf`). Each feature is a number in [0, 1]. Pure; memoised per pair by the readers.
 */
import { kindOf, type WordKind } from "./difference-features";
import { relatedPredicates } from "./related-words";
import { unmatchedWords } from "./synonym-duplicate";

export const DUPLICATE_FEATURE_NAMES = [
  // how much is left over once words pair up, in any order
  "dup_left_share_max", "dup_left_share_min", "dup_left_count", "dup_nothing_new", "dup_one_side_contained", "dup_length_ratio",
  // what kind of word is left over
  "dup_left_value", "dup_left_value_both", "dup_left_number", "dup_left_name_or_code", "dup_left_context", "dup_left_plain_only",
  // left-over words that still pair up one step apart in WordNet ("picks" / "chooses")
  "dup_left_related_share",
] as const;

/** Kinds that carry a value: one of them left on one side is something the other side does not say. */
const VALUE_KINDS = new Set<WordKind>(["number", "version", "code", "name", "tool", "state"]);

const clip = (n: number, max: number) => Math.min(n, max) / max;

/** The "nothing new" features of a pair, in DUPLICATE_FEATURE_NAMES order. */
export function duplicateFeatures(a: string, b: string): number[] {
  const u = unmatchedWords(a, b);
  if (!u.na || !u.nb) return DUPLICATE_FEATURE_NAMES.map(() => 0);
  const [sa, sb] = [u.a.length / u.na, u.b.length / u.nb];
  const [ka, kb] = [u.a.map((w) => kindOf(w, a)), u.b.map((w) => kindOf(w, b))];
  const all = [...ka, ...kb];
  const hasValue = (ks: WordKind[]) => ks.some((k) => VALUE_KINDS.has(k));
  // A left-over word with a WordNet neighbour among the other side's left-overs is a paraphrase, not a new thing.
  const related = u.a.filter((x) => u.b.some((y) => relatedPredicates(x, y))).length + u.b.filter((y) => u.a.some((x) => relatedPredicates(x, y))).length;
  const left = u.a.length + u.b.length;
  return [
    Math.min(1, Math.max(sa, sb)),
    Math.min(1, Math.min(sa, sb)),
    clip(left, 6),
    Number(left === 0),
    Number((u.a.length === 0) !== (u.b.length === 0)),
    Math.min(u.na, u.nb) / Math.max(u.na, u.nb),
    Number(hasValue(all)),
    Number(hasValue(ka) && hasValue(kb)),
    Number(all.includes("number")),
    Number(all.includes("name") || all.includes("code")),
    Number(all.includes("context")),
    Number(left > 0 && all.every((k) => k === "plain" || k === "predicate")),
    left ? related / left : 0,
  ];
}
