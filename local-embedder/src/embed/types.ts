/** What the text is for: Qwen3 embeds queries with an instruction, documents as-is. */
export type EmbedKind = "query" | "document";

/** Every vector travels with the model that made it; vectors from different models are never compared. */
export interface EmbeddingBatch {
  model: string;
  dimension: number;
  vectors: number[][];
}

export interface Embedder {
  readonly model: string;
  readonly dimension: number;
  /** Where it runs ("cpu", "cuda", "coreml", "webgpu", "tfjs-cpu"). */
  readonly device: string;
  embed(texts: string[], kind?: EmbedKind): Promise<EmbeddingBatch>;
  dispose?(): Promise<void>;
}

export const QWEN3_MODEL_ID = "qwen3-embedding-0.6b";
export const USE_MODEL_ID = "universal-sentence-encoder";
export const QWEN3_DEFAULT_DIMENSION = 1024;
export const USE_DIMENSION = 512;
