/**
 * A contradiction read from the pair, not from each text (issue 12, round 17): two memories that say the same thing
 * about the same subject and differ in one value slot contradict, whatever the sentence shape. The claim readers need
 * to recognise each side's (subject, property, value) on its own; a sentence shape or a key name they never met leaves
 * them with "no shared claim". Here the two texts' words are aligned (the longest common subsequence of slot-swap.ts
 * over synonym-duplicate.ts' words, which already fold word forms, synonyms, acronyms, units and key names), and what
 * is left decides:
 * - one substituted stretch, bordered by shared words, inside a frame of shared content words — nothing else said on
 *   either side but light words (a key/value line may add the sentence's verb);
 * - the two stretches are values of one kind that cannot both hold: quantities of one dimension (values.ts relation:
 *   ranges and refinements are compatible), versions, identifiers (paths, hosts, ids, code spans), booleans, listed
 *   opposites, members of one closed set, or two names written as names (capitalised or mixed case, "Airflow" /
 *   "Dagster", "sRGB" / "Display P3").
 * It stays silent when the stretch is where a context, a subject or a qualifier stands: words of an environment,
 * platform or region (lexicon.ts), a year, the stretch opening both texts (the subject or a fronted scope, "Jonas waters
 * …" / "Mia waters …", "During winter …"), or a name that qualifies a shared noun after it ("the Berlin office" /
 * "the Lisbon office"). Paraphrases never reach it: synonyms, acronyms and one quantity in two units align as shared
 * words. compare.ts asks it last among the text readers, so its answer meets the same context, project, time-window,
 * population, place and range checks as theirs.
 */
import { alignedWords, sameWord } from "./synonym-duplicate";
import { stretches, type Stretch } from "./slot-swap";
import { foldAcronyms } from "./abbreviations";
import { memoByPair } from "./memo";
import { CONTEXT_DIMENSIONS, CONTEXT_WORDS } from "./lexicon";
import { closedSetDiffers, listedOpposites } from "./opposites";
import { parseBool, parseValue, relation } from "./values";
import { isPredicate } from "./synonyms";
import { BOUND_WORDS } from "./comparison-words";

export interface AlignedConflict { subject: string; why: string }

/** Past this many aligned words a side is a paragraph: several claims, not one sentence with one slot. */
const MAX_WORDS = 30;
/** At most this many words on each side of the substituted stretch: a value and its unit or head noun. */
const MAX_STRETCH = 3;
/** Shared content words that make a frame: fewer, and two sentences that share a word or two are still two sentences. */
const MIN_FRAME = 2;

/**
 * Words that say nothing of their own beside a value: how a setting is stated ("set to", "configured as", "called"),
 * when it holds now ("currently", "today"), and hedges. Stop words are already gone (text.ts STOP_WORDS).
 */
const LIGHT = new Set([
  "set", "sets", "configured", "currently", "now", "today", "default", "value", "called", "named", "everywhere",
  "still", "actually", "simply", "only", "exactly", "precisely", "configur", "setting", "settings", "stays", "stay", "remains",
]);
const light = (w: string) => LIGHT.has(w) || (/^[a-z]+ly$/.test(w) && w.length > 4);

/** A key written in kebab or dotted case before its value ("image-quality = 82", "cache.ttl: 5m"), as words. */
function keyAsWords(text: string): string {
  return text.replace(/^(\s*[A-Za-z][\w]*(?:[-.][A-Za-z][\w]*)+)(\s*[:=])/gm, (_, key: string, sep: string) => `${key.replace(/[-.]/g, " ")}${sep}`);
}

/** A setting's layout: a key and its value on one line, no sentence around it. */
const LAYOUT = /^\s*[\w.-]+\s*[:=]\s*\S/;

/** Why the two texts contradict in one value slot, or null. Memoised per pair. */
export const alignedConflict: (a: string, b: string) => AlignedConflict | null = memoByPair(readAlignedConflict);

function readAlignedConflict(a: string, b: string): AlignedConflict | null {
  const [ka, kb] = [keyAsWords(a), keyAsWords(b)];
  const [wa, wb] = [alignedWords(foldAcronyms(ka, kb)), alignedWords(foldAcronyms(kb, ka))];
  if (!wa.length || !wb.length || wa.length > MAX_WORDS || wb.length > MAX_WORDS) return null;
  const all = stretches(wa, wb);
  const layout = LAYOUT.test(a) !== LAYOUT.test(b);
  // Each stretch without its light words; a stretch of light words only is no difference.
  const heavy = all.map((s) => ({ ...s, a: s.a.filter((w) => !light(w)), b: s.b.filter((w) => !light(w)) })).filter((s) => s.a.length || s.b.length);
  const subs = heavy.filter((s) => s.a.length && s.b.length);
  if (subs.length !== 1) return null;
  const slot = subs[0];
  // Words one side adds elsewhere are a refinement or a scope ("for thumbnails", "in the iOS app"); a key/value line
  // against a sentence lets the sentence add its verb ("retention_days: 30" / "we keep retention days at 90").
  const added = heavy.filter((s) => s !== slot).flatMap((s) => [...s.a, ...s.b]);
  if (added.some((w) => !(layout && isPredicate(w) && !/\d/.test(w)))) return null;
  if (!slot.anchored || slot.a.length > MAX_STRETCH || slot.b.length > MAX_STRETCH) return null;
  const frame = wa.filter((w) => wb.some((y) => sameWord(w, y)) && !light(w));
  if (frame.length < MIN_FRAME) return null;
  if (slot.a.some(isContextWord) || slot.b.some(isContextWord)) return null;
  const [ia, ib] = [wa.indexOf(slot.a[0]), wb.indexOf(slot.b[0])];
  // The stretch opening both texts is where the subject or a fronted scope stands, not a value.
  if (ia === 0 && ib === 0) return null;
  const kind = valueKind(slot, a, b, wa, wb);
  if (!kind) return null;
  const subject = frame.slice(0, 4).join(" ");
  return { subject, why: `${kind} in one slot of the same statement: ${slot.a.join(" ")} vs ${slot.b.join(" ")}` };
}

