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
 * words. The test runs on the whole texts, then on each clause of one against each clause of the other (a memory may
 * hold several claims); a remark one side adds outside the shared frame ("…, which surprised the new crew") is allowed
 * when the frame is larger, a qualifier inside it ("… for container work") is not. A key/value line against a sentence
 * is also read in any word order (`keyedValue`): every word of the key said by the sentence, and one rival value.
 * compare.ts asks it last among the text readers, so its answer meets the same context, project, time-window,
 * population, place and range checks as theirs.
 */
import { alignedWords, sameWord } from "./synonym-duplicate";
import { stretches, type Stretch } from "./slot-swap";
import { foldAcronyms } from "./abbreviations";
import { memoByPair, regexOf } from "./memo";
import { canonicalName, categoryOf, CONTEXT_DIMENSIONS, CONTEXT_WORDS } from "./lexicon";
import { closedSetDiffers, listedOpposites } from "./opposites";
import { parseBool, parseQuantity, parseVersion, relation, type Value } from "./values";
import { isPredicate } from "./synonyms";
import { clausesOf } from "./text";
import { withoutOrdinalLabel } from "./frames";
import { BOUND_WORDS } from "./comparison-words";

/** `values`: the two rival values as written, the first read in the first text (value-kinds.ts checks their kinds). */
export interface AlignedConflict { subject: string; why: string; values?: [string, string] }

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

/**
 * A code span of several words ("`30 4 * * *`", "'0 2 * * *'", "`make test`") as one token, so that the aligner meets it
 * as one value: the same span on both sides is one shared word, two spans are one substitution. The token spells the
 * span's characters in letters and digits (the aligner's word form: "x" and any other character as x and its code),
 * prefixed so it is read as code.
 */
function codeSpansAsTokens(text: string, other: string): string {
  return text.replace(/`([^`\n]*\s[^`\n]*)`|'([^'\n]*[\s*][^'\n]*)'/g, (span, x: string | undefined, y: string | undefined) => {
    const code = (x ?? y ?? "").trim();
    // (A span the other text writes too, quoted or not, is shared words, not a value of its own.)
    if (other.toLowerCase().includes(code.toLowerCase())) return span;
    return ` codespan${[...code].map((c) => (/[a-wyz0-9]/i.test(c) ? c.toLowerCase() : `x${c.charCodeAt(0).toString(16).padStart(2, "0")}`)).join("")} `;
  });
}
const isCodeSpan = (w: string) => w.startsWith("codespan");
/** A stretch's words as a reason shows them: a code span spelled back ("codespan30x204" → "`30 4`"). */
const shown = (words: string[]) => words.map((w) => (isCodeSpan(w) ? `\`${w.slice(8).replace(/x([0-9a-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))}\`` : w)).join(" ");

/** A key written in kebab or dotted case before its value ("image-quality = 82", "cache.ttl: 5m"), as words. */
function keyAsWords(text: string): string {
  return text.replace(/^(\s*[A-Za-z][\w]*(?:[-.][A-Za-z][\w]*)+)(\s*[:=])/gm, (_, key: string, sep: string) => `${key.replace(/[-.]/g, " ")}${sep}`);
}

/** A setting's layout: a key and its value on one line, no sentence around it. */
const LAYOUT = /^\s*[\w.-]+\s*[:=]\s*\S/;

/** Why the two texts contradict in one value slot, or null. Memoised per pair. */
export const alignedConflict: (a: string, b: string) => AlignedConflict | null = memoByPair(readAlignedConflict);

/** At most this many clauses a side: past it a memory is a document, and its clause pairs too many to align. */
const MAX_CLAUSES = 6;

/**
 * The whole texts first, then each clause of one against each clause of the other: a memory may hold several claims
 * ("The SDK is at v3.4. Its changelog lives in docs/."), and the one slot that differs is in one of them.
 */
