/**
 * The meaning path (compare.ts meaningDuplicate): a one-sided denial answered by a negative word on the other side; a
 * file path on one side only.
 * Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgeByRules } from "./compare";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `d${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("a denial carried by a word, the other side's own negative word: one memory", () => {
  it("freezes … is unplugged / hangs … gets disconnected", () => {
    const [a, b] = ["The kiosk app freezes when the scanner is unplugged mid-scan.", "The kiosk app hangs if the scanner gets disconnected mid-scan."];
    expect(judgeByRules(mem(a), mem(b), 0.85).verdict).toBe("duplicate");
  });
});

describe("what stays apart", () => {
  it.each([
    ["a denial said with a negation", "Duplicate webhook deliveries are not ignored by the billing service.", "The billing service drops duplicate webhook deliveries."],
    ["a negated failure against a failure", "The kiosk app never freezes when the scanner is unplugged.", "The kiosk app hangs if the scanner gets disconnected."],
  ])("%s", (_, a, b) => expect(judgeByRules(mem(a), mem(b), 0.85).verdict).not.toBe("duplicate"));

  it("far in meaning, no merge", () => {
    const [a, b] = ["The kiosk app freezes when the scanner is unplugged mid-scan.", "The kiosk app hangs if the scanner gets disconnected mid-scan."];
    expect(judgeByRules(mem(a), mem(b), 0.5).verdict).not.toBe("duplicate");
  });
});

describe("a file path on one side only is a detail, not the same memory (compare.ts pathOnOneSide)", () => {
  it("reads its settings from a YAML file / reads /etc/relayd/settings.yaml", () => {
    const [a, b] = ["relayd reads its settings from a YAML file.", "relayd reads /etc/relayd/settings.yaml, overridable with --settings."];
    expect(judgeByRules(mem(a), mem(b), 0.8).verdict).not.toBe("duplicate");
  });

  it("the same path on both sides still merges", () => {
    const [a, b] = ["relayd reads its settings from /etc/relayd/settings.yaml.", "The settings of relayd are read from /etc/relayd/settings.yaml."];
    expect(judgeByRules(mem(a), mem(b), 0.9).verdict).toBe("duplicate");
  });
});
