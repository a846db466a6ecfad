import { execAll } from "./regex.ts";
import { findAddressChains } from "./address-chains.ts";
import type { Finding } from "./types.ts";

/**
 * Street addresses that the text itself calls addresses: the value of a field whose key names one
 * (`"address": "…"`, `line2=…`, `shipping_address:`) and the rest of a line after a label that does
 * ("Ship to: …", "Dirección: …", "Adresse de facturation : …", "Διεύθυνση: …"). The street grammar
 * (detectors.ts) has to guess from a street's shape, which varies by country more than any list of
 * forms can follow ("Ermou 56", "Vinohradská 1511/230", "Bahariye Cd. No:47 D:5"); a label says it
 * outright, so the shape only has to read like a street part: a house number or a building word, and
 * no e-mail, URL or IP address.
 */

/** The names a postal address goes by as a key or a column, in any case style (not ip_address, mac_address, email_address, remote_addr…). */
const ADDRESS_NAME =
  "(?:(?:shipping|billing|postal|mailing|home|street|delivery|office|customer|return|physical|registered|invoice)[_-]?(?:address|addr)(?:[_-]?(?:line)?[_-]?[12])?|(?:shipping|billing|delivery|home|postal|invoice)Address(?:Line)?[12]?|address(?:[_-]?line)?[_-]?[12]?|addressLine[12]|addr(?:ess)?[_-]?[12]|addr|adres|line[12]|street(?:[_-]?(?:address|line|name))?|streetAddress|adresse|direcci[oó]n|indirizzo|endere[cç]o|anschrift)";
/** A key that names a postal address, then its value. */
const ADDRESS_KEY = new RegExp(`(?<![\\w-])["']?${ADDRESS_NAME}["']?[ \\t]*(?::|=)[ \\t]*(?<q>["']?)(?<value>(?:[^"'\\n]|(?<=[A-Za-z])['’](?=[a-z])){3,120})`, "gi");
/** A delimited export's column that holds postal addresses ("postal_address", "Street", "line1"; address-columns.ts). */
export const ADDRESS_COLUMN = new RegExp(`^${ADDRESS_NAME}$`, "i");

/** Words before "address" that make it a machine's or a mailbox's, not a postal one (checked after a key matched, not at every position). */
const NOT_POSTAL_BEFORE = /(?:memory|ip|mac|e-?mail|web|wallet|contract|base|bind|listen|server|remote|local|host|proxy|broadcast|bluetooth|hardware|network|pointer|virtual|start|end|load|stack|heap|return|peer|gateway)[ _-]?["']?$/i;

/** A line-start label ("Ship to:", "Leveransadress:", "delivery note:") then the value. */
const ADDRESS_LABEL =
  /(?:^|\n)[ \t>*-]*(?<label>[^\n:]{0,30}?(?:address|adress|adresse|adres|adresa|adresă|dirección|direccion|domicilio|indirizzo|endereço|endereco|morada|anschrift|osoite|διεύθυνση|адрес|ship(?:ping)? to|deliver(?:y)?(?: to| note)?|bill(?:ing)?(?: to)?|invoices? to|courier(?: to| note)|mail to|recipient|receiver|consignee|kupac|primalac|primatelj|naslov|cím|penerima|alamat|manzil|địa chỉ|pat[aā]|पता|адреса)[^\n:]{0,40}?)[ \t]*:[ \t]*(?<value>[^\n]{3,160})/giu;

/** Segments after the street that still belong to it: units, floors, buildings, a cross road. */
const UNIT_SEGMENT =
  /^(?:(?:apt|apartment|appt|suite|ste|unit|flat|fl|floor|level|lvl|room|rm|bldg|building|tower|block|blk|office|villa|shop|lot|plot|house|piso|planta|puerta|esc|int|interno|scala|app|whg|top|stiege|etage|bus|bte|boîte|apto|andar|sala|conj|casa|bloco|oficina|local|interior|torre|depto|dpto|dto|lgh|daire|kat|m|lok|stand|erf|ward|stan|sprat)\b\.?|\d{1,3}(?:st|nd|rd|th|º|ª|\.|e|er|ème)?[ \t]*(?:floor|fl\b|piso|planta|andar|og|stock|etage|étage|kat)|\d{1,3}[ºª]|[A-Z]?\d{1,4}[A-Z]?$|km[ \t]?\d{1,3}\b|.*\b(?:apartments?|residency|residence|building|bldg|tower|place|plaza|square|court|house|complex|centre|center|mall|road|rd|street|cross|main|lane|avenue|ave|boulevard|blvd|block|estate|park|society|enclave|heights|gardens|chambers|arcade|mansions?|towers|layout|colony|way|drive|marg|nagar)\b)/iu;
/** A segment that starts the town: a postcode or a city after the street. */
const TOWN_SEGMENT = /^(?:\d{4,6}\b|[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}\b|\d{3}[ \t]\d{2}\b|[A-Z]\d{4}[A-Z]{3}\b)/;

/** A segment that is a unit with its number ("Flat 302", "Suite 2107", "Office 1204"). */
const UNIT_LEAD = /^(?:apt|apartment|suite|ste|unit|flat|office|villa|house|room|shop|plot)\.?[ \t]*#?\d{1,5}[A-Z]?$/i;

/** A city with its postcode after it ("Bengaluru 560038", "Mumbai 400063."): the segment before it is the locality. */
const CITY_WITH_POSTCODE = /^\p{Lu}[\p{L}.-]+(?:[ \t]+\p{Lu}[\p{L}.-]+)?[ \t]+\d{5,6}\b/u;
/** A locality: one to three capitalised words, no digits ("Indiranagar", "Goregaon East"). */
const LOCALITY = /^\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+){0,2}$/u;

