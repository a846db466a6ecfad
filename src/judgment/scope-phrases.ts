/**
 * Where a claim holds, read from how the sentence opens (round 16). A text that opens with a place phrase ("On the
 * test bench the CAN bus runs at 125 kbit/s", "In the bike itself …", "On x86 servers …", "For the EU tenant, …") or
 * whose subject is one of several machines, builds or targets ("The STM32L4 build has …", "Zebra TC52 scanners run
 * …", "Bench units log at DEBUG") scopes everything it says to that place. Two texts whose scopes name two different
 * places ("test bench" / "bike", "STM32L4 build" / "STM32H7 variant") state two facts that both hold, like
 * "staging" / "production" (compare.ts reads them as a look-alike). The names need not be known to the lexicon: the
 * sentence's shape says that they name a place. Scopes are the same place when one's leading word is said on the
 * other side ("On the Pi" / "On the Raspberry Pi 4"), and a text with no scope agrees with any.
 */
import { memoByText } from "./memo";
import { STOP_WORDS } from "./text";
import { CONTEXT_WORDS } from "./lexicon";

/** Prepositions that open a place phrase: the claim holds on / in / for that place. */
const PLACE_PREPOSITION = /^(?:on|in|inside|for)$/i;
/** Determiners of a noun phrase naming one place ("the", "our"), and words that never start a place's name. */
const DETERMINER = /^(?:the|our|your|their|its|this|that|these|those)$/i;
/**
 * Fixed phrases that open a sentence without naming a place ("In the end", "On the other hand", "In practice", "On
 * average"), and time phrases ("In March", "In 2024", "On Mondays"): a window in time, not a place, is what a change
 * of mind is said under, so two such openings may well contradict each other.
 */
const NOT_A_PLACE = new Set(
  `end past future meantime meanwhile other fly long moment beginning first same case general practice theory short
  total addition particular fact order average contrast turn summary hindsight retrospect interim last next morning
  evening night day week month year quarter today tomorrow yesterday weekday weekdays weekend weekends january
  february march april may june july august september october november december monday mondays tuesday tuesdays
  wednesday wednesdays thursday thursdays friday fridays saturday saturdays sunday sundays most some many all each
  every any both either`.split(/\s+/).filter(Boolean),
);
/** Words a scope phrase ends at: a determiner opening the clause's subject, a verb, punctuation. */
const SCOPE_END = /^(?:the|a|an|our|its|their|this|that|is|are|was|were|be|has|have|had|runs?|uses?|goes|logs?|polls?|builds?|links?|needs?|gets?|sends?|stores?|keeps?|can|must|should|will|we|it|they|you|there|only|all|every|each)$/i;
/**
 * Head nouns of a subject that is one of several places a setting holds on: machines, boards, builds, targets, units
 * (qualifiers.ts reads the same heads when both sides name the same one; here the two heads may differ, "build" /
 * "variant", "build" / "image", since what matters is which one).
 */
const PLACE_HEAD = /^(?:nodes?|hosts?|boards?|machines?|servers?|runners?|devices?|instances?|pods?|fleets?|phones?|laptops?|vms?|gateways?|builds?|images?|targets?|variants?|units?|scanners?|rigs?|benches|bench|testbeds?|vehicles?|robots?|lines?|plants?|stacks?)$/;

const TOKEN = /[\p{L}\p{N}][\p{L}\p{N}+_.-]*[\p{L}\p{N}+]|[\p{L}\p{N}]/gu;
const tokensOf = (text: string) => [...text.matchAll(TOKEN)].map((m) => ({ word: m[0], at: m.index! }));

export interface Scope { words: string[]; how: "place" | "subject" }

/**
 * The scope a text's first sentence opens with: the words of a fronted place phrase ("On the HIL rig", "In the bike
 * itself", "On x86 servers"), or of a subject whose head is a place noun ("The STM32L4 build", "Bench units"), or null.
 */
