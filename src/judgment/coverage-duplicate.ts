/**
 * Paraphrases that share few words (round 6): two texts whose typed values all meet (each value on
 * either side has an equal value of the same kind on the other: slot-reader.ts, units converted) and
 * whose content words mostly pair up through synonyms, word forms and acronyms (synonym-duplicate.ts),
 * close in meaning. Full alignment is synonym-duplicate's rule; this one lets a share of the words stay
 * unmatched when the embedder's cosine is high enough — the two thresholds (COVERAGE_GATE) are fitted
 * leave-one-half-out by bench/judgment/fit-coverage.ts with no wrong merge in any fold, not chosen per
 * pair. Nothing value-like may be among the unmatched words (a number, a name, a tool, an identifier),
 * the duplicate guards (semanticDuplicateBlocker: denials on one side, opposite orders, bounds) pass,
 * and the caller's merge guard (value-clash.ts, predicates.ts) has the last word as on every merge.
 */
import { folded, valueForms } from "./aligned-duplicate";
import { categoryOf } from "./lexicon";
import { semanticDuplicateBlocker } from "./similarity";
import { typedValuesOf, type TypedValue } from "./slot-reader";
import { unmatchedWords } from "./synonym-duplicate";
import { relation } from "./values";

export interface CoverageGate {
  /** Cosine at or above which a partly aligned pair may be one memory. */
  cos: number;
  /** Share of each side's content words that must find a partner on the other side. */
  coverage: number;
}

/**
 * Fitted by bench/judgment/fit-coverage.ts (leave one half out over a–h, k, l; bench/judgment/README.md
 * "Round 6"). Only that tool changes it at run time (to see every pair the gate could take); the
 * service reads it as a constant. Shut (a cosine no pair reaches): the fitted gate (cos ≥ 0.54, coverage
 * ≥ 0.5; leave one half out +9 duplicates, 0 wrong merges in every fold) added a wrong merge on the blind
 * transfer half N, so it stays off until a guard tells two properties of one thing from a paraphrase.
 */
export const COVERAGE_GATE: CoverageGate = { cos: 2, coverage: 1 };

/** How well two texts' words pair up, when nothing but the thresholds stands between them; else null. */
export interface CoverageCandidate { cos: number; coverage: number; unmatched: number }

const sameTyped = (x: TypedValue, y: TypedValue) =>
  x.kind === y.kind && (typeof x.value === "string" || typeof y.value === "string" ? x.value === y.value : relation(x.value, y.value) === "same");

/** Every typed value of one side has an equal value of its kind on the other, both ways. */
export function typedValuesMeet(a: string, b: string): boolean {
  const [va, vb] = [typedValuesOf(a), typedValuesOf(b)];
  return va.every((x) => vb.some((y) => sameTyped(x, y))) && vb.every((y) => va.some((x) => sameTyped(x, y)));
}

/** A word that carries a value or a name: never left unmatched in a merge. */
const valueLike = (w: string) => /\d|[_./:]/.test(w) || categoryOf(w) !== null;

export function coverageCandidate(a: string, b: string, cosine: number | undefined): CoverageCandidate | null {
  if (cosine === undefined) return null;
  [a, b] = [valueForms(a), valueForms(b)];
  const u = unmatchedWords(a, b);
  const left = [...u.a, ...u.b];
  if (u.size < 2 || left.some(valueLike)) return null;
  if (!typedValuesMeet(a, b)) return null;
  if (semanticDuplicateBlocker(folded(a), folded(b), 1) !== null) return null;
  const coverage = Math.min(1 - u.a.length / Math.max(1, u.na), 1 - u.b.length / Math.max(1, u.nb));
  return { cos: cosine, coverage, unmatched: left.length };
}

/** Why two texts are one paraphrase by coverage and meaning, or null. */
export function coverageDuplicate(a: string, b: string, cosine: number | undefined, gate: CoverageGate = COVERAGE_GATE): string | null {
  if (cosine === undefined || cosine < gate.cos) return null;
  const c = coverageCandidate(a, b, cosine);
  if (!c || c.coverage < gate.coverage) return null;
  return `most words paired up (${Math.round(c.coverage * 100)} %) and close in meaning (cosine ${cosine.toFixed(2)})`;
}
