import { buildAutomaton, step, type Automaton } from "./literal-scan.ts";

/**
 * One scan per text for the cue words of every detector (engine.ts), person-name rule and user-name context
 * (person-names.ts, usernames.ts), instead of one alternation regex per rule: each rule lists literal substrings at least one of
 * which its pattern cannot match without, and is tried only when one is present. A substring present in any
 * letter case is present in the lower-cased text, so a rule skipped here could not have matched.
 * Rules register their words when their module loads; the scan is compiled on first use.
 */
/** Every registered word and its id (the order of registration: a word keeps its id when more are registered). */
const WORD_IDS = new Map<string, number>();
let automaton: Automaton | undefined;
/**
 * A rule's word list as ids, made on its first lookup (a flag test per word, not a hash lookup) and kept on the list
 * itself under a symbol: ~31,000 lookups a pass over the speed memories, a property load each instead of a WeakMap's
 * hash lookup. Tagged with the registration round it was made in: a list read before its words were registered is read again.
 */
const IDS = Symbol("gate word ids");
type Tagged = { [IDS]?: { round: number; ids: Int32Array } };
let registrationRound = 0;
/** Lists that cannot carry the tag (frozen): looked up by hash as before. */
let LIST_IDS = new WeakMap<readonly string[], Int32Array>();

/** Lower-cased and deduplicated; returns the words as stored (for the rule to keep). */
export function gateWords(words: Iterable<string>): string[] {
  const out = [...new Set([...words].map((w) => w.toLowerCase()).filter(Boolean))];
  for (const w of out) if (!WORD_IDS.has(w)) WORD_IDS.set(w, WORD_IDS.size);
  automaton = undefined;
  registrationRound++; // a list looked up before its words were registered is read again
  LIST_IDS = new WeakMap();
  return out;
}

/**
 * Every registered word as one Aho–Corasick automaton (literal-scan.ts): the scan reads each character of the
 * lower-cased text once and meets every word that occurs, overlapping ones included ("cc" inside "access",
 * "user" inside "username"). The alternation regex it replaces stopped at every start of any word and compared
 * each word with those two letters there: ~5× the time on a 1 KB memory. The answer is the same: the set of
 * registered words that are substrings of the lower-cased text.
 */
function compile(): Automaton {
  return buildAutomaton([...WORD_IDS.keys()]);
}

/** The registered words found in one text: a flag per word id (no set to build: most words are asked about by few rules). */
export class PresentWords {
  readonly flags: Uint8Array;
  constructor(flags: Uint8Array) {
    this.flags = flags;
  }
  has(word: string): boolean {
    const id = WORD_IDS.get(word);
    return id !== undefined && this.flags[id] === 1;
  }
}

/** The last two texts' answers (the engine asks about the unescaped view and sometimes the raw text; the name modules about the view). */
let lastText: string | undefined;
let lastFound: PresentWords | undefined;
let prevText: string | undefined;
let prevFound: PresentWords | undefined;
/** States whose words were taken in the current text (stamped with the scan's number): each state's words are read once per text. */
let visited = new Uint32Array(0);
let scanNumber = 0;

/** The registered words present in the text (lower-cased). */
export function presentGateWords(text: string): PresentWords {
  if (text === lastText) return lastFound!;
  if (text === prevText) return prevFound!;
  const a = (automaton ??= compile());
  const { words, column, ends, ids, link, first, dense, next } = a;
  if (visited.length !== ends.length || scanNumber === 0xffffffff) {
    visited = new Uint32Array(ends.length);
    scanNumber = 0;
  }
  const stamp = ++scanNumber;
  const seen = visited;
  const lower = text.toLowerCase();
  const flags = new Uint8Array(words.length);
  let s = 0;
  for (let i = 0; i < lower.length; i++) {
    const col = column[lower.charCodeAt(i)]!;
    s = s < dense ? next[col * dense + s]! : step(a, s, col);
    // The words ending here: this state's own, then along its suffix links, up to a state already read in this text.
    for (let t = first[s]!; t !== 0 && seen[t] !== stamp; t = link[t]!) {
      seen[t] = stamp;
      for (let k = ends[t]!; k < ends[t + 1]!; k++) flags[ids[k]!] = 1;
    }
  }
  const found = new PresentWords(flags);
  prevText = lastText;
  prevFound = lastFound;
  lastText = text;
  lastFound = found;
  return found;
}

