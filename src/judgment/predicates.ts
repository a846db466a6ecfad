/**
 * The predicate guard of a merge: two texts that say the same subject and object with a different
 * verb or adjective in between ("autogenerate *misses* enum changes" / "autogenerate *detects* enum
 * changes") say different things of it, however close the embedder puts them. Words are aligned in
 * order (a longest common subsequence where synonyms count as equal, synonyms.ts); a stretch that
 * differs between two shared words is a swapped predicate when each side's stretch holds a verb or
 * adjective (WordNet's tagged corpus), no word of one is a synonym or form of a word of the other,
 * and one side's predicate says that something fails or is absent while the other's does not
 * (NEGATIVE_OUTCOME). Two different predicates of the same polarity are most often a paraphrase
 * ("contains" / "includes", "purges" / "removes", "down" / "crashed": on halves a–h, "any two
 * different predicates" would lose 35 duplicates, and even "one word swapped for one" 10, to stop one
 * wrong merge). Opposite words
 * (WordNet antonyms and developer opposites, opposites.ts) swapped anywhere block too, and so do two
 * opposite orders of the same steps (order.ts).
 */
import { oppositionsAcross } from "./opposites";
import { orderClash } from "./order";
import { isPredicate, synonymous } from "./synonyms";
import { formsOf } from "./word-forms";
import { type Alignment, alignedWords, unmatchedWords } from "./synonym-duplicate";
import { relatedPredicates } from "./related-words";
import { negativeOutcome, ownNegative, wordsInOrder as words } from "./negative-outcome";

/** Words that carry no predicate of their own: auxiliaries, negators, degree and hedge words. */
const LIGHT = new Set(["not", "no", "never", "don't", "dont", "doesn't", "isn't", "aren't", "can't", "cannot", "won't", "get", "gets", "got", "getting", "go", "goes", "going", "come", "comes", "take", "takes", "put", "puts", "let", "lets", "need", "needs", "set", "sets", "only", "still", "already", "correctly", "properly", "actually", "also", "even", "all", "every", "each", "some", "one", "whole"]);

interface Hunk { a: string[]; b: string[]; inner: boolean }

/** Where two word lists differ, with whether a shared word stands on both sides of the difference. */
function hunks(a: string[], b: string[]): Hunk[] {
  const n = a.length, m = b.length;
  const same = (x: string, y: string) => x === y || synonymous(x, y);
  const L: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) L[i][j] = same(a[i], b[j]) ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  const out: Hunk[] = [];
  let cur: Hunk | null = null;
  let i = 0, j = 0, matched = false;
  while (i < n || j < m) {
    if (i < n && j < m && same(a[i], b[j]) && L[i][j] === L[i + 1][j + 1] + 1) {
      if (cur) out.push({ ...cur, inner: matched });
      cur = null;
      matched = true;
      i++;
      j++;
    } else {
      cur ??= { a: [], b: [], inner: false };
      if (j < m && (i >= n || L[i][j + 1] >= L[i + 1][j])) cur.b.push(b[j++]);
      else cur.a.push(a[i++]);
    }
  }
  // A trailing difference has no shared word after it: not inner.
  if (cur) out.push({ ...cur, inner: false });
  return out;
}

/** At most this many words on each side of a swapped stretch: longer ones are rewordings, not a swapped predicate. */
const MAX_SWAP = 3;
const MAX_WORDS = 60;

/** Why two texts say different things of one subject, by their predicates, or null. */
export function predicateClash(a: string, b: string): string | null {
  const opposed = oppositionsAcross(a, b)[0];
  if (opposed) return `opposite words (${opposed.a} / ${opposed.b})`;
  const order = orderClash(a, b);
  if (order) return `opposite order (${order})`;
  // (Aligning words costs their product: past MAX_WORDS a side is a paragraph, read by the other guards —
  // checked before any alignment, and the one alignment below is shared by both readers of it.)
  const [wa, wb] = [words(a), words(b)];
  if (wa.length > MAX_WORDS || wb.length > MAX_WORDS) return null;
  const u = unmatchedWords(a, b);
  const properties = twoProperties(a, b, u) ?? granularitySwap(a, b, u);
  if (properties) return properties;
  for (const h of hunks(wa, wb)) {
    if (!h.inner || !h.a.length || !h.b.length || h.a.length > MAX_SWAP || h.b.length > MAX_SWAP) continue;
    // (A failure word against any content word instead — "misses" / "flags", a noun to WordNet's corpus —
    // lost 4 duplicates on a–h: "dislikes" / "like", "fails" / "flaky".)
    const [pa, pb] = [h.a.filter((w) => !LIGHT.has(w) && isPredicate(w)), h.b.filter((w) => !LIGHT.has(w) && isPredicate(w))];
    if (!pa.length || !pb.length) continue;
    // (One meaning said more or less precisely — a verb and its hypernym, "killed" / "terminates" — is no swap.)
    if (h.a.some((x) => h.b.some((y) => relatedPredicates(x, y)))) continue;
    // (Read over the words each text has alone too: "avoid ORMs … write raw SQL" / "skip the ORM and
    // hand-write SQL" both say no, in other places.)
    // (One adjective for another between the same words — "metric units" / "imperial units" — lost 4
    // duplicates on a–h: down / unavailable, done / finished, shared / common, last / latest.)
    if (pa.some(negativeOutcome) !== pb.some(negativeOutcome) && ownNegative(a, b) !== ownNegative(b, a)) return `different predicates (${pa.join(" ")} / ${pb.join(" ")})`;
  }
  return null;
}

