/**
 * The final ordering after rerank: what the memory *is* weighs in — strength (decay and use),
 * confidence, source hierarchy, supersession and expiry (superseded or expired items sink), scope
 * precedence (project over global) and the route's favoured types. Formulas come from
 * lifecycle/scoring.ts; this module only decides how much each counts. Pure; unit-tested.
 */
import { SOURCE_RANK, strength } from "../lifecycle/scoring";
import type { MemoryRecord } from "../memory/view";
import { supersededAt } from "./precedence";
import { type Route, ROUTE_TYPES, TYPE_AFFINITY } from "./routing";

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
  factor: number;
}

/** `asOf` is the moment the question is about (validity); `now` drives decay. */
export function finalWeight(m: MemoryRecord & { superseded_at?: number | null }, route: Route, now: number, asOf = now): WeightParts {
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
    type: ROUTE_TYPES[route].includes(m.type) ? TYPE_AFFINITY : 1,
  };
  const factor = Object.values(parts).reduce((a, b) => a * b, 1);
  return { ...parts, factor };
}
