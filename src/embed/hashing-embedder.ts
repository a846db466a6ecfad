/**
 * A deterministic, dependency-free embedder: signed feature hashing of word unigrams and
 * character trigrams. It is a real (if weak) lexical model, used where a neural model would make
 * tests slow or nondeterministic. Model id `engram-hashing-v1`.
 */
import { type EmbedKind, type Embedder, l2normalize } from "./embedder";

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class HashingEmbedder implements Embedder {
  readonly model = "engram-hashing-v1";
  constructor(readonly dimension = 256) {}

  async embed(texts: string[], _kind: EmbedKind): Promise<Float32Array[]> {
    return texts.map((t) => this.embedOne(t));
  }

  private embedOne(text: string): Float32Array {
    const v = new Float32Array(this.dimension);
    const add = (feature: string, weight: number) => {
      const h = fnv1a(feature);
      v[h % this.dimension] += (h & 0x80000000 ? -1 : 1) * weight;
    };
    for (const word of text.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []) {
      add(`w:${word}`, 1);
      const padded = `#${word}#`;
      for (let i = 0; i + 3 <= padded.length; i++) add(`c:${padded.slice(i, i + 3)}`, 0.3);
    }
    return l2normalize(v);
  }
}
