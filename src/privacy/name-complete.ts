import { execAll } from "./regex.ts";
import { isOrdinaryWord, nameEvidence as E } from "./person-names.ts";
import type { Finding } from "./types.ts";

/**
 * Completing a found name (issue 14, round 6). The readers find a name's core — a given name and one surname — and
 * stop where their patterns stop, so the rest of the same person stays in the redacted text:
 * - a particle the readers do not know and the surname after it: Catalan `i` and Spanish `y` between two surnames
 *   (`Jordi Puigdemont i Casals`), Filipino `dela`, Malay `binti`/`bint`, Irish `Nic`/`Mac`/`Ó`;
 * - a surname's initial after the name (`Assignee: Oyuntsetseg B. ·`, `Karimova D. approved`);
 * - the rest of a quoted value the name is part of (`"Van der Berg, Annelies"`, `"name":"Nguyễn Văn An"`): a field
 *   whose every word is a capitalised name word;
 * - the other half of an inverted name before an address or a speaker's colon (`Author: Tuilagi, Sione <…>`,
 *   `[10:32] Nguyen, Thi Lan:`).
 * And a person found once is the same person in the forms built from their name parts in the same text: the surname
 * alone (`N:Vardanyan;Aram`), the handles people make of a given name and a surname (`rebin-barzani`, `bradu-lt14`,
 * `mlindqvist`, `oskar.nyberg`) and the initials of an initialled name (`J. K. Adeyemi` … `JK here`).
 * Each reads structure — what stands beside or repeats a found name — and no sentence.
 */

type Free = (start: number, end: number) => boolean;
type Take = (start: number, end: number) => void;