/**
 * The street part of a labelled value: the first comma segment and the unit segments after it, and the
 * locality after them when a city with its postcode follows (South Asian and East African addresses name
 * the neighbourhood between the street and the city: "…, 12th Cross, Indiranagar, Bengaluru 560038").
 */
function streetPart(value: string): number {
  let end = 0;
  let pos = 0;
  // LDAP's postalAddress writes its lines joined by "$" (RFC 4517, PostalAddress): a line ends a segment as a comma does.
  const parts = value.split(/[,$]/);
  for (let i = 0; i < parts.length; i++) {
    const raw = parts[i]!;
    const seg = raw.trim();
    if (i > 1 && LOCALITY.test(seg) && CITY_WITH_POSTCODE.test((parts[i + 1] ?? "").trim()) && !UNIT_SEGMENT.test(seg)) {
      end = pos + raw.replace(/[ \t;]+$/, "").length;
      break;
    }
    // A building's name after the flat ("Flat 302, Prestige Lakeside, 7th Cross"): capitalised words, when more street follows.
    const building = i === 1 && UNIT_LEAD.test(parts[0]!.trim()) && LOCALITY.test(seg) && UNIT_SEGMENT.test((parts[2] ?? "").trim());
    if (i > 0 && !building && (!seg || TOWN_SEGMENT.test(seg) || !UNIT_SEGMENT.test(seg) || seg.length > 40)) break;
    end = pos + raw.replace(/[ \t;]+$/, "").length;
    pos += raw.length + 1;
  }
  return end;
}

