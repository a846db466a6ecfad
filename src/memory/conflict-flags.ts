/**
 * Flagging a conflict (spec: flag, never auto-resolve): one open row per pair, and both sides'
 * confidence lowered to 0.5 so neither is presented as settled. Shared by write-time detection,
 * the nightly scan and consolidation. Returns statements for the caller's atomic batch.
 * The lowering (and its `confidence.changed` history event) applies only when this call's row was
 * inserted, so re-detecting a pair that was already flagged or resolved changes nothing.
 */
import { conflictLoweringEventStatement, conflictLoweringStatement, insertConflictStatement } from "../storage/judgment-store";
import { newId } from "../util/ids";

export type ConflictKind = "temporal_overlap" | "contradiction" | "preference_shift" | "local_vs_global" | "change";

export interface ConflictFlag {
  orgId: string;
  userId: string;
  kind: ConflictKind;
  /** Memory ids (or fact ids, with `onFacts`). The pair is stored in sorted order. */
  leftId: string;
  rightId: string;
  subject?: string | null;
  onFacts?: boolean;
  /** Why it was flagged, in words, and the claims and suggestion behind it (src/judgment/). */
  reason?: string | null;
  detail?: Record<string, unknown> | null;
}

export function flagConflictStatements(db: D1Database, c: ConflictFlag, now: number, id = newId("cfl", now)): D1PreparedStatement[] {
  const [left, right] = [c.leftId, c.rightId].sort();
  const statements = [
    insertConflictStatement(db, {
      id, orgId: c.orgId, userId: c.userId, kind: c.kind, left, right, subject: c.subject ?? null, reason: c.reason ?? null,
      detail: c.detail ? JSON.stringify(c.detail) : null, now,
    }),
  ];
  if (!c.onFacts) {
    for (const side of [left, right]) {
      statements.push(conflictLoweringEventStatement(db, { eventId: newId("evt", now), memoryId: side, conflictId: id, reason: `conflict ${id} (${c.kind})`, now }));
    }
  }
  statements.push(conflictLoweringStatement(db, { onFacts: !!c.onFacts, left, right, conflictId: id }));
  return statements;
}
