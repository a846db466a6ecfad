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