/** A house number: "56", "12B", "1511/230", "84-86", "No:47", "Nº 5". */
const HOUSE_NUMBER = /(?:^|[\s,])(?:No[:.]?[ \t]*|Nº[ \t]*|#)?\d{1,5}(?:[A-Za-z]|[/-]\d{1,4}[A-Za-z]?)?(?=$|[\s,.;])/;
/** A street's name: a capitalised word of three letters or more, in any script. */
const NAME_WORD = /\p{Lu}[\p{Ll}\p{M}'’.-]{2,}|[\p{Script=Hangul}\p{Script=Han}\p{Script=Georgian}\p{Script=Ethiopic}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Tamil}\p{Script=Bengali}]{2,}/u; // uncased scripts have no capital to show a name
/** A number that counts or measures something is no house number ("30 days net", "5 retries", "99.9%", "v2", "0x7ffe"). */
const NOT_A_STREET = /%|\b0x[0-9a-f]|\bv\d|\bipv[46]\b|\b\d+[ \t]*(?:days?|hours?|h|minutes?|mins?|seconds?|secs?|s|ms|retries|times|units?|items?|users?|requests?|errors?|weeks?|months?|years?|percent|[kmgt]i?b|x|pcs|pieces|business)\b|^\d+[ \t]+(?:of|to|per|in)\b/i;

/** Reads like a street part: a house number beside a street's name, or a unit with its number; nothing that is another kind of value. */
export function streetLike(s: string): boolean {
  // Both readings below need a digit (a house number, a unit's number): a value without one is decided before the longer tests.
  if (!/\d/.test(s) || !/\p{L}{2}/u.test(s) || s.length > 90) return false;
  if (/@|:\/\/|www\.|\b\d{1,3}(?:\.\d{1,3}){3}\b|[0-9a-f]{2}(?::[0-9a-f]{2}){3}|^\d+$|^[0-9a-f-]{16,}$/i.test(s)) return false;
  if (/^(?:n\/a|none|null|unknown|tbd|same as|see |\$\{|<|\{\{)/i.test(s)) return false;
  if (/[{}[\]=|]/.test(s) || NOT_A_STREET.test(s)) return false; // code, a list, a count or a measure
  const words = s.split(/\s+/).length;
  if (words > 12) return false; // prose after a label, not an address line
  return HOUSE_NUMBER.test(s) && (NAME_WORD.test(s) || UNIT_SEGMENT.test(s)) || (UNIT_SEGMENT.test(s) && /\d/.test(s));
}

/**
 * "The delivery address is …", "the courier has the address …", "đổi địa chỉ sang …": the word for address in a
 * sentence, then the value with no colon. The value must start like a street (a number, a capital, "số").
 */
const ADDRESS_PROSE =
  /(?:[Aa]ddress|[Aa]dresse|[Aa]dres|[Aa]dresa|[Dd]omicilio(?:[ \t]+en)?|[Dd]irecci[oó]n|[Ii]ndirizzo|[Ee]ndere[cç]o|[Đđ]ịa chỉ|[Aa]nschrift)(?:[ \t]+(?:for|of|to|at|in|on|pour|de|du|für|para|per|voor)[ \t]+[^\n:.!?"]{1,40}?(?:[ \t]+(?:is|was|will be|is now|ist|est|es|è|é|is nu)(?=[ \t])|[ \t]*:)|(?:[ \t]+(?:is|was|will be|is now|ist|est|es|è|é|là|sang|mới là))?)[ \t]+(?<value>(?:số[ \t]+)?[\p{Lu}\d][^\n]{2,160})/uy;

const NUMBERED_FIELD = /^\p{Ll}*[ \t]+\d{1,2}[ \t]+-[ \t]+\p{Lu}/u;
/** Substring gates (indexOf on the lower-cased text is far cheaper than a case-insensitive alternation). */
const KEY_GATE = ["addr", "line1", "line2", "street", "adres", "direcci", "indirizzo", "endere", "anschrift"];
const PROSE_GATE = ["address", "adres", "direcci", "domicilio", "indirizzo", "endere", "địa chỉ", "anschrift"];
const LABEL_GATE = ["ship", "deliver", "bill", "invoice", "courier", "mail to", "addr", "adres", "direcci", "domicilio", "indirizzo", "endere", "morada", "anschrift", "osoite", "διεύθυνση", "адрес", "recipient", "receiver", "consignee", "kupac", "primal", "primat", "naslov", "cím", "penerima", "alamat", "manzil", "địa chỉ", "पता"];

export function findAddressFields(text: string): Finding[] {
  const out: Finding[] = [];
  const lower = text.toLowerCase();
  if (KEY_GATE.some((w) => lower.includes(w))) {
    for (const m of execAll(ADDRESS_KEY, text)) {
      const g = m.groups!;
      let value = g.value!;
      if (!g.q) value = value.replace(/[ \t]+\w+=.*$/, "").replace(/[ \t]*[;}]\s*$/, ""); // k=v logs: stop at the next key
      if (NOT_POSTAL_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue; // "Memory address:", listen_address
      const start = m.index + m[0].length - g.value!.length;
      push(out, text, start, value, "address-field", 0.8);
    }
  }
  // Tried only where one of the words stands (indexOf), the pattern sticky from there: "address" is common in developer text.
  for (const w of PROSE_GATE) {
    for (let at = lower.indexOf(w); at !== -1; at = lower.indexOf(w, at + w.length)) {
      // Dutch and German join the kind of address to the word ("woonadres", "postadres", "Lieferadresse"): a lower-case letter
      // before "adres" starts such a compound, not another word ("IPaddress").
      if ((/\p{L}/u.test(text[at - 1] ?? "") && !(w === "adres" && /\p{Ll}/u.test(text[at - 1]!))) || NOT_POSTAL_BEFORE.test(text.slice(Math.max(0, at - 12), at))) continue; // "IPaddress", "the email address is …"
      // "Address 1 - Street", "Address 2 - City": a contacts export's column names, each address numbered and its part named after a dash.
      if (NUMBERED_FIELD.test(text.slice(at + w.length, at + w.length + 24))) continue;
      ADDRESS_PROSE.lastIndex = at;
      const m = ADDRESS_PROSE.exec(text);
      if (!m) continue;
      const value = m.groups!.value!;
      push(out, text, at + m[0].length - value.length, value, "address-prose", 0.7);
    }
  }
  if (text.includes("</")) findAddressElements(text, out);
  if (/,[A-Z]{2}(?:,|$)/m.test(text)) findAddressRows(text, out);
  if (text.includes(":") && LABEL_GATE.some((w) => lower.includes(w))) {
    for (const m of execAll(ADDRESS_LABEL, text)) {
      const g = m.groups!;
      if (/\b(?:e-?mail|ip|ipv[46]|mac|web|url|wallet|server|host|bind|listen|remote|sender|from|reply|to address)\b|address(?:es)? (?:of|in|on)\b/i.test(g.label!.replace(/mail to/i, ""))) continue;
      const start = m.index + m[0].length - g.value!.length;
      push(out, text, start, g.value!, "address-label", 0.75);
    }
  }
  findAddressChains(text, out);
  return out;
}

/**
 * XML elements that hold a street: ISO 20022's postal address (`<PstlAdr>` in SEPA credit transfers and direct-debit
 * mandates: `<AdrLine>` a free line, `<StrtNm>` the street with its `<BldgNb>` the house number), and the element names
 * other schemas give it (`<street>`, `<streetAddress>`, `<addressLine1>`, UBL's `<cbc:StreetName>`). The element says what
 * the value is, so the value only has to read like a street part, as a labelled one does; a street name whose number
 * stands in the next element (`<StrtNm>Ilica</StrtNm><BldgNb>44</BldgNb>`) is one finding over both.
 */
const ADDRESS_ELEMENT =
  /<(?<tag>(?:[\w-]+:)?(?:AdrLine|StrtNm|StreetName|street|Street|streetAddress|StreetAddress|address[Ll]ine[12]?|AddressLine[12]?|addr[_-]?line[_-]?[12]?))>(?<value>[^<\n]{2,120})<\/\k<tag>>/g;
const BUILDING_NUMBER_ELEMENT = /^[ \t]*<(?<tag>(?:[\w-]+:)?(?:BldgNb|BuildingNumber|houseNumber|HouseNumber|building_number))>(?<value>[^<\n]{1,12})<\/\k<tag>>/;

function findAddressElements(text: string, out: Finding[]): void {
  for (const m of execAll(ADDRESS_ELEMENT, text)) {
    const value = m.groups!.value!;
    const start = m.index + m[0].length - value.length - m.groups!.tag!.length - 3;
    const number = BUILDING_NUMBER_ELEMENT.exec(text.slice(m.index + m[0].length, m.index + m[0].length + 60));
    if (number && /^\d/.test(number.groups!.value!) && NAME_WORD.test(value) && !/\d/.test(value) && !/[@:=]/.test(value)) {
      const end = m.index + m[0].length + number[0].length - number.groups!.tag!.length - 3;
      out.push({ type: "street_address", start, end, detector: "address-element", confidence: 0.8 });
      continue;
    }
    // ISO 20022's last free line is the postcode and town ("<AdrLine>90-006 Łódź</AdrLine>", "<AdrLine>75008 Paris</AdrLine>"):
    // a place anyone can name, not the street (the line before it).
    if (POSTCODE_TOWN_LINE.test(value.trim())) continue;
    push(out, text, start, value, "address-element", 0.8);
  }
}
/** A line that is a postcode (of the shapes POSTCODE_CELL reads) and a town, nothing else. */
const POSTCODE_TOWN_LINE = /^(?:\d{4,5}|\d{3} \d{2}|\d{2}-\d{3}|\d{4}-\d{3}|\d{4} ?[A-Z]{2}|[A-Z]{1,2}-\d{4,5})[ \t]+\p{Lu}[\p{L}'’ -]{1,40}$/u;

/**
 * A CSV row that holds a postcode and then a country code in their own cells ("…,\"Vinohradská 1511/230\",100 00,CZ,…",
 * "Nguyễn Huệ 72, Phường Bến Nghé,,TP. Hồ Chí Minh,700000,VN"): the street cell before them that reads like a street part
 * is the address, whole — the town and postcode have cells of their own. A row's header is often not in the same text.
 */
const POSTCODE_CELL = /^(?:\d{3,6}|\d{3} \d{2}|\d{2}-\d{3}|\d{3}-\d{4}|\d{4} ?[A-Z]{2}|[A-Z]\d{4}[A-Z]{3}|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/;
const COUNTRY_CELL = /^[A-Z]{2}$/;
/** Cells: split at commas with no space after them (an unquoted address keeps its ", "), quotes kept out. */
const CELL = /"((?:[^"\n]|"")*)"|([^,\n]*)/y;

function findAddressRows(text: string, out: Finding[]): void {
  let lineStart = 0;
  for (const line of text.split("\n")) {
    const base = lineStart;
    lineStart += line.length + 1;
    if (line.length < 12 || line.split(",").length < 4 || !/\d/.test(line)) continue;
    const cells: Array<{ value: string; start: number }> = [];
    let at = 0;
    while (at <= line.length) {
      CELL.lastIndex = at;
      const m = CELL.exec(line)!;
      const quoted = m[1] !== undefined;
      cells.push({ value: quoted ? m[1]! : m[2]!, start: at + (quoted ? 1 : 0) });
      at += m[0].length;
      // A comma followed by a space inside an unquoted cell is the address's own ("Calle Florida 537, Piso 4").
      while (!quoted && line[at] === "," && line[at + 1] === " ") {
        CELL.lastIndex = at + 1;
        const more = CELL.exec(line)!;
        cells[cells.length - 1]!.value += "," + more[0];
        at += 1 + more[0].length;
      }
      if (line[at] !== ",") break;
      at++;
    }
    for (let i = 1; i + 1 < cells.length; i++) {
      // The country right after the postcode, or after the town that follows it ("Storgata 21,0184,Oslo,NO").
      if (!POSTCODE_CELL.test(cells[i]!.value.trim()) || !(COUNTRY_CELL.test(cells[i + 1]!.value.trim()) || COUNTRY_CELL.test(cells[i + 2]?.value.trim() ?? ""))) continue;
      for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
        const cell = cells[j]!;
        const v = cell.value.trim();
        if (v && streetLike(v) && !/^\p{Lu}[\p{L}'’-]+,[ \t]*\p{Lu}[\p{L}'’-]+$/u.test(v)) {
          out.push({ type: "street_address", start: base + cell.start + cell.value.indexOf(v), end: base + cell.start + cell.value.indexOf(v) + v.length, detector: "address:csv-row", confidence: 0.75 });
          break;
        }
      }
    }
  }
}

/**
 * A street named with its type word and no house number ("Cairo Road, Stand 1133", "Vuna Road, Ma'ufanga", "Rue des
 * Jardins, Lot 112"): many countries number plots or not at all. Read only where the text calls the value an address.
 */
const NO_NUMBER_STREET =
  /^(?:(?:\p{Lu}[\p{L}'’.-]*[ \t]+){1,4}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Drive|Highway|Boulevard|Blvd|Way|Crescent|Close)\.?|(?:Rue|Avenue|Boulevard|Calle|Avenida|Rua|Via|Jalan|Jl\.|Rruga|Bulevar|Ulica)[ \t]+(?:\p{Lu}|d[eu']|de[ls]|la)[\p{L}'’ .-]{2,40})$/u;
/** A person's or a firm's name before the street in a labelled value ("Bill to: Nataša Pavlović, Zmaj Jovina 8, …"). */
const NAME_SEGMENT = /^\p{Lu}[\p{L}\p{M}'’.-]+(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'’.-]+|(?:de|da|van|von|bin|binti|bint|al|el|dela|ni|nic|ó|i)))*$/u;

function push(out: Finding[], text: string, start: number, value: string, detector: string, confidence: number): void {
  let lead = value.length - value.trimStart().length;
  let v = value.trimStart().replace(/[ \t]+[—–][ \t].*$/, ""); // "… Ring Road Parklands — call +254 …": an aside after a dash
  // Up to two name segments (a person, a firm) before a segment that reads like a street, when the value read whole is no street.
  // The street part is read again from each shortened value: the first segment left is another one after each skip.
  for (let skip = 0, whole = streetPart(v); skip < 2 && !(whole && streetLike(v.slice(0, whole))); skip++, whole = streetPart(v)) {
    const comma = v.search(/[,،][ \t]*/);
    const first = comma === -1 ? "" : v.slice(0, comma).trim();
    if (!first || !NAME_SEGMENT.test(first) || NO_NUMBER_STREET.test(first) || first.split(/\s+/).length > 4) break;
    const rest = v.slice(comma + 1);
    const restLead = rest.length - rest.trimStart().length;
    const next = rest.trimStart();
    const [nextSeg = "", afterNext] = next.split(/[,،]/).map((s) => s.trim());
    const streetSegment = (s: string): boolean => streetLike(s) || NO_NUMBER_STREET.test(s) || UNIT_LEAD.test(s);
    // A person and then a firm ("Bill to: Sione Havili, Pacific Freight, Taufa'ahau Road, …"): the second name is skipped
    // on the next turn when a street follows it.
    if (!streetSegment(nextSeg) && !(skip === 0 && NAME_SEGMENT.test(nextSeg) && afterNext !== undefined && streetSegment(afterNext))) break;
    lead += comma + 1 + restLead;
    v = next;
  }
  const end = streetPart(v);
  let street = v.slice(0, end);
  let stop = end;
  if (!end || !streetLike(street)) {
    // No house number: a street's name with its type word, the unit or the locality segment after it.
    const seg = v.split(/[,،]/);
    if (!NO_NUMBER_STREET.test(seg[0]!.trim())) return;
    stop = seg[0]!.replace(/[ \t]+$/, "").length;
    // The locality after a numberless road ends where a form's line goes on to its next field ("address Falealili Road,
    // Poutasi · phone …"): a middle dot, a bullet or a bar. (Only here: elsewhere those also join an address's own lines.)
    const after = seg[1]?.replace(/[ \t]+[·•|][ \t].*$/, "").trim() ?? "";
    if (after && (UNIT_LEAD.test(after) || /^(?:Stand|Erf|Lot|Plot|House|Villa|Porte|Km)[ \t.]*\d{1,5}[A-Z]?$/i.test(after) || (LOCALITY.test(after) && !TOWN_SEGMENT.test(after)))) {
      stop = seg[0]!.length + 1 + seg[1]!.replace(/[ \t]+[·•|][ \t].*$/, "").replace(/[ \t;.]+$/, "").length;
      // A unit after the plot: "…, Stand 1133, 6th Floor".
      const third = seg[2]?.trim() ?? "";
      if (third && UNIT_SEGMENT.test(third) && !TOWN_SEGMENT.test(third) && third.length <= 40 && !LOCALITY.test(third)) stop += 1 + seg[2]!.replace(/[ \t;.]+$/, "").length;
    }
    street = v.slice(0, stop);
  }
  out.push({ type: "street_address", start: start + lead, end: start + lead + stop, detector: `address:${detector}`, confidence });
}
