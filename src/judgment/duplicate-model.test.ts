/**
 * The tree duplicate model and what it reads besides the conflict model's inputs: the words each side has left once
 * both sides pair up in any order (duplicate-features.ts), and how the combiner asks it. Sentences written for this
 * test, not taken from the labelled halves.
 */
import { describe, expect, it } from "vitest";
import { type CombinerWeights, duplicateModelOff, learnedVerdict, type LogisticModel } from "./combiner";
import { judgeWithCombiner, type JudgedMemory } from "./compare";
import { CONFLICT_EXTRA_NAMES } from "./conflict-model";
import { DUPLICATE_FEATURE_NAMES, duplicateFeatures } from "./duplicate-features";
import { DUPLICATE_EXTRA_NAMES, type DuplicateModel } from "./duplicate-model";
import { FEATURE_NAMES, pairFeatures } from "./features";

let n = 0;
const mem = (content: string, over: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `dm${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: null,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...over,
});
const dup = (a: string, b: string, name: (typeof DUPLICATE_FEATURE_NAMES)[number]) => duplicateFeatures(a, b)[DUPLICATE_FEATURE_NAMES.indexOf(name)];

describe("the words left over once both sides pair up", () => {
  it("leave nothing when one sentence is the other reordered", () => {
    const [a, b] = ["The mobile client caps retries at five.", "Retries are capped at five by the mobile client."];
    expect(dup(a, b, "dup_nothing_new")).toBe(1);
    expect(dup(a, b, "dup_left_count")).toBe(0);
  });

  it("leave nothing when one quantity is written in two notations", () => {
    expect(dup("Preview videos are trimmed to 90 seconds.", "Preview videos are trimmed to 1.5 minutes.", "dup_nothing_new")).toBe(1);
  });

  it("leave the added condition on one side of a refinement, read by its kind", () => {
    const [a, b] = ["Invoices are emailed on the first of the month.", "On staging, invoices are emailed on the first of the month."];
    expect(dup(a, b, "dup_one_side_contained")).toBe(1);
    expect(dup(a, b, "dup_left_context")).toBe(1);
    expect(dup(a, b, "dup_nothing_new")).toBe(0);
  });

  it("leave a value on each side when one slot holds two values", () => {
    const [a, b] = ["Thumbnails are rendered by Sharp.", "Thumbnails are rendered by ImageMagick."];
    expect(dup(a, b, "dup_left_value_both")).toBe(1);
    expect(dup(a, b, "dup_left_name_or_code")).toBe(1);
  });

  it("pair left-over verbs one step apart in WordNet", () => {
    const [x, y] = ["The planner picks the cheapest route.", "The planner chooses the cheapest route."];
    expect(dup(x, y, "dup_left_plain_only")).toBe(1);
    expect(dup(x, y, "dup_left_related_share")).toBe(1);
    expect(dup("The planner picks the cheapest route.", "The planner rejects the cheapest route.", "dup_left_related_share")).toBe(0);
  });
});

/** One tree on dup_nothing_new: +3 when every word met, −3 otherwise. */
const nothingNewTree = (threshold: number): DuplicateModel => ({
  kind: "trees", threshold,
  trees: [{ nodes: [{ feature: FEATURE_NAMES.length + CONFLICT_EXTRA_NAMES.length + DUPLICATE_FEATURE_NAMES.indexOf("dup_nothing_new"), threshold: 0.5, left: 1, right: 2 }, { leaf: -3 }, { leaf: 3 }] }],
});
const off: LogisticModel = { mean: FEATURE_NAMES.map(() => 0), scale: FEATURE_NAMES.map(() => 1), weights: FEATURE_NAMES.map(() => 0), bias: 0, threshold: 2 };
const conflictOff: DuplicateModel = { kind: "trees", threshold: 2, trees: [] };
const weights = (m: DuplicateModel): CombinerWeights => ({ features: FEATURE_NAMES, conflict: off, duplicate: off, conflictModel: conflictOff, duplicateModel: m });

describe("the tree duplicate model in the combiner", () => {
  const [a, b] = [mem("Changes to the billing service need two reviewers."), mem("Two reviewers are needed for billing service changes.")];

  it("reads the conflict model's inputs and the left-over words", () => {
    expect(pairFeatures(a, b, 0.8).duplicateX()).toHaveLength(FEATURE_NAMES.length + DUPLICATE_EXTRA_NAMES.length);
  });

  it("is asked in place of the logistic duplicate model when on, and says why it merged", () => {
    const l = learnedVerdict({ verdict: "unrelated", reason: "" }, pairFeatures(a, b, 0.8), weights(nothingNewTree(0.5)));
    expect(l?.verdict).toBe("duplicate");
    expect(l?.reason).toMatch(/every word of each side met/);
    expect(learnedVerdict({ verdict: "unrelated", reason: "" }, pairFeatures(a, b, 0.8), weights(nothingNewTree(2)))).toBeNull();
  });

  it("counts as on for judgeWithCombiner even with the logistic duplicate model off", () => {
    expect(duplicateModelOff(weights(nothingNewTree(0.5)))).toBe(false);
    expect(duplicateModelOff(weights(nothingNewTree(2)))).toBe(true);
    expect(judgeWithCombiner(a, b, 0.8, weights(nothingNewTree(0.5))).verdict).toBe("duplicate");
  });

  it("still keeps a merge out where a value differs, whatever the model says", () => {
    const [c, d] = [mem("The audit log is kept for 30 days."), mem("The audit log is kept for 90 days.")];
    expect(judgeWithCombiner(c, d, 0.95, weights(nothingNewTree(0.01))).verdict).not.toBe("duplicate");
  });
});
