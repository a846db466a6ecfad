import { leadOf, mayMatch, type Lead } from "./char-needs.ts";

/**
 * Iterates the matches of a global regex with exec. String.prototype.matchAll clones the regex on every
 * call, which cost ~20× more than the scan itself on short memories; exec on the one compiled regex does not.
 * Not re-entrant for the same regex object (the engine is synchronous and never nests one regex's loop).
 */
export function* execAll(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  if (!mayMatch(re, text)) return; // a character every match needs is absent (char-needs.ts)
  const lead = leadOf(re);
  if (lead) {
    yield* execAtLeads(re, lead, text);
    return;
  }
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) re.lastIndex++;
    yield m;
  }
}

/**
 * The matches of a global scan of `re`, tried only where a character a match can start with stands (char-needs.ts
 * leadOf: patterns that open with a lookbehind or a Unicode property, which irregexp tries at every position). The
 * scan resumes after a match's end as the global one does; no match is empty (leadOf refuses such patterns); a "u" or
 * "v" scan never starts on the second half of a surrogate pair.
 */
function* execAtLeads(re: RegExp, lead: Lead, text: string): Generator<RegExpExecArray> {
  const sticky = stickyOf(re);
  const unicode = re.flags.includes("u") || re.flags.includes("v");
  for (let p = nextLead(lead, unicode, text, 0); p >= 0; p = nextLead(lead, unicode, text, p + 1)) {
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (!m) continue;
    yield m;
    p = m.index + m[0].length - 1;
  }
}

/** The pattern's sticky twin ("g" dropped, "y" added), built once per pattern. */
function stickyOf(re: RegExp): RegExp {
  let sticky = STICKY.get(re);
  if (!sticky) STICKY.set(re, (sticky = new RegExp(re.source, re.flags.replace("g", "") + "y")));
  return sticky;
}

/** The first position at or after `from` where a match can start (its character is in the lead table), or -1. */
function nextLead(lead: Lead, unicode: boolean, text: string, from: number): number {
  const { table, above } = lead;
  for (let p = from; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c < 128) {
      if (table[c] === 0) continue;
    } else if (!above) continue;
    else if (unicode && c >= 0xdc00 && c <= 0xdfff && p > 0) {
      const high = text.charCodeAt(p - 1);
      if (high >= 0xd800 && high <= 0xdbff) continue;
    }
    return p;
  }
  return -1;
}

/**
 * `re.test(text)` for a gate (a pattern without "g" or "y", asked whether it matches anywhere), answered by the same
 * two shortcuts as execAll: false at once when a character every match needs is absent, and tried only where a match
 * can start for a pattern irregexp would try at every position (char-needs.ts). A "g" or "y" pattern is asked as is.
 */
export function testAnywhere(re: RegExp, text: string): boolean {
  if (re.global || re.sticky) return re.test(text);
  if (!mayMatch(re, text)) return false;
  const lead = leadOf(re);
  if (!lead) return re.test(text);
  const sticky = stickyOf(re);
  const unicode = re.flags.includes("u") || re.flags.includes("v");
  for (let p = nextLead(lead, unicode, text, 0); p >= 0; p = nextLead(lead, unicode, text, p + 1)) {
    sticky.lastIndex = p;
    if (sticky.test(text)) return true;
  }
  return false;
}

/**
 * A sticky pattern's match at each line start (offset 0 and after each "\n"): the same matches as a global scan of the
 * pattern behind "(?<=^|\n)" (a scan resumes after a match's end, at the next line start). A lookbehind-led scan tries
 * every position; this tries one per line.
 */
export function* atLineStarts(re: RegExp, text: string): Generator<RegExpExecArray> {
  if (!mayMatch(re, text)) return;
  let s = 0;
  for (;;) {
    re.lastIndex = s;
    const m = re.exec(text);
    let from = s;
    if (m) {
      yield m;
      // A match that crossed a line break: the scan resumes at its end (a line start when it ended with the "\n").
      const end = m.index + m[0].length;
      if (end > s && text[end - 1] === "\n") {
        s = end;
        continue;
      }
      from = Math.max(s, end);
    }
    const nl = text.indexOf("\n", from);
    if (nl === -1) return;
    s = nl + 1;
  }
}

/** Where `anchoredExec` tries a pattern: at most `back` characters before each hit of `re` (a cue the pattern must reach), over `chars` only when given. */
export interface Anchor {
  re: RegExp;
  back: number;
  /** The characters the pattern's text before the cue is made of: the start walks back only over these. */
  chars?: RegExp;
}

