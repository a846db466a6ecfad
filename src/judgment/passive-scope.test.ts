/**
 * The scope of a denied passive participle (negation-scope.ts): the participle takes no object, so a circumstance
 * after it ("at the front desk", "during the night shift") says where or when, and is not denied; a preposition that
 * completes the verb ("wrapped in a transaction", "sent to the client") stays inside the denial. Sentences of our own.
 */
import { describe, expect, it } from "vitest";
import { opposedPolarity, rootOf, stanceOf } from "./negation-scope";

const denied = (text: string) => [...stanceOf(text).denied];

describe("a denied passive ends at its verb before a circumstance", () => {
  it("'hate being interrupted at the front desk' denies the interruption, not the desk", () => {
    const d = denied("Receptionists hate being interrupted at the front desk.");
    expect(d).toContain(rootOf("interrupted"));
    expect(d).not.toContain(rootOf("desk"));
  });
  it("a text about the same desk is no yes against that no", () => {
    const [a, b] = ["Keep the check-in screen quiet while a receptionist is at the front desk.", "No popups during check-in: receptionists hate being interrupted at the front desk."];
    expect(opposedPolarity(a, b, true)?.word).not.toBe(rootOf("desk"));
  });
});

describe("a preposition that completes the passive stays denied", () => {
  it("'must not be wrapped in a transaction' denies the transaction", () => {
    expect(denied("Index migrations must not be wrapped in a transaction.")).toContain(rootOf("transaction"));
  });
});
