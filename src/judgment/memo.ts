/**
 * Keeps a pure function's answer per text. Judgment asks the same questions of the same texts again and
 * again — one write compares its text with up to eight candidates, the nightly scan with many more — and
 * every reader here depends on the text alone. Bounded: the map is emptied when it passes `bound` entries,
 * so a long-lived isolate never grows without limit. Every such memo is registered (`PER_TEXT_MEMOS`, in
 * creation order) so a text's readings can be captured once and seeded again (`captureReadings`, `seedReadings`):
 * a stored memory's readings kept from its own write instead of read again by every write that meets it.
 */
export function memoByText<T>(fn: (text: string) => T, bound = 5000): (text: string) => T {
  const cache = new Map<string, T>();
  const index = PER_TEXT_MEMOS.length;
  PER_TEXT_MEMOS.push({ fn, cache: cache as Map<string, unknown>, bound });
  return (text) => {
    let v = cache.get(text);
    if (v === undefined) {
      if (cache.size > bound) cache.clear();
      if (watcher) watcher.enter(index);
      v = fn(text);
      cache.set(text, v);
      if (watcher) watcher.leave(index, text, v);
    }
    return v;
  };
}

/** One registered per-text memo: its reader (`fn.name` or its source names it in a report) and its entries. */
export interface PerTextMemo { fn: (text: string) => unknown; cache: Map<string, unknown>; bound: number }
export const PER_TEXT_MEMOS: PerTextMemo[] = [];

/** Told of every first reading (a memo miss): which memo, and when it ends its text and answer. Benches time readers with it. */
export interface ReadingWatcher { enter(memo: number): void; leave(memo: number, text: string, value: unknown): void }
let watcher: ReadingWatcher | undefined;
export function watchReadings(w: ReadingWatcher | undefined): void {
  watcher = w;
}

/** One reading: the memo's index in `PER_TEXT_MEMOS` (stable within one engine build), the text it was asked of, its answer. */
export type Reading = [memo: number, text: string, value: unknown];

/**
 * Every per-text reading `run` computes for the first time (memo misses, nested ones too), in the order they ended;
 * what a text's own write would keep beside its row. Readings already memoised are not repeated.
 */
export function captureReadings(run: () => void): Reading[] {
  const out: Reading[] = [];
  const previous = watcher;
  watcher = { enter: (m) => previous?.enter(m), leave: (m, text, value) => (out.push([m, text, value]), previous?.leave(m, text, value)) };
  try {
    run();
  } finally {
    watcher = previous;
  }
  return out;
}

/** Puts readings back into their memos (kept from an earlier read of the same engine build); a text already read keeps its own. */
export function seedReadings(readings: readonly Reading[]): void {
  for (const [m, text, value] of readings) {
    const memo = PER_TEXT_MEMOS[m];
    if (!memo || memo.cache.has(text)) continue;
    if (memo.cache.size > memo.bound) memo.cache.clear();
    memo.cache.set(text, value);
  }
}

/** Drops readings from their memos (benches: to read a text as a fresh isolate would). */
export function forgetReadings(readings: readonly Reading[]): void {
  for (const [m, text] of readings) PER_TEXT_MEMOS[m]?.cache.delete(text);
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