const STICKY = new WeakMap<RegExp, RegExp>();
/** Patterns that open with "\\b" can only match where a word boundary stands: one character test instead of an exec call per position. */
const OPENS_WITH_BOUNDARY = new WeakMap<RegExp, boolean>();
/** A word character as "\\b" reads it without the "i" flag (ASCII letters, digits, "_"), also in "u" mode. */
const isWordCode = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
/** Every position of the text where "\\b" holds, in order: computed once per text (the last one is kept), shared by every "\\b" pattern. */
let boundaryText: string | undefined;
let boundaryAt = new Int32Array(0);
function boundaries(text: string): Int32Array {
  if (text === boundaryText) return boundaryAt;
  const out = new Int32Array(text.length + 1);
  let n = 0;
  let prev = false;
  for (let i = 0; i <= text.length; i++) {
    const cur = i < text.length && isWordCode(text.charCodeAt(i));
    if (cur !== prev) out[n++] = i;
    prev = cur;
  }
  boundaryText = text;
  boundaryAt = out.subarray(0, n);
  return boundaryAt;
}
/** An anchor's `chars` answered once per ASCII code (a table load per character walked back instead of a regex call); other characters ask the regex. */
const CHAR_TABLES = new WeakMap<RegExp, Uint8Array>();
function charTable(chars: RegExp): Uint8Array {
  let table = CHAR_TABLES.get(chars);
  if (!table) {
    table = new Uint8Array(128);
    const probe = new RegExp(chars.source, chars.flags.replace(/[gy]/g, "")); // one character's answer, whatever lastIndex says
    for (let c = 0; c < 128; c++) table[c] = probe.test(String.fromCharCode(c)) ? 1 : 0;
    CHAR_TABLES.set(chars, table);
  }
  return table;
}

/** The last text's hits of each anchor regex: rules that share an anchor (the space before a capital) scan for it once per text. */
let hitsText: string | undefined;
let hitsOf = new Map<RegExp, number[]>();
function anchorHits(re: RegExp, text: string): number[] {
  if (text !== hitsText) {
    hitsText = text;
    hitsOf = new Map();
  }
  let hits = hitsOf.get(re);
  if (!hits) {
    hits = [];
    for (const a of execAll(re, text)) hits.push(a.index);
    hitsOf.set(re, hits);
  }
  return hits;
}

/**
 * Positions anchoredExec has tried, marked with the number of the call that tried them (one array for every call: a mark
 * of another call, even one suspended in between, is never taken for this call's own, so at worst a position is tried twice).
 */
let triedAt = new Uint32Array(0);
let stamps = 0;
function nextStamp(length: number): number {
  if (triedAt.length <= length || stamps === 0xffffffff) {
    triedAt = new Uint32Array(Math.max(length + 1, triedAt.length * 2));
    stamps = 0;
  }
  return ++stamps;
}

/**
 * Matches of `re` that reach a hit of the anchor, tried only at the positions up to `anchor.back`
 * before each hit, leftmost first, with a sticky copy of `re` (a global search from the window's start
 * would run on past the window: slower). Used where a pattern's cue is rarer than its start.
 * `first`: every character a match of `re` can start with (leadChars), where the caller knows them: a
 * position whose character is not one of them is skipped without an exec call (most word starts in prose).
 */
export function* anchoredExec(re: RegExp, anchor: Anchor, text: string, first?: Set<number>): Generator<RegExpExecArray> {
  if (!mayMatch(re, text)) return;
  let sticky = STICKY.get(re);
  if (!sticky) STICKY.set(re, (sticky = new RegExp(re.source, re.flags.replace("g", "") + "y")));
  let boundary = OPENS_WITH_BOUNDARY.get(re);
  if (boundary === undefined) OPENS_WITH_BOUNDARY.set(re, (boundary = re.source.startsWith("\\b") && !re.flags.includes("i")));
  // A position tried for one hit is never tried again for a later one: the sticky match there is the same whatever the
  // hit, it did not reach the earlier hit, so it cannot reach a later one (hits ascend). Consecutive capitals' windows overlap.
  const stamp = nextStamp(text.length);
  const tried = triedAt;
  let lastEnd = 0;
  for (const p of anchorHits(anchor.re, text)) {
    if (p < lastEnd) continue;
    let s = p;
    if (anchor.chars) {
      const table = charTable(anchor.chars);
      for (let c = text.charCodeAt(s - 1); s > lastEnd && s > p - anchor.back && (c < 128 ? table[c] === 1 : anchor.chars.test(text[s - 1]!)); c = text.charCodeAt(s - 1)) s--;
    }
    else s = Math.max(lastEnd, p - anchor.back);
    if (boundary) {
      // Only where a word boundary stands: the first boundary at or after s (binary search), then each one up to p.
      const at = boundaries(text);
      let lo = 0;
      let hi = at.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (at[mid]! < s) lo = mid + 1;
        else hi = mid;
      }
      for (let j = lo; j < at.length && at[j]! <= p; j++) {
        if (tried[at[j]!] === stamp || (first && !first.has(text.charCodeAt(at[j]!)))) continue;
        tried[at[j]!] = stamp;
        sticky.lastIndex = at[j]!;
        const m = sticky.exec(text);
        if (m && m.index + m[0].length > p) {
          lastEnd = m.index + m[0].length;
          yield m;
          break;
        }
      }
      continue;
    }
    for (let t = s; t <= p; t++) {
      if (tried[t] === stamp || (first && !first.has(text.charCodeAt(t)))) continue;
      tried[t] = stamp;
      sticky.lastIndex = t;
      const m = sticky.exec(text);
      if (m && m.index + m[0].length > p) {
        lastEnd = m.index + m[0].length;
        yield m;
        break;
      }
    }
  }
}

