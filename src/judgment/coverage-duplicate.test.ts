/**
 * The coverage duplicate path (coverage-duplicate.ts), on sentences of its own, with an explicit gate
 * (the shipped gate is whatever bench/judgment/fit-coverage.ts fitted, possibly shut): most words paired
 * up through synonyms with every typed value met merges; a value on one side only, another value of one
 * kind, a denial on one side or too few paired words does not.
 */
import { describe, expect, it } from "vitest";
import { coverageCandidate, coverageDuplicate, typedValuesMeet } from "./coverage-duplicate";

const gate = { cos: 0.55, coverage: 0.5 };

describe("typed values meet both ways", () => {
  it("one value in two units meets; another amount or a value on one side only does not", () => {
    expect(typedValuesMeet("Thumbnails are cached for 2 hours.", "The thumbnail cache keeps entries 120 minutes.")).toBe(true);
    expect(typedValuesMeet("Thumbnails are cached for 2 hours.", "The thumbnail cache keeps entries 90 minutes.")).toBe(false);
    expect(typedValuesMeet("Thumbnails are cached.", "The thumbnail cache keeps entries 90 minutes.")).toBe(false);
  });
});

describe("a paraphrase whose words mostly pair up merges when close in meaning", () => {
  const a = "Release notes are drafted by whoever merges the last PR of the sprint.";
  const b = "The person merging the sprint's final pull request writes the release notes.";
  it("merges at a cosine above the gate, not below it", () => {
    expect(coverageCandidate(a, b, 0.7)?.coverage).toBeGreaterThanOrEqual(0.5);
    expect(coverageDuplicate(a, b, 0.7, gate)).toMatch(/most words paired up/);
    expect(coverageDuplicate(a, b, 0.5, gate)).toBeNull();
  });
  it("each bar of the gate holds on its own; a shut gate merges nothing", () => {
    const coverage = coverageCandidate(a, b, 0.99)!.coverage;
    expect(coverageDuplicate(a, b, 0.99, gate)).not.toBeNull();
    expect(coverageDuplicate(a, b, 0.99, { cos: gate.cos, coverage: coverage + 0.01 })).toBeNull();
    expect(coverageDuplicate(a, b, 0.99, { cos: 2, coverage: gate.coverage })).toBeNull();
  });
});

describe("what keeps two memories apart", () => {
  it("a number on one side only", () => {
    expect(coverageDuplicate("Release notes are drafted by whoever merges the last PR.", "The person merging the final 3 pull requests writes the release notes.", 0.9, gate)).toBeNull();
  });
  it("a denial on one side only", () => {
    expect(coverageDuplicate("Release notes are drafted by whoever merges the last PR.", "The person merging the final pull request does not write the release notes.", 0.9, gate)).toBeNull();
  });
  it("two properties of one thing share too few words", () => {
    const c = coverageCandidate("Feature flags are named after the ticket they ship.", "Feature flags get deleted two weeks after full rollout.", 0.7);
    expect(c === null || c.coverage < gate.coverage).toBe(true);
  });
});

describe("values written two ways align as one word", () => {
  it("a time of day and a cardinal said in words pair up; another time does not", async () => {
    const { unmatchedWords } = await import("./synonym-duplicate");
    expect(unmatchedWords("The batch export starts at 7 pm.", "The batch export starts at 19:00.")).toMatchObject({ a: [], b: [] });
    expect(unmatchedWords("Cold starts take about fifteen seconds.", "Cold starts take about 15 s.")).toMatchObject({ a: [], b: [] });
    expect(unmatchedWords("The batch export starts at 7 pm.", "The batch export starts at 17:00.").a).toHaveLength(1);
  });
});
