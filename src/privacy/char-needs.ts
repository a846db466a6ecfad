/**
 * The characters a regex cannot match without, read from its source, and where its matches can start.
 * Needs: a needed character set is a set of ASCII characters and "some character above U+007F"; every match (with its
 * positive lookarounds) reads at least one character of each set. A pattern with a set of only characters above U+007F
 * (a script's words, CJK labels, emoji) cannot match an ASCII-only text (two memories in three in the speed bench):
 * regex.ts skips its scans there, on one native test per text.
 * Starts (leadOf): for a pattern that opens with a positive lookbehind, the characters a match can start with.
 * Conservative wherever the reading is not certain: a construct it does not follow adds no need and no start set.
 */

/** A set of characters: four 32-bit words for the ASCII codes, and whether any character above U+007F belongs. */
interface CharSet {
  bits: [number, number, number, number];
  above: boolean;
}

/** The needs of a pattern: every set must meet the text. */
type Needs = CharSet[];

/** What a piece of a pattern says: its needed sets, the characters a match of it can start with, and whether it can match empty. */
interface Reading {
  needs: CharSet[];
  first: CharSet;
  nullable: boolean;
}

/** By regex object. Not a property on the regex: a RegExp whose shape changed leaves V8's fast exec path. */
const NEEDS = new WeakMap<RegExp, Needs>();
/** An atom's ASCII characters, by its source and flags (classes like "[ \t]" recur in hundreds of patterns). */
const ATOM_SETS = new Map<string, [number, number, number, number]>();

/** The needed character sets of `re` (read once per regex object, then kept). */
export function charNeeds(re: RegExp): Needs {
  let needs = NEEDS.get(re);
  if (!needs) {
    try {
      needs = new PatternReader(re.source, re.flags).needs();
    } catch {
      needs = []; // a construct this reader does not follow: no needs, the regex decides
    }
    NEEDS.set(re, needs);
  }
  return needs;
}

/**
 * Whether the last text asked about holds a character above U+007F: one native scan per text. Only such needs are
 * asked of a text: answering ASCII sets too took a JavaScript pass over every text a pattern was asked about (slices
 * included), which cost more than the scans it saved (measured: the engine 4 % slower, both orders).
 */
let lastText: string | undefined;
let lastAbove = false;
const ABOVE = /[^\x00-\x7f]/;

/** False when `re` needs a character above U+007F and `text` holds none: `re` cannot match anywhere in it. */
export function mayMatch(re: RegExp, text: string): boolean {
  let above = NEEDS_ABOVE.get(re);
  if (above === undefined) NEEDS_ABOVE.set(re, (above = charNeeds(re).some((n) => n.above && n.bits.every((b) => b === 0))));
  if (!above) return true;
  if (text !== lastText) {
    lastText = text;
    lastAbove = ABOVE.test(text);
  }
  return lastAbove;
}
const NEEDS_ABOVE = new WeakMap<RegExp, boolean>();

const ANY: CharSet = { bits: [-1, -1, -1, -1], above: true };
const NONE: CharSet = { bits: [0, 0, 0, 0], above: false };
const isAny = (s: CharSet): boolean => s.above && s.bits.every((b) => b === -1);
const union = (a: CharSet, b: CharSet): CharSet => ({ bits: [a.bits[0] | b.bits[0], a.bits[1] | b.bits[1], a.bits[2] | b.bits[2], a.bits[3] | b.bits[3]], above: a.above || b.above });
/**
 * How often a text holds some character of the set, roughly: the smaller, the better a gate. Letters, digits and the
 * space stand in almost every text, signs like "=", "@" or "|" in few, a character above U+007F in one memory in three.
 */