/** True when any of the words is present. */
export function anyPresent(words: readonly string[], present: PresentWords): boolean {
  const tag = (words as Tagged)[IDS];
  const ids = tag !== undefined && tag.round === registrationRound ? tag.ids : listIds(words);
  const flags = present.flags;
  for (let i = 0; i < ids.length; i++) if (flags[ids[i]!] === 1) return true; // -1 (a word never registered) reads undefined: absent
  return false;
}

/** A list's word ids (-1 for a word never registered), made once per registration round and kept on the list. */
function listIds(words: readonly string[]): Int32Array {
  if (!Object.isExtensible(words)) {
    let ids = LIST_IDS.get(words);
    if (!ids) LIST_IDS.set(words, (ids = Int32Array.from(words, (w) => WORD_IDS.get(w) ?? -1)));
    return ids;
  }
  const ids = Int32Array.from(words, (w) => WORD_IDS.get(w) ?? -1);
  Object.defineProperty(words, IDS, { value: { round: registrationRound, ids }, writable: true, configurable: true, enumerable: false });
  return ids;
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

/**
 * Literal words at least one of which every match of `re` contains, lower-cased (for `presentGateWords`), or
 * undefined when the pattern's shape does not say. Read from the source: each top-level alternative must hold
 * a literal run outside any optional part, or a group that is not optional and itself has such words; the
 * longest such run or group of each alternative is kept. A rule whose words are all absent cannot match,
 * so skipping it changes no finding. Conservative where case folding could differ from lower-casing: with
 * the "i" flag only ASCII words, and never with "i" and "u" together (Unicode folding maps "ſ" to "s").
 */
export function necessaryWords(re: RegExp): string[] | undefined {
  if ((re.flags.includes("i") && (re.flags.includes("u") || re.flags.includes("v")))) return undefined;
  try {
    const words = wordsOfAlternation(re.source, re.flags.includes("i"));
    return words && words.length ? [...new Set(words.map((w) => w.toLowerCase()))] : undefined;
  } catch {
    return undefined; // a construct this reader does not follow: no words, the regex decides
  }
}

/** Characters that stand for themselves after a backslash. */
const SELF_ESCAPED = "/-:=@ .'\"()[]{}*+?|^$\\,#&!%<>~`";

/** A word whose lower-casing is the same in any context and keeps its length (not "İ", not "Σ"), and ASCII only under "i". */
function foldable(word: string, caseless: boolean): boolean {
  for (const ch of word) {
    const code = ch.charCodeAt(0);
    if ((caseless && code > 127) || (code >= 0xd800 && code <= 0xdfff)) return false; // no surrogate halves: a quantifier after an astral character applies to both
    if (ch.toLowerCase().length !== 1 || ch === "Σ" || ch === "σ" || ch === "ς") return false;
  }
  return word.length > 0;
}

function wordsOfAlternation(source: string, caseless: boolean): string[] | undefined {
  const out: string[] = [];
  for (const branch of splitTop(source)) {
    const words = wordsOfBranch(branch, caseless);
    if (!words) return undefined;
    out.push(...words);
  }
  return out;
}

/** The top-level alternatives of a pattern (a "|" outside groups and classes). */
function splitTop(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let last = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "|" && depth === 0) {
      out.push(source.slice(last, i));
      last = i + 1;
    }
  }
  if (depth !== 0 || inClass) throw new Error("unbalanced");
  out.push(source.slice(last));
  return out;
}

/** The end of the group opened at `i` (the index after its ")"). */
function groupEnd(source: string, i: number): number {
  let depth = 0;
  let inClass = false;
  for (let j = i; j < source.length; j++) {
    const c = source[j];
    if (c === "\\") j++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return j + 1;
  }
  throw new Error("unbalanced");
}

