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