export const scopeOf = memoByText((text: string): Scope | null => {
  const first = text.split(/[.!?](?:\s|$)|\n/)[0] ?? "";
  const tokens = tokensOf(first);
  if (tokens.length < 3) return null;
  if (PLACE_PREPOSITION.test(tokens[0].word)) {
    let i = 1;
    const determined = DETERMINER.test(tokens[i].word);
    if (determined) i++;
    const words: string[] = [];
    for (; i < tokens.length && words.length < 4; i++) {
      const w = tokens[i].word;
      // (A comma or colon right before this word closes the phrase: "For the EU tenant, retention is …".)
      if (words.length && /[,:;(]/.test(first.slice(tokens[i - 1].at + tokens[i - 1].word.length, tokens[i].at))) break;
      if (words.length && SCOPE_END.test(w)) break;
      words.push(w);
    }
    if (!words.length || NOT_A_PLACE.has(words[0].toLowerCase()) || /^\d/.test(words[0])) return null;
    // A place is named with a determiner ("the test bench") or by a name ("x86 servers", "ESP32-S3", "macOS"):
    // a bare lower-case word is a circumstance ("On failure", "In practice", "for tests").
    if (!determined && !/[A-Z0-9]/.test(words[0])) return null;
    return { words: words.map((w) => w.toLowerCase()), how: "place" };
  }
  // A subject: an optional determiner, one to three modifiers, a place head ("The Debian build", "ESP32 targets").
  let i = DETERMINER.test(tokens[0].word) ? 1 : 0;
  const start = i;
  for (; i < Math.min(tokens.length, start + 4); i++) {
    if (PLACE_HEAD.test(tokens[i].word) && i > start) {
      const words = tokens.slice(start, i).map((t) => t.word.toLowerCase());
      if (/^\d/.test(words[0]) || NOT_A_PLACE.has(words[0])) return null;
      // The words before the head modify a noun: no function word or verb among them ("We no longer build images",
      // "Use Jest for unit tests", "Please use imperial units" name no place).
      if (words.some((w) => STOP_WORDS.has(w))) return null;
      // The head ends the subject: what follows is its verb or where it is, not a preposition of a verb ("Docs
      // build with Docusaurus": "build" is the verb) nor another noun ("Docs site generator: …").
      const next = tokens[i + 1]?.word.toLowerCase() ?? "";
      if (/^(?:with|for|of|to|from|by|and|or)$/.test(next) || /^\s*:/.test(first.slice(tokens[i].at + tokens[i].word.length))) return null;
      return { words, how: "subject" };
    }
    if (/[,:;]/.test(first.slice(tokens[i].at + tokens[i].word.length, tokens[i + 1]?.at ?? first.length))) break;
  }
  return null;
});

const wordsOf = memoByText((text: string) => new Set(tokensOf(text.toLowerCase()).map((t) => t.word.replace(/s$/, ""))));
const said = (word: string, text: string) => wordsOf(text).has(word.replace(/s$/, ""));

/**
 * Why `a` and `b` hold in two different places ("test bench vs bike"), or null: both open with a scope, and neither
 * scope's leading word is said anywhere in the other text.
 */
export function distinctScopes(a: string, b: string): string | null {
  const [sa, sb] = [scopeOf(a), scopeOf(b)];
  if (!sa || !sb) return null;
  if (said(sa.words[0], b) || said(sb.words[0], a)) return null;
  // (Two scopes that share a modifier, "the ESP32 dev board" / "the ESP32-S3 dev board", are one family of places;
  // a shared head, "the sandbox account" / "the billing account", makes them two of one kind.)
  const head = (s: Scope) => s.words[s.words.length - 1];
  if (sa.words.some((w) => sb.words.includes(w) && !(w === head(sa) && w === head(sb)) && !PLACE_HEAD.test(w))) return null;
  return `${sa.words.join(" ")} vs ${sb.words.join(" ")}`;
}

/**
 * The contexts the lexicon knows among a scope's words ("Local docker-compose stack" → local, "On the x86 runners" →
 * x86). A scope's words modify the place noun, which is the qualifier form a weak context word needs (text.ts reads
 * "local", "test", "live" elsewhere only after "on", "in", or before a host noun).
 */
export const scopeContexts = memoByText((text: string): string[] => {
  const scope = scopeOf(text);
  return scope ? [...new Set(scope.words.map((w) => CONTEXT_WORDS[w]).filter((c): c is string => Boolean(c)))] : [];
});
