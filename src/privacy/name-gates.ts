/**
 * One scan per text for the cue words of every detector (engine.ts), person-name rule and user-name context
 * (person-names.ts, usernames.ts), instead of one alternation regex per rule: each rule lists literal substrings at least one of
 * which its pattern cannot match without, and is tried only when one is present. A substring present in any
 * letter case is present in the lower-cased text, so a rule skipped here could not have matched.
 * Rules register their words when their module loads; the scan is compiled on first use.
 */
const WORDS = new Set<string>();
let scan: RegExp | undefined;
let singles: string[] = [];
/** Words of two or more letters by their first two: at a scan hit only the words that can start there are compared. */
let byFirstTwo = new Map<string, string[]>();

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Lower-cased and deduplicated; returns the words as stored (for the rule to keep). */
export function gateWords(words: Iterable<string>): string[] {
  const out = [...new Set([...words].map((w) => w.toLowerCase()).filter(Boolean))];
  for (const w of out) WORDS.add(w);
  scan = undefined;
  return out;
}

function compile(): RegExp {
  const multi = [...WORDS].filter((w) => w.length > 1);
  singles = [...WORDS].filter((w) => w.length === 1);
  byFirstTwo = new Map();
  for (const w of multi) byFirstTwo.set(w.slice(0, 2), [...(byFirstTwo.get(w.slice(0, 2)) ?? []), w]);
  // Longest first inside each pair is not needed: every start is visited and every word beginning with its two letters compared.
  return new RegExp(multi.map(escapeRe).join("|") || "(?!)", "g");
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
  scan ??= compile();
  const lower = text.toLowerCase();
  const found = new Set<string>();
  for (const c of singles) if (lower.includes(c)) found.add(c);
  scan.lastIndex = 0;
  for (let m = scan.exec(lower); m; m = scan.exec(lower)) {
    const i = m.index;
    // Keyed by two letters, not one: a hit on "to" or "is" (everywhere in prose) compared every word with that first letter.
    const candidates = byFirstTwo.get(lower.slice(i, i + 2));
    if (candidates) for (const w of candidates) if (lower.startsWith(w, i)) found.add(w);
    scan.lastIndex = i + 1; // words overlap ("cc" inside "access", "user" inside "username"): every start is visited
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