/** A quantifier at `i`: its minimum count and where it ends, or undefined when none stands there. */
function quantifier(source: string, i: number): { min: number; end: number } | undefined {
  const c = source[i];
  let min: number;
  let end: number;
  if (c === "?" || c === "*") [min, end] = [0, i + 1];
  else if (c === "+") [min, end] = [1, i + 1];
  else if (c === "{") {
    const m = /^\{(\d+)(?:,\d*)?\}/.exec(source.slice(i));
    if (!m) throw new Error("literal brace");
    [min, end] = [Number(m[1]), i + m[0].length];
  } else return undefined;
  if (source[end] === "?") end++; // lazy
  return { min, end };
}

/**
 * A class of one letter in its two cases ("[Ww]", as the rules' `ci()` writes a cue's first letter) matches a character
 * that lower-cases to that letter: for the lower-cased text it is the letter itself, so "[Ww]ith" needs "with", not "ith".
 */
function caseVariants(body: string, caseless: boolean): string | undefined {
  if (body.length !== 2) return undefined;
  const [a, b] = [body[0]!, body[1]!];
  const lower = a.toLowerCase();
  return a !== b && lower === b.toLowerCase() && lower.length === 1 && foldable(a + b, caseless) && (a === lower || b === lower) ? lower : undefined;
}

/** The best necessary words of one alternative: its longest literal run, or its most selective non-optional group. */
function wordsOfBranch(branch: string, caseless: boolean): string[] | undefined {
  const candidates: string[][] = [];
  let run = "";
  const flush = () => {
    if (run && foldable(run, caseless)) candidates.push([run]);
    run = "";
  };
  for (let i = 0; i < branch.length; ) {
    const c = branch[i]!;
    let literal: string | undefined;
    let end: number;
    let inner: string | undefined;
    if (c === "\\") {
      const e = branch[i + 1]!;
      if (SELF_ESCAPED.includes(e)) [literal, end] = [e, i + 2];
      else if ((e === "p" || e === "P" || e === "u" || e === "k") && branch[i + 2] === (e === "k" ? "<" : "{")) end = branch.indexOf(e === "k" ? ">" : "}", i) + 1;
      else if (e === "u") end = i + 6;
      else if (e === "x") end = i + 4;
      else if (e === "c") end = i + 3;
      else if (/\d/.test(e)) end = i + 1 + /^\d+/.exec(branch.slice(i + 1))![0].length;
      else end = i + 2; // \d \w \s \b \B \n \t …: not a literal of the word
    } else if (c === "[") {
      let j = i + 1;
      while (branch[j] !== "]") j += branch[j] === "\\" ? 2 : 1;
      end = j + 1;
      literal = caseVariants(branch.slice(i + 1, j), caseless);
    } else if (c === "(") {
      end = groupEnd(branch, i);
      const head = /^\((\?(?:<[A-Za-z_$][\w$]*>|:)|(?!\?))/.exec(branch.slice(i));
      if (head) inner = branch.slice(i + head[0].length, end - 1); // a consuming group; lookarounds stay undefined
    } else if (c === "." || c === "^" || c === "$") end = i + 1;
    else if (c === "?" || c === "*" || c === "+" || c === "{" || c === ")" || c === "|") throw new Error("unexpected");
    else [literal, end] = [c, i + 1];
    const q = quantifier(branch, end);
    if (q) end = q.end;
    if (literal !== undefined && (!q || q.min >= 1)) {
      run += literal;
      if (q) flush(); // "ab+c": "ab", then "c"
    } else {
      flush();
      if (inner !== undefined && (!q || q.min >= 1)) {
        const words = wordsOfAlternation(inner, caseless);
        if (words && words.every((w) => foldable(w, caseless))) candidates.push(words);
      }
    }
    i = end;
  }
  flush();
  // Most selective: the longest shortest word, then the fewest words.
  candidates.sort((a, b) => Math.min(...b.map((w) => w.length)) - Math.min(...a.map((w) => w.length)) || a.length - b.length);
  return candidates[0];
}
