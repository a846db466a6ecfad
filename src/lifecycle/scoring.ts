/**
 * Every scoring formula of the spec ("Scoring"), as pure functions of their inputs and a time.
 * One module so each number has one definition; unit tests pin them with a fixed clock.
 */
import { DAY_MS } from "../util/time";
import { TYPE_TRAITS, type MemoryType } from "../memory/types";

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const daysBetween = (from: number, to: number) => Math.max(0, (to - from) / DAY_MS);

/**
 * Strength (seed 002): min(1, exp(-0.1·days_since_access) + 0.5·importance + 0.1·ln(access_count+1)).
 * Anchored types and pinned memories have strength 1.
 */
export function strength(
  m: { type: string; pinned: boolean; importance: number; access_count: number; last_accessed_at: number | null; created_at: number },
  now: number,
): number {
  const traits = TYPE_TRAITS[m.type as MemoryType];
  if (m.pinned || (traits && !traits.decays)) return 1;
  const days = daysBetween(m.last_accessed_at ?? m.created_at, now);
  return Math.min(1, Math.exp(-0.1 * days) + 0.5 * m.importance + 0.1 * Math.log(m.access_count + 1));
}

export const CONFIDENCE_FLOOR = 0.1;
export const DRIFT_GRACE_DAYS = 30;
export const DRIFT_PER_DAY = 0.995;

/**
 * Confidence drift (seed 000): no change for 30 days unused, then ×0.995 per further day, floor 0.1.
 * `baseConfidence` is the confidence as of `lastUsedAt`; the result is the confidence at `now`.
 */
export function driftedConfidence(baseConfidence: number, lastUsedAt: number, now: number): number {
  const idle = daysBetween(lastUsedAt, now);
  if (idle <= DRIFT_GRACE_DAYS) return baseConfidence;
  return Math.max(CONFIDENCE_FLOOR, baseConfidence * DRIFT_PER_DAY ** (idle - DRIFT_GRACE_DAYS));
}

export type FeedbackType = "CONFIRM" | "INCORRECT" | "OUTDATED" | "FORGET";

/** Feedback (seed 000): CONFIRM +0.1 (cap 1), INCORRECT −0.3, OUTDATED −0.2 and needs_review, FORGET archives. */
export function applyFeedback(confidence: number, type: FeedbackType): { confidence: number; needsReview: boolean; archive: boolean } {
  switch (type) {
    case "CONFIRM":
      return { confidence: clamp(confidence + 0.1, 0, 1), needsReview: false, archive: false };
    case "INCORRECT":
      return { confidence: clamp(confidence - 0.3, 0, 1), needsReview: false, archive: false };
    case "OUTDATED":
      return { confidence: clamp(confidence - 0.2, 0, 1), needsReview: true, archive: false };
    case "FORGET":
      return { confidence, needsReview: false, archive: true };
  }
}

export type Severity = "HIGH" | "MEDIUM" | "LOW";
export const FAILURE_PENALTY: Record<Severity, number> = { HIGH: 0.15, MEDIUM: 0.1, LOW: 0.05 };

/** Usage (seed 000): success +0.01; failure −0.05, or the severity's penalty when one is given. */
export function applyUsage(confidence: number, success: boolean, severity?: Severity): number {
  if (success) return clamp(confidence + 0.01, 0, 1);
  return clamp(confidence - (severity ? FAILURE_PENALTY[severity] : 0.05), 0, 1);
}

/** Ratings 1–10 (seed 003): ≥ 6 moves effectiveness +0.5, ≤ 5 moves it −0.5, within 0–10. */
export function applyRating(effectiveness: number, rating: number): number {
  return clamp(effectiveness + (rating >= 6 ? 0.5 : -0.5), 0, 10);
}

/**
 * Effective confidence for local-vs-global conflicts (seed 000):
 * confidence × recency(max 0.8, 1−0.01·days) × frequency(min 1.2, 1+0.02·uses) × context × success_rate.
 */
export function effectiveConfidence(m: {
  confidence: number;
  lastUsedAt: number;
  uses: number;
  successes: number;
  failures: number;
  inProjectStack: boolean;
}, now: number): number {
  const recency = Math.max(0.8, 1 - 0.01 * daysBetween(m.lastUsedAt, now));
  const frequency = Math.min(1.2, 1 + 0.02 * m.uses);
  const context = m.inProjectStack ? 1.15 : 1;
  const attempts = m.successes + m.failures;
  const successRate = attempts === 0 ? 1 : m.successes / attempts;
  return m.confidence * recency * frequency * context * successRate;
}

/** Relationship strength (seed 004): ×exp(−days/30) since last reinforcement. */
export const decayedRelationship = (strength: number, lastReinforced: number, now: number) =>
  strength * Math.exp(-daysBetween(lastReinforced, now) / 30);

/** Reinforcement adds 0.2, capped at 1. */
export const reinforcedRelationship = (strength: number) => Math.min(1, strength + 0.2);

/** Pruning: below 0.05 and accessed fewer than 3 times. */
export const shouldPruneRelationship = (strength: number, accessCount: number) => strength < 0.05 && accessCount < 3;

export const ARCHIVE_BELOW = { confidence: 0.3, strength: 0.2 } as const;

/** Archive (recoverably) when confidence < 0.3 or strength < 0.2; pinned memories are kept. */
export const shouldArchive = (m: { confidence: number; strength: number; pinned: boolean }) =>
  !m.pinned && (m.confidence < ARCHIVE_BELOW.confidence || m.strength < ARCHIVE_BELOW.strength);

/** Source hierarchy: user_stated > ai_corrected > ai_inferred. */
export const SOURCE_RANK: Record<string, number> = { user_stated: 3, ai_corrected: 2, ai_inferred: 1 };
