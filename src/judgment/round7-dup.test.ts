/**
 * Duplicates round 7 (bench/judgment/README.md "Round 7: duplicates"): sentences of their own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { minimalPairConflict } from "./similarity";

describe("markup and punctuation inside a swapped span are no value (minimalPairConflict)", () => {
  it.each([
    ["emphasis", "__Never__ force-push to the release branch.", "Never force-push to the release branch."],
    ["a hyphen in a label", "P-2 alerts go to the on-call channel.", "P2 alerts go to the on-call channel."],
  ])("%s", (_, a, b) => expect(minimalPairConflict(a, b)).toBeNull());
  it("a swapped letter or digit still is", () => {
    expect(minimalPairConflict("P1 alerts go to the on-call channel.", "P2 alerts go to the on-call channel.")?.why).toBe("p1 vs p2");
    expect(minimalPairConflict("_Never_ force-push to the release branch.", "_Always_ force-push to the release branch.")).not.toBeNull();
  });
});

describe("review mends (round 7)", () => {
  it("the alignment of a pair is computed once and shared (every reader of the pair gets the same answer)", async () => {
    const { unmatchedWords } = await import("./synonym-duplicate");
    const [a, b] = ["Nightly exports land in the audit bucket.", "The audit bucket receives the nightly export."];
    const first = unmatchedWords(a, b);
    expect(unmatchedWords(a, b)).toBe(first);
    expect(unmatchedWords(b, a)).not.toBe(first);
  });
  it("an acronym spelled out still folds when asked again for another pair", async () => {
    const { unmatchedWords } = await import("./synonym-duplicate");
    expect(unmatchedWords("Stored under the HSM key.", "Stored under the hardware security module key.").b).toEqual([]);
    expect(unmatchedWords("HSM keys rotate yearly.", "Hardware security module keys rotate yearly.").b).toEqual([]);
  });
});

describe("a number only one side has (features.ts number_one_side)", () => {
  const side = (content: string) => ({ type: "fact", content, tags: [] as string[] });
  it.each([
    ["a rate added", "Audit events are sampled before export.", "We export 5% of audit events to the archive.", 1],
    ["the same number both sides", "Audit exports run every 15 minutes.", "Every 15 minutes the audit export runs.", 0],
    ["no number at all", "Audit events are sampled before export.", "Before export, audit events get sampled.", 0],
  ])("%s", async (_, a, b, want) => {
    const { FEATURE_NAMES, pairFeatures } = await import("./features");
    expect(pairFeatures(side(a), side(b), 0.7).x[FEATURE_NAMES.indexOf("number_one_side")]).toBe(want);
  });
});
