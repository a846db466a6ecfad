/**
 * Round 17 (judgdup17): the learned merge's denial gates read a denial as the rules' meaning path does. A word one side
 * denies that the other names inside a denial or a failure of its own is no yes against a no (features.ts
 * deniedInBoth); a denial carried by a word alone that the other side answers with its own negative word, or a denial
 * the scoped reader (one-sided-denial.ts) finds answered, no longer shuts the model out (oneSidedDenial). A swap of who
 * does what, or a real one-sided denial, stays apart. And a context read on one side that the other names as a word
 * ("linted in CI" / "a CI lint run") is one context for the learned merge's gate.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { pairFeatures } from "./features";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `d${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine: number) => judgePair(mem(a), mem(b), cosine).verdict;

describe("a denial said on both sides", () => {
  it("merges when the other side names the denied word inside its own denial or failure (apart before round 17)", () => {
    expect(verdict("Refunds are issued by the finance team, never by support agents.", "Support agents never issue refunds; the finance team does.", 0.85)).toBe("duplicate");
    expect(verdict("You can't use the GPIO4 pin while the camera is attached.", "The GPIO4 pin stops working while the camera is attached.", 0.85)).toBe("duplicate");
  });
  it("keeps a swap of who does it apart: the other side names the word in a clause that denies nothing", () => {
    const [a, b] = ["Refunds are issued by the finance team, never by support agents.", "Support agents issue refunds, never the finance team."];
    expect(pairFeatures(mem(a), mem(b), 0.9).blockedBy).toContain("denied_by_one");
    expect(verdict(a, b, 0.9)).not.toBe("duplicate");
  });
});

describe("a denial carried by a word, answered by the other side's own negative word", () => {
  it("lets the learned model merge (apart before round 17)", () => {
    const [a, b] = ["The label printer ignores jobs sent faster than every 200 ms.", "The label printer drops jobs sent faster than every 200 ms."];
    expect(pairFeatures(mem(a), mem(b), 0.93).deniesOneSide).toBe(false);
    expect(verdict(a, b, 0.93)).toBe("duplicate");
  });
  it("still keeps a denial said with a negation against a plain statement apart", () => {
    expect(pairFeatures(mem("Interns can't merge to the release branch."), mem("Interns merge to the release branch."), 0.9).deniesOneSide).toBe(true);
    expect(verdict("Interns can't merge to the release branch.", "Interns merge to the release branch.", 0.9)).not.toBe("duplicate");
    expect(verdict("The billing worker drops events older than 7 days.", "The billing worker keeps events older than 7 days.", 0.9)).not.toBe("duplicate");
  });
});

describe("a context named on both sides in two roles", () => {
  it("is one context for the learned merge (apart before round 17); two contexts stay apart", () => {
    const a = "Every schema migration is linted in CI before it is merged.";
    expect(pairFeatures(mem(a), mem("Schema migrations get a CI lint run before they are merged."), 0.88).blockedBy).not.toContain("contexts");
    expect(verdict(a, "Schema migrations get a CI lint run before they are merged.", 0.88)).toBe("duplicate");
    expect(verdict(a, "Schema migrations are linted on staging before they are merged.", 0.88)).not.toBe("duplicate");
  });
});
