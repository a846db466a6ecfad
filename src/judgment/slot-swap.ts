/**
 * The slot guard of a merge (issue 12 round 8, "one thing said of two different subjects"): two texts
 * whose words align in order except that, in the same place between the same shared words, each side
 * has a word the other has nowhere — not as a synonym, a form, an acronym or a light word ("Clients
 * receive a receipt …" / "Partners receive an invoice …") — say the same thing of two different things.
 * A merge would keep one and drop the other, so it is refused, whatever path (rules or learned model)
 * proposed it. The role is read from position, not from a word list: the swapped words fill the same
 * slot of the shared frame (the subject before the shared verb, the object between shared words).
 * It never adds a conflict: it only stops a merge.
 */
import { alignedWords, sameWord, unmatchedWords } from "./synonym-duplicate";
import { memoByPair, memoByText } from "./memo";
import { isPredicate } from "./synonyms";
import { foldAcronyms } from "./abbreviations";
import { relatedPredicates } from "./related-words";

/** Past this many words a side is a paragraph: aligning costs the product, and the other guards read it. */
const MAX_WORDS = 40;
/** At most this many words on each side of a differing stretch: longer stretches are rewordings, not one word swapped. */
const MAX_STRETCH = 2;

const MIN_SWAPS = 2;

export interface Stretch { a: string[]; b: string[]; anchored: boolean }

/** Where two word lists differ (a longest common subsequence under sameWord), with whether a shared word borders the stretch. */
export function stretches(a: readonly string[], b: readonly string[]): Stretch[] {
  const n = a.length, m = b.length;
  const L: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) L[i][j] = sameWord(a[i], b[j]) ? L[i + 1][j + 1] + 1 : Math.max(L[i + 1][j], L[i][j + 1]);
  const out: Stretch[] = [];
  let cur: Stretch | null = null;
  let i = 0, j = 0, before = false;
  while (i < n || j < m) {
    if (i < n && j < m && sameWord(a[i], b[j]) && L[i][j] === L[i + 1][j + 1] + 1) {
      // A shared word after the stretch anchors it too (a subject before the shared verb).
      if (cur) out.push({ ...cur, anchored: true });
      cur = null;
      before = true;
      i++;
      j++;
    } else {
      cur ??= { a: [], b: [], anchored: before };
      if (j < m && (i >= n || L[i][j + 1] >= L[i + 1][j])) cur.b.push(b[j++]);
      else cur.a.push(a[i++]);
    }
  }
  if (cur) out.push(cur);
  return out;
}

