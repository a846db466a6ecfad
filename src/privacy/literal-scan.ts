/**
 * Literal scans shared by the privacy engine: an Aho–Corasick automaton over a list of words (one table load per
 * character of the text, every occurrence met, overlapping ones included), the cue-word scan of name-gates.ts and
 * the vendor-prefix scan of engine.ts built on it, and the finite set of strings a prefix pattern stands for.
 */

/**
 * An Aho–Corasick automaton over the words' own characters. The shallow states (those the scan of ordinary text keeps
 * returning to) have a full transition row; a deeper state keeps only its own trie edges and falls back along its
 * failure link to a state that has a row. The transitions are exactly a full table's: a full table of the cue-word
 * scan (7,190 states × 177 characters, 2.5 MB) is more than a core's 1 MB L2 cache, which the regexes' code and the
 * lexicons share (speed, round 7, docs/privacy.md). Scans read a row inline and call `step` only for a deeper state.
 */
export interface Automaton {
  /** The registered words, each at its id. */
  words: string[];
  /** UTF-16 code unit → its column (0: a character no word contains; from any state it leads to the root). */
  column: Uint16Array;
  width: number;
  /** How many states (numbered breadth first, the root 0). */
  states: number;
  /** States below this number have a full row in next. */
  dense: number;
  /**
   * next[column * dense + state] for a state below `dense`: the state after reading the character. Column by column:
   * the few shallow states prose keeps returning to sit side by side in each column.
   */
  next: Uint16Array | Uint32Array;
  /** A deeper state d's own trie edges: edgeColumn/edgeTo[edgeFrom[d - dense] … edgeFrom[d - dense + 1]). */
  edgeFrom: Int32Array;
  edgeColumn: Uint16Array;
  edgeTo: Int32Array;
  /** Each state's failure link: the longest proper suffix of its string that is a state. */
  fail: Int32Array;
  /** The words that end at state s (its own): ids[ends[s] … ends[s + 1]). */
  ends: Int32Array;
  ids: Int32Array;
  /** The longest proper suffix of state s that is a state with words of its own (0: none): the other words ending there. */
  link: Int32Array;
  /** The first state whose words end at state s: s itself when it has words of its own, else link[s] (0: none). */
  first: Int32Array;
}

/**
 * States of a trie depth up to this have a full row: for the cue-word scan 2,532 of 7,190 states (0.9 MB), where a scan of
 * prose spends nearly all its characters. Depth 2 (0.1 MB) and 3 (0.5 MB) cost the scan 40 % and 20 % more, walking edges.
 */
const DENSE_DEPTH = 4;

/** The state after reading the character of column `col` in state `s`: the full table's answer, read from a row or the edges. */
export function step(a: Automaton, s: number, col: number): number {
  if (col === 0) return 0;
  const dense = a.dense;
  while (s >= dense) {
    const d = s - dense;
    for (let k = a.edgeFrom[d]!; k < a.edgeFrom[d + 1]!; k++) if (a.edgeColumn[k] === col) return a.edgeTo[k]!;
    s = a.fail[s]!;
  }
  return a.next[col * dense + s]!;
}

/** The automaton of `words` (each word's id is its index). */
export function buildAutomaton(words: string[]): Automaton {
  const column = new Uint16Array(65536);
  let width = 1;
  for (const w of words) for (let i = 0; i < w.length; i++) if (!column[w.charCodeAt(i)]) column[w.charCodeAt(i)] = width++;
  // The trie, then breadth first: each state's failure, and a shallow state's missing transitions from its failure's (already complete).
  const trie: Array<Map<number, number>> = [new Map()];
  const own: number[][] = [[]];
  words.forEach((w, id) => {
    let s = 0;
    for (let i = 0; i < w.length; i++) {
      const c = column[w.charCodeAt(i)]!;
      let t = trie[s]!.get(c);
      if (t === undefined) {
        t = trie.length;
        trie.push(new Map());
        own.push([]);
        trie[s]!.set(c, t);
      }
      s = t;
    }
    own[s]!.push(id);
  });
  // States renumbered breadth first (the root stays 0); a word keeps its id, so every answer is the same.
  const order = [0];
  const depthOf = [0];
  for (let q = 0; q < order.length; q++) {
    for (const t of trie[order[q]!]!.values()) {
      order.push(t);
      depthOf.push(depthOf[q]! + 1);
    }
  }
  const renumber = new Int32Array(order.length);
  order.forEach((old, i) => (renumber[old] = i));
  const goto = order.map((old) => new Map([...trie[old]!].map(([c, t]) => [c, renumber[t]!])));
  const ownOf = order.map((old) => own[old]!);
  const states = goto.length;
  let dense = 0;
  while (dense < states && depthOf[dense]! <= DENSE_DEPTH) dense++;
  const next = states < 65536 ? new Uint16Array(dense * width) : new Uint32Array(dense * width);
  const edgeFrom = new Int32Array(states - dense + 1);
  for (let s = dense; s < states; s++) edgeFrom[s - dense + 1] = edgeFrom[s - dense]! + goto[s]!.size;
  const edgeColumn = new Uint16Array(edgeFrom[states - dense]!);
  const edgeTo = new Int32Array(edgeFrom[states - dense]!);
  for (let s = dense; s < states; s++) {
    let k = edgeFrom[s - dense]!;
    for (const [c, t] of goto[s]!) {
      edgeColumn[k] = c;
      edgeTo[k++] = t;
    }
  }
  const a: Automaton = { words, column, width, states, dense, next, edgeFrom, edgeColumn, edgeTo, fail: new Int32Array(states), ends: new Int32Array(states + 1), ids: new Int32Array(0), link: new Int32Array(states), first: new Int32Array(states) };
  const { fail, link } = a;
  // Breadth first, so a state's failure (shallower) already has its transitions: from a row, or from its edges and failure.
  const queue: number[] = [];
  for (const [c, t] of goto[0]!) {
    if (dense > 0) next[c * dense] = t;
    queue.push(t);
  }
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q]!;
    const f = fail[s]!;
    link[s] = ownOf[f]!.length ? f : link[f]!;
    for (const [c, t] of goto[s]!) {
      fail[t] = step(a, f, c);
      queue.push(t);
    }
    if (s < dense) for (let c = 1; c < width; c++) next[c * dense + s] = goto[s]!.get(c) ?? step(a, f, c);
  }
  const ends = a.ends;
  for (let s = 0; s < states; s++) ends[s + 1] = ends[s]! + ownOf[s]!.length;
  a.ids = Int32Array.from(ownOf.flat());
  a.first = Int32Array.from(ownOf, (o, s) => (o.length ? s : link[s]!));
  return a;
}

