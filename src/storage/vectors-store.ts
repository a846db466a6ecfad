/**
 * `memory_vectors`: the stored embedding of each memory (the source the vector index is rebuilt
 * from, and what judgment compares). Statements for the write path's batch.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { VECTOR_HEX, bytesToHex } from "../write/embedding-check";
import { inChunks, orm, toStatement } from "./db";
import { memories, memoryVectors } from "./schema";

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

/** A memory's state as the indexer reads it, with its stored vector (hex, see VECTOR_HEX) if any. */
export interface MemoryForIndex {
  id: string;
  org_id: string;
  user_id: string;
  scope: string;
  project_id: string | null;
  type: string;
  occurred_at: number | null;
  created_at: number;
  content: string;
  title: string | null;
  archived_at: number | null;
  content_hash: string;
  vec_hash: string | null;
  vec_model: string | null;
  vector: string | null;
}

/** The columns the vector index reflects (its text, its filters' metadata) and whether it is live. */
const indexedColumns = {
  id: memories.id, org_id: memories.orgId, user_id: memories.userId, scope: memories.scope, project_id: memories.projectId,
  type: memories.type, occurred_at: memories.occurredAt, created_at: memories.createdAt, archived_at: memories.archivedAt,
  content_hash: memories.contentHash,
};

/** `ids` as the indexer needs them: the memory, and its stored vector with that vector's model and content hash. */
export async function memoriesForIndex(d1: D1Database, ids: string[]): Promise<MemoryForIndex[]> {
  return inChunks(ids, (chunk) =>
    orm(d1)
      .select({
        ...indexedColumns, content: memories.content, title: memories.title,
        vec_model: memoryVectors.model, vec_hash: memoryVectors.contentHash, vector: sql<string | null>`${sql.raw(VECTOR_HEX("memory_vectors.vector"))}`,
      })
      .from(memories)
      .leftJoin(memoryVectors, eq(memoryVectors.memoryId, memories.id))
      .where(inArray(memories.id, chunk)) as Promise<MemoryForIndex[]>,
  );
}

/** The indexed state of `ids` now (rows deleted since are absent): the indexer's check after its upsert. */
export async function indexedStateOf(d1: D1Database, ids: string[]) {
  return inChunks(ids, (chunk) => orm(d1).select(indexedColumns).from(memories).where(inArray(memories.id, chunk)));
}

/** A memory is in the index, encoded by `model`. */
export function markIndexedStatement(d1: D1Database, memoryId: string, o: { now: number; model: string; dimension: number }): D1PreparedStatement {
  return toStatement(d1, orm(d1).update(memories).set({ indexedAt: o.now, embeddingModel: o.model, embeddingDim: o.dimension }).where(eq(memories.id, memoryId)));
}

/** Stored vectors of `ids` encoded by `model` (hex; recall's dense feedback reads a handful). */
export async function storedVectorsHex(d1: D1Database, model: string, ids: string[]): Promise<string[]> {
  const rows = await inChunks(ids, (chunk) =>
    orm(d1)
      .select({ vector: sql<string>`${sql.raw(VECTOR_HEX("vector"))}` })
      .from(memoryVectors)
      .where(sql`${memoryVectors.model} = ${model} AND ${inArray(memoryVectors.memoryId, chunk)}`),
  );
  return rows.map((r) => r.vector);
}

/** Ids of the organization's live (not archived) memories: what its vector namespace should hold. */
export async function liveMemoryIdsOfOrg(d1: D1Database, orgId: string): Promise<string[]> {
  const rows = await orm(d1).select({ id: memories.id }).from(memories).where(and(eq(memories.orgId, orgId), isNull(memories.archivedAt)));
  return rows.map((r) => r.id);
}
