import { describe, expect, it } from "vitest";
import { reciprocalRankFusion } from "./rrf";

describe("reciprocalRankFusion", () => {
  it("sums weight / (k + rank) over lists, k = 60", () => {
    const fused = reciprocalRankFusion([
      { name: "a", ids: ["x", "y"] },
      { name: "b", ids: ["y", "z"], weight: 0.5 },
    ]);
    const score = Object.fromEntries(fused.map((f) => [f.id, f.score]));
    expect(score.x).toBeCloseTo(1 / 61);
    expect(score.y).toBeCloseTo(1 / 62 + 0.5 / 61);
    expect(score.z).toBeCloseTo(0.5 / 62);
    expect(fused.map((f) => f.id)).toEqual(["y", "x", "z"]);
    expect(fused[0].ranks).toEqual({ a: 2, b: 1 });
  });

  it("a zero-weight list changes nothing, and ties break by id", () => {
    const fused = reciprocalRankFusion([
      { name: "a", ids: ["q", "p"] },
      { name: "b", ids: ["p"], weight: 0 },
    ], 60);
    expect(fused.map((f) => f.id)).toEqual(["q", "p"]);
    expect(reciprocalRankFusion([{ name: "a", ids: ["m"] }, { name: "b", ids: ["l"] }]).map((f) => f.id)).toEqual(["l", "m"]);
  });
});