/** Each one-character class's answer for the codes below 256 (no surrogate among them): a table load instead of a regex call. */
const FIRST_TABLES = new WeakMap<RegExp, Uint8Array>();
/**
 * The matches a global scan of `re` finds, for a pattern every match of which starts with a character of the
 * one-character class `first` (a pattern that opens with a lookahead for it): the sticky pattern is tried only where
 * such a character stands, the scan resumes after a match as the global one does. A code below 256 is looked up
 * in a table; any other is tried, except the second half of a surrogate pair, where a "u" or "v" scan never starts.
 * The global scan tried the pattern, lookahead first, at every position of the text.
 */
export function* execWhereFirst(re: RegExp, first: RegExp, text: string): Generator<RegExpExecArray> {
  if (!mayMatch(re, text)) return;
  let sticky = STICKY.get(re);
  if (!sticky) STICKY.set(re, (sticky = new RegExp(re.source, re.flags.replace("g", "") + "y")));
  let table = FIRST_TABLES.get(first);
  if (!table) {
    table = new Uint8Array(256);
    const probe = new RegExp(`^${first.source}`, first.flags.replace(/[gy]/g, ""));
    for (let c = 0; c < 256; c++) table[c] = probe.test(String.fromCharCode(c)) ? 1 : 0;
    FIRST_TABLES.set(first, table);
  }
  const unicode = re.flags.includes("u") || re.flags.includes("v");
  for (let p = 0; p < text.length; p++) {
    const c = text.charCodeAt(p);
    if (c < 256) {
      if (table[c] === 0) continue;
    } else if (unicode && c >= 0xdc00 && c <= 0xdfff && p > 0) {
      const lead = text.charCodeAt(p - 1);
      if (lead >= 0xd800 && lead <= 0xdbff) continue;
    }
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (!m) continue;
    yield m;
    const end = m.index + m[0].length;
    if (end > p) p = end - 1;
  }
}

/**
 * The same text with escape sequences made real at the same length: JSON-in-JSON logs, CI output and
 * shell history hold "\\n" for a line break and "\\\"" for a quote, which hide line starts and quotes
 * from the detectors. "\\n" (2 chars) becomes " \n", "\\\"" becomes ' "', so every offset still points
 * into the original text. Private keys and home paths read the original (their escapes are content).
 */
