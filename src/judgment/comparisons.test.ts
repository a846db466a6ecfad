/**
 * The direction guard (comparisons.ts): a comparison and its reverse never merge; the same comparison
 * said from either end is not reversed. Sentences of their own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { reversedComparison } from "./comparisons";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `c${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("opposite comparisons", () => {
  it.each([
    ["comparative against a verb of winning", "Returning shoppers get higher conversion from the rules ranker than from the neural ranker.", "The A/B test shows the neural ranker beats the rules ranker for returning shoppers on conversion."],
    ["two comparatives", "Brotli is faster than gzip for our static assets.", "Gzip is faster than Brotli for our static assets."],
  ])("%s: never one memory", (_, a, b) => {
    expect(reversedComparison(a, b)).not.toBeNull();
    expect(judgePair(mem(a), mem(b), 0.9).verdict).not.toBe("duplicate");
  });
  it.each([
    ["from the other end", "Brotli is faster than gzip for our static assets.", "Gzip is slower than Brotli for our static assets."],
    ["the same direction in other words", "The neural ranker beats the rules ranker on conversion.", "The neural ranker outperforms the rules ranker on conversion."],
    ["no comparison", "The neural ranker serves the home page.", "The home page is served by the neural ranker."],
  ])("%s: not reversed", (_, a, b) => expect(reversedComparison(a, b)).toBeNull());
  it("the same direction in other words still merges", () => {
    const [a, b] = ["The neural ranker beats the rules ranker on conversion.", "The neural ranker outperforms the rules ranker on conversion."];
    expect(judgePair(mem(a), mem(b), 0.93).verdict).toBe("duplicate");
  });
});
