/**
 * Nearest-neighbour search behind one interface: Vectorize in production, an exact index in a
 * Durable Object for `wrangler dev` and tests. A namespace is an organization; `vis` is the
 * memory's visibility key (see memory/visibility.ts) so a query can be limited to what the
 * reader may see with a single `$in` filter. Vectors are unit-length: score = cosine similarity.
 */
export interface VectorRecord {
  id: string;
  model: string;
  vis: string;
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
}

export interface VectorIndex {
  upsert(namespace: string, records: VectorRecord[]): Promise<void>;
  remove(namespace: string, ids: string[]): Promise<void>;
  query(namespace: string, q: VectorQuery): Promise<VectorMatch[]>;
}
