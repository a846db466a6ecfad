/**
 * Every scoring formula of the spec ("Scoring"), as pure functions of their inputs and a time.
 * One module so each number has one definition; unit tests (scoring.test.ts) pin them with a fixed clock.
 */
import { DAY_MS } from "../util/time";
import { LOW_TRUST_PROVENANCES, TYPE_TRAITS, type MemoryType } from "../memory/types";

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const daysBetween = (from: number, to: number) => Math.max(0, (to - from) / DAY_MS);
/** Whole days, as seed 000 counts them (`(now - last_used).days`). */
const wholeDaysBetween = (from: number, to: number) => Math.floor(daysBetween(from, to));

/** Anchored types (spec table) never fade; the rest do. Unknown types are treated as decaying. */
export const isAnchoredType = (type: string) => TYPE_TRAITS[type as MemoryType]?.decays === false;

/**
 * Strength (seed 002): min(1, exp(-0.1·days_since_access) + 0.5·importance + 0.1·ln(access_count+1)).
 * Anchored types and pinned memories have strength 1. Never accessed: days count from creation.
 */
export function strength(
  m: { type: string; pinned: boolean | number; importance: number; access_count: number; last_accessed_at: number | null; created_at: number },
  now: number,
): number {
  if (m.pinned || isAnchoredType(m.type)) return 1;
  const days = daysBetween(m.last_accessed_at ?? m.created_at, now);
  return Math.min(1, Math.exp(-0.1 * days) + 0.5 * m.importance + 0.1 * Math.log(m.access_count + 1));
}

export const CONFIDENCE_FLOOR = 0.1;
export const DRIFT_GRACE_DAYS = 30;
export const DRIFT_PER_DAY = 0.995;

/** Drift days due at `now` (seed 000): whole idle days beyond the 30-day grace, 0 within it. */
export const driftDaysDue = (lastUsedAt: number, now: number) =>
  Math.max(0, wholeDaysBetween(lastUsedAt, now) - DRIFT_GRACE_DAYS);

/**
 * Applies `days` of drift: ×0.995 per day, floor 0.1. The floor only stops decay; it never raises a
 * confidence that feedback already put below it. Applying a+b days equals applying a then b, which
 * is what lets the nightly job apply only the days not yet applied (idempotent).
 */
export function applyDrift(confidence: number, days: number): number {
  if (days <= 0 || confidence <= CONFIDENCE_FLOOR) return confidence;
  return Math.max(CONFIDENCE_FLOOR, confidence * DRIFT_PER_DAY ** days);
}

/**
 * Confidence drift (seed 000): no change for 30 days unused, then ×0.995 per further day, floor 0.1.
 * `baseConfidence` is the confidence as of `lastUsedAt`; the result is the confidence at `now`.
 */
export const driftedConfidence = (baseConfidence: number, lastUsedAt: number, now: number) =>
  applyDrift(baseConfidence, driftDaysDue(lastUsedAt, now));

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

/** Usage (seed 000): success +0.01 (cap 1); failure −0.05, or the severity's penalty when one is given. */
export function applyUsage(confidence: number, success: boolean, severity?: Severity): number {
  if (success) return clamp(confidence + 0.01, 0, 1);
  return clamp(confidence - (severity ? FAILURE_PENALTY[severity] : 0.05), 0, 1);
}

/** Ratings 1–10 (seed 003 `process_memory_feedback`): > 7 adds 0.5, < 4 removes 0.5, 4–7 leave it; within 0–10. */
export function applyRating(effectiveness: number, rating: number): number {
  if (rating > 7) return clamp(effectiveness + 0.5, 0, 10);
  if (rating < 4) return clamp(effectiveness - 0.5, 0, 10);
  return effectiveness;
}

/** Feedback that counts against WM→LTM promotion ("no negative feedback"). */
export const isNegativeFeedback = (type: FeedbackType, rating?: number) =>
  type === "INCORRECT" || type === "OUTDATED" || (rating !== undefined && rating < 4);

/**
 * Effective confidence for local-vs-global conflicts (seed 000):
 * confidence × recency(max 0.8, 1−0.01·days) × frequency(min 1.2, 1+0.02·uses) × context × success_rate,
 * with days counted whole as in the seed and success_rate 1 when there is no attempt yet.
 */
