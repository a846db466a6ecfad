import { endsWithMatch, execAll } from "./regex.ts";
import { scanGate } from "./word-gates.ts";
import { isOrdinaryWord, nameEvidence as E, plausibleHandleWord } from "./person-names.ts";
import { findRecordNames } from "./name-rows.ts";
import { keyWords } from "./secret-fields.ts";
import { looksLikePersonHandle } from "./usernames.ts";
import type { Finding } from "./types.ts";

/**
 * A person-name likeness score for what the cue rules in person-names.ts leave over: every run of one to
 * three capitalised words (with name particles: Ó, Ní, Mac, van, de, bin …) and every dotted or
 * underscored handle is scored from
 *   - the lexicon (compromise's names + world-names*.ts): a known first name, a surname, a word shaped
 *     like a romanised name ("Ji-hoon"), against an ordinary English word, a place, a product or tool
 *     name, a documentation placeholder ("John Smith" after "demo");
 *   - its position: a person cue before it ("with", "to", "over to", "me +", "ping", "cc", "avec", "mit"),
 *     a person's verb or a possessive after it ("reported", "is out", "'s"), against a determiner or a
 *     thing's preposition before it ("the", "in", "using"), a version or a product word after it, code
 *     around it (".", "(", "_", backticks), a sentence start for a word that is also an ordinary word;
 * and accepted once above one threshold, set on the tuning halves (A and C) only.
 */
const THRESHOLD = 3;
/**
 * A capitalised word right after a lower-case word of its sentence ("… until Ingrid sets up", "ben ve Elif biliyor",
 * "me la pasó Rodrigo ayer"): not a sentence's first word, so its capital is the word's own. With a listed given name
 * (2) this reaches the threshold without a cue in any language; a product or a word still needs more (half G's round).
 */
const MID_SENTENCE = 1;
const MID_SENTENCE_BEFORE = /[\p{Ll}\p{M}]{2,}[ \t]+$/u;
const VOCATIVE_BONUS = 2.1;
/** Cheap test of what follows a run: only then can it close a thank-you. */
const VOCATIVE_END = /^[ \t]*(?:[!?,.](?:\s|$)|$|\n|\p{Extended_Pictographic})/u;

