/**
 * The learned duplicate model: shallow regression trees (the conflict model's kind, conflict-model.ts) over the
 * pair features, what differs between the two texts, the types, and what is left over once the words pair up in
 * any order (duplicate-features.ts). Fitted by bench/judgment/fit-conflict-model.ts --target duplicate on the
 * pairs the duplicate rules leave open and a learned merge may reach, its threshold chosen out of fold with a wrong
 * merge costing ten missed duplicates; committed as duplicate-model-weights.ts. combiner.ts asks it in place of
 * the logistic duplicate model when the weights carry it, behind the same gates (mayMerge, no change stated, no
 * one-sided denial, the cosine gate and the merge guard in compare.ts).
 */
import { CONFLICT_EXTRA_NAMES, conflictProbability, type ConflictModel } from "./conflict-model";
import { DUPLICATE_FEATURE_NAMES, duplicateFeatures } from "./duplicate-features";

/** The model's inputs after the pair features: the conflict model's extras, then the "nothing new" features. */
export const DUPLICATE_EXTRA_NAMES = [...CONFLICT_EXTRA_NAMES, ...DUPLICATE_FEATURE_NAMES] as const;

/** Same shape as the conflict model: trees (or a logistic model) over DUPLICATE_EXTRA_NAMES after the pair features. */
export type DuplicateModel = ConflictModel;

/** The duplicate model's inputs: the conflict model's (`conflictX`: pair features, differences, types), then the left-over words. */
export function duplicateModelFeatures(a: string, b: string, conflictX: readonly number[]): number[] {
  return [...conflictX, ...duplicateFeatures(a, b)];
}

/** The model's probability that the pair is one memory said twice. */
export const duplicateProbability: (m: DuplicateModel, x: readonly number[]) => number = conflictProbability;
