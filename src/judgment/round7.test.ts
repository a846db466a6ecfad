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
