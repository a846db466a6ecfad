/**
 * The exact (brute-force) vector index: one Durable Object per namespace, vectors persisted in its
 * SQLite storage and held in memory as packed Float32Arrays per model. A scan of 10,000 512-d
 * vectors is ~5M multiply-adds, a few milliseconds; exact results make tests and benchmarks honest.
 * Type and time filters are checked before a row is scored, so a filtered query gets its own top K.
 */
import { DurableObject } from "cloudflare:workers";
import type { VectorIndex, VectorMatch, VectorQuery, VectorRecord } from "./vector-index";

/** What a query admits besides its vector; a row stored without type/at (see vector-index.ts) fails any type/time filter. */
export interface RowFilter {
  vis: Set<string>;
  types: Set<string> | null;
  from: number;
  to: number;
}

/** Rows of one model, packed for a cache-friendly scan; deletions swap the last row in. */
class ModelShelf {
  ids: string[] = [];
  vis: string[] = [];
  /** null: stored before types were recorded. */
  types: Array<string | null> = [];
  /** NaN: stored before times were recorded (NaN fails every comparison). */
  ats: number[] = [];
  data: Float32Array;
  private slot = new Map<string, number>();

  constructor(readonly dimension: number) {
    this.data = new Float32Array(dimension * 64);
  }

  put(id: string, vis: string, type: string | null, at: number | null, vector: Float32Array) {
    let i = this.slot.get(id);
    if (i === undefined) {
      i = this.ids.length;
      this.ids.push(id);
      this.slot.set(id, i);
      if ((i + 1) * this.dimension > this.data.length) {
        const grown = new Float32Array(this.data.length * 2);
        grown.set(this.data);
        this.data = grown;
      }
    }
    this.vis[i] = vis;
    this.types[i] = type;
    this.ats[i] = at ?? NaN;
    this.data.set(vector, i * this.dimension);
  }

  delete(id: string) {
    const i = this.slot.get(id);
    if (i === undefined) return;
    const last = this.ids.length - 1;
    if (i !== last) {
      this.ids[i] = this.ids[last];
      this.vis[i] = this.vis[last];
      this.types[i] = this.types[last];
      this.ats[i] = this.ats[last];
      this.slot.set(this.ids[i], i);
      this.data.copyWithin(i * this.dimension, last * this.dimension, (last + 1) * this.dimension);
    }
    this.ids.pop();
    this.vis.pop();
    this.types.pop();
    this.ats.pop();
    this.slot.delete(id);
  }

  search(q: Float32Array, topK: number, f: RowFilter): VectorMatch[] {
    const d = this.dimension;
    const best: VectorMatch[] = [];
    let floor = -Infinity;
    const timed = f.from > -Infinity || f.to < Infinity;
    for (let i = 0; i < this.ids.length; i++) {
      if (!f.vis.has(this.vis[i])) continue;
      if (f.types && !f.types.has(this.types[i] as string)) continue;
      if (timed && !(this.ats[i] >= f.from && this.ats[i] <= f.to)) continue;
      let s = 0;
      const off = i * d;
      for (let j = 0; j < d; j++) s += q[j] * this.data[off + j];
      if (best.length < topK) {
        best.push({ id: this.ids[i], score: s });
        if (best.length === topK) {
          best.sort((a, b) => b.score - a.score);
          floor = best[topK - 1].score;
        }
      } else if (s > floor) {
        // Insertion into a short sorted list beats a heap for topK ≤ 100.
        let k = topK - 1;
        while (k > 0 && best[k - 1].score < s) { best[k] = best[k - 1]; k--; }
        best[k] = { id: this.ids[i], score: s };
        floor = best[topK - 1].score;
      }
    }
    return best.sort((a, b) => b.score - a.score);
  }
}

interface StoredRecord { id: string; model: string; vis: string; type: string; at: number; vector: ArrayBuffer }

/**
 * Creates the table, and adds `type` and `at` to a table from before they existed (dev databases
 * under .wrangler/state). Idempotent: each column is added only when missing. Old rows keep NULLs
 * until their memory is re-upserted (the `reindex` job).
 */
export function ensureSchema(sql: SqlStorage) {
  sql.exec(
    `CREATE TABLE IF NOT EXISTS vectors (id TEXT PRIMARY KEY, model TEXT NOT NULL, vis TEXT NOT NULL, vector BLOB NOT NULL, type TEXT, at INTEGER)`,
  );
  const columns = new Set(sql.exec<{ name: string }>("PRAGMA table_info(vectors)").toArray().map((c) => c.name));
  if (!columns.has("type")) sql.exec("ALTER TABLE vectors ADD COLUMN type TEXT");
  if (!columns.has("at")) sql.exec("ALTER TABLE vectors ADD COLUMN at INTEGER");
}

