/**
 * Contexts named by their head noun (round 12). "In the load-test environment", "the shadow env", "the dev
 * tenant", "the STM32G4 variant": the noun says that the word before it names an environment (or a hardware
 * variant), whether or not the lexicon knows the word. Two texts that name two different ones hold in two
 * places, like "staging" / "production" (compare.ts `disjoint`). The context is written "<dimension>:<name>"
 * ("environment:load-test", "variant:stm32g4"); a name the lexicon knows ("QA environment", "dev tenant")
 * reads as the lexicon's context, so it meets "in QA" / "in dev" on the other side.
 */
import { CONTEXT_DIMENSIONS, CONTEXT_WORDS } from "./lexicon";

/** Words before the head noun that say which or how many, not a name ("every environment", "the same env"). */
const NOT_A_NAME = new Set(
  `a an the our my your their its this that these those each every per any all one same other another whole entire own
  separate different single shared required current new old given target which what where when vs of reads deploy service
  s no some both either neither multiple several many`.split(/\s+/),
);

/** Head nouns of an environment, and what follows them when they are something else ("env vars", "environment file"). */
const ENVIRONMENT_HEAD = /^(?:environment|env|tenant)$/i;
const NOT_AN_ENVIRONMENT_AFTER = /^\s*(?:var|vars|variables?|files?|settings?|config|keys?|names?|setup)\b/i;
/** A hardware variant named by a part number ("STM32F4 variant", "nRF52 variant"): letters and digits. "Spelling variant" names no part. */
const VARIANT_HEAD = /^variant$/i;
/** Words that open a noun phrase naming one thing. */
const DETERMINERS = new Set(["the", "our", "a", "an", "its", "their", "this", "that"]);
const PART_NUMBER = /^(?=.*\d)(?=.*[a-z])[a-z0-9-]{3,}$/i;

const WORD = /[\p{L}\p{N}][\p{L}\p{N}-]*/gu;

/** The contexts a clause names by a head noun, as "<dimension>:<name>" or the lexicon's context. */
export function namedContexts(clause: string): string[] {
  const out = new Set<string>();
  const words = [...clause.matchAll(WORD)];
  for (let i = 1; i < words.length; i++) {
    const head = words[i][0];
    const name = words[i - 1][0];
    const lower = name.toLowerCase();
    if (NOT_A_NAME.has(lower) || /^\d+$/.test(name)) continue;
    const [nameAt, headAt] = [words[i - 1].index!, words[i].index!];
    const after = clause.slice(headAt + head.length);
    // Two words of prose: a space between them, no part of a key, path or file name ("PSP_ENV", ".env.local").
    if (!/^\s+$/.test(clause.slice(nameAt + name.length, headAt)) || /[._/]$/.test(clause.slice(0, nameAt)) || /^[._/=]/.test(after)) continue;
    // A noun phrase that opens the clause or follows a determiner ("In the shadow environment", "(cert environment)").
    const opensClause = nameAt === firstWordIndex(words) || /[(:]\s*$/.test(clause.slice(0, nameAt));
    // (One lower-case word may stand between: "the older STM32F3 variant".)
    const determined = (i >= 2 && DETERMINERS.has(words[i - 2][0].toLowerCase()))
      || (i >= 3 && DETERMINERS.has(words[i - 3][0].toLowerCase()) && /^[a-z]+$/.test(words[i - 2][0]));
    if (!opensClause && !determined) continue;
    if (ENVIRONMENT_HEAD.test(head) && !NOT_AN_ENVIRONMENT_AFTER.test(after) && nameForm(name, opensClause)) {
      const known = CONTEXT_WORDS[lower];
      out.add(known && CONTEXT_DIMENSIONS[known] === "environment" ? known : `environment:${lower}`);
    } else if (VARIANT_HEAD.test(head) && PART_NUMBER.test(name)) {
      out.add(`variant:${lower}`);
    }
  }
  return [...out];
}

const firstWordIndex = (words: RegExpMatchArray[]) => words[0]?.index ?? 0;

/**
 * An environment's name is written in lower case ("the shadow environment"), as a short acronym ("UAT
 * environment") or capitalised only where it opens the clause ("Training environment resets…"). A capitalised
 * word inside a clause names a product whose environment it is ("the Sentry environment", "the Okta tenant").
 */
function nameForm(name: string, opensClause: boolean): boolean {
  if (name === name.toLowerCase()) return true;
  if (/^[A-Z]{2,4}$/.test(name)) return true;
  return opensClause && /^[A-Z][a-z-]+$/.test(name);
}

/** The dimension a context varies along: the lexicon's, or the prefix of a named one ("environment:shadow"). */
export function contextDimension(context: string): string {
  const known = CONTEXT_DIMENSIONS[context];
  if (known) return known;
  const colon = context.indexOf(":");
  return colon > 0 ? context.slice(0, colon) : context;
}
