/**
 * Scoped negation: which words a text asserts and which it denies. A negation cue ("not", "never",
 * "no longer", "don't", "avoid", "instead of", "skip", "rather than"…) denies the few words in its
 * scope only — up to the end of its clause, at most SCOPE_WORDS content words — not the whole text
 * ("we don't upload sourcemaps, the CDN serves them" denies uploading sourcemaps, not the CDN).
 * Also read as denials:
 *  - the negative of an antonym pair ("disabled" denies "enabled", "optional" denies "required");
 *  - a negated or negative predicate denies its subject ("Aurora isn't in use", "the old instance
 *    was deleted", "TLS verification is disabled");
 *  - the from-side of a change ("switched from X to Y", "replaced X with Y", "prefer Y over X").
 * Conditions ("only if", "unless", "when", "otherwise") say when, not whether: they deny nothing.
 * Code identifiers (`insecure_skip_verify`) are names, never cues.
 *
 * Two texts about one thing contradict each other when one denies a word the other asserts (and
 * does not deny); when both deny a same word they agree on a prohibition, which is not a conflict.
 */
import {
  ANTONYMS, CHANGE_VERBS, isNegation, CONDITIONS, COPULAS, EMPTY_PREDICATES, EXISTENTIAL, FORWARD_CUES, LIGHT_VERBS, NEGATED_COPULAS, NEGATIVE_PREDICATES, NOMINAL_CUES, PHRASE_CUES, PREDICATE_DETERMINERS, PREFER_WORDS, PREPOSITIONS, QUALIFIER_PREPOSITIONS, SCOPE_BREAK, STATE_NEGATIVES, WAITING_PREPOSITIONS, WEAK,
} from "./negation-lexicon";
import { WEAK_CONTEXTS } from "./lexicon";
import { CLAUSE_PARTS, clausesOf, contextsOfClause, identifierWords, removalIsAction, requirementBefore } from "./text";
import { deniedOutsideOnly } from "./only-restriction";
import { stemWord } from "./values";
import { WORDNET_ANTONYMS } from "./antonyms-wordnet";
import { otherInsideComparison } from "./ranges";
import { foldAcronyms } from "./abbreviations";
import { sameDenyingAction } from "./denying-verbs";
import { ABOVE_COMPARATIVES, ABOVE_PREPOSITIONS, BELOW_COMPARATIVES, BELOW_PREPOSITIONS, BOUND_WORDS, COMPARISON_WORDS, UPPER_BOUND_WORDS, alternation } from "./comparison-words";
import { memoByText } from "./memo";

/** Adverbs that may sit between a copula and its predicate ("is currently broken", "was still missing"). */
const COPULA_ADVERBS = new Set(["currently", "still", "now", "already", "temporarily", "permanently", "completely", "totally", "often", "sometimes", "always"]);

/** Negative predicates that are also actions done to a thing: as a rule or an event they deny nothing. */
const REMOVALS = new Set(["deleted", "removed", "dropped", "killed", "stripped", "omitted", "redacted", "masked", "filtered", "excluded", "purged", "revoked", "archived", "cancelled", "canceled", "discontinued", "declined", "scrapped"]);

/** Words that introduce examples of a noun ("prefixes like 'feat:'", "tools such as X"). */
const EXAMPLE_WORDS = new Set(["like", "such", "as", "e.g", "eg", "including"]);
/** Determiners before which a participle cue is an adjective ("each cancelled search", "the rejected claims"). */
const PARTICIPLE_DETERMINERS = new Set(["a", "an", "the", "each", "every", "any", "all", "some", "our", "their", "its", "this", "these", "those", "your", "my"]);
/** Particles of phrasal verbs ("split out", "pull in", "set up"): part of the verb, not a modifier. */
const PARTICLES = new Set(["out", "up", "in", "off", "down", "away", "back", "over", "apart"]);

/** An adverb between a copula and its predicate: the listed ones, or any manner adverb ("are silently dropped"). */
const mannerAdverb = (w: string) => COPULA_ADVERBS.has(w) || /^[a-z]{4,}ly$/.test(w);

/** Words that say how many, not which kind. */
const QUANTIFIERS = new Set(["many", "few", "several", "multiple", "lots", "numerous", "countless", "too", "extra", "additional"]);

