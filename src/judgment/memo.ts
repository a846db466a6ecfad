/**
 * Keeps a pure function's answer per text. Judgment asks the same questions of the same texts again and
 * again — one write compares its text with up to eight candidates, the nightly scan with many more — and
 * every reader here depends on the text alone. Bounded: the map is emptied when it passes `bound` entries,
 * so a long-lived isolate never grows without limit.
 */
export function memoByText<T>(fn: (text: string) => T, bound = 5000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let v = cache.get(text);
    if (v === undefined) {
      if (cache.size > bound) cache.clear();
      v = fn(text);
      cache.set(text, v);
    }
    return v;
  };
}

/**
 * One compiled regex per (source, flags), kept (bounded like memoByText): readers that build a pattern from a word of
 * the text (a tool's name, a value) ask for the same few patterns pair after pair.
 */
const compiled = new Map<string, RegExp>();
export function regexOf(source: string, flags = ""): RegExp {
  const key = `${flags}/${source}`;
  let re = compiled.get(key);
  if (re === undefined) {
    if (compiled.size > 5000) compiled.clear();
    re = new RegExp(source, flags);
    compiled.set(key, re);
  }
  return re;
}

/**
 * Keeps a pure function's answer per pair of texts (bounded like memoByText): several readers of one pair
 * (the merge guard, the alignment rules, the learned model's features) ask the same pairwise question.
 * Kept as a map of maps, not by one joined key: joining two texts made a new string per call, and hashing it
 * cost as much as the texts are long, while the texts themselves keep their hash once computed.
 */
export function memoByPair<T>(fn: (a: string, b: string) => T, bound = 5000): (a: string, b: string) => T {
  let cache = new Map<string, Map<string, T>>();
  let size = 0;
  return (a, b) => {
    let byB = cache.get(a);
    let v = byB?.get(b);
    if (v === undefined) {
      if (size > bound) {
        cache = new Map();
        size = 0;
        byB = undefined;
      }
      v = fn(a, b);
      if (!byB) cache.set(a, (byB = new Map()));
      byB.set(b, v);
      size++;
    }
    return v;
  };
}
