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
 */
export function memoByPair<T>(fn: (a: string, b: string) => T, bound = 5000): (a: string, b: string) => T {
  const cache = new Map<string, T>();
  return (a, b) => {
    const key = `${a}\u0000${b}`;
    let v = cache.get(key);
    if (v === undefined) {
      if (cache.size > bound) cache.clear();
      v = fn(a, b);
      cache.set(key, v);
    }
    return v;
  };
}
