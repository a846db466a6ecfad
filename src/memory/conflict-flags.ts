/**
 * Flagging a conflict (spec: flag, never auto-resolve): one open row per pair, and both sides'
 * confidence lowered to 0.5 so neither is presented as settled. Shared by write-time detection,
 * the nightly scan and consolidation. Returns statements for the caller's atomic batch.
 * The lowering (and its `confidence.changed` history event) applies only when this call's row was
 * inserted, so re-detecting a pair that was already flagged or resolved changes nothing.
 */
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
  const table = c.onFacts ? "facts" : "memories";
  const statements = [
    db
      .prepare(
        `INSERT INTO conflicts (id, org_id, user_id, kind, left_id, right_id, subject, status, created_at, reason, detail)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?) ON CONFLICT (left_id, right_id) DO NOTHING`,
      )
      .bind(id, c.orgId, c.userId, c.kind, left, right, c.subject ?? null, now, c.reason ?? null, c.detail ? JSON.stringify(c.detail) : null),
  ];
  if (!c.onFacts) {
    for (const side of [left, right]) {
      statements.push(
        db
          .prepare(
            `INSERT INTO events (id, org_id, user_id, kind, memory_id, data, created_at)
             SELECT ?, m.org_id, NULL, 'confidence.changed', m.id, json_object('from', m.confidence, 'to', 0.5, 'reason', ?), ?
             FROM memories m WHERE m.id = ? AND m.confidence > 0.5 AND EXISTS (SELECT 1 FROM conflicts WHERE id = ?)`,
          )
          .bind(newId("evt", now), `conflict ${id} (${c.kind})`, now, side, id),
      );
    }
  }
  statements.push(
    db
      .prepare(`UPDATE ${table} SET confidence = MIN(confidence, 0.5) WHERE id IN (?, ?) AND EXISTS (SELECT 1 FROM conflicts WHERE id = ?)`)
      .bind(left, right, id),
  );
  return statements;
}
