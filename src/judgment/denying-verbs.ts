/**
 * Verbs that deny by their meaning (the negation lexicon's verb cues: "reject", "drop", "stop", "skip", "ignore",
 * "avoid") and the other verbs of the same action that the lexicon does not read as cues ("decline", "discontinue",
 * "end", "cancel", "void", "close", "leave out": a pass voided or a queue closed is one ended, as a cancelled one is). One text that turns claims down with "reject" and another that turns them down with
 * "decline" state one negative action in two words: the first reads as a denial of "claims", the second as asserting
 * them, and scoped negation would see a yes against a no. Closed classes of the trade, one per action.
 * Read by negation-scope.ts (opposedPolarity) only.
 */
import { isNegation } from "./negation-lexicon";
import { CLAUSE_PARTS } from "./text";
import { formsOf } from "./word-forms";

/** One action per line: refusing, ending, leaving out, disregarding, keeping away from. Dictionary forms. */
const CLASSES: string[][] = [
  ["reject", "decline", "refuse", "deny", "turn down", "rebuff", "veto"],
  ["drop", "stop", "end", "discontinue", "cease", "halt", "cancel", "void", "invalidate", "close", "terminate", "retire", "sunset", "ditch", "abandon", "quit", "kill", "phase out", "give up", "wind down", "shut down", "axe", "scrap"],
  ["skip", "omit", "leave out", "exclude", "bypass", "pass over", "drop"],
  ["ignore", "disregard", "overlook", "bypass", "skip"],
  ["avoid", "shun", "steer clear", "stay away"],
];
/** Particles that make a verb of these classes ("leave … out", "turn … down", "phase … out"), up to two words apart. */
const PARTICLE_GAP = 3;

/** Whether `word` is a form of `verb` ("dropped", "declining", "denied", "left" for leave): word-forms.ts, the one reader. */
const formOf = (word: string, verb: string) => formsOf(word).includes(verb);

/** A verb of these classes at `words[i]` (a one-word form, or a verb with its particle a few words on): its classes. */
function classesAt(words: string[], i: number): number[] {
  const out: number[] = [];
  CLASSES.forEach((members, c) => {
    for (const m of members) {
      const [verb, particle] = m.split(" ");
      if (!formOf(words[i], verb)) continue;
      if (!particle || words.slice(i + 1, i + 1 + PARTICLE_GAP).includes(particle)) out.push(c);
    }
  });
  return out;
}
/** How far a verb's object reaches, in words, and the words that end it ("dropped X and kept Y": Y is not dropped). */
const OBJECT_REACH = 8;
const OBJECT_END = new Set(["and", "or", "but", "then", "while", "because", "so"]);
/** Words no object is told by. */
const FILLER = new Set(["the", "a", "an", "of", "for", "to", "in", "on", "at", "their", "its", "our", "your", "my", "his", "her", "all", "any", "every", "this", "that", "these", "those", "out", "up", "down", "off"]);

/** Each denying verb in `words` before position `until`, with its classes and its object's words (up to a conjunction). */
function denyingVerbs(words: string[], until = words.length): { classes: number[]; object: string[] }[] {
  const out: { classes: number[]; object: string[] }[] = [];
  for (let i = 0; i < until; i++) {
    const classes = classesAt(words, i);
    if (!classes.length) continue;
    const object: string[] = [];
    for (let j = i + 1; j < Math.min(words.length, i + 1 + OBJECT_REACH) && !OBJECT_END.has(words[j]); j++) if (!FILLER.has(words[j])) object.push(words[j]);
    out.push({ classes, object });
  }
  return out;
}

/** A clause's parts, split as negation-scope.ts splits them (text.ts). */
const CLAUSES = CLAUSE_PARTS;
/** Words of a clause, lower case; a hyphenated compound in its parts ("set-top" → set, top). */
const wordsOf = (clause: string) => clause.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}']*/gu) ?? [];

/**
 * Whether `denier` denies a word (`isWord`) only by verbs of these classes (no "not", "never", "no" in its clause),
 * and `other`, in a clause free of negation proper, does an action of the same class to a thing one of those verbs
 * is done to (a word of their objects, before any "and"; `same` compares two words):
 * "Reject claims filed after 90 days" / "Decline claims submitted after 90 days", "we dropped the nightly backup and
 * kept the hourly ones" / "we discontinued the nightly backup …" (whose "kept" the cue reached too). ("Don't drop X"
 * against "discontinue X" is still a yes and a no: the denier's clause holds a negation; "dropped Redis" against
 * "dropped Postgres and kept Redis" too: no dropped thing is shared.)
 */
export function sameDenyingAction(denier: string, other: string, isWord: (w: string) => boolean, same: (x: string, y: string) => boolean): boolean {
  const denying: { classes: number[]; object: string[] }[] = [];
  for (const clause of denier.split(CLAUSES)) {
    const words = wordsOf(clause);
    const at = words.findIndex(isWord);
    if (at < 0) continue;
    if (words.some(isNegation)) return false;
    denying.push(...denyingVerbs(words, at));
  }
  if (!denying.length) return false;
  return other.split(CLAUSES).some((clause) => {
    const words = wordsOf(clause);
    if (words.some(isNegation)) return false;
    return denyingVerbs(words).some((v) => denying.some((d) => d.classes.some((c) => v.classes.includes(c)) && d.object.some((x) => v.object.some((y) => same(x, y)))));
  });
}
