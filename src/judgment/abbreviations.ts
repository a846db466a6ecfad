/**
 * Acronyms and abbreviations, read by rule (issue 12, session 16), so the word aligner (synonym-duplicate.ts) pairs
 * "DWH" with "data warehouse", "OTA" with "over-the-air", "HIL" with "hardware-in-the-loop", "config" with
 * "configuration", "k8s" with "Kubernetes" — without a list of pairs.
 *  - An acronym is a token written in capitals (2–6 letters, "POs" its plural) whose letters are the initials of a run
 *    of words on the other side, in order. Hyphens join those words like spaces; short function words ("of", "and",
 *    "the", "in", "for", "to", "on", "a") may stand between them unspelled ("hardware-in-the-loop"), or give their
 *    initial ("HIL"). A closed compound may give two letters, its own and its second part's: "warehouse" is w + h
 *    ("DWH"), "hardware" h + w ("HW"), when both parts have at least three letters.
 *  - An abbreviation is a lower-case word that stands for a longer one: its prefix of three letters or more with at
 *    least three letters cut ("config", "env", "repo"), its consonant skeleton ("mgmt", "pkg", "svc": the first letter,
 *    then consonants in order, at least three letters), or a numeronym ("k8s", "i18n": first letter, how many letters
 *    between, last letter).
 * Nothing here merges anything: the aligner pairs words, and every duplicate path and guard still has its say.
 */
import { categoryOf } from "./lexicon";
import { memoByText, regexOf } from "./memo";

/** Function words an acronym may skip between its words. */
const SKIPPABLE = new Set(["of", "and", "the", "in", "for", "to", "on", "a", "an", "as", "&"]);
/** Shortest part of a closed compound that may give an acronym a letter ("ware|house"). */
const MIN_PART = 3;

/** Capitalised acronyms in a text, as written without a plural s ("POs" → "PO"). Digits are no part of an initial. */
export const acronymsOf = memoByText((text: string): string[] =>
  [...new Set((text.match(/\b[A-Z]{2,6}(?=s?\b)/g) ?? []))]);

/** Words of a text for spelling: lower case, hyphens as spaces, each with its start offset in the text. */
function spellWords(text: string): { w: string; start: number; end: number }[] {
  return [...text.matchAll(/[A-Za-z][A-Za-z']*|&/g)].map((m) => ({ w: m[0].toLowerCase(), start: m.index!, end: m.index! + m[0].length }));
}

/**
 * Letters a word may give an acronym from position `k` of the acronym: its initial, and for a closed compound its
 * initial and a later part's initial ("warehouse" → "wh"). Returns each count of letters of `acr` from `k` it can
 * spell, shortest first (none: an empty list).
 */
function spells(word: string, acr: string, k: number): number[] {
  if (word[0] !== acr[k]) return [];
  const out = [1];
  const next = acr[k + 1];
  if (next && word.length >= 2 * MIN_PART) {
    for (let i = MIN_PART; i <= word.length - MIN_PART; i++) if (word[i] === next) { out.push(2); break; }
  }
  return out;
}

/**
 * Where a run of words in `text` spells `acronym` by its initials, as [start, end) offsets, or null. The run starts
 * and ends on a spelling word; every word between spells a letter or is a skippable function word.
 */
export function spelledOut(acronym: string, text: string): [number, number] | null {
  const acr = acronym.toLowerCase();
  const words = spellWords(text);
  const from = (i: number, k: number): number | null => {
    if (k === acr.length) return i - 1;
    if (i >= words.length) return null;
    for (const n of spells(words[i].w, acr, k)) {
      const end = from(i + 1, k + n);
      if (end !== null) return end;
    }
    // (A function word may be skipped, never the first or last word of the run.)
    if (k > 0 && SKIPPABLE.has(words[i].w)) return from(i + 1, k);
    return null;
  };
  for (let i = 0; i < words.length; i++) {
    // A word of the run that is the acronym itself, or one letter alone, spells nothing.
    // (Nor does a run open on a function word: "the alpha build" is no "TAB".)
    if (words[i].w === acr || words[i].w.length < 2 || SKIPPABLE.has(words[i].w)) continue;
    const last = from(i, 0);
    // Two or more words, or one closed compound giving every letter ("hardware" → HW).
    if (last !== null) return [words[i].start, words[last].end];
  }
  return null;
}

/** `text` with each run of words that spells an acronym of `other` written as that acronym ("data warehouse" → "DWH"). */
export function foldAcronyms(text: string, other: string, wordRunsOnly = false): string {
  for (const acr of acronymsOf(other)) {
    // (An acronym both texts write stays as it is.)
    // (One compiled pattern per acronym, kept: a write meets the same acronyms candidate after candidate.)
    if (regexOf(`\\b${acr}s?\\b`).test(text)) continue;
    const span = spelledOut(acr, text);
    // wordRunsOnly: a run of two or more words only (the polarity reader: "double" is no "DB" there).
    if (span && (!wordRunsOnly || /[\s-]/.test(text.slice(span[0], span[1])))) text = `${text.slice(0, span[0])}${acr}${text.slice(span[1])}`;
  }
  return text;
}

const VOWEL = /[aeiouy]/;

/**
 * Whether the lower-case word `short` abbreviates `long` by rule: a numeronym ("k8s" = kubernetes), a prefix with at
 * least three letters cut ("config" / "configuration", "repo" / "repository"), or a consonant skeleton ("mgmt" /
 * "management", "pkg" / "package").
 */
export function abbreviates(short: string, long: string): boolean {
  if (short.length >= long.length || /[^a-z0-9]/.test(short) || /[^a-z]/.test(long)) return false;
  const numeronym = /^([a-z])(\d{1,2})([a-z])$/.exec(short);
  if (numeronym) return long[0] === numeronym[1] && long.at(-1) === numeronym[3] && long.length === Number(numeronym[2]) + 2;
  if (/\d/.test(short) || short.length < 3) return false;
  // (Not between two names the lexicon knows, or a name and its own prefix: "java" / "javascript", "git" / "github".)
  if (categoryOf(short) !== null || categoryOf(long) !== null) return false;
  if (long.startsWith(short)) return long.length - short.length >= 3;
  // A skeleton keeps the first letter and drops vowels after it: none may be left, and it ends as the word does
  // or on one of its consonants in order.
  if (short[0] !== long[0] || VOWEL.test(short.slice(1))) return false;
  let i = 1;
  for (const c of short.slice(1)) {
    i = long.indexOf(c, i) + 1;
    if (i === 0) return false;
  }
  return true;
}
