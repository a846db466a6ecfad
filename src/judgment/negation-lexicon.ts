/**
 * The words scoped negation reads (negation-scope.ts): cues and how far they reach, antonym pairs,
 * predicates that deny their subject, condition and clause words. Plain tables, so a missing cue is
 * a one-line fix; the rules that use them stay in negation-scope.ts.
 */
import { wordTable } from "./word-table";

/** Cues that deny what follows them. Multi-word ones are matched on the joined lower-case words. */
export const FORWARD_CUES = new Set([
  // "zero data loss", "zero downtime": none of it.
  "zero",
  "not", "never", "no", "nothing", "none", "nobody", "nowhere", "without", "cannot", "neither", "nor",
  "avoid", "avoids", "avoided", "avoiding", "skip", "skips", "skipped", "skipping", "reject", "rejects", "rejected", "dislike", "dislikes", "hate", "hates", "refuse", "refuses", "refused",
  "against", "ban", "bans", "banned", "forbid", "forbids", "forbidden", "disallow", "disallows", "disallowed",
  "drop", "dropped", "ditch", "ditched", "stop", "stopped", "stops", "abandoned", "lacks", "lack", "lacking",
  // Not using something that is there: "the query ignores the created_at index" = "doesn't use it".
  "ignore", "ignores", "ignored", "ignoring", "bypass", "bypasses", "bypassed", "bypassing",
  // The same acts in other words: people write a dropped plan as "discontinued", a stopped payment as "cancelled", a
  // rejected claim as "declined"; one side with a cue and the other with its synonym read as a yes against a no.
  "discontinue", "discontinues", "discontinued", "discontinuing", "cancel", "cancels", "cancelled", "canceled", "cancelling", "canceling",
  "decline", "declines", "declined", "abandon", "abandons", "abandoning", "scrap", "scraps", "scrapped", "scrapping",
]);
export const PHRASE_CUES: [RegExp, number][] = [
  // [pattern over the joined words, words the cue itself takes]
  [/^no longer$/, 2], [/^instead of$/, 2], [/^rather than$/, 2], [/^in place of$/, 3], [/^steer clear of$/, 3],
  [/^stay away from$/, 3], [/^better than$/, 2], [/^away from$/, 2], [/^got rid of$/, 3], [/^get rid of$/, 3], [/^(?:moved|move|moves|moving) off$/, 2],
  // "leave out the basics" = skip them; "free of pop-ups" = without them.
  [/^(?:leave|leaves|left|leaving) out$/, 2], [/^free of$/, 2],
  // Removal as a change of mind: "we ripped out Redux", "tore out the ORM".
  [/^(?:ripped|rip|tore|tear|threw|throw|pulled|pull) out$/, 2],
  // A place a thing is kept out of: "kept outside the repo" = not in the repo. (Before a determiner or "of" only:
  // "outside contractors" names people.)
  [/^outside of$/, 2], [/^outside (?:the|our|your|their|its|this|that|any|a|an)$/, 1],
];
/** Negation proper, as one word (not a verb of avoiding or dropping): "not", "never", "no", "don't", "cannot"… */
export const NEGATION_WORDS = new Set(["not", "never", "no", "none", "nothing", "nobody", "nowhere", "neither", "nor", "cannot",
  // Contractions written without their apostrophe.
  "dont", "doesnt", "didnt", "wont", "cant", "isnt", "arent", "wasnt", "werent", "shouldnt", "couldnt", "wouldnt"]);
/** Is `word` (lower case) negation proper? */
export const isNegation = (word: string): boolean => NEGATION_WORDS.has(word) || word.endsWith("n't");
/**
 * A negation just before a word (text up to the word): "not enabled", "never really used", "isn't on". ("not even
 * encrypted" is no denial of encryption: "even" widens a prohibition to it.) Read by value-clash.ts and flag-states.ts.
 */