function readAlignedConflict(rawA: string, rawB: string): AlignedConflict | null {
  // (A leading ordinal label, "Step 2: …", "Status 0: …", names the note: its number is no value of what it says.)
  const [a, b] = [withoutOrdinalLabel(rawA), withoutOrdinalLabel(rawB)];
  const whole = alignedSlot(a, b);
  if (whole) return whole;
  const [ca, cb] = [clausesOf(a), clausesOf(b)];
  if ((ca.length > 1 || cb.length > 1) && ca.length <= MAX_CLAUSES && cb.length <= MAX_CLAUSES) {
    for (const x of ca) for (const y of cb) {
      const hit = alignedSlot(x, y, alignedWords(b), alignedWords(a));
      if (hit) return hit;
    }
  }
  return keyedValue(a, b) ?? keyedValue(b, a);
}

/** Nouns that say which item a bare number names ("ticket 14", "gotcha number 3", "issue 7"). */
const LABEL_NOUNS = new Set(["number", "no", "nr", "ticket", "issue", "item"]);

/**
 * Bare numbers after one labelling noun on both sides ("Gotcha number 0 about caches" / "Gotcha number 1 about
 * caches"): the numbers name two items, so the texts speak of two things, not of two values for one.
 */
function labelsItems(slot: Stretch, wa: readonly string[], wb: readonly string[], ia: number, ib: number): boolean {
  if (ia < 1 || ib < 1 || !LABEL_NOUNS.has(wa[ia - 1]) || !sameWord(wa[ia - 1], wb[ib - 1])) return false;
  return [...slot.a, ...slot.b].every((w) => NUMBER.test(w));
}

