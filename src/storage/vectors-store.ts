/**
 * `memory_vectors`: the stored embedding of each memory (the source the vector index is rebuilt
 * from, and what judgment compares). Statements for the write path's batch.
 */
import { bytesToHex } from "../write/embedding-check";

/**
 * The vector goes over D1's wire as hex text and is stored as a BLOB by `unhex(?)`: bound as an
 * ArrayBuffer, D1 sends it as a JSON array of byte values, validated element by element on the
 * other side (for a batch of 100 512-d vectors: 204,800 array elements per commit). Plain SQL,
 * not drizzle's builder: it runs once per memory of every batch write.
 */
export function upsertVector(
  db: D1Database,
  v: { memoryId: string; orgId: string; model: string; vector: ArrayBuffer; contentHash: string; now: number },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO memory_vectors (memory_id, org_id, model, dimension, vector, content_hash, created_at) VALUES (?, ?, ?, ?, unhex(?), ?, ?)
       ON CONFLICT (memory_id) DO UPDATE SET model = excluded.model, dimension = excluded.dimension, vector = excluded.vector,
       content_hash = excluded.content_hash, created_at = excluded.created_at`,
    )
    .bind(v.memoryId, v.orgId, v.model, v.vector.byteLength / 4, bytesToHex(v.vector), v.contentHash, v.now);
}

/** A memory's stored vector goes (its content changed and no new vector came with the edit). */
export function deleteVectorStatement(db: D1Database, memoryId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM memory_vectors WHERE memory_id = ?").bind(memoryId);
}
