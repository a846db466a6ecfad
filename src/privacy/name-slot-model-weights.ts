// Placeholder until bench/privacy/fit-name-model.ts --family slot --write generates it: the slot model shut.
import type { NameModel } from "./name-model-features.ts";

export const NAME_SLOT_MODEL: NameModel = { bias: 0, threshold: 2, weights: [] };
