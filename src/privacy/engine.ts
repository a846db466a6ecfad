import { anchoredExec, execAll, testAnywhere, unescapeView, unicodeSets, wholeWordOccurrences } from "./regex.ts";
import { buildAutomaton, expandLiterals, wordStarts } from "./literal-scan.ts";
import { DETECTORS } from "./detectors.ts";
import { findPersonNames, firstNameOf } from "./person-names.ts";
import { findScoredNames } from "./name-score.ts";
import { findModelNames } from "./name-model.ts";
import { findNameWords, nameWordEcho } from "./name-words.ts";
import { findPositionedNames } from "./name-positions.ts";
import { findPhones } from "./phones.ts";
import { findTableValues } from "./tables.ts";
import { findUsernames, looksLikePersonHandle } from "./usernames.ts";
import { findPrivateKeys } from "./private-keys.ts";
import { findSecretFields } from "./secret-fields.ts";
import { findSecretColumns } from "./secret-columns.ts";
import { findReplEchoSecrets } from "./repl-echo.ts";
import { findAddressColumns, findNumberFirstRowStreets, findSplitAddressRows } from "./address-columns.ts";
import { findPasswordForms } from "./password-forms.ts";
import { findPasswordProse } from "./password-prose.ts";
import { findShapedPasswords } from "./password-shape.ts";
import { findNationalIds } from "./national-ids.ts";
import { findSecretValues } from "./secret-values.ts";
import { findWrittenFileSecrets } from "./written-files.ts";
import { growAddressReadings, houseNameStart } from "./address-units.ts";
import { prefixLengthEnd } from "./ip-prefix.ts";
import { findAddressFields } from "./address-fields.ts";
import { findAddressForms, placeholderAddress } from "./address-forms.ts";
import { findBareStreets } from "./address-bare.ts";
import { findNamedHouseStreets, findUnnumberedStreets } from "./address-unnumbered.ts";
import { titleCasedCapitals } from "./address-capitals.ts";
import { localityAfterAddress, notAPerson, notTheSamePerson } from "./not-a-person.ts";
import { lookAlike } from "./look-alikes.ts";
import { anyPresent, gateWords, necessaryWords, presentGateWords, type PresentWords } from "./name-gates.ts";
import { assembleNames, possessiveNameParts } from "./name-assembly.ts";
import { scriptPairNames } from "./name-script-pairs.ts";
import {
  ALL_LABELS,
  FINDING_TYPES,
  labelOf,
  normalizeType,
  type Finding,
  type FindingType,
  type RedactedFinding,
  type ScrubOptions,
  type ScrubResult,
} from "./types.ts";

interface Candidate extends Finding {
  priority: number;
}

/** A "u" pattern without "i" in "v" mode (regex.ts, unicodeSets: same matches, its Unicode classes compile faster on first use). */
function compiled(pattern: RegExp, flags: string): RegExp {
  return flags.includes("u") && !flags.includes("i") ? new RegExp(unicodeSets(pattern.source), flags.replace("u", "v")) : new RegExp(pattern.source, flags);
}

