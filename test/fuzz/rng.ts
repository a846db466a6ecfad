/** A seeded PRNG (mulberry32): the same seed gives the same requests, so a failure reproduces. */
export interface Rng {
  next(): number;
  int(n: number): number;
  pick<T>(xs: readonly T[]): T;
  chance(p: number): boolean;
  string(length: number): string;
}

// Mixed scripts, combining marks, zero-width and bidi controls, emoji (surrogate pairs), quotes.
const ALPHABET = [..."abcXYZ019 _-./'\"\\%<>&;:{}[]éßøЖж中文日本語한국어עבריתالعربية\u0301\u200b\u200d\u202e\ufeff😀👩‍💻🇫🇷\t"];

export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: (xs) => xs[int(xs.length)],
    chance: (p) => next() < p,
    string: (length) => Array.from({ length }, () => ALPHABET[int(ALPHABET.length)]).join(""),
  };
}
