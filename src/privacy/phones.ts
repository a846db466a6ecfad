import { endsWithMatch, execAll } from "./regex.ts";
import { findNumbers, getCountries, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";
import { columnOf } from "./look-alikes.ts";
import type { Finding } from "./types.ts";
import { nanpCodesValid, nanpGrouping, postalMarkBefore, recordKeyRightBefore, sameGrouping } from "./phone-forms.ts";

/**
 * Phone numbers through libphonenumber-js (Google's libphonenumber metadata, "max" set: numbers are
 * validated against each country's real number plans, not just lengths). A cheap pattern picks the
 * digit runs worth asking about, so text without phone-shaped runs costs nothing; the library then
 * decides. International numbers (+CC or 00CC) are read as written; national ones as US/Canada, or —
 * when a phone cue ("call", "tel", "mobile", …) stands just before — as any of the common countries.
 */
// No tab inside a number: a tab separates cells of a pasted table ("+81 3-6721-4490\t080-2219-5573"), never a number's groups.
const CANDIDATE = /(?:\+|(?<![\w.])00)?(?:\(\d{1,4}\)[ .-]?)?\d[\d ().\/-]{5,22}\d(?:\s*(?:x|ext\.?|#)\s*\d{1,5})?/g;
// Short cues that are also parts of names ("Tel Aviv", "Signal Hill") count only right before the number.
// The same cues in the languages people write to each other in (liga, llámame, ruf … an, 전화, 携帯, 手机, позвони, …):
// a national number is written without its country code exactly when the reader shares the country.
const CUE = /(?:(?:phone(?:number)?|telephone(?:number)?|(?<!\p{L})(?:call(?:ed)?|ring|line)|mobile|cell|whats ?app|sms|text(?:ed)? (?:me|him|her|them)|fax|reach (?:me|him|her|them)|(?:phone|mobile|cell|contact|tel) number|hotline|helpline|landline|📞|☎|✆|📱)\b[^\n\d+]{0,20}|\b(?:tel|mob|signal)\b[.:#]?[ \t]*(?:\([^)\n]{0,12}\)[ \t]*)?[:=]?[ \t]*|\b(?:msisdn|e164|wa_?id)\b[^\n\d+]{0,14}|(?:\b(?:liga|ligue|ligar|zap|zapzap|celular|telefone|fone|contato|contacto|contatto|kontakt|llama|llámame|llamame|llamar|móvil|movil|cel|teléfono|telefono|tfno|tlf|anrufen|an|Handy|Telefon|Tel\.|Mobil|Rufnummer|appelle|appelez|portable|téléphone|tél|chiamami|chiama|cellulare|cell\.|numero|número|zadzwoń|zadzwon|komórka|telefon|tel\.|bel|bellen|mobiel|ring|soita|puhelin|ara|arayın|numara|whatsapp|wa)(?![\p{L}])|📱|전화|핸드폰|휴대폰|연락처|携帯|電話|手机|手機|电话|致电|致電|拨打|撥打|電話番号|звони|позвони|телефон|тел\.|моб\.)[^\n\d+]{0,20})$/iu;
/** One backward try at the window's end (regex.ts endsWithMatch). */
const cueAtEnd = endsWithMatch(CUE);
const NOT_PHONE_LEAD = /(?:#|\b(?:v|version|build|id|port|pid|sha|commit|order|invoice|ticket|issue|pr|ref|no\.?|uid|gid|serial|account|acct|ssn|iban|card|amount|total|size|bytes|ms|timestamp|ts|epoch|row|offset|isbn|issn|doi|sin|bsn|cpf|dni|nino|aadhaar|passport|licen[cs]e|tax id|nhs|chi|mrn|medicare|medicaid|policy|claim|patient))(?:[ \t]+(?:number|no\.?|nr\.?|num|id|ref|code))?\s*[:=#]?\s*$/i; // "invoice number 0161 …" too // word-bounded: "support: (212) …" is not "port:"
/** A key naming a company's tax or registry number, with its country prefix: VAT, NIP, EIN, SIREN, CNPJ, ABN, GST, USt-IdNr. */
const COMPANY_ID_LEAD = /(?:vat|nip|regon|krs|ein|siren|siret|cnpj|abn|gstin?|tva|ust-?id(?:nr)?|company[ _-]?(?:id|number|no)|registration[ _-]?(?:number|no))\w*["']?[ \t]*[:=][ \t]*["']?(?:[A-Z]{2}[ \t]?)?$/i;
/** A column that holds a record's identifier: "id", "customer_id", "orderId", "uuid", "pk". */
const ID_COLUMN = /^(?:id|ID|Id|pk|PK|uuid|UUID|\w+[_-](?:id|ID)|[a-z]+Id)$/;
const COUNTRIES: CountryCode[] = [
  "GB", "DE", "FR", "IN", "AU", "NL", "ES", "IT", "BR", "HR", "PL", "SE", "IE", "CH", "AT", "BE", "DK", "NO", "FI", "PT", "JP", "MX", "NZ", "ZA", "SG",
  // Read only behind a cue: national formats of the other countries whose people write here most.
  "KR", "CN", "TW", "HK", "RU", "UA", "TR", "AR", "CL", "CO", "PE", "CZ", "GR", "RO", "HU", "IL", "AE", "SA", "EG", "NG", "KE", "PH", "ID", "MY", "TH", "VN", "PK", "BD",
];

/**
 * ASC X12's contact segment (PER, in 834 enrolments, 837 claims, 850 orders) gives each number after its qualifier: TE
 * telephone, HP home, CP cellular, WP work, FX fax ("PER*IP**HP*6174182290*EM*…~"): the qualifier is the segment's cue.
 */
const X12_CONTACT = /\bPER\*[^~\n]{0,60}\*(?:TE|HP|CP|WP|FX)\*$/;
const x12Contact = (text: string, start: number): boolean => text[start - 1] === "*" && X12_CONTACT.test(text.slice(Math.max(0, start - 72), start));

/** The countries read without a cue (the first part of COUNTRIES), for a number grouped as no North American one is. */
const COMMON_COUNTRIES = COUNTRIES.slice(0, COUNTRIES.indexOf("SG") + 1);

function writtenAsAbroad(value: string): boolean {
  return COMMON_COUNTRIES.some((country) => {
    const parsed = parsePhoneNumberFromString(value, country);
    return parsed?.isValid() === true && sameGrouping(parsed.formatNational(), value);
  });
}

/** A "+" URL-encoded in a query or a form body ("phone=%2B48601284773", "From=%2B2348031245567"). */
const ENCODED_PLUS = /%2B(?=\d)/gi;

export function findPhones(text: string): Finding[] {
  if (!text.includes("%2") || !ENCODED_PLUS.test(text)) return findPhonesIn(text);
  // Read the "+" where it stands decoded (same length: "%2B" → "  +"), then give each number its "%2B" back.
  ENCODED_PLUS.lastIndex = 0;
  const decoded = text.replace(ENCODED_PLUS, "  +");
  return findPhonesIn(decoded).map((f) => (text.slice(f.start - 2, f.start + 1).toUpperCase() === "%2B" ? { ...f, start: f.start - 2 } : f));
}

/**
 * The countries of the numbers a text writes with their country code ("+47 412 38 905"): a number written after it in
 * that country's own national form ("or the duty desk 55 30 12 00") is read as that country's, as its reader would.
 */
const INTERNATIONAL = /\+\d{1,3}[ .-]?\d[\d .-]{5,16}\d/g;
/**
 * The country a text's own addresses and accounts name: an e-mail or URL host under a country's top-level domain
 * ("zofia.ln@interia.pl", "@serragaucha.com.br"; ".uk" is GB) and an IBAN's country prefix ("ES56 0788 …"). A contact
 * written beside them in that country's national form is read as that country's, as countriesWritten reads one beside a
 * "+CC" number.
 */
const COUNTRY_DOMAIN = /(?:@|:\/\/)[\w-]+(?:\.[\w-]+)*\.([a-z]{2})(?![\w.-]|\.[a-z])/gi;
/** Country domains sold for their letters (.io, .co, .ai, .me, .tv …): they say nothing of where their owner dials from. */
const VANITY_DOMAINS = new Set(["IO", "CO", "AI", "ME", "TV", "FM", "GG", "LY", "TO", "SH", "WS", "CC", "LA", "SO", "VC", "IM", "NU", "AM", "AG", "SC", "GL"]);
const IBAN_COUNTRY = /\b([A-Z]{2})\d{2}[ ]?(?:[A-Z0-9]{4}[ ]?){2,7}[A-Z0-9]{1,4}\b/g;
const PHONE_COUNTRIES = new Set<string>(getCountries());
function countriesNamed(text: string): CountryCode[] {
  const found = new Set<CountryCode>();
  const add = (code: string) => {
    const country = code === "UK" ? "GB" : code;
    if (PHONE_COUNTRIES.has(country) && country !== "US" && country !== "CA") found.add(country as CountryCode);
  };
  if (text.includes("@") || text.includes("://")) {
    for (const m of execAll(COUNTRY_DOMAIN, text)) if (!VANITY_DOMAINS.has(m[1]!.toUpperCase())) add(m[1]!.toUpperCase());
  }
  for (const m of execAll(IBAN_COUNTRY, text)) add(m[1]!);
  return [...found];
}
function countriesWritten(text: string): CountryCode[] {
  const found = new Set<CountryCode>(countriesNamed(text));
  if (!text.includes("+")) return [...found];
  for (const m of execAll(INTERNATIONAL, text)) {
    const country = parsePhoneNumberFromString(m[0])?.country;
    if (country && country !== "US" && country !== "CA") found.add(country);
  }
  return [...found];
}

function findPhonesIn(text: string): Finding[] {
  const out: Finding[] = [];
  let written: CountryCode[] | undefined;
  for (const m of execAll(CANDIDATE, text)) {
    const raw = m[0];
    const digits = raw.replace(/\D/g, "");
    if (digits.length < 7 || digits.length > 17) continue;
    const start = m.index;
    const before = text.slice(Math.max(0, start - 30), start);
    if (/[\w.]$/.test(before) && !/\b(?:tel|phone|call|mobile|cell)[:.]?$/i.test(before)) continue; // glued to a word or a version
    if (/\b[A-Z]{2}\d{2}(?:[ \t]?[A-Z0-9]{4}){1,7}[ \t]$/.test(before)) continue; // the rest of an IBAN's groups (a documented one is no IBAN finding, and no phone either)
    // A wa.me link, and keys that name a number in E.164 written without its "+" (GSM's MSISDN, WhatsApp's wa_id): the digits
    // start with the country code.
    const waLink = /(?:wa\.me|whatsapp\.com\/send\?phone=|api\.whatsapp\.com\/send\?phone=)\/?$/.test(before) || (/^\d+$/.test(raw) && /\b(?:msisdn|e164|wa_?id)\b[^\n\d+]{0,14}$/i.test(before));
    // A cue in an INSERT's column list or a CSV header names another column when the value stands under an identifier's
    // ("(id, full_name, email, phone) VALUES (15395208, …"): the value's own column says what it is.
    const cued = (cueAtEnd(before) && !ID_COLUMN.test(columnOf(text, start))) || x12Contact(text, start);
    // ORD-2024-001783, cost=0.00..18334.00; but SUPPORT_PHONE=+44 20 …, to=+2348035550142 are numbers
    if (/[A-Za-z]-$/.test(before) || (/[=#]$/.test(before) && !cued && !(/=$/.test(before) && /^\+\d/.test(raw))) || raw.includes("..")) continue;
    if (/\d:$/.test(before) || /(?<![\d.])\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}(?![\d.])/.test(raw)) continue; // "11:02:44 2025 -0300" (a time), "-c 3 198.51.100.7" (an IP)
    const after = text[start + raw.length] ?? "";
    if (/[\w]/.test(after) || (after === "." && /\d/.test(text[start + raw.length + 1] ?? ""))) continue;
    if (/^\d{4}[-/.]\d{2}[-/.]\d{2}|^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$|^\d{2}:\d{2}/.test(raw.trim())) continue; // dates (also nginx's 2024/04/02 15:…), times
    // A day and a year after a month's name: a build banner's or a log's date ("U-Boot 2024.01 (Nov 02 2026 - 11:04:55").
    if (/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]{0,6}\.?[ \t]+$/i.test(before) && /^(?:0?[1-9]|[12]\d|3[01])[ \t,]+(?:19|20)\d\d\b/.test(raw)) continue;
    if (/^\d{5}-\d{3}$/.test(raw.trim())) continue; // a Brazilian CEP (01304-001): no country writes a phone 5-3
    if (/^\d{3}-\d{2}-\d{4}$/.test(raw.trim()) && /\b(?:ssn|social security|soc\.? ?sec)\b/i.test(text.slice(Math.max(0, start - 40), start))) continue; // an SSN's layout under its name (a documented one is left by the id rules, not read as a phone)
    if (/^\d+\.\d+\.\d+/.test(raw) && !/^\d{3}\.\d{3}\.\d{4}(?!\.)/.test(raw)) continue; // versions, IPs (not 415.555.0134)
    const cue = cued;
    if (postalMarkBefore(before)) continue;
    if (cue && !/^(?:\+|00)/.test(raw) && recordKeyRightBefore(before)) continue; // the nearest key wins: "Phone-shaped SKU 555-0199-21"
    if (!cue && NOT_PHONE_LEAD.test(before) && (!/^(?:\+|00)/.test(raw) || /^\+\d{4}-/.test(raw))) continue; // "invoice +2026-1126-0042": no country code has four digits
    if (!cue && /[:=]/.test(before) && COMPANY_ID_LEAD.test(before)) continue; // "employer_vat": "PL 527-021-88-61": a company's tax number in its country's layout
    const international = /^(?:\+|00)/.test(raw);
    if ((digits.match(/(\d)\1{3,}/g)?.join("").length ?? 0) * 2 >= digits.length) continue; // 1111-2222-3333, (555) 010-0000
    if (!international && !cue && !waLink && /^\d+$/.test(raw)) continue; // a bare digit run is an ID unless called a phone
    // Card numbers are the card detector's (they win the overlap anyway): skip the library call.
    if (digits.length >= 13 && digits.length <= 19 && !/^\+/.test(raw) && luhn(digits)) continue;
    // Read as American only because nothing else was said: the digits must be grouped as North Americans write them, or
    // exactly as another common country writes its own valid numbers ("(11) 98765-4012", São Paulo); "DHL 4921 8830 12" is neither.
    const groupedAbroad = !international && !cue && !waLink && !/^0\d/.test(raw) && /[ ().-]/.test(raw.trim()) && !nanpGrouping(raw);
    const countries: CountryCode[] = international || waLink ? ["US"] : cue ? (/^0\d/.test(raw) ? COUNTRIES : ["US", ...COUNTRIES]) : /^0\d/.test(raw) ? ["GB", "DE", "FR", "NL", "AU", "IN"] : ["US"];
    const input = waLink ? "+" + raw : international && raw.startsWith("00") ? "+" + raw.slice(2) : raw;
    // Written with a country code or with phone-style grouping, a number that is possible for its country
    // (right length) counts: made-up and fictional-range numbers are still someone's number to keep out.
    const lenient = international || waLink || /[ ().-]/.test(raw.trim());
    const trimmedEnd = raw.replace(/[ \t(./-]+$/, "");
    const lead = /^\((?![^)]*\))/.test(trimmedEnd) ? 1 : 0; // an unmatched "(" before the number
    const value = trimmedEnd.slice(lead);
    let accepted = false;
    for (const country of countries) {
      const parsed = parsePhoneNumberFromString(waLink ? input : input.slice(lead, lead + value.length) || value, country);
      if (groupedAbroad) {
        // Only what the American reading would have taken (possible by length), and only when a common country writes
        // its own valid numbers grouped exactly so: a subset of that reading, never a number it left.
        if (parsed?.isPossible() && writtenAsAbroad(value)) {
          out.push({ type: "phone", start: start + lead, end: start + lead + value.length, detector: "libphonenumber", confidence: 0.85 });
          accepted = true;
        } else if ((written ??= countriesWritten(text)).some((c) => {
          const p = parsePhoneNumberFromString(value, c);
          return p?.isValid() === true && p.country === c && sameGrouping(p.formatNational(), value);
        })) {
          // Valid, and grouped exactly as that country writes its own numbers, in a text that gives another of its numbers.
          out.push({ type: "phone", start: start + lead, end: start + lead + value.length, detector: "libphonenumber:text-country", confidence: 0.8 });
          accepted = true;
        }
        break; // two numbers glued by "/" are still split below

      }
      if (parsed && (lenient ? parsed.isPossible() : parsed.isValid()) && (parsed.countryCallingCode !== "1" || nanpCodesValid(parsed.nationalNumber))) {
        const confidence = international ? 0.95 : cue ? 0.9 : country === "US" ? 0.85 : 0.7;
        out.push({ type: "phone", start: start + lead, end: start + lead + value.length, detector: "libphonenumber", confidence });
        accepted = true;
        break;
      }
    }
    // Two numbers glued by a separator (leniency is a documented option the typings omit) ("415-555-0134 / 415-555-0199"): let the library's matcher split them.
    // A number the text labels a phone ("Tel:", "telephoneNumber:") and writes with its country code, whose length today's
    // plan no longer allows: numbering plans change (Lagos's 7-digit numbers after "+234 1"), letterheads and directories keep
    // the old number. The label and a real country code say phone; E.164 bounds the length.
    if (!accepted && international && cue && !waLink && /[ .-]/.test(value)) {
      const parsed = parsePhoneNumberFromString(input.slice(lead, lead + value.length) || value);
      if (parsed?.country !== undefined && parsed.nationalNumber.length >= 7 && digits.length <= 15) {
        out.push({ type: "phone", start: start + lead, end: start + lead + value.length, detector: "phone-labelled", confidence: 0.75 });
        accepted = true;
      }
    }
    if (!accepted && digits.length > 13 && /\/|\d[ \t]*\+/.test(raw)) {
      for (const f of findNumbers(input, { v2: true, leniency: lenient ? "POSSIBLE" : "VALID", defaultCountry: countries[0]! } as { v2: true; defaultCountry: CountryCode })) {
        const shift = international && raw.startsWith("00") && f.startsAt > 0 ? 1 : 0;
        out.push({ type: "phone", start: start + f.startsAt + shift, end: start + f.endsAt + shift, detector: "libphonenumber", confidence: 0.85 });
      }
    }
  }
  return out;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
