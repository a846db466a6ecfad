import { execAll } from "./regex.ts";
import { isOrdinaryWord, nameEvidence as E } from "./person-names.ts";
import type { Finding } from "./types.ts";

/**
 * A person's name split over two fields of one record, where the structure says which is which even when the lexicon
 * knows only one of them: an object with a given-name key and a family-name key (`"first":"Amadou","last":"Bâ"`,
 * `given_name: Mele, family_name: Havili`), and a delimited row whose two adjacent cells are a listed given name and a
 * capitalised surname (`90015,Valentina,Rojas,vrojas@…`, `Tharindu,Perera`, `Rafael,da Silva Santos`).
 */
const NAME_VALUE = `\\p{L}[\\p{L}\\p{M}'’ .-]{0,38}[\\p{L}\\p{M}]|\\p{Lu}`;
const FIRST_LAST = new RegExp(
  `["']?(?:first|given|fore)(?:[_ -]?name)?["']?[ \\t]*[:=][ \\t]*["'](?<first>${NAME_VALUE})["'][ \\t]*[,;]?[ \\t\\n]*["']?(?:last|family|sur)(?:[_ -]?name)?["']?[ \\t]*[:=][ \\t]*["'](?<last>${NAME_VALUE})["']`,
  "gdiu",
);
/** The given-name key the record pattern opens with, tested once before it runs (most texts have none). */
const FIRST_KEY = /(?:first|given|fore)(?:[_ -]?name)?["']?[ \t]*[:=]/i;
/** A capitalised cell of one to three words (a particle may open it: "da Silva Santos", "van Dijk"). */
const CELL = /^(?:(?:da|de|do|dos|das|del|della|di|van|von|der|den|le|la|al|el|bin|ibn)[ \t]+)?\p{Lu}[\p{Ll}\p{M}'’-]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?(?:[ \t]+(?:(?:da|de|do|dos|das|del|di|van|von|der|den|y|e)[ \t]+)?\p{Lu}[\p{Ll}\p{M}'’-]+(?:-\p{Lu}[\p{Ll}\p{M}'’]+)?){0,2}$/u; // "Owusu-Ansah"

export function findRecordNames(text: string, out: Finding[]): void {
  if (FIRST_KEY.test(text)) {
    for (const m of execAll(FIRST_LAST, text)) {
      const first = m.groups!.first!, last = m.groups!.last!;
      if (!/^\p{Lu}/u.test(first) || !/\p{Lu}/u.test(last) || E.isPlaceholderName(`${first} ${last}`.toLowerCase())) continue;
      // "first": "Step", "last": "Done": a pager's or a wizard's steps, not a person (an ordinary word is no name here).
      if ([first, last].some((v) => !/[ \t]/.test(v) && isOrdinaryWord(v.toLowerCase()) && !E.knownFirst(v, false) && !E.knownLast(v))) continue;
      for (const key of ["first", "last"] as const) {
        const [start, end] = m.indices!.groups![key]!;
        out.push({ type: "person_name", start, end, detector: "name:record-fields", confidence: 0.8 });
      }
    }
  }
  if (text.includes(",") || text.includes(";") || text.includes("\t")) rowPairs(text, out);
  if (text.includes(",") && (text.includes(";") || text.includes("|") || text.includes("\t"))) invertedCells(text, out);
}

/**
 * `1041;Schmitt, Anja;Hauptstraße 112` and `| Traoré, Awa |`: a payroll or a register written with semicolons, pipes or
 * tabs (the comma is free inside a cell, as German and French spreadsheets export) holds a person as `Surname, Given` in
 * one cell. A cell whose whole value is a listed surname, a comma and a listed given name (each no ordinary word and no
 * place; in capitals too, `WAGNER, JULIA`) is that person, in a row of three cells or more. A cell with anything else in
 * it ("Berlin, Mitte", "Rechnung, Mai") is not this form.
 */
const INVERTED_CELL = /^(?<last>\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}[\p{L}\p{M}'’]+)?),[ \t]?(?<first>\p{Lu}[\p{L}\p{M}'’]+(?:-\p{Lu}?[\p{L}\p{M}'’]+)?)$/u;
const ROW_SEPARATOR = /[;|\t]/;

function invertedCells(text: string, out: Finding[]): void {
  for (let lineStart = 0; lineStart < text.length; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    if (line.includes(",") && ROW_SEPARATOR.test(line)) {
      const parts = line.split(ROW_SEPARATOR);
      if (parts.length >= 3) {
        let at = 0;
        for (const raw of parts) {
          const value = raw.trim();
          const m = INVERTED_CELL.exec(value);
          if (m && invertedPerson(m.groups!.last!, m.groups!.first!)) {
            const start = lineStart + at + raw.indexOf(value);
            out.push({ type: "person_name", start, end: start + value.length, detector: "name:inverted-cell", confidence: 0.75 });
          }
          at += raw.length + 1;
        }
      }
    }
    lineStart = lineEnd + 1;
  }
}

/** A listed surname and a listed given name, neither an ordinary word nor a place (a cell in capitals is read as written in title case). */
function invertedPerson(last: string, first: string): boolean {
  const title = (w: string) => (/\p{Ll}/u.test(w) ? w : w.charAt(0) + w.slice(1).toLowerCase());
  const l = title(last), f = title(first);
  // (The given name may be a word some list keeps from names, "Julia" the language: after a listed surname and its comma it is a person's.)
  return E.knownLast(l) && !isOrdinaryWord(l.toLowerCase()) && !E.isPlace(l) && !E.isProper(l) && !E.isNotName(l) && givenCell(f);
}

function rowPairs(text: string, out: Finding[]): void {
  for (let lineStart = 0; lineStart < text.length; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    const sep = line.includes("\t") ? "\t" : atLeast3(line, ",") ? "," : atLeast3(line, ";") ? ";" : "";
    if (sep) {
      const cells: Cell[] = [];
      const sqlTuple = /\bVALUES[ \t]*\(/i.test(line);
      for (let at = 0; at <= line.length; ) {
        const next = line.indexOf(sep, at);
        const end = next === -1 ? line.length : next;
        const raw = line.slice(at, end);
        const trimmed = cellValue(raw);
        // In an SQL tuple every string is quoted: an unquoted piece that is no number is part of a string with commas in it.
        cells.push({ text: trimmed, start: lineStart + at + raw.indexOf(trimmed), fragment: sqlTuple && trimmed === raw.trim() && !/^[\d.()-]*$/.test(trimmed) });
        if (next === -1) break;
        at = next + 1;
      }
      for (let i = 0; i + 1 < cells.length; i++) {
        const a = cells[i]!, b = cells[i + 1]!;
        if (a.fragment || b.fragment || !CELL.test(a.text) || !CELL.test(b.text)) continue;
        // Given name first, the surname may be a word no list knows ("Valentina,Rojas"); surname first ("Perera,Tharindu"), the
        // surname must be a listed one: a catalogue's "Prairie,Amber" is a collection and a colour, an unknown word before a name.
        const listedPair = (givenCell(a.text) && surnameCell(b.text)) || (surnameCell(a.text) && listedSurnames(a.text) && givenCell(b.text) && !givenCell(a.text));
        if (!listedPair && !echoedInMail(a.text, b.text, cells.slice(i + 2, i + 4))) continue;
        out.push({ type: "person_name", start: a.start, end: a.start + a.text.length, detector: "name:row-pair", confidence: 0.7 });
        out.push({ type: "person_name", start: b.start, end: b.start + b.text.length, detector: "name:row-pair", confidence: 0.7 });
        i++;
      }
      holderCells(line, cells, out);
    }
    lineStart = lineEnd + 1;
  }
}

/**
 * A cell's value without the quotes and brackets around it: a CSV cell's double quotes, and an SQL tuple's single quotes
 * with the "VALUES (" before its first cell and the ")" or ");" after its last (`VALUES ('Lorenzo Bianchi', 'IT89…');`).
 */
function cellValue(raw: string): string {
  const t = raw.trim();
  if (t.startsWith('"')) return t.replace(/^"(.*)"$/, "$1");
  const sql = /^(?:[^'"]*\bVALUES[ \t]*)?\(?'([^']*)'\)?;?$/i.exec(t);
  return sql ? sql[1]! : t;
}

/**
 * A value that belongs to one person: a card number whole or masked, a US SSN, a Canadian SIN, a UK NINO, an IBAN, a
 * mailbox, a MAC, a telephone number written in full (international with its "+", or national with a leading 0 in
 * groups: `+81 3-6721-4490`, `080-2219-5573`). A row that holds one is that person's record (a payment, a screening
 * result, a device assigned to someone, a staff list's contact row).
 */
const PERSONAL_VALUE = /^(?:(?:\d[ -]?){12,18}\d|[*•xX]{4}(?:[ -]?[*•xX]{4}){2}[ -]?\d{4}|\d{3}-\d{2}-\d{4}|\d{3} \d{3} \d{3}|[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]|[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?|[^\s@,;]+@[\w-]+(?:\.[\w-]+)+|(?:[0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}|\+\d{1,3}(?:[ .-]?\(?\d{1,5}\)?){2,5}|0\d{1,4}(?:[ .-]\d{2,4}){2,3})$/;
/** A telephone number needs 8 digits or more (a date or a short code has fewer groups or digits). */
const personalValue = (cell: string): boolean => PERSONAL_VALUE.test(cell) && (!/^[+0]/.test(cell) || cell.includes("@") || cell.replace(/\D/g, "").length >= 8);
/**
 * "ch_3QJz9m,Wayan Sudarsana,4750…,07/30", "Pixel 8,Kalani Akana,6621…,bc:d4:…": in a record that holds a value of one
 * person, a cell of two or three capitalised words that all read as names (listed, or unknown and shaped like a name; no
 * ordinary word, place, product or not-name) is the person's name, even when no list knows either word. A product's or a
 * firm's cell has a word or a digit in it ("Pixel 8", "Saigon Coffee Co"), a city's is a place.
 */
function holderCells(line: string, cells: Cell[], out: Finding[]): void {
  if (cells.length < 3) return;
  const ownerKinds = cells.map((c) => (CARD_OR_CONTACT.test(c.text) ? "card-or-contact" : personalValue(c.text) ? "other" : ""));
  if (!ownerKinds.some(Boolean)) return;
  // A phone, an IBAN or a national id is a newer cue than a card or a mailbox: there a cell needs one listed name word
  // (a bank statement's memo in German, "Anteil Ferienhaus", is two words no English list knows).
  const listedNeeded = !ownerKinds.includes("card-or-contact");
  cells.forEach((c, i) => {
    if (c.fragment || E.isPlaceholderName(c.text.toLowerCase())) return;
    // One word alone: a listed given name that is nothing else, beside the card it holds ("…,4266 6611 5268 6077,Nurlan";
    // not "Visa", "Paid", a city at the end of an address row).
    if (!/[ \t]/.test(c.text)) {
      const besideCard = [cells[i - 1], cells[i + 1]].some((n) => n !== undefined && CARD.test(n.text));
      if (besideCard && /^\p{Lu}[\p{Ll}\p{M}]{2,}$/u.test(c.text) && givenCell(c.text) && !E.broadOnly(c.text) && !E.productLike(c.text)) out.push({ type: "person_name", start: c.start, end: c.start + c.text.length, detector: "name:record-holder", confidence: 0.65 });
      return;
    }
    if (!HOLDER_CELL.test(c.text) || E.isPlace(c.text)) return;
    const words = c.text.split(/[ \t]+/);
    // A particle between two name words ("Youssef El Amrani", "Yannick Le Goff") is part of the name, not an ordinary word.
    if (!words.every((w, i) => holderWord(w) || (i > 0 && i < words.length - 1 && INNER_PARTICLE.test(w)))) return;
    if (listedNeeded && !words.some((w) => E.knownFirst(w, true) || E.knownLast(w))) return;
    out.push({ type: "person_name", start: c.start, end: c.start + c.text.length, detector: "name:record-holder", confidence: 0.7 });
  });
}
interface Cell {
  text: string;
  start: number;
  /** A piece of a quoted value split at a comma inside it (an SQL string "Flat 12B, Prestige Meridian, …"). */
  fragment?: boolean;
}
/** A card number whole or masked. */
const CARD = /^(?:(?:\d[ -]?){12,18}\d|[*•xX]{4}(?:[ -]?[*•xX]{4}){2}[ -]?\d{4})$/;
/** The values the holder rule first read: a card, an SSN, a mailbox, a MAC. */
const CARD_OR_CONTACT = /^(?:(?:\d[ -]?){12,18}\d|[*•xX]{4}(?:[ -]?[*•xX]{4}){2}[ -]?\d{4}|\d{3}-\d{2}-\d{4}|[^\s@,;]+@[\w-]+(?:\.[\w-]+)+|(?:[0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2})$/;
/** Two or three capitalised words (four with a particle), a hyphen or an apostrophe inside one ("Abdel-Fattah", "O'Neill"). */
const HOLDER_CELL = /^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)?(?:[ \t]\p{Lu}[\p{Ll}\p{M}'’]*(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)?){1,3}$/u;
/** Particles written with a capital inside a name: Arabic "El"/"Al"/"Bin"/"Abu", French "Le"/"De", Dutch "Van", Italian "Di"/"Da". */
const INNER_PARTICLE = /^(?:El|Al|Bin|Ben|Ibn|Abu|Abd|Le|La|De|Du|Des|Da|Di|Del|Della|Dos|Das|Van|Von|Der|Den|Ter|Mac|Ní|Nic|Ó|Ap)$/u;
function holderWord(w: string): boolean {
  if (w.length < 2 || isOrdinaryWord(w.toLowerCase()) || E.isNotName(w) || E.isProper(w) || E.isPlace(w) || E.productLike(w)) return false;
  if (E.knownFirst(w, true) || E.knownLast(w)) return true;
  return E.unknownNameWord(w) && !/(?:ing|tion|sion|ment|ness|ity|ics|ops|ware|soft|tech|pay|bank|corp)$/i.test(w);
}

function atLeast3(s: string, c: string): boolean {
  const i = s.indexOf(c);
  if (i === -1) return false;
  const j = s.indexOf(c, i + 1);
  return j !== -1 && s.indexOf(c, j + 1) !== -1;
}

/**
 * "100232,Ketevan,Japaridze,k.japaridze@…", "90012,Akosua,Owusu-Ansah,akosua.oa@…": two name-like cells whose person the
 * next cell's mailbox spells (its local part holds one of them, 4+ letters), whatever the lists know of either.
 */
function echoedInMail(a: string, b: string, after: Array<{ text: string }>): boolean {
  const mail = after.find((c) => /^[^\s@,;]+@[\w-]+(?:\.[\w-]+)+$/.test(c.text));
  if (!mail || !nameLikeCell(a) || !nameLikeCell(b)) return false;
  const local = fold(mail.text.slice(0, mail.text.indexOf("@")));
  return [a, b].some((cell) => cell.split(/[ \t-]+/).some((w) => w.length >= 4 && local.includes(fold(w))));
}
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[^a-z]/g, "");
function nameLikeCell(cell: string): boolean {
  const words = cell.split(/[ \t-]+/).filter((w) => w.length > 0);
  // An English noun's ending ("Billing", "Operations") is a department's mailbox, not a person's.
  return words.length <= 3 && !E.isPlace(cell) && words.every((w) => /^\p{Lu}/u.test(w) && !/(?:ing|tion|sion|ment|ness|ity|ics|ops)$/.test(w) && !isOrdinaryWord(w.toLowerCase()) && !E.isProper(w) && !E.isPlace(w) && !E.isNotName(w));
}

/** One listed given name that is no ordinary word and no place ("Valentina", "Joaquín"; not "Paris", "Summer"). */
function givenCell(cell: string): boolean {
  return !/[ \t]/.test(cell) && E.knownFirst(cell, true) && !isOrdinaryWord(cell.toLowerCase()) && !E.isPlace(cell) && !E.isProper(cell);
}
function listedSurnames(cell: string): boolean {
  return cell.split(/[ \t]+/).filter((w) => /^\p{Lu}/u.test(w)).every((w) => E.knownLast(w));
}
/** Every capitalised word a listed surname or a word no list knows as anything else ("Rojas", "Castañeda Ruiz", "Vaipulu"). */
function surnameCell(cell: string): boolean {
  const words = cell.split(/[ \t]+/).filter((w) => /^\p{Lu}/u.test(w));
  return words.length > 0 && !E.isPlace(cell) && words.every((w) => !isOrdinaryWord(w.toLowerCase()) && !E.isProper(w) && !E.isPlace(w) && (E.knownLast(w) || E.knownFirst(w, true) || E.unknownNameWord(w)));
}
