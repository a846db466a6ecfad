import { isOrdinaryWord, nameEvidence as E, plausibleHandleWord } from "./person-names.ts";
import { CASELESS, FEATURE_COUNT, Row, addContext, handleKind, overRule, shape, type ModelCandidate, type Span } from "./name-model-features.ts";

/**
 * The slot family of the learned name scorer (name-model.ts): a word standing where a person is named by the text's
 * structure, whatever the lexicon knows of it — after a mention's "@", a sign-off or attribution dash ("— Anneliese",
 * "— chan-tai-man"), an account flag ("-u mpetrauskas", "--profile gauravbhatt"), a cue word ("by conyeka", "player
 * kahananuil", "cc: …", "owner ngaio.walker") or as a field's value whose key names a person or account
 * (`"username":"ayu.pratiwi"`, "Account Name: ctai-man"). The four families of name-model-features.ts read only words the
 * lexicon knows (a listed name inside a login, a listed name in capitals) or capitalised runs; logins like "vhuaman" or
 * "dilnozakarimova" are no family's candidate there. This family has its own weights (name-slot-model-weights.ts), fitted
 * by bench/privacy/fit-name-model.ts --family slot with the four families' model fixed: what it adds cannot move what they
 * accept (README round 19).
 *
 * Features: the four families' context evidence (addContext: hashed words either side, the field key's words, punctuation,
 * line kind) in the same buckets, and the slot's own after them (SLOT_FEATURES, indices from FEATURE_COUNT on).
 */
export const SLOT_FEATURES = [
  "slot:mention", "slot:dash", "slot:flag", "slot:word", "slot:field", "slot:beside-name", "slot:bullet", "joiner:comma",
  "value:lower", "value:capitalised", "value:script",
  "lex:given", "lex:surname", "lex:handle-kind", "lex:plausible-handle", "lex:ordinary", "lex:ordinary-part",
  "value:digits", "value:separator", "value:words-2+", "value:line-end", "value:colon-after",
  "lex:place", "lex:proper", "lex:inflected", "value:possessive",
] as const;
type SlotFeature = (typeof SLOT_FEATURES)[number];
const S = Object.fromEntries(SLOT_FEATURES.map((f, i) => [f, FEATURE_COUNT + i])) as Record<SlotFeature, number>;
/** Every index the slot model weighs: the shared dense and hashed features, then its own. */
export const SLOT_FEATURE_COUNT = FEATURE_COUNT + SLOT_FEATURES.length;

const LOWER = "\\p{Ll}[\\p{Ll}\\p{N}]*(?:[._-]\\p{Ll}[\\p{Ll}\\p{N}]*){0,2}";
const CAPITALISED = "\\p{Lu}\\p{Ll}+(?:['’-]\\p{Lu}?\\p{Ll}+)?(?:[ \\t]\\p{Lu}\\p{Ll}+(?:-\\p{Lu}?\\p{Ll}+)?){0,2}";
const SCRIPT = `[${CASELESS}][${CASELESS}\\p{M}]*(?:[ \\u3000][${CASELESS}][${CASELESS}\\p{M}]*)?`;
/** Words as written in lower case, capitalised or in capitals ("by", "By", "BY"): the slot regex is case-sensitive, since a
 * value's case is evidence ("\\p{Lu}" under the i flag would match any letter). */
