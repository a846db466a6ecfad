/**
 * The merge guard (issue 12: "two memories whose claims differ in value never merge"). Whatever path
 * calls a pair a duplicate — same words, close meaning, aligned values, the learned model — a merge
 * keeps one text and drops the other, so a value said differently on the two sides is data lost.
 * This reads the values of each text by form, not by phrasing, and refuses the merge when some kind
 * of value is on both sides and each side has one the other does not say anywhere:
 *  - identifiers in any case style (snake_case, SCREAMING_CASE, camelCase, PascalCase with an inner
 *    capital, kebab-case), code spans (commands included) and quoted strings, compared with case and
 *    separators folded, and "said anywhere" on the other side in any of its spellings;
 *  - booleans and states (true/yes/on/enabled vs false/no/off/disabled, allowed/forbidden,
 *    required/optional), a denial before one flipping it ("not enabled" is off);
 *  - numbers with units, versions, paths, ports, tools for one job, regions (slots.ts, unit-normalised);
 *  - host names and URLs;
 *  - units named without a number, one per dimension ("in miles" / "unit: km": bare-units.ts);
 *  - a negation on one side only (one-sided-denial.ts, as the semantic blocker reads it);
 *  - predicates: another verb or adjective between the same words, or opposite words (predicates.ts).
 * It never adds a conflict: it only stops a merge; the conflict readers decide the rest.
 */
import { bareUnits } from "./bare-units";
import { affirmNegatedOpposites, morphologicalOpposition } from "./negated-opposites";
import { deniesOnOneSide, requirementDropped } from "./one-sided-denial";
import { NEGATED_BEFORE } from "./negation-lexicon";
import { predicateClash } from "./predicates";
import { type Slot, slotsOf } from "./slots";
import { relation } from "./values";
import { memoByText } from "./memo";
import { wordTable } from "./word-table";

export interface FormValue { kind: string; value: string; raw: string }

/** Lower case without separators: "max_retries", "maxRetries", "MAX-RETRIES" and "max retries" meet. */
const squash = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

