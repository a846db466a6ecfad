import { execAll } from "./regex.ts";
import { HOUSE_NAME_WORDS } from "./address-units.ts";
import type { Finding } from "./types.ts";

/**
 * Streets with no house number, named by their type word: across the Pacific, East Africa and rural Britain a door is
 * found by its street and its village or suburb, not a number ("Vuna Road, Ma'ufanga, Nuku'alofa", "Vaea Street,
 * Saleufi", "Mombasa Road, Godown 14, Nairobi"). The street grammars read a type word only after or before a number,
 * so these read as no address at all. A capitalised name and a type word alone is a landmark or a metonym as often
 * ("Wall Street", "Abbey Road"); what says it is an address is what follows in the order every address writes it: a
 * comma and a locality (a place name or a numbered building) that ends its field — or, in a row that holds a person's
 * other data, the street filling its own cell (',Vuna Road,' beside a phone number).
 */

/** One to three capitalised words and an English type word ("Taufa'ahau Road", "Maka Al Mukarama Road"); not "Drive" nor "Lane", which
 * name storage and queues as often ("Google Drive, Dropbox", "Swim Lane, Backlog"). */
const TYPED_STREET = /(?<![\p{L}\p{M}\p{N}'’.@/_&-])(?:\p{Lu}[\p{L}\p{M}'’-]*[ \t]+){1,3}(?:Road|Street|Avenue|Highway|Boulevard)(?![\p{L}\p{M}\p{N}])/gu;
/**
 * Streets used for what stands on them, not as a place to send things ("Wall Street", "Downing Street", "Madison
 * Avenue"), songs and stories ("Penny Lane", "Sesame Street"), and words that open a sentence or a phrase, not a name.
 */
const NOT_A_STREET_NAME = /^(?:Wall|Downing|Fleet|Madison|Sesame|Abbey|Penny|Silk|Easy|Memory|Electric|Main|Dead|One|Two|The|A|An|On|In|At|To|From|Our|My|Your|Their|His|Her|This|That|Each|Every|Any|Some|No|Which|What|Both)$/;
/**
 * A comma and a locality that ends its field: one or two capitalised words ("Ma'ufanga", "Moto'otua") or a numbered
 * building ("Godown 14"), then a comma, a semicolon, a quote, a bar, a dash, a bracket, a line end or the text's end.
 */
