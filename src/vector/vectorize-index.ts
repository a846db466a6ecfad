/**
 * Vectorize in production. One index per embedding model (Vectorize fixes the dimension per
 * index); namespace = organization; metadata `vis` (with a metadata index) limits a query to
 * what the reader may see, and `model` guards against a misconfigured index.
 */
import type { VectorIndex, VectorQuery, VectorRecord } from "./vector-index";

export class VectorizeVectorIndex implements VectorIndex {
  constructor(private readonly index: VectorizeIndex | undefined) {}

  private get binding(): VectorizeIndex {
    if (!this.index) throw new Error("VECTORIZE binding is not configured");
    return this.index;
  }

  async upsert(namespace: string, records: VectorRecord[]) {
    if (records.length === 0) return;
    await this.binding.upsert(
      records.map((r) => ({ id: r.id, namespace, values: Array.from(r.vector), metadata: { vis: r.vis, model: r.model } })),
    );
  }

  async remove(_namespace: string, ids: string[]) {
    if (ids.length) await this.binding.deleteByIds(ids);
  }

  async query(namespace: string, q: VectorQuery) {
    const res = await this.binding.query(Array.from(q.vector), {
      topK: Math.min(q.topK, 100),
      namespace,
      filter: { vis: { $in: q.vis }, model: q.model },
    });
    return res.matches.map((m) => ({ id: m.id, score: m.score }));
  }
}
