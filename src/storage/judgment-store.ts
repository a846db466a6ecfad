/**
 * Reads and writes of the judgment (src/judgment/): the few stored memories a new one could
 * contradict or duplicate, found by BM25 over the writer's own live memories, and the conflicts
 * table's judgment columns.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { MEMORY_SELECT, type MemoryRecord } from "../memory/view";
import { orm, toStatement } from "./db";
import { memories } from "./schema";
import { VECTOR_HEX, vectorFromHex } from "../write/embedding-check";

/** MEMORY_SELECT's column list (its text, so the two cannot drift), for a query that joins more than it does. */
const MEMORY_COLUMNS = MEMORY_SELECT.slice(0, MEMORY_SELECT.indexOf(" FROM "));

/** Look-alikes per probe, and the stored vectors (of the asked model, current for their content) of those that have one. */
export interface SimilarMemories { rows: MemoryRecord[][]; vectors: Map<string, Float32Array> }

/**
 * Per probe, the user's live, unsuperseded memories that share the most weighted terms with it (FTS5
 * BM25, Porter-stemmed), best first; many probes in ONE round trip (a batch write judges all its
 * memories at once). FTS5 drives the join (CROSS JOIN): probing it per memory row would cost a full
 * scan of the user's memories. With `vectorModel`, each row's stored vector of that model (current
 * for its content hash) comes in the same query, so judgment needs no second round trip for meanings.
 * With `projects`, per probe the new memory's project: of the look-alikes, those of another project
 * are ranked as before but not sent back (judgment cannot use them: `mayMatter` in on-write.ts), so
 * their rows and vectors (most of a row's bytes) do not cross from D1 for nothing.
 */
