/**
 * Predicates one step apart in WordNet (related-words.ts), for the merge guards: a verb and its hypernym, an adjective
 * and the head it is similar to, and what stays apart (siblings, opposites, unrelated verbs). Sentences of our own.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair, mergeClash } from "./compare";
import { relatedPredicates } from "./related-words";
import { slotSwap } from "./slot-swap";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `rw${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("predicates one step apart", () => {
  it.each([["picks", "chooses"], ["killed", "terminates"], ["full", "whole"]])("%s / %s", (x, y) => {
    expect(relatedPredicates(x, y)).toBe(true);
    expect(relatedPredicates(y, x)).toBe(true);
  });
  it.each([["enable", "disable"], ["opened", "closed"], ["misses", "detects"], ["compresses", "encrypts"], ["reads", "writes"], ["adds", "removes"]])("not %s / %s", (x, y) => {
    expect(relatedPredicates(x, y)).toBe(false);
  });
});

describe("the slot guard lets one meaning said more precisely pass", () => {
  it("picks / chooses the least busy worker: one swap left, no clash", () => {
    const [a, b] = ["The dispatcher picks the least loaded worker queue.", "The dispatcher chooses the least busy worker queue."];
    expect(slotSwap(a, b)).toBeNull();
    expect(judgePair(mem(a), mem(b), 0.93).verdict).toBe("duplicate");
  });
  it("still stops two things said of two different things", () => {
    const [a, b] = ["Clients receive a receipt by email after each payment.", "Partners receive an invoice by email after each payment."];
    expect(slotSwap(a, b)).not.toBeNull();
    expect(mergeClash(a, b)).not.toBeNull();
  });
  it("still stops a swapped predicate that is not one step apart", () => {
    const [a, b] = ["The linter misses unused imports in test files.", "The linter detects unused imports in test files."];
    expect(mergeClash(a, b)).toMatch(/different predicates/);
    expect(judgePair(mem(a), mem(b), 0.9).verdict).not.toBe("duplicate");
  });
});
