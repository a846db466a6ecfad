/**
 * The tree conflict model and what it reads: where two texts differ (difference-features.ts) and how the combiner
 * asks the model. Sentences written for this test, not taken from the labelled halves.
 */
import { describe, expect, it } from "vitest";
import { type CombinerWeights, conflictModelOff, learnedVerdict, type LogisticModel } from "./combiner";
import { judgeWithCombiner, type JudgedMemory } from "./compare";
import { CONFLICT_EXTRA_NAMES, type ConflictModel, conflictProbability } from "./conflict-model";
import { DIFFERENCE_FEATURE_NAMES, type DifferenceFeatureName, differenceFeatures, kindOf } from "./difference-features";
import { FEATURE_NAMES, pairFeatures } from "./features";

let n = 0;
const mem = (content: string, over: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `cm${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: null,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...over,
});
const diff = (a: string, b: string, name: DifferenceFeatureName) => differenceFeatures(a, b)[DIFFERENCE_FEATURE_NAMES.indexOf(name)];

describe("difference features", () => {
  it("read one slot filled two ways as one anchored swap of one kind", () => {
    const [a, b] = ["The import job flushes its buffer every 200 rows.", "The import job flushes its buffer every 750 rows."];
    expect(diff(a, b, "diff_one_swap")).toBe(1);
    expect(diff(a, b, "diff_swap_anchored")).toBe(1);
    expect(diff(a, b, "diff_swap_number_differs")).toBe(1);
    expect(diff(a, b, "diff_value_swap_alone")).toBe(1);
    expect(diff(a, b, "diff_inserts_only")).toBe(0);
  });

  it("read equal quantities in other units as no differing number", () => {
    expect(diff("Thumbnails are cached for 2 hours.", "Thumbnails are cached for 120 minutes.", "diff_swap_number_differs")).toBe(0);
  });

  it("read a text that only adds words as inserting, with no swap", () => {
    const [a, b] = ["Nightly backups go to the cold bucket.", "Nightly backups go to the cold bucket, encrypted with the ops key."];
    expect(diff(a, b, "diff_inserts_only")).toBe(1);
    expect(diff(a, b, "diff_swaps")).toBe(0);
  });

  it("read a swapped environment as a context, and two owners as names", () => {
    expect(diff("On staging the queue holds 50 workers.", "On production the queue holds 50 workers.", "diff_swap_context")).toBe(1);
    expect(diff("The search index is maintained by Ingrid.", "The search index is maintained by Tomasz.", "diff_swap_name")).toBe(1);
  });

  it("tell the kinds of words apart", () => {
    const text = "Set MAX_POOL in config/db.yaml to 20 on Linux; Ingrid says it is enabled.";
    expect(kindOf("count_20", text)).toBe("number");
    expect(kindOf("v2.4.1", text)).toBe("version");
    expect(kindOf("config", text)).toBe("code");
    expect(kindOf("linux", text)).toBe("context");
    expect(kindOf("ingrid", text)).toBe("name");
    expect(kindOf("enabled", text)).toBe("state");
  });
});

/** A one-tree model: a pair whose texts swap one number for another of its kind is a contradiction, nothing else is. */
const SWAP = FEATURE_NAMES.length + CONFLICT_EXTRA_NAMES.indexOf("diff_swap_number_differs");
const oneTree = (threshold: number): ConflictModel => ({
  kind: "trees", threshold, trees: [{ nodes: [{ feature: SWAP, threshold: 0.5, left: 1, right: 2 }, { leaf: -3 }, { leaf: 3 }] }],
});
const off: LogisticModel = { mean: FEATURE_NAMES.map(() => 0), scale: FEATURE_NAMES.map(() => 1), weights: FEATURE_NAMES.map(() => 0), bias: 0, threshold: 2 };
const weights = (m: ConflictModel): CombinerWeights => ({ features: FEATURE_NAMES, conflict: off, duplicate: off, conflictModel: m });

describe("the tree conflict model in the combiner", () => {
  const [a, b] = [mem("Our ingest lambda keeps 300 connections open to the warehouse."), mem("The ingest lambda holds 40 warehouse connections open.")];

  it("walks each tree to a leaf and sums them", () => {
    const f = pairFeatures(a, b, 0.8);
    expect(f.conflictX()).toHaveLength(FEATURE_NAMES.length + CONFLICT_EXTRA_NAMES.length);
    expect(conflictProbability(oneTree(0.5), f.conflictX())).toBeCloseTo(1 / (1 + Math.exp(-3)));
    expect(conflictProbability(oneTree(0.5), pairFeatures(a, mem("Our ingest lambda keeps 300 connections open to the warehouse at night."), 0.8).conflictX())).toBeCloseTo(1 / (1 + Math.exp(3)));
  });

  it("is asked instead of the logistic conflict model when the weights carry it, and says what differs", () => {
    const l = learnedVerdict({ verdict: "unrelated", reason: "" }, pairFeatures(a, b, 0.8), weights(oneTree(0.5)));
    expect(l?.verdict).toBe("conflict");
    expect(l?.reason).toMatch(/different numbers in one place/);
    expect(learnedVerdict({ verdict: "unrelated", reason: "" }, pairFeatures(a, b, 0.8), weights(oneTree(2)))).toBeNull();
  });

  it("switched off (threshold 2) leaves the rules' verdict and reads no conflict", () => {
    expect(conflictModelOff(weights(oneTree(2)))).toBe(true);
    expect(conflictModelOff(weights(oneTree(0.5)))).toBe(false);
    expect(judgeWithCombiner(a, b, 0.8, weights(oneTree(2))).verdict).not.toBe("conflict");
  });

  it("has no say between two memories that share no topic or content word, however sure it is", () => {
    // A model that flags every open pair (one leaf: +3) still flags the pair about one thing …
    expect(judgeWithCombiner(a, b, 0.8, weights(oneTree(0.5))).verdict).toBe("conflict");
    // … but not two memories about two things, whatever the cosine.
    for (const cos of [0.2, 0.6, 0.9]) {
      expect(judgeWithCombiner(mem("Use zod at the edge", { type: "pattern" }), mem("Never trust client ids", { type: "gotcha" }), cos, weights(oneTree(0.5))).verdict).toBe("unrelated");
      expect(judgeWithCombiner(mem("Prefer tabs for indentation", { type: "preference" }), mem("Never trust client ids", { type: "gotcha" }), cos, weights(oneTree(0.5))).verdict).toBe("unrelated");
    }
  });
});