export async function similarLiveMemoriesMany(
  db: D1Database, userId: string, probes: string[][], limit: number, excludeIds: string[] = [], vectorModel?: string, projects?: (string | null)[],
): Promise<SimilarMemories> {
  const out: MemoryRecord[][] = probes.map(() => []);
  const vectors = new Map<string, Float32Array>();
  // Probes with the same terms share one query (a batch of similar memories asks the same thing).
  const byKey = new Map<string, { terms: string[]; project: string | null; is: number[] }>();
  probes.forEach((terms, i) => {
    if (!terms.length) return;
    const project = projects?.[i] ?? null;
    const key = `${project ?? ""}\u0001${terms.join("\u0000")}`;
    const e = byKey.get(key) ?? { terms, project, is: [] };
    e.is.push(i);
    byKey.set(key, e);
  });
  const asked = [...byKey.values()];
  if (!asked.length) return { rows: out, vectors };
  // Read as hex text: D1 would return each BLOB as an array of byte values (see VECTOR_HEX).
  const vectorJoin = vectorModel
    ? `, ${VECTOR_HEX("v.vector")} AS judgment_vector FROM hits h JOIN memories m ON m.rowid = h.rid LEFT JOIN projects p ON p.id = m.project_id
       LEFT JOIN memory_vectors v ON v.memory_id = m.id AND v.model = ? AND v.content_hash = m.content_hash`
    : ` FROM hits h JOIN memories m ON m.rowid = h.rid LEFT JOIN projects p ON p.id = m.project_id`;
  const statements = asked.map(({ terms, project }) =>
    db
      .prepare(
        `WITH hits AS MATERIALIZED (
           SELECT memories_fts.rowid AS rid, memories_fts.rank AS rank FROM memories_fts CROSS JOIN memories m ON m.rowid = memories_fts.rowid
           WHERE memories_fts MATCH ? AND m.user_id = ? AND m.archived_at IS NULL AND m.superseded_by IS NULL AND m.id NOT IN (SELECT value FROM json_each(?))
           ORDER BY memories_fts.rank LIMIT ?
         )
         ${MEMORY_COLUMNS}${vectorJoin} WHERE (? IS NULL OR m.project_id IS NULL OR m.project_id = ?) ORDER BY h.rank`,
      )
      .bind(terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR "), userId, JSON.stringify(excludeIds), limit, ...(vectorModel ? [vectorModel] : []), project, project),
  );
  const results = await db.batch<MemoryRecord & { judgment_vector?: string | null }>(statements);
  asked.forEach(({ is }, k) => {
    const rows = (results[k].results ?? []).map(({ judgment_vector, ...r }) => {
      if (judgment_vector) vectors.set(r.id, vectorFromHex(judgment_vector));
      return r;
    });
    for (const i of is) out[i] = rows;
  });
  return { rows: out, vectors };
}

/**
 * Of `ids` (a vector index's nearest neighbours), the user's own live, unsuperseded memories, in one
 * query; `vector_current` says whether the stored vector of `vectorModel` encodes the row's current
 * content (the index's score is then the pair's cosine; otherwise the index holds an older text).
 */
export async function liveOwnMemoriesByIds(
  db: D1Database, userId: string, ids: string[], vectorModel: string,
): Promise<(MemoryRecord & { vector_current: number })[]> {
  if (!ids.length) return [];
  const { results } = await db
    .prepare(
      `${MEMORY_COLUMNS}, EXISTS (SELECT 1 FROM memory_vectors v WHERE v.memory_id = m.id AND v.model = ? AND v.content_hash = m.content_hash) AS vector_current
       FROM memories m LEFT JOIN projects p ON p.id = m.project_id
       WHERE m.id IN (SELECT value FROM json_each(?)) AND m.user_id = ? AND m.archived_at IS NULL AND m.superseded_by IS NULL`,
    )
    .bind(vectorModel, JSON.stringify(ids), userId)
    .all<MemoryRecord & { vector_current: number }>();
  return results;
}

/** The stored vectors of `vectorModel` that encode these memories' current content (the nightly scan's dense queries). */
export async function currentVectorsOf(db: D1Database, ids: string[], vectorModel: string): Promise<Map<string, Float32Array>> {
  const out = new Map<string, Float32Array>();
  if (!ids.length) return out;
  const { results } = await db
    .prepare(
      `SELECT m.id AS id, ${VECTOR_HEX("v.vector")} AS vector FROM memories m
       JOIN memory_vectors v ON v.memory_id = m.id AND v.model = ? AND v.content_hash = m.content_hash
       WHERE m.id IN (SELECT value FROM json_each(?))`,
    )
    .bind(vectorModel, JSON.stringify(ids))
    .all<{ id: string; vector: string }>();
  for (const r of results) out.set(r.id, vectorFromHex(r.vector));
  return out;
}

/** One page of a user's live memories in id order, for the nightly scan (cursor = last id seen). */
export async function liveMemoriesPage(db: D1Database, userId: string, after: string, limit: number): Promise<MemoryRecord[]> {
  const { results } = await db
    .prepare(`${MEMORY_SELECT} WHERE m.user_id = ? AND m.archived_at IS NULL AND m.superseded_by IS NULL AND m.id > ? ORDER BY m.id LIMIT ?`)
    .bind(userId, after, limit)
    .all<MemoryRecord>();
  return results;
}

/** Pairs (sorted ids) that already have a conflicts row, open or resolved: a pair is flagged once for life. */
export async function knownConflictPairs(db: D1Database, pairs: [string, string][]): Promise<Set<string>> {
  const known = new Set<string>();
  for (let i = 0; i < pairs.length; i += 45) {
    const chunk = pairs.slice(i, i + 45).map((p) => [...p].sort() as [string, string]);
    const { results } = await db
      .prepare(`SELECT left_id, right_id FROM conflicts WHERE (left_id, right_id) IN (VALUES ${chunk.map(() => "(?, ?)").join(", ")})`)
      .bind(...chunk.flat())
      .all<{ left_id: string; right_id: string }>();
    for (const r of results) known.add(`${r.left_id}|${r.right_id}`);
  }
  return known;
}

export const pairKey = (a: string, b: string) => [a, b].sort().join("|");


// Flagging a conflict (memory/conflict-flags.ts): three statements for the caller's batch. The two
// that lower confidence apply only if this call's conflict row was inserted (EXISTS on its id), so
// re-detecting a pair already flagged or resolved changes nothing.

/** The open conflict row of a (sorted) pair; a pair already recorded keeps its row. */
export function insertConflictStatement(
  db: D1Database,
  c: { id: string; orgId: string; userId: string; kind: string; left: string; right: string; subject: string | null; reason: string | null; detail: string | null; now: number },
): D1PreparedStatement {
  return toStatement(
    db,
    sql`INSERT INTO conflicts (id, org_id, user_id, kind, left_id, right_id, subject, status, created_at, reason, detail)
        VALUES (${c.id}, ${c.orgId}, ${c.userId}, ${c.kind}, ${c.left}, ${c.right}, ${c.subject}, 'open', ${c.now}, ${c.reason}, ${c.detail})
        ON CONFLICT (left_id, right_id) DO NOTHING`,
  );
}

/** The `confidence.changed` event of one side lowered to 0.5 by conflict `conflictId` (if it was above). */
export function conflictLoweringEventStatement(db: D1Database, o: { eventId: string; memoryId: string; conflictId: string; reason: string; now: number }) {
  return toStatement(
    db,
    sql`INSERT INTO events (id, org_id, user_id, kind, memory_id, data, created_at)
        SELECT ${o.eventId}, m.org_id, NULL, 'confidence.changed', m.id, json_object('from', m.confidence, 'to', 0.5, 'reason', ${o.reason}), ${o.now}
        FROM memories m WHERE m.id = ${o.memoryId} AND m.confidence > 0.5 AND EXISTS (SELECT 1 FROM conflicts WHERE id = ${o.conflictId})`,
  );
}

/** Both sides (memories, or facts) at confidence 0.5 at most, if conflict `conflictId` was inserted. */
export function conflictLoweringStatement(db: D1Database, o: { onFacts: boolean; left: string; right: string; conflictId: string }) {
  const table = o.onFacts ? sql`facts` : sql`memories`;
  return toStatement(
    db,
    sql`UPDATE ${table} SET confidence = MIN(confidence, 0.5) WHERE id IN (${o.left}, ${o.right}) AND EXISTS (SELECT 1 FROM conflicts WHERE id = ${o.conflictId})`,
  );
}

// Merging a duplicate: the survivor takes what the other carried; nothing else of it changes.

/** The nightly scan's merge: `keepId` gains the dropped side's tags, importance and usage counts. */
export function absorbDuplicateStatement(
  db: D1Database, keepId: string, d: { tags: string[]; importance: number; uses: number; successes: number; accesses: number; now: number },
): D1PreparedStatement {
  return toStatement(
    db,
    orm(db).update(memories).set({
      tags: JSON.stringify(d.tags),
      importance: sql`MAX(${memories.importance}, ${d.importance})`,
      useCount: sql`${memories.useCount} + ${d.uses}`,
      successCount: sql`${memories.successCount} + ${d.successes}`,
      accessCount: sql`${memories.accessCount} + ${d.accesses}`,
      updatedAt: d.now,
    }).where(eq(memories.id, keepId)),
  );
}

/** The dropped side of a nightly merge is archived (if still live); its text stays in the survivor's history event. */
export function archiveDuplicateStatement(db: D1Database, dropId: string, now: number): D1PreparedStatement {
  return toStatement(db, orm(db).update(memories).set({ archivedAt: now, updatedAt: now }).where(and(eq(memories.id, dropId), isNull(memories.archivedAt))));
}

/** The write-time merge: the stored survivor takes the incoming memory's tags, source and importance. */
export function absorbIncomingStatement(db: D1Database, survivorId: string, d: { tags: string[]; source: NonNullable<typeof memories.$inferInsert.source>; importance: number; now: number }): D1PreparedStatement {
  return toStatement(
    db,
    orm(db).update(memories).set({ tags: JSON.stringify(d.tags), source: d.source, importance: sql`MAX(${memories.importance}, ${d.importance})`, updatedAt: d.now }).where(eq(memories.id, survivorId)),
  );
}
