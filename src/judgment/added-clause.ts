/**
 * A refinement that adds a clause (round 23b, issue 12): the word form of added-value.ts. "Idle alerts go to
 * dispatch." / "Idle alerts go to dispatch and to the driver's own phone.", "The user keeps the walk-in cooler at 4 °C."
 * / "The walk-in cooler is kept at 4 °C and logged twice a day on the inspector's form." (ac-r-010, ac-r-043, the
 * duplicate model's wrong merges out of fold): the longer side restates the shorter one and then, after "and", "with"
 * or "plus", says something of its own — a new recipient, a new practice. That clause is a new finding, so the pair is
 * a refinement, not one memory said twice. A clause that meets any word of the other side is a restatement in
 * another order ("… and Y" / "Y … X"), not an addition. Asked of the duplicate model's merges (taste-guard.ts
 * modelMergeGuard).
 */
import { alignedWords, sameWord } from "./synonym-duplicate";
import { relatedPredicates } from "./related-words";

const COORDINATOR = /,?\s+(?:and|with|plus)\s+/gi;
/** The added clause says at least this many words of its own… */
const MIN_CLAUSE_WORDS = 2;
/** …and what stands before it meets at least this share of the shorter side's words (a restatement of it). */
const MIN_RESTATED_SHARE = 0.6;
/** Letters two forms of one word share at the start ("kept" / "keeps" aside, "logged" / "logging"). */
const ROOT = 4;

const met = (w: string, other: readonly string[]) =>
  other.some((o) => sameWord(w, o) || (w.length > ROOT && o.length > ROOT && w.slice(0, ROOT) === o.slice(0, ROOT)) || relatedPredicates(w, o));

function clauseAdded(short: string, long: string): string | null {
  const ws = alignedWords(short);
  if (ws.length === 0) return null;
  for (const m of long.matchAll(COORDINATOR)) {
    const [head, tail] = [alignedWords(long.slice(0, m.index)), alignedWords(long.slice(m.index + m[0].length))];
    if (tail.length < MIN_CLAUSE_WORDS || tail.some((w) => met(w, ws))) continue;
    const restated = ws.filter((w) => met(w, head)).length;
    if (restated >= 2 && restated >= MIN_RESTATED_SHARE * ws.length) return `one side adds a clause of its own (${tail.join(" ")})`;
  }
  return null;
}

/** Why one text is the other plus a clause of its own after "and" / "with" / "plus", or null. */
export function addedClause(a: string, b: string): string | null {
  return clauseAdded(a, b) ?? clauseAdded(b, a);
}