// A bracketed remark after the locality ends it too ("Wharf Street, Tauranga (unit 2)", "Beach Road, Apia (stall B-14)").
const LOCALITY_AFTER = /,[ \t]+(?:\p{Lu}[\p{L}\p{M}'’-]+(?:[ \t]+\p{Lu}[\p{L}\p{M}'’-]+)?|\p{Lu}\p{Ll}+[ \t]+\d{1,4})(?=[ \t]*(?:[,;"'|\n—–()]|[ \t]-[ \t]|$))/uy;
// A CSV comma with no space after it closes the number's cell (',+676 771 3301,Vuna Road,'): the street is its own cell.
const NUMBER_BEFORE = /\d[\p{L}]{0,2}(?:[ \t]*[/-]|,)?[ \t]+(?:St\.?[ \t]+)?$/u;
/** Where a cell of a row opens (a bar, a tab, a ";", a CSV comma with no space after it) and where it closes. */
const CELL_OPENS = /(?:(?:^|[|;\t\n])[ \t]*|,)["']?$/;
const CELL_CLOSES = /["']?[ \t]*(?:[|,;\t\n]|$)/y;
const PERSON_DATA = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){3,7}|\+\d{1,3}[ \d-]{7,16}\d/;

function personRow(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf("\n", at) + 1;
  const lineEnd = text.indexOf("\n", at);
  return PERSON_DATA.test(text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd));
}

export function findUnnumberedStreets(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of execAll(TYPED_STREET, text)) {
    const first = m[0].split(/[ \t]+/)[0]!;
    if (NOT_A_STREET_NAME.test(first)) continue;
    // A house number before the name makes it a numbered street, the street grammars' ("48 Kaikorai Valley Road, Dunedin"):
    // read here it would outrun their reading and leave the number outside the address.
    if (NUMBER_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const end = m.index + m[0].length;
    LOCALITY_AFTER.lastIndex = end;
    const locality = LOCALITY_AFTER.exec(text);
    if (locality) {
      out.push({ type: "street_address", start: m.index, end: end + locality[0].length, detector: "address:unnumbered-street", confidence: 0.65 });
      continue;
    }
    CELL_CLOSES.lastIndex = end;
    if (CELL_OPENS.test(text.slice(Math.max(0, m.index - 3), m.index)) && CELL_CLOSES.test(text) && personRow(text, m.index)) {
      out.push({ type: "street_address", start: m.index, end, detector: "address:unnumbered-street", confidence: 0.6 });
    }
  }
  return out;
}

/**
 * A house known by its name before the street it stands on, as Royal Mail's address file keeps it (the building name
 * ahead of the thoroughfare: "Ivy Cottage, Sandsend Road", "Tŷ Coch, Heol y Llan") and as rural Italy, Spain and Latin
 * America write a farm's or estate's ("Podere Le Ripi, Strada di Castelnuovo 31", "Hacienda San Gabriel, Camino Real 4").
 * The name is evidence only with the words houses are named by (a cottage, a farm, a lodge; Welsh "Tŷ", Italian
 * "Podere"), and only before a comma and a street with its type word: "Ivy Cottage" alone is a name like any other.
 * (Before a street that opens on its house number the unit grammar reads the name: address-units.ts `houseNameStart`.)
 */
const NAME_WORD = "\\p{Lu}[\\p{L}\\p{M}'’-]*";
// "Ty" without its circumflex is also a given name ("Ty Burrell"): only before the adjectives Welsh houses are named by
// (new, white, big, red, lowest, highest, old, black, middle …).
const HOUSE_HEAD = "(?:Tŷ|Ty(?=[ \\t]+(?:Newydd|Gwyn|Mawr|Coch|Isaf|Uchaf|Hen|Du|Canol|Cerrig|Glas|Bach|Capel|Croes|Llwyd|Melyn|Nant)\\b)|Taigh|Bwthyn|Podere|Cascina|Masseria|Casale|Villa|Finca|Hacienda|Quinta|Casa|Chalet|Mas)";
const HOUSE_TAIL = `(?:${HOUSE_NAME_WORDS}|Mill|Villa|Steading)`;
const LINKING = "(?:y|yr|na|an|a'|de|del|della|di|do|da|le|la|les|du|des|of|the)";
const HOUSE_NAME = `(?:${HOUSE_HEAD}(?:[ \\t]+(?:${LINKING}[ \\t]+)?${NAME_WORD}){1,3}|(?:${NAME_WORD}[ \\t]+){1,2}${HOUSE_TAIL})`;
/** The street after it: capitalised words and an English type word, or a type word first with its name, a house number optional. */
const STREET_AFTER = `(?:(?:${NAME_WORD}[ \\t]+){1,3}(?:Road|Street|Lane|Avenue|Hill|Terrace|Row|Way|Close|Drive)|(?:Heol|Stryd|Ffordd|Lôn|Strada|Via|Viale|Calle|Camino|Carretera|Rue|Chemin|Rua|Estrada)[ \\t]+(?:${LINKING}[ \\t]+)?${NAME_WORD}(?:[ \\t]+(?:${LINKING}[ \\t]+)?${NAME_WORD}){0,2})(?:[ \\t]+\\d{1,4}[A-Za-z]?)?(?![\\p{L}\\p{N}])`;
const NAMED_HOUSE_STREET = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}'’.@/_&-])(?:\\d{1,4}[ \\t]+)?${HOUSE_NAME},[ \\t]+${STREET_AFTER}`, "gu");
const NAMED_HOUSE_GATE = new RegExp(`${HOUSE_HEAD}[ \\t]|[ \\t]${HOUSE_TAIL},`, "u");

export function findNamedHouseStreets(text: string): Finding[] {
  if (!NAMED_HOUSE_GATE.test(text)) return [];
  const out: Finding[] = [];
  for (const m of execAll(NAMED_HOUSE_STREET, text)) {
    out.push({ type: "street_address", start: m.index, end: m.index + m[0].length, detector: "address:named-house-street", confidence: 0.65 });
  }
  return out;
}