function either(words: string): string {
  return words.split("|").map((w) => `${w}|${w.charAt(0).toUpperCase()}${w.slice(1)}|${w.toUpperCase()}`).join("|");
}
/** Cue words after which a person or their account is named ("by conyeka", "player kahananuil", "cc: Ana"). */
const CUE_WORDS = either("cc|bcc|by|from|owner|user|username|player|admin|login|account|assignee|reviewer|author|as|ping|ask|thanks|thx|hi|hey|dear|su|for");
/** Keys of fields whose value is a person or their account: the key's last word. */
const FIELD_WORDS = either("user|username|login|owner|author|account|nick|nickname|player|uid|assignee|reporter|display|member|contact|customer|cardholder|holder|recipient|sender|signer|name|by|comms|scribe|buddy|manager|lead|cc");
const SLOT = new RegExp(
  "(?:(?<mention>(?<![\\p{L}\\p{N}_.+-])@)" +
    "|(?<dash>(?:^|[\\n \\t(])(?:[—–]|--?)[ \\t]+)" +
    "|(?<flag>(?:^|[\\n \\t])(?:-[uUl]|--user(?:name)?|--profile|--owner|--login)(?:[ \\t]+|=))" +
    `|(?<word>(?<![\\p{L}\\p{N}_-])(?:${CUE_WORDS})[ \\t]*:?[ \\t]+)` +
    `|(?<field>(?<![\\p{L}\\p{N}])["']?(?:[\\w-]{0,40}[_.-])?(?:${FIELD_WORDS})["']?[ \\t]*[:=][ \\t]*["']?(?:[a-z]{2,6}:)?)` +
    `)(?<value>${LOWER}|${CAPITALISED}|${SCRIPT})(?![\\p{L}\\p{N}_@]|[.-][\\p{L}\\p{N}]|['’](?:t|ll|re|ve|d|m)(?!\\p{L}))`,
  "gu",
);
/** A bot or service account by its name ("Zendesk Answer Bot", "renovate-bot"): never a person. */
const BOT = /(?:^|[ _.-])(?:[Bb]ot|BOT)$/;
/** An English word inflected past the lexicon's forms ("skipped", "retrying", "pushes"): its stem is an ordinary word. */
function inflectedWord(w: string): boolean {
  const m = /^(\p{Ll}{3,}?)(\p{Ll})?\2?(?:ed|ing|es|s)$/u.exec(w);
  return m !== null && (isOrdinaryWord(m[1]! + (m[2] ?? "")) || isOrdinaryWord(m[1]!) || isOrdinaryWord(`${m[1]}${m[2] ?? ""}e`));
}
const LOWER_RE = new RegExp(`^${LOWER}$`, "u");
const CAP_RE = /^\p{Lu}/u;

