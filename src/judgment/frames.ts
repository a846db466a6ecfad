/**
 * Frames: a memory read as "what it is about" (topic words) and "what it says the answer is"
 * (typed values), whatever the sentence shape or memory type. "Alice owns the search service" /
 * "the search service's owner is Bob Martinez", "releases are cut every Tuesday" / "the CLI ships a
 * release each Thursday", "listens on port 8080" / "binds to :9000": the words differ, but with
 * the values taken out both sides are about one thing (owner of the search service, release day,
 * listening port) and their values of one kind cannot both hold.
 *
 * Values are recognised by form, not by lists of phrasings: names written with a capital inside a
 * sentence (Sharp, ImageMagick, Bob Martinez), tools of a known job (lexicon.ts), code spans and
 * identifiers, KEY=value, paths, chat channels, ports, week days, case styles, versions. Each gets
 * a polarity from the cue before it in its clause ("not X", "instead of X", "rejected X", "from X
 * to"). Topic words are the rest of the text, lemmatised (owner = owns, generated = generates),
 * synonyms canonical, context and filler words dropped. A small grammar of our own rather than a
 * parser: compromise takes ~0.9 s to load and ~4 ms a sentence, too slow for the write path.
 */
import { canonicalName, categoryOf, CONTEXT_WORDS, findCategoryMembers, PROPERTY_NOUNS, spellingsOf, WEAK_CONTEXTS } from "./lexicon";
import { clausesOf, GENERIC_ACRONYMS, identifierWords, LABEL_WORDS, removalIsAction, requirementBefore, STOP_WORDS, versionFloor } from "./text";
import { parseQuantity, parseVersion, relation, RUNTIME_ID, unitFollows } from "./values";
import { heldBySpan } from "./ranges";
import { rootOf, rootsMatch, stanceOf } from "./negation-scope";
import { regexOf, memoByText } from "./memo";
import { pinnedVersions } from "./manifest-versions";
import { wordTable } from "./word-table";

export type ValueType = string;
export interface FrameValue {
  type: ValueType;
  value: string;
  polarity: 1 | -1;
  /** Initials of a versioned name of several words ("React Native" → "rn"). */
  initials?: string;
  /** A version read from where a project pins it (a manifest line or a version file, manifest-versions.ts). */
  pinned?: true;
}
export interface Frame {
  topic: Set<string>;
  values: FrameValue[];
  /** Lower-cased text with punctuation as spaces, to ask whether a value is mentioned at all. */
  plain: string;
}

