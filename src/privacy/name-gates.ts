/**
 * One scan per text for the cue words of every detector (engine.ts), person-name rule and user-name context
 * (person-names.ts, usernames.ts), instead of one alternation regex per rule: each rule lists literal substrings at least one of
 * which its pattern cannot match without, and is tried only when one is present. A substring present in any
 * letter case is present in the lower-cased text, so a rule skipped here could not have matched.
 * Rules register their words when their module loads; the scan is compiled on first use.
 */
const WORDS = new Set<string>();
let automaton: Automaton | undefined;

/** Lower-cased and deduplicated; returns the words as stored (for the rule to keep). */
export function gateWords(words: Iterable<string>): string[] {
  const out = [...new Set([...words].map((w) => w.toLowerCase()).filter(Boolean))];
  for (const w of out) WORDS.add(w);
  automaton = undefined;
  return out;
}

/**
 * Every registered word as one Aho–Corasick automaton, a full transition table: the scan reads each
 * character of the text once (one table load per character) and meets every word that occurs, overlapping
 * ones included ("cc" inside "access", "user" inside "username"). The alternation regex it replaces stopped
 * at every start of any word and compared each word with those two letters there: ~3× the time on a 1 KB
 * memory. The answer is the same: the set of registered words that are substrings of the lower-cased text.
 */
interface Automaton {
  words: string[];
  /** UTF-16 code unit → its column (0: a character no word contains). */
  column: Uint16Array;
  width: number;
  /** next[state * width + column]: the state after reading the character. */
  next: Uint16Array | Uint32Array;
  /** Per state, the words that end there (its own and its suffixes'), or undefined. */
  ends: Array<number[] | undefined>;
}

function compile(): Automaton {
  const words = [...WORDS];
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
  const states = trie.length;
  const next = states < 65536 ? new Uint16Array(states * width) : new Uint32Array(states * width);
  const fail = new Int32Array(states);
  const ends: Array<number[] | undefined> = new Array(states).fill(undefined);
  const queue: number[] = [];
  for (const [c, t] of trie[0]!) {
    next[c] = t;
    queue.push(t);
  }
  for (let q = 0; q < queue.length; q++) {
    const s = queue[q]!;
    const f = fail[s]!;
    const found = [...own[s]!, ...(ends[f] ?? [])];
    if (found.length) ends[s] = found;
    for (let c = 0; c < width; c++) {
      const t = trie[s]!.get(c);
      if (t === undefined) next[s * width + c] = next[f * width + c]!;
      else {
        next[s * width + c] = t;
        fail[t] = next[f * width + c]!;
        queue.push(t);
      }
    }
  }
  return { words, column, width, next, ends };
}

/** The last two texts' answers (the engine asks about the unescaped view and sometimes the raw text; the name modules about the view). */
let lastText: string | undefined;
let lastFound = new Set<string>();
let prevText: string | undefined;
let prevFound = new Set<string>();

/** The registered words present in the text (lower-cased). */
export function presentGateWords(text: string): Set<string> {
  if (text === lastText) return lastFound;
  if (text === prevText) return prevFound;
  const { words, column, width, next, ends } = (automaton ??= compile());
  const lower = text.toLowerCase();
  const seen = new Uint8Array(words.length);
  const found = new Set<string>();
  let s = 0;
  for (let i = 0; i < lower.length; i++) {
    s = next[s * width + column[lower.charCodeAt(i)]!]!;
    const e = ends[s];
    if (e === undefined) continue;
    for (const id of e) {
      if (seen[id]) continue;
      seen[id] = 1;
      found.add(words[id]!);
    }
  }
  prevText = lastText;
  prevFound = lastFound;
  lastText = text;
  lastFound = found;
  return found;
}

/** True when any of the words is present. */
export function anyPresent(words: readonly string[], present: Set<string>): boolean {
  for (const w of words) if (present.has(w)) return true;
  return false;
}

/** The literals of a gate written as a plain alternation ("user|login|uid=", escapes like "\/" allowed), or undefined when it is more than that. */
export function literalAlternatives(re: RegExp): string[] | undefined {
  if (re.flags.replace(/[gyd]/g, "") !== "") return undefined; // "i" or "u" could change what a literal matches
  const parts = re.source.split("|");
  const out: string[] = [];
  for (const p of parts) {
    if (!p || /(?<!\\)[()[\]{}?*+.^$]/.test(p) || /\\[^/\-:=@ .'"()[\]{}]/.test(p)) return undefined;
    out.push(p.replace(/\\(.)/g, "$1"));
  }
  return out;
}
