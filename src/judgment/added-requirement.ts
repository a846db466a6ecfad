/**
 * A requirement with an object of its own (round 24b, issue 12): "Sidexis runs on the imaging server." / "Sidexis
 * needs its licence dongle plugged into the imaging server." (ac-u-033, the duplicate model's wrong merge out of fold
 * at p 0.60). Both sides end on one shared object, but one side requires something else of it: a dongle, a licence, a
 * cable — a new finding, not the first one said again. "Sidexis needs the imaging server" requires only what the other
 * side already names, and is kept. Asked of the duplicate model's merges only (taste-guard.ts modelMergeGuard).
 */
import { alignedWords, sameWord } from "./synonym-duplicate";

const REQUIREMENT = /\b(?:needs?|requires?|must\s+(?:have|be\s+given)|has\s+to\s+have)\s+(.*)$/i;
/** Where the required object ends and the shared one it is tied to begins. */
const PREPOSITION = /\s(?:into|onto|on|in|at|to|from|with|for|by|under|inside|before|after)\s/i;
/** Letters two forms of one word share at the start ("licence" / "licences", "plugged" / "plug"). */
const ROOT = 4;
/** The words the other side may say of its own: the verb that ties its subject to the shared object. */
const MAX_OTHER_VERB_WORDS = 1;

const met = (w: string, other: readonly string[]) =>
  other.some((o) => sameWord(w, o) || (w.length >= ROOT && o.length >= ROOT && w.slice(0, ROOT) === o.slice(0, ROOT)));

function requirementAdded(requiring: string, other: string): string | null {
  if (REQUIREMENT.test(other)) return null;
  const m = REQUIREMENT.exec(requiring);
  if (!m) return null;
  const object = alignedWords(m[1].split(PREPOSITION)[0]);
  const ws = alignedWords(other);
  if (object.length === 0 || object.some((w) => met(w, ws))) return null;
  // The requirement is tied to what the other side names (the shared object after the preposition).
  const rest = alignedWords(m[1].slice(m[1].split(PREPOSITION)[0].length));
  if (rest.length === 0 || !rest.every((w) => met(w, ws))) return null;
  // …and the other side says nothing else than that object, its subject and one verb ("runs on"): a paraphrase of the
  // whole requirement in other words is left to the model.
  const own = alignedWords(requiring);
  if (ws.filter((w) => !met(w, own)).length > MAX_OTHER_VERB_WORDS) return null;
  return `one side requires something of its own (${object.join(" ")}) of what the other names`;
}

/** Why one text requires a thing the other never names, tied to their shared object, or null. */
export function addedRequirement(a: string, b: string): string | null {
  return requirementAdded(a, b) ?? requirementAdded(b, a);
}