export class ExactVectorIndex extends DurableObject {
  private shelves: Map<string, ModelShelf> | null = null;

  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    ensureSchema(ctx.storage.sql);
  }

  private load(): Map<string, ModelShelf> {
    if (this.shelves) return this.shelves;
    const shelves = new Map<string, ModelShelf>();
    for (const row of this.ctx.storage.sql.exec<{ id: string; model: string; vis: string; type: string | null; at: number | null; vector: ArrayBuffer }>(
      "SELECT id, model, vis, type, at, vector FROM vectors",
    )) {
      const v = new Float32Array(row.vector);
      let shelf = shelves.get(row.model);
      if (!shelf) shelves.set(row.model, (shelf = new ModelShelf(v.length)));
      shelf.put(row.id, row.vis, row.type, row.at, v);
    }
    this.shelves = shelves;
    return shelves;
  }

  async upsert(records: StoredRecord[]): Promise<void> {
    const shelves = this.load();
    for (const r of records) {
      const v = new Float32Array(r.vector);
      let shelf = shelves.get(r.model);
      if (!shelf) shelves.set(r.model, (shelf = new ModelShelf(v.length)));
      if (shelf.dimension !== v.length) throw new Error(`dimension ${v.length} does not match ${r.model}/${shelf.dimension}`);
      this.ctx.storage.sql.exec(
        "INSERT OR REPLACE INTO vectors (id, model, vis, type, at, vector) VALUES (?, ?, ?, ?, ?, ?)",
        r.id, r.model, r.vis, r.type, r.at, r.vector,
      );
      shelf.put(r.id, r.vis, r.type, r.at, v);
    }
  }

  async remove(ids: string[]): Promise<void> {
    const shelves = this.load();
    for (const id of ids) {
      this.ctx.storage.sql.exec("DELETE FROM vectors WHERE id = ?", id);
      for (const shelf of shelves.values()) shelf.delete(id);
    }
  }

  async query(
    model: string, vector: ArrayBuffer, topK: number, vis: string[], opts: { types?: string[]; from?: number; to?: number } = {},
  ): Promise<VectorMatch[]> {
    const shelf = this.load().get(model);
    const q = new Float32Array(vector);
    if (!shelf || shelf.dimension !== q.length) return [];
    return shelf.search(q, topK, {
      vis: new Set(vis),
      types: opts.types?.length ? new Set(opts.types) : null,
      from: opts.from ?? -Infinity,
      to: opts.to ?? Infinity,
    });
  }

  async ids(): Promise<string[]> {
    return this.ctx.storage.sql.exec<{ id: string }>("SELECT id FROM vectors").toArray().map((r) => r.id);
  }

  async count(): Promise<number> {
    let n = 0;
    for (const shelf of this.load().values()) n += shelf.ids.length;
    return n;
  }
}

/** The VectorIndex interface over the Durable Object namespace. */
export class ExactVectorIndexClient implements VectorIndex {
  /**
   * `database`: the organization database this index belongs to (docs/scaling.md, a Vectorize index
   * per database). The primary's keeps the plain organization id as the Durable Object's name (as
   * before databases were added); another database's is `<database>/<organization>`.
   */
  constructor(private readonly ns: DurableObjectNamespace<ExactVectorIndex>, private readonly database = "DB") {}

  get name() {
    return `exact:${this.database}`;
  }

  private stub(namespace: string) {
    return this.ns.get(this.ns.idFromName(this.database === "DB" ? namespace : `${this.database}/${namespace}`));
  }

  async upsert(namespace: string, records: VectorRecord[]) {
    if (records.length === 0) return;
    await this.stub(namespace).upsert(
      records.map((r) => ({ id: r.id, model: r.model, vis: r.vis, type: r.type, at: r.at, vector: copyBuffer(r.vector) })),
    );
  }

  async remove(namespace: string, ids: string[]) {
    if (ids.length) await this.stub(namespace).remove(ids);
  }

  async ids(namespace: string) {
    return this.stub(namespace).ids();
  }

  async query(namespace: string, q: VectorQuery) {
    return this.stub(namespace).query(q.model, copyBuffer(q.vector), q.topK, q.vis, { types: q.types, from: q.from, to: q.to });
  }
}

const copyBuffer = (v: Float32Array): ArrayBuffer => v.slice().buffer as ArrayBuffer;