export function effectiveConfidence(m: {
  confidence: number;
  lastUsedAt: number;
  uses: number;
  successes: number;
  failures: number;
  inProjectStack: boolean;
}, now: number): number {
  const recency = Math.max(0.8, 1 - 0.01 * wholeDaysBetween(m.lastUsedAt, now));
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
export const shouldArchive = (m: { confidence: number; strength: number; pinned: boolean | number }) =>
  !m.pinned && (m.confidence < ARCHIVE_BELOW.confidence || m.strength < ARCHIVE_BELOW.strength);

export const ARCHIVE_PURGE_AFTER_DAYS = 182; // "older than 6 months"

/** Purge (the only deletion): archived more than 6 months ago. Never a live memory. */
export const shouldPurge = (archivedAt: number | null, now: number) =>
  archivedAt !== null && now - archivedAt > ARCHIVE_PURGE_AFTER_DAYS * DAY_MS;

/** Source hierarchy: user_stated > ai_corrected > ai_inferred. */
export const SOURCE_RANK: Record<string, number> = { user_stated: 3, ai_corrected: 2, ai_inferred: 1 };

/**
 * Which of two disagreeing memories the source hierarchy prefers (seed 001): the higher source wins;
 * recency (occurred_at, else created_at) breaks ties. Used as a suggestion, never applied on its own.
 */
export function preferBySource<T extends { id: string; source: string; created_at: number; occurred_at: number | null }>(
  a: T,
  b: T,
): { winner: T; reason: string } {
  const ra = SOURCE_RANK[a.source] ?? 0;
  const rb = SOURCE_RANK[b.source] ?? 0;
  if (ra !== rb) {
    const [w, l] = ra > rb ? [a, b] : [b, a];
    return { winner: w, reason: `${w.source} outranks ${l.source}` };
  }
  const ta = a.occurred_at ?? a.created_at;
  const tb = b.occurred_at ?? b.created_at;
  const w = ta === tb ? (a.id > b.id ? a : b) : ta > tb ? a : b;
  return { winner: w, reason: `same source (${a.source}); the newer one wins the tie` };
}

// Tiers (seed 003, spec "Tiers") ------------------------------------------------------------------

export const STM_TTL_MS = 2 * 3_600_000;

export interface TierInputs {
  tier: string;
  effectiveness: number;
  success_count: number;
  negative_feedback: number;
  created_at: number;
  last_accessed_at: number | null;
  /** How it arrived (memory/types.ts); tool output and SWARM items wait for the user's confirmation. */
  provenance?: string;
  /** 1: pinned by its owner — the confirmation a low-trust arrival needs before promotion. */
  pinned?: number;
}

/** STM→WM when score > 5; the score is seed 003's effectiveness score (`promote_to_wm(min_score=5.0)`). */
export const stmScore = (m: Pick<TierInputs, "effectiveness">) => m.effectiveness;

/**
 * The next tier step of a memory at `now`:
 *  - stm with score > 5 → promote to wm;
 *  - stm past its 2 h TTL (since creation or last access) without that score → expire (archived, recoverable);
 *  - wm with effectiveness > 8, more than 5 successful uses and no negative feedback → promote to ltm;
 *  - a memory that arrived as tool output or from another agent (LOW_TRUST_PROVENANCES) is never
 *    promoted until its owner confirms it by pinning it; it stays (and an stm one still expires);
 *  - otherwise stay. WM's 7-day window bounds the working-memory fast path, not the row's life: decay
 *    and the weekly thresholds decide that, so an idle wm memory is not archived by the tier job.
 */
export function nextTierStep(m: TierInputs, now: number): { action: "stay" | "promote" | "expire"; tier: string; reason: string } {
  const step = nextTierStepByScore(m, now);
  if (step.action === "promote" && m.provenance !== undefined && LOW_TRUST_PROVENANCES.has(m.provenance) && m.pinned !== 1) {
    return { action: "stay", tier: m.tier, reason: `${m.provenance} awaits the owner's confirmation (pin) before promotion` };
  }
  return step;
}

function nextTierStepByScore(m: TierInputs, now: number): { action: "stay" | "promote" | "expire"; tier: string; reason: string } {
  if (m.tier === "stm") {
    if (stmScore(m) > 5) return { action: "promote", tier: "wm", reason: `stm score ${m.effectiveness} > 5` };
    if (now - Math.max(m.created_at, m.last_accessed_at ?? 0) > STM_TTL_MS) {
      return { action: "expire", tier: "stm", reason: "stm expired after 2 h with score ≤ 5" };
    }
    return { action: "stay", tier: "stm", reason: "stm within its 2 h" };
  }
  if (m.tier === "wm" && m.effectiveness > 8 && m.success_count > 5 && m.negative_feedback === 0) {
    return { action: "promote", tier: "ltm", reason: `effectiveness ${m.effectiveness} > 8, ${m.success_count} successful uses, no negative feedback` };
  }
  return { action: "stay", tier: m.tier, reason: "no promotion rule met" };
}
