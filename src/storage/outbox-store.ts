/**
 * `outbox`: side effects a committed write still owes (index or unindex a memory's vector), queued
 * in the write's own batch so a 2xx never loses one; write/indexing.ts works them off.
 */
import { newId } from "../util/ids";

export function enqueueOutbox(db: D1Database, kind: "index" | "unindex", memoryId: string, orgId: string, now: number): D1PreparedStatement {
  return db
    .prepare("INSERT INTO outbox (id, kind, memory_id, org_id, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(newId("obx", now), kind, memoryId, orgId, now, now);
}
