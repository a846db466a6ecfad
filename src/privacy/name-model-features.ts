import { execAll } from "./regex.ts";
import { HANGUL_SURNAMES, HAN_SURNAMES, JA_SURNAMES, isOrdinaryWord, nameEvidence as E } from "./person-names.ts";
import { HAND_MODEL, NAME_FEATURES, nameCandidates, nameScore, nameWordFeatures } from "./name-score.ts";
import { keyWords } from "./secret-fields.ts";

/**
 * The candidates the learned person-name model (name-model.ts) weighs and the evidence it weighs them on. A candidate is a
 * stretch of text that could be a person's name by its form alone, in five families:
 *   - run: one to three capitalised words with particles (name-score.ts `nameCandidates`, every run, with its lexicon and
 *     position features), grown over an initial before it ("G. Russo");
 *   - caps: one to three words in capitals ("RAMIRO ECHEVERRÍA", "OKONJO/AMAKA", "WAGNER, JULIA"), read title-cased through
 *     the same lexicon, when a word of it is a listed given name or surname;
 *   - handle: a lower-case login or handle with a name inside ("jtanaka", "d.koval", "maria_lopez", "nrahman"): a listed
 *     given name or surname as a part, or after one or two initials;
 *   - script: a short stretch in a script without case (Han, kana, Hangul, Arabic, Hebrew, Thai, Devanagari, Georgian) of one
 *     to three words, whose names no capital marks;
 * and the evidence is sparse: the hand scorer's features, the candidate's shape and script, the lower-cased words in a small
 * window either side, the key of a field it is the value of (split into words), the punctuation around it, the kind of line
 * (chat turn, key=value log, JSON, CSV/TSV/pipe cells, prose) and whether a rule reader already read a name there.
 * Context words are hashed into HASH_BUCKETS buckets: the model never holds a word list of the corpus.
 */
export const HASH_BUCKETS = 512;

const DENSE = [
  ...NAME_FEATURES.map((f) => `hand:${f}`),
  "hand:score", "hand:accepts",
  "fam:run", "fam:caps", "fam:handle", "fam:script",
  "words:1", "words:2", "words:3",
  "rule-same", "rule-overlap", "non-ascii", "hyphen", "initial-before",
  "len:1-3", "len:4-6", "len:7-10", "len:11+",
  "line:chat", "line:kv", "line:json", "line:cells", "line:prose",
  "handle:initial-surname", "handle:given-surname", "handle:given", "handle:surname", "handle:digits", "handle:separator",
  "script:han", "script:kana", "script:hangul", "script:arabic", "script:hebrew", "script:other", "script:listed-surname",
  "caps:first", "caps:last", "caps:comma-or-slash",
  "key:any", "line-start", "line-end",
] as const;
export type DenseFeature = (typeof DENSE)[number];
export const DENSE_FEATURES: readonly string[] = DENSE;
const D = Object.fromEntries(DENSE.map((f, i) => [f, i])) as Record<DenseFeature, number>;
export const FEATURE_COUNT = DENSE.length + HASH_BUCKETS;

export type Family = "run" | "caps" | "handle" | "script" | "slot";
/** A candidate and its evidence: feature indices and their values (a sparse row). */
export interface ModelCandidate {
  start: number;
  end: number;
  family: Family;
  idx: number[];
  val: number[];
}
/**
 * A fitted model: a weight per feature index (dense features first, then the hashed buckets), a bias and the probability it
 * accepts at; `familyThresholds` overrides that probability per candidate family (above 1 shuts a family), since one
 * family's acceptances can be mostly false on fresh text while another's are names (README round 22).
 */
export interface NameModel {
  bias: number;
  threshold: number;
  familyThresholds?: Readonly<Partial<Record<Family, number>>>;
  weights: readonly number[];
}

/** The probability a model accepts a candidate of this family at. */
export const thresholdFor = (model: NameModel, family: Family): number => model.familyThresholds?.[family] ?? model.threshold;
/** A span another reader already took as a person's name. */
export interface Span {
  start: number;
  end: number;
}

/** FNV-1a over a string, into the hashed buckets after the dense features. */
function bucket(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return DENSE.length + ((h >>> 0) % HASH_BUCKETS);
}