/** Words after which "against" turns something down rather than saying where. */
const AGAINST_AFTER = /^(?:chose|choose|chosen|went|go|decided|decide|decides|voted|vote|argued|argue|is|are|was|were|be|am|'re|we're|i'm|strongly|firmly|recommend|recommended|advise|advised)$/;
/** Verbs that open an instruction, and the subjects that make them a statement instead ("if you use"). */
const IMPERATIVES = new Set(["use", "prefer", "always", "never", "avoid", "don't", "dont", "do", "put", "write", "keep", "add", "run", "make", "pick", "choose", "stick"]);
const SUBJECTS = new Set(["i", "you", "we", "they", "he", "she", "it", "people", "someone", "nobody", "to"]);

/** Words after a denial that make it a requirement: "don't bump X without Y", "no edit merges before its eval". */
const REQUIREMENT_AFTER = /^(?:without|before|until)$/;
/** Words after a denial that put it under a condition: "won't bust the cache unless it's declared", "blocked if …". */
const CONDITION_AFTER = /^(?:unless|if|when|whenever|once)$/;
/** Cues that deny what a requirement lacks: a second negation with one of them in a clause is a requirement ("EU requests lacking a consent string get no bid"). */
const LACKING = /^(?:without|lacking|lacks|lack)$/;
/** Nominal cues that negate a whole statement ("no edit merges without …", "nothing ships unless …"). */
const NEGATIVE_DETERMINERS = new Set(["no", "nothing", "nobody", "none"]);
/** Adverbs of degree after a negated verb: "doesn't support it well", "isn't always reliable" deny how much, not whether. */
const DEGREE_ADVERBS = new Set(["well", "fully", "properly", "reliably", "correctly", "consistently", "perfectly", "entirely", "always", "quite"]);

/** Verbs that leave a thing in a state: "keep nodeIntegration off" = nodeIntegration is off. */
const LEAVE_VERBS = /^(?:keep|keeps|kept|keeping|leave|leaves|left|leaving|turn|turns|turned|switch|switches|switched|set|sets|toggle|toggles|toggled)$/;
/** Verbs that leave a thing out: "leave X out of Y" = X is not in Y. */
const KEEP_OUT_VERBS = /^(?:keep|keeps|kept|keeping|leave|leaves|left|leaving)$/;
/** Last parts of a hyphenated compound that deny the first: "case-insensitive", "lock-free", "password-less". */
const NEGATIVE_COMPOUND = /^(?:free|less|insensitive|insensitively|agnostic|independent)$/;

/** A comparison bound before a number: "under 5 m/s", "above 10k", "exceeds 18 km/h", "at most 3". */
const BOUND = new RegExp(String.raw`\b(?:${BOUND_WORDS}|exceeds?)\s+[~≈]?[$€£]?\d`, "i");

/** Pronouns that stand for a whole noun phrase after a nominal cue ("without it", "no one else's"). */
const OBJECT_PRONOUNS = new Set(["it", "them", "this", "that", "these", "those", "one", "ones", "him", "her", "us", "me", "you"]);
/** A modal of necessity right after a negation: "never has to", "doesn't need to", "not have to". */
function negatedNecessity(toks: Token[], cue: number): boolean {
  let j = cue + 1;
  if (/^(?:do|does|did|will)$/.test(toks[j]?.lower ?? "") && toks[cue].lower !== "not") return false;
  if (/^(?:do|does|did|will)$/.test(toks[j]?.lower ?? "")) j++;
  return /^(?:have|has|had|need|needs)$/.test(toks[j]?.lower ?? "") && toks[j + 1]?.lower === "to";
}
/** Content words a cue reaches: "don't keep test data on staging" denies keep, test, data, staging. */
const SCOPE_WORDS = 4;
/** Comparatives that make "no/not X than" a bound: "more", "fewer", and the -er forms of adjectives ("later", "longer"). */
const COMPARATIVE = /^(?:more|less|fewer|[a-z]{2,}er)$/;

export interface Stance {
  asserted: Set<string>;
  denied: Set<string>;
  /** A negated condition ("unless", "otherwise") or a contrast (", not by X"): it denies, but no fact. */
  hedged: boolean;
  /** Hedged by something other than a negated requirement ("don't X without Y" alone leaves it false). */
  hedgedOtherwise: boolean;
  /** What a negated requirement says X needs ("don't X without Y", "nobody X until Y"): Y's roots. */
  required: Set<string>;
  /** Contexts of the clause a word is denied in ("don't run it against production"): the denial holds there. */
  deniedIn: Map<string, readonly string[]>;
  /** The place a denial is narrowed to ("in the repo"), per denied word. */
  deniedAt: Map<string, string[]>;
  /** Every content word, in any role (asserted, denied, in a condition). */
  mentioned: Set<string>;
  /** Words under a negated condition or a contrast ("unless you pass --local", ", not by tag"). */
  softDenied: Set<string>;
  /** Per denied word, the content word just before it inside the denial ("semicolon-separated files"), or null. */
  modifiers: Map<string, (string | null)[]>;
  /** Words of an alternative turned down ("prefer X over Y", "X instead of Y", "X rather than Y"): Y's words. */
  rejected: Set<string>;
  /** Words denied only as the positive of an antonym written ("disable" → enable), not written themselves. */
  byAntonym: Set<string>;
  /** Words denied under a condition ("won't bust the cache unless …", "PRs are blocked if …", "otherwise the state is gone"). */
  conditioned: Set<string>;
  /** The text states a condition or a requirement somewhere (a word under "if", "unless", "without" …). */
  conditional: boolean;
  /** Words denied inside a condition's own span ("if the CSV is opened without utf-8-sig, …"): a supposition, no claim. */
  supposed: Set<string>;
}

/** Comparable root of a word: light stem, doubled final consonant and common suffixes off ("running" = "runs" = "run"). */
export function rootOf(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, "");
  w = stemWord(w);
  for (const suffix of ["ations", "ation", "ions", "ion", "ings", "ing", "ed", "es", "er", "ly", "ment", "s"]) {
    // "asking" → "ask", "asked" → "ask": verb endings may leave three letters.
    if (w.length - suffix.length >= (suffix === "ing" || suffix === "ed" ? 3 : 4) && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  if (/([b-df-hj-np-tv-z])\1$/.test(w)) w = w.slice(0, -1);
  // A short word's final y is an i, as stemWord makes it for longer ones and "-ied" leaves it: "copy" = "copied".
  if (/^[a-z]{2}[^aeiou]y$/.test(w)) w = `${w.slice(0, -1)}i`;
  return w;
}

/** Roots match when equal, or when both are long and share their first five letters ("verification"/"verifies"). */
export function rootsMatch(x: string, y: string): boolean {
  if (x === y) return true;
  // A name of several words matches only itself.
  if (x.includes(" ") || y.includes(" ")) return false;
  // A code path or media type names its parts: "application/problem+json" holds "problem+json".
  if (/[/]/.test(x) || /[/]/.test(y)) return x.split("/").includes(y) || y.split("/").includes(x);
  if (x.length < 5 || y.length < 5) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return i >= 5 && i >= Math.min(x.length, y.length) - 2;
}

interface Token { raw: string; lower: string; root: string; code: boolean; neg?: boolean; part?: boolean }

function tokensOf(clause: string): Token[] {
  const out: Token[] = [];
  let titled = false;
  for (const m of clause.matchAll(/`[^`]*`|[\p{L}\p{N}][\p{L}\p{N}_'’.+#/-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu)) {
    const raw = m[0].replace(/[’]/g, "'");
    // A name of several capitalised words ("Firebase Analytics", "Cloud Composer") is one thing:
    // denying it does not deny its first word. (Not from a clause's first word, capitalised anyway.)
    const title = /^[A-Z][a-z]+$/.test(raw) && out.length > 0;
    if (title && titled && !WEAK.has(raw.toLowerCase())) {
      const prev = out[out.length - 1];
      const lower = `${prev.lower} ${raw.toLowerCase()}`;
      out[out.length - 1] = { raw: `${prev.raw} ${raw}`, lower, root: lower, code: true };
      continue;
    }
    titled = title && !WEAK.has(raw.toLowerCase());
    const code = raw.startsWith("`") || /_|[a-z][A-Z]|\.\w|\//.test(raw);
    // Acronym plurals: "PRs" is "PR", "SHAs" is "SHA".
    const base = /^[A-Z]{2,}s$/.test(raw) ? raw.slice(0, -1) : raw;
    const lower = base.toLowerCase().replace(/`/g, "");
    if (code) {
      out.push({ raw, lower, root: lower, code });
      continue;
    }
    // Hyphenated words are read as their parts ("CPU-only", "legacy-cron"), each a token.
    const parts = lower.split("-").filter(Boolean);
    // A compound that ends on a particle is a noun ("sign-off", "drop-off", "roll-out", "check-in"): one token, whose
    // "off" or "out" says no state of anything ("before sign-off" denies nothing).
    if (parts.length === 2 && PARTICLES.has(parts[1]) && /^[a-z]{2,}$/.test(parts[0])) {
      const noun = parts.join("");
      out.push({ raw: noun, lower: noun, root: rootOf(noun), code: false });
      continue;
    }
    // "case-insensitive", "lock-free": the compound denies its first parts.
    const negated = parts.length > 1 && NEGATIVE_COMPOUND.test(parts[parts.length - 1]);
    parts.forEach((part, k) => out.push({ raw: part, lower: part, root: rootOf(part), code: false, neg: negated && k < parts.length - 1, part: k < parts.length - 1 }));
  }
  // A phrasal verb is its noun ("backed up" = backup, "fails over" = failover, "rolled back" =
  // rollback), so "no backups" and "is backed up nightly" speak of one thing.
  // (The particle may follow a short object: "we rolled auth-service back" is a rollback too.)
  for (let i = out.length - 2; i >= 0; i--) {
    if (out[i].code) continue;
    for (let gap = 0; gap <= 3 && i + 1 + gap < out.length; gap++) {
      const particle = out[i + 1 + gap];
      // (Only particles that are no common preposition may come after an object: "log errors in Sentry" is no login.)
      if (gap > 0 && !/^(?:back|up|over)$/.test(particle.lower)) continue;
      const noun = particle.code ? undefined : verbBases(out[i].lower).map((v) => PHRASAL_NOUNS.get(`${v} ${particle.lower}`)).find(Boolean);
      if (!noun) continue;
      out.splice(i + 1 + gap, 1);
      out[i] = { raw: out[i].raw, lower: noun, root: rootOf(noun), code: false };
      break;
    }
  }
  return out;
}

/** Phrasal verbs of the trade and the noun each makes (verb base + particle → noun). */
const PHRASAL_NOUNS = new Map(
  ["back up:backup", "set up:setup", "log in:login", "sign up:signup", "sign in:signin", "roll back:rollback", "check out:checkout", "clean up:cleanup",
    "shut down:shutdown", "start up:startup", "look up:lookup", "roll out:rollout", "hand off:handoff", "fail over:failover", "log out:logout", "tear down:teardown", "fall back:fallback"]
    .map((p) => p.split(":") as [string, string]),
);
/** Possible bases of a verb form ("backed" → back, "rolled" → roll, "setting" → set, "fails" → fail). */
const verbBases = (w: string) => {
  const stem = w.replace(/(?:ed|ing)$/, "").replace(/(?<=[^s])s$/, "");
  return [w, stem, stem.replace(/([^aeiou])\1$/, "$1")];
};

/**
 * A first part of "case-insensitive", "lock-free" is denied when the compound is a predicate or an adverb
 * ("lookups are case-insensitive", "treats emails case-insensitively"), not when it names a kind of the next noun
 * ("the crash-free session rate" is a metric, not a denial of crashes).
 */
function negatedByCompound(toks: Token[], j: number): boolean {
  if (!toks[j].neg) return false;
  let k = j;
  while (toks[k]?.neg) k++;
  const next = toks[k + 1];
  return next === undefined || !content(next);
}

const content = (t: Token) => t.code || (!WEAK.has(t.lower) && (t.lower.length > 1 || /\d/.test(t.lower)));

/** What a text asserts and what it denies, as word roots (memoised: one write meets several candidates). */
export function stanceOf(original: string): Stance {
  return stanceMemo(original);
}
function readStance(original: string): Stance {
  const text = noXNoYAsRequirement(booleanKeysAsWords(original));
  const asserted = new Set<string>();
  const denied = new Set<string>();
  let hedged = false;
  // Hedged by a negated requirement only ("don't X without Y", "can't X until Y"): the text states that X needs Y.
  let requirementHedged = false;
  const required = new Set<string>();
  const deniedIn = new Map<string, readonly string[]>();
  const modifiers = new Map<string, (string | null)[]>();
  const mentioned = new Set<string>();
  const deniedAt = new Map<string, string[]>();
  const softDenied = new Set<string>();
  const rejected = new Set<string>();
  const byAntonym = new Set<string>();
  const conditioned = new Set<string>();
  const supposed = new Set<string>();
  let anyCondition = false;
  // "flag: off" is "flag is off": the key is the subject of a negative value.
  const keyed = text.replace(/\s*:\s+(?=(?:off|disabled|false|none|optional|unset)\b)/gi, " is ");
  // A bound on a quantity ("wind under 5 m/s", "over 90 min") says when, like a condition.
  if (BOUND.test(text)) anyCondition = true;
  // Roots the previous clause asserted: ", not one job each" after "one job array" contrasts two kinds of job.
  let previous = new Set<string>();
  for (const clause of keyed.split(CLAUSE_PARTS)) {
    // "no one" is "nobody" ("no one reads the report"); "no one else", "no one but the owner" stay exclusives.
    const toks = tokensOf(clause.replace(/\bno one\b(?!\s+(?:else|but|except|other)\b)/gi, "nobody"));
    // A bare negated auxiliary after a clause ("parsing it on the main thread freezes the map; don't.") is
    // that clause's verb phrase elided: it denies what the clause before it said.
    if (/^(?:don't|dont|do not|never|never do that|please don't)$/.test(toks.map((t) => t.lower).join(" ")) && previous.size) {
      for (const w of previous) {
        asserted.delete(w);
        denied.add(w);
      }
      previous = new Set();
      continue;
    }
    const deny = new Set<number>();
    const cueAt = new Set<number>();
    const conditional = new Set<number>();
    const verbs = new Set<number>();
    const placeOf = new Map<number, string[]>();
    const soft = new Set<number>();
    const alternative = new Set<number>();
    // Denied words under a condition (CONDITION_AFTER, or inside a condition's own span).
    const underCondition = new Set<number>();
    // Words inside a condition's own span ("if the CSV is opened without a BOM", "when X isn't set").
    const antecedent = new Set<number>();
    // A nominal cue ("without", "no", "instead of") denies a noun phrase: two words, or one code name.
    // A denial narrowed by a relative clause ("don't add comments that restate the code") denies a
    // kind of thing this reading cannot compare: it takes no stance (but still counts as a denial).
    const reach = (from: number, nominal = false) => {
      let n = 0;
      let lightVerb = false;
      const taken: number[] = [];
      for (let j = from; j < toks.length && n < (nominal ? 2 : SCOPE_WORDS); j++) {
        if (!toks[j].code && /^(?:that|which|who)$/.test(toks[j].lower) && taken.length) {
          for (const k of taken) {
            deny.delete(k);
            conditional.add(k);
          }
          hedged = true;
          break;
        }
        if (!toks[j].code && SCOPE_BREAK.has(toks[j].lower)) break;
        // A pronoun is a whole noun phrase: "without it the frames are garbled" denies what "it" stands for (said
        // before), not the words of the clause after it.
        if (nominal && !taken.length && !toks[j].code && OBJECT_PRONOUNS.has(toks[j].lower)) break;
        // A nominal cue denies one noun phrase: "and" after it opens the clause's next predicate ("records notes with
        // no network and syncs them later" denies the network, not the sync).
        if (nominal && taken.length && !toks[j].code && toks[j].lower === "and") break;
        // "and" opening a clause of its own ("the indexer stopped and we found …") ends the denial.
        if (!toks[j].code && toks[j].lower === "and" && SUBJECTS.has(toks[j + 1]?.lower ?? "") && toks[j + 1].lower !== "to") break;
        // "deep paging is not supported by Elasticsearch": the agent is not what is denied.
        if (!nominal && toks[j].lower === "by" && n > 0) break;
        // Verb and object taken, a preposition starts a qualifier ("won't use X in the mobile app").
        // (A light verb, "use"/"have"/"keep", is the verb even though it is no content word.)
        if (!nominal && n === 0 && LIGHT_VERBS.has(toks[j].lower)) lightVerb = true;
        // (A time qualifier ends it too, after the verb: "didn't refresh after the retrain" denies the refresh.)
        if (!nominal && n >= 1 && !toks[j].code && /^(?:after|since|during)$/.test(toks[j].lower)) break;
        const determiner = /^(?:the|a|an|our|my|your|their|its|this|that|each|every|all|any)$/.test(toks[j + 1]?.lower ?? "");
        // (A locative before a bare name is a place too, after a verb and its object: "we don't ship telemetry in
        // notely". Not after a light verb, whose place is its object's destination: "never put them in Redis"; nor
        // before a code name, the point of the denial as often as not: "can't reach Postgres on `localhost`".)
        const bareLocative = !determiner && !lightVerb && /^(?:in|inside|within|on|at)$/.test(toks[j].lower) && toks[j + 1] !== undefined && content(toks[j + 1]) && !toks[j + 1].code;
        // (A passive participle takes no object: "hate being interrupted at the scanner" is complete at its verb, and
        // the circumstance after it ("at", "during") says where or when, as after a verb and its object. Not a
        // preposition that completes the verb: "must not be wrapped in a transaction", "never be sent to the client".)
        const passive = !/^(?:in|into|inside|to|from|under|within|with|on|by|of)$/.test(toks[j].lower) && n === 1 && taken.length === 1 && /^(?:be|been|being|get|gets|getting|got)$/.test(toks[taken[0] - 1]?.lower ?? "") && /(?:ed|en)$/.test(toks[taken[0]].lower);
        if (!nominal && (n + Number(lightVerb) >= 2 || passive) && QUALIFIER_PREPOSITIONS.has(toks[j].lower) && (determiner || bareLocative)) {
          // A place ("never store secrets in the repo") narrows the denial to it: against a text
          // that does not name that place ("secrets are stored in Vault"), it says nothing.
          if (/^(?:in|into|inside|to|from|under|within)$/.test(toks[j].lower)) {
            const place = toks.slice(j + (determiner ? 2 : 1), j + (determiner ? 4 : 3)).filter(content).map((t) => t.root);
            if (place.length) for (const k of taken) placeOf.set(k, place);
          }
          break;
        }
        // Examples of what is denied ("prefixes like 'feat:'", "such as X") are denied with it: the
        // example word neither counts against the scope nor is denied itself.
        if (!toks[j].code && taken.length && EXAMPLE_WORDS.has(toks[j].lower)) continue;
        if (content(toks[j])) {
          deny.add(j);
          // A verbal cue's first word is its verb ("can't load pgvector"), not a modifier of the next;
          // so is its particle ("never split out X", "don't pull in Y").
          // (Not a hyphenated modifier: "not wall-clock time" denies a kind of time, "wall" says which.)
          if (!nominal && ((!taken.length && !toks[j].part) || (taken.length === 1 && verbs.has(taken[0]) && PARTICLES.has(toks[j].lower)))) verbs.add(j);
          taken.push(j);
          // ("no Friday-afternoon migrations": a hyphenated modifier is one word of the noun phrase.)
          if (!(nominal && toks[j].part)) n++;
          if (nominal && toks[j].code) break;
        }
      }
    };
    // A nominal denial's list ("no X or Y", "without X, Y or Z"): each noun phrase after an "or"/"nor"
    // that follows the denied words, up to the clause's end or a qualifier, is denied too.
    const coordinated = (from: number) => {
      for (let j = from; j < toks.length; j++) {
        if (toks[j].code || !/^(?:or|nor)$/.test(toks[j].lower)) {
          if (!deny.has(j) && content(toks[j])) return;
          continue;
        }
        let n = 0;
        for (let k = j + 1; k < toks.length && n < 3; k++) {
          if (!toks[k].code && (SCOPE_BREAK.has(toks[k].lower) || QUALIFIER_PREPOSITIONS.has(toks[k].lower) || /^(?:or|nor|and)$/.test(toks[k].lower))) break;
          if (content(toks[k])) {
            deny.add(k);
            n++;
          }
        }
        return;
      }
    };
    // The subject of a negated or negative predicate: the content words just before its copula.
    const subject = (copulaAt: number) => {
      let n = 0;
      for (let j = copulaAt - 1; j >= 0 && n < 3; j--) {
        if (!toks[j].code && SCOPE_BREAK.has(toks[j].lower)) break;
        if (content(toks[j])) {
          deny.add(j);
          n++;
        }
      }
    };
    const hasPrefer = toks.some((t) => PREFER_WORDS.test(t.lower));
    const existential = (from: number) => {
      const next = toks.slice(from).find((x) => !/^(?:in|on|at|the|a|an|yet|being|been|be|any|more|longer)$/.test(x.lower));
      return !next || EXISTENTIAL.has(next.lower);
    };
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i];
      if (t.code) continue;
      // A negated comparative ("no more than 2 s", "not later than Friday", "no longer than an hour") is a
      // bound on a quantity, a limit said from its other side: it denies nothing that follows.
      if (/^(?:no|not|never)$/.test(t.lower) && COMPARATIVE.test(toks[i + 1]?.lower ?? "") && toks[i + 2]?.lower === "than") {
        i += 2;
        continue;
      }
      // "No other service may write to it", "nobody else can approve", "only the platform team":
      // exclusives say who does, not what is denied.
      // ("reserved for", "restricted to" say "only" too: "REST is reserved for the public edge".)
      const exclusive = /^(?:reserved|restricted)$/.test(t.lower) && /^(?:for|to)$/.test(toks[i + 1]?.lower ?? "");
      if ((/^(?:no|nobody|nothing|none)$/.test(t.lower) && /^(?:other|else|one)$/.test(toks[i + 1]?.lower ?? "")) || exclusive || (t.lower === "only" && !toks.slice(i + 1, i + 4).some((x) => /^(?:if|when|after|once|before|while)$/.test(x.lower)))) {
        hedged = true;
        cueAt.add(i);
        if (t.lower !== "only") {
          cueAt.add(i + 1);
          i++;
        }
        continue;
      }
      // "…, or Elasticsearch gets killed": "or" joining a clause is "otherwise".
      // (Not after a requirement: "REDIS_URL is required or the worker crashes" = "crashes without it".)
      if (t.lower === "or" && toks.slice(i + 1, i + 4).some((x) => COPULAS.has(x.lower) || /^(?:will|would|fails?|breaks?|crash(?:es)?)$/.test(x.lower)) && !/^(?:required|needed|mandatory|set|present)$/.test(toks[i - 1]?.lower ?? "")) hedged = true;
      if (CONDITIONS.has(t.lower)) {
        const negated = t.lower === "unless" || t.lower === "otherwise";
        if (negated) hedged = true;
        // "When writing my commit messages use Conventional Commits": a time frame (when + -ing),
        // whose scope ends where the instruction starts (an imperative verb not after a subject).
        const frame = /^(?:when|whenever)$/.test(t.lower) && /ing$/.test(toks[i + 1]?.lower ?? "");
        // ("if you change its contents but not its name": the contrast is part of the condition.)
        for (let j = i + 1; j < toks.length && !(SCOPE_BREAK.has(toks[j].lower) && !toks[j].code && !(toks[j].lower === "but" && toks[j + 1]?.lower === "not")); j++) {
          if (frame && j > i + 2 && IMPERATIVES.has(toks[j].lower) && !SUBJECTS.has(toks[j - 1].lower)) break;
          conditional.add(j);
          if (negated) soft.add(j);
          else antecedent.add(j);
        }
        continue;
      }
      // Contrast ", not to X" / ", not by X": denies X in that role only (the cause, the means), so
      // the clause takes no stance on X itself.
      if (t.lower === "not" && i === 0 && PREPOSITIONS.has(toks[1]?.lower ?? "")) {
        hedged = true;
        for (let j = 0; j < toks.length; j++) {
          conditional.add(j);
          soft.add(j);
        }
        cueAt.add(i);
        continue;
      }
      // A participle after its copula ("deploys are forbidden"): the subject is denied, not what follows.
      // (A manner adverb may stand between: "oversized events are silently dropped".)
      if (FORWARD_CUES.has(t.lower) && NEGATIVE_PREDICATES.has(t.lower) && (COPULAS.has(toks[i - 1]?.lower ?? "") || (mannerAdverb(toks[i - 1]?.lower ?? "") && COPULAS.has(toks[i - 2]?.lower ?? "")))) {
        cueAt.add(i);
        // "every time a search gets cancelled", "claims are declined when …": a removal as an event or a rule (below).
        if (REMOVALS.has(t.lower) && removalIsAction(toks.slice(0, i).map((x) => x.raw).join(" "), toks.slice(i + 1).map((x) => x.raw).join(" "))) continue;
        subject(COPULAS.has(toks[i - 1]?.lower ?? "") ? i - 1 : i - 2);
        continue;
      }
      const two = `${t.lower} ${toks[i + 1]?.lower ?? ""}`, three = `${two} ${toks[i + 2]?.lower ?? ""}`;
      const phrase = PHRASE_CUES.find(([re]) => re.test(three) || re.test(two));
      // "must never be trapped outside a modal": a place outside, inside a denial, is where the denied thing would
      // be, not a second denial.
      if (phrase && t.lower === "outside" && [...cueAt].some((k) => k < i)) continue;
      if (phrase) {
        for (let k = 0; k < phrase[1]; k++) cueAt.add(i + k);
        // "v2.9 is no longer deployed": the subject is denied too.
        if (t.lower === "no" && COPULAS.has(toks[i - 1]?.lower ?? "") && existential(i + 2)) subject(i - 1);
        const before = deny.size;
        // "instead of reparsing the entire file": a gerund opens a verb phrase, whose object is turned down with it.
        const gerund = /^[a-z]{3,}ing$/.test(toks[i + phrase[1]]?.lower ?? "") && !toks[i + phrase[1]].code;
        reach(i + phrase[1], t.lower !== "no" && !gerund);
        // "no feature flags or dark launch support": the denial spans each noun phrase of the list.
        if (t.lower === "no") coordinated(i + phrase[1]);
        if (/^(?:instead|rather|in|better)$/.test(t.lower) && deny.size > before) for (const k of deny) if (k > i) alternative.add(k);
        i += phrase[1] - 1;
        continue;
      }
      // "against" turns something down only after a verb of choosing or a copula ("decided against
      // GraphQL", "we're against mocks"); otherwise it is where ("tests against a real Postgres").
      if (t.lower === "against" && !AGAINST_AFTER.test(toks[i - 1]?.lower ?? "")) continue;
      // "won't start without X", "crashes without X": a requirement of X (text.ts), asserted, not denied.
      if (t.lower === "without" && requirementBefore(toks.slice(0, i).map((x) => x.raw).join(" "))) {
        cueAt.add(i);
        for (let j = i + 1; j < toks.length; j++) {
          deny.delete(j);
          conditional.delete(j);
        }
        continue;
      }
      // A second negation in a clause where one of the two says what is lacking ("don't restart the jobmanager without
      // a savepoint", "EU requests lacking a consent string get no bid"): a requirement, no stance on either side.
      const negationBefore = [...cueAt].some((k) => k < i && !toks[k].code && (isNegation(toks[k].lower) || LACKING.test(toks[k].lower)));
      if (negationBefore && (LACKING.test(t.lower) || (isNegation(t.lower) && [...cueAt].some((k) => k < i && LACKING.test(toks[k].lower))))) {
        cueAt.add(i);
        for (const k of [...deny]) {
          deny.delete(k);
          conditional.add(k);
        }
        for (let j = i + 1; j < toks.length && !(SCOPE_BREAK.has(toks[j].lower) && !toks[j].code); j++) conditional.add(j);
        requirementHedged = true;
        // What is required: the words after "without"/"lacking", up to the clause's end or the other negation.
        const lacking = LACKING.test(t.lower) ? i : Math.max(...[...cueAt].filter((k) => k < i && LACKING.test(toks[k].lower)));
        for (let j = lacking + 1; j < toks.length && j !== i && !(SCOPE_BREAK.has(toks[j].lower) && !toks[j].code); j++) if (content(toks[j])) required.add(toks[j].root);
        continue;
      }
      // A verb cue followed by a copula is a noun: "the CTR drop was caused by …", "the ban is lifted".
      if (FORWARD_CUES.has(t.lower) && !NOMINAL_CUES.has(t.lower) && !isNegation(t.lower) && i > 0 && /^(?:is|was|are|were|has|had)$/.test(toks[i + 1]?.lower ?? "")) continue;
      // A participle cue right after a determiner names which things, like an adjective: "each cancelled match search
      // leaks a goroutine", "the rejected claims go to review" deny neither the search nor the review.
      if (FORWARD_CUES.has(t.lower) && /ed$/.test(t.lower) && PARTICIPLE_DETERMINERS.has(toks[i - 1]?.lower ?? "")) continue;
      if (FORWARD_CUES.has(t.lower) || /n't$|nt$/.test(t.lower) && /^(?:don|doesn|didn|won|can|couldn|shouldn|mustn|wouldn|isn|aren|wasn|weren|hasn|haven|hadn|dont|doesnt|didnt|wont|cant|isnt|arent|wasnt)/.test(t.lower)) {
        cueAt.add(i);
        // A verb cue whose subject is an action ("flipping it to false stops all bids"): the effect of doing it, a
        // condition, not a state of what it stops.
        if (i > 1 && !NOMINAL_CUES.has(t.lower) && !isNegation(t.lower) && !toks[0].code && /^[a-z]{3,}ing$/.test(toks[0].lower)) {
          hedged = true;
          for (let j = i + 1; j < toks.length && !(SCOPE_BREAK.has(toks[j].lower) && !toks[j].code); j++) conditional.add(j);
          continue;
        }
        const negCopula = NEGATED_COPULAS.has(t.lower) || (t.lower === "not" && COPULAS.has(toks[i - 1]?.lower ?? ""));
        // "The database isn't the p99 problem": a negated identity (X is not the Y) denies the link
        // between X and Y, neither X nor Y; and "invoices are switched over, refunds are not" elides
        // its predicate. Both take no stance on a word, like a contrast (", not from the database").
        if (negCopula && (i === toks.length - 1 || (PREDICATE_DETERMINERS.has(toks[i + 1]?.lower ?? "") && !existential(i + 1)))) {
          hedged = true;
          for (let j = 0; j < toks.length; j++) {
            conditional.add(j);
            soft.add(j);
          }
          continue;
        }
        // "isn't", "is not": the predicate is denied, and so is its subject.
        // "Aurora isn't in use": a negated copula denies its subject when the predicate is about being
        // there at all (in use, deployed, available); "the site is not indexed" denies only "indexed".
        if ((NEGATED_COPULAS.has(t.lower) || (t.lower === "not" && COPULAS.has(toks[i - 1]?.lower ?? ""))) && existential(i + 1)) subject(t.lower === "not" ? i - 1 : i);
        // "localhost won't work": an empty predicate denies its subject.
        else if (/n't$|nt$/.test(t.lower) && EMPTY_PREDICATES.has(toks.slice(i + 1).find(content)?.lower ?? "")) subject(i);
        // "Nothing under legal hold can be deleted", "nobody outside the team may merge": a negative pronoun opening its
        // clause, narrowed by a qualifier, denies the predicate after its modal or copula, not the qualifier's words.
        // ("Nobody except the release manager can publish" is an exclusive, "only the release manager": not this.)
        const predicateAt = i === 0 && /^(?:nothing|nobody|none)$/.test(t.lower) && !/^(?:except|but|other|else|besides)$/.test(toks[i + 1]?.lower ?? "") ? toks.findIndex((x, k) => k > i + 1 && k <= i + 5 && !x.code && NEGATED_SUBJECT_VERB.test(x.lower)) : -1;
        if (predicateAt > 0) reach(predicateAt + 1);
        else reach(i + 1, NOMINAL_CUES.has(t.lower));
        if (NOMINAL_CUES.has(t.lower) && predicateAt < 0) coordinated(i + 1);
        const after = toks.slice(i + 1).filter((x) => !x.code);
        // "won't bust the Nx cache unless it's declared as an input": a denial under a condition holds where the other
        // text states no condition of its own (deniedByOne).
        if ((!NOMINAL_CUES.has(t.lower) || NEGATIVE_DETERMINERS.has(t.lower)) && after.some((x) => CONDITION_AFTER.test(x.lower))) for (const k of deny) if (k > i) underCondition.add(k);
        // "the result set never has to sit in memory", "you don't need to restart it": a negated necessity says the
        // thing is not required, not that it is false (it may still happen); no stance on it.
        if (isNegation(t.lower) && !NOMINAL_CUES.has(t.lower) && negatedNecessity(toks, i)) {
          for (const k of [...deny]) if (k > i) {
            deny.delete(k);
            conditional.add(k);
          }
          hedged = true;
          continue;
        }
        // "doesn't support the date input well": a degree, not whether; no stance.
        if (isNegation(t.lower) && !NOMINAL_CUES.has(t.lower) && after.some((x) => DEGREE_ADVERBS.has(x.lower))) {
          for (const k of [...deny]) if (k > i) {
            deny.delete(k);
            conditional.add(k);
          }
          hedged = true;
          continue;
        }
        // "Don't bump the client without regenerating the schema", "no prompt edit merges without its eval results":
        // a requirement (X needs Y), not a denial of X.
        if ((!NOMINAL_CUES.has(t.lower) || NEGATIVE_DETERMINERS.has(t.lower)) && after.some((x) => REQUIREMENT_AFTER.test(x.lower))) {
          for (const k of [...deny]) if (k > i) {
            deny.delete(k);
            conditional.add(k);
          }
          // A failure before "without" ("won't start without X") states a requirement, no hedge.
          if (!(toks.slice(i + 1).some((x) => x.lower === "without") && requirementBefore(toks.slice(0, i + 1).map((x) => x.raw).join(" ")))) requirementHedged = true;
          // What X needs: the content words after the requirement's word ("… without draining the UEs first").
          const at = toks.findIndex((x, k) => k > i && !x.code && REQUIREMENT_AFTER.test(x.lower));
          for (const x of toks.slice(at + 1)) {
            if (!x.code && SCOPE_BREAK.has(x.lower)) break;
            if (content(x)) required.add(x.root);
          }
        }
        continue;
      }
      // "over X" after a preference: X is the rejected alternative.
      // After a verb of preferring, "X to Y" says the same ("prefers const to let"), but not "prefer to <verb>".
      // ("Claims over €10k go to …", "over 90 days": a comparison with a number, and no preference before it.)
      const overAlternative = t.lower === "over" && !/^\d/.test(toks[i + 1]?.lower ?? "") && toks.slice(0, i).some((p) => PREFER_WORDS.test(p.lower));
      if ((overAlternative || (t.lower === "to" && i >= 2 && !/^prefer/.test(toks[i - 1].lower) && toks.slice(Math.max(0, i - 5), i - 1).some((p) => /^prefer(?:s|red|ring)?$/.test(p.lower)))) && hasPrefer) {
        cueAt.add(i);
        reach(i + 1, true);
        for (const k of deny) if (k > i) alternative.add(k);
        continue;
      }
      // "switched from X to Y", "moving the PLCs off S7-300 onto S7-1500": X is what stopped being true (up to "to").
      if ((t.lower === "from" || t.lower === "off") && toks.slice(0, i).some((p) => CHANGE_VERBS.test(p.lower)) && toks.slice(i + 1).some((p) => p.lower === "to" || p.lower === "onto" || p.lower === "into")) {
        cueAt.add(i);
        for (let j = i + 1; j < toks.length && !["to", "onto", "into"].includes(toks[j].lower); j++) if (content(toks[j])) deny.add(j);
        continue;
      }
      // "replaced X with Y".
      if (/^(?:replaced|replace|replacing|swapped|swap)$/.test(t.lower) && toks.slice(i + 1).some((p) => p.lower === "with" || p.lower === "for" || p.lower === "by")) {
        cueAt.add(i);
        for (let j = i + 1; j < toks.length && !["with", "for", "by"].includes(toks[j].lower); j++) if (content(toks[j])) deny.add(j);
        continue;
      }
      // "X is disabled", "the old instance was deleted", "squash merging is switched off".
      // (An adverb may stand between: "the sandbox is currently broken".)
      const copulaBefore = COPULAS.has(toks[i - 1]?.lower ?? "") || (mannerAdverb(toks[i - 1]?.lower ?? "") && COPULAS.has(toks[i - 2]?.lower ?? ""));
      // A note's clause may drop its copula ("NFS store retired", "old cluster decommissioned"): a participle ending the
      // clause right after its noun, with no verb or subject pronoun before, is that predicate.
      const telegraphic = i > 0 && i === toks.length - 1 && /ed$/.test(t.lower) && content(toks[i - 1]) && !toks[i - 1].code && !/(?:ed|ing)$/.test(toks[i - 1].lower)
        && !toks.slice(0, i).some((x) => COPULAS.has(x.lower) || SUBJECTS.has(x.lower) || AUXILIARY.test(x.lower));
      // "it survives the app being killed", "after being deleted": a non-finite copula (a "being" no finite copula
      // comes just before) makes the predicate a named event, the object or time of another verb, not a state
      // the text asserts. ("the flag is being removed" is finite: the progressive of "is removed".)
      const copulaAt = COPULAS.has(toks[i - 1]?.lower ?? "") ? i - 1 : i - 2;
      const namedEvent = toks[copulaAt]?.lower === "being" && !COPULAS.has(toks[copulaAt - 1]?.lower ?? "");
      if (NEGATIVE_PREDICATES.has(t.lower) && (copulaBefore || telegraphic) && !namedEvent) {
        // "PRs are blocked if evals score under 0.88", "otherwise the offset state is gone": a rule of when.
        const when = toks.slice(i + 1).some((x) => !x.code && CONDITION_AFTER.test(x.lower)) || conditional.has(i);
        // "old builds are deleted after 90 days", "when a user is removed": a lifecycle rule or an event (text.ts).
        if (REMOVALS.has(t.lower) && removalIsAction(toks.slice(0, i).map((x) => x.raw).join(" "), toks.slice(i + 1).map((x) => x.raw).join(" "))) continue;
        if ((t.lower === "turned" || t.lower === "switched" || t.lower === "shut") && toks[i + 1]?.lower !== "off") continue;
        if (t.lower === "blocked" && WAITING_PREPOSITIONS.has(toks[i + 1]?.lower ?? "")) continue;
        cueAt.add(i);
        const before = new Set(deny);
        subject(telegraphic && !copulaBefore ? i : COPULAS.has(toks[i - 1]?.lower ?? "") ? i - 1 : i - 2);
        if (when) for (const k of deny) if (!before.has(k)) underCondition.add(k);
        continue;
      }
      // "Always Online off", "the flag is off": a state word after its subject denies the subject.
      // "keep nodeIntegration off for remote windows", "leave the cache off": what is left off is denied.
      // Left out is off too ("leave npm commands out of your suggestions", "keep the logs out"), after keep and leave
      // only: "turn out" and "set out" mean other things.
      const stateVerbs = t.lower === "off" ? LEAVE_VERBS : t.lower === "out" ? KEEP_OUT_VERBS : null;
      const leftOff = stateVerbs ? (t.lower === "out" ? [2, 3, 4] : [2, 3]).find((d) => stateVerbs.test(toks[i - d]?.lower ?? "")) : undefined;
      if (leftOff && i - leftOff >= 0) {
        cueAt.add(i);
        for (let j = i - leftOff + 1; j < i; j++) if (content(toks[j])) deny.add(j);
        continue;
      }
      // (The last part of a hyphenated noun is no state: "before sign-off", "a trade-off", "the cut-off".)
      if (t.lower === "off" && !toks[i - 1]?.part && (COPULAS.has(toks[i - 1]?.lower ?? "") || i === toks.length - 1)) {
        cueAt.add(i);
        // "runs with CACHE off": only the flag is off, not what runs.
        if (/^with(?:out)?$/.test(toks[i - 2]?.lower ?? "")) {
          deny.add(i - 1);
          continue;
        }
        subject(COPULAS.has(toks[i - 1]?.lower ?? "") ? i - 1 : i);
        continue;
      }
      // "Missing translations", "absent headers": the attributive adjective says the next noun is not there, as
      // "untranslated strings" does by its prefix (after a copula it is a negative predicate, read above).
      if (/^(?:missing|absent)$/.test(t.lower) && !COPULAS.has(toks[i - 1]?.lower ?? "") && toks[i + 1] && !toks[i + 1].code && content(toks[i + 1]) && !deny.has(i)) {
        cueAt.add(i);
        deny.add(i + 1);
        continue;
      }
      // A word negated by its prefix ("unbounded", "unprotected") denies the word without it.
      const un = /^un([a-z]{3,}(?:ed|able|ible|ful|ive|al|ic|ing))$/.exec(t.lower);
      if (un && !ANTONYMS[t.lower] && !deny.has(i) && !/^(?:der|til|it|ique|iversal|ion|ix|install)/.test(un[1])) {
        // A participle that is its whole clause ("unquoted, terraform import matches nothing") is a condition: if so.
        if (toks.length === 1) {
          conditioned.add(rootOf(un[1]));
          anyCondition = true;
        }
        denied.add(rootOf(un[1]));
        continue;
      }
      // The negative of an antonym pair denies the positive one ("2FA is optional" denies "required")
      // and is itself asserted, or denied in a cue's scope ("will not support offline mode"). A
      // negative state denies its subject too ("the cache is disabled").
      const positive = ANTONYMS[t.lower];
      if (positive && !deny.has(i)) {
        for (const p of [positive].flat()) {
          denied.add(rootOf(p));
          byAntonym.add(rootOf(p));
        }
        if (STATE_NEGATIVES.has(t.lower) && COPULAS.has(toks[i - 1]?.lower ?? "")) subject(i - 1);
      }
    }
    // Only a context in the denial's own part of the clause qualifies it ("don't run it against
    // production"), not one in another conjunct ("live in production … and was never rolled back").
    let contexts: readonly string[] = [];
    if (deny.size) {
      const first = Math.min(...deny);
      let from = first;
      while (from > 0 && !cueAt.has(from) && !/^(?:and|but|so)$/.test(toks[from - 1].lower)) from--;
      let to = first;
      while (to < toks.length && toks[to].lower !== "and" && !SCOPE_BREAK.has(toks[to].lower)) to++;
      // Strong context words only: "for web-app's events" names a project, not the web context.
      contexts = contextsOfClause(toks.slice(from, to).filter((t) => !WEAK_CONTEXTS.has(t.lower)).map((t) => t.raw).join(" "));
    }
    if (conditional.size) anyCondition = true;
    const contrast = toks[0]?.lower === "not" && !toks.slice(1).some((x) => COPULAS.has(x.lower));
    const here = new Set<string>();
    toks.forEach((t, j) => {
      // (A part of a hyphenated compound is not the word itself: ", not test-first" still denies test-first.)
      if (contrast && deny.has(j) && previous.has(t.root) && !t.part && !toks[j - 1]?.part) {
        deny.delete(j);
        soft.add(j);
        conditional.add(j);
      }
      if (!cueAt.has(j) && content(t)) mentioned.add(t.root);
      // (A word denied inside a condition's span is denied under it: "otherwise the state is gone".)
      if (deny.has(j) && content(t) && (underCondition.has(j) || conditional.has(j))) conditioned.add(t.root);
      if (deny.has(j) && content(t) && antecedent.has(j)) supposed.add(t.root);
      if (soft.has(j) && content(t)) softDenied.add(t.root);
      if (alternative.has(j) && deny.has(j) && content(t)) rejected.add(t.root);
      if (cueAt.has(j) || !content(t) || (conditional.has(j) && !deny.has(j))) return;
      (deny.has(j) || negatedByCompound(toks, j) ? denied : asserted).add(t.root);
      if (!deny.has(j)) here.add(t.root);
      if (deny.has(j) && contexts.length) deniedIn.set(t.root, contexts);
      if (deny.has(j) && placeOf.has(j)) deniedAt.set(t.root, placeOf.get(j)!);
      if (deny.has(j)) {
        // (A quantifier says how many, not which kind: "many small PRs" are small PRs.)
        const before = deny.has(j - 1) && content(toks[j - 1]) && !verbs.has(j - 1) && !QUANTIFIERS.has(toks[j - 1].lower) ? toks[j - 1].root : null;
        modifiers.set(t.root, [...(modifiers.get(t.root) ?? []), before]);
      }
    });
    previous = here;
  }
  for (const w of byAntonym) if (mentioned.has(w)) byAntonym.delete(w);
  const stance = { asserted, denied, hedged: hedged || requirementHedged, hedgedOtherwise: hedged, required, deniedIn, modifiers, mentioned, softDenied, deniedAt, rejected, byAntonym, conditioned, supposed, conditional: anyCondition };
  return stance;
}

/**
 * A boolean key written as code says the same as its words: "SSO_ENFORCED: true" asserts "sso
 * enforced", "cacheEnabled=false" denies "cache enabled", so they meet "does not enforce SSO".
 */
function booleanKeysAsWords(text: string): string {
  return text.replace(/`?\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z][A-Z0-9]{2,}(?=\s*=)|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*)`?\s*(?:[:=]|\bis\b|\bset to\b)\s*`?(true|false|yes|no|on|off)\b`?/g, (all: string, key: string, v: string) => {
    const words = identifierWords(key);
    // A key that is itself a negation ("insecure_skip_verify: false") would read as a double one: left as written.
    if (words.some((w) => FORWARD_CUES.has(w) || w in ANTONYMS || /^(?:disable|ignore|insecure|allow)/.test(w))) return all;
    return `${/^(?:false|no|off)$/i.test(v) ? "no " : ""}${words.join(" ")}`;
  });
}
/**
 * "No X, no Y" says that Y needs X ("No sign-off (DCO), no merge"): read as the negated requirement "no Y without X",
 * which the reader knows (a requirement, not a denial of X against a text that asks for X).
 */
function noXNoYAsRequirement(text: string): string {
  const m = /^\s*no\s+([^,;.!?]+?)\s*,\s*no\s+([^;.!?]+?)\s*([.!?]?)\s*$/i.exec(text);
  return m ? `No ${m[2]} without ${m[1]}${m[3]}` : text;
}
const stanceMemo = memoByText(readStance);

export const has = (set: Set<string>, w: string) => {
  if (set.has(w)) return true;
  for (const x of set) if (rootsMatch(x, w)) return true;
  return false;
};

/** Does the text deny anything at all (a "not", an avoided alternative, a negative state)? */
export function deniesSomething(text: string): boolean {
  const s = stanceOf(text);
  return s.denied.size > 0 || s.hedged;
}

/**
 * Does `text` deny anything that matters against `other`? Like deniesSomething, except that the
 * positive of an antonym ("disable" denies "enable") counts only when `other` speaks of it: "the
 * admin API can suspend accounts" / "… is able to disable accounts" deny nothing of each other.
 */
export function deniesSomethingAgainst(text: string, other: string): boolean {
  const s = stanceOf(text);
  return s.hedged || deniesWordAgainst(s, stanceOf(other));
}

/**
 * A denied word that matters against the other stance: any but an antonym's positive the other does not speak of.
 * With the two texts, nor a word both do one negative action to in two verbs ("reject" / "decline": sameAction).
 */
export function deniesWordAgainst(s: Stance, o: Stance, texts?: [string, string]): boolean {
  for (const w of s.denied) if ((!s.byAntonym.has(w) || has(o.mentioned, w)) && !(texts && sameAction(texts[0], texts[1], w))) return true;
  return false;
}

/**
 * The denier denies `word` only by a verb of a negative action ("Reject claims …", "we dropped the nightly backup") and
 * the other text does that action to it in another verb ("Decline claims …", "we discontinued …"): one fact, not a yes
 * against a no (denying-verbs.ts).
 */
const sameAction = (denier: string, other: string, word: string) =>
  sameDenyingAction(denier, other, (x) => rootsMatch(rootOf(x), word), (x, y) => rootsMatch(rootOf(x), rootOf(y)));

/**
 * A denied noun narrowed by a comparison ("refuses any upload over 10 MB", "files larger than 1 GB are
 * skipped") denies only that subset: the other text naming uploads in general does not contradict it.
 */
function restrictedIn(text: string, word: string, other?: string): boolean {
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(NARROWED_NOUN)) {
    if (rootsMatch(rootOf(m[1]), word)) return true;
  }
  // A denial whose object is narrowed by a comparison ("we will not support Android versions older than 8.0") denies
  // the verb and the object only for that subset: the words before the comparison in its clause are narrowed with it.
  for (const clause of lower.split(CLAUSE_PARTS)) {
    const c = NARROWING_COMPARISON.exec(clause);
    if (!c || !isNegatedClause(clause.slice(0, c.index))) continue;
    // (Unless the other text's value lies inside that subset: "not … older than 15" against "we support iOS 13".)
    if (other !== undefined && otherInsideComparison(clause.slice(c.index), other)) continue;
    if ((clause.slice(0, c.index).match(/[\p{L}\p{N}]+/gu) ?? []).some((w) => rootsMatch(rootOf(w), word))) return true;
  }
  // The bound itself ("samples with fewer than 10 million reads are dropped"): its number and the noun it counts
  // say which subset, they are not what is denied.
  for (const m of lower.matchAll(BOUND_PHRASE)) {
    if (m[1].split(/\s+/).some((w) => w === word || rootsMatch(rootOf(w), word))) return true;
  }
  return false;
}
/** Does every mention of the number `word` in `text` follow an upper bound ("below 40k", "less than 5 s", "at most 3")? */
function onlyAsUpperBound(text: string, word: string): boolean {
  const lower = text.toLowerCase();
  let any = false;
  for (const m of lower.matchAll(NUMBER_TOKEN)) {
    if (!rootsMatch(rootOf(m[0]), word)) continue;
    if (!UPPER_BEFORE.test(lower.slice(0, m.index))) return false;
    any = true;
  }
  return any;
}
const NUMBER_TOKEN = /[~≈]?[$€£]?\d[\p{L}\p{N}.,]*/gu;
const UPPER_BEFORE = new RegExp(String.raw`\b(?:${UPPER_BOUND_WORDS})\s+$`);
/** A comparison that narrows a noun to a subset by a number: "older than 8.0", "larger than 1 GB", "over 10 MB". */
const NARROWING_COMPARISON = new RegExp(String.raw`\b(?:${COMPARISON_WORDS})\s+[~≈]?[$€£]?v?\d`, "u");
/** A noun and the comparison after it ("uploads over", "files that are larger than"). */
const NARROWED_NOUN = new RegExp(String.raw`([\p{L}\p{N}]+)\s+(?:that are\s+|which are\s+)?(?:(?:${alternation([...BELOW_COMPARATIVES, ...ABOVE_COMPARATIVES])})\s+than|${alternation([...BELOW_PREPOSITIONS, ...ABOVE_PREPOSITIONS])})\b`, "gu");
/** Does a clause's opening (up to a comparison) hold a negation cue? */
const isNegatedClause = (opening: string) => (opening.match(/[\p{L}']+/gu) ?? []).some((w) => isNegation(w));
/**
 * A comparison bound and the number and up to two words it counts: "fewer than 10 million reads", "under 5 ms"; and
 * the rate it is counted per, one quantity with it ("more than 100 records per page").
 */
const BOUND_PHRASE = new RegExp(String.raw`\b(?:${BOUND_WORDS})\s+((?:[~≈]?[$€£]?\d[\d.,]*[a-zµ%]*)(?:\s+(?!per\b)[\p{L}]+){0,2}(?:\s+per\s+[\p{L}]+)?)`, "gu");

/**
 * A word one text denies and the other asserts without denying it, or null. Both texts denying a
 * same word is agreement on a prohibition ("never use default exports" / "avoid default exports"),
 * so no word counts then.
 */
export function deniedByOne(a: string, b: string): { word: string; denier: "a" | "b" } | null {
  const [sa, sb] = [stanceOf(a), stanceOf(b)];
  // (A word both deny is a shared prohibition; not when both deny it only as an antonym's positive:
  // "a closed claim" on each side denies "open" in passing, and says nothing for or against "reopen".)
  for (const w of sa.denied) if (has(sb.denied, w) && !(sa.byAntonym.has(w) && sb.byAntonym.has(w))) return null;
  // A denial qualified by a context ("don't run the seed script against production") holds only
  // against a text that speaks of that context too.
  // A denied word modified inside the denial ("semicolon-separated files") is a kind of it: the other
  // text asserts that kind only if it has the modifier too.
  const holds = (denier: Stance, w: string, other: string, otherStance: Stance, denierText: string) => {
    if (restrictedIn(denierText, w, other)) return false;
    // A denial under a condition against a text with a condition of its own: two rules of when, not a yes and a no.
    if (denier.conditioned.has(w) && otherStance.conditional) return false;
    // A denial supposed by "if"/"when" says what follows from it, not that it is so: "if the CSV is opened without
    // utf-8-sig, the header gets a BOM" states no fact against "open it with utf-8-sig".
    if (denier.supposed.has(w)) return false;
    if (sameAction(denierText, other, w)) return false;
    // The other text's "only R" already denies what lies outside R ("works on PDFs only" / "other formats can't be
    // redlined"; "jumps only if the CRC matches" / "if the CRC doesn't match, it won't jump"): only-restriction.ts.
    if (deniedOutsideOnly(other, denierText, (x) => rootsMatch(rootOf(x), w), (x) => has(denier.asserted, rootOf(x)) && !has(denier.denied, rootOf(x)), (x) => has(denier.denied, rootOf(x)))) return false;
    // A number the other text names only as an upper bound ("topped out below 40k msg/s") is one it says is not
    // reached: with "couldn't reach 40k" it agrees.
    if (/\d/.test(w) && onlyAsUpperBound(other, w)) return false;
    const where = denier.deniedIn.get(w);
    if (where && !clausesOf(other).some((c) => contextsOfClause(c).some((x) => where.includes(x)))) return false;
    const place = denier.deniedAt.get(w);
    if (place && !place.some((x) => has(otherStance.mentioned, x))) return false;
    return (denier.modifiers.get(w) ?? [null]).some((m) => m === null || has(otherStance.asserted, m));
  };
  for (const w of sa.denied) if (has(sb.asserted, w) && !has(sb.denied, w) && holds(sa, w, b, sb, a)) return { word: w, denier: "a" };
  for (const w of sb.denied) if (has(sa.asserted, w) && !has(sa.denied, w) && holds(sb, w, a, sa, b)) return { word: w, denier: "b" };
  // A name of several words asserted on one side ("use Conventional Commits") and every word of it
  // denied on the other ("don't put conventional-commit prefixes"): the name is denied.
  const whole = (asserter: Stance, denier: Stance) => [...asserter.asserted].find((w) => w.includes(" ") && w.split(" ").every((p) => has(denier.denied, rootOf(p))));
  const byA = whole(sb, sa);
  if (byA) return { word: byA, denier: "a" };
  const byB = whole(sa, sb);
  if (byB) return { word: byB, denier: "b" };
  return null;
}

/** Cosine at or above which two texts are about one thing for a polarity conflict (USE: denial pairs 0.55–0.93). */
export const POLARITY_COS = 0.5;
export const CHANGE_POLARITY_COS = 0.4;
const CHANGE_WORDS = /\b(?:switched|moved|migrated|changed|replaced|dropped|ditched|no longer|anymore|any more|instead of|decommissioned|rolled back|now)\b/i;

/**
 * One text denies what the other asserts, and they are about one thing: close in meaning (the
 * embedder's cosine, or most words shared without one) and sharing a word besides the denied one.
 * `change`: the fresh text (b) is the denier and words it as a change, so it may supersede a.
 */
export function polarityConflict(a: string, b: string, cosine: number | undefined, jaccard: number): { subject: string; why: string; change: boolean } | null {
  // A change statement ("switched from X to Y") says what it is about: it needs less closeness.
  const min = CHANGE_WORDS.test(b) || CHANGE_WORDS.test(a) ? CHANGE_POLARITY_COS : POLARITY_COS;
  const close = cosine !== undefined ? cosine >= min : jaccard >= 0.35;
  // (An acronym one side writes and the other spells out is one word: "not WAL" / "write-ahead logging is on".)
  const hit = close ? opposedPolarity(foldAcronyms(a, b, true), foldAcronyms(b, a, true), true) : null;
  return hit && { subject: hit.subject, why: hit.why, change: hit.change };
}

/**
 * polarityConflict without its closeness gate: one text denies a word the other asserts (not as a
 * negative fact of its own), and they share a word besides it. Callers bring their own reason to
 * believe the texts are about one thing (policy-practice.ts: a prescription against a practice).
 */
export function opposedPolarity(a: string, b: string, nameAlone = false): { subject: string; why: string; change: boolean; word: string; denier: "a" | "b" } | null {
  const hit = deniedByOne(a, b);
  if (!hit) return null;
  // The side that "asserts" the word says something negative itself (a denial of its own, or a
  // failure or prohibition in other words: "stops working", "stays private", "blow up"): two ways
  // of stating one negative fact, not a yes against a no.
  if (negativeAbout(hit.denier === "a" ? b : a, hit.word)) return null;
  if (hit.denier === "a" ? deniesBesideIt(b, a, hit.word) : deniesBesideIt(a, b, hit.word)) return null;
  if (relationDeniedFromBothEnds(a, b) || relationDeniedFromBothEnds(b, a)) return null;
  const [wa, wb] = [unitsOf(a), unitsOf(b)];
  // (A slug's part meets the word: "shop-ios has no offline support" is about "the iOS app".)
  const meets = (x: string, y: string) => rootsMatch(x, y) || (y.includes("-") && !x.includes("-") && y.split("-").some((p) => p.length > 2 && rootsMatch(x, p))) || (x.includes("-") && !y.includes("-") && x.split("-").some((p) => p.length > 2 && rootsMatch(p, y)));
  const shared = wa.filter((x) => !x.split("-").some((p) => rootsMatch(p, hit.word)) && wb.some((y) => meets(x, y)));
  // A shared word besides the denied one (a compound like "data-pipeline" counts once). With closeness already
  // shown (nameAlone), a proper name denied on one side and named on the other is its own subject: "IaC tool:
  // CloudFormation" / "we stopped writing CloudFormation" share no other word and need none.
  if (!shared.length && !(nameAlone && namedIn(a, hit.word) && namedIn(b, hit.word))) return null;
  return { subject: [hit.word, ...shared].slice(0, 4).join(" "), why: `${hit.word}: one says it, the other says not`, change: hit.denier === "b" && CHANGE_WORDS.test(b), word: hit.word, denier: hit.denier };
}

/**
 * Is `word` (a root) written in `text` as a name: capitals past its first letter, or letters with digits ("Box2D",
 * "CloudFormation", "GRCh38"), or a code span? A common word capitalised at a sentence's start is no name.
 */
function namedIn(text: string, word: string): boolean {
  for (const m of text.matchAll(/`[^`]+`|[\p{L}\p{N}][\p{L}\p{N}_.+#-]*[\p{L}\p{N}]/gu)) {
    const raw = m[0].replace(/`/g, "");
    if (raw.length < 4 || !rootsMatch(rootOf(raw), word)) continue;
    if (m[0].startsWith("`") || /^\p{L}+\p{Lu}/u.test(raw) || (/\p{L}/u.test(raw) && /\d/.test(raw))) return true;
  }
  return false;
}

/** The modal or copula after a negative pronoun's qualifier ("nothing under legal hold can …", "nobody else is …"). */
const NEGATED_SUBJECT_VERB = /^(?:can|could|may|might|must|should|shall|will|would|is|are|was|were|gets|get)$/;

/** Auxiliaries and modals between a subject and its negation ("engineers don't", "editors can't", "it must never"). */
const AUXILIARY = /^(?:can|could|must|should|shall|will|would|may|might|do|does|did|is|are|was|were|has|have|had)$/;

/**
 * One negative relation said from both ends: a clause of `x` whose subject holds a negated predicate
 * ("Regular payroll never includes bonuses", "Engineers don't write release notes"), and `y` denying
 * that subject while naming what the predicate denied ("bonuses are paid … never with regular payroll",
 * "release notes are written by the PM, not engineers"). Each side asserts what the other denies only
 * as the other end of the one denial: no yes against a no. (An imperative clause, "use tabs, not
 * spaces", has no subject: a swapped choice stays a conflict.)
 */
function relationDeniedFromBothEnds(x: string, y: string): boolean {
  const sy = stanceOf(y);
  if (!sy.denied.size) return false;
  return clausesOf(x).some((clause) => {
    const words = clause.toLowerCase().replace(/[’]/g, "'").match(/[\p{L}\p{N}][\p{L}\p{N}'_-]*/gu) ?? [];
    const cue = words.findIndex((w) => isNegation(w));
    if (cue < 1 || cue > 5 || IMPERATIVES.has(words[0] ?? "") || CONDITIONS.has(words[0] ?? "")) return false;
    const subject = words.slice(0, cue).filter((w) => !AUXILIARY.test(w) && !WEAK.has(w)).map(rootOf);
    // The predicate is a verb phrase (a word follows the cue): "never includes bonuses", not a bare "not X".
    const predicate = stanceOf(words.slice(cue).join(" ")).denied;
    if (!subject.length || words.length - cue < 3) return false;
    return subject.some((w) => has(sy.denied, w)) && [...predicate].some((w) => has(sy.mentioned, w) && !has(sy.denied, w));
  });
}

/**
 * Outcomes negative in meaning though no negation cue denies a word: a thing failing, breaking,
 * being hidden or kept out, a quantity running over. Verb forms only ("fails to", "is blocked"): a
 * "failed upload" or "suggestion blocks" names a thing. One compiled pattern.
 */
const NEGATIVE_OUTCOME = /\b(?:stop(?:s|ped)? (?:working|responding)|fail(?:s|ed)? (?:to|silently|on|when|if|with)|(?:is|are|gets?) (?:broken|blocked)|break(?:s|ing)? (?:when|if|on|down)|crash(?:es|ed)? (?:when|if|on)|hidden|hides?|private|blow(?:s|ing)? up|explod(?:e|es|ed|ing)|exceed(?:s|ed|ing)?|unavailable|locked out|rejected|refused|denied|forbidden|too (?:many|much|high|large|big|slow)|drops|discards|loses|(?:keeps?|kept|keeping|stays?|stayed|remains?|remained)\s+(?:[\p{L}']+\s+){0,2}(?:blocked|locked|held|reserved|disabled|unavailable)|(?:dies|died|hangs|hung|freezes|froze) (?:when|whenever|once|if|on|after|as soon as))\b/iu;

/**
 * A predicate that says a thing hardly happens or has not happened yet ("weft issues are rare", "commissioning still
 * pending", "it seldom fails"), or a passive whose agent is nobody ("is read by nothing" = "nothing reads it"): a
 * negative fact in other words, so "not weft", "not commissioned yet" or "nobody loads it" on the other side agrees
 * with it. As a predicate only: "a rare race condition crashes the app" names a thing, and says it happens.
 */
const NEGATIVE_STATE = /\b(?:(?:is|are|was|were|remains?|stays?|still|seems?)\s+(?:(?:very|quite|extremely|fairly|still)\s+)?(?:rare|uncommon|negligible|pending|outstanding)|rarely|seldom|by (?:nothing|nobody|no one|none))\b/i;

/**
 * The side that "asserts" the word denies something else in the sentence that names it ("Leftover bread goes to the
 * food bank, never into the bin" / "we don't throw bread away"; "Pressure spikes after a choke change are not leaks" /
 * "Don't alarm on the pressure jump"): both sides state one negative fact, each with its own denial, not a yes against a
 * no. Unless the denials cross, the other side asserting what this one denies ("deliver shapefiles, not GeoPackage" /
 * "GeoPackage. Avoid shapefiles"): a swapped choice stays a conflict. Session 29 (issue 12): polarity false flags on
 * paraphrases recur on every fresh half (bench/judgment/README.md, round 25).
 */
function deniesBesideIt(asserter: string, denier: string, word: string): boolean {
  const names = (s: string) => unitsOf(s).some((u) => u.split("-").some((p) => rootsMatch(p, word)));
  // (One clause: a denial after "so", "because", "when" … is another statement, "set with SameSite=Strict so it is never
  // sent cross-site", or a condition, "allow manual entry when a barcode won't scan". "without" often names a value,
  // "without an offset", or is an idiom, "without a hitch": not counted.)
  // (A negative pronoun is the subject of a clause of its own: "4 open alerts nobody has triaged" still says "open".)
  if (!clausesIn(asserter).some((c) => names(c) && hasDenial(c))) return false;
  const [own, other] = [stanceOf(asserter), stanceOf(denier)];
  // (A denied name of several words, "`14 MAR 1879` style", crosses by any of its words.)
  const assertedByOther = (w: string) => has(other.asserted, w) && !has(other.denied, w);
  if ([...own.denied].some((w) => w !== word && (assertedByOther(w) || w.split(/[\s-]+/).some((p) => p.length > 2 && assertedByOther(p))))) return false;
  // Nor when the other side denies more of what this side asserts than the word: "Deploys run on Fridays, not Mondays"
  // / "No deploys on Fridays" denies the very predicate this side affirms. Beside the word, the other side's denial must
  // be about something this side does not assert ("we don't throw bread away" / "bread goes to the food bank").
  // (Read from the other side's negated clauses as written too: "We don't send invoices by email" leaves "email" out of
  // its denial, yet it denies sending by email against "Invoices go out by email, never by post".)
  const deniedClauseWords = clausesIn(denier).filter(hasDenial).flatMap((c) => tokensOf(c).filter((t) => !t.code && t.lower.length > 2 && !WEAK.has(t.lower) && !isNegation(t.lower)).map((t) => t.root));
  const ownAsserted = (w: string) => !rootsMatch(w, word) && has(own.asserted, w) && !has(own.denied, w);
  return ![...other.denied, ...deniedClauseWords].some(ownAsserted);
}

const NEGATIVE_PRONOUN = /^(?:nobody|nothing|none|nowhere|neither)$/;
const CLAUSE_BREAK = new RegExp(`\\b(?:${[...SCOPE_BREAK].join("|")})\\b`, "i");
/** A text's clauses: its sentences cut at the words that start a new clause ("so", "because", "when", "only" …). */
const clausesIn = (text: string) => text.split(/[.;:!?]+(?:\s|$)|\s[—–]\s|\n+/).flatMap((s) => s.split(CLAUSE_BREAK));
/** A clause with a negation of its own (not "without", not a negative pronoun, which is a clause's subject). */
const hasDenial = (clause: string) => tokensOf(clause).some((t) => isNegation(t.lower) && !NEGATIVE_PRONOUN.test(t.lower));

/** Does a clause of `text` that names `word` (by root) state a negative outcome? */
function negativeAbout(text: string, word: string): boolean {
  const negative = (c: string) => NEGATIVE_OUTCOME.test(c) || NEGATIVE_STATE.test(c) || negativePredicate(c);
  if (!negative(text)) return false;
  return text.split(/[.;:!?]+(?:\s|$)|\s[—–-]\s|,\s+|\n+/).some((c) => negative(c) && unitsOf(c).some((u) => u.split("-").some((p) => rootsMatch(p, word))));
}

/**
 * A predicate adjective in a negative form ("are invisible to content scripts", "is unsafe", "was unreliable"):
 * a copula, then a word that is another word with a negative prefix, the two known to WordNet — "un"/"non"
 * before any word it lists ("unsafe"), a Latinate prefix only where WordNet pairs the two as opposites
 * ("invisible" / "visible"; not "important", "internal"). After a copula only: "for unauthenticated users"
 * names who, and says nothing negative of the clause's subject.
 */
function negativePredicate(clause: string): boolean {
  for (const m of clause.toLowerCase().matchAll(/\b(?:is|are|was|were|be|been|being|stays?|remains?|seems?|looks?|becomes?)\s+(?:(?:still|always|completely|totally|often|[a-z]{3,}ly)\s+)?([a-z-]{5,})\b/g)) {
    if (negativeForm(m[1]!)) return true;
  }
  return false;
}

let wordnet: { words: Set<string>; pairs: Set<string> } | null = null;
function negativeForm(word: string): boolean {
  if (!wordnet) {
    const lines = WORDNET_ANTONYMS.split("\n");
    wordnet = { words: new Set(lines.flatMap((l) => l.split(" "))), pairs: new Set(lines) };
  }
  const productive = /^(?:un|non-?)([a-z]{4,})$/.exec(word);
  if (productive && wordnet.words.has(productive[1]!)) return true;
  const latinate = /^(?:in|im|il|ir|dis)([a-z]{4,})$/.exec(word);
  return Boolean(latinate && (wordnet.pairs.has(`${latinate[1]} ${word}`) || wordnet.pairs.has(`${word} ${latinate[1]}`)));
}

/** Words as units for "about one thing": roots, a hyphenated compound kept as one unit. */
function unitsOf(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}_+.\/-]*[\p{L}\p{N}]|[\p{L}\p{N}]/gu)) {
    const raw = /^[A-Z]{2,}s$/.test(m[0]) ? m[0].slice(0, -1) : m[0];
    const w = raw.toLowerCase();
    if (WEAK.has(w) || (w.length < 2 && !/\d/.test(w))) continue;
    out.add(/[_./]/.test(w) ? w : w.split("-").map(rootOf).join("-"));
  }
  return [...out];
}

/**
 * Two texts that each turn down an alternative, and turn down different things neither mentions ("prefer named
 * exports over default exports" / "prefer type aliases over interfaces"): two rules, not one said
 * twice. Returns the two denied words, or null.
 */
export function deniedApart(a: string, b: string): [string, string] | null {
  const [sa, sb] = [stanceOf(a), stanceOf(b)];
  if (!sa.rejected.size || !sb.rejected.size) return null;
  if ([...sa.rejected].some((w) => has(sb.mentioned, w)) || [...sb.rejected].some((w) => has(sa.mentioned, w))) return null;
  return [[...sa.rejected][0], [...sb.rejected][0]];
}

/**
 * For the duplicate blocker, stricter than a conflict: a word one text denies that the other
 * mentions in any other role (asserted, or inside a condition: "applies without a restart" /
 * "not picked up until the pod restarts") means they do not say the same thing.
 */
export function deniedAgainstMention(a: string, b: string): string | null {
  const [sa, sb] = [stanceOf(a), stanceOf(b)];
  // A shared denial is one prohibition worded twice ("doesn't retry failed webhooks" / "failed webhooks are not retried").
  for (const w of sa.denied) if (has(sb.denied, w)) return null;
  // (A denial under a condition against a text with a condition of its own is no denial of what that text says.)
  const counts = (s: Stance, o: Stance, w: string) => !(s.conditioned.has(w) && o.conditional);
  for (const w of sa.denied) if (has(sb.mentioned, w) && !has(sb.denied, w) && !has(sb.softDenied, w) && !restrictedIn(a, w, b) && counts(sa, sb, w) && !sameAction(a, b, w)) return w;
  for (const w of sb.denied) if (has(sa.mentioned, w) && !has(sa.denied, w) && !has(sa.softDenied, w) && !restrictedIn(b, w, a) && counts(sb, sa, w) && !sameAction(b, a, w)) return w;
  return null;
}
