/**
 * The final ordering after rerank: what the memory *is* weighs in — strength (decay and use),
 * confidence, source hierarchy, provenance trust (tool output and other agents' items lower, instruction-like
 * ones from those channels lower still), supersession and expiry (superseded or expired items sink), scope
 * precedence (project over global) and the type prior of the question's intent or route (learned from
 * labelled developer memories: type-priors.ts). Formulas come from
 * lifecycle/scoring.ts; this module only decides how much each counts. Pure; unit-tested.
 */
import { SOURCE_RANK, strength } from "../lifecycle/scoring";
import { trustFactor } from "../memory/types";
import type { MemoryRecord } from "../memory/view";
import { supersededAt } from "./precedence";
import { TYPE_PRIORS } from "./type-priors";

export const SUPERSEDED_FACTOR = 0.4;
export const EXPIRED_FACTOR = 0.6;
export const SCOPE_FACTOR: Record<string, number> = { project: 1.1, team: 1.0, private: 1.0, global: 0.95 };

export interface WeightParts {
  strength: number;
  confidence: number;
  source: number;
  superseded: number;
  expired: number;
  scope: number;
  type: number;
  /** How the memory arrived (memory/types.ts PROVENANCE_TRUST), lower still for instruction-like tool output or SWARM items. */
  trust: number;
  factor: number;
}

/** A memory type's prior for a question's intent, else its route (1 when nothing was learned). */
export const typePrior = (key: string, type: string, priors = TYPE_PRIORS) => priors[key]?.[type] ?? 1;

/**
 * `priorKey` is the question's intent, else its route (type-priors.ts); `asOf` is the moment the
 * question is about (validity); `now` drives decay.
 */
export function finalWeight(
  m: MemoryRecord & { superseded_at?: number | null }, priorKey: string, now: number, asOf = now, priors = TYPE_PRIORS,
): WeightParts {
  const s = strength(
    { type: m.type, pinned: m.pinned === 1, importance: m.importance, access_count: m.access_count, last_accessed_at: m.last_accessed_at, created_at: m.created_at },
    now,
  );
  const parts = {
    strength: 0.7 + 0.3 * s,
    confidence: 0.6 + 0.4 * m.confidence,
    source: 1 - 0.05 * (3 - (SOURCE_RANK[m.source] ?? 1)),
    // A supersession after `asOf` has not happened yet at that moment.
    superseded: supersededAt(m, asOf) ? SUPERSEDED_FACTOR : 1,
    expired: (m.valid_until !== null && m.valid_until < asOf) || (m.valid_from !== null && m.valid_from > asOf) ? EXPIRED_FACTOR : 1,
    scope: SCOPE_FACTOR[m.scope] ?? 1,
    type: typePrior(priorKey, m.type, priors),
    trust: trustFactor(m.provenance, m.instruction_like === 1),
  };
  const factor = Object.values(parts).reduce((a, b) => a * b, 1);
  return { ...parts, factor };
}