const PARTICLE = "(?:Ó|Ó|Ní|Nic|Mac|Mc|Ua|Uí|van der|van den|van|von|de la|de|del|della|der|da|di|dos|du|le|la|bin|binti|ibn|al|el|ap|ten|ter)";
const WORD = "\\p{Lu}[\\p{Ll}\\p{M}]+(?:['’]\\p{Lu}[\\p{Ll}\\p{M}]+)?(?:-\\p{Lu}?[\\p{Ll}\\p{M}]+)?";
/** A run ends where its token ends: not before ".x" or "-x" ("Lale" of the password "Lale-Bahce_404"). */
/** A run is read (sticky) only where a capital letter starts a word: a lookbehind tried at every position cost more than the scoring. */
const RUN_START = /\p{Lu}(?=[\p{Ll}\p{M}])/gu;
const RUN = new RegExp(`${WORD}(?:[ \\t]+(?:${PARTICLE}[ \\t]+)?${WORD}){0,2}(?![\\p{L}\\p{N}_@/\`]|[.-][\\p{L}\\p{N}]|\\()`, "uy");
const NOT_BEFORE_RUN = /[\p{L}\p{N}_.@/#$`-]/u;
function* runs(text: string): Generator<RegExpExecArray> {
  RUN_START.lastIndex = 0;
  for (let a = RUN_START.exec(text); a; a = RUN_START.exec(text)) {
    if (a.index > 0 && NOT_BEFORE_RUN.test(text[a.index - 1]!)) continue;
    RUN.lastIndex = a.index;
    const m = RUN.exec(text);
    if (m) {
      RUN_START.lastIndex = m.index + m[0].length;
      yield m;
    }
  }
}
/** The runs of the last text read: the hand scorer and the learned model (name-model-features.ts) both read them, one after the other. */
let runsText: string | undefined;
let runsFound: RegExpExecArray[] = [];
function runsOf(text: string): RegExpExecArray[] {
  if (text !== runsText) {
    runsFound = [...runs(text)];
    runsText = text;
  }
  return runsFound;
}
const PARTICLE_WORD = new RegExp(`^${PARTICLE}$`, "u");
/** The particles that open a surname in lower case after a lower-case word; not "de", "da", "di", "la", "al" alone (Romance prose). */
const LEADING_PARTICLE = /(?:^|[^\p{L}\p{M}])((?:van der|van den|van de|von der|von dem|van|von|de la|della|dos|bin|binti|ibn|ter|ten)[ \t]+)$/u;
const HANDLE = /(?<![\w.@/#$`:=-])([a-z]{1,15})[._]([a-z]{1,20})(?![\w@/`(]|\.[a-z])/g;

const CUE_BEFORE = /(?:\b(?:with|to|from|by|for|and|cc|ping|pinged|ask|asked|tell|told|thanks|thank you|thx|avec|mit|con|com|met|und|et|y|e|og|och|ja|i|z|ze|und)|[+&]|@)[ \t]*$/iu;
const STRONG_BEFORE = /(?:\b(?:over to|off to|handing \w+ to|handed \w+ to|paired with|pairing with|pair with|me \+|me and|call with|meeting with|1:1 with|sync with|spoke (?:to|with)|talked (?:to|with)|thanks to|according to|asked|ask|ping|cc|reviewed by|approved by|assigned to|owned by|written by|reported by|opened by|closed by|merged by))[ \t]*$/iu;
const THING_BEFORE = /\b(?:the|a|an|in|on|at|into|onto|of|our|your|their|its|this|that|using|uses|use|used|via|install|installed|run|running|deploy|deployed|migrate|migrated|upgrade|upgraded|open|opened|new|old|than|vs|versus|named|called)[ \t]+$/i;
const PERSON_AFTER = /^(?:['’]s\b|[ \t]*[+&][ \t]*\p{Lu}\p{Ll}|[ \t]+(?:(?:still|also|already|just|now|never|always|then|finally|again)[ \t]+)?(?:[a-z]{3,}s (?:(?:the|a|an|it|this|that|our|my|his|her|their)\b|\d+\w*)|said|says|reported|reports|pushed|merged|approved|asked|asks|wrote|writes|fixed|thinks|thought|found|noticed|confirmed|suggested|mentioned|replied|commented|reviewed|shipped|owns|joined|left|is (?:on|out|off|back|away|sick|leading|handling|rotating|covering|reviewing|looking|working|taking|tracking|driving|fixing|running|pairing|writing)|was (?:on|out|off)|will (?:take|handle|look|review|send|ping|call|check|rotate|own|cover|pick|run|write|fix)|can you|could you|and I|has (?:a|the|been)|had|did|took|takes|sent|shared|pinged|called|texted|emailed|[a-z]{3,}ed (?:the|a|an|it|this|that|our|my|his|her|their|to|on|in|up|out|back)|is [a-z]{3,}ing (?:the|a|an|it|this|that|our|my|his|her|their|on|in|up|out))\b)/u;
const THING_AFTER = /^(?:[ \t]+v?\d|[ \t]+(?:API|SDK|CLI|Cloud|Server|Engine|Studio|Platform|Gateway|Console|Dashboard|Portal|Suite|Labs|Inc|Ltd|LLC|GmbH|Corp|Bank|Hotel|Airport|Station|Street|Road|Avenue|University|College|Hospital|region|cluster|instance|server|bucket|queue|plugin|module|package|library|app|service|team|office|branch|repo)\b|\.[a-z]|::|\()/u;
const CODE_AROUND = /[`{}<>=]/;
/** "Thanks for the quick turnaround Ludmila!": a line that thanks or greets, and the name closing its sentence. */
const THANKING_LINE = /(?:^|[,.;!:][ \t]*|\b(?:and|so)[ \t]+)[ \t>*-]*(?:thanks|thank you|thx|ty|cheers|kudos|congrats|congratulations|great (?:job|work|catch)|nice (?:job|work|catch)|well done|good (?:job|catch|morning)|hi|hey|hello|welcome(?: back)?|sorry|props)\b/i;
/** Keys whose value names a person: "lastEditedBy", "owner_login", "assignee", "reviewer", "created-by" (any style). */
const PERSON_KEY_LAST = new Set("by author authors owner owners assignee assignees reviewer reviewers editor creator approver requester reporter maintainer maintainers committer sender recipient user username login handle member members contact lead manager driver oncall".split(" "));
/** The person-field scan backtracks over every key-like word: it runs only where a person-role key word and a separator stand. */
const PERSON_KEY_GATE = /(?:by|author|owner|assignee|reviewer|editor|creator|approver|requester|reporter|maintainer|committer|sender|recipient|user|username|login|handle|member|contact|lead|manager|driver|oncall)s?(?:["']?[ \t]*[:=]|>)/i;
/** Asked through the one cue-word scan first (word-gates.ts scanGate): most texts hold none of its key words. */
const personKeyGate = scanGate(PERSON_KEY_GATE);
/**
 * A key and its value in the syntaxes configs and data use: `key: value`, `key=value`, `"key": "value"` and an XML
 * element `<username>value</username>` (Maven's settings.xml, .NET configs); a value may have letters with marks ("ò.adébáyọ̀").
 */
const PERSON_FIELD = /(?:["']?(?<key>[A-Za-z][\w.-]{1,60})["']?[ \t]*[:=][ \t]*["']?|<(?<element>[A-Za-z][\w.-]{1,60})>[ \t]*)(?<value>\p{L}[\p{L}\p{M}\d_.-]{1,38}[\p{L}\p{M}\d])(?![\p{L}\p{M}\d_@.-])(?:["']?|(?=[ \t]*<\/))/dgu;
/** "Giedre: finished …; Bongani: on the flaky e2e; Matthijs: out sick": a roster of capitalised speakers in one line. */
const ROSTER_ITEM = /(?:^|[;|•]|[—–][ \t])[ \t]*(?<name>\p{Lu}[\p{Ll}\p{M}]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)?)[ \t]*:[ \t]+\S/gmdu;

/** The line around i, looked for at most 240 characters each way: a 100 KB text with no line break stays linear. */
function lineOf(text: string, i: number): { start: number; end: number } {
  const lo = Math.max(0, i - 240);
  const back = text.slice(lo, i).lastIndexOf("\n");
  const hi = Math.min(text.length, i + 240);
  const ahead = text.slice(i, hi).indexOf("\n");
  return { start: back === -1 ? lo : lo + back + 1, end: ahead === -1 ? hi : i + ahead };
}

/** Surnames that are also English words (Park, Song, Moon, Brown, King): a surname beside a given name, a word elsewhere. */
const WORD_SURNAMES = new Set(
  "park song moon kang han jung shin seo yoon lim long ma young king gold bell page brown white black green hall wood stone hill cook baker fisher hunter carter mason turner fox wolf lane rose may bush ward price rice love hope day bird crane cross frost glass hart hawk lamb nash noble pace parks pike reed rich rose sharp short snow swift wise".split(" "),
);

type WordKind = "not" | "first" | "last" | "syllables" | "ambiguous" | "proper" | "word" | "product" | "unknown-shaped" | "unknown" | "other";

/** What the lexicon says of one word, whatever its position: cached, since the same words recur in every memory. */
const KIND_CACHE = new Map<string, WordKind>();
function kindOf(w: string): WordKind {
  let k = KIND_CACHE.get(w);
  if (k) return k;
  if (E.isNotName(w) && !E.givenWord(w)) k = "not";
  // An ordinary word in the lexicon is never a listed given name or surname there (lexicon-build.ts keeps them apart).
  else if (E.knownWord(w)) k = E.knownFirst(w, false) || E.givenWord(w) ? "ambiguous" : E.isProper(w) ? "proper" : "word";
  else if (E.knownFirst(w, true)) k = "first";
  else if (E.knownLast(w)) k = "last";
  else if (E.hyphenSyllables(w)) k = "syllables"; // "Ji-hoon", "Hyun-woo"
  else if (E.knownFirst(w, false) || E.givenWord(w)) k = "ambiguous"; // Will, Mark, Grace: a name only with more evidence
  else if (E.isProper(w) || E.isPlace(w)) k = "proper";
  else if (E.productLike(w)) k = "product";
  else if (E.unknownNameWord(w)) k = /[^\x00-\x7F]/.test(w) || /[aeiou]$/i.test(w) ? "unknown-shaped" : "unknown";
  else k = "other";
  if (KIND_CACHE.size > 20_000) KIND_CACHE.clear(); // bounded: a long-running companion scrubs for days
  KIND_CACHE.set(w, k);
  return k;
}

/**
 * The evidence a run is weighed on, one number each: counts of its words by what the lexicon says of them (and
 * where they stand), then its context. A model is a weight per feature, a bias and a threshold.
 */
export const NAME_FEATURES = [
  "first@0", "first@later", "last@0", "last@later", "syllables", "ambiguous", "proper", "word-alone", "word-in-run", "product",
  "unknown-shaped", "unknown", "other", "not-a-name", "word-surname-beside-given",
  "all-words-name-like", "particle", "strong-cue-before", "cue-before", "thing-before", "person-after", "thing-after",
  "code-around", "closes-thank-you", "sentence-start", "demo-line", "mid-sentence", "leading-particle",
] as const;
const F = Object.fromEntries(NAME_FEATURES.map((f, i) => [f, i])) as Record<(typeof NAME_FEATURES)[number], number>;
/** Features of the run's words alone: read before any context, to skip runs no context could lift. */
const WORD_FEATURES = F["word-surname-beside-given"] + 1;
export interface NameScoreModel {
  weights: number[];
  bias: number;
  threshold: number;
}
/** The weights set by hand on the tuning halves (A and C) and kept since: the model used unless one is set. */
export const HAND_MODEL: NameScoreModel = {
  // first@0 first@later last@0 last@later syllables ambiguous proper word-alone word-in-run product unknown-shaped unknown other not
  // word-surname-beside-given all-words-name-like particle strong-cue cue thing-before person-after thing-after code thank-you sentence-start demo
  // mid-sentence leading-particle
  weights: [2, 1.2, 1.2, 1.8, 1.6, 0.8, -2.5, -2.5, -1.2, -1.5, 0.9, 0.5, -1, -4, 1.5, 0.7, 0.6, 1.5, 0.8, -2.5, 1.2, -2.5, -1.5, VOCATIVE_BONUS, -1, -2, MID_SENTENCE, 2],
  bias: 0,
  threshold: THRESHOLD,
};
let MODEL: NameScoreModel = HAND_MODEL;
/** The most the context can add under a model, given whether the run has several words and could close a thank-you. */
function maxContext(m: NameScoreModel, multi: boolean, vocative: boolean, lead = false): number {
  const w = m.weights;
  const pos = (i: number) => Math.max(0, w[i]!);
  return Math.max(pos(F["strong-cue-before"]), pos(F["cue-before"])) + pos(F["mid-sentence"]) + pos(F["person-after"]) + (lead ? pos(F["leading-particle"]) : 0) + (multi ? pos(F["all-words-name-like"]) + pos(F["particle"]) : 0) + (vocative ? pos(F["closes-thank-you"]) : 0);
}
/** For the fitting script (bench/privacy/fit-name-score.ts) only: the model findScoredNames uses; undefined restores the committed one. */
export function setNameScoreModel(m: NameScoreModel | undefined): void {
  MODEL = m ?? HAND_MODEL;
}

const KIND_FEATURE: Record<WordKind, number> = {
  not: F["not-a-name"], first: F["first@0"], last: F["last@0"], syllables: F.syllables, ambiguous: F.ambiguous, proper: F.proper,
  word: F["word-alone"], product: F.product, "unknown-shaped": F["unknown-shaped"], unknown: F.unknown, other: F.other,
};
const NAME_LIKE = new Set<WordKind>(["first", "last", "syllables", "ambiguous", "unknown-shaped", "unknown"]);

const SCRATCH: number[] = new Array<number>(NAME_FEATURES.length).fill(0);
/** One capitalised run and its evidence. */
export interface NameCandidate {
  start: number;
  end: number;
  x: number[];
}

/** Adds the run's word features to x; true when every word is name-like (a positive kind, or a word-surname beside a given name). */
function wordFeatures(ws: string[], x: number[], offset = 0): boolean {
  let allNameLike = true;
  for (let n = 0; n < ws.length; n++) {
    const w = ws[n]!;
    const i = n + offset;
    if (ws.length > 1 && WORD_SURNAMES.has(w.toLowerCase()) && ws.some((o, j) => j !== n && (kindOf(o) === "first" || kindOf(o) === "syllables"))) {
      x[F["word-surname-beside-given"]]!++;
      continue;
    }
    const k = kindOf(w);
    let f = KIND_FEATURE[k];
    if (k === "first" && i > 0) f = F["first@later"];
    else if (k === "last" && i > 0) f = F["last@later"];
    else if (k === "word" && ws.length + offset > 1) f = F["word-in-run"];
    x[f]!++;
    if (!NAME_LIKE.has(k)) allNameLike = false;
  }
  return allNameLike;
}

/** The hand scorer's word features of a run's words (the learned model reads words in capitals through them too). */
export function nameWordFeatures(ws: string[], x: number[]): boolean {
  return wordFeatures(ws, x);
}

const dot = (w: number[], x: number[], n = x.length): number => {
  let s = 0;
  for (let i = 0; i < n; i++) s += w[i]! * x[i]!;
  return s;
};

/**
 * Every capitalised run that could pass under the model, with its features; `all` keeps the runs the word
 * features alone rule out too (the fitting script needs them).
 */
export function nameCandidates(text: string, model: NameScoreModel = MODEL, all = false, skip?: (start: number, end: number) => boolean): NameCandidate[] {
  const out: NameCandidate[] = [];
  for (const m of runsOf(text)) {
    const value = m[0];
    // A surname led by its particle in lower case ("btw van der Berg asked", "blocked on van der Merwe's review"): the particle is
    // the name's first part, and the run's first word stands where a surname does.
    const lead = m.index > 0 ? LEADING_PARTICLE.exec(text.slice(Math.max(0, m.index - 12), m.index))?.[1] : undefined;
    const start = m.index - (lead?.length ?? 0);
    const end = m.index + value.length;
    if (skip?.(start, end)) continue;
    const ws = value.includes(" ") || value.includes("\t") ? value.split(/[ \t]+/).filter((w) => !PARTICLE_WORD.test(w)) : [value];
    if (ws.length === 0) continue;
    // The scratch vector is reused: most runs end at the bound below, and only a run read further gets its own copy.
    const scratch = SCRATCH.fill(0);
    const allNameLike = wordFeatures(ws, scratch, lead ? 1 : 0);
    const multi = ws.length > 1 || lead !== undefined;
    // Most capitalised words (sentence starts, products) end here, before any context is read.
    const vocativeEnd = VOCATIVE_END.test(text.slice(end, end + 3));
    if (!all && model.bias + dot(model.weights, scratch, WORD_FEATURES) + maxContext(model, multi, vocativeEnd, lead !== undefined) < model.threshold) continue;
    if (E.isPlace(value) || E.isPlaceholderName(value)) continue;
    const x = scratch.slice();
    if (multi && allNameLike) x[F["all-words-name-like"]] = 1;
    if (lead || value.length !== ws.join(" ").length) x[F.particle] = 1; // a name particle inside: "Eamon Ó Briain", "Pieter van Dijk"
    if (lead) x[F["leading-particle"]] = 1; // "van der", "bin" in lower case before a capital: a surname's own first part, worth a given name
    const line = lineOf(text, start);
    const before = text.slice(Math.max(line.start, start - 30), start);
    const after = text.slice(end, Math.min(line.end, end + 40));
    if (STRONG_BEFORE.test(before)) x[F["strong-cue-before"]] = 1;
    else if (CUE_BEFORE.test(before)) x[F["cue-before"]] = 1;
    if (THING_BEFORE.test(before)) x[F["thing-before"]] = 1;
    if (PERSON_AFTER.test(after)) x[F["person-after"]] = 1;
    if (THING_AFTER.test(after)) x[F["thing-after"]] = 1;
    if (CODE_AROUND.test(text[start - 1] ?? "") || CODE_AROUND.test(text[end] ?? "")) x[F["code-around"]] = 1;
    if (vocativeEnd && THANKING_LINE.test(text.slice(line.start, start))) x[F["closes-thank-you"]] = 1; // addressed by name at the end of a thank-you
    if (/(?:^|[.!?][ \t]+)$/.test(before) && ws.length === 1 && kindOf(ws[0]!) !== "first") x[F["sentence-start"]] = 1; // a sentence's first word
    if (MID_SENTENCE_BEFORE.test(before)) x[F["mid-sentence"]] = 1; // a capital after a lower-case word: a name, not a sentence's first word
    if (/\b(?:demo|example|sample|test|fake|dummy|placeholder)\b/i.test(text.slice(line.start, line.end)) && ws.length >= 2 && ws.every((w) => E.knownFirst(w, true) || E.knownLast(w))) x[F["demo-line"]] = 1; // "John Smith in the screenshot is our demo account"
    out.push({ start, end, x });
  }
  return out;
}

/** The run's score under a model (accepted at its threshold). */
export function nameScore(x: number[], model: NameScoreModel = MODEL): number {
  return model.bias + dot(model.weights, x);
}

/**
 * The hand-weighted reading of capitalised runs and handles, and the rule readers of this file (lower-case names in prose,
 * sign-offs, honorific suffixes, names echoed in an address, person fields, rosters, pairs, record rows). What they find is
 * one of the learned model's inputs (name-model.ts), which weighs what they leave.
 */
export function findScoredNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!E.hasLexicon()) return out;
  for (const c of nameCandidates(text)) {
    const score = nameScore(c.x);
    if (score >= MODEL.threshold) out.push({ type: "person_name", start: c.start, end: c.end, detector: "name:score", confidence: Math.min(0.9, 0.5 + (score - MODEL.threshold + THRESHOLD) / 10) });
  }
  findLowerCaseNames(text, out);
  if (text.includes("\n/")) findSlashSignoffs(text, out);
  if (HONORIFIC_SUFFIX_GATE.test(text)) findHonorificSuffixes(text, out);
  if (text.includes("@")) findEmailEchoes(text, out);
  if (personKeyGate(text, text)) findPersonFields(text, out);
  if (/[;|•—–][^\n]{0,80}:[ \t]/.test(text)) findRosters(text, out); // a roster's second item follows a separator
  if (text.includes("+") || text.includes("&")) findNamePairs(text, out);
  findRecordNames(text, out);
  for (const m of execAll(HANDLE, text)) {
    const [a, b] = [m[1]!, m[2]!];
    // "abdul.rahman", "maria_lopez": both parts names, neither an ordinary word (not "grace.period", "mark_done").
    const part = (w: string) => (E.knownFirst(w, true) || E.knownLast(w)) && !E.knownWord(w);
    // "mohammed.a", "priya_r": a listed given name and an initial, as handles are often made.
    const initialed = b.length === 1 && a.length >= 4 && E.knownFirst(a, true) && !E.knownWord(a);
    // "o.hrytsenko", "h.takahashi": an initial and a surname a list knows (or one shaped like a surname), as logins are often made.
    if (a.length === 1) {
      if (b.length < 4 || !E.knownLast(b) || E.knownWord(b)) continue;
    } else if (!initialed && (b.length < 2 || !(E.knownFirst(a, true) || E.knownFirst(a, false)) || !part(b) || !(part(a) || E.knownFirst(a, false) && E.knownLast(b)))) continue;
    if (E.isPlaceholderName(`${a} ${b}`)) continue; // john.doe, jane_doe: documentation's nobody
    const start = m.index;
    const end = start + m[0].length;
    const after = text.slice(end, end + 12);
    if (/^\.[a-z]/i.test(after) || /^\s*[(=:]/.test(after) && !/^\s*:\s/.test(after)) continue; // a.b.c paths, calls, assignments
    out.push({ type: "person_name", start, end, detector: "name:handle-score", confidence: 0.75 });
  }
  return out;
}

/** A key that names a person's role, in any style, and a handle for its value ("lastEditedBy": "yerlan.abenov"). */
function findPersonFields(text: string, out: Finding[]): void {
  for (const m of execAll(PERSON_FIELD, text)) {
    if (text.slice(Math.max(0, m.index - 2), m.index + 2).includes("--")) continue; // --reporter=dot: a CLI option, not a field
    const ws = keyWords(m.groups!.key ?? m.groups!.element!);
    if (!PERSON_KEY_LAST.has(ws[ws.length - 1] ?? "")) continue;
    const value = m.groups!.value!;
    if (m.groups!.element !== undefined && !text.startsWith(`</${m.groups!.element}>`, text.indexOf("<", m.indices!.groups!.value![1]))) continue; // <user>x</user>, not <user>x<other>
    if (E.isPlaceholderName(value.toLowerCase())) continue; // owner: "octocat": GitHub's documentation account
    if (!looksLikePersonHandle(value) || /^\p{Lu}/u.test(value) && !/[._-]/.test(value)) continue; // "owner: Platform": capitalised words are the cue rules' to judge
    const parts = value.toLowerCase().split(/[._-]/).filter(Boolean);
    // Under a person's key, a handle of name-like parts ("yerlan.abenov", "j_okafor") or one known or plausible name of 4+ letters.
    const nameish =
      parts.length > 1
        ? parts.every((p) => p.length === 1 || E.knownFirst(p, false) || E.knownLast(p) || (!isOrdinaryWord(p) && plausibleHandleWord(p)))
        : parts[0]!.length >= 4 && plausibleHandleWord(parts[0]!) && !isOrdinaryWord(parts[0]!);
    if (!nameish) continue;
    const [start, end] = m.indices!.groups!.value!;
    out.push({ type: "person_name", start, end, detector: "name:person-field", confidence: 0.75 });
  }
}

/** Two or more "Name: …" items in one line, each a single capitalised word no lexicon calls an ordinary word or a label. */
function findRosters(text: string, out: Finding[]): void {
  const byLine = new Map<number, Array<{ start: number; end: number; name: string }>>();
  for (const m of execAll(ROSTER_ITEM, text)) {
    const [start, end] = m.indices!.groups!.name!;
    const line = lineOf(text, start).start;
    const items = byLine.get(line) ?? [];
    items.push({ start, end, name: m.groups!.name! });
    byLine.set(line, items);
  }
  for (const items of byLine.values()) {
    if (items.length < 2) continue;
    const kinds = items.map((i) => kindOf(i.name));
    if (kinds.some((k) => k === "not" || k === "word" || k === "proper")) continue; // a product-like ending ("Matthijs") is not enough to break a roster
    if (!kinds.some((k) => k === "first" || k === "last")) continue; // at least one the lexicon knows as a name
    for (const i of items) out.push({ type: "person_name", start: i.start, end: i.end, detector: "name:roster", confidence: 0.7 });
  }
}

/**
 * Chat writes names in lower case wherever a capitalised name would stand ("debug logging left on by rahul in 4.18.1",
 * "yerlan still has an open session", "that's joão's"): a lower-case word inside a lower-case sentence — a prose word
 * before it, a prose word or a sentence's punctuation after it, nothing of code around it — is a name when the lexicon
 * lists it as a given name (compromise's or the hand lists': faker's locales hold too many other languages' words, "primo",
 * "giao", "meg"), of 4 letters or more (three-letter ones are too often words of some language: "tor", "nas", "ben") and nowhere as an ordinary word, a product, a place or a not-name (half G's round).
 */
/** A lower-case word after a space or "(", with a prose word or a sentence's punctuation after it; what stands before it is checked after the lexicon (most words end there). */
const LOWER_WORD = /[ \t(](\p{Ll}[\p{Ll}\p{M}]{3,14})(?=(?:['’]s)?(?:[ \t]+[\p{Ll}\d]|[ \t]*[,.;:!?)](?:\s|$)|[ \t]*$|[ \t]+(?:→|->|&|\+)[ \t]))/gmu;
/** Before it: a lower-case word ("by", not a config key like "User"), a comma, semicolon or parenthesis, or an arrow or "&" between names. */
const LOWER_PROSE_BEFORE = /(?:(?:^|[^\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}]*[ \t]+|[,;)][ \t]+|[ \t](?:→|->|&|\+)[ \t]+|\([ \t]*)$/u;
const LOWER_THING_BEFORE = /\b(?:the|a|an|in|on|at|into|of|our|your|their|its|this|that|using|uses|use|via|install|run|deploy|named|called|set|get|--?\w+|npm|pip|brew|apt|git|cd|ls|cat)[ \t]+$/i;
/** One backward try at the window's end each (regex.ts endsWithMatch). */
const lowerProseAtEnd = endsWithMatch(LOWER_PROSE_BEFORE);
const lowerThingAtEnd = endsWithMatch(LOWER_THING_BEFORE);
function findLowerCaseNames(text: string, out: Finding[]): void {
  for (const m of execAll(LOWER_WORD, text)) {
    const w = m[1]!;
    if (!E.listedGivenLower(w) || E.broadOnly(w) || isOrdinaryWord(w) || E.isNotName(w) || E.isPlace(w) || E.isProper(w) || E.productLike(w) || E.curatedNotName(w)) continue;
    const start = m.index + 1;
    const line = lineOf(text, start);
    if (!lowerProseAtEnd(text.slice(Math.max(line.start, start - 24), start))) continue;
    const previous = /(\p{L}+)[ \t]+$/u.exec(text.slice(Math.max(line.start, start - 20), start))?.[1];
    if (previous !== undefined && E.greetingWord(previous)) continue; // "Asante sana": a greeting's second word
    if (lowerThingAtEnd(text.slice(Math.max(line.start, start - 20), start))) continue;
    if (CODE_AROUND.test(text.slice(line.start, line.end))) continue; // a line of code, markup or config
    if (!englishAround(text, Math.max(line.start, start - 60), Math.min(line.end, start + w.length + 60), start)) continue;
    out.push({ type: "person_name", start, end: start + w.length, detector: "name:lower-prose", confidence: 0.6 });
  }
}

/**
 * Two people joined by "+" or "&" ("pair session: bogdan + Chayton", "Kasia & Tomek will demo", "ravi + Mateo on the export"):
 * when one side is a listed given name, in either case, the other is a name too if it is one or, capitalised, a word no list
 * knows as anything else (faker's "Chayton"). Products and words pair with products ("Redis + Kafka", "R&D") and stay.
 */
/** A "+" or "&" between two words, found first (a scan for one character); the words either side are then read back and forth. */
const PAIR_JOIN = /[ \t]*[+&][ \t]*/g;
const WORD_BEFORE = /(?<![\p{L}\p{N}_.@/#&+-])(\p{L}[\p{Ll}\p{M}]{2,15}(?:-\p{L}[\p{Ll}\p{M}]+)?)$/u;
const WORD_AFTER = /^(\p{L}[\p{Ll}\p{M}]{2,15}(?:-\p{L}[\p{Ll}\p{M}]+)?)(?![\p{L}\p{N}_@/&+-])/u;
function findNamePairs(text: string, out: Finding[]): void {
  const listed = (w: string): boolean => {
    const k = kindOf(/^\p{Ll}/u.test(w) ? w[0]!.toUpperCase() + w.slice(1) : w);
    return (k === "first" || k === "syllables") && !E.broadOnly(w.toLowerCase()) && !isOrdinaryWord(w.toLowerCase()) && !E.isPlace(w);
  };
  const partner = (w: string): boolean => listed(w) || (/^\p{Lu}/u.test(w) && ["last", "unknown-shaped", "unknown"].includes(kindOf(w)));
  for (const j of execAll(PAIR_JOIN, text)) {
    const a = WORD_BEFORE.exec(text.slice(Math.max(0, j.index - 40), j.index))?.[1];
    const joinEnd = j.index + j[0].length;
    const b = a && WORD_AFTER.exec(text.slice(joinEnd, joinEnd + 40))?.[1];
    if (!a || !b || !((listed(a) && partner(b)) || (listed(b) && partner(a)))) continue;
    const aStart = j.index - a.length;
    // Code around the pair ("a && b", "x + y" in braces or after "="), read near it: a placeholder later on the line is not.
    const line = lineOf(text, aStart);
    if (CODE_AROUND.test(text.slice(Math.max(line.start, aStart - 24), Math.min(line.end, joinEnd + b.length + 24)))) continue;
    out.push({ type: "person_name", start: aStart, end: j.index, detector: "name:pair", confidence: 0.65 });
    out.push({ type: "person_name", start: joinEnd, end: joinEnd + b.length, detector: "name:pair", confidence: 0.65 });
  }
}

/**
 * The lexicon that says a lower-case word is a given name and no ordinary word is English's: in prose of another language
 * ("văn phòng mới", "nghỉ phép tuần này", "palun ära saada seda") most words are unknown to it, and a word it lists as a name
 * there is as likely that language's word. Lower-case words around (capitalised ones are names and places either way;
 * "that's" is read as "that"): two or more unknown to English and more of them than English ones is another language.
 */
const PROSE_WORD = /\p{Ll}[\p{Ll}\p{M}]*/gu;
function englishAround(text: string, from: number, to: number, skip: number): boolean {
  let english = 0, other = 0;
  for (const m of execAll(PROSE_WORD, text.slice(from, to))) {
    if (from + m.index === skip || m[0].length < 2 || /\p{L}/u.test(text[from + m.index - 1] ?? "")) continue;
    if (isOrdinaryWord(m[0])) english++;
    else other++;
  }
  return other < 2 || other <= english;
}

/**
 * The Nordic sign-off: a line of "/" and the writer's name closing a message ("…\n\n/Ingrid", "/Elsa Lindqvist"). A path
 * on its own line ("/Users", "/Volumes") is not a listed given name.
 */
const SLASH_SIGNOFF = /\n[ \t]*\/(\p{Lu}[\p{Ll}\p{M}]+(?:[ \t]+\p{Lu}[\p{Ll}\p{M}]+)?)[ \t]*(?=\n|$)/gu;
function findSlashSignoffs(text: string, out: Finding[]): void {
  for (const m of execAll(SLASH_SIGNOFF, text)) {
    const name = m[1]!;
    if (!E.knownFirst(name.split(/[ \t]/)[0]!, false) || E.isNotName(name.split(/[ \t]/)[0]!)) continue;
    const start = m.index + m[0].indexOf(name);
    out.push({ type: "person_name", start, end: start + name.length, detector: "name:slash-signoff", confidence: 0.8 });
  }
}

/**
 * Honorific suffixes make the word before them a person whatever the lexicon says: Japanese -san, -sama, -kun, -chan,
 * -sensei, -senpai and Hindi -ji ("attn Mori-san", "Tanaka-sensei", "Sharma-ji"); the span is the name without the suffix.
 */
const HONORIFIC_SUFFIX_GATE = /-(?:san|sama|kun|chan|sensei|senpai|ji)\b/;
const HONORIFIC_SUFFIX = /(?<![\p{L}\p{N}_.@/-])(\p{Lu}[\p{Ll}\p{M}]{1,20})-(?:san|sama|kun|chan|sensei|senpai|ji)(?![\p{L}\p{N}_-])/gu;
function findHonorificSuffixes(text: string, out: Finding[]): void {
  for (const m of execAll(HONORIFIC_SUFFIX, text)) {
    const k = kindOf(m[1]!);
    if (k === "not" || k === "proper" || k === "product") continue;
    out.push({ type: "person_name", start: m.index, end: m.index + m[1]!.length, detector: "name:honorific-suffix", confidence: 0.8 });
  }
}

/**
 * A person's name is echoed in their e-mail address: a capitalised word (or two) on the line of an address whose local part
 * holds it as a part ("Saoirse,…,saoirse.mgp@eircom.net", "Tomás Ruiz <truiz@…>" only through "ruiz"); ordinary words,
 * products and places stay ("Support <support@…>").
 */
const EMAIL_LOCAL = /(?<![\w.+-])([A-Za-z][\w.+-]{1,63})@([A-Za-z0-9-]+)\./g;
const CAPITALISED_WORD = /(?<![\p{L}\p{N}_@.-])\p{Lu}[\p{Ll}\p{M}]{2,20}(?![\p{L}\p{N}_@-])/gu;
function findEmailEchoes(text: string, out: Finding[]): void {
  for (const m of execAll(EMAIL_LOCAL, text)) {
    const parts = new Set(m[1]!.toLowerCase().split(/[._+-]|\d+/).filter((p) => p.length >= 3));
    if (parts.size === 0) continue;
    // john.doe@example.com: documentation's nobody, at documentation's domain.
    if (/^example$|^test$|^invalid$/i.test(m[2]!) || E.isPlaceholderName(m[1]!.toLowerCase().replace(/[._-]/g, " "))) continue;
    const line = lineOf(text, m.index);
    const segment = text.slice(line.start, line.end);
    for (const w of execAll(CAPITALISED_WORD, segment)) {
      const word = w[0];
      if (!parts.has(fold(word))) continue;
      const k = kindOf(word);
      if (k === "not" || k === "word" || k === "proper" || k === "product" || k === "other") continue;
      const start = line.start + w.index;
      out.push({ type: "person_name", start, end: start + word.length, detector: "name:email-echo", confidence: 0.75 });
    }
  }
}
const fold = (w: string): string => w.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
