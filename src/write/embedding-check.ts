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

/**
 * SQL for reading a vector BLOB column as hex text: `${VECTOR_HEX("v.vector")} AS vector`, decoded
 * with `vectorFromHex`. D1 ships a BLOB over its JSON protocol as an array of byte values, which
 * costs ~4 characters of JSON and a boxed array slot per byte on both sides (an 8 MB array for 500
 * 512-d vectors, per batch write); hex is 2 characters per byte in one flat string. NULL stays NULL
 * (hex(NULL) is '').
 */
export const VECTOR_HEX = (column: string) => `CASE WHEN ${column} IS NULL THEN NULL ELSE hex(${column}) END`;

const HEX_DIGITS = new TextEncoder().encode("0123456789ABCDEF");
const ASCII = new TextDecoder();

/** Bytes as upper-case hex text (what SQLite's hex() returns; `unhex(?)` stores it back as a BLOB). */
export function bytesToHex(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  const out = new Uint8Array(bytes.length * 2);
  for (let i = 0, j = 0; i < bytes.length; i++, j += 2) {
    out[j] = HEX_DIGITS[bytes[i] >> 4];
    out[j + 1] = HEX_DIGITS[bytes[i] & 15];
  }
  return ASCII.decode(out);
}

const HEX_NIBBLE = (() => {
  const t = new Int8Array(128).fill(-1);
  for (let i = 0; i < 10; i++) t[48 + i] = i;
  for (let i = 0; i < 6; i++) t[65 + i] = t[97 + i] = 10 + i;
  return t;
})();

/** The floats of a BLOB read as hex (see VECTOR_HEX). */
export function vectorFromHex(hex: string): Float32Array {
  const bytes = new Uint8Array(hex.length >> 1);
  for (let i = 0, j = 0; i < bytes.length; i++, j += 2) {
    const hi = HEX_NIBBLE[hex.charCodeAt(j) & 127];
    const lo = HEX_NIBBLE[hex.charCodeAt(j + 1) & 127];
    if (hi < 0 || lo < 0) throw new Error(`not a hex vector at ${j}`);
    bytes[i] = (hi << 4) | lo;
  }
  return new Float32Array(bytes.buffer, 0, bytes.byteLength >> 2);
}

/** D1 returns BLOBs as byte arrays (number[]) or ArrayBuffers depending on the driver; both become floats. */
export function vectorFromBlob(blob: ArrayBuffer | ArrayLike<number>): Float32Array {
  const bytes = blob instanceof ArrayBuffer ? new Uint8Array(blob) : Uint8Array.from(blob as ArrayLike<number>);
  return new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
}