export const NEGATED_BEFORE = /(?:\b(?:not|never|no longer)|n't)\s+(?:(?!even\b)\w+\s+)?$/i;
export const NOMINAL_CUES = new Set(["no", "zero", "without", "against", "none", "nothing", "neither", "nor"]);
/** Negative members of antonym pairs → the positive word they deny. */
export const ANTONYMS: Record<string, string | string[]> = wordTable({
  disabled: "enabled", disable: "enable", disables: "enables", optional: "required", closed: "open", unprotected: "protected",
  deny: "allow", denies: "allows", denied: "allowed", disallowed: "allowed", blocked: "allowed", prohibited: "allowed",
  exclude: "include", excludes: "includes", excluded: "included", private: "public", offline: "online",
  light: "dark", hidden: ["visible", "exposed", "shown"], unsupported: "supported", unavailable: "available", unused: "used", insecure: "secure", async: "sync",
  asynchronous: "synchronous", asynchronously: "synchronously", manual: "automatic", manually: "automatically", lax: "strict", loose: "strict",
});
/** Predicates about being there at all: negated, they deny their subject ("v2.9 is no longer deployed"). */
export const EXISTENTIAL = new Set([
  "use", "used", "deployed", "live", "available", "running", "installed", "enabled", "active", "present", "there", "supported",
  "needed", "required", "maintained", "allowed", "possible", "true", "the", "a",
  // Being there at all, said of a feature: "scheduled publishing isn't built yet".
  "built", "implemented", "shipped", "launched", "released", "ready",
]);
/** Antonym negatives that say their subject is not in effect ("the cache is disabled"). */
export const STATE_NEGATIVES = new Set(["disabled", "offline", "unavailable", "unsupported", "unused"]);
/** Predicates that deny their subject ("the old instance was deleted", "v2.9 is retired"). */
export const NEGATIVE_PREDICATES = new Set([
  "deleted", "removed", "decommissioned", "deprecated", "retired", "dropped", "gone", "disabled", "unused", "unsupported",
  "unavailable", "shut", "killed", "sunset", "turned", "switched", "down", "obsolete", "dead", "defunct",
  "forbidden", "prohibited", "banned", "disallowed", "rejected", "refused", "skipped", "abandoned", "blocked",
  "cancelled", "canceled", "discontinued", "declined", "scrapped",
  "stripped", "omitted", "redacted", "masked", "excluded", "filtered",
  // Left unread: "pickup time is ignored" = the pickup time is not used (the passive of the cue "ignores").
  "ignored", "disregarded", "bypassed",
  // Not there, or not working: "the index was missing" = "there was no index", "the sandbox is broken" = "… is down".
  "missing", "absent", "broken",
]);
/** "blocked on the email templates", "blocked by review": waiting on something, a status, not a denial of the subject. */
export const WAITING_PREPOSITIONS = new Set(["on", "by", "until", "pending"]);
/** Determiners that open a predicate noun phrase: "X isn't the problem" denies that X is the problem, not the problem. */
export const PREDICATE_DETERMINERS = new Set(["the", "a", "an", "our", "my", "your", "their", "its", "this", "that"]);
/** Predicates that say nothing but "it holds": "localhost won't work" denies localhost itself. */
export const EMPTY_PREDICATES = new Set(["work", "works", "exist", "exists", "apply", "applies", "help", "helps", "matter", "function", "happen", "succeed"]);
/** Verbs that carry no content of their own: after "don't use", the object is what is denied. */
export const LIGHT_VERBS = new Set(["use", "using", "have", "has", "keep", "get", "add", "put", "make", "need", "want", "do"]);
/** Prepositions that start a qualifier phrase ("… in the mobile app"), ending a verbal denial. */
export const QUALIFIER_PREPOSITIONS = new Set(["in", "on", "at", "for", "from", "to", "with", "during", "inside", "into", "across", "against", "under", "within"]);
/** After a clause-initial "not", a contrast (", not by X"). */
export const PREPOSITIONS = new Set(["to", "in", "on", "at", "for", "from", "by", "with", "of", "about", "because"]);
/** A condition's words are neither asserted nor denied: "unless you pass --local" states no fact about --local. */
export const CONDITIONS = new Set(["unless", "if", "when", "whenever", "otherwise", "until"]);

export const COPULAS = new Set(["is", "are", "was", "were", "be", "been", "being", "isn't", "aren't", "wasn't", "weren't", "got", "gets", "get"]);
export const NEGATED_COPULAS = new Set(["isn't", "aren't", "wasn't", "weren't", "isnt", "arent", "wasnt"]);
/** Change verbs whose "from X" side is what stopped being true. */
export const CHANGE_VERBS = /^(?:switch|switched|switching|moved|move|moving|migrated|migrate|migrating|changed|change|went|converted|ported|upgraded|downgraded|bumped|transitioned|shifted|replaced|replace|replacing|swapped|swap)$/;
export const PREFER_WORDS = /^(?:prefer|prefers|preferred|preferring|favor|favour|favors|favours|choose|chose|pick|picked|like|use|go)$/;
/** Words that end a cue's scope: a new clause starts. */
export const SCOPE_BREAK = new Set(["but", "so", "because", "since", "while", "whereas", "although", "though", "which", "that", "then", "otherwise", "unless", "if", "when", "except", "however", "only", "instead"]);
/** Words too common to carry a contradiction on their own. */
export const WEAK = new Set(
  `a an the our my your their its this that these those we i you they it he she us me them his her
  is are was were be been being am has have had do does did will would should must can could may might shall
  of for in on at to from with by about as into onto per via and or but so if then than when while which who what where how
  also just really very always usually please note remember keep make sure use using used uses need needs needed want wants
  get gets got go goes going went thing things way time times one ones all any every each some more most other others
  yet still only first anymore any more there here now currently today new old same different own else
  isn't aren't wasn't weren't don't doesn't didn't won't can't cannot shouldn't mustn't not no never`
    .split(/\s+/)
    .filter(Boolean),
);
