import { describe, expect, it } from "vitest";
import { rocchio } from "./dense";

const unit = (...x: number[]) => {
  const n = Math.hypot(...x);
  return Float32Array.from(x, (v) => v / n);
};
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, v, i) => s + v * b[i], 0);

describe("rocchio (dense query feedback)", () => {
  it("moves the query toward the feedback centroid and stays unit length", () => {
    const q = unit(1, 0, 0);
    const hits = [unit(0, 1, 0), unit(0, 1, 1)];
    const out = rocchio(q, hits, 1);
    expect(Math.hypot(...out)).toBeCloseTo(1, 5);
    const centroid = unit(0, 1 + Math.SQRT1_2, Math.SQRT1_2);
    expect(dot(out, centroid)).toBeGreaterThan(dot(q, centroid));
    expect(out[0]).toBeGreaterThan(0.5); // the query still leads at weight 1
  });

  it("returns the query unchanged without usable feedback", () => {
    const q = unit(1, 2, 3);
    expect(rocchio(q, [], 1)).toBe(q);
    expect(rocchio(q, [unit(1, 0)], 1)).toBe(q); // other dimension: another model's vector
    expect(rocchio(q, [unit(0, 1, 0)], 0)).toBe(q);
  });
});
