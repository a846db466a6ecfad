import { execAll } from "./regex.ts";
import { UNIT_AFTER_NUMBER, UNIT_WORD } from "./address-units.ts";
import type { Finding } from "./types.ts";

/**
 * Streets written as a bare name and a house number, with no type word — Croatian "Ilica 242", Icelandic "Laugavegur 31",
 * Argentine "Gorriti 5870", Basque "Andre zigarrogileak plaza 1": most of Central and Eastern Europe, the Nordics and
 * Latin America name streets so. "Name + number" alone is a product's version as often ("Windows 11", "Python 3"), so
 * the street grammars never read it; what says it is an address is what follows the number, in the order every
 * national format writes an address (the UPU's S42 templates): a flat or floor ("…, 3. kat", "…, PB 2", "… as. 7") or a
 * postcode and a town ("… 101 REYKJAVIK", "…, 20012 Donostia").
 */

/** A house number ("242", "81a", "73/II") where something address-like may follow. */
const HOUSE_NUMBER = /(?<=[\p{L}\p{M}.][ \t]+)\d{1,5}[a-z]?(?:\/(?:[IVX]{1,4}|\d{1,3}))?(?![\p{L}\p{N}/.-]|[.,]\d)/gu;
/**
 * A postcode and a town after the number: three to five digits (not a year), then a capitalised or upper-case town word
 * that ends its field (a comma, a line end, a quote, a dash, another capitalised word of the town). In a CSV row the
 * postcode and town are the next field ("Ilica 142","10000 Zagreb"): the separator may be a quoted comma. An address block
 * puts them on the next line (a letter's, a payment slip's: HUB3's "Vukovarska 58\n21000 Split"), a one-line label between
 * " · ", " | " or " / " ("Kneza Miloša 50 · 11000 Beograd").
 */
