/** Pins every formula of the spec ("Scoring", "Tiers") with a fixed clock. */
import { describe, expect, it } from "vitest";
import {
  applyDrift, applyFeedback, applyRating, applyUsage, decayedRelationship, driftDaysDue, driftedConfidence,
  effectiveConfidence, isNegativeFeedback, nextTierStep, preferBySource, reinforcedRelationship, shouldArchive,
  shouldPruneRelationship, shouldPurge, strength,
} from "./scoring";

const NOW = Date.parse("2026-11-22T03:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => NOW - days * DAY;

describe("strength (seed 002)", () => {
  const base = { type: "gotcha", pinned: false, importance: 0, access_count: 0, last_accessed_at: null, created_at: NOW };
  it("is exp(-0.1·days) + 0.5·importance + 0.1·ln(access+1), capped at 1", () => {
    expect(strength({ ...base, last_accessed_at: ago(10) }, NOW)).toBeCloseTo(Math.exp(-1), 12);
    expect(strength({ ...base, importance: 0.2, access_count: 3, last_accessed_at: ago(14) }, NOW)).toBeCloseTo(
      Math.exp(-1.4) + 0.1 + 0.1 * Math.log(4), 12,
    );
    expect(strength({ ...base, importance: 0.9, last_accessed_at: ago(1) }, NOW)).toBe(1);
  });
  it("counts from creation when never accessed", () => {
    expect(strength({ ...base, created_at: ago(20) }, NOW)).toBeCloseTo(Math.exp(-2), 12);
  });
  it("is 1 for anchored types and pinned memories", () => {
    for (const type of ["insight", "decision", "preference", "capability", "fact"]) {
      expect(strength({ ...base, type, created_at: ago(400) }, NOW)).toBe(1);
    }
    expect(strength({ ...base, pinned: true, created_at: ago(400) }, NOW)).toBe(1);
    expect(strength({ ...base, pinned: 1, created_at: ago(400) }, NOW)).toBe(1);
  });
});

describe("confidence drift (seed 000)", () => {
  it("does nothing for 30 whole days, then ×0.995 per further day", () => {
    expect(driftDaysDue(ago(30), NOW)).toBe(0);
    expect(driftDaysDue(ago(30.9), NOW)).toBe(0);
    expect(driftDaysDue(ago(31), NOW)).toBe(1);
    expect(driftDaysDue(ago(100), NOW)).toBe(70);
    expect(driftedConfidence(0.8, ago(30), NOW)).toBe(0.8);
    expect(driftedConfidence(0.8, ago(31), NOW)).toBeCloseTo(0.8 * 0.995, 12);
    expect(driftedConfidence(0.9, ago(100), NOW)).toBeCloseTo(0.9 * 0.995 ** 70, 12);
    expect(driftedConfidence(0.9, ago(100), NOW)).toBeCloseTo(0.634, 3);
  });
  it("floors at 0.1 and never raises a confidence already below the floor", () => {
    expect(driftedConfidence(0.9, ago(2000), NOW)).toBe(0.1);
    expect(applyDrift(0.05, 100)).toBe(0.05);
    expect(applyDrift(0.5, 0)).toBe(0.5);
  });
  it("composes: applying a then b days equals applying a+b (what makes the nightly job idempotent)", () => {
    expect(applyDrift(applyDrift(0.9, 40), 30)).toBeCloseTo(applyDrift(0.9, 70), 12);
    expect(applyDrift(applyDrift(0.3, 400), 10)).toBe(applyDrift(0.3, 410));
  });
});

describe("feedback, usage and ratings", () => {
  it("CONFIRM +0.1 capped at 1; INCORRECT −0.3; OUTDATED −0.2 and needs review; FORGET archives", () => {
    expect(applyFeedback(0.8, "CONFIRM").confidence).toBeCloseTo(0.9, 12);
    expect(applyFeedback(0.95, "CONFIRM").confidence).toBe(1);
    expect(applyFeedback(0.8, "INCORRECT")).toEqual({ confidence: expect.closeTo(0.5, 12), needsReview: false, archive: false });
    expect(applyFeedback(0.2, "INCORRECT").confidence).toBe(0);
    expect(applyFeedback(0.8, "OUTDATED")).toEqual({ confidence: expect.closeTo(0.6, 12), needsReview: true, archive: false });
    expect(applyFeedback(0.8, "FORGET")).toEqual({ confidence: 0.8, needsReview: false, archive: true });
  });
  it("usage: success +0.01, failure −0.05 or HIGH 0.15 / MEDIUM 0.10 / LOW 0.05", () => {
    expect(applyUsage(0.8, true)).toBeCloseTo(0.81, 12);
    expect(applyUsage(0.995, true)).toBe(1);
    expect(applyUsage(0.8, false)).toBeCloseTo(0.75, 12);
    expect(applyUsage(0.8, false, "HIGH")).toBeCloseTo(0.65, 12);
    expect(applyUsage(0.8, false, "MEDIUM")).toBeCloseTo(0.7, 12);
    expect(applyUsage(0.8, false, "LOW")).toBeCloseTo(0.75, 12);
    expect(applyUsage(0.1, false, "HIGH")).toBe(0);
  });
  it("ratings (seed 003): > 7 → +0.5, < 4 → −0.5, 4–7 unchanged, within 0–10", () => {
    expect(applyRating(5, 8)).toBe(5.5);
    expect(applyRating(5, 10)).toBe(5.5);
    expect(applyRating(5, 7)).toBe(5);
    expect(applyRating(5, 4)).toBe(5);
    expect(applyRating(5, 3)).toBe(4.5);
    expect(applyRating(10, 9)).toBe(10);
    expect(applyRating(0, 1)).toBe(0);
  });
  it("negative feedback is INCORRECT, OUTDATED or a rating below 4", () => {
    expect(isNegativeFeedback("INCORRECT")).toBe(true);
    expect(isNegativeFeedback("OUTDATED")).toBe(true);
    expect(isNegativeFeedback("CONFIRM", 3)).toBe(true);
    expect(isNegativeFeedback("CONFIRM", 4)).toBe(false);
    expect(isNegativeFeedback("CONFIRM")).toBe(false);
  });
});

describe("effective confidence (seed 000)", () => {
  const m = { confidence: 0.8, lastUsedAt: NOW, uses: 0, successes: 0, failures: 0, inProjectStack: false };
  it("multiplies recency, frequency, context and success rate", () => {
    expect(effectiveConfidence(m, NOW)).toBeCloseTo(0.8, 12);
    expect(effectiveConfidence({ ...m, lastUsedAt: ago(6) }, NOW)).toBeCloseTo(0.8 * 0.94, 12);
    expect(effectiveConfidence({ ...m, lastUsedAt: ago(6.9) }, NOW)).toBeCloseTo(0.8 * 0.94, 12); // whole days
    expect(effectiveConfidence({ ...m, lastUsedAt: ago(50) }, NOW)).toBeCloseTo(0.8 * 0.8, 12); // recency floor 0.8
    expect(effectiveConfidence({ ...m, uses: 5 }, NOW)).toBeCloseTo(0.8 * 1.1, 12);
    expect(effectiveConfidence({ ...m, uses: 50 }, NOW)).toBeCloseTo(0.8 * 1.2, 12); // frequency cap 1.2
    expect(effectiveConfidence({ ...m, inProjectStack: true }, NOW)).toBeCloseTo(0.8 * 1.15, 12);
    expect(effectiveConfidence({ ...m, successes: 3, failures: 1 }, NOW)).toBeCloseTo(0.8 * 0.75, 12);
  });
  it("seed 000 example 1 by the formula (the seed's own 1.09/0.82 omit factors; the formula is what the spec fixes)", () => {
    const local = effectiveConfidence({ confidence: 0.95, lastUsedAt: ago(0), uses: 5, successes: 0, failures: 0, inProjectStack: true }, NOW);
    const global = effectiveConfidence({ confidence: 0.85, lastUsedAt: ago(6), uses: 20, successes: 0, failures: 0, inProjectStack: false }, NOW);
    expect(local).toBeCloseTo(0.95 * 1.1 * 1.15, 12);
    expect(global).toBeCloseTo(0.85 * 0.94 * 1.2, 12);
    expect(local).toBeGreaterThan(global);
  });
});

describe("relationships (seed 004)", () => {
  it("decays ×exp(−days/30), reinforces +0.2 capped at 1, prunes below 0.05 with < 3 accesses", () => {
    expect(decayedRelationship(1, ago(30), NOW)).toBeCloseTo(Math.exp(-1), 12);
    expect(decayedRelationship(0.5, ago(0), NOW)).toBe(0.5);
    expect(reinforcedRelationship(0.5)).toBeCloseTo(0.7, 12);
    expect(reinforcedRelationship(0.9)).toBe(1);
    expect(shouldPruneRelationship(0.04, 2)).toBe(true);
    expect(shouldPruneRelationship(0.04, 3)).toBe(false);
    expect(shouldPruneRelationship(0.05, 0)).toBe(false);
  });
});

describe("thresholds", () => {
  it("archives below confidence 0.3 or strength 0.2, never pinned", () => {
    expect(shouldArchive({ confidence: 0.29, strength: 1, pinned: false })).toBe(true);
    expect(shouldArchive({ confidence: 0.3, strength: 0.2, pinned: false })).toBe(false);
    expect(shouldArchive({ confidence: 1, strength: 0.19, pinned: false })).toBe(true);
    expect(shouldArchive({ confidence: 0.1, strength: 0.1, pinned: true })).toBe(false);
  });
  it("purges only archived items older than 6 months", () => {
    expect(shouldPurge(null, NOW)).toBe(false);
    expect(shouldPurge(ago(181), NOW)).toBe(false);
    expect(shouldPurge(ago(183), NOW)).toBe(true);
  });
});

describe("source hierarchy (seed 001)", () => {
  const m = (id: string, source: string, created: number) => ({ id, source, created_at: created, occurred_at: null });
  it("prefers the higher source, then the newer", () => {
    expect(preferBySource(m("a", "ai_inferred", NOW), m("b", "user_stated", ago(10))).winner.id).toBe("b");
    expect(preferBySource(m("a", "ai_corrected", ago(1)), m("b", "ai_inferred", NOW)).winner.id).toBe("a");
    expect(preferBySource(m("a", "user_stated", ago(1)), m("b", "user_stated", NOW)).winner.id).toBe("b");
  });
});

describe("tiers (seed 003)", () => {
  const t = { tier: "stm", effectiveness: 5, success_count: 0, negative_feedback: 0, created_at: NOW, last_accessed_at: null };
  it("stm → wm when the score is above 5, else expires after 2 h", () => {
    expect(nextTierStep({ ...t, effectiveness: 5.5 }, NOW).action).toBe("promote");
    expect(nextTierStep(t, NOW + 2 * 3_600_000).action).toBe("stay");
    expect(nextTierStep(t, NOW + 2 * 3_600_000 + 1).action).toBe("expire");
    expect(nextTierStep({ ...t, last_accessed_at: NOW + 3_600_000 }, NOW + 2.5 * 3_600_000).action).toBe("stay");
  });
  it("wm → ltm when effectiveness > 8, > 5 successful uses and no negative feedback", () => {
    const wm = { ...t, tier: "wm", effectiveness: 8.5, success_count: 6 };
    expect(nextTierStep(wm, NOW)).toMatchObject({ action: "promote", tier: "ltm" });
    expect(nextTierStep({ ...wm, effectiveness: 8 }, NOW).action).toBe("stay");
    expect(nextTierStep({ ...wm, success_count: 5 }, NOW).action).toBe("stay");
    expect(nextTierStep({ ...wm, negative_feedback: 1 }, NOW).action).toBe("stay");
    expect(nextTierStep({ ...wm, created_at: NOW - 30 * DAY }, NOW).action).toBe("promote");
    expect(nextTierStep({ ...t, tier: "ltm" }, NOW).action).toBe("stay");
  });
  it("tool output and SWARM items are promoted only once their owner pins them", () => {
    const wm = { ...t, tier: "wm", effectiveness: 9, success_count: 9 };
    for (const provenance of ["tool_output", "swarm"]) {
      expect(nextTierStep({ ...wm, provenance, pinned: 0 }, NOW)).toMatchObject({ action: "stay", tier: "wm" });
      expect(nextTierStep({ ...t, effectiveness: 6, provenance, pinned: 0 }, NOW).action).toBe("stay");
      expect(nextTierStep({ ...wm, provenance, pinned: 1 }, NOW)).toMatchObject({ action: "promote", tier: "ltm" });
    }
    // Unconfirmed stm tool output still expires after its 2 h.
    expect(nextTierStep({ ...t, provenance: "tool_output", pinned: 0 }, NOW + 3 * 3_600_000).action).toBe("expire");
    for (const provenance of ["user_statement", "assistant_inference", "import", "consolidation"]) {
      expect(nextTierStep({ ...wm, provenance, pinned: 0 }, NOW).action).toBe("promote");
    }
  });
});