/**
 * Every start offset of every word in `text`, with the word's id, as one flat list of pairs: start, id, start, id …, in
 * the order their words end (a pair array per occurrence cost the scans twice their reading time).
 * Case-sensitive: the text is read as it is.
 */
export function wordStarts(a: Automaton, text: string): number[] {
  const { words, column, ends, ids, link, first, dense, next } = a;
  const out: number[] = [];
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    const col = column[text.charCodeAt(i)]!;
    s = s < dense ? next[col * dense + s]! : step(a, s, col);
    for (let t = first[s]!; t !== 0; t = link[t]!) {
      for (let k = ends[t]!; k < ends[t + 1]!; k++) out.push(i + 1 - words[ids[k]!]!.length, ids[k]!);
    }
  }
  return out;
}

/**
 * The matches a global regex of the words as one alternation (`new RegExp(words.map(escape).join("|"), "g")`, no flags)
 * finds with exec, as [start, word id] pairs: at each start the first word of the list that stands there, then the scan
 * resumes after it. Read from the automaton's every occurrence (built over `words` in the same order) instead of a regex
 * that tries each alternative at every position.
 */
export function literalMatches(a: Automaton, text: string): Array<[number, number]> {
  // The first listed word at each start (ids are list positions) in a flat array kept between calls (cleared over the
  // span it used), read in order: no pair per occurrence, no array allocated and filled per text.
  const n = text.length;
  if (bestAt.length < n) bestAt = new Int32Array(Math.max(n, 2 * bestAt.length)).fill(-1);
  const best = bestAt;
  const { words, column, ends, ids, link, first, dense, next } = a;
  let lo = n;
  let hi = -1;
  let s = 0;
  for (let i = 0; i < n; i++) {
    const col = column[text.charCodeAt(i)]!;
    s = s < dense ? next[col * dense + s]! : step(a, s, col);
    for (let t = first[s]!; t !== 0; t = link[t]!) {
      for (let k = ends[t]!; k < ends[t + 1]!; k++) {
        const id = ids[k]!;
        const start = i + 1 - words[id]!.length;
        if (best[start] === -1 || id < best[start]!) best[start] = id;
        if (start < lo) lo = start;
        if (start > hi) hi = start;
      }
    }
  }
  const out: Array<[number, number]> = [];
  for (let start = lo; start <= hi; start++) {
    const id = best[start]!;
    if (id === -1) continue;
    out.push([start, id]);
    start += words[id]!.length - 1; // the scan resumes after the match
  }
  if (hi >= lo) best.fill(-1, lo, hi + 1);
  return out;
}
/** literalMatches' first listed word per start, -1 where none (every entry is -1 between calls). */
let bestAt = new Int32Array(0);

/**
 * The strings a pattern matches when it is finite and written with literals, escapes of punctuation, simple
 * classes ("[pousr]") and groups of alternatives, optional or not ("https://(?:ptb\\.|canary\\.)?discord");
 * undefined for anything else (a range, a quantifier that repeats, an escape class).
 */
export function expandLiterals(source: string): string[] | undefined {
  try {
    const [words, end] = alternation(source, 0);
    return end === source.length ? [...new Set(words)] : undefined;
  } catch {
    return undefined;
  }
}

function alternation(src: string, i: number): [string[], number] {
  const out: string[] = [];
  for (;;) {
    const [words, end] = sequence(src, i);
    out.push(...words);
    if (src[end] !== "|") return [out, end];
    i = end + 1;
  }
}

function sequence(src: string, i: number): [string[], number] {
  let words = [""];
  while (i < src.length && src[i] !== "|" && src[i] !== ")") {
    let atom: string[];
    const c = src[i]!;
    if (c === "\\") {
      if (!/[./\-:=@_\\]/.test(src[i + 1] ?? "")) throw new Error("escape class");
      atom = [src[i + 1]!];
      i += 2;
    } else if (c === "[") {
      const end = src.indexOf("]", i);
      const chars = src.slice(i + 1, end);
      if (end === -1 || !/^[A-Za-z0-9_]+$/.test(chars)) throw new Error("class");
      atom = [...chars];
      i = end + 1;
    } else if (c === "(") {
      if (!src.startsWith("(?:", i)) throw new Error("group");
      const [inner, end] = alternation(src, i + 3);
      if (src[end] !== ")") throw new Error("unbalanced");
      atom = inner;
      i = end + 1;
    } else if (".*+?{}^$".includes(c)) throw new Error("not literal");
    else {
      atom = [c];
      i++;
    }
    if (src[i] === "?") {
      atom = ["", ...atom];
      i++;
    }
    words = words.flatMap((w) => atom.map((a) => w + a));
    if (words.length > 4096) throw new Error("too many");
  }
  return [words, i];
}
