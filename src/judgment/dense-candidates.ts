/**
 * Candidates by meaning: the stored memories nearest to a memory in the vector index. Contradictions
 * said in different words ("telemetry is opt-in" / "we send telemetry by default") share no search
 * term, so the word lookup (BM25 over search terms) never brings them together; their vectors do.
 * The write path asks for a few new memories at a time once their vectors are there; the nightly
 * scan asks for the memories changed since its last complete run. Only the writer's own live,
 * unsuperseded memories come back (the index also holds teammates' team and project memories), and
 * only vectors of one model are ever compared (the index filters by model).
 */
import type { MemoryRecord } from "../memory/view";
import { currentVectorsOf, liveOwnMemoriesByIds } from "../storage/judgment-store";
import type { VectorIndex } from "../vector/vector-index";

/**
 * Nearest neighbours asked per memory. Offline (bench/judgment/candidates.ts, each training half's
 * memories as one user's, 326–671 memories): the words' top 8 plus the 4 nearest find 1–5 more of the
 * conflicts the rules get right per half; the 8 nearest add one more on one half of seven.
 */
export const DENSE_NEIGHBOURS = 4;
/** A write of more memories than this leaves their dense pairs to the nightly scan (one index query per memory). */
export const DENSE_MAX_BATCH = 4;
/** Memories per user per nightly run whose neighbours are asked for (newest first); the rest wait a night. */
export const DENSE_SCAN_PER_USER = 50;
/** Index queries in flight at once in the nightly scan. */
const SCAN_CONCURRENCY = 8;

/** Where and how to ask: the organization's index (its namespace), the embedder's model, the reader's visibility keys. */
export interface DenseSource {
  index: VectorIndex;
  orgId: string;
  model: string;
  /** The writer's visibility keys (memory/visibility.ts), as recall asks with them; read once, shared. */
  visibility: Promise<string[]>;
}

/** A neighbour with its cosine to the probe (undefined when the index holds an older text of it). */
export interface DenseNeighbour { row: MemoryRecord; cosine: number | undefined }

/**
 * Per probe (a new memory's vector, or none), its nearest own live memories not in `exclude` (found
 * by words already, or written in the same batch): one index query per probe, in parallel, then one
 * D1 read of all their rows. Throws if the index or D1 fails: the caller judges by words alone.
 */
export async function nearestStored(
  db: D1Database, userId: string, src: DenseSource, probes: { vector: Float32Array | undefined; exclude: Set<string> }[],
): Promise<DenseNeighbour[][]> {
  const vis = await src.visibility;
  const matches = await Promise.all(
    probes.map((p) => (p.vector ? src.index.query(src.orgId, { model: src.model, vector: p.vector, topK: DENSE_NEIGHBOURS, vis }) : Promise.resolve([]))),
  );
  const wanted = [...new Set(matches.flatMap((ms, i) => ms.filter((m) => !probes[i].exclude.has(m.id)).map((m) => m.id)))];
  const rows = new Map((await liveOwnMemoriesByIds(db, userId, wanted, src.model)).map((r) => [r.id, r]));
  return matches.map((ms, i) =>
    ms.flatMap((m) => {
      const r = rows.get(m.id);
      if (!r || probes[i].exclude.has(m.id)) return [];
      const { vector_current, ...row } = r;
      return [{ row, cosine: vector_current ? m.score : undefined }];
    }),
  );
}

/**
 * The nightly scan's dense pairs among `rows` (a user's live memories, as loaded): for the newest
 * DENSE_SCAN_PER_USER rows changed at or after `since`, their nearest neighbours that are among
 * `rows` too, as index pairs with their cosine. Rows without a current stored vector are skipped
 * (index-repair and the outbox give them one).
 */
export async function densePairsAmong(
  db: D1Database, src: DenseSource, rows: MemoryRecord[], since: number,
): Promise<{ pairs: Map<string, { i: number; j: number; cosine: number }>; asked: number }> {
  const at = new Map(rows.map((r, i) => [r.id, i]));
  const fresh = rows
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.updated_at >= since)
    .sort((x, y) => y.r.updated_at - x.r.updated_at)
    .slice(0, DENSE_SCAN_PER_USER);
  const pairs = new Map<string, { i: number; j: number; cosine: number }>();
  if (!fresh.length) return { pairs, asked: 0 };
  const vectors = await currentVectorsOf(db, fresh.map(({ r }) => r.id), src.model);
  const vis = await src.visibility;
  const probes = fresh.filter(({ r }) => vectors.has(r.id));
  for (let k = 0; k < probes.length; k += SCAN_CONCURRENCY) {
    const chunk = probes.slice(k, k + SCAN_CONCURRENCY);
    // One more than asked: the memory itself is its own nearest neighbour.
    const found = await Promise.all(
      chunk.map(({ r }) => src.index.query(src.orgId, { model: src.model, vector: vectors.get(r.id)!, topK: DENSE_NEIGHBOURS + 1, vis })),
    );
    chunk.forEach(({ i }, c) => {
      for (const m of found[c]) {
        const j = at.get(m.id);
        if (j === undefined || j === i) continue;
        const [x, y] = i < j ? [i, j] : [j, i];
        pairs.set(`${x},${y}`, { i: x, j: y, cosine: m.score });
      }
    });
  }
  return { pairs, asked: probes.length };
}