/** Lemma for topic matching: plural, tense and agent nouns folded ("owner"/"owns"/"owned" → "own"). */
export function lemma(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && /ie[sd]$/.test(w)) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(?:ss|sh|ch|x|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 6 && w.endsWith("ally")) w = w.slice(0, -4);
  else if (w.length > 5 && w.endsWith("ly")) w = w.slice(0, -2);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && /[^aeiou](?:er|or)$/.test(w) && !NOT_AGENT.has(w)) w = w.slice(0, -2);
  if (w.length > 3 && /([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("y")) w = w.slice(0, -1);
  return w;
}
// Nouns ending in -er/-or that are not "one who does" (a user is not "use", a server not "serve").
const NOT_AGENT = new Set(["user", "server", "header", "folder", "order", "number", "cluster", "container", "error", "vendor", "editor", "monitor", "border", "layer", "paper", "after", "under", "other", "never", "either", "neither", "rather", "whether", "however", "master", "docker", "buffer", "filter", "parser", "router", "worker", "scheduler", "trigger", "register", "driver", "adapter", "color", "colour", "major", "minor", "sensor", "factor", "operator", "member", "chapter", "matter", "water", "power", "tower", "poster", "letter", "better", "center", "centre", "cover", "super", "linter", "bundler", "compiler", "runner", "wrapper", "helper", "handler"]);

/**
 * Words developers use for one notion, folded to one (after lemma): "migration of X to R2" /
 * "moving X to R2", "done" / "finished", "needs" / "requires". Verbs and nouns of the trade only,
 * and no word with a second, commoner sense: "port" (to migrate) is mostly a network port in these
 * notes, and folded it gave every two port numbers the shared topic "migrate".
 */
const CONCEPT_GROUPS = [
  "migrate move transfer relocate", "done finish complete", "need require", "break fail crash", "store keep save persist hold retain",
  "trigger kick start fire", "happen occur", "deploy ship roll release", "create generate produce build", "remove delete drop", "change modify update edit",
  "error failure", "fast quick", "slow sluggish", "large big", "small tiny", "check verify validate", "send deliver", "block prevent stop",
  "configure setup", "document docs", "declare define", "show display render", "allow permit", "refuse reject", "timeout expire expiry ttl lifetime", "idle inactive inactivity", "limit cap max maximum ceiling quota", "abbreviation abbreviate",
  "reach access", "website site",
  // Words of the trade for one thing: a feature toggle is a flag, a request's body its payload,
  // a retention period what is kept.
  "flag toggle", "body payload", "annual yearly", "retain retention", "purge prune",
];
const CONCEPTS = new Map<string, string>();
for (const g of CONCEPT_GROUPS) {
  const [head, ...rest] = g.split(" ").map(lemma);
  for (const w of [head, ...rest]) if (!CONCEPTS.has(w)) CONCEPTS.set(w, head);
}
/** The notion a word names, folded like topic words ("expires" / "timeout" / "TTL" → one), or null. */
export const conceptOf = (word: string): string | null => CONCEPTS.get(lemma(word)) ?? null;

/**
 * Alternatives on one axis, as data: two memories on one topic that pick different sides of an
 * axis ("tables named in the singular" / "plural names") give it two values.
 */
const AXES: Record<string, string[]> = wordTable({
  number: ["singular", "plural"],
  numeric: ["integer", "integers", "float", "floating-point", "floats", "decimal", "decimals"],
  money: ["cents", "dollars", "euros", "minor units"],
  sync: ["sync", "synchronous", "synchronously", "async", "asynchronous", "asynchronously"],
  visibility: ["public", "private", "internal"],
  order: ["ascending", "descending", "asc", "desc"],
  loading: ["eager", "eagerly", "lazy", "lazily"],
  locking: ["optimistic", "pessimistic"],
  mutability: ["mutable", "immutable"],
  repo: ["monorepo", "polyrepo", "multi-repo"],
  rendering: ["server-side", "client-side", "ssr", "csr", "static"],
  spelling: ["british", "american", "uk english", "us english", "british english", "american english"],
  language: ["english", "german", "french", "spanish", "dutch", "italian", "portuguese", "japanese", "chinese"],
  paths: ["relative", "absolute"],
  exports: ["named exports", "named export", "default exports", "default export"],
  mood: ["imperative", "imperative mood", "past tense", "present tense"],
  size: ["small", "tiny", "little", "big", "large", "huge", "giant"],
  verbosity: ["verbose", "detailed", "in-depth", "thorough", "concise", "brief", "terse", "succinct", "to-the-point", "quiet", "minimal logging", "short answers", "keep it short", "long explanations", "long, thorough", "step by step", "in detail"],
  ids: ["uuid", "uuids", "ulid", "ulids", "auto-increment", "autoincrement", "serial"],
  operation: ["manual", "manually", "by hand", "automatic", "automatically", "automated", "by itself", "on its own", "itself"],
});
/**
 * States, each word folded to the state it names, so "enabled" / "turned on" are one value and
 * "enabled" / "disabled" two: a flag flipped is never merged as a paraphrase, and on one topic it
 * is a conflict.
 */
const STATES: Record<string, string> = wordTable({
  enabled: "on", "turned on": "on", "switched on": "on", active: "on", activated: "on",
  disabled: "off", "turned off": "off", "switched off": "off", inactive: "off", deactivated: "off",
  required: "required", mandatory: "required", compulsory: "required", optional: "optional",
  allowed: "allowed", permitted: "allowed", forbidden: "forbidden", prohibited: "forbidden", banned: "forbidden", disallowed: "forbidden",
  supported: "supported", unsupported: "unsupported", supports: "supported", support: "supported",
  requires: "required", require: "required", permits: "allowed", permit: "allowed", blocked: "forbidden",
  // Consent defaults: opt-in is off until chosen, opt-out on until refused.
  "opt-in": "off", "opt in": "off", "opt-out": "on", "opt out": "on",
});
/**
 * The opposite of each state: a denied state is its opposite asserted, so "not required" reads as
 * "optional" (a paraphrase of it) and against "mandatory" as two values of one flag.
 */
const OPPOSITE_STATE: Record<string, string> = wordTable({ on: "off", off: "on", required: "optional", optional: "required", allowed: "forbidden", forbidden: "allowed", supported: "unsupported", unsupported: "supported" });
const AXIS_SIDES: Record<string, string[]> = wordTable({
  verbose: ["verbose", "detailed", "in-depth", "thorough", "long explanations", "long, thorough", "step by step", "in detail"], concise: ["concise", "brief", "terse", "succinct", "to-the-point", "short answers", "keep it short"],
  small: ["small", "tiny", "little"], large: ["big", "large", "huge", "giant"],
  manual: ["manual", "manually", "by hand"], automatic: ["automatic", "automatically", "automated", "by itself", "on its own", "itself"],
});
const AXIS_OF = new Map<string, [string, string]>();
for (const [axis, words] of Object.entries(AXES)) for (const w of words) AXIS_OF.set(w, [axis, lemma(w.replace(/(?:ly|s)$/, "")).replace(/^float.*/, "float").replace(/^synchronou$/, "sync").replace(/^asynchronou$/, "async")]);
for (const [w, state] of Object.entries(STATES)) AXIS_OF.set(w, ["state", state]);
// Words for one side of an axis ("terse" / "concise", "detailed" / "verbose") are one value.
for (const [side, words] of Object.entries(AXIS_SIDES)) for (const w of words) AXIS_OF.set(w, [AXIS_OF.get(w)![0], side]);
const AXIS_RE = new RegExp(String.raw`(?<![\w-])(${[...AXIS_OF.keys()].sort((x, y) => y.length - x.length).map((w) => w.replace(/[-]/g, "[- ]?")).join("|")})(?![\w-])`, "gi");

/** Topic words that say nothing about what a memory is about. */
const GENERIC = new Set(["don", "doesn", "didn", "won", "isn", "aren", "wasn", "weren", "shouldn", "couldn", "wouldn", "haven", "hasn", "hadn", "mustn", "use", "run", "set", "get", "go", "make", "need", "have", "keep", "put", "do", "be", "say", "want", "like", "prefer", "stick", "stay", "write", "new", "old", "only", "still", "now", "right", "currently", "current", "default", "all", "every", "each", "one", "plain", "ever", "everything", "anything", "thing", "way", "time", "case", "decid", "decision", "chos", "chosen", "pick", "rejected", "reject", "favour", "favor", "avoid", "never", "not", "no", "instead", "rather", "sure", "should", "must", "pleas", "pls", "actually", "also", "yet", "full", "fully", "version", "we", "our", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "thirty", "twenty", "tim", "team", "it", "lik", "mak", "ensur", "rul", "alway", "usual"]);

/** Tool names that are ordinary words in lower case ("go", "rust", "swift"): capitalised, they name the tool. */
const CAPITALISED_TOOLS: Record<string, string> = wordTable({ requests: "http client", go: "language", rust: "language", swift: "language", dart: "language", ruby: "language", crystal: "language" });


const WEEKDAYS = new Set(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
/** Capitalised words that open or glue sentences, or are generic acronyms, not names. */
const NOT_NAMES = new Set([...GENERIC_ACRONYMS, "i", "we", "our", "the", "a", "an", "in", "on", "for", "and", "or", "but", "if", "when", "todo", "note", "fyi", "ok", "from", "run", "copy", "not", "must", "never", "always", "warning", "important", "careful", "heads"]);

const NEG_CUE = /(?:\bnot|\bno|\bnever|n't|\bavoid(?:s|ing)?|\binstead of|\brather than|\bthan|\bover|\bwithout|\brejected|\breject|\bdropped|\bditched|\b(?:ripped|tore|threw|pulled) out|\bgot rid of|\baway from|\boff(?: of)?|\bno longer(?: \w+)?|\bbanned|\bforbid(?:s|den)?|\bdeprecated|\breplaced|\bused to(?: \w+)?|\bunless(?: \w+){0,3})\s+(?:(?:in|on|at|into|via|from|through|with)\s+)?(?:the\s+|a\s+|an\s+|any\s+|using\s+|use\s+|our\s+)?$/i;
/** The turned-down side of a comparison reaches over its noun phrase: "rather X than a stack of tiny ones". */
const ALTERNATIVE_CUE = /\b(?:than|instead of)\s+(?:(?!(?:and|but|so|because|since|for|in|on|at|with|to|by|from|when|if)\b)[\w-]+\s+){1,3}$/i;
const PREFER_VERB = /\b(?:prefer\w*|chose|choose|chosen|picked|pick|favou?r\w*|like)\b/i;
const NEG_AFTER = /^\s*(?:→|->|=>|(?:is|are|was|were)?\s*(?:deprecated|gone|removed|retired|not used|no longer used|isn'?t used|aren'?t used|banned|forbidden|prohibited|disallowed|not allowed|blocked)\b)/i;

interface Span { type: ValueType; value: string; start: number; end: number; pinned?: true }

const CURRENCY_RE = /\b(USD|EUR|GBP|JPY|CHF|CAD|AUD|NZD|CNY|HKD|SGD|INR|BRL|MXN|SEK|NOK|DKK|PLN|CZK|HUF|ZAR|KRW|TRY|ILS|AED)\b/g;
const LEVELS = "trace|debug|info|notice|warn|warning|error|fatal|critical";
const LOG_LEVEL_RE = new RegExp(String.raw`\b(${LEVELS})[ -]level\b|\blog(?:s|ged|ging)?\s+(?:only\s+)?at\s+(?:the\s+)?(${LEVELS})\b|\blog[ _-]?level\s*(?:is|=|:|to|of|set to)?\s*\`?(${LEVELS})\b`, "gi");

/** Initials of the multi-word versioned names read so far, by version key ("ver:reactnative" → "rn"). */
const initialsOf = new Map<string, string>();

/** Typed values of one clause, by form. */
function spansOf(clause: string): Span[] {
  const out: Span[] = [];
  const add = (type: ValueType, value: string, start: number, end: number) => {
    if (value && !out.some((s) => start < s.end && end > s.start)) out.push({ type, value: value.toLowerCase(), start, end });
  };
  // A version where a project pins it ("leaflet": "^1.9.0", rails (7.1.3), .nvmrc → 20.11.1): that name's version,
  // read before the bare dotted versions below take the number without its name.
  for (const v of pinnedVersions(clause)) if (!out.some((s) => v.start < s.end && v.end > s.start)) out.push({ type: versionKey(v.name), value: v.version.toLowerCase(), start: v.start, end: v.end, pinned: true });
  // Identifiers by shape, before any key reads them: a reverse-DNS id ("com.acme.shop", an app's
  // bundle id or a package), a prefixed random id ("price_1NzY9xW8vU7t", "cus_Q2xk81Lm"), and a slug
  // that is what a label names ("service name: api-edge-eu", "shows up as core-api").
  for (const m of clause.matchAll(/\b(?:com|org|net|io|dev|app|co|de|uk)\.[a-z][\w-]*(?:\.[a-z][\w-]*)+\b/gi)) add("rdns", m[0], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(/\b([a-z][a-z0-9]{1,10})_(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{8,}\b/g)) add(`id:${m[1]}`, m[0], m.index, m.index + m[0].length);
  {
    const label = /^[^:]{3,80}?:\s*`?([a-z][a-z0-9]*(?:-[a-z0-9]+)+)`?\s*$/.exec(clause);
    if (label) {
      const start = clause.lastIndexOf(label[1]);
      add("slug", label[1], start, start + label[1].length);
    }
    for (const m of clause.matchAll(/\b(?:as|called|named)\s+`?([a-z][a-z0-9]*(?:-[a-z0-9]+)+)`?(?![\w.\/-])/g)) {
      const start = m.index + m[0].indexOf(m[1]);
      add("slug", m[1], start, start + m[1].length);
    }
  }
  // KEY=value, KEY: value, KEY is/set to value: the value of that key.
  // (Gradle's and other build files' "key value" form too, a camelCase key of two words or more before a number:
  // "minSdkVersion 26", "maxPoolSize 20"; "iPhone 15" and "macOS 14" are names, no keys.)
  for (const m of clause.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[a-z][a-z0-9]*(?:_[a-z0-9]+)+|[a-z]+[A-Z][A-Za-z0-9]*)\b(?:\s+for\s+(?:the\s+)?[\w-]+)?(?:\s*[=:]\s*|\s+(?:is\s+|are\s+)?(?:set\s+to|is|to|of|at)\s+|(?<=\b[a-z]{3,}(?:[A-Z][a-z0-9]+)+)\s+(?=\d))`?([\w.:/-]+)`?/g)) {
    const key = keyName(m[1]);
    const v = m[2].replace(/[.:]+$/, "");
    const start = m.index + m[0].length - m[2].length - (m[0].endsWith("`") ? 1 : 0);
    add(`key:${key}`, v, start, start + v.length);
  }
  // "The default branch (of the mobile repo) is `develop`": a code span after a property phrase's
  // copula is that property's value, the same key as `default_branch: main` written elsewhere.
  for (const m of clause.matchAll(/\b(?:the|our|its)\s+([a-z][a-z-]*(?:\s+[a-z][a-z-]*){0,2}?)(?:\s+(?:of|for|in)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?)?\s+(?:is|are|was|=|:)\s+`([^`\n]{1,60})`/gi)) {
    const words = m[1].toLowerCase().split(/[\s-]+/).filter((w) => !STOP_WORDS.has(w));
    if (!words.length || !PROPERTY_NOUNS.has(words[words.length - 1].replace(/s$/, ""))) continue;
    const start = m.index + m[0].length - m[2].length - 1;
    add(`key:${words.join("")}`, m[2].trim(), start, start + m[2].length + 2);
  }
  // "runs in the GCP project acme-ml-prod", "deployed to cluster prod-eu-2": a slug after a property
  // noun that ends a place phrase is that property's value (a slug opening a sentence is its subject).
  for (const m of clause.matchAll(/\b(?:in|to|on|into|onto|under|uses?|via)\s+(?:the\s+|our\s+)?(?:[A-Za-z]{2,5}\s+)?([a-z]+)\s+`?([a-z][a-z0-9]*(?:-[a-z0-9]+)+)`?(?![\w.\/-])/gi)) {
    if (!PROPERTY_NOUNS.has(m[1].toLowerCase())) continue;
    const start = m.index + m[0].length - m[2].length - (m[0].endsWith("`") ? 1 : 0);
    add(`key:${m[1].toLowerCase()}`, m[2], start, start + m[2].length);
  }
  // A key written as a word with a boolean ("introspection: false") states that key's state.
  for (const m of clause.matchAll(/\b([a-z][\w.-]*)\s*[:=]\s*(true|false)\b/gi)) {
    const start = m.index + m[0].length - m[2].length;
    add("axis:state", m[2].toLowerCase() === "true" ? "on" : "off", start, start + m[2].length);
  }
  // A flag and its state, however written ("DEBUG=false", "with DEBUG on", "CACHE off",
  // "featureX: enabled"): the state keyed by the flag, so two memories about one flag meet on its key
  // (the span is the flag's name only; the state word is still read as a state below).
  for (const m of clause.matchAll(/\b([A-Z][A-Z0-9]{2,}(?:_[A-Z0-9]+)*|[a-z]+(?:[A-Z][a-z0-9]*)+)(?:\s*[=:]\s*|\s+)(true|false|on|off|yes|no|enabled|disabled)\b/g)) {
    if (/^\s+/.test(m[0].slice(m[1].length)) && !/^(?:on|off|enabled|disabled)$/.test(m[2])) continue;
    if (/^\s+/.test(m[0].slice(m[1].length)) && /^on$/.test(m[2]) && /^\s+(?:the\s+|a\s+|an\s+)?[\w`]/.test(clause.slice(m.index + m[0].length))) continue;
    add(`key:${m[1].toLowerCase().replace(/_/g, "")}`, /^(?:true|on|yes|enabled)$/.test(m[2]) ? "on" : "off", m.index, m.index + m[1].length);
  }
  // Closed sets whose members are values wherever they are written: currency codes (upper case
  // only: "EUR", not the word "eur…"), and log levels next to a word of logging ("logs at info level",
  // "log level: warn", "debug-level logging"), the same key as LOG_LEVEL=warn.
  for (const m of clause.matchAll(CURRENCY_RE)) add("currency", m[1], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(LOG_LEVEL_RE)) {
    const w = (m[1] ?? m[2] ?? m[3]).toLowerCase();
    const at = m.index + m[0].toLowerCase().lastIndexOf(w);
    add("key:loglevel", w === "warning" ? "warn" : w, at, at + w.length);
  }
  // Date formats: "DD/MM/YYYY", "YYYY-MM-DD".
  for (const m of clause.matchAll(/\b(?:[DMY]{1,4}[/.-]){2}[DMY]{1,4}\b/gi)) add("date format", m[0].toLowerCase(), m.index, m.index + m[0].length);
  // URLs and URL paths ("https://stg.acme.io", "/api/gql").
  for (const m of clause.matchAll(/\bhttps?:\/\/[^\s`'"),]+|(?<=\s|^)\/[a-z][\w.-]*(?:\/[\w.-]+)*/gi)) add("path", m[0].replace(/[./]+$/, ""), m.index, m.index + m[0].length);
  for (const m of clause.matchAll(/`([^`\n]{1,60})`/g)) add("code", m[1].trim(), m.index, m.index + m[0].length);
  for (const m of clause.matchAll(/(?<![\w:/])((?:~|\.{1,2})?\/?[\w.@-]+(?:\/[\w.@-]+)+\/?)|\b([a-z_][\w-]*\.(?:ts|js|mjs|cjs|json|ya?ml|toml|md|py|go|rs|env|conf|ini|sh|sql|tsx|jsx))\b/g)) {
    // A unit written as a ratio ("m/s", "km/h", "req/s") is a number's unit, not a path.
    if (m[1] && parseQuantity(`1 ${m[1]}`)?.kind === "quantity") continue;
    add("path", (m[1] ?? m[2]).replace(/[./]+$/, ""), m.index, m.index + m[0].length);
  }
  // A package pinned as name@version ("react-native@0.76.2", "eslint@^9") is that package's version.
  for (const m of clause.matchAll(/(?<![\w.@-])(@?[a-z][\w.-]*(?:\/[a-z][\w.-]*)?)@([\^~]?\d+(?:\.\d+){0,2})\b/g)) add(versionKey(m[1]), m[2], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(/\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g)) add("email", m[0], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(/(?<![\w&])#([a-z][\w-]{1,60})/gi)) add("channel", m[1], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(/\bport\s+(\d{2,5})\b|(?<![\w\]]):(\d{2,5})\b|(?<=[a-z\]]):(\d{2,5})\b/gi)) add("port", m[1] ?? m[2] ?? m[3], m.index, m.index + m[0].length);
  for (const m of clause.matchAll(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/gi)) add("day", m[1], m.index, m.index + m[0].length);
  // A bare "on"/"off" is a state only where it ends the statement or is the copula's complement
  // ("dark mode is on", "… off by default"), never a preposition ("on staging", "off of Heroku").
  // ("orders-db is on PostgreSQL 15", "is on v3": a preposition before a name, a number or code.)
  for (const m of clause.matchAll(/\b(?:(?:is|are|was|were|stays|set to|defaults to)\s+(on|off)\b|(on|off)(?=\s+by default\b|\s*[.;!]?\s*$))/gi)) {
    const w = (m[1] ?? m[2]).toLowerCase();
    if (m[1] && /^\s+(?:(?:the|a|an|our|its)\s+)?[A-Z0-9`]/.test(clause.slice(m.index + m[0].length))) continue;
    const start = m.index + m[0].length - w.length;
    add("axis:state", w, start, start + w.length);
  }
  for (const m of clause.matchAll(AXIS_RE)) {
    const hit = AXIS_OF.get(m[1].toLowerCase()) ?? AXIS_OF.get(m[1].toLowerCase().replace(/ /g, "-"));
    if (hit) add(`axis:${hit[0]}`, hit[1], m.index, m.index + m[0].length);
  }
  for (const m of clause.matchAll(/\b([A-Za-z]+)[ -]case\b/gi)) if (!/^(?:use|test|edge|this|that|each|any|in|worst|best|base|lower|upper)$/i.test(m[1])) add("case", m[1], m.index, m.index + m[0].length);
  if (/\b(?:lower|upper)[ -]?case\b/i.test(clause)) for (const m of clause.matchAll(/\b(lower|upper)[ -]?case\b/gi)) add("case", m[1], m.index, m.index + m[0].length);
  // "Next.js version in the storefront: 14.2", "the Node version is pinned to 18": that name's version.
  for (const m of clause.matchAll(/\b([A-Z][\w]*(?:\.js)?)\s+version\b[^\d\n.;]{0,40}?\bv?(\d+(?:\.\d+){0,2})\b/g)) {
    const start = m.index + m[0].length - m[2].length;
    add(versionKey(m[1]), m[2], start, start + m[2].length);
  }
  // Versions of a capitalised name: "Next.js 13" / "Next 14", "Go 1.21", "React Native 0.73".
  for (const m of clause.matchAll(/\b((?:[A-Z][a-z]+\s+(?=[A-Z]))?[A-Z][\w]*(?:\.js)?)\s+v?(\d+(?:\.\d+){0,2})\b(?!\s*(?:through|thru|to|and|or|-|–)\s*\d)(?!\s*(?:%|ms|s|seconds?|minutes?|hours?|days?|weeks?|gb|mb|kb|characters?|chars?|lines?|users?|instances?|replicas?)\b)/g)) {
    // "Step 2", "Phase 3", "Sprint 14" are labels, not versions; "at 12.5 Hz" is a quantity.
    if (LABEL_WORDS.has(m[1].toLowerCase()) || unitFollows(clause.slice(m.index + m[0].length))) continue;
    const floor = versionFloor(clause.slice(0, m.index), clause.slice(m.index + m[0].length));
    add(versionKey(m[1]), `${floor ? ">=" : ""}${m[2]}`, m.index, m.index + m[0].length);
    const words = m[1].split(/\s+/);
    if (words.length > 1) initialsOf.set(versionKey(m[1]), words.map((w) => w[0].toLowerCase()).join(""));
  }
  // Runtime identifiers ("python3.12", "nodejs20.x", "ruby3.3-alpine"): that runtime's version.
  for (const m of clause.matchAll(RUNTIME_ID)) add(versionKey(m[1]), m[2], m.index, m.index + m[0].length);
  // Other dotted versions ("wrangler 3.60", "held at 2.20.x", "0.7.0"), with a bound written before them.
  for (const m of clause.matchAll(/(?<![\w.\/:-])(?:(at least|at most|>=|<=|~>|\^|~)\s*(?:[a-z][\w.-]*\s+(?:is\s+)?)?)?v?(\d+\.\d+(?:\.\d+|\.x)?)(?![\w.\/%-])(?!\s*(?:%|ms|s|seconds?|minutes?|hours?|days?|gb|mb|kb|x)\b)(\s*(?:\+(?![\w.])|or later|or newer|or above|and up))?/gi)) {
    if (!m[3] && unitFollows(clause.slice(m.index + m[0].length))) continue;
    const op = m[3] ? ">=" : m[1] ? ({ "at least": ">=", "at most": "<=", "or later": ">=" } as Record<string, string>)[m[1].toLowerCase()] ?? m[1] : "";
    add("version", `${op}${m[2]}`, m.index, m.index + m[0].length);
  }
  // Tools of a known job.
  const lower = clause.toLowerCase();
  for (const t of findCategoryMembers(clause)) {
    // Where it is written, in whichever spelling ("Mongo" for mongodb): the cue before it decides
    // its polarity, and the names pass below must not read it again at another place.
    let at = -1;
    let len = t.value.length;
    for (const spelling of spellingsOf(t.value)) {
      const first = spelling.split(" ")[0].replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      // (One compiled pattern per spelling, kept: regexOf; no flags, so exec keeps no state between texts.)
      const hit = regexOf(String.raw`(?<![\w.-])${first}(?![\w-])`).exec(lower);
      if (hit) {
        at = hit.index;
        len = spelling.length;
        break;
      }
    }
    add(`tool:${t.category}`, t.value, at >= 0 ? at : 0, at >= 0 ? at + len : 0);
  }
  // Names: capitalised words inside the sentence (runs of them are one name).
  for (const m of clause.matchAll(/(?<=[\p{L}\p{N},;:)] +)((?:[A-Z][\p{L}\p{N}]*(?:[.-][\p{L}\p{N}]+)*)(?: [A-Z][\p{L}\p{N}]+)*)(?![\p{L}\p{N}_-])/gu)) {
    const v = m[1];
    const lw = v.toLowerCase();
    if (NOT_NAMES.has(lw) || lw in CONTEXT_WORDS || WEEKDAYS.has(lw.replace(/s$/, ""))) continue;
    // A capitalised name of a known tool is typed by its job ("written in Go" is a language, not an owner).
    const tool = categoryOf(canonicalName(lw)) ?? CAPITALISED_TOOLS[lw];
    if (tool) {
      add(`tool:${tool}`, lw, m.index, m.index + v.length);
      continue;
    }
    if (/^[A-Z]{1,3}$/.test(v)) continue;
    add("name", v, m.index, m.index + v.length);
  }
  // Mixed-case names anywhere, including first word: "ImageMagick", "PagerDuty".
  for (const m of clause.matchAll(/\b[A-Z][a-z]+[A-Z][A-Za-z]+\b/g)) if (!categoryOf(canonicalName(m[0]))) add("name", m[0], m.index, m.index + m[0].length);
  return out;
}

