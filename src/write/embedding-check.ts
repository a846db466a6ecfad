import { EngramError } from "../errors";
import type { EmbeddingInput } from "../memory/schemas";

export interface EmbeddingSpace { model: string; dimension: number }

/**
 * A client-supplied vector must come from the model the server indexes with, at its dimension:
 * comparing vectors of different models gives confident nonsense, so it is refused, never coerced.
 */
export function checkEmbedding(e: EmbeddingInput, space: EmbeddingSpace, field: string): Float32Array {
  if (e.model !== space.model) {
    throw new EngramError(
      "embedding_mismatch",
      `${field}.model: vectors from '${e.model}' cannot be compared with this server's '${space.model}'`,
      { field: `${field}.model`, expected: space.model, received: e.model },
    );
  }
  if (e.vector.length !== space.dimension) {
    throw new EngramError(
      "embedding_mismatch",
      `${field}.vector: expected ${space.dimension} dimensions, received ${e.vector.length}`,
      { field: `${field}.vector`, expected: space.dimension, received: e.vector.length },
    );
  }
  const v = Float32Array.from(e.vector);
  let norm = 0;
  for (const x of v) norm += x * x;
  if (norm === 0) throw new EngramError("validation_failed", `${field}.vector: must not be all zeros`, { field: `${field}.vector` });
  norm = Math.sqrt(norm);
  for (let i = 0; i < v.length; i++) v[i] /= norm;
  return v;
}

export const vectorBytes = (v: Float32Array): ArrayBuffer => v.slice().buffer as ArrayBuffer;

/** D1 returns BLOBs as byte arrays (number[]) or ArrayBuffers depending on the driver; both become floats. */
export function vectorFromBlob(blob: ArrayBuffer | ArrayLike<number>): Float32Array {
  const bytes = blob instanceof ArrayBuffer ? new Uint8Array(blob) : Uint8Array.from(blob as ArrayLike<number>);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}
