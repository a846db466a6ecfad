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