const IDENT = /(?<![\w.\/-])(?:[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*|[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*|[a-z][a-z0-9]*(?:-[a-z0-9]+)+)(?![\w\/-]|\.\w)/g;
const CODE = /`([^`\n]{1,80})`/g;
const QUOTED = /"([^"\n]{1,60})"|“([^”\n]{1,60})”|(?<![\w])'([^'\n]{1,40})'(?!\w)/g;
const HOST = /\b(?:https?:\/\/)?((?=[\w-]*[a-z])[a-z0-9-]+(?:\.(?=[\w-]*[a-z])[a-z0-9-]+)*\.(?:com|net|org|io|dev|app|cloud|internal|local|co|ai|sh|tech|xyz|us|eu|uk|de|fr|nl|me|so|page|run|site))\b(?::\d+)?(?:\/[\w./%-]*)?/gi;

/** A systemd unit by its suffix, or a template's instance ("name@instance", no dotted domain after it: no mail address). */
const UNIT_NAME = /(?<![\w.\/@-])[a-z][\w-]*(?:@[\w-]*)?\.(?:service|socket|timer|target|mount|slice)\b|(?<![\w.\/@-])[a-z][\w-]*@[a-z0-9][\w-]*(?![\w@-]|\.\w)/gi;
/** A line ending in ": CODE", a code of two to six capitals or digits (starting with a capital) and nothing after it. */
const CODE_AFTER_COLON = /:[ \t]*([A-Z][A-Z0-9]{1,5})[ \t]*\.?[ \t]*$/gm;
/** Hyphenated words of ordinary English are no identifiers ("read-only", "end-to-end", "opt-in"). */
const PLAIN_HYPHEN = /^(?:[a-z]+-)*(?:only|side|based|level|time|call|free|like|wide|up|in|out|on|off|to|end|run|running|lived|term|known|built|safe|first|last|party|case|style|scale|grained|specific|friendly|aware|driven|facing|ready|related|heavy|less|hoc|date|of|the|and|by|per|pre|post|re|non|multi|self|well|long|short|high|low|read|write|opt|auto|one|two|half|full)(?:-[a-z]+)*$/;
const plainHyphen = (w: string) => w.includes("-") && !/\d/.test(w) && w.split("-").some((p) => PLAIN_HYPHEN.test(p));

const DOTTED = /(?<![\w.\/-])(?:(?:com|org|net|io|dev|app|co|de|uk)\.[a-z][\w-]*(?:\.[a-z][\w-]*)+|[a-z][\w-]*(?:\.[a-z][\w-]*){2,})(?![\w\/-]|\.\w)/gi;
const HOST_END = /\.(?:com|net|org|io|dev|app|cloud|internal|local|co|ai|sh|tech|xyz|us|eu|uk|de|fr|nl|me|so|page|run|site|js|ts|json|ya?ml|toml|md|py|go|rs|sql|sh|txt|conf|cfg|ini|lock|env)$/i;

/** Units written with an inner capital ("MiB", "GiB") are units, not names. */
const UNIT_WORD = /^(?:[KMGTP]iB|[kMG]Hz|kWh)$/;
const VERB_BEFORE = /\b(?:can|could|will|would|should|must|may|might|to|we|they|i|you|it|always|never|don'?t|not|please)\s+$/i;

/** Boolean and state words, each to its axis and side. */
const STATE_WORDS: Record<string, [string, boolean]> = wordTable({
  true: ["bool", true], false: ["bool", false],
  enabled: ["bool", true], disabled: ["bool", false], enable: ["bool", true], disable: ["bool", false],
  active: ["bool", true], inactive: ["bool", false], activated: ["bool", true], deactivated: ["bool", false],
  allowed: ["allowed", true], permitted: ["allowed", true], forbidden: ["allowed", false], prohibited: ["allowed", false], banned: ["allowed", false], disallowed: ["allowed", false],
  required: ["required", true], mandatory: ["required", true], optional: ["required", false],
  enforced: ["enforced", true], unenforced: ["enforced", false],
  // How a thing is kept or shown: a closed set of opposite states.
  encrypted: ["encrypted", true], plaintext: ["encrypted", false], cleartext: ["encrypted", false], unencrypted: ["encrypted", false],
  public: ["public", true], private: ["public", false],
  synchronous: ["sync", true], synchronously: ["sync", true], sync: ["sync", true], asynchronous: ["sync", false], asynchronously: ["sync", false], async: ["sync", false],
  mutable: ["mutable", true], immutable: ["mutable", false], nullable: ["nullable", true],
  signed: ["signed", true], unsigned: ["signed", false], compressed: ["compressed", true], uncompressed: ["compressed", false],
  blocking: ["blocking", true], nonblocking: ["blocking", false], internal: ["public", false],
  // A closed pair of unit systems: "metric units" and "imperial units" are two answers.
  metric: ["unit system", true], imperial: ["unit system", false],
  // Whether a thing is counted in: "yield numbers exclude edge die" / "counts edge die in the denominator" ("including"
  // is left out: it mostly opens an example list).
  include: ["included", true], includes: ["included", true], included: ["included", true],
  exclude: ["included", false], excludes: ["included", false], excluded: ["included", false], excluding: ["included", false],
});
/** "counts X in" (up to four words of X): X is included ("waferyield counts edge die in the yield denominator"). */
const COUNTED_IN = /\bcount(?:s|ed|ing)?\s+(?:[\w-]+\s+){1,4}?in\b(?!\s+(?:a|an|one|every|each)\b)/gi;
/** Phrases that put a thing behind a sign-in or keep it to a group: not public ("Docs search requires login", "restricts wafer maps to the PE group"). */
const NOT_PUBLIC = /\b(?:requires?|needs?|behind)\s+(?:an?\s+)?(?:login|log-in|sign-?in|auth\w*|an account|sso)\b|\b(?:login|sign-?in|auth\w*) (?:is )?required\b|\brestrict(?:s|ed|ing)?\b[^.;:!?]{0,60}?\bto\b/i;
/** "on"/"off"/"yes"/"no" are values only where a value stands: after "=", ":", "is", "turned", "switched", "set to". */
const SHORT_STATE = /(?:[=:]\s*|\b(?:is|are|was|were|be|been|stays?|turned|switched|set(?: it)? to|toggled|flipped|defaults? to|default)\s+)(on|off|yes|no)\b/gi;

/** A line "key words = value" / "key words: value" whose value is one bare word (a key of one to six words). */
const SETTING_WORD = /^\s*[\w.-]+(?:[ \t]+[\w.-]+){0,5}[ \t]*(?:=|:)[ \t]*([A-Za-z][\w.-]*)[ \t]*\.?[ \t]*$/gm;
/** Field delimiters by name and by the file format they make; a bare name only where delimiting is spoken of. */
const DELIMITERS: [string, RegExp][] = [
  ["tab", /\btab[- ](?:separated|delimited)\b|\btsv\b/],
  ["comma", /\bcomma[- ](?:separated|delimited)\b|\bcsv\b/],
  ["semicolon", /\bsemicolon[- ](?:separated|delimited)\b/],
  ["pipe", /\bpipe[- ](?:separated|delimited)\b|\bpsv\b/],
];
const BARE_DELIMITER = /\b(tab|comma|semicolon|pipe)s?\b/;
function delimiterOf(lower: string): string | null {
  const named = DELIMITERS.filter(([, re]) => re.test(lower)).map(([d]) => d);
  if (named.length) return named.length === 1 ? named[0] : null;
  if (!/\b(?:delimit\w*|separat\w*)\b/.test(lower)) return null;
  return BARE_DELIMITER.exec(lower)?.[1] ?? null;
}

/** Every value of a text by form (see the file's comment). Memoised: a write meets several candidates. */
export const formValues: (text: string) => FormValue[] = memoByText(readFormValues);

function readFormValues(text: string): FormValue[] {
  const out: FormValue[] = [];
  const push = (kind: string, value: string, raw = "") => {
    if (value && !out.some((v) => v.kind === kind && v.value === value)) out.push({ kind, value, raw });
  };
  for (const m of text.matchAll(CODE)) push("name", squash(m[1]), m[0]);
  for (const m of text.matchAll(QUOTED)) push("name", squash(m[1] ?? m[2] ?? m[3]), m[0]);
  // Outside code spans and quotes: identifiers by shape, a key before "=" or ":" excluded (that is
  // what the value is of, and two spellings of one key are not two values).
  const bare = text.replace(CODE, " ").replace(QUOTED, " ");
  for (const m of bare.matchAll(IDENT)) {
    if (/^\s*(?:[=:]|is\b|are\b)/.test(bare.slice(m.index + m[0].length)) || plainHyphen(m[0].toLowerCase()) || UNIT_WORD.test(m[0])) continue;
    // A hyphenated word after a modal, "to" or a pronoun is a verb ("can bulk-import users"), not a name.
    if (m[0].includes("-") && VERB_BEFORE.test(bare.slice(Math.max(0, m.index - 20), m.index))) continue;
    push("name", squash(m[0]), m[0]);
  }
  // Service units and template instances: "hls-packager.service", "packager@live" (a systemd unit, an instance of
  // a template; an "@" with a dotted domain after it is a mail address, not read).
  for (const m of text.matchAll(UNIT_NAME)) push("name", squash(m[0]), m[0]);
  // Dotted names: a reverse-DNS id ("com.acme.shop", an app's package) or a key path of three parts.
  for (const m of text.matchAll(DOTTED)) if (!HOST_END.test(m[0])) push("name", m[0].toLowerCase(), m[0]);
  for (const m of text.matchAll(HOST)) push("host", m[0].toLowerCase().replace(/^https?:\/\//, "").replace(/[./]+$/, ""), m[0]);
  const lower = text.toLowerCase();
  const negated = (at: number) => NEGATED_BEFORE.test(lower.slice(Math.max(0, at - 24), at));
  for (const m of lower.matchAll(/\b[a-z]+\b/g)) {
    const s = STATE_WORDS[m[0]];
    if (s) push(s[0], String(s[1] !== negated(m.index)));
  }
  // A word and its negative prefix form ("cached" / "uncached", "idempotent" / "non-idempotent"): one
  // state each way, keyed by the bare word.
  for (const m of lower.matchAll(/\b(un|non-?|in|im|dis)?([a-z]{4,}(?:ed|able|ible|ent|ant|ive|al|ic))\b/g)) {
    if (STATE_WORDS[m[0]]) continue;
    push(`prefix:${m[2]}`, m[1] ? "neg" : "pos");
  }
  if (NOT_PUBLIC.test(text)) push("public", "false");
  for (const m of text.matchAll(COUNTED_IN)) if (!negated(m.index)) push("included", "true");
  // A setting's value is a name however plain its word: "default branch = main" names "main" as surely
  // as "is `develop`" does. One bare word after "=" or ":" ending a line of a few key words (numbers
  // and states are read above and by slots.ts).
  // A code in capitals after the colon that ends a line of any length ("Species code for cats in the vetdesk DB: FEL")
  // is the value the line sets, as a short key's bare word is.
  for (const m of text.matchAll(CODE_AFTER_COLON)) push("name", squash(m[1]), m[1]);
  for (const m of text.matchAll(SETTING_WORD)) if (!/^\d/.test(m[1]) && !STATE_WORDS[m[1].toLowerCase()] && !/^(?:on|off|yes|no|none|n\/a)$/i.test(m[1])) push("name", squash(m[1]), m[1]);
  // A file's field delimiter is one of a closed set: "a tab" and "comma-separated (CSV)" are two answers.
  const delimiter = delimiterOf(lower);
  if (delimiter) push("delimiter", delimiter);
  for (const m of lower.matchAll(SHORT_STATE)) push("bool", String(["on", "yes"].includes(m[1]) !== negated(m.index)));
  // The unit a thing is measured in, named alone: "miles" and "km" are two answers (a unit after a number is a quantity, slots.ts's).
  for (const u of bareUnits(text)) push(`unit:${u.dimension}`, u.unit);
  return out;
}

/**
 * An explicit negator ("not", "never", "no longer", "n't", "cannot", "no"), except one that a state
 * word absorbs ("not required" is read as optional above).
 */
const NEGATION = /\b(?:not|never|no longer|cannot|no)\b|n't\b/i;
const ABSORBED = new RegExp(String.raw`(?:\b(?:not|never|no longer)|n't)\s+(?:\w+\s+)?(?:${Object.keys({ ...{ on: 1, off: 1, yes: 1 } }).join("|")}|${"enabled|disabled|enable|disable|active|inactive|allowed|permitted|forbidden|required|mandatory|optional|enforced"})\b`, "gi");
/** A price of nothing is no denial ("at no cost", "for no charge"). */
const NO_PRICE = /\b(?:at|for|with) no (?:extra )?(?:cost|charge|fee)\b/gi;
const negates = (text: string) => NEGATION.test(text.replace(ABSORBED, " ").replace(NO_PRICE, " "));

/** The slots whose values a paraphrase keeps: asserted, current values of one kind. */
const current = (xs: Slot[]) => xs.filter((s) => s.polarity === 1 && !s.old);

/** Why `a` and `b` cannot be one memory by their values, or null. */
export function valueClash(a: string, b: string): string | null {
  // "not A" on one side, A's opposite on the other ("isn't paid" / "unpaid"): read as the same word (negated-opposites.ts).
  [a, b] = affirmNegatedOpposites(a, b);
  const [fa, fb] = [formValues(a), formValues(b)];
  const [sa, sb] = [grams(a), grams(b)];
  for (const kind of new Set(fa.map((v) => v.kind))) {
    const [xa, xb] = [fa.filter((v) => v.kind === kind), fb.filter((v) => v.kind === kind)];
    if (!xb.length) continue;
    // A text value inside the other ("acme-media" in "acme-media/uploads") or written anywhere on the
    // other side in another spelling agrees; a state agrees only with the same state.
    // (Written on the other side counts only when its own side does not also say it as a plain word:
    // 'prefixed with "release-"' next to "Release tags" says nothing about the other's "rel-".)
    const said = (v: FormValue, ys: FormValue[], other: Set<string>, own: string) => ys.some((y) => y.value === v.value || (kind === "host" && within(v.value, y.value)))
      || (isText(kind) && other.has(v.value) && !grams(own.split(v.raw).join(" | ")).has(v.value));
    const onlyA = xa.filter((v) => !said(v, xb, sb, a));
    const onlyB = xb.filter((v) => !said(v, xa, sa, b));
    if (onlyA.length && onlyB.length) return `${kind}: ${onlyA[0].value} vs ${onlyB[0].value}`;
  }
  const [ka, kb] = [current(slotsOf(a)), current(slotsOf(b))];
  for (const key of new Set(ka.map((s) => s.key))) {
    const [xa, xb] = [ka.filter((s) => s.key === key), kb.filter((s) => s.key === key)];
    if (!xb.length) continue;
    // (A version or count written anywhere on the other side is said there: lists in another order.)
    const said = (x: Slot, ys: Slot[], other: Set<string>) => ys.some((y) => relation(x.value, y.value) !== "differs") || (x.value.kind !== "quantity" || x.value.dim === "count") && other.has(squash(x.raw.replace(/^\D+/, "")));
    const onlyA = xa.filter((x) => !said(x, xb, sb));
    const onlyB = xb.filter((y) => !said(y, xa, sa));
    if (onlyA.length && onlyB.length) return `${key}: ${onlyA[0].raw} vs ${onlyB[0].raw}`;
  }
  if (negates(a) !== negates(b) && deniesOnOneSide(a, b)) return "a denial on one side only";
  const dropped = requirementDropped(a, b);
  if (dropped) return `one side requires what the other goes without (${dropped})`;
  // The same subject and object with another verb or adjective between them, or opposite words
  // (listed, or one word and its negative form: "with a password" / "passwordless").
  return predicateClash(a, b) ?? morphologicalOpposition(a, b);
}

const isText = (kind: string) => kind === "name" || kind === "host";
/** One host or URL inside the other: a subdomain ("api.acme.dev" / "acme.dev"), a port or a path on it. */
const within = (x: string, y: string) => [x, y].some((p, i) => { const q = i ? x : y; return p.endsWith(`.${q}`) || p.startsWith(`${q}/`) || p.startsWith(`${q}:`); });

/** A text's runs of one to four words, squashed: where a value may be written in another spelling. */
const grams = memoByText(readGrams);
function readGrams(text: string): Set<string> {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i < words.length; i++) for (let n = 1; n <= 4 && i + n <= words.length; n++) out.add(words.slice(i, i + n).join(""));
  return out;
}
