// The generated models index their inputs by position: a feature appended to one list shifts every input after it.
// These checks fail when a model's weights no longer line up with the inputs the code builds (session 22's merge
// appended four conflict-model features, which moved every duplicate-model input after them by four).
import { describe, expect, it } from "vitest";
import { FEATURE_NAMES } from "./features";
import { CONFLICT_EXTRA_NAMES, type ConflictModel } from "./conflict-model";
import { CONFLICT_MODEL } from "./conflict-model-weights";
import { DUPLICATE_EXTRA_NAMES, duplicateModelFeatures } from "./duplicate-model";
import { DUPLICATE_MODEL } from "./duplicate-model-weights";
import { conflictFeatures } from "./conflict-model";

const inputsOf = (m: ConflictModel): number =>
  m.kind === "logistic" ? m.weights.length : Math.max(...m.trees.flatMap((t) => t.nodes.map((n) => (n.feature ?? -1) + 1)));

describe("generated models read the inputs the code builds", () => {
  const x = new Array(FEATURE_NAMES.length).fill(0);
  const a = { type: "fact", content: "The ingest queue keeps 14 days of messages" };
  const b = { type: "fact", content: "Messages stay on the ingest queue for two weeks" };

  it("the conflict model's inputs are the pair features then CONFLICT_EXTRA_NAMES", () => {
    const width = conflictFeatures(a, b, x).length;
    expect(width).toBe(FEATURE_NAMES.length + CONFLICT_EXTRA_NAMES.length);
    if (CONFLICT_MODEL.kind === "logistic") expect(CONFLICT_MODEL.weights.length).toBe(width);
    else expect(inputsOf(CONFLICT_MODEL)).toBeLessThanOrEqual(width);
  });

  it("the duplicate model's inputs are the pair features then DUPLICATE_EXTRA_NAMES", () => {
    const width = duplicateModelFeatures(a.content, b.content, conflictFeatures(a, b, x)).length;
    expect(width).toBe(FEATURE_NAMES.length + DUPLICATE_EXTRA_NAMES.length);
    if (DUPLICATE_MODEL.kind === "logistic") {
      expect(DUPLICATE_MODEL.weights.length).toBe(width);
      expect(DUPLICATE_MODEL.mean.length).toBe(width);
      expect(DUPLICATE_MODEL.scale.length).toBe(width);
    } else expect(inputsOf(DUPLICATE_MODEL)).toBeLessThanOrEqual(width);
  });
});
