/**
 * Street addresses written in capitals. Shipping labels, HL7 messages, bank and postal forms print the whole address in
 * upper case ("HOUSE NO. 14, OSU BADU STREET", "47-12 QUEENS BLVD FL 2"), or a German or Nordic street alone on its line
 * ("LINDENALLEE 14" in a SWIFT payer block, one word with its type glued on, so the two-word run below misses it): the street grammars read a street's name by its
 * capitals and its type word in its usual case, so a line in capitals reads as no name at all. The view this module
 * builds writes each run of words in capitals as its words would be written in a sentence ("House No. 14, Osu Badu
 * Street"), same length, so the street detectors can read it and their findings keep their offsets.
 */

/** A street type word or a house-number marker in capitals, with a digit somewhere on the line: the view is worth building. */
const CAPITAL_STREET =
  /\b(?:STREET|ST|AVENUE|AVE|ROAD|RD|BOULEVARD|BLVD|LANE|LN|DRIVE|DR|COURT|CT|PLACE|PL|TERRACE|CRESCENT|CLOSE|SQUARE|PARKWAY|PKWY|HIGHWAY|HWY|WAY|HOUSE NO|PLOT|FLAT|CALLE|AVENIDA|AVDA|PASEO|PLAZA|CARRER|RUA|TRAVESSA|PRAÇA|ESTRADA|ALAMEDA|RUE|CHEMIN|ALLÉE|IMPASSE|QUAI|VIA|VIALE|PIAZZA|CORSO|ULICA|UL|STRADA|CALEA|JALAN|JL|[A-ZÄÖÜ]+(?:STRASSE|STRAßE|STR|WEG|GASSE|PLATZ|ALLEE|STRAAT|LAAN|GRACHT|GATAN|GATA|VÄGEN|VEJ|VEIEN|VEGEN))(?![\p{L}])/u;

/**
 * A run with no lower-case letter holding at least two words in capitals: a line (or an HL7 or CSV field) written in
 * upper case. Acronyms inside ordinary prose ("the API key for AWS") sit beside lower-case words and are left alone.
 */
const CAPITAL_RUN =
  /[^\p{Ll}\n|^]*\b[A-Z]{2,}[^\p{Ll}\n|^]*?[ \t,.]+[A-Z][A-Z'’-]+\b[^\p{Ll}\n|^]*|(?<![\p{L}\p{N}])[A-ZÄÖÜ]{3,}(?:STRASSE|STRAẞE|WEG|GASSE|PLATZ|ALLEE|STRAAT|LAAN|GRACHT|GATAN|GATA|VÄGEN|VEJ|VEIEN|VEGEN)[ \t]+\d{1,4}[A-Z]?(?![\p{L}\p{N}])/gu;
const CAPITAL_WORD = /(?<![\p{L}])(\p{Lu})([\p{Lu}'’]+)(?![\p{L}])/gu;
/**
 * Function words, written in lower case in a sentence: English ones ("RETRY 3 OF 5 ON DR NODE" reads "… of 5 on Dr Node",
 * no street), and the particles inside Romance, Dutch and German street names ("CALLE DE ALCALÁ" reads "Calle de Alcalá").
 */
const FUNCTION_WORD = /^(?:OF|ON|AT|TO|IN|BY|OR|AND|THE|FOR|FROM|WITH|IS|AS|IF|NOT|DE|DEL|LA|LAS|LOS|DO|DA|DOS|DAS|DI|DELLA|DELLE|DEI|DU|DES|LE|LES|VAN|VON|DER|DEN)$/;
/** A word in lower case letter by letter, so the view keeps the text's length ("İ" lower-cases to two characters: kept). */
const lowerSameLength = (w: string): string => [...w].map((c) => (c.toLowerCase().length === c.length ? c.toLowerCase() : c)).join("");

/** The text with every run of capitals written in title case (same length), or undefined when no run holds a street word. */
export function titleCasedCapitals(text: string): string | undefined {
  if (!CAPITAL_STREET.test(text) || !/\d/.test(text)) return undefined;
  let changed = false;
  const view = text.replace(CAPITAL_RUN, (run) => {
    if (!CAPITAL_STREET.test(run) || !/\d/.test(run)) return run;
    changed = true;
    return run.replace(CAPITAL_WORD, (w: string, first: string, rest: string) => (FUNCTION_WORD.test(w) ? lowerSameLength(w) : first + lowerSameLength(rest)));
  });
  return changed ? view : undefined;
}