const POSTCODE_TOWN = /(?:,?[ \t]+|["']?[,;]["']?[ \t]*|[ \t]*\r?\n[ \t]*|[ \t]+[·•|\/][ \t]+)(?!(?:19|20)\d\d\b)(?:\d{3}(?:[ \t]\d{2})?|\d{4,5})[ \t]+\p{Lu}[\p{L}'’-]{2,}(?=[ \t]*(?:[,;"'\n)—–|·•]|$)|[ \t]+\p{Lu})/uy;
/**
 * The same postcode and town running on into a sentence ("…, 5035 Bergen open Monday"): read only where a locative word
 * stands right before the street's name ("at", "på", "in", "à" …), as prose gives a place.
 */
const POSTCODE_TOWN_PROSE = /,[ \t]+(?!(?:19|20)\d\d\b)\d{4,5}[ \t]+\p{Lu}[\p{L}'’-]{2,}(?=[ \t]+\p{Ll})/uy;
/**
 * A town alone after the number, with no postcode ("…at Hlavná 12, Košice — …", "moved to Ilica 242, Zagreb."): one or two
 * capitalised words that end their clause. Read only where a locative word stands right before the street's name, one or
 * two words long, as prose gives a place ("at Gate 12, Frankfurt" is refused by THING_WORD).
 */
/**
 * Developer text writes "to Kubernetes 1, Docker." as often: with a town and no postcode, the street is read only where a
 * letter beyond ASCII in the name or the town says the language is not English (English streets carry a type word), or a
 * verb of moving, living or sending stands before the locative ("moved to", "lives at", "ship to").
 */
const NOT_ASCII = /[^\x00-\x7f]/;
const PLACE_VERB_BEFORE = /(?:^|[^\p{L}])(?:moved|moving|relocated|lives?|living|located|based|deliver(?:ed|ing)?|ship(?:ped|ping)?|send|sent|mail(?:ed)?|post(?:ed)?|forward(?:ed)?)[ \t]+(?:to|at|in)[ \t]+$/iu;
const TOWN_PROSE = /,[ \t]+\p{Lu}[\p{L}\p{M}'’-]{2,}(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]{2,})?(?=[ \t]*(?:[,;.!?)\n—–|"']|$)|[ \t]+[-—–][ \t])/uy;
const LOCATIVE_BEFORE = /(?:^|[^\p{L}])(?:at|in|on|to|from|på|i|til|fra|ved|an|auf|nach|in|im|à|au|en|em|no|na|op|naar|bij|w|we|u|v|vid|hos|till)[ \t]+$/iu;
/** The street's name before the number: one to three words, the first capitalised ("Булевар краља Александра", "Andre zigarrogileak plaza"). */
const NAME_BEFORE = /(?:^|[^\p{L}\p{M}\p{N}'’.@/_&-])(\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+[\p{L}\p{M}][\p{L}\p{M}'’-]*){0,2})[ \t]+$/u;
/**
 * Words that name things with versions, sizes and counts, not streets ("Windows 11, 2nd floor" is rare, "Release 3 … 2000
 * Users" is not): a bare name starting with one of them is never read as a street.
 */
const THING_WORD = /^(?:Stage|Hall|Halle|Booth|Stand|Pier|Dock|Berth|Bay|Kapitel|Seite|Teil|Runde|Gleis|Bahnsteig|Saal|Lane|Lap|Heat|Court|Pitch|Aisle|Row|Seat|Slot|Channel|Camera|Screen|Build|Version|Release|Sprint|Issue|Ticket|Order|Invoice|Room|Page|Step|Phase|Level|Chapter|Section|Table|Figure|Line|Item|Case|Run|Job|Task|Node|Port|Rack|Floor|Gate|Terminal|Platform|Track|Route|Bus|Flight|Train|Week|Day|Year|Tier|Batch|Shard|Region|Zone|Cluster|Server|Host|Pod|Worker|Test|Story|Epic|Bug|Patch|Rev|Revision|Draft|Part|Vol|No|Nr|Number|Total|Score|Rank|Python|Windows|Java|Node|Ubuntu|Debian|Android|iOS|macOS|Office|Server|Studio|Team|Group|Grade|Class|Year|Season|Episode|Act|Scene|Model|Series|Type|Size|Form|Unit|Apt|Suite|Block|Lot|Plot|House|Ward)$/u;

const UNIT_LEAD = new RegExp(`^${UNIT_WORD}\\.?$`, "u");
/** Labels and booking words that may stand before a street in the same run of capitals. */
const LABEL_WORD = /^(?:address|adresse|adres|addr|adresa|adressi|osoite|heimilisfang|location|venue|premises|pax|to|at|from|in)$/i;

/**
 * A street in a table's or a CSV row's cell, "Name 12" or "Name 12, Town" and nothing else in it ("| Spalenberg 22, Basel",
 * ',"Masarykova 27",Brno,'): a town follows, in the cell or as the next one (a town's own cell, "Dublin 2" or "Bangkok
 * 10110", has none after it; a town's district number may follow it, "Praha 1", "Wien 7"), and the row holds a person's other data (an
 * IBAN or a phone number in international form), as a customer, KYC or payroll export does. A version in a bug report's
 * table ("| ana@… | Firefox 121, Windows |") has an e-mail beside it, not those.
 */
const FIELD_END = /(?:,[ \t]*|["']?[ \t]*[|,;\t][ \t]*["']?)\p{Lu}[\p{L}\p{M}'’-]{2,}(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]{2,}|[ \t]+\d{1,2})?["']?[ \t]*(?:[|,;\t\n]|$)/uy;
// A cell opens after a table's bar, a tab, a ";" or a CSV comma with no space after it (prose writes ", ": "…, Hyrja 2, Kati 4").
const CELL_OPENS = /(?:(?:^|[|;\t\n])[ \t]*|,)["']?$/;
const PERSON_DATA = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}|\+\d{1,3}[ \d-]{7,16}\d/; // an e-mail alone is not enough: a bug table has one beside "Firefox 121, Windows"
function personRow(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at) + 1;
  const lineEnd = text.indexOf("\n", at);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  return /[|,;\t]/.test(line) && PERSON_DATA.test(line);
}

export function findBareStreets(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of execAll(HOUSE_NUMBER, text)) {
    const end = m.index + m[0].length;
    UNIT_AFTER_NUMBER.lastIndex = end;
    POSTCODE_TOWN.lastIndex = end;
    POSTCODE_TOWN_PROSE.lastIndex = end;
    let inProse = false;
    let townOnly: RegExpExecArray | null = null;
    let inRow = false;
    const postcodeTown = POSTCODE_TOWN.test(text);
    if (!postcodeTown && !UNIT_AFTER_NUMBER.test(text)) {
      if (!POSTCODE_TOWN_PROSE.test(text)) {
        TOWN_PROSE.lastIndex = end;
        townOnly = TOWN_PROSE.exec(text);
        FIELD_END.lastIndex = end;
        inRow = m[0].length <= 4 && FIELD_END.test(text) && personRow(text, m.index);
        if (!townOnly && !inRow) continue;
      }
      inProse = !inRow;
    }
    const before = text.slice(Math.max(0, m.index - 60), m.index);
    const name = NAME_BEFORE.exec(before);
    if (!name) continue;
    let words = name[1]!.split(/[ \t]+/);
    // The word before the number is a thing's or a unit's ("Release 3", "House 233": the unit grammar's), not a street's name.
    if (THING_WORD.test(words[words.length - 1]!) || UNIT_LEAD.test(words[words.length - 1]!)) continue;
    // A label before the street is not its name ("RM PAX ADDRESS LAUGAVEGUR 31").
    while (words.length > 1 && LABEL_WORD.test(words[0]!)) words = words.slice(1);
    // A lower-case word may stand inside the name ("Булевар краља Александра"), not end it ("Ilica is 242").
    // With a postcode and a town after the number and a letter beyond ASCII in the name, a lower-case last word is the
    // name's own ("Mlynské nivy 48, 821 09 Bratislava", "Dlouhá třída 5, 110 00 Praha"): English streets carry a type word.
    const postcoded = postcodeTown && NOT_ASCII.test(name[1]!) && words[words.length - 1]!.length >= 4;
    if (words.length > 1 && !postcoded && /^\p{Ll}/u.test(words[words.length - 1]!) && !/^(?:plaza|kalea|etorbidea|iela|gatvė|kelias|tänav|utca|út|tér|gata|gate|vegur|vej|vei|väg|gatan)$/u.test(words[words.length - 1]!)) continue;
    const gap = before.length - before.trimEnd().length;
    const nameLength = words.join(" ").length + (name[1]!.length - name[1]!.replace(/[ \t]+/g, " ").length);
    const nameStart = m.index - gap - nameLength;
    // In a row, the street fills its own cell: its name opens the cell ("| Spalenberg 22, Basel", ',"Masarykova 27",Brno').
    if (inRow && !townOnly && !CELL_OPENS.test(text.slice(Math.max(0, nameStart - 3), nameStart))) continue;
    if (inRow && townOnly && !CELL_OPENS.test(text.slice(Math.max(0, nameStart - 3), nameStart)) && !LOCATIVE_BEFORE.test(text.slice(Math.max(0, nameStart - 12), nameStart))) continue;
    if (inProse && (words.length > 2 || !LOCATIVE_BEFORE.test(text.slice(Math.max(0, nameStart - 12), nameStart)))) continue;
    if (townOnly && !inRow && !NOT_ASCII.test(text.slice(nameStart, end) + townOnly[0]) && !PLACE_VERB_BEFORE.test(text.slice(Math.max(0, nameStart - 24), nameStart))) continue;
    out.push({ type: "street_address", start: nameStart, end, detector: "address:bare-street", confidence: 0.7 });
  }
  return out;
}