/** A word that is an identifier by its own form: inner punctuation, or letters and digits mixed. */
const ID_FORM = /[a-z0-9][./_@#:-][a-z0-9]|[a-z]\d|\d[a-z]|^codespan/;

/** A setting on one line: its key (at most four words), then ":", "=" or an arrow, then its value; a comment after it. */
const SETTING = /^\s*([A-Za-z][\w.\- ]{0,40}?)\s*(?:[:=]|→|->)\s*([^\s(#]+(?:\s+[^\s(#]+)?)\s*(?:\(.*\)|#.*)?\s*$/;

/**
 * A key/value line against a sentence in any word order ("GITHUB_APP_ID=398871 (…)" / "CI's GitHub App has app id
 * 412233"): every word of the key (split from camel, snake, kebab or dotted case, at least two) is said by the sentence,
 * the line's value is not, and the sentence states exactly one other value of the same kind — a number of the same
 * dimension, or an identifier — that differs from it. The key's words are the frame; the order of a sentence is free.
 */
function keyedValue(line: string, sentence: string): AlignedConflict | null {
  if (line.includes("\n") || LAYOUT.test(sentence)) return null;
  const m = SETTING.exec(line);
  if (!m) return null;
  const key = alignedWords(keyAsWords(`${m[1]}:`).replace(/:$/, "")).filter((w) => !light(w));
  const said = alignedWords(sentence);
  if (key.length < 2 || key.length > 4 || !key.every((w) => said.some((y) => sameWord(w, y)))) return null;
  const value = alignedWords(m[2]);
  if (!value.length || value.some((w) => said.some((y) => sameWord(w, y)))) return null;
  const q = quantityOf(value, said, true);
  if (q) {
    // The sentence's numbers, each with the word after it as its unit, of the line's dimension.
    const rivals = said.flatMap((w, i) => (NUMBER.test(w) ? [quantityOf(said.slice(i, i + 2).filter((x, k) => k === 0 || !NUMBER.test(x)), value, true) ?? quantityOf([w], value, true)] : []))
      .filter((v): v is Value => Boolean(v) && v!.kind === q.kind && (v!.kind !== "quantity" || q.kind !== "quantity" || v!.dim === q.dim));
    if (rivals.length !== 1 || relation(q, rivals[0]) !== "differs" || BOUND.test(line) !== BOUND.test(sentence)) return null;
    return { subject: key.join(" "), why: `a number for the same key: ${m[2].trim()} vs ${rivals[0].raw}` };
  }
  if (q === null || !value.every((w) => identifierIn(w, line))) return null;
  // (Whole identifiers only: a word that is a piece of one, "field" of "org.meadow.field", is not a rival of its own.)
  const rivals = [...new Set(said.filter((w) => ID_FORM.test(w) && identifierIn(w, sentence) && !key.some((k) => sameWord(k, w)) && !NUMBER.test(w)))];
  if (rivals.length !== 1) return null;
  return { subject: key.join(" "), why: `an identifier for the same key: ${m[2].trim()} vs ${rivals[0]}` };
}

/**
 * The one-slot test on two texts (whole memories or a clause of each). `saidByB` and `saidByA` are the whole other
 * memories' words: a word one clause adds that the other memory says elsewhere ("recon.yaml" in its heading) is no
 * difference between them.
 */
function alignedSlot(a: string, b: string, saidByB: readonly string[] = [], saidByA: readonly string[] = []): AlignedConflict | null {
  const [ka, kb] = [keyAsWords(codeSpansAsTokens(a, b)), keyAsWords(codeSpansAsTokens(b, a))];
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
  // (A word written in one token with the slot's value, "fraudscore/model:v17", is part of that value.)
  const verbOfSetting = (w: string, text: string, slotWords: string[]) => (layout && isPredicate(w) && !/\d/.test(w)) || slotWords.some((v) => oneToken(w, v, text));
  const others = heavy.filter((s) => s !== slot);
  const [addA, addB] = [
    others.flatMap((s) => s.a.filter((w) => !verbOfSetting(w, a, slot.a) && !saidByB.some((y) => sameWord(w, y)))),
    others.flatMap((s) => s.b.filter((w) => !verbOfSetting(w, b, slot.b) && !saidByA.some((x) => sameWord(x, w)))),
  ];
  if (!slot.anchored || slot.a.length > MAX_STRETCH || slot.b.length > MAX_STRETCH) return null;
  const frame = wa.filter((w) => wb.some((y) => sameWord(w, y)) && !light(w));
  if (frame.length < MIN_FRAME) return null;
  if ((addA.length || addB.length) && !asideOnly(addA, addB, a, b, wa, wb, frame.length)) return null;
  if (slot.a.some(isContextWord) || slot.b.some(isContextWord)) return null;
  const [ia, ib] = [wa.indexOf(slot.a[0]), wb.indexOf(slot.b[0])];
  // The stretch opening both texts is where the subject or a fronted scope stands, not a value.
  if (ia === 0 && ib === 0) return null;
  if (labelsItems(slot, wa, wb, ia, ib)) return null;
  const kind = valueKind(slot, a, b, wa, wb, layout);
  if (!kind) return null;
  const subject = frame.slice(0, 4).join(" ");
  return { subject, why: `${kind} in one slot of the same statement: ${shown(slot.a)} vs ${shown(slot.b)}`, values: [shown(slot.a), shown(slot.b)] };
}

/** At most this many words one side adds beside the frame (a remark after the statement) for the slot still to count. */
const MAX_ASIDE = 5;
/** Shared content words a frame needs when one side adds a remark: more than a bare statement needs. */
const MIN_ASIDE_FRAME = 3;
/** A preposition that opens a scope ("for free accounts", "on the trucks"): what follows says where the value holds. */
const SCOPE_BEFORE = /\b(?:for|in|on|at|during|under|within|across|per|except|outside|inside|from|since|until|after|before|when|while|if|unless)\s+(?:the\s+|a\s+|an\s+|our\s+|all\s+|its\s+|their\s+|every\s+|each\s+)?$/i;

/**
 * Words one side adds besides the slot are a remark, not a qualifier of the statement, when they stand outside the
 * shared frame (before its first shared word or after its last), hold no number, identifier or context, and are no
 * scope phrase ("for free accounts"). Inside the frame an added word qualifies what is said ("the API timeout for batch
 * jobs is …"): another statement.
 */
function asideOnly(addA: string[], addB: string[], a: string, b: string, wa: string[], wb: string[], frame: number): boolean {
  if (frame < MIN_ASIDE_FRAME || addA.length + addB.length > MAX_ASIDE) return false;
  const clean = (w: string, text: string) => !NUMBER.test(w) && !/\d/.test(w) && !isContextWord(w) && !identifierIn(w, text) && !scopedIn(w, text);
  return addA.every((w) => clean(w, a) && outsideFrame(w, wa, wb)) && addB.every((w) => clean(w, b) && outsideFrame(w, wb, wa));
}

/** Whether a word stands before the first or after the last word its side shares with the other. */
function outsideFrame(w: string, own: string[], other: string[]): boolean {
  const shared = own.flatMap((x, i) => (other.some((y) => sameWord(x, y)) ? [i] : []));
  const at = own.indexOf(w);
  return !shared.length || at < shared[0] || at > shared[shared.length - 1];
}

/** Whether a word is written after a scope preposition in its text. */
function scopedIn(w: string, text: string): boolean {
  const lower = text.toLowerCase();
  for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) if (SCOPE_BEFORE.test(lower.slice(Math.max(0, at - 30), at))) return true;
  return false;
}

/** Days and months: names of times. */
const TIME_NAMES = new Set(
  `monday tuesday wednesday thursday friday saturday sunday mon tue wed thu fri sat sun january february march april
  june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec`.split(/\s+/),
);
const isTimeName = (w: string) => TIME_NAMES.has(w.replace(/s$/, ""));

/** A word that names where or when a statement holds: an environment, platform, region or a year. */
const isContextWord = (w: string) => w in CONTEXT_WORDS || w in CONTEXT_DIMENSIONS || /^(?:count_)?(?:199\d|20\d\d)$/.test(w) || /^q[1-4]$/.test(w);

/** The kind of value both stretches hold, when they cannot both hold, or null. */
function valueKind(s: Stretch, a: string, b: string, wa: string[], wb: string[], layout: boolean): string | null {
  const [qa, qb] = [quantityOf(s.a, wb, layout), quantityOf(s.b, wa, layout)];
  const [ida, idb] = [s.a.map((w) => identifierIn(w, a)), s.b.map((w) => identifierIn(w, b))];
  // (A number on one side only, inside an identifier, is part of its name: "svc-payroll-01" / "svc-finance-batch".)
  if ((qa === undefined) !== (qb === undefined) && ida.every(Boolean) && idb.every(Boolean)) return "an identifier";
  if (qa !== undefined || qb !== undefined) {
    // (A bound on one side only, "at most 55" / "holds 40", holds the other's value or says another thing.)
    return qa && qb && relation(qa, qb) === "differs" && BOUND.test(a) === BOUND.test(b) ? "a number" : null;
  }
  if (s.a.length === 1 && s.b.length === 1) {
    const [x, y] = [s.a[0], s.b[0]];
    const [bx, by] = [parseBool(x), parseBool(y)];
    if (bx && by) return relation(bx, by) === "differs" ? "a yes/no state" : null;
    if (listedOpposites(x, y)) return "opposite words";
  }
  if (closedSetDiffers(s.a.join(" "), s.b.join(" "))) return "one of a closed set";
  // Names qualify the shared noun that follows them ("the Berlin office"): a scope, not a value.
  if (qualifiesNext(s.a, wa, wb) || qualifiesNext(s.b, wb, wa)) return null;
  // Identifiers and names: every word of each stretch is one (a word beside them is another property said).
  if (ida.every(Boolean) && idb.every(Boolean)) return "an identifier";
  if (s.a.some(isCodeSpan) && s.b.some(isCodeSpan)) return "a code span";
  // Two tools of one job by the lexicon ("pnpm" / "yarn", "postgres" / "mysql"), however they are written.
  const [ta, tb] = [categoryOf(canonicalName(s.a.join(" "))), categoryOf(canonicalName(s.b.join(" ")))];
  if (ta && ta === tb) return "a tool of one job";
  // (A day or a month is a time, written as a name: against a name of another kind it is another property.)
  if (s.a.some(isTimeName) !== s.b.some(isTimeName)) return null;
  if (s.a.every((w, i) => ida[i] || writtenAsName(w, a)) && s.b.every((w, i) => idb[i] || writtenAsName(w, b))) return "a name";
  return null;
}

/**
 * The one quantity a stretch states, its unit read as values.ts reads units: undefined when the stretch holds no
 * number, null when it cannot be read as one quantity (two numbers, another noun beside it: another property said).
 * A noun after a bare number ("250 records") may stand when the other side names it too, or is a setting line.
 */
function quantityOf(words: string[], other: string[], layout: boolean): Value | null | undefined {
  const at = words.flatMap((w, i) => (NUMBER.test(w) ? [i] : []));
  if (!at.length) return undefined;
  if (at.length > 1) return null;
  const i = at[0];
  const m = NUMBER.exec(words[i])!;
  const unit: string | undefined = words[i + 1];
  let value: Value | null;
  let unitRead = false;
  if (m[3] || m[4]) value = parseVersion(m[3] ?? m[4]);
  else if (m[1] && m[1] !== "count") value = { kind: "quantity", n: Number(m[2]), dim: m[1], raw: words[i] };
  else {
    const withUnit = unit !== undefined ? parseQuantity(`${m[2]} ${unit}`) : null;
    unitRead = withUnit !== null;
    value = withUnit ?? parseQuantity(m[2]);
  }
  // (A unit values.ts does not read, written after both numbers — "37 °C" / "30 °C", "44 pt" — is one dimension.)
  if (!value && unit !== undefined && !m[1] && other.some((y) => sameWord(unit, y))) [value, unitRead] = [{ kind: "quantity", n: Number(m[2]), dim: `unit:${unit}`, raw: words[i] }, true];
  if (!value) return null;
  const rest = words.filter((_, k) => k !== i && !(k === i + 1 && unitRead));
  // What else the stretch says: a verb may reword the setting ("tops out at"), a noun names another property.
  return rest.every((w) => (isPredicate(w) && !/\d/.test(w)) || VALUE_NOUNS.has(w) || (w === unit && (layout || other.some((y) => sameWord(w, y))))) ? value : null;
}

/** Nouns that name the kind of a number beside it ("version 21", "port 8080", "build 412"): part of the value. */
const VALUE_NOUNS = new Set(["version", "release", "revision", "rev", "build", "port", "id", "number"]);

/** Whether two words are written inside one token of the text ("fraudscore/model:v17"). */
function oneToken(x: string, y: string, text: string): boolean {
  const [wx, wy] = [x.replace(/^count_/, ""), y.replace(/^count_/, "")];
  return text.toLowerCase().split(/\s+/).some((t) => t.includes(wx) && t.includes(wy) && t !== wx);
}

/** A number as the aligned words write it: digits, a quantity with its dimension ("time_30000"), an ordinal ("20th"), a version ("v3.4.1"). */
const NUMBER = /^(?:([a-z]+)_)?(\d+(?:\.\d+)?)(?:st|nd|rd|th)?$|^v?(?:(\d+(?:\.\d+){2,}))$|^v(\d+(?:\.\d+)*)$/;
/** A bound before a number ("at most 3", "under 50 ms", "more than 2"): comparison-words.ts' one list. */
const BOUND = new RegExp(`\\b(?:${BOUND_WORDS})\\s*[~$€£]?\\d`, "i");

/**
 * A word written inside a path, host, id or code span of its text ("exports/daily.parquet", "svc-payroll-01",
 * "`trunk`"): a token with a slash, underscore, "@", "#", an inner dot or colon, two hyphens, backticks, or letters and
 * digits mixed.
 */
function identifierIn(written: string, text: string): boolean {
  if (isCodeSpan(written)) return true;
  // (A plain number in the aligned words is "count_N": its digits are what the text writes, "01" as "1".)
  const word = written.replace(/^count_/, "");
  for (const token of text.split(/\s+/)) {
    const t = token.replace(/^[("'[]+|[)"'\],;.!?]+$/g, "");
    if (!t.toLowerCase().includes(word)) continue;
    if (/^`.+`$/.test(t) || /[/_@#]|\w[.:]\w|\w-\w+-\w/.test(t) || (/[a-z]/i.test(t) && /\d/.test(t) && !parseQuantity(t))) return true;
  }
  return false;
}

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
  // Compiled once per word (regexOf); matchAll iterates a copy, so the shared pattern's lastIndex never moves.
  const re = regexOf(`(^|[^\\w])(${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})(?![\\w])`, "gi");
  for (const m of text.matchAll(re)) {
    const raw = m[2];
    if (raw === raw.toLowerCase()) continue;
    if (/[a-z][A-Z]/.test(raw) || /^[A-Z]{2,}/.test(raw)) return true;
    const before = text.slice(0, m.index + m[1].length).trimEnd();
    if (before && !/[.!?:\n]$/.test(before)) return true;
  }
  return false;
}
