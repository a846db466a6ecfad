/**
 * Text helpers for judgment: clauses of a memory, subject keys that ignore case style, plurals and
 * filler ("maxRetries" = "max_retries" = "MAX-RETRIES" = "max retries"), and the context words a
 * clause is qualified by ("on staging", "in prod", "on macOS").
 */
import { CONTEXT_DIMENSIONS, CONTEXT_WORDS, WEAK_CONTEXTS } from "./lexicon";
import { stemWord } from "./values";
import { namedContexts } from "./named-contexts";
import { memoByText } from "./memo";

/** Splits a memory into clauses: lines, bullets, table rows, sentences and semicolon parts. */
/**
 * Kept per text (memo.ts): every reader of a pair splits both texts into clauses again, and a write's candidates are
 * read by dozens of readers. Read-only and frozen, because every caller shares the answer.
 */
export const clausesOf: (text: string) => readonly string[] = memoByText((text) => Object.freeze(splitClauses(text)), 20000);

/**
 * The finer parts of a clause a negation's reach ends at: sentence punctuation, dashes, semicolons, colons, brackets
 * and commas. The one split the negation readers share (negation-scope.ts, denying-verbs.ts, only-restriction.ts).
 */
export const CLAUSE_PARTS = /[.;:!?()[\]{}]+(?:\s|$)|\s[—–-]\s|[—–]|,\s+|\n+/;

