/**
 * Flagging a conflict (spec: flag, never auto-resolve): one open row per pair, and both sides'
 * confidence lowered to 0.5 so neither is presented as settled. Shared by write-time detection,
 * the nightly scan and consolidation. Returns statements for the caller's atomic batch.
 */
import { newId } from "../util/ids";

export type ConflictKind = "temporal_overlap" | "contradiction" | "preference_shift" | "local_vs_global";

export interface ConflictFlag {
  orgId: string;
  userId: string;
  kind: ConflictKind;
  /** Memory ids (or fact ids, with `onFacts`). The pair is stored in sorted order. */
  leftId: string;
  rightId: string;
  subject?: string | null;
  onFacts?: boolean;
}

export function flagConflictStatements(db: D1Database, c: ConflictFlag, now: number): D1PreparedStatement[] {
  const [left, right] = [c.leftId, c.rightId].sort();
  const table = c.onFacts ? "facts" : "memories";
  return [
    db
      .prepare(
        `INSERT INTO conflicts (id, org_id, user_id, kind, left_id, right_id, subject, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?) ON CONFLICT (left_id, right_id) DO NOTHING`,
      )
      .bind(newId("cfl", now), c.orgId, c.userId, c.kind, left, right, c.subject ?? null, now),
    db.prepare(`UPDATE ${table} SET confidence = MIN(confidence, 0.5) WHERE id IN (?, ?)`).bind(left, right),
  ];
}