/** A word that names where or when a statement holds: an environment, platform, region or a year. */
const isContextWord = (w: string) => w in CONTEXT_WORDS || w in CONTEXT_DIMENSIONS || /^(?:count_)?(?:199\d|20\d\d)$/.test(w) || /^q[1-4]$/.test(w);

/** The kind of value both stretches hold, when they cannot both hold, or null. */
function valueKind(s: Stretch, a: string, b: string, wa: string[], wb: string[]): string | null {
  const [na, nb] = [s.a.find(isNumber), s.b.find(isNumber)];
  // (A bound on one side only, "at most 55" / "holds 40", holds the other's value or says another thing.)
  if (na && nb) return numbersDiffer(na, nb) && BOUND.test(a) === BOUND.test(b) ? "a number" : null;
  if (na || nb) return null;
  if (s.a.length === 1 && s.b.length === 1) {
    const [x, y] = [s.a[0], s.b[0]];
    const [bx, by] = [parseBool(x), parseBool(y)];
    if (bx && by) return bx.b !== by.b ? "a yes/no state" : null;
    if (listedOpposites(x, y)) return "opposite words";
  }
  if (closedSetDiffers(s.a.join(" "), s.b.join(" "))) return "one of a closed set";
  if (s.a.some(isIdentifier) && s.b.some(isIdentifier)) return "an identifier";
  // Names qualify the shared noun that follows them ("the Berlin office"): a scope, not a value.
  if (qualifiesNext(s.a, wa, wb) || qualifiesNext(s.b, wb, wa)) return null;
  if (s.a.some((w) => writtenAsName(w, a)) && s.b.some((w) => writtenAsName(w, b))) return "a name";
  return null;
}

/** A number as the aligned words write it: digits, a quantity with its dimension ("time_30000"), a version ("v3.4"). */
const isNumber = (w: string) => /^(?:[a-z]+_)?\d|^v\d/.test(w);
/** A bound before a number ("at most 3", "under 50 ms", "more than 2"): comparison-words.ts' one list. */
const BOUND = new RegExp(`\\b(?:${BOUND_WORDS})\\s*[~$€£]?\\d`, "i");

/** Two numbers that cannot both hold: one dimension (or plain counts), values that differ (values.ts relation). */
function numbersDiffer(x: string, y: string): boolean {
  const [dx, dy] = [/^([a-z]+)_(\d+(?:\.\d+)?)$/.exec(x), /^([a-z]+)_(\d+(?:\.\d+)?)$/.exec(y)];
  if (dx || dy) return Boolean(dx && dy && dx[1] === dy[1] && relation(parseValue(dx[2]), parseValue(dy[2])) === "differs");
  return relation(parseValue(x, true), parseValue(y, true)) === "differs";
}

/** A path, host, id or code name: dots, slashes, underscores, "@" or "#" inside, or a hyphenated name with digits. */
const isIdentifier = (w: string) => /[a-z][./_@#:][a-z0-9]/.test(w) || (/-/.test(w) && /\d/.test(w));

/** The stretch's last word is followed, on its side, by a shared word that is a noun: the stretch qualifies it. */
function qualifiesNext(words: string[], own: string[], other: string[]): boolean {
  const next = own[own.indexOf(words[words.length - 1]) + 1];
  return next !== undefined && other.some((y) => sameWord(next, y)) && !isPredicate(next);
}

/**
 * A word written as a name in its text: capitalised where no sentence starts, or in mixed case ("sRGB", "GitHub"). A
 * word that opens a sentence says nothing by its capital.
 */
function writtenAsName(word: string, text: string): boolean {
  const re = new RegExp(`(^|[^\\w])(${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})(?![\\w])`, "gi");
  for (const m of text.matchAll(re)) {
    const raw = m[2];
    if (raw === raw.toLowerCase()) continue;
    if (/[a-z][A-Z]/.test(raw) || /^[A-Z]{2,}/.test(raw)) return true;
    const before = text.slice(0, m.index + m[1].length).trimEnd();
    if (before && !/[.!?:\n]$/.test(before)) return true;
  }
  return false;
}
