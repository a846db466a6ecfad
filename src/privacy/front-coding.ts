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

/**
 * Front coding by lines, the form of the stored name lexicon (stored-name-lexicon.ts, name-lexicon-data.ts): one line
 * per word, its first character how many leading characters it shares with the previous word ("0" + n, at most 40),
 * then the rest of it. Unlike decodeWords' form, a word may hold capitals (compromise's
 * lexicon holds ":-O"); it may not hold a line break.
 */
const MAX_SHARED = 40;
export function frontCodeLines(words: string[]): string {
  let prev = "";
  const out: string[] = [];
  for (const w of words) {
    if (w.includes("\n")) throw new Error(`cannot front-code ${JSON.stringify(w)}`);
    let n = 0;
    while (n < MAX_SHARED && n < prev.length && n < w.length && prev[n] === w[n]) n++;
    out.push(String.fromCharCode(48 + n) + w.slice(n));
    prev = w;
  }
  return out.join("\n");
}

export function decodeLines(coded: string): string[] {
  if (coded === "") return [];
  let prev = "";
  return coded.split("\n").map((entry) => (prev = prev.slice(0, entry.charCodeAt(0) - 48) + entry.slice(1)));
}