const WEIGHT = Array.from({ length: 128 }, (_, c) => {
  const ch = String.fromCharCode(c);
  if (/[a-z ]/.test(ch)) return 8;
  if (/[A-Z0-9\n.,:\-()'"\/]/.test(ch)) return 4;
  return 1;
});
function width(s: CharSet): number {
  let n = s.above ? 16 : 0;
  for (let c = 0; c < 128; c++) if (s.bits[c >> 5]! & (1 << (c & 31))) n += WEIGHT[c]!;
  return n;
}

/** Characters that stand for themselves after a backslash. */
const SELF_ESCAPED = "/-:=@ .'\"()[]{}*+?|^$\\,#&!%<>~`;_";

/**
 * Reads a pattern's source left to right: alternatives, groups, quantifiers, classes, escapes. Each atom that must
 * match (no quantifier with a minimum of 0, not inside a negative lookaround or an optional group) gives one set.
 */
class PatternReader {
  private i = 0;
  private readonly unicode: boolean;
  private readonly caseless: boolean;
  private readonly flags: string;
  constructor(
    private readonly src: string,
    flags: string,
  ) {
    this.unicode = flags.includes("u") || flags.includes("v");
    this.caseless = flags.includes("i");
    this.flags = flags.replace(/[gyd]/g, "");
  }

  needs(): Needs {
    return this.read().needs.filter((s) => !isAny(s)).sort((a, b) => width(a) - width(b)).slice(0, 6);
  }

  /** The whole pattern read once. */
  read(): Reading {
    const r = this.alternation();
    if (this.i !== this.src.length) throw new Error("unread");
    return r;
  }

  /** Alternatives up to ")" or the end: one branch's sets all hold; of several, one set per branch, joined. */
  private alternation(): Reading {
    const branches: Reading[] = [this.branch()];
    while (this.src[this.i] === "|") {
      this.i++;
      branches.push(this.branch());
    }
    if (branches.length === 1) return branches[0]!;
    const first = branches.reduce((a, b) => union(a, b.first), NONE);
    const nullable = branches.some((b) => b.nullable);
    let joined: CharSet | undefined;
    for (const b of branches) {
      if (b.needs.length === 0) return { needs: [], first, nullable }; // a branch that needs nothing: the alternation needs nothing
      const best = b.needs.reduce((x, y) => (width(y) < width(x) ? y : x));
      joined = joined ? union(joined, best) : best;
    }
    return { needs: joined && !isAny(joined) ? [joined] : [], first, nullable };
  }

  private branch(): Reading {
    const needs: CharSet[] = [];
    let first = NONE;
    let nullable = true;
    while (this.i < this.src.length && this.src[this.i] !== "|" && this.src[this.i] !== ")") {
      const t = this.term();
      const min = this.quantifierMin();
      if (min >= 1) needs.push(...t.needs);
      if (nullable) first = union(first, t.first);
      if (min >= 1 && !t.nullable) nullable = false;
    }
    return { needs, first, nullable };
  }

  /** A quantifier after a term: its minimum (1 when none stands there). */
  private quantifierMin(): number {
    const c = this.src[this.i];
    let min = 1;
    if (c === "?" || c === "*") [min, this.i] = [0, this.i + 1];
    else if (c === "+") this.i++;
    else if (c === "{") {
      const m = /^\{(\d+)(?:,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) {
        if (this.unicode) throw new Error("brace");
        return 1; // a literal "{" in a pattern without "u": read as the next term
      }
      [min, this.i] = [Number(m[1]), this.i + m[0].length];
    } else return 1;
    if (this.src[this.i] === "?") this.i++; // lazy
    return min;
  }

  /** One term: its reading (no needs for an assertion, a negative lookaround, a back reference; zero-width ones start nothing). */
  private term(): Reading {
    const src = this.src;
    const c = src[this.i]!;
    const zeroWidth: Reading = { needs: [], first: NONE, nullable: true };
    if (c === "(") {
      const head = /^\((?:\?(?:<[A-Za-z_$][\w$]*>|:|=|!|<=|<!))?/.exec(src.slice(this.i))![0];
      if (head === "(?" || (head === "(" && src[this.i + 1] === "?")) throw new Error("group kind"); // modifiers and the like
      this.i += head.length;
      const inner = this.alternation();
      if (src[this.i] !== ")") throw new Error("unbalanced");
      this.i++;
      if (head === "(?!" || head === "(?<!") return zeroWidth;
      if (head === "(?=" || head === "(?<=") return { ...zeroWidth, needs: inner.needs };
      return inner;
    }
    if (c === "^" || c === "$") {
      this.i++;
      return zeroWidth;
    }
    if (c === "[") return this.atom(this.classEnd());
    if (c === "\\") {
      const e = src[this.i + 1]!;
      if (e === "b" || e === "B") {
        this.i += 2;
        return zeroWidth;
      }
      if (/[1-9]/.test(e)) {
        this.i += 1 + /^\d+/.exec(src.slice(this.i + 1))![0].length;
        return { needs: [], first: ANY, nullable: true }; // a back reference: anything, or nothing
      }
      if (e === "k") {
        const end = src.indexOf(">", this.i);
        if (end === -1) throw new Error("named reference");
        this.i = end + 1;
        return { needs: [], first: ANY, nullable: true };
      }
      let end: number;
      if ((e === "p" || e === "P") && src[this.i + 2] === "{") end = src.indexOf("}", this.i) + 1;
      else if (e === "u" && src[this.i + 2] === "{") end = src.indexOf("}", this.i) + 1;
      else if (e === "u") end = this.i + 6;
      else if (e === "x") end = this.i + 4;
      else if (e === "c") end = this.i + 3;
      else end = this.i + 2;
      if (end <= this.i) throw new Error("escape");
      return this.atom(end);
    }
    if (c === "?" || c === "*" || c === "+" || c === "|" || c === ")") throw new Error("unexpected");
    // One character (a surrogate pair is one under "u" or "v").
    const code = src.charCodeAt(this.i);
    return this.atom(this.i + (this.unicode && code >= 0xd800 && code <= 0xdbff ? 2 : 1));
  }

  /** The index after the class opened at `this.i` (nested classes under "v"). */
  private classEnd(): number {
    const src = this.src;
    let depth = 0;
    for (let j = this.i; j < src.length; j++) {
      const c = src[j];
      if (c === "\\") {
        if (src[j + 1] === "q") throw new Error("string class"); // \q{…} matches strings, not one character
        j++;
      } else if (c === "[" && (depth === 0 || this.flags.includes("v"))) depth++;
      else if (c === "]" && --depth === 0) return j + 1;
    }
    throw new Error("unbalanced class");
  }

  /** The set of one character-matching atom src[i, end): its ASCII characters tried one by one, the rest from its form. */
  private atom(end: number): Reading {
    const source = this.src.slice(this.i, end);
    this.i = end;
    const key = `${this.flags}/${source}`;
    let bits = ATOM_SETS.get(key);
    if (!bits) {
      const probe = new RegExp(`^(?:${source})$`, this.flags);
      bits = [0, 0, 0, 0];
      for (let c = 0; c < 128; c++) if (probe.test(String.fromCharCode(c))) bits[c >> 5] = (bits[c >> 5] ?? 0) | (1 << (c & 31));
      ATOM_SETS.set(key, bits);
    }
    const set: CharSet = { bits, above: this.mayMatchAbove(source) };
    // "." (any character but a line break) needs next to nothing: kept as a start, not as a need.
    return { needs: source === "." ? [] : [set], first: set, nullable: false };
  }

  /**
   * Whether an atom may match a character above U+007F. Certainly not: an ASCII literal (also under "i" without
   * "u": such folding never maps a character above U+007F to one below), "\d", "\w" without "i" and "u" together, and a
   * class of only those. Under "i" with "u" Unicode folding maps "ſ" to "s" and "K" (Kelvin) to "k": anything may.
   */
  private mayMatchAbove(source: string): boolean {
    if (this.caseless && this.unicode) return true;
    const asciiMember = (s: string): boolean => {
      if (s.length === 1) return s.charCodeAt(0) < 128;
      if (s[0] !== "\\") return false;
      const e = s[1]!;
      if (e === "d" || e === "w") return true;
      if (e === "x") return parseInt(s.slice(2), 16) < 128;
      if (e === "u" && s[2] !== "{") return parseInt(s.slice(2), 16) < 128;
      if (e === "c") return true;
      return "nrtfv0".includes(e) || SELF_ESCAPED.includes(e);
    };
    if (source[0] !== "[") return !asciiMember(source);
    if (source[1] === "^") return true;
    // The members of a flat class: escapes, characters, ranges between two ASCII ends.
    const body = source.slice(1, -1);
    if (body.includes("[") && this.flags.includes("v")) return true;
    const member = /\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|c[A-Za-z]|[\s\S])|[\s\S]/gy;
    for (let m = member.exec(body); m; m = member.exec(body)) {
      if (!asciiMember(m[0])) return true;
    }
    return false;
  }
}

/** The characters every match of a pattern starts with, as a table of the ASCII codes and a flag for the rest. */
export interface Lead {
  table: Uint8Array;
  above: boolean;
}
const LEADS = new WeakMap<RegExp, Lead | null>();
/**
 * A pattern that opens with a positive lookbehind: irregexp matches the lookbehind's body backwards at every position
 * of the text before it looks at the first character (measured 5-10x slower than trying it at its start characters).
 * Dropped after measuring: a Unicode property class as the first character (behind a negative lookbehind or not) was
 * as often faster as slower tried at its start characters.
 */
const SLOW_START = /^\(\?<=/;

/**
 * For a pattern that opens where irregexp tries every position (a positive lookbehind) and whose
 * matches start with a character that is rare in prose (no lower-case ASCII letter, no space): the characters a match
 * starts with. A scan then tries the pattern only where one stands (regex.ts execAll), with the same matches.
 * Null for any other pattern, or one that can match the empty string.
 */
export function leadOf(re: RegExp): Lead | null {
  let lead = LEADS.get(re);
  if (lead === undefined) {
    lead = null;
    if (SLOW_START.test(re.source)) {
      try {
        const r = new PatternReader(re.source, re.flags).read();
        const f = r.first;
        const sparse = (f.bits[3] & 0x07fffffe) === 0 && (f.bits[1] & 1) === 0; // no "a"–"z", no " "
        if (!r.nullable && sparse) {
          const table = new Uint8Array(128);
          for (let c = 0; c < 128; c++) table[c] = f.bits[c >> 5]! & (1 << (c & 31)) ? 1 : 0;
          lead = { table, above: f.above };
        }
      } catch {
        lead = null;
      }
    }
    LEADS.set(re, lead);
  }
  return lead;
}
