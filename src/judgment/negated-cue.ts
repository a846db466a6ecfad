/**
 * A verb of stopping, skipping or avoiding, negated on one side only (issue 12, session 16: r-c-027).
 * "Run tests with pytest -x so it stops at the first failure." / "Never stop at the first failure; I want the
 * full pytest report every time." Scoped negation (negation-scope.ts) reads "stop" as a cue that denies what
 * follows, so both texts seem to deny "failure" — a shared prohibition — and the pair merged. But "never stop"
 * is a double negation: it denies the stopping itself. When one text negates such a verb ("never stop", "don't
 * skip", "do not ignore") and the other uses the same verb plainly, the two say opposite things. It never adds a
 * conflict: it only stops a merge (asked by compare.ts's mergeClash).
 */
import { FORWARD_CUES, NOMINAL_CUES, SCOPE_BREAK, isNegation } from "./negation-lexicon";
import { memoByText } from "./memo";

/** Negation proper before a verb: "never", "not", "don't", "do not", "won't", "shouldn't"… */
const negates = (w: string) => isNegation(w) || /^(?:dont|doesnt|didnt|wont|cant|shouldnt|mustnt)$/.test(w);
/** Words that may stand between a negation and its verb: "never ever stop", "don't always skip", "do not just ignore". */
const BETWEEN = new Set(["ever", "really", "just", "always", "simply", "silently", "automatically", "quietly", "to", "be"]);
/** Verb cues only: nominal cues ("no", "without") and negation words deny a noun, not an act. */
const isVerbCue = (w: string) => FORWARD_CUES.has(w) && !NOMINAL_CUES.has(w) && !isNegation(w);
/** A word's verb cue in its shortest listed form ("drops", "dropped" → "drop"; "ignores" → "ignore"), or null. */
function verbCue(w: string): string | null {
  const forms = [w, w.replace(/s$/, ""), w.replace(/es$/, ""), w.replace(/d$/, ""), w.replace(/ed$/, ""), w.replace(/ing$/, ""), w.replace(/ing$/, "e"), w.replace(/(\w)\1(?:ed|ing)$/, "$1")];
  return forms.filter(isVerbCue).sort((x, y) => x.length - y.length)[0] ?? null;
}

interface CueUses { negated: Set<string>; plain: Set<string> }

/** The roots of a text's verb cues, negated ("never stop") or plain ("stops"). */
export const cueUses = memoByText((text: string): CueUses => {
  const out: CueUses = { negated: new Set(), plain: new Set() };
  for (const clause of clausesOf(text)) {
    const toks = clause.match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
    // A verb used without a negation before it, in a clause that denies or forbids it anyway ("skipping the
    // check is not allowed", "dropping events is forbidden"), is neither: the clause says the same as "never skip".
    const deniedClause = toks.some((t) => negates(t) || PROHIBITING.has(t));
    for (let i = 0; i < toks.length; i++) {
      const cue = verbCue(toks[i]);
      if (!cue) continue;
      let j = i - 1;
      while (j >= 0 && BETWEEN.has(toks[j])) j--;
      if (j >= 0 && negates(toks[j])) out.negated.add(cue);
      else if (!deniedClause) out.plain.add(cue);
    }
  }
  return out;
});

/** Predicates that forbid their subject ("… is forbidden"); "not allowed" is read by its negation. */
const PROHIBITING = new Set(["forbidden", "prohibited", "banned", "disallowed"]);

/** A text's clauses, lower-cased: split at punctuation and at the words that end a negation's scope ("but", "so"…). */
function clausesOf(text: string): string[] {
  return text.toLowerCase().replace(/’/g, "'").split(/[.;:!?,()]+/).flatMap((part) => part.split(SCOPE_BREAK_WORD));
}
const SCOPE_BREAK_WORD = new RegExp(`\\b(?:${[...SCOPE_BREAK].join("|")})\\b`);

/** Why two texts are not one memory (one negates a verb of stopping or skipping the other says plainly), or null. */
export function negatedCueClash(a: string, b: string): string | null {
  const [ua, ub] = [cueUses(a), cueUses(b)];
  const opposed = (x: CueUses, y: CueUses) => [...x.negated].find((r) => !x.plain.has(r) && y.plain.has(r) && !y.negated.has(r));
  const word = opposed(ua, ub) ?? opposed(ub, ua);
  return word ? `one side negates "${word}", the other does it` : null;
}
