import type { EmbedKind, Embedder, EmbeddingBatch } from "./types.ts";

/**
 * One model, many callers: the Worker embeds ingested documents in the background (batches of up
 * to 100) while a recall waits on one query vector. Run as they arrive, a query queues behind
 * whole document batches (seconds on CPU). This scheduler runs one model call at a time, cuts
 * document requests into small chunks, and always takes query chunks first — so a query waits
 * at most for the one document chunk already running.
 */
export class PriorityEmbedder implements Embedder {
  readonly model: string;
  readonly dimension: number;
  readonly device: string;
  private readonly queries: Job[] = [];
  private readonly documents: Job[] = [];
  private running = false;

  constructor(private readonly inner: Embedder, private readonly documentChunk = 4) {
    this.model = inner.model;
    this.dimension = inner.dimension;
    this.device = inner.device;
  }

  async embed(texts: string[], kind: EmbedKind = "document"): Promise<EmbeddingBatch> {
    // Queries are short and latency-bound: they run whole; documents run chunk by chunk.
    const size = kind === "query" ? Math.max(texts.length, 1) : this.documentChunk;
    const parts: Array<Promise<number[][]>> = [];
    for (let i = 0; i < texts.length; i += size) {
      const slice = texts.slice(i, i + size);
      parts.push(new Promise((resolve, reject) => (kind === "query" ? this.queries : this.documents).push({ texts: slice, kind, resolve, reject })));
    }
    this.pump();
    const vectors = (await Promise.all(parts)).flat();
    return { model: this.model, dimension: this.dimension, vectors };
  }

  dispose(): Promise<void> {
    return this.inner.dispose?.() ?? Promise.resolve();
  }

  private pump(): void {
    if (this.running) return;
    const job = this.queries.shift() ?? this.documents.shift();
    if (!job) return;
    this.running = true;
    this.inner.embed(job.texts, job.kind).then(
      (batch) => job.resolve(batch.vectors),
      (error: unknown) => job.reject(error),
    ).finally(() => {
      // The model's work settles in microtasks: continuing in one would starve the event loop, and
      // a query request arriving meanwhile would not even be read until every chunk is done.
      // setImmediate lets pending I/O (new requests) in between chunks.
      setImmediate(() => {
        this.running = false;
        this.pump();
      });
    });
  }
}

interface Job {
  texts: string[];
  kind: EmbedKind;
  resolve: (vectors: number[][]) => void;
  reject: (error: unknown) => void;
}