export function unescapeView(text: string): string {
  if (!text.includes("\\")) return text;
  return text.replace(/\\+([nrt"'])/g, (m, c: string, at: number) => {
    const pad = " ".repeat(m.length - 1);
    if (c === "n") return pad + "\n";
    if (c === "r") return pad + " ";
    if (c === "t") return pad + "\t";
    // A closing quote keeps its key or value whole: '\"password\":' reads '"password" :', not '"password ":' (the pad
    // would stand inside the quotes, and no key reader knows a key with a space at its end). A base64 value ends on its
    // padding or a "/" ('\"0JiG…UOQ=\",').
    const closes = at > 0 && /[\w.@%+=/-]/.test(text[at - 1]!) && !/[\w]/.test(text[at + m.length] ?? "");
    return closes ? c + pad : pad + c;
  });
}

/**
 * The characters a match of `(?:${ci(words)})` can start with, as char codes, for `anchoredExec`'s `first`: each
 * word's first character in both cases (what `ci` in person-names.ts writes as "[Xx]", a superset where it keeps a
 * word as written). Undefined, so no filter, when a word starts with anything but a letter or digit (a regex
 * construct there could match other characters).
 */
export function leadChars(words: string): Set<number> | undefined {
  const out = new Set<number>();
  for (const w of words.split("|")) {
    const c = w[0];
    // A quantifier after the first character ("a?b") would make it optional.
    if (!c || !/^[\p{L}\p{N}]/u.test(w) || /[\ud800-\udfff]/.test(c) || /^.[?*+{]/u.test(w)) return undefined;
    for (const v of [c, c.toUpperCase(), c.toLowerCase()]) for (let i = 0; i < v.length; i++) out.add(v.charCodeAt(i));
  }
  return out;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/** Start offsets of whole-word occurrences of `value` (no regex: a fresh regex per value would be compiled per call). */
export function wholeWordOccurrences(text: string, value: string): number[] {
  const out: number[] = [];
  if (!value) return out;
  for (let i = text.indexOf(value); i !== -1; i = text.indexOf(value, i + 1)) {
    const before = i > 0 ? text[i - 1]! : "";
    const after = text[i + value.length] ?? "";
    if ((before && WORD_CHAR.test(before)) || (after && WORD_CHAR.test(after))) continue;
    out.push(i);
  }
  return out;
}

/** Characters that must be escaped inside a class in "v" mode (ClassSetSyntaxCharacter), when they stand for themselves. */
const V_CLASS_SYNTAX = "(){}/|[";
/** Punctuators that "v" mode reserves when doubled inside a class ("&&", "--", "!!" …). */
const V_DOUBLED = "&!#$%*+,.:;<=>?@^`~";

/**
 * A "u"-mode pattern rewritten for the "v" flag (unicodeSets) with the same meaning: inside character classes, the
 * characters "v" mode reserves are escaped where they stand for themselves; nothing else changes. Without the "i" flag
 * the two modes match identically (they differ only in case-insensitive complements and in syntax); V8 compiles the
 * big Unicode classes of the "v" form ~30–40 % faster (\p{Lu}, [\p{Ll}\p{M}] with their astral ranges), and the
 * person-name rules' first runs (compilation, for one-byte and two-byte text apart) are most of a cold pass.
 */
export function unicodeSets(source: string): string {
  let out = "";
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (c === "\\") {
      out += c + source[i + 1];
      i++;
      continue;
    }
    if (c !== "[") {
      out += c;
      continue;
    }
    let j = i + 1;
    out += "[";
    if (source[j] === "^") {
      out += "^";
      j++;
    }
    const first = j;
    let afterAtom = false; // the previous token was a single character or escape: a "-" after it may be a range
    for (; source[j] !== "]"; j++) {
      if (j >= source.length) throw new Error("unbalanced class");
      const d = source[j]!;
      if (d === "\\") {
        const e = source[j + 1]!;
        let len = 2;
        if ((e === "p" || e === "P" || (e === "u" && source[j + 2] === "{")) && source[j + 2] === "{") len = source.indexOf("}", j) + 1 - j;
        else if (e === "u") len = 6;
        else if (e === "x") len = 4;
        out += source.slice(j, j + len);
        j += len - 1;
        afterAtom = !"pPdDwWsS".includes(e); // a class escape cannot bound a range
        continue;
      }
      if (d === "-") {
        const range = afterAtom && j > first && source[j + 1] !== "]";
        out += range ? "-" : "\\-";
        afterAtom = false;
        continue;
      }
      const doubled = V_DOUBLED.includes(d) && (source[j + 1] === d || source[j - 1] === d);
      out += V_CLASS_SYNTAX.includes(d) || doubled ? "\\" + d : d;
      afterAtom = true;
    }
    out += "]";
    i = j;
  }
  return out;
}

/**
 * `re.test(window)` for a pattern every match of which ends at the window's end (`…$`: a short look back before a
 * candidate, "the word before this name"), answered by one backward try at the end: the pattern as a lookbehind,
 * sticky at the window's length. A forward test tries the pattern from every position of the window; a lookbehind
 * holds exactly where some match ends there, so the answer is the same. Used where every top-level alternative of the
 * pattern ends with `$` (one that does not could match before the end), without flags g, y or m (with m, `$` ends lines
 * inside the window too) and without back references (read backwards they would meet their group after themselves);
 * any other pattern is tested as it is.
 */
export function endsWithMatch(re: RegExp): (window: string) => boolean {
  if (!endAnchored(re)) return (window) => re.test(window);
  const back = new RegExp(`$(?<=${re.source})`, `${re.flags}y`);
  return (window) => {
    back.lastIndex = window.length;
    return back.test(window);
  };
}

/** Whether every top-level alternative of `re` ends with `$` (see endsWithMatch), read from its source. */
export function endAnchored(re: RegExp): boolean {
  const s = re.source;
  if (/[gmyv]/.test(re.flags) || /\\k<|\\[1-9]/.test(s)) return false; // (v: nested classes, not read here)
  let depth = 0;
  let inClass = false;
  let dollarLast = false; // the last token read is an unescaped "$" outside a class
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    const wasDollar = dollarLast;
    dollarLast = false;
    if (c === "\\") i++;
    else if (inClass) inClass = c !== "]";
    else if (c === "[") inClass = true;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "$") dollarLast = true;
    else if (c === "|" && depth === 0 && !wasDollar) return false;
  }
  return depth === 0 && !inClass && dollarLast;
}
