/**
 * Vectorize in production. One index per embedding model (Vectorize fixes the dimension per
 * index); namespace = organization; metadata `vis` (with a metadata index) limits a query to
 * what the reader may see, `model` guards against a misconfigured index, and `type` / `at` (each
 * with a metadata index, README "Deploy") carry recall's type and time filters into the query.
 */
import type { VectorIndex, VectorQuery, VectorRecord } from "./vector-index";

export class VectorizeVectorIndex implements VectorIndex {
  /** `name`: the binding (VECTORIZE, VECTORIZE_1 …), which identifies the index. */
  constructor(private readonly index: VectorizeIndex | undefined, readonly name = "VECTORIZE") {}

  private get binding(): VectorizeIndex {
    if (!this.index) throw new Error("VECTORIZE binding is not configured");
    return this.index;
  }

  async upsert(namespace: string, records: VectorRecord[]) {
    if (records.length === 0) return;
    await this.binding.upsert(
      records.map((r) => ({ id: r.id, namespace, values: Array.from(r.vector), metadata: { vis: r.vis, model: r.model, type: r.type, at: r.at } })),
    );
  }

  async remove(_namespace: string, ids: string[]) {
    if (ids.length) await this.binding.deleteByIds(ids);
  }

  async query(namespace: string, q: VectorQuery) {
    const res = await this.binding.query(Array.from(q.vector), {
      topK: Math.min(q.topK, 100),
      namespace,
      filter: vectorizeFilter(q),
    });
    return res.matches.map((m) => ({ id: m.id, score: m.score }));
  }
}

/** The metadata filter of a query: visibility and model always, type and time range when asked. */
export function vectorizeFilter(q: VectorQuery): VectorizeVectorMetadataFilter {
  const filter: VectorizeVectorMetadataFilter = { vis: { $in: q.vis }, model: q.model };
  if (q.types?.length) filter.type = { $in: q.types };
  if (q.from !== undefined || q.to !== undefined) {
    filter.at = { ...(q.from !== undefined ? { $gte: q.from } : {}), ...(q.to !== undefined ? { $lte: q.to } : {}) };
  }
  return filter;
}
