/**
 * Order statements: "tests first, then the implementation", "the implementation comes after the
 * tests", "review before merging". Read as pairs of steps (earlier, later), each step the content
 * word next to its cue, so that two texts saying one order in other shapes agree and two saying
 * opposite orders clash — whatever else they share.
 */
import { alignedWords } from "./synonym-duplicate";
import { isPredicate, synonymous } from "./synonyms";
import { stemWord } from "./values";
import { memoByText } from "./memo";

/** A step is the two content words nearest its cue ("unit tests"): steps meet when a word of each does. */
export type Step = [earlier: string[], later: string[]];

/** Words that say order, not what is ordered. */
export const ORDER_WORDS = new Set(["first", "firstly", "second", "secondly", "third", "then", "next", "last", "lastly", "finally", "after", "afterwards", "before", "beforehand", "ahead", "prior", "come", "comes", "came", "go", "goes", "follow", "follows", "followed", "precede", "precedes", "preceded", "only"]);

/** Verbs that say a step happens, not which step ("the unit tests run after lint"). */
const HAPPEN = new Set(["run", "runs", "ran", "happen", "happens", "happened", "execute", "executes", "start", "starts", "occur", "occurs", "take", "takes", "place"]);
/** A verb or modal that states an order on the left of "before"/"after". */
const STATED = /\b(?:must|should|always|never|has to|have to|need(?:s)? to|comes?|came|goes|go|runs?|ran|happens?|is|are|be|gets?|ships?|lands?|starts?)\b/i;
const stepWords = (s: string) => alignedWords(s).filter((w) => !ORDER_WORDS.has(w) && !HAPPEN.has(w));
const lastOf = (s: string) => stepWords(s).slice(-2);
const firstOf = (s: string) => stepWords(s).slice(0, 2);

/** The order a text states, as (earlier, later) pairs of step words. */
const same = (x: string, y: string) => x === y || stemWord(x) === stemWord(y) || synonymous(x, y);
const meet = (xs: string[], ys: string[]) => xs.some((x) => ys.some((y) => same(x, y)));

/** Kept per text (callers only read): both order readers ask it of both texts of every pair. */
export const orderSteps = memoByText((text: string): readonly Step[] => readOrderSteps(text));

function readOrderSteps(text: string): Step[] {
  const out: Step[] = [];
  const add = (x: string[], y: string[]) => x.length && y.length && !meet(x, y) && out.push([x, y]);
  for (const clause of text.split(/[.;!?\n—–]+|\s-\s/)) {
    for (const m of clause.matchAll(/(.+?)\b(before|ahead of|prior to|after|following)\b(.+)/gi)) {
      const [left, cue, right] = [m[1], m[2].toLowerCase(), m[3]];
      // The order must be stated ("X must run before Y", "run X after Y"), not named as a case: in
      // "motion commands before homing trip a fault" the wrong order is the subject of a gotcha.
      if (!STATED.test(left) && !isPredicate(left.trim().split(/\s+/)[0] ?? "")) continue;
      if (cue === "after" || cue === "following") add(firstOf(right), lastOf(left));
      else add(lastOf(left), firstOf(right));
    }
  }
  // "X first. Then Y" / "X first, then Y" / "X first. Y second."
  const firsts = [...text.matchAll(/([\w-]+(?:\s+[\w-]+)?)\s+(?:go(?:es)?\s+)?first\b/gi)].map((m) => lastOf(m[1]));
  const thens = [...text.matchAll(/\b(?:then|next|afterwards|second(?:ly)?)\b[,:]?\s+([\w\s-]+)/gi), ...text.matchAll(/([\w-]+(?:\s+[\w-]+)?)\s+second\b/gi)].map((m) => (/^(?:then|next|afterwards|second)/i.test(m[0]) ? firstOf(m[1]) : lastOf(m[1])));
  for (const x of firsts) for (const y of thens) add(x, y);
  return out;
}


/** Two texts stating opposite orders of the same two steps, as "x / y", or null. */
export function orderClash(a: string, b: string): string | null {
  const [sa, sb] = [orderSteps(a), orderSteps(b)];
  for (const [x, y] of sa) for (const [u, v] of sb) if (meet(x, v) && meet(y, u)) return `${x.join(" ")} before ${y.join(" ")} / ${u.join(" ")} before ${v.join(" ")}`;
  return null;
}

/** Two texts stating the same order of the same two steps (and no opposite one). */
export function sameOrder(a: string, b: string): boolean {
  const [sa, sb] = [orderSteps(a), orderSteps(b)];
  return !orderClash(a, b) && sa.some(([x, y]) => sb.some(([u, v]) => meet(x, u) && meet(y, v)));
}
