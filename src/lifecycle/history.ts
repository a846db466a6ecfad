/**
 * Confidence history: every change of a memory's confidence is an event of kind `confidence.changed`
 * with `{ from, to, reason }`, written in the same batch as the change. A job's guarded update uses
 * `guardedConfidenceEvent` (storage/lifecycle-store.ts), which inserts only if the guard still holds.
 */
import { eventsOfMemory, recordEvent } from "../storage/events-store";

import { CONFIDENCE_CHANGED } from "../storage/lifecycle-store";

export { CONFIDENCE_CHANGED };

export interface ConfidenceChange {
  orgId: string;
  userId: string | null;
  memoryId: string;
  from: number;
  to: number;
  reason: string;
  now: number;
}

export function confidenceChangedEvent(db: D1Database, c: ConfidenceChange): D1PreparedStatement {
  return recordEvent(db, {
    orgId: c.orgId, userId: c.userId, kind: CONFIDENCE_CHANGED, memoryId: c.memoryId, data: { from: c.from, to: c.to, reason: c.reason }, now: c.now,
  });
}

export interface HistoryEntry {
  at: string;
  kind: string;
  user_id: string | null;
  data: Record<string, unknown>;
}

export async function memoryHistory(db: D1Database, memoryId: string, limit = 500) {
  const results = await eventsOfMemory(db, memoryId, limit);
  const events: HistoryEntry[] = results.map((e) => ({
    at: new Date(e.created_at).toISOString(),
    kind: e.kind,
    user_id: e.user_id,
    data: JSON.parse(e.data) as Record<string, unknown>,
  }));
  const confidence = events
    .filter((e) => e.kind === CONFIDENCE_CHANGED)
    .map((e) => ({ at: e.at, from: e.data.from as number, to: e.data.to as number, reason: e.data.reason as string, by: e.user_id }));
  return { confidence, events };
}
