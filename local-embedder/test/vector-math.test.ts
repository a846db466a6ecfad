import { describe, expect, it } from "vitest";
import { deviceCandidates } from "../src/embed/device.ts";
import { cosine, l2Normalize, lastTokenPool, truncateDimension } from "../src/embed/vector-math.ts";

describe("vector math", () => {
  it("picks the last attended token per row", () => {
    // batch 2, seq 3, width 2; row 0 right-padded, row 1 full
    const hidden = [1, 2, 3, 4, 9, 9, 5, 6, 7, 8, 10, 11];
    const mask = [1n, 1n, 0n, 1n, 1n, 1n];
    expect(lastTokenPool(hidden, mask, [2, 3, 2])).toEqual([[3, 4], [10, 11]]);
    expect(() => lastTokenPool([0, 0], [0n], [1, 1, 2])).toThrow(/no attended token/);
  });

  it("normalizes to unit length and leaves zero vectors finite", () => {
    expect(l2Normalize([3, 4])).toEqual([0.6, 0.8]);
    expect(l2Normalize([0, 0])).toEqual([0, 0]);
  });

  it("truncates and refuses impossible dimensions", () => {
    expect(truncateDimension([1, 2, 3], 2)).toEqual([1, 2]);
    expect(() => truncateDimension([1, 2, 3], 4)).toThrow();
    expect(() => truncateDimension([1, 2, 3], 0)).toThrow();
  });

  it("computes cosine similarity", () => {
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([1, 1], [2, 2])).toBeCloseTo(1);
  });

  it("orders devices: Apple GPU, then CUDA, then CPU, with an override", () => {
    expect(deviceCandidates(undefined, { platform: "darwin", arch: "arm64", hasNvidiaDriver: false })).toEqual(["coreml", "cpu"]);
    expect(deviceCandidates("auto", { platform: "linux", arch: "x64", hasNvidiaDriver: true })).toEqual(["cuda", "cpu"]);
    expect(deviceCandidates(undefined, { platform: "linux", arch: "x64", hasNvidiaDriver: false })).toEqual(["cpu"]);
    expect(deviceCandidates(undefined, { platform: "linux", arch: "arm64", hasNvidiaDriver: true })).toEqual(["cpu"]);
    expect(deviceCandidates(undefined, { platform: "win32", arch: "x64", hasNvidiaDriver: false })).toEqual(["dml", "cpu"]);
    expect(deviceCandidates("webgpu")).toEqual(["webgpu"]);
    expect(() => deviceCandidates("mps")).toThrow(/unknown device/);
  });
});
