// Placeholder until bench/judgment/fit-combiner.ts writes the fitted table.
import type { CombinerWeights } from "./combiner";
import { FEATURE_NAMES } from "./features";
const off = { mean: FEATURE_NAMES.map(() => 0), scale: FEATURE_NAMES.map(() => 1), weights: FEATURE_NAMES.map(() => 0), bias: 0, threshold: 2 };
export const COMBINER: CombinerWeights = { features: FEATURE_NAMES, conflict: off, duplicate: off };