/** A value in a slot as a candidate with its evidence, or nothing when it is a word of the language or a bot's name. */
function slotCandidate(text: string, start: number, value: string, slot: SlotFeature, rules: readonly Span[], comma = false): ModelCandidate | undefined {
  const end = start + value.length;
  if (value.length < 2 || value.length > 40 || overRule(rules, start, end)) return undefined;
  const lower = LOWER_RE.test(value);
  const script = !lower && !CAP_RE.test(value);
  const parts = value.replace(/\d+$/, "").split(/[._\- \t]+/).filter(Boolean);
  const ordinary = !script && isOrdinaryWord(value.replace(/\d+$/, ""));
  const given = !script && parts.some((p) => p.length >= 3 && E.knownFirst(p, true));
  const surname = !script && parts.some((p) => p.length >= 3 && E.knownLast(p));
  // A word of the language in a slot ("by default", "as expected", "for Vault") is the sentence's, unless it is also a listed name.
  if ((ordinary && !given && !surname) || BOT.test(value)) return undefined;
  const row = new Row();
  row.add(S[slot]);
  if (comma) row.add(S["joiner:comma"]);
  row.add(S[lower ? "value:lower" : script ? "value:script" : "value:capitalised"]);
  if (given) row.add(S["lex:given"]);
  if (surname) row.add(S["lex:surname"]);
  if (lower && handleKind(value)) row.add(S["lex:handle-kind"]);
  if (lower && plausibleHandleWord(value.replace(/\d+$/, ""))) row.add(S["lex:plausible-handle"]);
  if (ordinary) row.add(S["lex:ordinary"]);
  if (parts.some((p) => p.length > 2 && isOrdinaryWord(p))) row.add(S["lex:ordinary-part"]);
  if (/\d/.test(value)) row.add(S["value:digits"]);
  if (/[._-]/.test(value)) row.add(S["value:separator"]);
  if (/[ \t]/.test(value)) row.add(S["value:words-2+"]);
  if (/^[ \t"'”)]*(?:\n|$)/.test(text.slice(end, end + 4))) row.add(S["value:line-end"]);
  if (/^[ \t]*:/.test(text.slice(end, end + 3))) row.add(S["value:colon-after"]);
  if (!script && E.isPlace(value)) row.add(S["lex:place"]);
  if (!script && parts.some((p) => E.isProper(p))) row.add(S["lex:proper"]);
  if (lower && !given && !surname && inflectedWord(value)) row.add(S["lex:inflected"]);
  if (/^['’]s(?!\p{L})/u.test(text.slice(end, end + 3))) row.add(S["value:possessive"]);
  shape(row, value, value.split(/[ \t]+/).length);
  addContext(text, start, end, row, rules);
  return { start, end, family: "slot", idx: row.idx, val: row.val };
}

/**
 * A list of people: a word joined by "and", "or", "&", "+", "/" or a comma to a name a rule reader read ("Dawit or Yonas",
 * "Kahurangi + Rua", "Ravi, Ifeanyi, Lotte and Sung-min"). The word after the name, and the word before it.
 */
const JOINER = "(?:[ \\t]*[,&+/·][ \\t]*|[ \\t]+(?:and|or|und|oder|et|ou|y|o|e|og|och|en|i)[ \\t]+)";
const AFTER_NAME = new RegExp(`^${JOINER}(${LOWER}|${CAPITALISED}|${SCRIPT})(?![\\p{L}\\p{N}_@]|[.-][\\p{L}\\p{N}]|['’](?:t|ll|re|ve|d|m)(?!\\p{L}))`, "u");
const BEFORE_NAME = new RegExp(`(?<![\\p{L}\\p{N}_.@-])(${LOWER}|${CAPITALISED}|${SCRIPT})${JOINER}$`, "u");

/** The slot candidates of a text (each at most once per span), with their evidence. */
export function slotCandidates(text: string, rules: readonly Span[]): ModelCandidate[] {
  const out: ModelCandidate[] = [];
  const seen = new Set<number>();
  const take = (start: number, value: string, slot: SlotFeature, comma = false) => {
    if (seen.has(start)) return;
    const c = slotCandidate(text, start, value, slot, rules, comma);
    if (c) {
      seen.add(start);
      out.push(c);
    }
  };
  SLOT.lastIndex = 0;
  for (let m = SLOT.exec(text); m !== null; m = SLOT.exec(text)) {
    const g = m.groups!;
    const value = g["value"]!;
    const start = m.index + m[0].length - value.length;
    // The next search starts at the value: a word taken as a value may itself be a cue ("Account Name: ctai-man").
    SLOT.lastIndex = start;
    // A dash opening a line is a list's bullet ("- nas admin pw …"), one mid-line a sign-off or an attribution.
    const dash = g["dash"] !== undefined ? (/^\n?-/.test(g["dash"]) && (m.index === 0 || text[m.index] === "\n") ? "slot:bullet" : "slot:dash") : undefined;
    take(start, value, g["mention"] !== undefined ? "slot:mention" : dash ?? (g["flag"] !== undefined ? "slot:flag" : g["word"] !== undefined ? "slot:word" : "slot:field"));
  }
  for (const r of rules) {
    const after = AFTER_NAME.exec(text.slice(r.end, r.end + 48));
    if (after) take(r.end + after[0].length - after[1]!.length, after[1]!, "slot:beside-name", after[0].trimStart().startsWith(","));
    const lo = Math.max(0, r.start - 48);
    const before = BEFORE_NAME.exec(text.slice(lo, r.start));
    if (before) take(lo + before.index, before[1]!, "slot:beside-name", before[0].slice(before[1]!.length).trimStart().startsWith(","));
  }
  return out;
}
