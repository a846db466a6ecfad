/**
 * The numeric steps after the transformer, kept pure so tests can check them
 * against hand-computed values.
 */

/**
 * Last-token pooling: the hidden state of the last real (attention_mask = 1)
 * token of each row. Qwen3-Embedding is trained to put the sentence meaning in
 * the final <|endoftext|> token. Reading the mask instead of taking column -1
 * keeps this right for both left and right padding.
 */
export function lastTokenPool(hidden: Float32Array | number[], mask: ArrayLike<bigint | number>, dims: readonly number[]): number[][] {
  const [batch, seq, width] = dims as [number, number, number];
  const rows: number[][] = [];
  for (let b = 0; b < batch; b++) {
    let last = -1;
    for (let t = seq - 1; t >= 0; t--) {
      if (Number(mask[b * seq + t]) === 1) {
        last = t;
        break;
      }
    }
    if (last < 0) throw new Error(`row ${b} has no attended token to pool`);
    const start = (b * seq + last) * width;
    rows.push(Array.from({ length: width }, (_, i) => Number(hidden[start + i])));
  }
  return rows;
}

/**
 * Matryoshka truncation: Qwen3-Embedding is trained so a prefix of the vector
 * is itself a usable embedding. Truncate first, then normalize (the order the
 * model card prescribes), otherwise the truncated vector is not unit length.
 */
export function truncateDimension(vector: number[], dimension: number): number[] {
  if (!Number.isInteger(dimension) || dimension <= 0) throw new Error(`dimension must be a positive integer, got ${dimension}`);
  if (dimension > vector.length) throw new Error(`dimension ${dimension} exceeds the model's ${vector.length}`);
  return vector.slice(0, dimension);
}

export function l2Normalize(vector: number[]): number[] {
  const norm = Math.hypot(...vector);
  // A zero vector cannot be normalized; returning it unchanged is honest and avoids NaN.
  if (norm === 0) return vector.slice();
  return vector.map((x) => x / norm);
}

export function cosine(a: number[], b: number[]): number {
  if (a.length !== b.length) throw new Error("vectors of different dimension cannot be compared");
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / (Math.sqrt(na) * Math.sqrt(nb) || 1);
}
