import { execAll } from "./regex.ts";
import { UNIT_WORD } from "./address-units.ts";
import { LOWER_PARTICLES, PARTICLE } from "./name-particles.ts";
import type { Finding } from "./types.ts";

/**
 * Addresses written as a chain of comma segments, each a named place with its number — "Plot 45, Msasani Peninsula, House
 * 9", "Bole Sub-City, Woreda 03, House No. 1127", "Sicap Liberté 6, villa n° 6342", "বাড়ি ১২, রোড ৫" — the form of
 * countries whose streets are not numbered door by door (plots, stands, erven, woredas, villas, compounds). No street
 * grammar reads them: the evidence is the chain's structure — two or more segments, at least one "unit word + number"
 * and the rest "words + number" or capitalised names — and where it stands in its field (after a label, "to", "at", a
 * quote or a line start, a name segment may lead it). The chain stops before a town ("…, Addis Ababa, +251 …": a name
 * segment after the last numbered one, unless another name follows it), a postcode or anything else.
 */

/**
 * "Villa 112", "House No. 1127", "Woreda 03", "rue E 42", "Extension 9", "villa n° 6342", "Block C": words and a number;
 * a plot's number may carry its land-registry parcel after a slash, as Kenya's "L.R. No." does ("Plot 209/8721").
 */
