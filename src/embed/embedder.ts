/**
 * Text → vector, behind one interface so production (Workers AI), development (the local embedder
 * companion's offline model) and tests (a deterministic hashing model) are interchangeable.
 * Every vector is unit-length and tagged with `model`; vectors of different models never meet.
 */
export type EmbedKind = "query" | "document";

export interface Embedder {
  readonly model: string;
  readonly dimension: number;
  embed(texts: string[], kind: EmbedKind): Promise<Float32Array[]>;
}

export function l2normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i] /= norm;
  return v;
}