/** Precompiled once: the "d" flag gives group offsets, so a finding can cover just the secret inside a longer match. */
export const COMPILED = DETECTORS.map((d) => ({
  detector: d,
  // A gate's substrings, looked up in the one scan of every gate substring (gateWordsIn below).
  gateWords: d.gate?.map((w) => w.toLowerCase()),
  // Words the pattern, and the gate regex, cannot match without (name-gates.ts): a detector whose words are all absent is not run.
  patternWords: necessaryWords(d.pattern),
  gateReWords: d.gateRe && necessaryWords(d.gateRe),
  // Group offsets ("d") only where a group holds the secret: computing them costs an allocation per match.
  re: compiled(d.pattern, /\(\?<secret/.test(d.pattern.source) && !d.pattern.flags.includes("d") ? d.pattern.flags + "d" : d.pattern.flags),
}));

/**
 * Every detector's gate substrings and the words its pattern and gate regex need, found in one scan of the
 * lower-cased text (name-gates.ts: one automaton over every registered word) instead of one regex per detector.
 * A substring present in any letter case is present lower-cased, so a gate passes wherever its
 * case-insensitive regex did.
 */
gateWords(COMPILED.flatMap((c) => [...(c.gateWords ?? []), ...(c.patternWords ?? []), ...(c.gateReWords ?? [])]));
/** The same one scan answers the person-name rules' and user-name contexts' gates (name-gates.ts): one pass over the text for all three. */
const gateWordsIn = presentGateWords;

const sticky = (re: RegExp): RegExp => new RegExp(re.source, re.flags.replace("g", "") + "y");
/** Detectors with a literal prefix: one scan for all prefixes, then each pattern tried where its prefix stands. */
const PREFIXED = COMPILED.filter((c) => c.detector.prefix).map((c) => ({ ...c, at: new RegExp(`(?:${c.detector.prefix})`, "y"), sticky: sticky(c.re) }));
const PREFIX_SCAN = new RegExp(PREFIXED.map((c) => `(?:${c.detector.prefix})`).join("|"), "g");
/**
 * The prefixes are finite sets of strings ("gh[pousr]_" is five): one automaton over all of them (literal-scan.ts)
 * finds every start of every prefix and says whose it is, where the alternation regex stopped at almost every
 * letter of prose. Each string's id maps to its detector; the regex scan stays for a prefix written otherwise.
 */
const PREFIX_STRINGS = PREFIXED.map((c) => expandLiterals(c.detector.prefix!));
const PREFIX_OWNER = PREFIX_STRINGS.flatMap((strings, k) => (strings ?? []).map(() => k));
const PREFIX_AUTOMATON = PREFIX_STRINGS.every(Boolean) ? buildAutomaton(PREFIX_STRINGS.flatMap((strings) => strings!)) : undefined;

/** Start offsets where some prefix stands, ascending, each with the prefixed detectors (by index) whose prefix stands there. */
function prefixStarts(text: string): Map<number, Set<number>> {
  const at = new Map<number, Set<number>>();
  if (PREFIX_AUTOMATON) {
    const starts = wordStarts(PREFIX_AUTOMATON, text);
    for (let k = 0; k < starts.length; k += 2) {
      const start = starts[k]!;
      const id = starts[k + 1]!;
      const owners = at.get(start);
      if (owners) owners.add(PREFIX_OWNER[id]!);
      else at.set(start, new Set([PREFIX_OWNER[id]!]));
    }
    return new Map([...at].sort((a, b) => a[0] - b[0]));
  }
  for (const a of execAll(PREFIX_SCAN, text)) {
    const owners = new Set<number>();
    PREFIXED.forEach((c, k) => {
      c.at.lastIndex = a.index;
      if (c.at.test(text)) owners.add(k);
    });
    at.set(a.index, owners);
    PREFIX_SCAN.lastIndex = a.index + 1; // prefixes may overlap ("sk-" inside "sk-ant-"); every start is tried
  }
  return at;
}

function runPrefixed(text: string, types: Set<FindingType>, out: Candidate[]): void {
  for (const [i, owners] of prefixStarts(text)) {
    PREFIXED.forEach((c, k) => {
      if (!owners.has(k) || !types.has(c.detector.type)) return;
      c.sticky.lastIndex = i;
      const m = c.sticky.exec(text);
      if (!m) return;
      const end = i + m[0].length;
      if (c.detector.validate && !c.detector.validate(m[0], text, i, end)) return;
      out.push({ type: c.detector.type, start: i, end, priority: c.detector.priority, detector: c.detector.name, confidence: c.detector.confidence });
    });
  }
}

type Compiled = (typeof COMPILED)[number];

/**
 * `present`: the words of name-gates.ts present in `text`, or undefined where the text was rewritten after the scan (no word test then).
 * Findings are appended to `out`: no array per detector and text (~100 detectors run on every text, most finding nothing).
 */
function runDetector({ detector, re, gateWords, patternWords, gateReWords }: Compiled, text: string, present: (() => PresentWords) | undefined, out: Candidate[]): void {
  if (present && ((gateWords && !anyPresent(gateWords, present())) || (patternWords && !anyPresent(patternWords, present())))) return;
  if (detector.gateRe && ((present && gateReWords && !anyPresent(gateReWords, present())) || !testAnywhere(detector.gateRe, text))) return;
  for (const m of detector.anchor ? anchoredExec(re, detector.anchor, text) : execAll(re, text)) {
    const groups = m.indices?.groups;
    const span: [number, number] | undefined = groups ? (groups.secret ?? groups.secret2 ?? groups.secret3 ?? groups.secret4) : [m.index, m.index + m[0].length];
    if (!span) continue;
    const [start, end] = span;
    if (end <= start) continue;
    const value = text.slice(start, end);
    if (detector.validate && !detector.validate(value, text, start, end)) continue;
    out.push({
      type: detector.type,
      start,
      end,
      priority: detector.priority,
      detector: detector.name,
      confidence: detector.confidence,
      ...(detector.subtype ? { subtype: detector.subtype } : {}),
    });
  }
}

const QUERY_PLUS = /[?&][\w.-]{1,30}=[^&\s#+]*\+/;
const QUERY_VALUE = /(?<=[?&][\w.-]{1,30}=)[^&\s#"']+/g;

const PRIORITY: Partial<Record<FindingType, number>> = { private_key: 100, phone: 30, person_name: 20 };

function enabledTypes(options: ScrubOptions): { types: Set<FindingType>; subtypes: Set<string> } {
  const types = new Set<FindingType>(options.only ?? FINDING_TYPES);
  const subtypes = new Set<string>();
  for (const t of options.disabled ?? []) {
    const canonical = normalizeType(t);
    if (!canonical) continue;
    if (canonical === t) types.delete(canonical);
    else subtypes.add(t); // a legacy name turns off only its own subtype ("ipv4" leaves IPv6 on)
  }
  return { types, subtypes };
}

/** The street detectors over another view of the text of the same length (its findings keep their offsets). */
function runStreetDetectors(sameLengthView: string, candidates: Candidate[]): void {
  for (const c of COMPILED) {
    if (c.detector.type === "street_address" && !c.detector.prefix) runDetector(c, sameLengthView, undefined, candidates);
  }
}

/** Every finding, overlaps settled (highest priority, then the longest span), in text order. */
export function detect(text: string, options: ScrubOptions = {}): Finding[] {
  const { types, subtypes } = enabledTypes(options);
  const view = unescapeView(text);
  const candidates: Candidate[] = [];
  if (types.has("private_key")) for (const f of findPrivateKeys(text)) candidates.push({ ...f, priority: PRIORITY.private_key! });
  runPrefixed(view, types, candidates);
  let inView: PresentWords | undefined;
  let inText: PresentWords | undefined;
  const viewWords = () => (inView ??= gateWordsIn(view));
  const textWords = () => (inText ??= view === text ? viewWords() : gateWordsIn(text));
  for (const c of COMPILED) {
    if (!c.detector.prefix && types.has(c.detector.type)) runDetector(c, c.detector.raw ? text : view, c.detector.raw ? textWords : viewWords, candidates);
  }
  // A value under a key that names a secret: a config field, a table column, a console's echo of the expression.
  for (const find of [findSecretFields, findSecretColumns, findReplEchoSecrets]) for (const f of find(view)) if (types.has(f.type)) candidates.push({ ...f, priority: f.type === "password" ? 53 : 51 });
  if (types.has("password")) for (const f of findPasswordForms(view)) candidates.push({ ...f, priority: 53 });
  if (types.has("password")) for (const f of findPasswordProse(view)) candidates.push({ ...f, priority: 48 });
  if (types.has("password")) for (const f of findShapedPasswords(view)) candidates.push({ ...f, priority: 47 }); // the weakest reading: any rule that names the value wins
  if (types.has("api_key")) for (const f of findWrittenFileSecrets(view)) candidates.push({ ...f, priority: 51 });
  for (const f of findSecretValues(view)) if (types.has(f.type)) candidates.push({ ...f, priority: f.detector === "hex-key-named" || f.detector === "token-unnamed" ? 47 : 55 });
  // In a URL's query a "+" is a space ("geocode?address=4417+Larchmont+Blvd"): the street detectors read that view too (same length).
  if (types.has("street_address") && QUERY_PLUS.test(view)) runStreetDetectors(view.replace(QUERY_VALUE, (v) => v.replace(/\+/g, " ")), candidates);
  // A street written in capitals (a shipping label, an HL7 field): the street readers read it title-cased (same length).
  const capitals = types.has("street_address") ? titleCasedCapitals(view) : undefined;
  if (capitals !== undefined) {
    runStreetDetectors(capitals, candidates);
    for (const f of findAddressForms(capitals)) candidates.push({ ...f, priority: 37 });
  }
  if (types.has("national_id")) for (const f of findNationalIds(view)) candidates.push({ ...f, priority: 43 });
  if (types.has("phone")) for (const f of findPhones(view)) candidates.push({ ...f, priority: PRIORITY.phone! });
  // Level with the street grammars: the longer reading of one street wins ("Drottninggatan 53, lgh 1102" over "Drottninggatan 53").
  if (types.has("street_address")) for (const find of [findAddressFields, findAddressColumns, findSplitAddressRows, findNumberFirstRowStreets, findAddressForms, findBareStreets, findUnnumberedStreets, findNamedHouseStreets]) for (const f of find(view)) candidates.push({ ...f, priority: 37 });
  for (const f of findTableValues(view)) if (types.has(f.type) && (f.type !== "person_name" || options.names !== false)) candidates.push({ ...f, priority: 33 });
  if (types.has("person_name")) {
    for (const f of findPersonNames(view, options.knownNames, options.names ?? true)) candidates.push({ ...f, priority: PRIORITY.person_name! });
    if (options.names ?? true) for (const f of findUsernames(view)) candidates.push({ ...f, priority: PRIORITY.person_name! + 1 });
    if (options.names ?? true) for (const f of findScoredNames(view)) candidates.push({ ...f, priority: PRIORITY.person_name! }); // same priority: the longer reading wins ("Ciarán Mac Giolla" over "Ciarán")
    if (options.names ?? true) for (const f of findNameWords(view)) candidates.push({ ...f, priority: PRIORITY.person_name! });
    if (options.names ?? true) for (const f of findPositionedNames(view)) candidates.push({ ...f, priority: PRIORITY.person_name! });
    // Last: what every rule reader took as a name is one of the learned model's inputs.
    if (options.names ?? true) for (const f of findModelNames(view, candidates.filter((c) => c.type === "person_name"))) candidates.push({ ...f, priority: PRIORITY.person_name! });
  }
  // A user name already found in a home path ("/home/olga" and "User olga") keeps the home path's type and placeholder.
  const homeUsers = new Set(candidates.filter((c) => c.type === "home_path").map((c) => text.slice(c.start, c.end)));
  // A city or district after a street address is a place, not a person (not-a-person.ts).
  // Measured from where the street ends once grown over its units ("…182, Int. 4, Roma Norte"): a unit is no field of its own.
  // (Read once per street candidate: the growth below, after overlaps are settled, reads the same spans again.)
  const streetReadings = new Map(candidates.filter((c) => c.type === "street_address").map((c) => [c, growAddressReadings(view, c.start, c.end)] as const));
  const streetEnds = [...streetReadings].map(([c, r]) => Math.max(c.end, r[0][1]));
  // What the unit grammar reads after a street's core ("…22, stan 5", "…, kv. 8") is that street's unit, not a name.
  const unitTails = [...streetReadings].map(([c, r]) => [c.end, r[r.length - 1]![1]] as const).filter(([s, e]) => e > s);
  // A house's name before the street is the address's building line, not a person ("Rose Cottage, 3 Mill Lane", "Ty Newydd, 9 …").
  for (const c of streetReadings.keys()) {
    const house = houseNameStart(view, c.start);
    if (house !== undefined) unitTails.push([house, c.start]);
  }
  /** Whether a candidate may be kept at all: no look-alike, placeholder or place where a person seemed to stand. */
  const eligible = (c: Candidate): boolean =>
    !(c.subtype && subtypes.has(c.subtype)) &&
    !insidePlaceholder(text, c) &&
    !lookAlike(view, c.type, c.start, c.end, c.detector) &&
    !(c.type === "street_address" && placeholderAddress(view, c.start, c.end)) &&
    !(c.type === "person_name" && (notAPerson(view, c.start, c.end, c.detector) || (streetEnds.length > 0 && localityAfterAddress(view, c.start, c.end, streetEnds)) || unitTails.some(([s, e]) => s <= c.start && c.end <= e))) &&
    !(homeUsers.size && c.detector.startsWith("username:") && homeUsers.has(text.slice(c.start, c.end)));
  // Highest priority first, then the longer span: the most specific, most complete reading wins. The sort is stable,
  // so sorting every candidate and skipping the ineligible ones keeps the order sorting only the eligible would give;
  // a candidate a kept one already covers is dropped either way, so eligibility (look-alike and not-a-person readings,
  // most of a text's per-candidate work) is asked only of candidates that could still be kept.
  candidates.sort((a, b) => b.priority - a.priority || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Candidate[] = [];
  const taken = new SpanSet();
  for (const c of candidates) {
    if (taken.overlaps(c.start, c.end) || !eligible(c)) continue;
    taken.add(c.start, c.end);
    kept.push(c);
  }
  // An address grows over its units and house-number suffix (address-units.ts) only into text no other finding took.
  for (const c of kept) {
    if (c.type !== "street_address") continue;
    // The widest reading whose new text no other finding took on both sides; each side then grows as far as it may.
    const readings = streetReadings.get(c) ?? growAddressReadings(view, c.start, c.end);
    const [start, end] = readings.find(([s, e]) => (s >= c.start || !taken.overlaps(s, c.start)) && (e <= c.end || !taken.overlaps(c.end, e))) ?? readings[readings.length - 1]!;
    if (start < c.start && !taken.overlaps(start, c.start)) { taken.add(start, c.start); c.start = start; }
    if (end > c.end && !taken.overlaps(c.end, end)) { taken.add(c.end, end); c.end = end; }
    else if (end > c.end) {
      // The unit grammar read past another finding ("Невский проспект, д. 28, офис 412, звонить 8 (812) …": the phone's
      // "8" after a word): the address keeps its unit parts up to the last comma before that finding.
      const cut = tailEndBefore(view, c.end, end, taken);
      if (cut > c.end) { taken.add(c.end, cut); c.end = cut; }
    }
  }
  // A network's prefix length belongs to its address ("10.80.3.0/24"): one placeholder for the network (ip-prefix.ts).
  for (const c of kept) {
    if (c.type !== "ip") continue;
    const end = prefixLengthEnd(view, view.slice(c.start, c.end), c.end);
    if (end > c.end && !taken.overlaps(c.end, end)) { taken.add(c.end, end); c.end = end; }
  }
  mergeAdjacentAddresses(view, kept, taken);
  // The learned model's names wait until the rule readers' names have grown and spread (name assembly, a found name's
  // other forms, its echoes): a rule's reading of a name wins wherever in the pipeline it is made ("tamsin-x1" beside
  // "Tamsin Okoro" is the device of that Tamsin: the name forms read "tamsin", the model's handle must not take it first).
  const held = kept.filter((c) => c.detector.startsWith("name:model-"));
  let ruleTaken = taken;
  if (held.length) {
    for (const c of held) kept.splice(kept.indexOf(c), 1);
    ruleTaken = new SpanSet();
    for (const c of kept) ruleTaken.add(c.start, c.end);
  }
  completeNameFindings(view, kept, ruleTaken);
  if (held.length) {
    // Then the model's names where no rule reading went, and their own forms and echoes.
    const model = held.filter((c) => !ruleTaken.overlaps(c.start, c.end));
    for (const c of model) ruleTaken.add(c.start, c.end);
    completeNameFindings(view, model, ruleTaken);
    kept.push(...model);
  }
  return kept
    .sort((a, b) => a.start - b.start)
    .map(({ type, start, end, detector, confidence, subtype }) => ({ type, start, end, detector, confidence, ...(subtype ? { subtype } : {}) }));
}

/** The end of the last whole comma-led part of an address's tail [from, to) that overlaps no taken span, or `from`. */
function tailEndBefore(text: string, from: number, to: number, taken: SpanSet): number {
  for (let comma = text.lastIndexOf(",", to - 1); comma > from; comma = text.lastIndexOf(",", comma - 1)) {
    if (!taken.overlaps(from, comma)) return comma;
  }
  return from;
}

/**
 * Names in pieces become one span; a part of a found name reused as a possessive is that person (name-assembly.ts); a
 * found name's other script beside it is that person too (name-script-pairs.ts).
 */
function completeNameFindings(view: string, kept: Candidate[], taken: SpanSet): void {
  const free = (s: number, e: number) => !taken.overlaps(s, e);
  const take = (s: number, e: number) => taken.add(s, e);
  assembleNames(view, kept, free, take);
  propagateIdentities(view, kept, taken);
  possessiveNameParts(view, kept, free, take);
  scriptPairNames(view, kept, free, take);
}

/**
 * Two address findings with only a comma between them are one address read in two pieces ("Apartment 2B,
 * Kilimani Heights" + "14 Argwings Kodhek Road"): one finding, so one placeholder stands for it and the
 * comma between is not left as if it separated two things.
 */
function mergeAdjacentAddresses(text: string, kept: Candidate[], taken: SpanSet): void {
  const addresses = kept.filter((c) => c.type === "street_address").sort((a, b) => a.start - b.start);
  for (let i = 0; i + 1 < addresses.length; i++) {
    const a = addresses[i]!;
    const b = addresses[i + 1]!;
    if (!/^[ \t]*,[ \t]*$/.test(text.slice(a.end, b.start))) continue;
    if (a.end < b.start) taken.add(a.end, b.start);
    b.start = a.start;
    kept.splice(kept.indexOf(a), 1);
  }
}

/** Non-overlapping spans sorted by start: overlap test and insert by binary search (a text with 10,000 names stays linearithmic). */
class SpanSet {
  private starts: number[] = [];
  private ends: number[] = [];
  /** Index of the first span whose start is >= start. */
  private lowerBound(start: number): number {
    let lo = 0;
    let hi = this.starts.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid]! < start) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  overlaps(start: number, end: number): boolean {
    const i = this.lowerBound(start);
    if (i < this.starts.length && this.starts[i]! < end) return true;
    return i > 0 && this.ends[i - 1]! > start;
  }
  add(start: number, end: number): void {
    const i = this.lowerBound(start);
    this.starts.splice(i, 0, start);
    this.ends.splice(i, 0, end);
  }
}

/** Text scrubbed before holds "[EMAIL_1]": a detector must not read the label as a value. */
function insidePlaceholder(text: string, c: Candidate): boolean {
  // Looked for within a placeholder's reach only: an unbounded lastIndexOf made every candidate scan back to the text's start.
  const lo = Math.max(0, c.start - 20);
  const at = text.slice(lo, c.start + 1).lastIndexOf("[");
  if (at === -1) return false;
  const before = lo + at;
  const rel = text.slice(before, Math.min(text.length, Math.max(c.end, before) + 40)).indexOf("]");
  const close = rel === -1 ? -1 : before + rel;
  return close !== -1 && close >= c.end - 1 && /^\[[A-Z_]+_\d+\]$/.test(text.slice(before, close + 1));
}

/**
 * A user name found in /home/olga/… or a person's name found in a sign-off is just as identifying in
 * "User olga" or "thanks Dana" elsewhere in the same text; masking one occurrence and leaving the next
 * would undo the masking. So every other whole-word occurrence of such a value gets the same type, and
 * so does the first name alone of a full name found earlier.
 */
function propagateIdentities(text: string, kept: Candidate[], taken: SpanSet): void {
  const values = new Map<string, Candidate>();
  for (const c of kept) {
    if (c.type !== "home_path" && c.type !== "person_name") continue;
    const value = text.slice(c.start, c.end);
    // /home/deploy/ hides a user name, but "ansible_user: deploy" elsewhere names a service account, not a person.
    if (c.type === "home_path" && !looksLikePersonHandle(value)) continue;
    if (value.length >= 3) values.set(value, c);
    if (c.type === "person_name") {
      const first = firstNameOf(value);
      if (first && !values.has(first)) values.set(first, c);
    }
  }
  for (const [value, source] of values) {
    for (const start of wholeWordOccurrences(text, value)) {
      const end = start + value.length;
      if (taken.overlaps(start, end) || (source.type === "person_name" && notTheSamePerson(text, start, end))) continue;
      // "will said …" does not make every "will" a person: a name-word echoes only where it cannot be the word (name-words.ts).
      if (source.detector.startsWith("name:name-word-") && !nameWordEcho(text, start)) continue;
      taken.add(start, end);
      // Outside its path a home directory's user name is a person's handle ("User bjarni", "sudo: kwabena :"), typed as one.
      kept.push({ type: source.type === "home_path" ? "person_name" : source.type, start, end, priority: 0, detector: `${source.detector}+same-text`, confidence: source.confidence });
    }
  }
}

/**
 * Finds private data and replaces each span with a typed placeholder. The same value gets the same
 * placeholder within one text ([EMAIL_1] twice), so the redacted text still says "the same person"
 * where the original did. The report counts per type; nothing in the result holds a found value.
 */
export function scrub(text: string, options: ScrubOptions = {}): ScrubResult {
  return redact(text, detect(text, options));
}

const PLACEHOLDER_RE = new RegExp(`\\[(${ALL_LABELS.join("|")})_(\\d+)\\]`, "g");

/** Replaces the given findings (from `detect`, possibly filtered) with numbered typed placeholders. */
export function redact(text: string, findings: Finding[]): ScrubResult {
  const numbering = new Map<string, string>();
  const perLabel = new Map<string, number>();
  // Text that was scrubbed before may already hold [EMAIL_1]; new values continue after it so one
  // placeholder never stands for two different values.
  if (/\[[A-Z_]+_\d+\]/.test(text)) {
    for (const m of execAll(PLACEHOLDER_RE, text)) {
      perLabel.set(m[1]!, Math.max(perLabel.get(m[1]!) ?? 0, Number(m[2])));
    }
  }
  // "Dana Kim … thanks Dana": the first name alone is the same person, so it gets the full name's placeholder.
  const fullNames = new Map<string, string>();
  for (const f of findings) {
    if (f.type !== "person_name") continue;
    const value = text.slice(f.start, f.end);
    const first = value.split(/\s+/)[0]!;
    if (first !== value && !fullNames.has(first)) fullNames.set(first, value);
  }
  const report: Partial<Record<FindingType, number>> = {};
  const redacted: RedactedFinding[] = [];
  let out = "";
  let cursor = 0;
  for (const f of [...findings].sort((a, b) => a.start - b.start)) {
    if (f.start < cursor) continue;
    // A home directory's user name found again outside its path is typed person_name but keeps the path's placeholder:
    // "User [USER_1] … /home/[USER_1]/" still says it is the same account.
    const label = f.type === "person_name" && f.detector.startsWith("home-path") ? labelOf({ type: "home_path" }) : labelOf(f);
    const raw = text.slice(f.start, f.end);
    const value = f.type === "person_name" ? (fullNames.get(raw) ?? raw) : raw;
    const key = `${label}\u0000${normalizeForIdentity(f.type, value)}`;
    let placeholder = numbering.get(key);
    if (!placeholder) {
      const n = (perLabel.get(label) ?? 0) + 1;
      perLabel.set(label, n);
      placeholder = `[${label}_${n}]`;
      numbering.set(key, placeholder);
    }
    report[f.type] = (report[f.type] ?? 0) + 1;
    out += text.slice(cursor, f.start) + placeholder;
    cursor = f.end;
    redacted.push({ ...f, placeholder });
  }
  out += text.slice(cursor);
  return { text: out, findings: redacted, report };
}

/** Two spellings of one value (case of an email, spacing of a card) are one identity. */
function normalizeForIdentity(type: FindingType, value: string): string {
  switch (type) {
    case "email":
    case "mac":
    case "ip":
      return value.toLowerCase();
    case "credit_card":
    case "iban":
    case "phone":
    case "national_id":
      return value.replace(/[\s().-]/g, "").toUpperCase();
    default:
      return value;
  }
}

/** One line per type, e.g. "removed 2 email, 1 api_key". */
export function formatReport(report: ScrubResult["report"]): string {
  const parts = Object.entries(report).map(([type, n]) => `${n} ${type}`);
  return parts.length ? `removed ${parts.join(", ")}` : "nothing to remove";
}
