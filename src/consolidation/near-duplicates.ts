/**
 * Near-duplicate detection for consolidated memories: candidates from FTS5 (same owner, same
 * type, live), then word-set Jaccard similarity. Exact copies are caught earlier by content hash.
 */
import { ftsMatchExpression, queryTerms } from "../retrieval/query-terms";

export const NEAR_DUPLICATE_JACCARD = 0.7;

export const wordSet = (text: string) => new Set(queryTerms(text).filter((w) => w.length > 2 || /\d/.test(w)));

export function jaccard(a: Set<string>, b: Set<string>): number {
  if (!a.size && !b.size) return 1;
  let inter = 0;
  for (const w of a) if (b.has(w)) inter++;
  return inter / (a.size + b.size - inter);
}

export interface DuplicateProbe { type: string; content: string; projectName: string | null }

/** For each probe, the id of a live memory it nearly duplicates, or null. One D1 round trip. */
export async function findNearDuplicates(db: D1Database, userId: string, probes: DuplicateProbe[]): Promise<(string | null)[]> {
  const sets = probes.map((p) => wordSet(p.content));
  const statements = probes.map((p, i) => {
    // The rarest words matter most, but FTS ranks for us: take the first dozen distinct terms.
    const match = ftsMatchExpression([...sets[i]].slice(0, 12));
    return db
      .prepare(
        `SELECT m.id, m.content, pr.name AS project_name FROM memories_fts
         JOIN memories m ON m.rowid = memories_fts.rowid LEFT JOIN projects pr ON pr.id = m.project_id
         WHERE memories_fts MATCH ? AND m.user_id = ? AND m.type = ? AND m.archived_at IS NULL
         ORDER BY bm25(memories_fts) LIMIT 5`,
      )
      .bind(match ?? '""', userId, p.type);
  });
  const out: (string | null)[] = probes.map(() => null);
  for (let i = 0; i < statements.length; i += 50) {
    const results = await db.batch<{ id: string; content: string; project_name: string | null }>(statements.slice(i, i + 50));
    results.forEach((r, j) => {
      const k = i + j;
      const hit = r.results.find(
        (row) => (row.project_name ?? null) === probes[k].projectName && jaccard(sets[k], wordSet(row.content)) >= NEAR_DUPLICATE_JACCARD,
      );
      out[k] = hit?.id ?? null;
    });
  }
  return out;
}
