import { describe, expect, it } from "vitest";
import { judgePair, type JudgedMemory } from "./compare";
import { withoutOrdinalLabel } from "./frames";

let n = 0;
const m = (content: string, type = "fact"): JudgedMemory => ({
  id: `m${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

// Found by the workerd suites after the frames reader landed (test/context-bundle, test/lifecycle-store).
describe("ordinal labels and manual/automatic", () => {
  it("a leading ordinal label is not a value: two numbered status notes do not conflict", () => {
    const v = judgePair(m("Status 0: auth refactor half done, next is the token refresh", "status"), m("Status 2: auth refactor half done, next is the token refresh", "status"), 0.9);
    expect(v.verdict).not.toBe("conflict");
    expect(withoutOrdinalLabel("Step 3 - run the migration")).toBe("run the migration");
    // A number after a word that is not a label stays: it is the value.
    expect(withoutOrdinalLabel("Node 20: required")).toBe("Node 20: required");
    expect(judgePair(m("Node 20: required on CI"), m("Node 22: required on CI"), 0.9).verdict).toBe("conflict");
  });

  it("by hand and by itself are two values, never one memory said twice", () => {
    const v = judgePair(m("Old runbook: restart the queue worker by hand", "pattern"), m("Recent runbook: the queue worker restarts itself", "pattern"), 0.5);
    expect(v.verdict).not.toBe("duplicate");
    expect(judgePair(m("Rotate the keys manually every quarter"), m("Rotate the keys by hand every quarter"), 0.9).verdict).not.toBe("conflict");
  });
});