const CAP = "\\p{Lu}[\\p{Ll}\\p{M}'’]+(?:-\\p{Lu}?[\\p{Ll}\\p{M}]+)?";
// A particle joining two parts of one name. `i`, `y` and `e` are also "and": they join only a second surname (below).
const TAIL_PARTICLE = new RegExp(`^[ \\t]+(i|y|e|dela|de los|de las|de la|del|dos|das|do|da|de|van der|van den|van|von|zu|bin|binti|bint|ibn|ben|Nic|Mac|Ní|Ó|Ua|ter|ten|af|av)[ \\t]+(${CAP})(?![\\p{L}\\p{N}_@])`, "u");
const CONJUNCTION = /^(?:i|y|e)$/;
// A surname's initial: the next thing is punctuation, a separator or a lower-case word, never a capitalised word (a new sentence or a middle initial).
const TAIL_INITIAL = /^[ \t]+\p{Lu}\.(?=[ \t]*(?:$|\n|[·|,;:)\]"'<>—–]|[ \t]+[\p{Ll}·|—–(-]))/u;
const QUOTED_WORD = /^(?:\p{Lu}[\p{Ll}\p{M}'’]*\.?(?:-\p{Lu}?[\p{Ll}\p{M}]+)?|van|der|den|von|de|la|del|da|di|dos|du|bin|binti|ibn|dela|y|i)$/u;

function nameWord(w: string): boolean {
  return !E.knownWord(w) && !E.isNotName(w) && !E.isPlace(w) && !E.isProper(w) && !E.productLike(w) && !E.isPlaceholderName(w);
}

/** Grow each person finding over what completes it; `free`/`take` keep other findings' text untouched. */
export function completeNames(text: string, kept: Finding[], free: Free, take: Take): void {
  for (const f of kept) {
    if (f.type !== "person_name") continue;
    const value = text.slice(f.start, f.end);
    if (!/^\p{Lu}/u.test(value)) continue;
    // Particles, initials and syllables all follow a space; most findings end at punctuation or a line's end.
    const spaced = text[f.end] === " " || text[f.end] === "\t";
    for (let k = 0; spaced && k < 2; k++) {
      const m = TAIL_PARTICLE.exec(text.slice(f.end, f.end + 40));
      if (!m) break;
      const w = m[2]!;
      // "Carlos y María": a conjunction joins a second surname to a full name, never a given name to a name.
      if (CONJUNCTION.test(m[1]!) && (!/\s/.test(text.slice(f.start, f.end)) || (E.knownFirst(w, true) && !E.knownLast(w)))) break;
      if (!nameWord(w) || !free(f.end, f.end + m[0].length)) break;
      take(f.end, f.end + m[0].length);
      f.end += m[0].length;
    }
    const initial = spaced ? TAIL_INITIAL.exec(text.slice(f.end, f.end + 8)) : null;
    if (initial && !/\s\p{Lu}\.$/u.test(value) && free(f.end, f.end + initial[0].length)) {
      take(f.end, f.end + initial[0].length);
      f.end += initial[0].length;
    }
    vietnameseSyllables(text, f, free, take);
    quotedField(text, f, free, take);
  }
  invertedNames(text, kept, free, take);
}

/**
 * A Vietnamese name is a family name, middle names and a given name, each one syllable, and the readers' lists hold few
 * syllables of under four letters (An, Hà, Tú, Vy). A found name holding a Vietnamese family or middle name grows over
 * the capitalised single syllables around it: `Nguyễn Văn` + `An`, `Hoa` + `Dang Thi` before it.
 */
const VI_MARK = /^(?:Nguyễn|Nguyen|Trần|Tran|Lê|Le|Phạm|Pham|Hoàng|Hoang|Huỳnh|Huynh|Phan|Vũ|Vu|Võ|Vo|Đặng|Dang|Bùi|Bui|Đỗ|Do|Hồ|Ho|Ngô|Ngo|Dương|Duong|Lý|Ly|Văn|Van|Thị|Thi|Hữu|Huu|Đức|Duc)$/u;
const VI_SYLLABLE = /^\p{Lu}[\p{Ll}\p{M}]{0,6}$/u;
const VI_NEXT = /^[ \t]+(\p{Lu}[\p{Ll}\p{M}]{0,6})(?![\p{L}\p{N}_@.'’-]|\.\p{L})/u;
const VI_PREV = /(?<![\p{L}\p{N}_@.#/-])(\p{Lu}[\p{Ll}\p{M}]{0,6})[ \t]+$/u;
function viSyllable(w: string): boolean {
  // With Vietnamese marks any syllable is one; without them it must not be an English word ("Nguyen Van An said" keeps "said" out by case already).
  return VI_SYLLABLE.test(w) && (/[^\x00-\x7F]/.test(w) || !E.knownWord(w) || E.knownFirst(w, true)) && !E.isPlace(w) && !E.isNotName(w);
}
function vietnameseSyllables(text: string, f: Finding, free: Free, take: Take): void {
  const ws = text.slice(f.start, f.end).split(/[ \t]+/);
  if (!ws.some((w) => VI_MARK.test(w)) || !ws.every((w) => VI_SYLLABLE.test(w))) return;
  for (let k = ws.length; k < 4; k++) {
    const m = VI_NEXT.exec(text.slice(f.end, f.end + 12));
    if (!m || !viSyllable(m[1]!) || !free(f.end, f.end + m[0].length)) break;
    take(f.end, f.end + m[0].length);
    f.end += m[0].length;
  }
  for (let k = 0; k < 2; k++) {
    const m = VI_PREV.exec(text.slice(Math.max(0, f.start - 12), f.start));
    if (!m || !VI_MARK.test(m[1]!) || !free(f.start - m[0].length, f.start)) break;
    take(f.start - m[0].length, f.start);
    f.start -= m[0].length;
  }
}

/** `"Van der Berg, Annelies"`: a quoted value on one line whose words are all capitalised name words is one name. */
function quotedField(text: string, f: Finding, free: Free, take: Take): void {
  const lo = Math.max(0, f.start - 40);
  const before = text.slice(lo, f.start);
  const q = Math.max(before.lastIndexOf('"'), before.lastIndexOf("'"));
  if (q === -1) return;
  const quote = before[q]!;
  const open = lo + q + 1;
  // Looked for within a field's reach only: an unbounded indexOf per finding made a long text of names quadratic.
  const rel = text.slice(f.end, f.end + 60).indexOf(quote);
  const close = rel === -1 ? -1 : f.end + rel;
  if (close === -1 || close - open > 60 || (open === f.start && close === f.end)) return;
  const inner = text.slice(open, close);
  if (/[\n\t]/.test(inner)) return;
  const ws = inner.split(/,?[ ]+|,/).filter(Boolean);
  if (ws.length < 2 || ws.length > 5 || !ws.every((w) => QUOTED_WORD.test(w))) return;
  const added = [...text.slice(open, f.start).split(/[ ,]+/), ...text.slice(f.end, close).split(/[ ,]+/)].filter((w) => w.length > 1 && /^\p{Lu}/u.test(w));
  if (!added.every(nameWord)) return;
  if ((open < f.start && !free(open, f.start)) || (close > f.end && !free(f.end, close))) return;
  take(open, f.start);
  take(f.end, close);
  f.start = open;
  f.end = close;
}

// `Surname, Given` where a name closes: before an address in angle brackets or a speaker's colon.
const INVERTED = new RegExp(`(?<![\\p{L}\\p{N}_])(${CAP}(?:[ \\t]${CAP})?),[ \\t]?(${CAP}(?:[ \\t]${CAP}){0,2})(?=[ \\t]*(?:<[^>\\s]+@|:[ \\t]))`, "gu");
// ... or as a message's header line: the writer alone on the line, after the message's clock or date (`[10:02] Nowak,
// Ewa` then the message on the next line, as Teams and Outlook copy a conversation): a line holds nothing else.
const INVERTED_HEADER = new RegExp(`(?<=^(?:\\[[\\d:./ APMapm,-]{4,22}\\][ \\t]*)?)(${CAP}(?:[ \\t]${CAP})?),[ \\t]?(${CAP}(?:[ \\t]${CAP}){0,2})(?=[ \\t]*$)`, "gmu");

function invertedNames(text: string, kept: Finding[], free: Free, take: Take): void {
  if (!text.includes(",")) return;
  const names = kept.filter((f) => f.type === "person_name").sort((a, b) => a.start - b.start);
  // Only a name with a comma right after it or right before it can be half of an inverted one.
  if (!names.some((f) => text[f.end] === "," || /,[ \t]?$/.test(text.slice(Math.max(0, f.start - 2), f.start)))) return;
  const gone = new Set<Finding>();
  for (const m of [...execAll(INVERTED, text), ...execAll(INVERTED_HEADER, text)]) {
    const start = m.index!;
    const end = start + m[0].length;
    // The findings inside the match, by binary search over the sorted names (a text of 10,000 names stays linearithmic).
    let lo = 0;
    let hi = names.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (names[mid]!.end <= start) lo = mid + 1;
      else hi = mid;
    }
    const inside: Finding[] = [];
    for (let i = lo; i < names.length && names[i]!.start < end; i++) if (!gone.has(names[i]!) && names[i]!.end > start) inside.push(names[i]!);
    if (inside.length === 0 || inside.some((f) => f.start < start || f.end > end)) continue;
    const words = m[0].split(/[ ,\t]+/).filter(Boolean);
    if (!words.every((w) => nameWord(w) || E.knownFirst(w, true) || E.knownLast(w))) continue;
    const keep = inside[0]!;
    const rest = inside.slice(1);
    // The gaps between the pieces, and the unfound words, become the kept finding's.
    let ok = true;
    const spans: [number, number][] = [];
    let at = start;
    for (const f of inside.sort((a, b) => a.start - b.start)) {
      if (f.start > at) spans.push([at, f.start]);
      at = f.end;
    }
    if (end > at) spans.push([at, end]);
    for (const [s, e] of spans) if (!free(s, e)) ok = false;
    if (!ok) continue;
    for (const [s, e] of spans) take(s, e);
    keep.start = start;
    keep.end = end;
    for (const f of rest) { kept.splice(kept.indexOf(f), 1); gone.add(f); }
  }
}

/** Per-character fold that keeps offsets: `Kovács` → `kovacs`, one character for one. */
function foldKeep(s: string): string {
  const lower = s.toLowerCase();
  // Handles are written in ASCII: lower case is enough unless the text has a letter with a mark to fold.
  if (lower.length === s.length && !/[\u00C0-\u024F\u1E00-\u1EFF]/.test(s)) return lower;
  let out = "";
  for (const c of s) out += c.length === 2 ? "\u0000\u0000" : (LETTERS[c] ?? c.normalize("NFD").charAt(0).toLowerCase().charAt(0)) || "\u0000";
  return out;
}
const LETTERS: Record<string, string> = { ı: "i", ł: "l", ø: "o", đ: "d", ð: "d", Ł: "l", Ø: "o", Đ: "d", İ: "i" };
const fold = (s: string) => s.replace(/[ıłøđðŁØĐİ]/g, (c) => LETTERS[c]!).normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[’']/g, "");

const HANDLE_EDGE = /[\p{L}\p{N}_@]/u;
/** The surname of a name with its particles before it, at the name's end: `de los Reyes`, `ter Horst`, `van der Berg`. */
const PARTICLED_SURNAME = /(?:\b(?:de|del|de la|de los|de las|da|das|do|dos|di|della|van|von|der|den|ter|ten|la|le|lo|dela)[ \t]+)+\p{Lu}[\p{Ll}\p{M}'’-]+$/u;
const UMLAUTS: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss" };
/** German keyboards write an umlaut as two letters: `Jürgen` → `juergen`. */
const umlautFold = (w: string) => fold(w.toLowerCase().replace(/[äöüß]/g, (c) => UMLAUTS[c]!));

/** The other forms of a found person's name in the same text: surname alone, handles, initials. */
export function nameForms(text: string, kept: Finding[], free: Free, take: Take): void {
  const forms = new Map<string, Finding>();
  const surnames = new Map<string, Finding>();
  const initials = new Map<string, Finding>();
  // Forms that are the given name alone: read only where written in lower case, as a handle is (`dilnoza-x1`); a
  // capitalised one is the word it may also be ("Priority: Amber") or the start of another person's name.
  const givenOnly = new Set<string>();
  let lower: string | undefined;
  for (const f of kept) {
    if (f.type !== "person_name") continue;
    const value = text.slice(f.start, f.end);
    if (!/^\p{Lu}/u.test(value) || !/^[\p{Script=Latin}\p{M}'’. ,-]+$/u.test(value)) continue;
    const init = /^(?:(\p{Lu})\.[ \t]?)(?:(\p{Lu})\.[ \t]?)?(?:(\p{Lu})\.[ \t]?)?[ \t]*\p{Lu}/u.exec(value);
    if (init && init[2]) initials.set([init[1], init[2], init[3] ?? ""].join(""), f);
    const ws = value.split(/[ \t,]+/).filter((w) => /^\p{Lu}[\p{Ll}\p{M}'’-]+$/u.test(w));
    if (ws.length < 2) continue;
    const given = fold(ws[0]!);
    const last = ws[ws.length - 1]!;
    const surname = fold(last).replace(/-/g, "");
    if (given.length < 2 || surname.length < 3) continue;
    // A surname with its particles is written run together in a handle: `Juan Miguel de los Reyes` → `jdelosreyes`,
    // `Sanne ter Horst` → `sterhorst`.
    const particled = PARTICLED_SURNAME.exec(value);
    const fullSurname = particled ? fold(particled[0]).replace(/[ \t'’-]/g, "") : surname;
    // The given name alone, heading a device or a host (`dilnoza-x1`, `marama-desk`) or standing as a login: only a
    // word that is nothing but a name (no ordinary word, place or product: `grace-period` stays), in the forms a
    // keyboard writes it (German umlauts as two letters: `Jürgen` → `juergen`).
    const givenWord = ws[0]!;
    const givenAlone = givenWord.length >= 4 && !givenWord.includes("-") && !E.knownWord(givenWord) && !isOrdinaryWord(given) && !(E.knownFirst(givenWord, false) && !E.knownFirst(givenWord, true)) && !E.isPlace(givenWord) && !E.isNotName(givenWord) && !E.isProper(givenWord) && !E.productLike(givenWord);
    const givenForms = givenAlone ? [...new Set([given, umlautFold(givenWord)])] : [];
    // Every handle form holds the surname or the given name whole: one look for each before nine.
    if (lower === undefined) lower = text.toLowerCase();
    const lowerText = lower;
    if (lower.indexOf(surname) === lower.lastIndexOf(surname) && lower.indexOf(given) === lower.lastIndexOf(given) && !/[^\x00-\x7F]/.test(value) && !givenForms.some((g) => g !== given && lowerText.includes(g))) {
      if (last.length >= 4 && !E.knownWord(last) && !E.isPlace(last) && !E.isNotName(last) && !E.isProper(last)) surnames.set(last, f);
      continue;
    }
    for (const h of [`${given}.${surname}`, `${given}_${surname}`, `${given}-${surname}`, `${given}${surname}`, `${given[0]}${surname}`, `${given[0]}.${surname}`, `${given[0]}_${surname}`, `${surname}.${given}`, `${surname}${given[0]}`]) {
      if (h.length >= 5 && !forms.has(h)) forms.set(h, f);
    }
    if (fullSurname !== surname) for (const h of [`${given}${fullSurname}`, `${given[0]}${fullSurname}`, `${given}.${fullSurname}`]) if (!forms.has(h)) forms.set(h, f);
    for (const g of givenForms) if (!forms.has(g)) { forms.set(g, f); givenOnly.add(g); }
    if (last.length >= 4 && !E.knownWord(last) && !E.isPlace(last) && !E.isNotName(last) && !E.isProper(last)) surnames.set(last, f);
  }
  if (forms.size === 0 && surnames.size === 0 && initials.size === 0) return;
  const folded = foldKeep(text);
  const mark = (start: number, end: number, source: Finding, how: string) => {
    if (!free(start, end)) return;
    take(start, end);
    kept.push({ type: "person_name", start, end, detector: `${source.detector}+${how}`, confidence: source.confidence });
  };
  for (const [h, source] of forms) {
    for (let i = folded.indexOf(h); i !== -1; i = folded.indexOf(h, i + 1)) {
      const end = i + h.length;
      // A handle stands alone or heads a host or device (`bradu-lt14`), never inside a longer word or an address.
      if (HANDLE_EDGE.test(text[i - 1] ?? "") || text[i - 1] === "." || HANDLE_EDGE.test(text[end] ?? "") || (text[end] === "." && /\p{L}/u.test(text[end + 1] ?? ""))) continue;
      if (givenOnly.has(h) && text.slice(i, end) !== text.slice(i, end).toLowerCase()) continue;
      mark(i, end, source, "handle-form");
    }
  }
  for (const [w, source] of surnames) {
    for (let i = text.indexOf(w); i !== -1; i = text.indexOf(w, i + 1)) {
      const end = i + w.length;
      if (/[\p{L}\p{N}_@.]/u.test(text[i - 1] ?? "") || /[\p{L}\p{N}_@]/u.test(text[end] ?? "")) continue;
      // Beside another capitalised word or an ampersand the surname is part of something longer: the full name again
      // (which the engine carries whole), or a firm named after the family (`Apotheke Lindner`, `Brandt & Sohn`).
      if (/\p{Lu}[\p{L}\p{M}.]*[ \t]+$/u.test(text.slice(Math.max(0, i - 30), i)) || /^[ \t]*(?:&|\+|\p{Lu})/u.test(text.slice(end, end + 4))) continue;
      mark(i, end, source, "surname");
    }
  }
  for (const [w, source] of initials) {
    for (let i = text.indexOf(w); i !== -1; i = text.indexOf(w, i + 1)) {
      const end = i + w.length;
      if (/[\p{L}\p{N}_@.]/u.test(text[i - 1] ?? "") || /[\p{L}\p{N}_@.]/u.test(text[end] ?? "")) continue;
      mark(i, end, source, "initials");
    }
  }
}