function splitClauses(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of text.replace(/\r/g, "").split("\n")) {
    const line = rawLine.replace(/^\s*(?:[-*•+]|\d+[.)])\s+/, "").trim();
    if (!line || /^\|?[\s:|-]+\|?$/.test(line)) continue;
    const cells = line.startsWith("|") ? line.split("|").map((c) => c.trim()).filter(Boolean) : null;
    if (cells && cells.length >= 2) {
      out.push(`${cells[0]}: ${cells.slice(1).join(" ")}`);
      continue;
    }
    // Sentence ends: ". " before a capital, a backtick or a digit; never inside versions (1.2.3) or paths.
    for (const sentence of line.split(/(?<=[.!?])\s+(?=[A-Z`"'(\d])|;\s+/)) {
      const s = sentence.trim().replace(/[.!]+$/, "").trim();
      if (s) out.push(s);
    }
  }
  return out;
}

/** Splits identifiers into words: camelCase, PascalCase, snake_case, kebab-case, SCREAMING_CASE, dotted.keys. */
export function identifierWords(s: string): string[] {
  return s
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Words that never carry the subject: articles, pronouns, auxiliaries, scope filler. */
const SUBJECT_FILLER = new Set(
  `a an the our my your their its this that these those we i you they it he she team us me
  is are was were be been being has have had do does did will would should must can could may might
  of for in on at to from with by about as into onto per via
  current currently now still just also only always usually all any every some each
  value setting settings option feature flag toggle variable var parameter param`
    .split(/\s+/)
    .filter(Boolean),
);

/** Canonical subject: identifier words, stemmed, filler and context words removed, sorted. */
export function subjectKey(phrase: string): string {
  // Strong context words leave before identifiers are split ("macOS" must not become "mac os").
  const bare = phrase
    .replace(/[`"'“”‘’]/g, "")
    .split(/\s+/)
    .filter((w) => {
      const lw = w.toLowerCase().replace(/[^\p{L}\p{N}-]+/gu, "");
      return !(lw in CONTEXT_WORDS && !WEAK_CONTEXTS.has(lw));
    })
    .join(" ");
  const words = identifierWords(bare)
    .map(stemWord)
    .filter((w) => !SUBJECT_FILLER.has(w) && !(w in CONTEXT_WORDS && !WEAK_CONTEXTS.has(w)));
  return [...new Set(words)].sort().join(" ");
}

/** The subject for people: its words in order, lower-cased, without filler or context words. */
export function subjectLabelOf(phrase: string): string {
  const words = identifierWords(phrase.replace(/[`"'“”‘’]/g, "")).filter((w) => !SUBJECT_FILLER.has(w) && !(w in CONTEXT_WORDS && !WEAK_CONTEXTS.has(w)));
  return [...new Set(words)].join(" ");
}

/** Subjects that say nothing about what is meant ("we use X", "it is X"). */
export const isGenericSubject = (key: string) => key === "";

/** Nouns for the machines a setting applies to: a context word right before one qualifies the memory. */
const HOST_NOUN = /^(?:-only)?\s+(?:(?:training|inference|build|worker|ci)\s+)?(?:nodes?|hosts?|machines?|instances?|runners?|servers?|pods?|boxes|workers?|builds?|images?|devices?|laptops?|macs|users?|developers?|devs|engineers)\b/;

/**
 * Contexts a clause is qualified by. Strong words (staging, production, macOS…) count anywhere;
 * weak ones (test, ci, local…) only as qualifiers ("in CI", "on the test server", "locally").
 */
export const contextsOfClause: (clause: string) => readonly string[] = memoByText((clause) => Object.freeze(readContextsOfClause(clause)), 20000);

/** A word ending in an environment's head noun: Dutch and German compounds ("testomgeving", "Testumgebung"), a hyphen before the English one. */
const ENVIRONMENT_COMPOUND = /^([\p{L}]+?)(?:-?(?:omgeving|umgebung)|-(?:environment|env))$/u;

function readContextsOfClause(clause: string): string[] {
  const lower = clause.toLowerCase();
  const out = new Set<string>();
  for (const m of lower.matchAll(/[\p{L}\p{N}-]+/gu)) {
    const w = m[0].replace(/-only$/, "");
    // An environment named with its head noun in one word ("acceptatie-omgeving", "testomgeving", "prod-env") is
    // one whatever its word: the head says so, as "the test environment" does (named-contexts.ts).
    const stem = ENVIRONMENT_COMPOUND.exec(w)?.[1];
    if (stem && CONTEXT_DIMENSIONS[CONTEXT_WORDS[stem] ?? ""] === "environment") {
      out.add(CONTEXT_WORDS[stem]);
      continue;
    }
    const c = CONTEXT_WORDS[w];
    if (!c) continue;
    // A command-line flag's value ("--platform linux/amd64", "--target=arm64") is what is set,
    // not where the memory holds.
    if (/--[a-z][\w-]*[\s=]+[\w./-]*$/.test(lower.slice(Math.max(0, m.index - 40), m.index))) continue;
    if (!WEAK_CONTEXTS.has(w) || w === "locally") {
      out.add(c);
      continue;
    }
    const before = lower.slice(Math.max(0, m.index - 12), m.index);
    const after = lower.slice(m.index + m[0].length, m.index + m[0].length + 24);
    // Qualifier forms: "on staging", "in the CI", a leading label ("dev: POOL_SIZE=5"), or a
    // modifier of the machines a memory is about ("GPU nodes", "CPU-only inference hosts", "arm runners").
    if (/\b(?:on|in|for|under|against|during)\s+(?:the\s+|our\s+|an?\s+)?$/.test(before)) out.add(c);
    else if (/^\s*$/.test(lower.slice(0, m.index)) && /^\s*:/.test(after)) out.add(c);
    // The context as the clause's subject doing the work ("CI runs tests against SQLite", "dev uses a
    // local Redis"): where the rest holds.
    else if (/^\s*$/.test(lower.slice(0, m.index)) && /^\s+(?:runs?|uses?|builds?|tests?|deploys?|points? at|talks? to|connects? to)\b/.test(after)) out.add(c);
    else if (HOST_NOUN.test(after)) out.add(c);
    // Two context words side by side ("local dev runs Postgres 16", "dev/test only") qualify each other.
    else if (CONTEXT_WORDS[/^[\s/]*([\p{L}\p{N}-]+)/u.exec(after)?.[1] ?? ""] || CONTEXT_WORDS[/([\p{L}\p{N}-]+)[\s/]*$/u.exec(before)?.[1] ?? ""]) out.add(c);
  }
  for (const m of clause.matchAll(REGION_RE)) out.add((m[1] ?? m[2]).toLowerCase().replace(/^usa$/, "us"));
  for (const platform of gamePlatformsOf(clause)) out.add(platform);
  // Environments and variants named by their head noun ("the shadow environment", "the STM32G4 variant").
  for (const c of namedContexts(clause)) out.add(c);
  return [...out];
}

/**
 * Game platforms ("on PS5", "the Switch build", "Xbox Series X: 4K"): a setting for one console says nothing about
 * another. Read as written (capitals), since "switch" is a verb and a noun of its own: "Switch" counts mid-sentence, or
 * at the start as a label or before a build noun ("Switch build of arena …"), never as an imperative ("Switch the
 * flag off"). A settings key namespaced by one ("switch.max_res = 900p") names it in lower case.
 */
const GAME_PLATFORM_RE = /\b(PS5|PS4|PlayStation(?: [45])?|Xbox(?: Series [XS]| One)?|Nintendo Switch|Switch|Steam Deck|(?:ps5|ps4|xbox|switch)(?=\.[a-z_]))\b/g;
const BUILD_NOUN = /^(?:'s)?\s*(?::|,|build|builds|port|target|version|client|release|players?|devkits?|hardware|docked|handheld)\b/i;
function gamePlatformsOf(clause: string): string[] {
  const out: string[] = [];
  for (const m of clause.matchAll(GAME_PLATFORM_RE)) {
    const name = m[1];
    if (name === "Switch") {
      const start = /^\s*$|[.!?:;]\s*$/.test(clause.slice(0, m.index));
      if (start && !BUILD_NOUN.test(clause.slice(m.index + name.length))) continue;
    }
    out.push(/^ps|^playstation/i.test(name) ? (/[4]/.test(name) ? "ps4" : "ps5") : /^xbox/i.test(name) ? "xbox" : /switch/i.test(name) ? "switch" : "steam deck");
  }
  return out;
}

/**
 * Market regions as qualifiers ("EU customers", "for APAC shoppers", "in the UK"): upper case only,
 * since "us" is a pronoun, and only before the people or traffic a setting applies to or after
 * "in"/"for", so "EU customers included" qualifies and "USD" or "us-east-1" do not.
 */
const REGIONS = "EU|EEA|US|USA|UK|APAC|EMEA|LATAM|ANZ|DACH";
const REGION_RE = new RegExp(String.raw`\b(${REGIONS})(?=[\s-]+(?:based\s+)?(?:customers?|users?|shoppers?|clients?|accounts?|tenants?|merchants?|buyers?|sellers?|partners?|traffic|orders?|region)\b)|\b(?:in|for|across)\s+(?:the\s+)?(${REGIONS})\b(?![\w-])`, "g");

/** Context tags: "staging", "production", … or any tag written "context:x" / "env:x". */
export function contextsOfTags(tags: string[]): string[] {
  const out = new Set<string>();
  for (const t of tags) {
    const tag = t.toLowerCase();
    const explicit = /^(?:context|env|environment|platform|os):(.+)$/.exec(tag);
    if (explicit) out.add(CONTEXT_WORDS[explicit[1]] ?? explicit[1]);
    else if (CONTEXT_WORDS[tag]) out.add(CONTEXT_WORDS[tag]);
  }
  return [...out];
}

/** Content words of a text for similarity: identifier words, stemmed, stopwords dropped. */
export function contentWords(text: string): string[] {
  // Stop words leave before stemming: stemmed, "please" would be "pleas" and stay.
  return identifierWords(text.replace(/[`"'“”‘’]/g, " "))
    .filter((w) => !STOP_WORDS.has(w))
    .map(stemWord)
    .filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || /\d/.test(w)));
}
/** Words that carry no content, for similarity and topics. */
export const STOP_WORDS: Set<string> = new Set(
  `a an the our my your their its this that these those we i you they it he she us me
  is are was were be been being has have had do does did will would should must can could may might
  of for in on at to from with by about as into onto per via and or but so if then than when while which who what
  also just really very always usually please note remember keep make sure use using used uses
  want wants any them it's there here roughly about around
  because since over than rather through thru instead chose choose chosen picked pick decided decide went`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Acronyms of generic terms and units: written in capitals, they are still not names ("the API
 * container", "token TTL", "512 MiB"), so one on one side only is no new name or value.
 */
export const GENERIC_ACRONYMS = new Set([
  "api", "apis", "cli", "ci", "cd", "pr", "prs", "url", "urls", "ui", "ux", "db", "id", "ids", "os", "sdk", "http", "https", "json", "yaml",
  "csv", "html", "css", "sql", "dns", "tls", "ssl", "ssh", "utc", "p95", "p99", "env", "ttl", "sla", "slo", "rps", "qps", "tps", "cpu", "gpu",
  "ram", "ssd", "ip", "io", "vm", "vms", "faq", "eta",
  // Terms of the trade written in capitals: no names either ("this ETL", "the SSO login", "a DLQ").
  "etl", "elt", "sso", "saml", "oidc", "jwt", "rbac", "acl", "spa", "pwa", "crud", "dlq", "rpc", "tcp", "udp", "smtp", "vpn", "vpc", "iam", "kms", "mvp", "poc",
  "kb", "kib", "mb", "mib", "gb", "gib", "tb", "tib", "ms", "hz", "mhz", "ghz",
]);

/** Words before a number that make it a label, not a value ("step 2", "issue 41", "number 3"): one list for every reader. */
export const LABEL_WORDS = new Set(["number", "no", "step", "item", "part", "phase", "issue", "ticket", "pr", "#", "case", "example", "chapter", "section", "page", "line", "row", "test", "task", "story", "sprint", "day", "week", "round", "attempt", "option", "status", "update", "note", "entry", "log", "milestone", "meeting", "session", "stage", "level", "tier", "rule", "q", "month", "year", "team", "room", "floor", "priority", "p", "sev", "severity", "epic", "run", "build", "iteration"]);

/**
 * A failure said before a condition ("the build fails unless", "won't start without", "crashes
 * at boot without"): the condition's object is what is needed, so "unless X" / "without X" there
 * asserts X (a requirement) instead of turning it down. Two negations make a positive. Damage said of the
 * subject is a failure too ("the frames are garbled without a termination resistor").
 */
const FAILURE_BEFORE = /\b(?:fail(?:s|ed|ing)?|garbled|corrupt(?:s|ed)?|mangled|truncated|unreadable|break(?:s|ing)?|broke|crash(?:es|ed|ing)?|errors?(?: out)?|panics?|aborts?|refuses? to \w+|won'?t|wo not|can'?t|cannot|doesn'?t|does not|will not|isn'?t able to|is unable to|not (?:start|boot|run|work|build|compile|load))\b[^.;!?]*$/i;
export const requirementBefore = (textBefore: string): boolean => FAILURE_BEFORE.test(textBefore);

/**
 * A removal said as a rule or an event ("stale flags get deleted after 30 days", "files have to be
 * removed too", "when an account is deleted, …") is something done to the thing, not a statement
 * that it is gone: "X was removed" denies X, "X is removed after 90 days" describes X's lifecycle.
 * `before`: the clause up to the predicate (its copula included, with or without a space after it); `after`: the rest
 * of the clause. (The modal's branch once wanted a space after "get"/"be" that negation-scope.ts's joined words never
 * have, so "flags get deleted after 30 days" read as a denial.)
 */
const ACTION_BEFORE = /(?:^\s*(?:when|whenever|if|once|after|before|as soon as)\b[^,;]*|\b(?:must|should|shall|will|would|can|could|may|might|has to|have to|had to|need to|needs to|is to|are to|going to|gets?|got|getting)(?:\s+\w+)??(?:\s+(?:be|been))?\s*)$/i;
const ACTION_AFTER = /^\s*(?:too\b|as well\b|automatically\b|on (?:its|their) own\b|(?:after|within|every|each|once|when|whenever|if|older than|nightly|daily|weekly|monthly|at (?:the )?end)\b)/i;
export const removalIsAction = (before: string, after: string): boolean => ACTION_BEFORE.test(before) || ACTION_AFTER.test(after);

/** A version written as a floor: "3.10 or newer", "1.21+", "18 and up", "at least 18", ">= 18". */
const FLOOR_AFTER = /^\s*(?:\+|or (?:newer|later|above|higher|greater|up)\b|and (?:up|above|later|newer|higher)\b)/i;
const FLOOR_BEFORE = /(?:\bat least|>=|\bminimum(?: of)?|\bmin\.?)\s*(?:[A-Za-z][\w.+#-]*\s+)?$/i;
export const versionFloor = (before: string, after: string): boolean => FLOOR_AFTER.test(after) || FLOOR_BEFORE.test(before);
