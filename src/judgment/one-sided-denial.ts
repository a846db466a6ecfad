/**
 * Does one side deny what the other asserts? The duplicate blocker's question (similarity.ts
 * semanticDuplicateBlocker), asked instead of "does one side hold a denial word at all". A denial on one
 * side only still keeps two close texts apart, except where the negative word denies no part of the claim
 * both texts make:
 *  - a negated requirement ("don't X without Y", "nobody X until Y", "X can't start until Y") states that X
 *    needs Y first, as the other side does when it names Y as the prerequisite ("Y before X", "X with Y",
 *    "X waits for Y") or orders the two ("ask me before X"); not when it puts Y after X ("X before Y");
 *  - a negated negative word ("readings aren't lost", "never fails now", "don't forget to") asserts the
 *    positive: two negatives cancel, unless the other side states a negative outcome in a word of its own
 *    ("readings are dropped"), which is the shape of a contradiction;
 *  - fixed expressions whose negative word denies nothing ("not only … but", "no matter how", "never the other way round");
 *  - a denial inside a purpose clause ("… so that builds don't drift", "… to avoid stale reads") is the reason for what
 *    the main clause says, not the claim: it counts only where the other side speaks of what it denies.
 * Everything else a denial says counts as before (negation-scope.ts deniesSomethingAgainst).
 */
import { deniesSomething, deniesWordAgainst, has, rootOf, stanceOf } from "./negation-scope";
import { negativeOutcome, ownNegative } from "./negative-outcome";
import { memoByText } from "./memo";

/**
 * Fixed expressions holding a negative word that denies nothing: "not only X but (also) Y" (X and Y; without the "but",
 * "the whole book, not only the trades" is a contrast), "no matter how", an order restated ("never the other way round").
 */
const IDIOMS = /\bnot (?:only|just|merely)\b(?=[^.;!?]*\bbut\b)|\bno matter\b|\bno doubt\b|\bnever mind\b|\b(?:and )?(?:never|not) the other way (?:a?round)\b/gi;
/**
 * A negation and the word it negates, with an adverb or a copula's form between: "aren't lost", "never really fails",
 * "not be dropped". ("without breaking X" is left alone: after a denial it states a requirement, negation-scope.ts.)
 */
const NEGATED_WORD = /\b(?:not|never|no longer|(?:[a-z]+)n['’]t)\s+(?:(?:be|been|being|get|got|gets|getting|ever|really|even|actually|[a-z]{3,}ly)\s+)?([a-z]+)\b/gi;
/** A purpose clause up to the clause's end: "so (that) …", "to avoid …", "to prevent …", "in order not to …", "lest …". */
const PURPOSE_CLAUSE = /(?:,\s*|\s)(?:so(?: that)?|to avoid|to prevent|in order not to|lest)\s[^.;:!?,]*/gi;
/** Negative states that a negation turns into their positive ("no longer flaky" = stable): adjectives of failing. */
const NEGATIVE_STATES = /^(?:flaky|buggy|unstable|unreliable|lossy|leaky)$/;
/** Words that order two events: the other side saying "ask me before X" orders what a negated requirement needs. */
const ORDER = /\b(?:before|after|first|once|until|till|waits?|waiting|prior to|only when)\b/i;

/** The text with idioms read as what they say and negated negative words as the positive they assert. */
function plainNegatives(text: string, other: string): string {
  let out = requirementsInPlace(idiomsRead(text));
  // (Only against a side that denies nothing: where both deny, the purpose clause may be the other's denial said again.)
  if (!deniesSomething(other)) out = out.replace(PURPOSE_CLAUSE, (all: string) => (deniedNamedIn(all, other) ? all : " "));
  // Two negatives cancel only where the other side says nothing negative of its own in another word.
  if (ownNegative(other, text)) return out;
  out = out.replace(NEGATED_WORD, (all, word: string) => (negativeOutcome(word.toLowerCase()) || NEGATIVE_STATES.test(word.toLowerCase()) ? " " : all));
  return out;
}
const idiomsRead = memoByText((text: string) => text.replace(IDIOMS, " "));

/** A requirement fronted before its clause: "Until legal approves it, the migration can't proceed." */
const FRONTED_REQUIREMENT = /(^|[.;!?]\s+)(until|without|before)\s+([^,.;!?]+),\s*([^.;!?]+)/gi;
/**
 * A fronted requirement put back after its clause ("the migration can't proceed until legal approves it"), where the
 * negation reader reads a negated requirement: a comma ends a clause for it, so fronted, the denial stood alone.
 */
export const requirementsInPlace = (text: string) => text.replace(FRONTED_REQUIREMENT, (_, start: string, word: string, required: string, main: string) => `${start}${main} ${word.toLowerCase()} ${required}`);

/** Does `other` speak of a word `clause` denies? */
function deniedNamedIn(clause: string, other: string): boolean {
  const o = stanceOf(other);
  return [...stanceOf(clause).denied].some((w) => has(o.mentioned, w));
}

/**
 * A negated requirement met by the other side: some word of what it requires is named there, not denied and not
 * after "before" or "then" in its clause (that would order Y after X), or the other side orders events itself.
 */
function requirementMet(required: Set<string>, other: string): boolean {
  const o = stanceOf(other);
  const named = [...required].filter((w) => has(o.mentioned, w) && !has(o.denied, w));
  const afterBefore = new Set(
    other.toLowerCase().split(/[.;:!?]+(?:\s|$)/).flatMap((c) => (c.split(/\b(?:before|then|afterwards)\b/).slice(1).join(" ")).match(/[a-z0-9]+/g) ?? []).map(rootOf),
  );
  if (named.some((w) => has(afterBefore, w))) return false;
  return named.length > 0 || ORDER.test(other);
}

/**
 * Does `text` deny something that matters against `other`, read as above: a hedge other than a negated requirement, a
 * requirement the other side does not meet, or a denied word (a positive read from an antonym only when `other`
 * speaks of it).
 */
export function deniesAgainstOther(text: string, other: string): boolean {
  const s = stanceOf(plainNegatives(text, other));
  if (s.hedgedOtherwise) return true;
  if (s.hedged && !requirementMet(s.required, idiomsRead(other))) return true;
  return deniesWordAgainst(s, stanceOf(other), [text, other]);
}

/** One side denies something that matters against the other, and the other does not. */
export const deniesOnOneSide = (a: string, b: string): boolean => deniesAgainstOther(a, b) !== deniesAgainstOther(b, a);

/**
 * One side requires what the other goes without: "nobody restarts the broker until the replicas have caught up" /
 * "restart the broker without waiting for the replicas" (both sides deny something, so no denial is one-sided; the
 * merge guard asks this). A denial under a condition ("unquoted, the import matches nothing") goes without nothing.
 * Returns the required word the other side denies, or null.
 */
export function requirementDropped(a: string, b: string): string | null {
  for (const [x, y] of [[a, b], [b, a]]) {
    const [sx, sy] = [stanceOf(x), stanceOf(y)];
    const dropped = [...sx.required].find((w) => has(sy.denied, w) && !has(sy.conditioned, w) && !has(sy.supposed, w) && !has(sx.denied, w));
    if (dropped) return dropped;
  }
  return null;
}