const NUMBERED = /^(?<words>(?:[\p{L}\p{M}][\p{L}\p{M}'’.-]*[ \t]+){1,4})(?:No\.?|N[oº°]\.?|n°|nº|#)?[ \t]*(?<n>\p{N}{1,4}[A-Za-z]?(?:\/\p{N}{1,5})?|[A-Z](?=$))$/u;
/** "418 Kaipara Coast Highway", "2 Hải Triều": a house number and its street's name ("1040 Bruxelles", a postcode and its town, is not). */
const NUMBER_FIRST = /^(?:\p{N}{1,3}[A-Za-z]?(?:[ \t]+[\p{L}\p{M}][\p{L}\p{M}'’.-]*){1,4}|\p{N}{4}(?:[ \t]+[\p{L}\p{M}][\p{L}\p{M}'’.-]*){2,4})$/u;
/** "3rd Floor", "2nd floor", Swahili "Ghorofa 2", "Ghorofa ya 3" (the floor where East African buildings number no doors). */
const FLOOR = /^(?:\d{1,3}(?:st|nd|rd|th)[ \t]+[Ff]loor|[Gg]horofa(?:[ \t]+ya)?[ \t]+\d{1,3})$/;
/** "Msasani Peninsula", "Kimathi House", "ধানমন্ডি": one to four words, no digit, each capitalised (or uncased script). */
const NAME = new RegExp(`^(?:[\\p{Lu}\\p{Lo}][\\p{L}\\p{M}'’.-]*)(?:[ \\t]+(?:[\\p{Lu}\\p{Lo}][\\p{L}\\p{M}'’.-]*|d'|${LOWER_PARTICLES}))*$`, "u");
const UNIT_WORDS = `(?:${UNIT_WORD}|Hse|Woreda|Kebele|Compound|Extension|Sector|Phase|Street|Road|Rue|Calle|Block|Plot|Villa|Lot|Stand|Erf|Shop|House|Cottage|RD|বাড়ি|রোড|বাসা|ফ্ল্যাট|ব্লক|फ्लैट|फ़्लैट|मकान|प्लॉट|ब्लॉक|सेक्टर|गली|रोड|मार्ग)`;
const UNIT_LEAD = new RegExp(`^${UNIT_WORDS}\\.?$`, "iu");
/** A field holds a chain only if a unit word stands before a number somewhere in it (tested once per field). */
const UNIT_IN_FIELD = new RegExp(`(?<![\\p{L}])${UNIT_WORDS}\\.?[ \\t]*(?:No\\.?|N[oº°]\\.?|n°|#)?[ \\t]*(?:\\p{N}|[A-Z](?![\\p{L}]))|\\d{1,3}(?:st|nd|rd|th)[ \\t]+[Ff]loor|[Gg]horofa(?:[ \\t]+ya)?[ \\t]+\\d`, "iu");
/** Where a chain may start with a name segment: after "to", "at", "is", the word for address, a quote, a bracket or a line start. */
const ROLE_BEFORE = /(?:^|\n|["'(\[]|\b(?:to|at|is|address|adresse|adres|direcci[oó]n|endereço|indirizzo)[ \t]*[:：]?)[ \t]*$/iu;
/**
 * A street with no house number, named by its type word ("Sheikh Zayed Rd", "Ngong Road"): where streets are not numbered
 * door by door, the street, the building and the unit are the address, whatever word hands it over ("… إلى Sheikh Zayed
 * Rd, Al Moosa Tower 2, Office 1904"). An Addis Ababa address opens the same way on its sub-city (kifle ketema), the district
 * before the woreda and the house ("Bole Sub-City, Woreda 03, House No. 1142": L, N).
 */
const STREET_NAMED = /^(?:\p{Lu}[\p{L}'’.-]*[ \t]+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Highway|Hwy|Boulevard|Blvd|Lane|Drive|Sub-City)\.?$/u;
/** A field: a line cut at dashes, pipes, semicolons, a label's colon, quotes, tabs and brackets. */
const FIELD = /[^\n—–|;:："\t()[\]]+/g;

type Kind = "unit" | "numbered" | "street" | "floor" | "name";

function kindOf(seg: string): Kind | undefined {
  if (FLOOR.test(seg)) return "floor";
  const m = NUMBERED.exec(seg);
  if (m) {
    const words = m.groups!.words!.trim().split(/[ \t]+/);
    const unit = words.some((w) => UNIT_LEAD.test(w));
    // Lower-case words are a sentence's ("met on Day 2"), unless they name the unit ("villa n° 6342", "rue E 42").
    if (words.some((w) => /^\p{Ll}/u.test(w) && !UNIT_LEAD.test(w) && !PARTICLE.test(w))) return undefined;
    // A town with its postcode ("Warkworth 0982", "ঢাকা ১২০৫") has four digits after a word that names no unit.
    if (!unit && /\p{N}{4}/u.test(m.groups!.n!)) return undefined;
    if (!unit && /^[A-Z]$/.test(m.groups!.n!)) return undefined;
    return unit ? "unit" : "numbered";
  }
  if (NUMBER_FIRST.test(seg)) return "street";
  if (NAME.test(seg) && seg.split(/[ \t]+/).length <= 4) return "name";
  return undefined;
}

/** The gate: a number and a comma within one segment of each other; a chain has at least one such pair. */
const GATE = /\p{N}[^,\n]{0,60},|,[^,\n]{0,60}?\p{N}/u;

export function findAddressChains(text: string, out: Finding[]): void {
  if (!text.includes(",") || !GATE.test(text)) return;
  for (const field of execAll(FIELD, text)) {
    const f = field[0];
    if (f.length < 8 || !f.includes(",") || !GATE.test(f) || !UNIT_IN_FIELD.test(f)) continue;
    // Segments with their offsets in the text.
    const segs: Array<{ s: number; e: number; kind: Kind | undefined }> = [];
    let at = 0;
    for (const part of f.split(/[,،]/)) {
      let lead = part.length - part.trimStart().length;
      let seg = part.trim();
      let kind = seg ? kindOf(seg) : undefined;
      // The field's first segment may open with the sentence that hands the address over ("send the SIM to Erf 2231", "ship
      // to Moi Avenue"): the longest tail after a lower-case word that reads as a segment.
      // The same for a later segment (after an Arabic comma: "مرحبا خالد، تم إرسال الطلب إلى Sheikh Zayed Rd, …"); a word of an
      // uncased script hands it over as a lower-case one does.
      // Inside a later segment only such a word cuts: a lower-case one there is a street's own ("str. Ștefan cel | Mare 64").
      // In a script with no capitals the sentence's words before the unit word read as the unit's own words ("আপনার পার্সেল বাড়ি ২৭":
      // "your parcel" before "house 27"): the segment starts at the unit word.
      if (kind === "unit" && /^[\p{Script=Bengali}\p{Script=Tamil}\p{Script=Devanagari}]/u.test(seg)) {
        const words = seg.split(/[ \t]+/);
        const u = words.findIndex((w) => UNIT_LEAD.test(w));
        if (u > 0) {
          const tail = seg.slice(seg.indexOf(words[u]!, words.slice(0, u).join(" ").length));
          lead += seg.length - tail.length;
          seg = tail;
          for (const earlier of segs) earlier.kind = undefined; // the sentence handed the address over here: it starts here
        }
      }
      if (!kind) {
        const cuts = segs.length === 0 ? /(?<=^|[ \t])(?:\p{Ll}+|[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Han}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}]+)[ \t]+(?=\S)/gu : /(?<=^|[ \t])[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Han}\p{Script=Hangul}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}]+[ \t]+(?=\S)/gu;
        for (const cut of execAll(cuts, seg)) {
          if (PARTICLE.test(cut[0].trim())) continue; // inside a name: "Rue de la | Loi 155" is no cut
          const tail = seg.slice(cut.index + cut[0].length);
          if (/^\p{Lo}/u.test(tail) && /\p{Lu}/u.test(tail)) continue; // one name is written in one script: "إلى Sheikh Zayed Rd" is cut again
          const k = kindOf(tail);
          // In a script with no capitals the sentence's words read as a name's: the tail must open on the unit word itself
          // ("আপনার পার্সেল | বাড়ি ২৭" is cut before "বাড়ি", not before "পার্সেল").
          if (k && /^[\p{Script=Bengali}\p{Script=Tamil}\p{Script=Devanagari}]/u.test(tail) && !UNIT_LEAD.test(tail.split(/[ \t]/)[0]!)) continue;
          if (k) { lead += seg.length - tail.length; seg = tail; kind = k; break; }
        }
        // A later segment handed over by lower-case words is cut too when what follows is a street named by its type ("…, shipping to
        // Moi Avenue, Bihi Towers, 5th floor"): a street's own lower-case word ("str. Ștefan cel Mare 64") leaves no such tail.
        if (!kind && segs.length > 0) {
          const handed = /^(?:.*[ \t])?\p{Ll}+[ \t]+(?=\p{Lu})/u.exec(seg);
          const tail = handed ? seg.slice(handed[0].length) : "";
          if (tail && STREET_NAMED.test(tail)) { lead += seg.length - tail.length; seg = tail; kind = "name"; }
        }
      }
      const s = field.index! + at + lead;
      segs.push({ s, e: s + seg.length, kind });
      at += part.length + 1;
    }
    for (let i = 0; i < segs.length; i++) {
      if (!segs[i]!.kind) continue;
      let j = i;
      while (j + 1 < segs.length && segs[j + 1]!.kind) j++;
      // A chain that fills a quoted field to its end (a CSV cell, an SQL string) is the address whole, names after it included.
      const fieldEnd = field.index! + f.length;
      const quoted = i === 0 && j === segs.length - 1 && /^["']/.test(text.slice(fieldEnd, fieldEnd + 1)) && /["']$/.test(text.slice(Math.max(0, field.index! - 1), field.index!)) && !text.slice(segs[j]!.e, fieldEnd).trim();
      emitChain(text, segs.slice(i, j + 1), quoted, out);
      i = j;
    }
  }
}

function emitChain(text: string, chain: Array<{ s: number; e: number; kind: Kind | undefined }>, wholeField: boolean, out: Finding[]): void {
  // The chain's core: from the first numbered segment to the last one.
  const numbered = (k: Kind | undefined) => k === "unit" || k === "numbered" || k === "street" || k === "floor";
  let first = chain.findIndex((c) => numbered(c.kind));
  if (first === -1) return;
  let last = chain.length - 1;
  while (!numbered(chain[last]!.kind)) last--;
  // One name after the last numbered segment when another name follows it: the place, then the town ("Shop 23, Kantin Kwari Market, Kano").
  if (last + 2 < chain.length && chain[last + 1]!.kind === "name" && chain[last + 2]!.kind === "name") last++;
  if (wholeField) { first = 0; last = chain.length - 1; }
  // Up to two names before the core when the chain starts its field's role ("Ship to: Moi Avenue, Kimathi House, 3rd Floor, …").
  const lead = Math.max(0, first - 2);
  for (let k = lead; k < first; k++) {
    const segment = text.slice(chain[k]!.s, chain[k]!.e);
    if (ROLE_BEFORE.test(text.slice(Math.max(0, chain[k]!.s - 16), chain[k]!.s)) || (chain[k]!.kind === "name" && STREET_NAMED.test(segment))) { first = k; break; }
  }
  const core = chain.slice(first, last + 1);
  if (core.length < 2) return;
  const units = core.filter((c) => c.kind === "unit").length;
  const numberedCount = core.filter((c) => numbered(c.kind)).length;
  // A unit word and one more numbered segment, or a unit word beside a street's house number or a floor; names alone never.
  // A floor stands for the unit when the chain opens on a street named by its type ("Moi Avenue, Bihi Towers, 5th floor"):
  // street, building and floor are the whole address where doors are not numbered.
  const floorOfNamedStreet = core.some((c) => c.kind === "floor") && STREET_NAMED.test(text.slice(core[0]!.s, core[0]!.e));
  if ((units === 0 && !floorOfNamedStreet) || numberedCount < 2 && !core.some((c) => c.kind === "name")) return;
  out.push({ type: "street_address", start: core[0]!.s, end: core[core.length - 1]!.e, detector: "address:chain", confidence: 0.75 });
}
