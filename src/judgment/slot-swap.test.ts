/**
 * The slot guard (slot-swap.ts): one thing said of two different things never merges, on any path.
 * Sentences of their own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgeByRules, judgePair } from "./compare";
import { slotSwap } from "./slot-swap";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `s${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("two different things in the same slots never merge", () => {
  const [a, b] = ["Clients receive a receipt for each yearly payment.", "Partners receive an invoice for each yearly payment."];
  it("the lead's pair, on the rules' meaning path (cosine 0.81) and the learned path (0.52)", () => {
    expect(judgeByRules(mem(a), mem(b), 0.81).verdict).not.toBe("duplicate");
    expect(judgePair(mem(a), mem(b), 0.81).verdict).not.toBe("duplicate");
    expect(judgePair(mem(a), mem(b), 0.52).verdict).not.toBe("duplicate");
    expect(slotSwap(a, b)).toMatch(/clients \/ partners, receipt \/ invoice/);
  });
  it.each([
    ["subject and object", "Tenants upload a contract for every new lease.", "Landlords upload an inventory for every new lease."],
    ["two-word subject and object", "Support agents escalate a refund to the finance team.", "Sales reps escalate a discount to the finance team."],
  ])("%s swapped", (_, x, y) => {
    expect(slotSwap(x, y)).not.toBeNull();
    expect(judgePair(mem(x), mem(y), 0.85).verdict).not.toBe("duplicate");
  });
});

describe("paraphrases whose words all pair up still merge", () => {
  it.each([
    ["synonyms", "Customers can cancel their subscription at any time.", "Clients may cancel their subscription whenever they want."],
    ["an abbreviation spelled out", "The EHR export runs every night.", "The electronic health record export runs every night."],
    ["one word reworded (a single swap is how paraphrases work)", "The nightly report lists failed payments.", "The nightly summary lists failed payments."],
  ])("%s", (_, x, y) => {
    expect(slotSwap(x, y)).toBeNull();
    expect(judgePair(mem(x), mem(y), 0.9).verdict).toBe("duplicate");
  });
});
