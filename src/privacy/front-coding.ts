/**
 * Front coding, the compact form of the generated name lists (world-names-faker.ts, written by
 * scripts/build-faker-names.mjs): each entry is a capital A–Z giving how many characters it shares
 * with the previous entry, then the rest of the word. Sorted lists share long prefixes, so this
 * roughly halves the bundle's size for them.
 */
export function decodeWords(coded: string): string[] {
  const out: string[] = [];
  let prev = "";
  let i = 0;
  while (i < coded.length) {
    const shared = coded.charCodeAt(i) - 65;
    let j = i + 1;
    while (j < coded.length && (coded.charCodeAt(j) < 65 || coded.charCodeAt(j) > 90)) j++;
    prev = prev.slice(0, shared) + coded.slice(i + 1, j);
    out.push(prev);
    i = j;
  }
  return out;
}
