/**
 * Workers AI `@cf/qwen/qwen3-embedding-0.6b` — the same model family as the companion's
 * on-device Qwen3, so client and server vectors are comparable. Queries and documents go in
 * separate fields (the model applies its query instruction); Matryoshka truncation to the
 * configured dimension, then L2 normalization.
 */
import { type EmbedKind, type Embedder, l2normalize } from "./embedder";

const WORKERS_AI_MODEL = "@cf/qwen/qwen3-embedding-0.6b";
/** The same query instruction the companion uses on-device, so client and server query vectors agree. */
export const QUERY_INSTRUCTION = "Given a query, retrieve relevant memories";

export class WorkersAiEmbedder implements Embedder {
  readonly model = "qwen3-embedding-0.6b";
  constructor(private readonly ai: Ai, readonly dimension: number) {}

  async embed(texts: string[], kind: EmbedKind): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    const input = kind === "query" ? { queries: texts, instruction: QUERY_INSTRUCTION } : { documents: texts };
    const out = (await this.ai.run(WORKERS_AI_MODEL as never, input as never)) as unknown as { data: number[][] };
    return out.data.map((v) => l2normalize(Float32Array.from(v.slice(0, this.dimension))));
  }
}
