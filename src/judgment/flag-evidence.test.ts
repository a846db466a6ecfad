// Round 17: a text reader's flag between two negatives at paraphrase closeness needs evidence that is no denial.
// Sentences written for these tests (not taken from any half).
import { describe, expect, it } from "vitest";
import { flagEvidence } from "./flag-evidence";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `r17-${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

const TWO_NEGATIVES: [string, string] = ["The booking widget will not support offline mode.", "Decided: no offline mode support in the booking widget."];

describe("how much evidence a flag needs", () => {
  it("lets claim rules and typed values flag alone, at any closeness", () => {
    expect(flagEvidence(...TWO_NEGATIVES, "claim", 0.95).enough).toBe(true);
    expect(flagEvidence(...TWO_NEGATIVES, "values", 0.95).enough).toBe(true);
  });

  it("asks more of a text reader between two negatives at paraphrase closeness, by meaning or by words", () => {
    expect(flagEvidence(...TWO_NEGATIVES, "text", 0.9)).toMatchObject({ enough: false, why: expect.stringContaining("cosine 0.90") });
    expect(flagEvidence(...TWO_NEGATIVES, "text", undefined)).toMatchObject({ enough: false, why: expect.stringContaining("word overlap") });
    // Below the band and with few words in common, the reader is as precise as anywhere.
    expect(flagEvidence("The widget will not support offline mode.", "Decided: no offline support anywhere in our booking flow for now.", "text", 0.8).enough).toBe(true);
  });

  it("keeps a denial of the other side's own negative word: that side carries no negative of its own", () => {
    expect(flagEvidence("Stale feature flags are deleted after 30 days.", "Stale feature flags are never deleted.", "text", 0.9).enough).toBe(true);
    expect(flagEvidence("The kiosk app will not support Android 9.", "The kiosk app supports Android 9.", "text", 0.9).enough).toBe(true);
  });

  it("takes evidence that is no denial: a number that differs", () => {
    const ev = flagEvidence("Never keep more than 3 backups; older ones are not needed.", "Never keep more than 5 backups; older ones are not needed.", "text", 0.95);
    expect(ev).toMatchObject({ enough: true, carried: expect.stringContaining("not one memory") });
  });
});

describe("the verdict", () => {
  it("does not flag one refusal said in two wordings", () => {
    expect(judgePair(mem(TWO_NEGATIVES[0], "decision"), mem(TWO_NEGATIVES[1], "decision"), 0.9).verdict).not.toBe("conflict");
    expect(judgePair(mem(TWO_NEGATIVES[0], "decision"), mem(TWO_NEGATIVES[1], "decision")).verdict).not.toBe("conflict");
  });

  it("still flags a denial of what the other side asserts", () => {
    expect(judgePair(mem("Stale feature flags are deleted after 30 days."), mem("Stale feature flags are never deleted."), 0.9).verdict).toBe("conflict");
    expect(judgePair(mem("The kiosk app will not support Android 9."), mem("The kiosk app supports Android 9."), 0.9).verdict).toBe("conflict");
  });
});