/** A sparse feature row (shared with the slot family of name-slot-candidates.ts). */
export class Row {
  readonly idx: number[] = [];
  readonly val: number[] = [];
  add(i: number, v = 1): void {
    if (v === 0) return;
    const at = this.idx.indexOf(i);
    if (at >= 0) this.val[at]! += v;
    else {
      this.idx.push(i);
      this.val.push(v);
    }
  }
  dense(f: DenseFeature, v = 1): void {
    this.add(D[f]!, v);
  }
  hashed(s: string): void {
    this.add(bucket(s));
  }
}

/** The line around i, at most 240 characters each way. */
export function lineAround(text: string, i: number): { start: number; end: number } {
  const lo = Math.max(0, i - 240);
  const back = text.slice(lo, i).lastIndexOf("\n");
  const hi = Math.min(text.length, i + 240);
  const ahead = text.slice(i, hi).indexOf("\n");
  return { start: back === -1 ? lo : lo + back + 1, end: ahead === -1 ? hi : i + ahead };
}

const CONTEXT_WORD = /[\p{L}\p{M}][\p{L}\p{M}'’]*/gu;
const CHAT_LINE = /^[ \t]*(?:\[?\d{1,2}[:.]\d{2}(?::\d{2})?\]?|\d{1,2}\/\d{1,2}\/\d{2,4},?[ \t]+\d{1,2}:\d{2})|^[ \t]*<[\w.@-]+>|^[ \t]*[\p{L}][\p{L}\p{M} .'-]{0,30}:[ \t]+\p{Ll}/u;
const KV_PAIR = /[\w.-]+=[^\s=]/g;
/** The key of the field a value stands in: `key: `, `key=`, `"key": "`, `<key>`, up to the value. */
export const FIELD_KEY = /(?:["']?([A-Za-z][\w.-]{0,40})["']?[ \t]*[:=][ \t]*["']?(?:[\w-]+[:\-/])?|<([A-Za-z][\w.-]{0,40})>[ \t]*)$/;
/** A label in words before a value ("Last name ", "Your first name ", "titular "): the two words before, read as context. */

function lineKind(line: string): DenseFeature {
  if (CHAT_LINE.test(line)) return "line:chat";
  if (/"[\w.-]+"[ \t]*:/.test(line)) return "line:json";
  if ((line.match(KV_PAIR)?.length ?? 0) >= 2) return "line:kv";
  if ((line.match(/[,;\t|]/g)?.length ?? 0) >= 3) return "line:cells";
  return "line:prose";
}

/** The kind of each line of the text being read, read once per line: a line holds several candidates. */
let kindsText = "";
const KINDS = new Map<number, DenseFeature>();
function lineKindOf(text: string, line: { start: number; end: number }): DenseFeature {
  if (text !== kindsText) {
    kindsText = text;
    KINDS.clear();
  }
  let kind = KINDS.get(line.start);
  if (kind === undefined) {
    kind = lineKind(text.slice(line.start, line.end));
    KINDS.set(line.start, kind);
  }
  return kind;
}

/** Context: the shared evidence of every family, read around [start, end). */
export function addContext(text: string, start: number, end: number, row: Row, rules: readonly Span[]): void {
  const line = lineAround(text, start);
  row.dense(lineKindOf(text, line));
  const before = text.slice(Math.max(line.start, start - 60), start);
  const after = text.slice(end, Math.min(line.end, end + 40));
  const left = [...before.matchAll(CONTEXT_WORD)].map((m) => m[0].toLowerCase()).slice(-4);
  const right = [...after.matchAll(CONTEXT_WORD)].map((m) => m[0].toLowerCase()).slice(0, 3);
  for (let i = 0; i < left.length; i++) row.hashed(i === left.length - 1 ? `L1:${left[i]}` : `L:${left[i]}`);
  for (let i = 0; i < right.length; i++) row.hashed(i === 0 ? `R1:${right[i]}` : `R:${right[i]}`);
  if (left.length >= 2) row.hashed(`L2:${left[left.length - 2]} ${left[left.length - 1]}`);
  const pb = /\S?(?=\s*$)/u.exec(before)?.[0] ?? "";
  const pa = /^\s*(\S?)/u.exec(after)?.[1] ?? "";
  row.hashed(`P<:${pb || "^"}`);
  row.hashed(`P>:${pa || "$"}`);
  row.hashed(`P<>:${pb || "^"}${pa || "$"}`);
  if (start === line.start || /^[ \t]*$/.test(text.slice(line.start, start))) row.dense("line-start");
  if (/^[ \t"'”]*$/.test(text.slice(end, line.end))) row.dense("line-end");
  const key = /[:=>][ \t"']*(?:[\w-]+[:\-/])?$/.test(before) ? FIELD_KEY.exec(before) : null; // the key regex only where a separator ends the text before
  if (key) {
    row.dense("key:any");
    for (const w of keyWords(key[1] ?? key[2]!)) if (w) row.hashed(`K:${w}`);
  }
  for (const r of overlapping(rules, start, end)) row.dense(r.start === start && r.end === end ? "rule-same" : "rule-overlap");
}

/** Rules sorted by start with the running maximum of their ends, so "which rules overlap this span" walks only the
 * rules that can, not every rule of the text: a text with thousands of names would otherwise cost rules × candidates
 * (the 100 KB pathological inputs of local-embedder/test/privacy.test.ts). Rebuilt when the array's length changes. */
interface RuleIndex {
  length: number;
  order: number[];
  maxEnd: number[];
}
const RULE_INDEX = new WeakMap<readonly Span[], RuleIndex>();
function ruleIndex(rules: readonly Span[]): RuleIndex {
  let idx = RULE_INDEX.get(rules);
  if (idx === undefined || idx.length !== rules.length) {
    const order = rules.map((_, at) => at).sort((a, b) => rules[a]!.start - rules[b]!.start || a - b);
    const maxEnd: number[] = [];
    for (const at of order) maxEnd.push(Math.max(maxEnd.at(-1) ?? -Infinity, rules[at]!.end));
    idx = { length: rules.length, order, maxEnd };
    RULE_INDEX.set(rules, idx);
  }
  return idx;
}
/** The rules overlapping [start, end), in their order in `rules` (a row's order is its dot product's order). */
function overlapping(rules: readonly Span[], start: number, end: number): Span[] {
  if (rules.length < 16) return rules.filter((r) => r.start < end && start < r.end);
  const { order, maxEnd } = ruleIndex(rules);
  let lo = 0, hi = order.length; // first rule starting at or after end
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rules[order[mid]!]!.start < end) lo = mid + 1;
    else hi = mid;
  }
  const found: number[] = [];
  for (let i = lo - 1; i >= 0 && maxEnd[i]! > start; i--) if (rules[order[i]!]!.end > start) found.push(order[i]!);
  return found.sort((a, b) => a - b).map((at) => rules[at]!);
}

export function shape(row: Row, value: string, words: number): void {
  row.dense(words >= 3 ? "words:3" : words === 2 ? "words:2" : "words:1");
  const n = value.length;
  row.dense(n <= 3 ? "len:1-3" : n <= 6 ? "len:4-6" : n <= 10 ? "len:7-10" : "len:11+");
  if (/[^\x00-\x7F]/.test(value)) row.dense("non-ascii");
  if (value.includes("-")) row.dense("hyphen");
}

/** The hand-weighted score of name-score.ts (its weights set on halves A and C) and whether it passed: the model starts from it. */
function handScore(row: Row, x: number[]): void {
  const score = nameScore(x, HAND_MODEL) - HAND_MODEL.threshold;
  row.dense("hand:score", Math.max(-6, Math.min(6, score)));
  if (score >= 0) row.dense("hand:accepts");
}

/** A candidate over a name a rule reader read is never accepted (name-model.ts): skipped before any evidence is read. */
export const overRule = (rules: readonly Span[], start: number, end: number): boolean => overlapping(rules, start, end).length > 0;

const INITIAL_BEFORE = /(?:^|[^\p{L}\p{N}.])(\p{Lu}\.[ \t]?)$/u;

/**
 * The gate that keeps the model's cost near the hand scorer's: a run is read only when its words, with every context cue the
 * hand scorer knows, could come within GATE_MARGIN of the hand threshold (name-score.ts skips the rest before reading any
 * context). Out of fold, the runs the model accepted scored down to −5 under the hand weights with their actual context,
 * which an upper bound over every cue still reaches; sentence-start words, products and ordinary words stay out.
 */
const GATE_MARGIN = 3;
const RUN_GATE = { ...HAND_MODEL, threshold: HAND_MODEL.threshold - GATE_MARGIN };

/**
 * A catalogue's row: "SKU-9921,Harbor coat,Meadow,Amber,2027-01-10". A word filling a whole cell of a delimited row is a
 * column's value, and the other cells say which column: a product or record code ("SKU-9921", "PRD_0042") or a thing's name
 * written in sentence case ("Harbor coat": a person's name capitalises every part but its particles) make the row an item's,
 * its single words a collection, a colour, a size. The row readers read a lone given name in a row only beside a listed
 * surname (name-rows.ts: "Prairie,Amber" is a collection and a colour); a listed name beside it keeps the cell a person's here too.
 */
const CELL_SEPARATOR = /[,;\t|]/g;
const ITEM_CODE = /^[A-Z]{2,6}[-_]\d{2,}[A-Z0-9-]*$/; // "SKU-9921"; not an id run together ("CS062641C")
const THING_PHRASE = /^\p{Lu}\p{Ll}+(?:[ \t]+(?!(?:da|de|do|dos|das|del|della|di|van|von|der|den|ter|ten|le|la|al|el|bin|ibn|y|e)(?:[ \t]|$))\p{Ll}{2,})+$/u;
function catalogueCell(text: string, start: number, end: number): boolean {
  const line = lineAround(text, start);
  const row = text.slice(line.start, line.end);
  const seps = [...row.matchAll(CELL_SEPARATOR)].map((m) => line.start + m.index);
  if (seps.length < 3) return false;
  const bounds = [line.start - 1, ...seps, line.end];
  const raw = bounds.slice(0, -1).map((b, i) => text.slice(b + 1, bounds[i + 1]).trim());
  const cells = raw.map((c) => c.replace(/^(["'])(.*)\1$/, "$2"));
  const at = bounds.findIndex((b, i) => b < start && end <= bounds[i + 1]!);
  // (A quote open on one side only: the separator is inside a quoted cell, "Ó Briain, Cathal".)
  if (at < 0 || cells[at] !== text.slice(start, end)) return false;
  const listed = (c: string | undefined) => c !== undefined && /^\p{Lu}\p{Ll}+$/u.test(c) && (E.knownLast(c) || E.knownFirst(c, true));
  if (listed(cells[at - 1]) || listed(cells[at + 1])) return false;
  return cells.some((c, i) => i !== at && (ITEM_CODE.test(c) || THING_PHRASE.test(c)));
}

function runCandidates(text: string, rules: readonly Span[], out: ModelCandidate[]): void {
  for (const c of nameCandidates(text, RUN_GATE, false, (s, e) => overRule(rules, s, e))) {
    if (!/[ \t]/.test(text.slice(c.start, c.end)) && catalogueCell(text, c.start, c.end)) continue;
    const row = new Row();
    row.dense("fam:run");
    c.x.forEach((v, i) => row.add(i, v));
    handScore(row, c.x);
    let start = c.start;
    const initial = INITIAL_BEFORE.exec(text.slice(Math.max(0, start - 4), start));
    if (initial) {
      start -= initial[1]!.length;
      row.dense("initial-before");
    }
    const value = text.slice(start, c.end);
    shape(row, value, value.split(/[ \t]+/).length);
    addContext(text, start, c.end, row, rules);
    out.push({ start, end: c.end, family: "run", idx: row.idx, val: row.val });
  }
}

const CAPS_WORD = "\\p{Lu}[\\p{Lu}\\p{M}]+(?:['’-]\\p{Lu}[\\p{Lu}\\p{M}]+)?";
const CAPS_RUN = new RegExp(`(?<![\\p{L}\\p{N}_@.#$/-])(?:\\p{Lu}[ \\t])?${CAPS_WORD}(?:(?:[ \\t]|,[ \\t]?|\\/)${CAPS_WORD}){0,2}(?![\\p{L}\\p{N}_@])`, "gu");
const titleCase = (w: string): string => w.charAt(0) + w.slice(1).toLowerCase();

function capsCandidates(text: string, rules: readonly Span[], out: ModelCandidate[]): void {
  if (!/\p{Lu}{3}/u.test(text)) return;
  for (const m of execAll(CAPS_RUN, text)) {
    if (overRule(rules, m.index, m.index + m[0].length) || (!/[ \t,/]/.test(m[0]) && catalogueCell(text, m.index, m.index + m[0].length))) continue;
    const words = m[0].split(/[ \t,/]+/).filter((w) => w.length > 1).map((w) => w.split(/(?<=-)/).map(titleCase).join(""));
    if (words.length === 0) continue;
    const first = words.some((w) => E.knownFirst(w, true));
    const last = words.some((w) => E.knownLast(w));
    if (!first && !last) continue;
    const row = new Row();
    row.dense("fam:caps");
    const x = new Array<number>(NAME_FEATURES.length).fill(0);
    nameWordFeatures(words, x);
    x.forEach((v, i) => row.add(i, v));
    handScore(row, x);
    if (first) row.dense("caps:first");
    if (last) row.dense("caps:last");
    if (/[,/]/.test(m[0])) row.dense("caps:comma-or-slash");
    shape(row, m[0], words.length);
    addContext(text, m.index, m.index + m[0].length, row, rules);
    out.push({ start: m.index, end: m.index + m[0].length, family: "caps", idx: row.idx, val: row.val });
  }
}

/** A lower-case token that may be a login: letters (digits at most at its end), parts joined by ".", "_" or "-". */
const HANDLE_TOKEN = /(?<![\p{L}\p{N}_.@/#$&%+-])\p{Ll}{1,20}(?:[._-]\p{Ll}{1,20}){0,2}\d{0,4}(?![\p{L}\p{N}_@]|[.-]\p{L})/gu;
const given = (p: string): boolean => p.length >= 3 && E.knownFirst(p, true) && !E.broadOnly(p);
const surname = (p: string): boolean => p.length >= 3 && E.knownLast(p);

/** What the lexicon says of a lower-case token as a login, cached: most tokens are prose words that recur in every text. */
const HANDLE_KIND = new Map<string, DenseFeature | null>();
export function handleKind(token: string): DenseFeature | null {
  let kind = HANDLE_KIND.get(token);
  if (kind !== undefined) return kind;
  const bare = token.replace(/\d+$/, "");
  const parts = bare.split(/[._-]/);
  const whole = parts.length === 1 ? bare : "";
  kind = null;
  if (parts.length > 1 && parts.some(given) && parts.some((p) => surname(p) || p.length === 1)) kind = "handle:given-surname";
  else if (parts.length > 1 && parts[0]!.length <= 2 && surname(parts[parts.length - 1]!)) kind = "handle:initial-surname";
  else if (whole && (surname(whole.slice(1)) || surname(whole.slice(2))) && !isOrdinaryWord(whole) && whole.length >= 5) kind = "handle:initial-surname";
  else if (parts.some(given) && !isOrdinaryWord(bare)) kind = "handle:given";
  else if (parts.some(surname) && !isOrdinaryWord(bare)) kind = "handle:surname";
  if (HANDLE_KIND.size > 20_000) HANDLE_KIND.clear(); // bounded: a long-running companion scrubs for days
  HANDLE_KIND.set(token, kind);
  return kind;
}

function handleCandidates(text: string, rules: readonly Span[], out: ModelCandidate[]): void {
  for (const m of execAll(HANDLE_TOKEN, text)) {
    const token = m[0];
    if (token.length < 4 || overRule(rules, m.index, m.index + token.length)) continue;
    const kind = handleKind(token);
    if (!kind || catalogueCell(text, m.index, m.index + token.length)) continue;
    const parts = token.replace(/\d+$/, "").split(/[._-]/);
    const row = new Row();
    row.dense("fam:handle");
    row.dense(kind);
    if (/\d/.test(token)) row.dense("handle:digits");
    if (parts.length > 1) row.dense("handle:separator");
    if (parts.some((p) => isOrdinaryWord(p) && p.length > 2)) row.dense("hand:word-in-run");
    shape(row, token, 1);
    addContext(text, m.index, m.index + token.length, row, rules);
    out.push({ start: m.index, end: m.index + token.length, family: "handle", idx: row.idx, val: row.val });
  }
}

export const CASELESS = "\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Thai}\\p{Script=Devanagari}\\p{Script=Georgian}ー";
const SCRIPT_RUN = new RegExp(`(?<![${CASELESS}\\p{M}])[${CASELESS}][${CASELESS}\\p{M}]*(?:[ \\u3000・][${CASELESS}][${CASELESS}\\p{M}]*){0,2}(?![${CASELESS}\\p{M}])`, "gu");
const HAS_CASELESS = new RegExp(`[${CASELESS}]`, "u");
const LISTED_SCRIPT_SURNAME = new RegExp(`^(?:${JA_SURNAMES}|[${HAN_SURNAMES}${HANGUL_SURNAMES}])`, "u");

function scriptOf(s: string): DenseFeature {
  if (/\p{Script=Hangul}/u.test(s)) return "script:hangul";
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s)) return "script:kana";
  if (/\p{Script=Han}/u.test(s)) return "script:han";
  if (/\p{Script=Arabic}/u.test(s)) return "script:arabic";
  if (/\p{Script=Hebrew}/u.test(s)) return "script:hebrew";
  return "script:other";
}

/**
 * Greetings and forms of address in the caseless scripts: a word of a person's name never, so a run holding one is the
 * greeting's sentence ("高速公路 您好"), whatever a listed surname at its start says (高 is one).
 */
const SCRIPT_GREETING = /^(?:您好|你好|大家好|早上好|晚上好|こんにちは|こんばんは|おはよう|おはようございます|안녕하세요|안녕|감사합니다|مرحبا|السلام|שלום|สวัสดี|नमस्ते)$/u;

/**
 * A run of a caseless script is read only with positive evidence of a person, as every rule reader of these scripts asks
 * (name-script-forms.ts): a listed family name at its start or the value of a field ("credits": "翻訳: …"). No capital
 * marks a name there, and a bare run is as often a word of the interface ("内科 受付番号", "高速公路").
 */
function scriptEvidence(text: string, start: number, value: string): boolean {
  if (value.split(/[ \u3000・]/).some((w) => SCRIPT_GREETING.test(w))) return false;
  if (LISTED_SCRIPT_SURNAME.test(value)) return true;
  const before = text.slice(Math.max(0, start - 60), start);
  return /[:=>][ \t"']*(?:[\w-]+[:\-/])?$/.test(before) && FIELD_KEY.test(before);
}

function scriptCandidates(text: string, rules: readonly Span[], out: ModelCandidate[]): void {
  if (!HAS_CASELESS.test(text)) return;
  for (const m of execAll(SCRIPT_RUN, text)) {
    const value = m[0];
    if (value.length < 2 || value.length > 16 || overRule(rules, m.index, m.index + value.length)) continue;
    if (!scriptEvidence(text, m.index, value)) continue;
    const row = new Row();
    row.dense("fam:script");
    row.dense(scriptOf(value));
    if (LISTED_SCRIPT_SURNAME.test(value)) row.dense("script:listed-surname");
    shape(row, value, value.split(/[ \u3000・]/).length);
    addContext(text, m.index, m.index + value.length, row, rules);
    out.push({ start: m.index, end: m.index + value.length, family: "script", idx: row.idx, val: row.val });
  }
}

/** Every candidate of the text with its evidence; `rules` are the spans the rule readers already took as names. */
export function modelCandidates(text: string, rules: readonly Span[]): ModelCandidate[] {
  const out: ModelCandidate[] = [];
  runCandidates(text, rules, out);
  capsCandidates(text, rules, out);
  handleCandidates(text, rules, out);
  scriptCandidates(text, rules, out);
  return out;
}
