/** Prepared statements shared by the write paths. */
import { newId } from "../util/ids";
import type { MemoryRecord } from "../memory/view";
import { bytesToHex } from "./embedding-check";

const MEMORY_COLUMNS = [
  "id", "org_id", "user_id", "scope", "project_id", "type", "tier", "title", "content", "tags", "metadata",
  "source", "session_id", "confidence", "importance", "effectiveness", "pinned", "created_at", "updated_at",
  "occurred_at", "valid_from", "valid_until", "supersedes", "content_hash", "embedding_model", "embedding_dim",
  "provenance", "instruction_like",
] as const;

export function insertMemory(db: D1Database, r: MemoryRecord): D1PreparedStatement {
  return db
    .prepare(`INSERT INTO memories (${MEMORY_COLUMNS.join(", ")}) VALUES (${MEMORY_COLUMNS.map(() => "?").join(", ")})`)
    .bind(...MEMORY_COLUMNS.map((c) => r[c] ?? null));
}

/**
 * The vector goes over D1's wire as hex text and is stored as a BLOB by `unhex(?)`: bound as an
 * ArrayBuffer, D1 sends it as a JSON array of byte values, validated element by element on the
 * other side (for a batch of 100 512-d vectors: 204,800 array elements per commit).
 */
export function upsertVector(
  db: D1Database,
  v: { memoryId: string; orgId: string; model: string; vector: ArrayBuffer; contentHash: string; now: number },
) {
  return db
    .prepare(
      `INSERT INTO memory_vectors (memory_id, org_id, model, dimension, vector, content_hash, created_at) VALUES (?, ?, ?, ?, unhex(?), ?, ?)
       ON CONFLICT (memory_id) DO UPDATE SET model = excluded.model, dimension = excluded.dimension, vector = excluded.vector,
       content_hash = excluded.content_hash, created_at = excluded.created_at`,
    )
    .bind(v.memoryId, v.orgId, v.model, v.vector.byteLength / 4, bytesToHex(v.vector), v.contentHash, v.now);
}

export function enqueueOutbox(db: D1Database, kind: "index" | "unindex", memoryId: string, orgId: string, now: number) {
  return db
    .prepare("INSERT INTO outbox (id, kind, memory_id, org_id, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(newId("obx", now), kind, memoryId, orgId, now, now);
}

// The events table has its own store; re-exported so the write paths keep one import.
export { recordEvent } from "../storage/events-store";
