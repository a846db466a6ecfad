import type { EmbedKind } from "./types.ts";

/**
 * Qwen3-Embedding is instruction-aware: queries get a one-line task
 * description, documents are embedded as they are. Without it retrieval
 * quality drops by a few points (per the model card).
 */
export const DEFAULT_QUERY_TASK = "Given a query, retrieve relevant memories";

export function withQueryInstruction(text: string, kind: EmbedKind, task = DEFAULT_QUERY_TASK): string {
  return kind === "query" ? `Instruct: ${task}\nQuery: ${text}` : text;
}