/** Words that open a noun phrase: the word after one (or after one word more, an adjective) stands as a noun. */
const DETERMINERS = new Set(["a", "an", "the", "each", "every", "their", "its", "our", "your", "his", "her", "this", "that", "these", "those", "any", "some", "no"]);
/** A text's words in order, lower-cased, for reading what stands before a word. Memoised per text. */
const plainWords: (text: string) => string[] = memoByText((text) => text.toLowerCase().match(/[a-z0-9][a-z0-9_'.-]*[a-z0-9]|[a-z0-9]/g) ?? []);

/**
 * A noun where it stands: no verb or adjective by WordNet's tagged corpus, or (many nouns are verbs too:
 * "contract", "manifest") written after a determiner, directly or after one adjective.
 */
function nounHere(word: string, text: string): boolean {
  if (!isPredicate(word)) return true;
  const ws = plainWords(text);
  return ws.some((w, i) => w === word && (DETERMINERS.has(ws[i - 1] ?? "") || DETERMINERS.has(ws[i - 2] ?? "")));
}

/**
 * A word the other side writes inside one of its own words, or shortens ("site" / "website", "static" /
 * "statically", "c" / "celsius"): a rewording or an abbreviation, not another thing.
 */
const echoed = (w: string, other: readonly string[]) => other.some((o) => o.includes(w) || w.includes(o) || (w.length <= 3 && o.startsWith(w)));

/** Why two texts say one thing of two different things (the swapped words), or null. Memoised per pair. */
export const slotSwap: (a: string, b: string) => string | null = memoByPair(readSlotSwap);

function readSlotSwap(a: string, b: string): string | null {
  const u = unmatchedWords(a, b);
  if (!u.a.length || !u.b.length) return null;
  const [wa, wb] = [alignedWords(a), alignedWords(b)];
  if (wa.length > MAX_WORDS || wb.length > MAX_WORDS) return null;
  const swaps: string[] = [];
  for (const s of stretches(wa, wb)) {
    if (!s.anchored || !s.a.length || !s.b.length || s.a.length > MAX_STRETCH || s.b.length > MAX_STRETCH) continue;
    // Only words with no partner anywhere on the other side (synonyms, forms, acronyms already paired);
    // numbers and values are the value guard's (value-clash.ts).
    const [xa, xb] = [s.a.filter((w) => u.a.includes(w) && !/\d/.test(w)), s.b.filter((w) => u.b.includes(w) && !/\d/.test(w))];
    // The stretch's last word is its head ("archive bucket" / "staging folder"); both heads must be nouns.
    const [ha, hb] = [xa.at(-1), xb.at(-1)];
    // (Two predicates one step apart in WordNet — "picks" / "chooses", "full" / "whole" — are one meaning said
    // more or less precisely, not two things.)
    if (ha && hb && nounHere(ha, a) && nounHere(hb, b) && !echoed(ha, wb) && !echoed(hb, wa) && !relatedPredicates(ha, hb)) swaps.push(`${ha} / ${hb}`);
  }
  return swaps.length >= MIN_SWAPS ? `one thing said of two different things (${swaps.join(", ")})` : null;
}

/** At most this many words on each side of a swapped subject ("SLA breaches" / "Service outages"). */
const MAX_SUBJECT = 3;

/**
 * One thing said of two different subjects, by one swap (issue 12, session 16): the stricter guard a learned merge
 * between texts of middling closeness must pass (compare.ts LEARNED_SUBJECT_COS). "SLA breaches page the on-call
 * lead." / "Service outages page the on-call lead.": both sentences open with words that differ, up to their first
 * shared word; none has a partner on the other side (synonyms, forms, acronyms and abbreviations folded first: "The DWH
 * …" / "Our data warehouse …" is one subject), and a noun heads one of them (the stretch is the subject by its place:
 * "breaches" is a verb too). Settings (a key/value line, a table row) have no subject and are not read. Memoised per pair.
 */
export const subjectSwap: (a: string, b: string) => string | null = memoByPair(readSubjectSwap);

/** A setting's layout (a key/value line, a table row): no sentence with a subject. */
const LAYOUT = /[=:|→]/;

function readSubjectSwap(a: string, b: string): string | null {
  if (LAYOUT.test(a) || LAYOUT.test(b)) return null;
  const u = unmatchedWords(a, b);
  if (!u.a.length || !u.b.length) return null;
  const [wa, wb] = [alignedWords(foldAcronyms(a, b)), alignedWords(foldAcronyms(b, a))];
  if (wa.length > MAX_WORDS || wb.length > MAX_WORDS) return null;
  // Only the stretch that opens both texts, up to their first shared word: the subject by its place.
  const s = stretches(wa, wb)[0];
  if (!s || !s.anchored || !s.a.length || !s.b.length || s.a.length > MAX_SUBJECT || s.b.length > MAX_SUBJECT || wa[0] !== s.a[0] || wb[0] !== s.b[0]) return null;
  const [xa, xb] = [s.a.filter((w) => u.a.includes(w) && !/\d/.test(w)), s.b.filter((w) => u.b.includes(w) && !/\d/.test(w))];
  const [ha, hb] = [xa.at(-1), xb.at(-1)];
  if (!ha || !hb || echoed(ha, wb) || echoed(hb, wa)) return null;
  return nounHere(ha, a) || nounHere(hb, b) ? `two different subjects (${ha} / ${hb})` : null;
}
