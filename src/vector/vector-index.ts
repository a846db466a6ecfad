/**
 * Nearest-neighbour search behind one interface: Vectorize in production, an exact index in a
 * Durable Object for `wrangler dev` and tests. A namespace is an organization; `vis` is the
 * memory's visibility key (see memory/visibility.ts) so a query can be limited to what the
 * reader may see with a single `$in` filter. `type` and `at` (occurred_at ?? created_at, epoch ms)
 * let recall's `types` / `since` / `until` filters apply inside the index, so a filtered query gets
 * its own top K rather than the survivors of the unfiltered top K. A record stored without them
 * (upserted before they existed) matches unfiltered queries only, as in Vectorize, until re-upserted.
 * Vectors are unit-length: score = cosine similarity.
 */
export interface VectorRecord {
  id: string;
  model: string;
  vis: string;
  type: string;
  at: number;
  vector: Float32Array;
}

export interface VectorMatch {
  id: string;
  score: number;
}

export interface VectorQuery {
  model: string;
  vector: Float32Array;
  topK: number;
  vis: string[];
  /** Only these memory types. */
  types?: string[];
  /** Only records with `from` ≤ at ≤ `to` (epoch ms, inclusive). */
  from?: number;
  to?: number;
}

export interface VectorIndex {
  /**
   * Which underlying index this is (a binding, or the exact index's key prefix): two databases'
   * indexes with the same `name` are one index, so moving an organization between them moves nothing.
   */
  readonly name?: string;
  upsert(namespace: string, records: VectorRecord[]): Promise<void>;
  remove(namespace: string, ids: string[]): Promise<void>;
  query(namespace: string, q: VectorQuery): Promise<VectorMatch[]>;
  /**
   * Every id the namespace holds, for the index-repair job's comparison with D1. Optional: an index
   * that cannot list (Vectorize's binding has no listing) is repaired from D1's side only.
   */
  ids?(namespace: string): Promise<string[]>;
}
