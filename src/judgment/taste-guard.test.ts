/**
 * taste-guard.ts: a merge the learned duplicate model proposes is refused when either side is a preference, whatever
 * the model's probability; facts of the same shape still merge, restated preferences whose words all pair up still
 * merge by the rules, and the logistic model (asked while the duplicate model is off) merges as it was fitted.
 * Sentences written for this test, not taken from the labelled halves.
 */
import { describe, expect, it } from "vitest";
import { type CombinerWeights, type LogisticModel } from "./combiner";
import { judgeWithCombiner, type JudgedMemory } from "./compare";
import { type DuplicateModel } from "./duplicate-model";
import { FEATURE_NAMES } from "./features";
import { modelMergeGuard, tasteGuard } from "./taste-guard";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `tg${n++}`, type, scope: "global", content, title: null, tags: [], metadata: {}, project_id: null,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
/** A duplicate model that says "merge" to every pair it is asked about (one leaf, +5). */
const alwaysMerge: DuplicateModel = { kind: "trees", threshold: 0.5, trees: [{ nodes: [{ leaf: 5 }] }] };
const logistic = (bias: number, threshold: number): LogisticModel => ({ mean: FEATURE_NAMES.map(() => 0), scale: FEATURE_NAMES.map(() => 1), weights: FEATURE_NAMES.map(() => 0), bias, threshold });
const conflictOff: DuplicateModel = { kind: "trees", threshold: 2, trees: [] };
const modelOn: CombinerWeights = { features: FEATURE_NAMES, conflict: logistic(0, 2), duplicate: logistic(0, 2), conflictModel: conflictOff, duplicateModel: alwaysMerge };
/** The duplicate model off; the logistic one merges every pair it is asked about. */
const logisticOn: CombinerWeights = { ...modelOn, duplicate: logistic(5, 0.5), duplicateModel: { ...alwaysMerge, threshold: 2 } };

describe("the taste guard on the duplicate model's merges", () => {
  it("names a preference on either side", () => {
    expect(tasteGuard({ type: "preference" }, { type: "preference" })).not.toBeNull();
    expect(tasteGuard({ type: "fact" }, { type: "preference" })).not.toBeNull();
    expect(tasteGuard({ type: "fact" }, { type: "decision" })).toBeNull();
  });

  it("keeps two opposite tastes said in other words apart with the model saying merge (a pair that must not merge)", () => {
    const [a, b] = [mem("Error pages should be friendly and plain for citizens.", "preference"), mem("Error pages: show the raw stack trace, support needs it.", "preference")];
    const v = judgeWithCombiner(a, b, 0.7, modelOn);
    expect(v.verdict).not.toBe("duplicate");
  });

  it("keeps a restated taste with words left over out of the model's reach", () => {
    const [a, b] = [mem("Likes terse answers to questions.", "preference"), mem("Wants brief replies when asking something.", "preference")];
    const v = judgeWithCombiner(a, b, 0.75, modelOn);
    expect(v.verdict).toBe("unrelated");
    expect("reason" in v && v.reason).toMatch(/preference/);
  });

  it("lets the model merge two facts said in other words", () => {
    const [a, b] = [mem("Invoices are generated at month end."), mem("Bills are produced at the close of each month.")];
    expect(judgeWithCombiner(a, b, 0.7, modelOn).verdict).toBe("duplicate");
  });

  it("leaves the rules' merge of a restated preference alone", () => {
    const [a, b] = [mem("Prefers tabs over spaces in Go code.", "preference"), mem("prefers tabs over spaces in go code", "preference")];
    expect(judgeWithCombiner(a, b, 0.98, modelOn).verdict).toBe("duplicate");
  });

  it("does not touch the logistic model's merges while the duplicate model is off", () => {
    const [a, b] = [mem("Likes terse answers to questions.", "preference"), mem("Wants brief replies when asking something.", "preference")];
    expect(judgeWithCombiner(a, b, 0.65, logisticOn).verdict).toBe("duplicate");
  });
});

describe("two properties of one subject on the duplicate model's merges (modelMergeGuard)", () => {
  it.each([
    ["a function and a header", "The edge proxy terminates mTLS.", "The edge proxy injects a trace header."],
    ["a size and a role", "db-r2 runs on a 32 GB machine.", "db-r2 is the async replica."],
    ["a kind and a schedule", "The churn model is a random forest.", "The churn model is refitted every Sunday."],
  ])("refuses %s, which the model would merge above the subject gate", (_, x, y) => {
    const [a, b] = [mem(x), mem(y)];
    expect(modelMergeGuard(a, b)).toMatch(/two different things/);
    // (At 0.7 and above the rules' meaning path may merge such a pair itself: README "Round 20".)
    for (const cos of [0.6, 0.68]) expect(judgeWithCombiner(a, b, cos, modelOn).verdict).not.toBe("duplicate");
  });

  it("lets a restatement with a word of its predicate in common through", () => {
    const [a, b] = [mem("The churn model is refitted every Sunday."), mem("The churn model is retrained each Sunday night.")];
    expect(modelMergeGuard(a, b)).toBeNull();
    expect(judgeWithCombiner(a, b, 0.8, modelOn).verdict).toBe("duplicate");
  });

  it("refuses the logistic model's merges of such pairs too, above the subject gate (round 22: compare.ts learnedMergeClash)", () => {
    const [a, b] = [mem("The edge proxy terminates mTLS."), mem("The edge proxy injects a trace header.")];
    expect(judgeWithCombiner(a, b, 0.65, logisticOn).verdict).not.toBe("duplicate");
    // A restatement with a word of its predicate in common still merges.
    const [c, d] = [mem("The churn model is refitted every Sunday."), mem("The churn model is retrained each Sunday night.")];
    expect(judgeWithCombiner(c, d, 0.65, logisticOn).verdict).toBe("duplicate");
  });
});