/**
 * The key of a named thing's version, one for every spelling: "JDK" and "Java", "Next.js" and
 * "Next", "React Native" and "react-native", "Node.js" and "node".
 */
function versionKey(name: string): string {
  const canon = canonicalName(name.toLowerCase()) || name.toLowerCase();
  return `ver:${canon.replace(/\.?js$/, "").replace(/^@/, "").replace(/[\s._-]+/g, "")}`;
}

const frameMemo = memoByText(readFrame);

/** The frame of a memory's text (memoised: one write meets several candidates). */
/**
 * "Status 2: …", "Step 3 - …", "Decision number 4: …": a leading ordinal label names the note, it is
 * not a value of what the note says (two status notes numbered 0 and 2 do not disagree about 0 vs 2).
 */
const ORDINAL_LABEL = /^\s*(?:([A-Za-z]+)\s+)?([A-Za-z#]+)\.?\s*\d{1,3}\s*[:.)\-–]\s+/;
export const withoutOrdinalLabel = (text: string) =>
  text.replace(ORDINAL_LABEL, (label, first: string | undefined, word: string) => (LABEL_WORDS.has(word.toLowerCase()) ? "" : label));

/**
 * A key's name as one word: case and underscores off, and a camelCase "…Version" suffix that only says the value is
 * a version ("minSdkVersion" is "minSdk" in build.gradle.kts, "targetSdkVersion" is "targetSdk").
 */
export function keyName(raw: string): string {
  const key = /^[a-z]+(?:[A-Z][a-z0-9]*)+Version$/.test(raw) ? raw.slice(0, -"Version".length) : raw;
  return key.toLowerCase().replace(/_/g, "");
}

export function frameOf(text: string): Frame {
  return frameMemo(text);
}
function readFrame(text: string): Frame {
  const values: FrameValue[] = [];
  const rest: string[] = [];
  for (const clause of clausesOf(withoutOrdinalLabel(text))) {
    const spans = spansOf(clause).sort((x, y) => x.start - y.start);
    let at = 0;
    let stripped = "";
    for (const s of spans) {
      const before = clause.slice(Math.max(0, s.start - 40), s.start);
      const after = clause.slice(s.end, s.end + 40);
      // "from X to Y": X is the old value (not "FROM python:3.12" in a Dockerfile line).
      const from = /\bfrom\s+(?:the\s+)?$/.test(before) && /^\S*\s+(?:to|→|->)\s/i.test(clause.slice(s.end - 1, s.end + 60).replace(/^./, " "));
      // (After a preference verb, "over" turns an alternative down too: "chose X over vendor SDKs".)
      const overFar = /\bover\s+(?:(?!(?:and|but|so|because|since|for|in|on|at|with|to|by|from|when|if)\b)[\w-]+\s+){1,3}$/i.test(before) && PREFER_VERB.test(clause.slice(0, s.start));
      // "fails unless X", "won't start without X": a requirement of X, not a rejection (text.ts).
      const cond = /\b(?:unless|without)\b[^.;]*$/i.exec(before);
      const required = cond !== null && requirementBefore(clause.slice(0, Math.max(0, s.start - 40) + cond.index));
      const na = NEG_AFTER.exec(after);
      const negAfter = na !== null && !(/removed$/i.test(na[0]) && removalIsAction(clause.slice(0, s.end) + na[0], after.slice(na[0].length)));
      const preferTo = /\bto\s+(?:the\s+)?$/i.test(before) && /\bprefer(?:s|red|ring)?\s+(?!to\b)(?:[\w.`'"-]+\s+){1,4}to\s+(?:the\s+)?$/i.test(clause.slice(0, s.start));
      const neg = !required && (from || NEG_CUE.test(before) || negAfter || ALTERNATIVE_CUE.test(before) || overFar || preferTo);
      const opposite = s.type === "axis:state" && neg && !from ? OPPOSITE_STATE[s.value] : undefined;
      if (opposite) values.push({ type: s.type, value: opposite, polarity: 1 });
      else values.push({ type: s.type, value: /[@/]/.test(s.value) || s.type === "version" || s.type.startsWith("ver:") ? s.value : canonicalName(s.value) || s.value, polarity: neg ? -1 : 1, ...(initialsOf.has(s.type) ? { initials: initialsOf.get(s.type) } : {}), ...(s.pinned ? { pinned: s.pinned } : {}) });
      if (s.start >= at) {
        stripped += `${clause.slice(at, s.start)} `;
        at = s.end;
      }
    }
    stripped += clause.slice(at);
    rest.push(stripped);
  }
  const topic = new Set(
    // (camelCase split before canonicalName lower-cases it: "applicationId" is "application id".)
    identifierWords(canonicalName(rest.join(" ").replace(QUANTITY_PHRASE, " ").replace(/([a-z0-9])([A-Z])(?=[a-z])/g, "$1 $2")).replace(/[`"'“”‘’]/g, " "))
      .filter((w) => !STOP_WORDS.has(w) && !GENERIC.has(w))
      .map((w) => CONCEPTS.get(lemma(w)) ?? lemma(w))
      // (A weak context word is a subject word as often as a qualifier: "write new unit tests", "the
      // web client", so it stays a topic word; memoryContexts still reads it in qualifier form.)
      .filter((w) => w.length > 1 && !/^\d+$/.test(w) && !GENERIC.has(w) && !(w in CONTEXT_WORDS && !WEAK_CONTEXTS.has(w))),
  );
  const frame = { topic, values, plain: ` ${canonicalName(text.toLowerCase().replace(/[`"'“”]/g, " "))} ` };
  return frame;
}

/**
 * A quantity with its unit and the preposition that times it ("after 30000 ms", "half an hour",
 * "within 5 minutes") is a value, not topic: "expire after half an hour" is about expiry.
 */
const QUANTITY_PHRASE = /\b(?:(?:after|within|in|for|every|of|over|above|under|below)\s+)?(?:half an?\s+|an?\s+|\d[\d,.]*\s*-?\s*|(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred)\s+)(?:ms|milliseconds?|s|secs?|seconds?|mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?|b|bytes?|kb|mb|gb|tb|kib|mib|gib|tib|percent)\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)\b/gi;

/** Jobs whose tools can stand in for each other as the place a thing is kept or run. */
const STORES = new Set(["database", "cache", "queue", "object storage", "search engine", "cloud provider", "orchestrator", "secrets manager"].map((c) => `tool:${c}`));

function versionsAgree(x: string, y: string): boolean {
  const [vx, vy] = [parseVersion(x), parseVersion(y)];
  return vx !== null && vy !== null && relation(vx, vy) !== "differs";
}

/**
 * One named thing's version keyed alike on both sides: an acronym of a versioned name ("RN 0.74" /
 * "React Native 0.72", "SB 2.7" / "Spring Boot 3.1"), and a bare version ("engine version: 16.4")
 * against the one named version of the other side ("PostgreSQL 15") when the bare side names none.
 */
function aligned(fa: Frame, fb: Frame): [Frame, Frame] {
  const named = (f: Frame) => f.values.filter((v) => v.type.startsWith("ver:"));
  const rekey = (f: Frame, other: Frame): Frame => {
    const mine = named(f);
    const theirs = named(other);
    let values = f.values;
    for (const v of mine) {
      if (theirs.some((w) => w.type === v.type)) continue;
      const full = theirs.find((w) => w.initials === v.type.slice(4));
      if (full) values = values.map((x) => (x === v ? { ...x, type: full.type } : x));
    }
    const kinds = new Set(theirs.map((w) => w.type));
    if (!mine.length && kinds.size === 1 && !other.values.some((w) => w.type === "version")) {
      const [type] = kinds;
      values = values.map((x) => (x.type === "version" ? { ...x, type } : x));
    }
    return values === f.values ? f : { ...f, values };
  };
  return [rekey(fa, fb), rekey(fb, fa)];
}

/** Both topics without any word that is a value on either side ("Loki keeps logs" / "logs retained in Loki"). */
export function topics(fa: Frame, fb: Frame): [Set<string>, Set<string>] {
  const valueWords = new Set([...fa.values, ...fb.values].flatMap((v) => v.value.split(/[\s.-]+/).map(lemma)));
  const strip = (t: Set<string>) => new Set([...t].filter((w) => !valueWords.has(w)));
  return [strip(withAcronyms(fa.topic, fb)), strip(withAcronyms(fb.topic, fa))];
}

/**
 * An acronym on one side spelled out on the other ("RLS" / "row-level security", "TTL" / "time to
 * live"): the acronym's side gets the spelled-out words, so both topics meet.
 */
function withAcronyms(topic: Set<string>, other: Frame): Set<string> {
  let out = topic;
  for (const w of topic) {
    if (!/^[a-z]{2,5}$/.test(w) || other.topic.has(w)) continue;
    const words = other.plain.split(/[\s-]+/).filter(Boolean);
    for (let i = 0; i + w.length <= words.length; i++) {
      const run = words.slice(i, i + w.length);
      if (run.map((x) => x[0]).join("") !== w || run.some((x) => x.length < 2)) continue;
      out = new Set([...out, ...run.map((x) => CONCEPTS.get(lemma(x)) ?? lemma(x))]);
      break;
    }
  }
  return out;
}

/** `f` pins a named thing's version that `g` states (both positive, one named thing on each side). */
const pinnedOnOneSide = (f: Frame, g: Frame) =>
  f.values.some((v) => v.pinned && v.polarity === 1 && g.values.some((w) => w.type === v.type && w.polarity === 1));

/** `values`: the two rival values (lower-cased), the first read in the first text (value-kinds.ts checks their kinds). */
export interface FrameConflict { subject: string; why: string; values?: [string, string] }

const valueRoots = (value: string) => value.split(/[\s-]+/).filter((w) => w.length > 1).map(rootOf);
const within = (words: string[], set: Set<string>) => {
  const all = [...set].flatMap((d) => [d, ...d.split(" ")]);
  return words.length > 0 && words.every((w) => all.some((d) => rootsMatch(d, w)));
};
/** Every word of a value is denied by the text's scoped reading (negation-scope.ts). */
const deniedInText = (text: string, value: string) => within(valueRoots(value), stanceOf(text).denied);
/** A value the scoped reading finds only under "unless" / "otherwise" (soft), never denied outright. */
function inNegatedConditionOnly(text: string, value: string): boolean {
  const s = stanceOf(text);
  const words = valueRoots(value);
  return within(words, s.softDenied) && !words.some((w) => [...s.denied].some((d) => rootsMatch(d, w)));
}

/**
 * A value the frame reads as used in `user` and turned down in `rejecter` is that only when the scoped reading
 * (negation-scope.ts) agrees: the user's side does not deny it ("will not support Internet Explorer" puts a verb
 * between the cue and the name, which the cue-before-value reading misses), and the rejecter's side holds it as
 * more than a negated condition ("keeps loading stale bundles unless you clear the Addressables cache" says to
 * clear it).
 */
const usedAgainstRejected = (user: string, rejecter: string, v: FrameValue) => !deniedInText(user, v.value) && !inNegatedConditionOnly(rejecter, v.value);

/** Two values written as quantities of one dimension and amount ("16GB" / "16384MB"). */
function sameQuantity(x: string, y: string): boolean {
  const [p, q] = [parseQuantity(x), parseQuantity(y)];
  return p?.kind === "quantity" && q?.kind === "quantity" && p.dim === q.dim && p.dim !== "count" && Math.abs(p.n - q.n) <= 1e-9 * Math.max(1, Math.abs(p.n));
}

/** Topic overlap needed: at least this many shared words, and this share of the smaller topic. */
/** A setting's layout (a key/value line, a table row, an arrow): its key names the property. */
const KEY_VALUE_LAYOUT = /[=:|→]/;
/** Verbs of a change between two named things. */
const NAMES_A_CHANGE = /\b(?:switched|migrated|moved|replaced|swapped|ripped out|dropped|instead of)\b/i;
const MIN_SHARED = 2;
const MIN_SHARED_RATIO = 0.5;

/** A value that is a folded label (an axis side, a flag's on/off), not a word a text may mention. */
const label = (type: string, value: string) => type.startsWith("axis:") || (type.startsWith("key:") && (value === "on" || value === "off"));

const mentions = (f: Frame, v: string) => f.plain.includes(` ${v} `) || f.plain.includes(` ${v}`) && /[/.]/.test(v);

/**
 * Two memories about one thing (shared topic) that give one kind of value two answers, or that
 * assert a value the other rejects. Null when they share no topic, or agree on every kind.
 */
export function frameConflict(a: string, b: string): FrameConflict | null {
  const [fa, fb] = aligned(frameOf(a), frameOf(b));
  if (!fa.values.length || !fb.values.length) return null;
  const [ta, tb] = topics(fa, fb);
  const shared = [...ta].filter((w) => tb.has(w));
  const smaller = Math.min(ta.size, tb.size);
  // A named thing's version or a key's value on both sides (ver:java, key:defaultbranch) names the
  // topic itself: one shared word besides it is enough (one project has one React Native version).
  // A currency is one per thing priced too: "invoices in EUR" / "every invoice in USD" share one word.
  const sameKey = fa.values.some((v) => (/^(?:ver|key):/.test(v.type) || v.type === "currency") && v.polarity === 1 && fb.values.some((w) => w.type === v.type && w.polarity === 1));
  // (A flag's own name is its whole topic: "DEBUG=false in the settings module" leaves one word.)
  const flag = fa.values.some((v) => v.type.startsWith("key:") && /^(?:on|off)$/.test(v.value) && fb.values.some((w) => w.type === v.type));
  // A version pinned in a manifest or a version file is the project's version of that name, whoever the other text
  // says runs it: "\"next\": \"14.2.3\"" / "stallboard is on Next.js 15 with the app router" share no other word.
  const pinned = pinnedOnOneSide(fa, fb) || pinnedOnOneSide(fb, fa);
  const about = (shared.length >= MIN_SHARED && shared.length / Math.max(1, smaller) >= MIN_SHARED_RATIO) || (sameKey && (shared.length >= 1 || smaller === 0 || (flag && smaller <= 1) || pinned));
  const subject = shared.slice(0, 4).join(" ");
  const pos = (f: Frame, t: ValueType) => new Set(f.values.filter((v) => v.type === t && v.polarity === 1).map((v) => v.value));
  const neg = (f: Frame) => new Set(f.values.filter((v) => v.polarity === -1).map((v) => v.value));
  // One asserts what the other rejects ("GraphQL, not REST" / "REST; we rejected GraphQL").
  if (shared.length >= 1) {
    const [na, nb] = [neg(fa), neg(fb)];
    const clash = fa.values.find((v) => v.polarity === 1 && nb.has(v.value) && usedAgainstRejected(a, b, v) && !fb.values.some((w) => w.value === v.value && w.polarity === 1))
      ?? fb.values.find((v) => v.polarity === 1 && na.has(v.value) && usedAgainstRejected(b, a, v) && !fa.values.some((w) => w.value === v.value && w.polarity === 1));
    if (clash) return { subject: subject || clash.value, why: `${clash.value}: one uses it, the other rejects it` };
  }
  if (!about) return null;
  for (const t of new Set(fa.values.map((v) => v.type))) {
    // A code span is as often the thing talked about (a command, a flag) as its value.
    if (t === "code") continue;
    const [xa, xb] = [pos(fa, t), pos(fb, t)];
    if (!xa.size || !xb.size) continue;
    // A bare name's role is the rest of its sentence, as a tool's job is (below): two names rival each other only when
    // the smaller topic is wholly shared. "ledgerco2's reports follow the GHG Protocol" / "… are exported as XBRL",
    // "The climate computer is a Priva Connext" / "… licence renews every March" say two properties of one thing.
    // (A key/value line names its property in the key, "feature store (ranking): Tecton": its value is that property's.)
    // (Nor a change, "switched from the built-in pipeline to URP": the names are the old thing and the new one.)
    if (t === "name" && shared.length < smaller && ![a, b].some((x) => KEY_VALUE_LAYOUT.test(x) || NAMES_A_CHANGE.test(x))) continue;
    // A value in common, or one side's value written anywhere on the other side: they agree on it.
    // (Not for the sides of an axis: "on"/"off", "required" are folded labels, and "enabled on the
    // tenants table" does not mention the state "on".)
    const heard = (f: Frame, v: string) => !label(t, v) && mentions(f, v);
    if ([...xa].some((v) => xb.has(v) || heard(fb, v)) || [...xb].some((v) => heard(fa, v))) continue;
    // One value inside the other ("13" / "13.4", "node" / "node 20") agrees; the sides of an axis are
    // whole words ("sync" is inside "async" but is its opposite).
    if (!t.startsWith("axis:") && [...xa].some((v) => [...xb].some((w) => v.includes(w) || w.includes(v)))) continue;
    // Versions agree when one contains the other (13 / 13.4, >=3.60 / 3.62).
    if ((t === "version" || t.startsWith("ver:")) && [...xa].some((v) => [...xb].some((w) => versionsAgree(v, w)))) continue;
    // A span on one side holds the other's value ("between 0.01 and 0.1" / "lr=0.05"); one quantity
    // in two units is one value ("16GB" / "16384MB").
    if ([...xa].some((v) => [...xb].some((w) => heldBySpan(a, v, w) || heldBySpan(b, w, v) || sameQuantity(v, w)))) continue;
    return { subject, why: `${t.replace(/^\w+:/, "")}: ${[...xa][0]} vs ${[...xb][0]}`, values: [[...xa][0], [...xb][0]] };
  }
  // Tools of two different jobs for one thing ("sessions in Redis" / "sessions in Postgres"): only
  // when the smaller topic is wholly shared, since a tool's job is otherwise the attribute itself.
  const tools = (f: Frame) => new Set(f.values.filter((v) => STORES.has(v.type) && v.polarity === 1).map((v) => v.value));
  const [xa, xb] = [tools(fa), tools(fb)];
  if (xa.size === 1 && xb.size === 1 && shared.length === smaller && ![...xa].some((v) => xb.has(v) || mentions(fb, v)) && ![...xb].some((v) => mentions(fa, v))) {
    return { subject, why: `${[...xa][0]} vs ${[...xb][0]}` };
  }
  return null;
}

/** Topic overlap (Jaccard of lemmas and concepts) for a paraphrase, with and without the embedder's cosine. */
export const FRAME_DUPLICATE_JACCARD = 0.5;
export const FRAME_DUPLICATE_COS = 0.45;
const FRAME_DUPLICATE_JACCARD_NO_VECTORS = 0.7;

/**
 * A paraphrase by frames: the same values of every kind with the same polarity (nothing new on
 * either side, nothing rejected by one and used by the other) and mostly the same topic once
 * words are lemmatised and folded to concepts, in any order. The caller adds the text guards
 * (denials, code names, one side saying much more) and the context check.
 */
export function frameDuplicate(a: string, b: string, cosine: number | undefined): { jaccard: number } | null {
  const [fa, fb] = aligned(frameOf(a), frameOf(b));
  const [ta, tb] = topics(fa, fb);
  const inter = [...ta].filter((w) => tb.has(w)).length;
  const jaccard = inter / Math.max(1, ta.size + tb.size - inter);
  if (cosine === undefined ? jaccard < FRAME_DUPLICATE_JACCARD_NO_VECTORS : jaccard < FRAME_DUPLICATE_JACCARD || cosine < FRAME_DUPLICATE_COS) return null;
  const key = (f: Frame) => new Set(f.values.filter((v) => v.type !== "code").map((v) => `${v.polarity}:${v.value}`));
  const [ka, kb] = [key(fa), key(fb)];
  // Every value on one side is on the other with the same polarity (or written there in another form).
  const covered = (x: Set<string>, other: Frame, y: Set<string>) => [...x].every((k) => y.has(k) || (k.startsWith("1:") && mentions(other, k.slice(2).replace(/^[<>=^~]+/, "")) && !y.has(`-1:${k.slice(2)}`)));
  if (!covered(ka, fb, kb) || !covered(kb, fa, ka)) return null;
  return { jaccard };
}


/**
 * Why two texts cannot be one memory said twice, by their values alone (whatever their topics): one
 * kind of value with two answers neither side mentions (LOG_LEVEL debug / warn, enabled /
 * disabled, singular / plural), or a value one uses and the other rejects. Null when nothing differs.
 */
export function frameValuesDiffer(a: string, b: string): string | null {
  const [fa, fb] = aligned(frameOf(a), frameOf(b));
  const clash = fa.values.find((v) => fb.values.some((w) => w.value === v.value && w.polarity !== v.polarity) && !fb.values.some((w) => w.value === v.value && w.polarity === v.polarity)
    && (v.polarity === 1 ? usedAgainstRejected(a, b, v) : usedAgainstRejected(b, a, v)));
  if (clash) return `${clash.value}: one uses it, the other rejects it`;
  for (const t of new Set(fa.values.map((v) => v.type))) {
    if (t === "code") continue;
    const pos = (f: Frame) => new Set(f.values.filter((v) => v.type === t && v.polarity === 1).map((v) => v.value));
    const [xa, xb] = [pos(fa), pos(fb)];
    if (!xa.size || !xb.size) continue;
    const heard = (f: Frame, v: string) => !label(t, v) && mentions(f, v.replace(/^[<>=^~]+/, ""));
    if ([...xa].some((v) => xb.has(v) || heard(fb, v)) || [...xb].some((v) => heard(fa, v))) continue;
    if ([...xa].some((v) => [...xb].some((w) => (!t.startsWith("axis:") && (v.includes(w) || w.includes(v))) || ((t === "version" || t.startsWith("ver:")) && versionsAgree(v, w))))) continue;
    return `${t}: ${[...xa][0]} vs ${[...xb][0]}`;
  }
  return null;
}

/**
 * One axis of style (AXES: named / default exports, verbose / quiet, imperative / past tense) on
 * which two texts take different sides, or null. For two stated preferences the axis is the topic:
 * "use named exports everywhere" and "I want default exports for components" cannot both be followed.
 */
export function axisChoiceDiffers(a: string, b: string): string | null {
  const [fa, fb] = aligned(frameOf(a), frameOf(b));
  const pos = (f: Frame, t: string) => new Set(f.values.filter((v) => v.type === t && v.polarity === 1).map((v) => v.value));
  for (const t of new Set(fa.values.map((v) => v.type))) {
    if (!t.startsWith("axis:") || t === "axis:state") continue;
    const [xa, xb] = [pos(fa, t), pos(fb, t)];
    if (!xa.size || !xb.size || [...xa].some((v) => xb.has(v))) continue;
    return `${t.slice(5)}: ${[...xa][0]} vs ${[...xb][0]}`;
  }
  return null;
}