/**
 * One verb or adjective swapped for another and nothing else ("The cache layer compresses responses larger than
 * 1 KB" / "… encrypts responses …", "Users can end their trial" / "… extend their trial"): the two texts share
 * every other word, so word overlap reads them as one memory, but they say two different things of one subject.
 * Two words one step apart in WordNet, synonyms or forms of one word ("picks" / "chooses", "kill" / "terminate",
 * related-words.ts) are one meaning said more or less precisely and pass; so does a prefix abbreviation ("init" /
 * "initialize"). At least one of the two must be a predicate to WordNet's tagged corpus (a noun swapped for a noun is
 * the slot and value guards' business).
 */
export function swappedPredicate(a: string, b: string): string | null {
  const [wa, wb] = [words(a), words(b)];
  if (wa.length > MAX_WORDS || wb.length > MAX_WORDS) return null;
  const diff = hunks(wa, wb);
  if (diff.length !== 1 || diff[0].a.length !== 1 || diff[0].b.length !== 1) return null;
  const [x, y] = [diff[0].a[0], diff[0].b[0]];
  if (/\d/.test(x) || /\d/.test(y) || LIGHT.has(x) || LIGHT.has(y) || (!isPredicate(x) && !isPredicate(y))) return null;
  if (relatedPredicates(x, y) || x.startsWith(y) || y.startsWith(x) || phrasalCompound(x, a, y) || phrasalCompound(y, b, x)) return null;
  return `a different predicate (${x} / ${y})`;
}

const PARTICLES = ["in", "up", "out", "on", "off", "down", "over", "back"];
/** A verb with its particle written as one word on the other side ("logs in" / "login", "set up" / "setup"). */
function phrasalCompound(verb: string, text: string, other: string): boolean {
  return PARTICLES.some((p) => new RegExp(String.raw`\b${verb}\s+${p}\b`, "i").test(text) && formsOf(verb).some((f) => other === f + p));
}

/**
 * Two properties of one subject ("Bid logs are partitioned by hour" / "Bid logs are queried mostly by the
 * finance team"): the words both share all come first (the subject), every word after them differs, none
 * is a value, and one side says at least twice as much about the subject as the other. A paraphrase
 * rewords its predicate about as long ("fires every hour" / "runs hourly").
 */
export function twoProperties(a: string, b: string, u: Alignment = unmatchedWords(a, b)): string | null {
  if (u.a.length < 2 || u.b.length < 2 || [...u.a, ...u.b].some((w) => /\d/.test(w))) return null;
  const tail = (ws: readonly string[], own: readonly string[]) => {
    const first = ws.findIndex((w) => own.includes(w));
    return first > 0 && ws.slice(first).every((w) => own.includes(w));
  };
  if (!tail(alignedWords(a), u.a) || !tail(alignedWords(b), u.b)) return null;
  const [short, long] = [Math.min(u.a.length, u.b.length), Math.max(u.a.length, u.b.length)];
  return long >= 2 * short ? `two things said of one subject (${u.a.join(" ")} / ${u.b.join(" ")})` : null;
}

/** What a rule applies "per": the unit it counts by ("per customer", "per region") is a value of the rule. */
const PER = /\bper\s+([a-z][\w-]*)/gi;
/**
 * The same sentence counted per another unit ("The rate limit applies per customer" / "… per region"):
 * the one word each side has alone is what follows "per" on both. A different value, never one memory.
 */
export function granularitySwap(a: string, b: string, u: Alignment = unmatchedWords(a, b)): string | null {
  if (u.a.length !== 1 || u.b.length !== 1) return null;
  const per = (t: string) => [...t.matchAll(PER)].map((m) => m[1].toLowerCase());
  const [pa, pb] = [per(a), per(b)];
  const hit = (ws: string[], w: string) => ws.some((x) => x === w || x.startsWith(w) || w.startsWith(x));
  return hit(pa, u.a[0]) && hit(pb, u.b[0]) ? `counted per another unit (${u.a[0]} / ${u.b[0]})` : null;
}
