// Round 19: measured quantities wherever they stand (measured-quantities.ts, read by the learned conflict model).
// Sentences written for these tests (not taken from any half).
import { describe, expect, it } from "vitest";
import { measuredQuantities, measuredQuantityFeatures } from "./measured-quantities";

const dims = (text: string) => measuredQuantities(text).map((q) => `${q.dim}:${q.n}`);

describe("measured quantities in any notation", () => {
  it("reads a number and its unit, in digits or in words", () => {
    expect(dims("Backups run for 40 minutes every night.")).toEqual(["time:2400000"]);
    expect(dims("The cache holds 2 GiB.")).toEqual([`bytes:${2 * 1024 ** 3}`]);
    expect(dims("Sessions expire after one hour.")).toEqual(["time:3600000"]);
    expect(dims("Tokens live for an hour.")).toEqual(["time:3600000"]);
    expect(dims("We stream audio at 128 kbps.")).toEqual(["bitrate:128000"]);
  });

  it("reads the unit a key's last word or a comment names", () => {
    expect(dims("timeout_ms=45000")).toEqual(["time:45000"]);
    expect(dims("ttlSeconds: 30")).toEqual(["time:30000"]);
    expect(dims("ACCESS_TOKEN_TTL=3600  # seconds")).toEqual(["time:3600000"]);
    // A key of one word, or whose last word is no unit, says nothing of the number's unit.
    expect(dims("timeout=30")).toEqual([]);
    expect(dims("max-age=86400")).toEqual([]);
  });

  it("leaves counts and ambiguous letters out", () => {
    expect(dims("The client retries 3 times across 12 workers.")).toEqual([]);
    // A bare "m" is minutes or metres; "16g" a mass or a heap size.
    expect(dims("He is 1.8 m tall; the heap is 16g.")).toEqual([]);
    // "a11y" is no amount of anything.
    expect(dims("a11y matters on every page")).toEqual([]);
  });
});

describe("a dimension measured on both sides", () => {
  it("says when the two sides share no amount of it, wherever it stands", () => {
    expect(measuredQuantityFeatures("Jobs on the GPU partition may run up to 72 hours.", "MaxTime for GPU jobs is two days.")).toEqual([1, 0, 0]);
  });

  it("says when one amount is shared, in two notations", () => {
    expect(measuredQuantityFeatures("ACCESS_TOKEN_TTL=3600  # seconds", "Access tokens live for an hour.")).toEqual([0, 1, 0]);
  });

  it("says when only one side measures a dimension", () => {
    expect(measuredQuantityFeatures("The nightly export takes 40 minutes.", "The nightly export is owned by the data team.")).toEqual([0, 0, 1]);
    expect(measuredQuantityFeatures("The export is owned by the data team.", "Ops runs the export.")).toEqual([0, 0, 0]);
  });
});
