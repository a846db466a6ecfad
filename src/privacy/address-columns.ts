/**
 * Street addresses in a delimited export whose header names the column ("member_id,name,email,phone,postal_address,tier",
 * "employee,national_id,iban,street,phone", "name,line1,city,country"): the header says what each row's cell is, as a key
 * does for its value (address-fields.ts), so the cell only has to read like a street part — a house number beside a
 * street's name or a unit with its number (`streetLike`), or, with no number, capitalised words that end or open with a
 * word for a road ("Vuna Road", "Beach Road", a village's street has no number). The cell is the finding as written:
 * its city, when the export keeps it there, is part of the same postal line.
 */
import { ADDRESS_COLUMN, streetLike } from "./address-fields.ts";
import { headedRows } from "./delimited-rows.ts";
import type { Finding } from "./types.ts";

/** Cheap refusals: no table without a separator, no address column without one of its words. */
const ANY_SEPARATOR = /[,;\t]/;
const ADDRESS_WORD = /addr|line[12]|street|adres|direcci|indirizzo|endere|anschrift/i;

/** A word for a road after the street's name ("Vuna Road", "Sonja Henies plass"), and one before it ("Rue Hamra", "ul. Mokotowska"). */
const ROAD_AFTER =
  /^(?:road|rd|street|st|lane|ln|avenue|ave|drive|dr|way|close|crescent|terrace|place|square|boulevard|blvd|highway|hwy|straße|strasse|weg|gasse|allee|plass|gate|gata|gatan|vägen|veien|vej|utca|cadde|caddesi|sokak|sokağı|marg|nagar)\.?$/i;
const ROAD_BEFORE = /^(?:rue|calle|avenida|av|carrera|via|viale|strada|ulica|ul|vul|bulevar|rruga|jalan|jl)\.?$/i;
/** Two to six words, the first capitalised, no digit; a word for a road among the first three (after the first) or last, or opening it. */
function numberlessStreet(s: string): boolean {
  if (/\d|@|:\/\//.test(s) || s.length > 60) return false;
  const words = s.split(/[\s,]+/).filter(Boolean);
  if (words.length < 2 || words.length > 6 || !/^\p{Lu}/u.test(words[0]!)) return false;
  return ROAD_BEFORE.test(words[0]!) || words.slice(1, 3).some((w) => ROAD_AFTER.test(w)) || ROAD_AFTER.test(words[words.length - 1]!);
}

export function findAddressColumns(text: string): Finding[] {
  const out: Finding[] = [];
  if (!text.includes("\n") || !ANY_SEPARATOR.test(text) || !ADDRESS_WORD.test(text)) return out;
  for (const { cells, kinds } of headedRows(text, (name) => (ADDRESS_COLUMN.test(name.replace(/ /g, "_")) ? true : undefined))) {
    cells.forEach((cell, i) => {
      if (!kinds[i] || !cell.text) return;
      if (!streetLike(cell.text) && !numberlessStreet(cell.text)) return;
      out.push({ type: "street_address", start: cell.start, end: cell.start + cell.text.length, detector: "address-column", confidence: 0.8 });
    });
  }
  return out;
}

/**
 * A row of an export that splits the address over cells, with no header in the text (a row pasted alone, a line of a
 * file read line by line): the street's name, the house number, the postcode and the town, each in its own cell, in the
 * order the Dutch BAG fields (straat;huisnummer;postcode;woonplaats) and the German and Nordic exports keep them
 * ("Wilhelminastraat;14;3581 BG;Utrecht", "Hauptstraße,12a,10115,Berlin"). The name alone is the finding, as the
 * cell is written; it must hold a road's word (glued, "…straat", "…weg", "…gatan", or standing apart) so that a product,
 * a plan or a team before a number and a code is not read. The postcode is the evidence: the Dutch form (four digits and
 * two capitals) or four to five digits, then a capitalised town.
 */
const SPLIT_ROW = /(?<=^|[;,\t|])(\p{Lu}[\p{L}\p{M}'’.-]+(?:[ ][\p{L}\p{M}'’.-]+){0,3})[;,\t|]\d{1,5}[A-Za-z]?(?:[- ]?(?:[A-Za-z]{1,4}|[IVX]{1,4}|\d{1,3}))?[;,\t|](?:\d{4}[ ]?[A-Z]{2}|\d{4,5})[;,\t|]\p{Lu}/gmu;
const GLUED_ROAD = /(?:straat|weg|laan|plein|gracht|kade|singel|dijk|dreef|steeg|straße|strasse|gasse|allee|platz|vej|gade|gatan|gata|vägen|veien|väg)$/i;
export function findSplitAddressRows(text: string): Finding[] {
  const out: Finding[] = [];
  if (!/[;,\t|](?:\d{4}[ ]?[A-Z]{2}|\d{4,5})[;,\t|]/.test(text)) return out;
  for (const m of text.matchAll(SPLIT_ROW)) {
    const name = m[1]!;
    const words = name.split(" ");
    if (!GLUED_ROAD.test(words[words.length - 1]!) && !words.some((w) => ROAD_AFTER.test(w) || ROAD_BEFORE.test(w))) continue;
    out.push({ type: "street_address", start: m.index!, end: m.index! + name.length, detector: "address-split-row", confidence: 0.75 });
  }
  return out;
}

/**
 * A header-less contact row's street cell written number first with no word for a road ("…,+44 7911 483 220,19 Peckham
 * Rye,London,United Kingdom,…", "…,726-98-7340,77 Bowery Apt 5F,New York,NY,…"), as English-speaking countries' exports write
 * it: a house number, one to three capitalised words and perhaps a unit, the cell alone between CSV commas, the town's own
 * capitalised cell right after it and then its state, postcode or country, and a person's other data in the row (a phone in international form, an IBAN or an SSN)
 * as a CRM, payroll or tax export holds. The road's word is what the grammar readers need; here the row's layout stands for it.
 */
const NUMBER_FIRST_CELL =
  /(?<=^|,)\d{1,5}[A-Za-z]?[ ]\p{Lu}[\p{L}\p{M}'’-]+(?:[ ]\p{Lu}[\p{L}\p{M}'’.-]+){0,2}(?:[ ](?:Apt|Apartment|Unit|Suite|Ste|Flat|#)\.?[ ]?[A-Za-z0-9-]{1,6})?(?=,\p{Lu}[\p{L}\p{M}'’-]+(?:[ ]\p{Lu}[\p{L}\p{M}'’-]+){0,2},(?:[A-Z]{2,3}|[A-Z0-9]{0,4}\d[A-Z0-9]{1,4}(?:[ -][A-Z0-9]{3,4})?|\p{Lu}\p{Ll}+(?:[ ]\p{Lu}\p{Ll}+){0,2})(?:,|$))/gmu;
const ROW_PERSON_DATA = /\+\d{1,3}[ \d-]{7,16}\d|\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}\b|(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/;
export function findNumberFirstRowStreets(text: string): Finding[] {
  const out: Finding[] = [];
  if (!/,\d{1,5}[A-Za-z]? \p{Lu}/u.test(text)) return out;
  for (const m of text.matchAll(NUMBER_FIRST_CELL)) {
    const lineStart = text.lastIndexOf("\n", m.index!) + 1;
    const lineEnd = text.indexOf("\n", m.index!);
    const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
    if ((line.match(/,/g)?.length ?? 0) < 4 || !ROW_PERSON_DATA.test(line)) continue;
    out.push({ type: "street_address", start: m.index!, end: m.index! + m[0].length, detector: "address-number-first-cell", confidence: 0.75 });
  }
  return out;
}
