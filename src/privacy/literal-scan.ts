/**
 * Literal scans shared by the privacy engine: an Aho–Corasick automaton over a list of words (one table load per
 * character of the text, every occurrence met, overlapping ones included), the cue-word scan of name-gates.ts and
 * the vendor-prefix scan of engine.ts built on it, and the finite set of strings a prefix pattern stands for.
 */

/** A full transition table over the words' own characters. */
export interface Automaton {
  /** The registered words, each at its id. */
  words: string[];
  /** UTF-16 code unit → its column (0: a character no word contains). */
  column: Uint16Array;
  width: number;
  /** How many states: next is laid out by column (see next). */
  states: number;
  /**
   * next[column * states + state]: the state after reading the character. Column by column, with states numbered
   * breadth first: the few shallow states prose keeps returning to sit side by side in each column, so a scan
   * touches a few cache lines per character it meets instead of one row per state (the table is ~1.5 MB; in the
   * pipeline, among the regexes' code and data, a row-major scan of a 1 KB memory cost 2.6× its time alone).
   */
  next: Uint16Array | Uint32Array;
  /** The words that end at state s (its own): ids[ends[s] … ends[s + 1]). */
  ends: Int32Array;
  ids: Int32Array;
  /** The longest proper suffix of state s that is a state with words of its own (0: none): the other words ending there. */
  link: Int32Array;
  /** The first state whose words end at state s: s itself when it has words of its own, else link[s] (0: none). */
  first: Int32Array;
}

/** The automaton of `words` (each word's id is its index). */
export function buildAutomaton(words: string[]): Automaton {
  const column = new Uint16Array(65536);
  let width = 1;
  for (const w of words) for (let i = 0; i < w.length; i++) if (!column[w.charCodeAt(i)]) column[w.charCodeAt(i)] = width++;
  // The trie, then breadth first: each state's failure and its missing transitions from its failure's (already complete).
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
  for (let q = 0; q < order.length; q++) for (const t of trie[order[q]!]!.values()) order.push(t);
  const renumber = new Int32Array(order.length);
  order.forEach((old, i) => (renumber[old] = i));
  const goto = order.map((old) => new Map([...trie[old]!].map(([c, t]) => [c, renumber[t]!])));
  const ownOf = order.map((old) => own[old]!);
  const states = goto.length;
  const at = (s: number, c: number): number => c * states + s;
  const next = states < 65536 ? new Uint16Array(states * width) : new Uint32Array(states * width);
  const fail = new Int32Array(states);
  const link = new Int32Array(states);
  const queue: number[] = [];
  for (const [c, t] of goto[0]!) {
    next[at(0, c)] = t;
    queue.push(t);
  }
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q]!;
    const f = fail[s]!;
    link[s] = ownOf[f]!.length ? f : link[f]!;
    for (let c = 0; c < width; c++) {
      const t = goto[s]!.get(c);
      if (t === undefined) next[at(s, c)] = next[at(f, c)]!;
      else {
        next[at(s, c)] = t;
        fail[t] = next[at(f, c)]!;
        queue.push(t);
      }
    }
  }
  const ends = new Int32Array(states + 1);
  for (let s = 0; s < states; s++) ends[s + 1] = ends[s]! + ownOf[s]!.length;
  const ids = Int32Array.from(ownOf.flat());
  const first = Int32Array.from(ownOf, (o, s) => (o.length ? s : link[s]!));
  return { words, column, width, states, next, ends, ids, link, first };
}

/**
 * Every start offset of every word in `text`, with the word's id: [start, id] pairs in the order their words end.
 * Case-sensitive: the text is read as it is.
 */
export function wordStarts(a: Automaton, text: string): Array<[number, number]> {
  const { words, column, states, next, ends, ids, link, first } = a;
  const out: Array<[number, number]> = [];
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    s = next[column[text.charCodeAt(i)]! * states + s]!;
    for (let t = first[s]!; t !== 0; t = link[t]!) {
      for (let k = ends[t]!; k < ends[t + 1]!; k++) out.push([i + 1 - words[ids[k]!]!.length, ids[k]!]);
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
  // The first listed word at each start (ids are list positions); a flat array, so no sort: the starts are read in order.
  const best = new Int32Array(text.length).fill(-1);
  let any = false;
  for (const [start, id] of wordStarts(a, text)) {
    if (best[start] === -1 || id < best[start]!) best[start] = id;
    any = true;
  }
  const out: Array<[number, number]> = [];
  if (!any) return out;
  for (let start = 0; start < text.length; start++) {
    const id = best[start]!;
    if (id === -1) continue;
    out.push([start, id]);
    start += a.words[id]!.length - 1; // the scan resumes after the match
  }
  return out;
}

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
