/**
 * The ruled-out guard of a merge (issue 12, session 18: t-c-105). "The flaky test probably depends on the machine's
 * timezone" / "… fails in UTC as well; timezone has nothing to do with it": one text puts a cause forward, the other
 * rules it out, in words the negation reader does not take for a denial (no "not" before the word, an idiom after it).
 * Both texts name the timezone and the test, so the embedder puts them at cosine 0.81 and the meaning path merged a
 * contradiction. Grammar says what is ruled out: the subject of "has nothing to do with", "is a red herring", "is
 * not the cause / culprit / problem", "was ruled out", and the object of "not caused by / due to / because of /
 * related to", "unrelated to", "rules out". When one side rules a thing out and the other names it without ruling it
 * out, the two do not say one thing. It never adds a conflict: it only stops a merge (asked by compare.ts's mergeClash).
 */
import { memoByText } from "./memo";
import { sameWord } from "./synonym-duplicate";
import { STOP_WORDS } from "./text";

/** A noun phrase of up to three words (its last word is the head). */
const PHRASE = String.raw`((?:[\w'’+.-]+\s+){0,2}[\w'’+.-]+)`;
/** Grammar whose subject is ruled out ("X has nothing to do with it", "X is not the cause", "X was ruled out"). */
const SUBJECT_RULED_OUT = new RegExp(String.raw`${PHRASE}\s+(?:has|have|had)\s+nothing\s+to\s+do\s+with\s+${PHRASE}|${PHRASE}\s+(?:is|was|are|were)(?:\s+just)?\s+a\s+red\s+herring|${PHRASE}\s+(?:is\s+not|isn't|was\s+not|wasn't|are\s+not|aren't)\s+(?:the|a)\s+(?:cause|culprit|problem|issue|reason|root\s+cause)\b|${PHRASE}\s+(?:is|was|are|were|has\s+been|have\s+been)\s+ruled\s+out`, "gi");
/** Grammar whose object is ruled out ("not caused by X", "unrelated to X", "ruled out X"). */
const OBJECT_RULED_OUT = new RegExp(String.raw`\b(?:(?:not|never|n't)\s+(?:caused\s+by|due\s+to|because\s+of|related\s+to|linked\s+to)|unrelated\s+to|irrelevant\s+to|rul(?:e|es|ed|ing)\s+out)\s+(?:the\s+|a\s+|an\s+|any\s+)?${PHRASE}`, "gi");
/** Words that point back to what the sentence is about ("nothing to do with it"): no thing of their own. */
const POINTERS = new Set(["it", "this", "that", "these", "those", "them", "they", "anything", "something", "everything", "either"]);
/** Prepositions and conjunctions the stop list lacks: an object phrase ends before them. */
const PHRASE_ENDS = new Set(["after", "before", "during", "until", "once", "where", "although", "though", "yet", "except", "since", "because", "now", "anymore", "either", "too", "as"]);

/** The words of a text, lower-cased, for asking whether it names a thing. */
const wordsOf = memoByText((text: string): string[] => text.toLowerCase().replace(/['’]s\b/g, "").match(/[a-z0-9][a-z0-9_+.-]*[a-z0-9+]|[a-z0-9]/g) ?? []);

/**
 * The head word of a phrase, lower-cased, or null for a pointer or a function word. A subject ends where its verb
 * starts: its last word. An object runs on into what follows ("the network card after swapping it"): its last word
 * before the first function word.
 */
function head(phrase: string | undefined, object = false): string | null {
  let words = wordsOf(phrase ?? "");
  if (object) {
    const stop = words.findIndex((w, i) => i > 0 && (STOP_WORDS.has(w) || PHRASE_ENDS.has(w)));
    if (stop > 0) words = words.slice(0, stop);
  }
  const last = words.at(-1);
  return last && !POINTERS.has(last) && !STOP_WORDS.has(last) ? last : null;
}

/** The things a text rules out: each a list of head words the other text must all name (one, or the two sides of "X has nothing to do with Y"). Memoised per text. */
export const ruledOut = memoByText((text: string): string[][] => {
  const out: string[][] = [];
  for (const m of text.matchAll(SUBJECT_RULED_OUT)) {
    // "X has nothing to do with Y": the link between X and Y is ruled out (Y a pointer: X itself).
    const [x, y] = m[1] !== undefined ? [head(m[1]), head(m[2], true)] : [head(m[3] ?? m[4] ?? m[5]), null];
    const heads = [x, y].filter((w): w is string => w !== null);
    if (heads.length) out.push(heads);
  }
  for (const m of text.matchAll(OBJECT_RULED_OUT)) {
    const h = head(m[1], true);
    if (h) out.push([h]);
  }
  return out;
});


/** Whether `text` names every word of `thing` (the same word, a form or a synonym). */
const names = (text: string, thing: string[]) => thing.every((w) => wordsOf(text).some((x) => sameWord(x, w)));

/** Why two texts do not say one thing because one rules out what the other names, or null. */
export function ruledOutClash(a: string, b: string): string | null {
  const [ra, rb] = [ruledOut(a), ruledOut(b)];
  if (!ra.length && !rb.length) return null;
  // Both ruling the same thing out is one finding said twice.
  const alsoRuledOut = (thing: string[], other: string[][]) => other.some((o) => o.some((w) => thing.some((t) => sameWord(t, w))));
  for (const [rules, other, otherRules] of [[ra, b, rb], [rb, a, ra]] as const) {
    for (const thing of rules) if (names(other, thing) && !alsoRuledOut(thing, otherRules)) return `one rules out what the other names (${thing.join(" / ")})`;
  }
  return null;
}
