import { lastTextMemo } from "./per-text.ts";

/** Each `-----BEGIN` of a text with the first `-----END` at or after it (-1: none), read once per text. */
const blocksOf = lastTextMemo((text: string): { begins: number[]; ends: number[] } => {
  const begins: number[] = [];
  const ends: number[] = [];
  for (let b = text.indexOf("-----BEGIN"); b !== -1; b = text.indexOf("-----BEGIN", b + 1)) {
    begins.push(b);
    ends.push(text.indexOf("-----END", b));
  }
  return { begins, ends };
});

/**
 * Whether `at` lies inside an armoured block (PEM, PGP): the last BEGIN at or before it is closed by an END after it.
 * A certificate's or public key's base64 lines are no API keys (private keys are private-keys.ts's).
 */
export function insideArmouredBlock(text: string, at: number): boolean {
  const { begins, ends } = blocksOf(text);
  let lo = 0;
  let hi = begins.length - 1;
  let last = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (begins[mid]! <= at) {
      last = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return last !== -1 && ends[last]! > at;
}
