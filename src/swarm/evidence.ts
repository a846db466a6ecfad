/**
 * Pooled effectiveness (seed 003 "Sharing Criteria", spec "SWARM"): every member counts once,
 * however many keys, sessions or memories they used. A member's score is 10 × the success rate of
 * their recorded uses and outcomes, blended with their explicit 1–10 ratings (each rating weighs as
 * one more observation); an item's effectiveness is the mean of its members' scores.
 */
import { sha256Hex } from "../util/crypto";

/** More than this many distinct members must support an idea; at or below it a shared item is withdrawn. */
export const MIN_SUPPORT_EXCLUSIVE = 3;
/** Effectiveness must exceed this (10-point scale). */
export const MIN_EFFECTIVENESS_EXCLUSIVE = 9;
/** The memory types SWARM shares: patterns, gotchas and decisions that generalize. */
export const SHARED_TYPES = ["pattern", "gotcha", "decision"] as const;

/** A member as the pool records them: a hash of organization and user, never the user id. */
export const voterOf = (orgId: string, userId: string) => sha256Hex(`engram-swarm-voter\u0000${orgId}\u0000${userId}`);

export interface VoterEvidence { uses: number; successes: number; ratings: number; ratingSum: number }

export function memberScore(e: VoterEvidence): number | null {
  const observations = e.uses + e.ratings;
  if (observations === 0) return null;
  return (10 * e.successes + e.ratingSum) / observations;
}

export interface VoteLike {
  supports: number; evUses: number; evSuccesses: number; evRatings: number; evRatingSum: number;
  uses: number; successes: number; rating: number | null; reportedAt: number | null;
}

export interface ItemStats {
  /** Members whose own memories evidence the idea (the promotion and withdrawal count). */
  supporters: number;
  /** Members who evidence it or used the shared item. */
  users: number;
  uses: number;
  successes: number;
  success_rate: number | null;
  effectiveness: number;
  reports: number;
}

export function itemStats(votes: VoteLike[]): ItemStats {
  let supporters = 0, users = 0, uses = 0, successes = 0, reports = 0;
  const scores: number[] = [];
  for (const v of votes) {
    if (v.reportedAt !== null) reports++;
    const e: VoterEvidence = {
      uses: (v.supports ? v.evUses : 0) + v.uses,
      successes: (v.supports ? v.evSuccesses : 0) + v.successes,
      ratings: (v.supports ? v.evRatings : 0) + (v.rating === null ? 0 : 1),
      ratingSum: (v.supports ? v.evRatingSum : 0) + (v.rating ?? 0),
    };
    if (v.supports) supporters++;
    const score = memberScore(e);
    if (score === null) continue;
    users++;
    uses += e.uses;
    successes += e.successes;
    scores.push(score);
  }
  const effectiveness = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : 0;
  return {
    supporters, users, uses, successes, success_rate: uses ? successes / uses : null,
    effectiveness: Math.round(effectiveness * 100) / 100, reports,
  };
}

export const meetsCriteria = (s: Pick<ItemStats, "supporters" | "effectiveness">) =>
  s.supporters > MIN_SUPPORT_EXCLUSIVE && s.effectiveness > MIN_EFFECTIVENESS_EXCLUSIVE;
