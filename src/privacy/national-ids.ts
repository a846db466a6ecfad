import { DOCUMENTED_SSNS } from "./documented-values.ts";
import { bsnValid, cpfValid, dniValid, luhnValid, ninoValid, ssnValid, verhoeffValid } from "./checksums.ts";
import { execAll } from "./regex.ts";
import { buildAutomaton, literalMatches } from "./literal-scan.ts";
import type { Finding } from "./types.ts";
import { ROUND8_KINDS, type NationalIdKind } from "./national-ids-round8.ts";

/**
 * National identifiers by country: each kind has the words a text calls it by (in its own language and
 * in English), the shapes its number is written in, and its check digit where one exists. A number is
 * read as an id when its check digit holds and either the text calls it one (a cue word earlier on the
 * line, or the header of its CSV column) or its shape is distinctive enough alone (Italian codice
 * fiscale, Chinese resident id, Mexican CURP, Finnish HETU, Korean RRN, Belgian and French numbers in
 * their printed layout). The check digit keeps order numbers, batch ids and build numbers out.
 */
type IdKind = NationalIdKind;

const digitsOf = (s: string): string => s.replace(/[\s.\-/]/g, "");
const weighted = (d: string, w: number[]): number => w.reduce((a, x, i) => a + x * Number(d[i]), 0);

function nirValid(d: string): boolean {
  if (!/^[12378]\d{2}(?:0[1-9]|1[0-2]|[2-9]\d)(?:\d{2}|2[AB])\d{6}\d{2}$/i.test(d)) return false;
  const body = d.slice(0, 13).toUpperCase().replace("2A", "19").replace("2B", "18");
  return 97 - Number(BigInt(body) % 97n) === Number(d.slice(13));
}

const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
function codiceFiscaleValid(s: string): boolean {
  let t = 0;
  for (let i = 0; i < 15; i++) {
    const c = s[i]!;
    const v = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    t += i % 2 === 0 ? CF_ODD[v]! : v;
  }
  return String.fromCharCode(65 + (t % 26)) === s[15];
}

function mod11Pair(d: string): boolean {
  const k = (w: number[]) => {
    const r = 11 - (weighted(d, w) % 11);
    return r === 11 ? 0 : r;
  };
  const k1 = k([3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = k([5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return k1 < 10 && k2 < 10 && Number(d[9]) === k1 && Number(d[10]) === k2;
}

function hetuValid(raw: string): boolean {
  const m = /^(\d{6})[-+A-FU-Y](\d{3})([0-9A-Y])$/.exec(raw.toUpperCase());
  return !!m && "0123456789ABCDEFHJKLMNPRSTUVWXY"[Number(m[1]! + m[2]!) % 31] === m[3];
}

const peselValid = (d: string): boolean => (10 - (weighted(d, [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]) % 10)) % 10 === Number(d[10]) && peselBirthDate(d);

/**
 * A PESEL opens on its holder's birth date, YYMMDD, the month carrying the century (01–12 the 1900s, 21–32 the 2000s, 81–92
 * the 1800s; 41–52 and 61–72 are kept for the 2100s and 2200s): the day must exist in that month and the date must not lie
 * after the year the engine runs in. "51230887114" (8 March 2051) and "14418891822" (day 88) are a CRM's record ids.
 */
function peselBirthDate(d: string): boolean {
  const yy = Number(d.slice(0, 2));
  const mm = Number(d.slice(2, 4));
  const dd = Number(d.slice(4, 6));
  const century = mm >= 81 && mm <= 92 ? 1800 : mm >= 1 && mm <= 12 ? 1900 : mm >= 21 && mm <= 32 ? 2000 : 0;
  if (!century) return false;
  const year = century + yy;
  const month = mm % 20;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate(); // the month's last day
  return dd >= 1 && dd <= days && year <= new Date().getUTCFullYear();
}

function belgianValid(d: string): boolean {
  const base = Number(d.slice(0, 9));
  const cc = Number(d.slice(9));
  return 97 - (base % 97) === cc || 97 - (Number(`2${d.slice(0, 9)}`) % 97) === cc;
}

function chineseRicValid(s: string): boolean {
  const d = s.toUpperCase();
  return "10X98765432"[weighted(d, [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]) % 11] === d[17];
}

const koreanRrnValid = (d: string): boolean => /^\d{6}[1-8]/.test(d) && (11 - (weighted(d, [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]) % 11)) % 10 === Number(d[12]);

function tcKimlikValid(d: string): boolean {
  const n = [...d].map(Number);
  if (n[0] === 0) return false;
  const d10 = ((n[0]! + n[2]! + n[4]! + n[6]! + n[8]!) * 7 - (n[1]! + n[3]! + n[5]! + n[7]!)) % 10;
  return (d10 + 10) % 10 === n[9] && n.slice(0, 10).reduce((a, x) => a + x, 0) % 10 === n[10];
}

/** German Steuer-ID: ISO 7064 MOD 11,10, first digit not 0. */
function steuerIdValid(d: string): boolean {
  if (d[0] === "0") return false;
  let p = 10;
  for (let i = 0; i < 10; i++) {
    let s = (Number(d[i]) + p) % 10;
    if (s === 0) s = 10;
    p = (s * 2) % 11;
  }
  const c = 11 - p;
  return (c === 10 ? 0 : c) === Number(d[10]);
}

function rutValid(raw: string): boolean {
  const m = /^([\d.]{7,10})-([\dkK])$/.exec(raw.replace(/\s/g, ""));
  if (!m) return false;
  const n = m[1]!.replace(/\./g, "");
  let s = 0;
  let w = 2;
  for (let i = n.length - 1; i >= 0; i--) {
    s += Number(n[i]) * w;
    w = w === 7 ? 2 : w + 1;
  }
  const r = 11 - (s % 11);
  return (r === 11 ? "0" : r === 10 ? "K" : String(r)) === m[2]!.toUpperCase();
}

const CURP_CHARS = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ";
function curpValid(s: string): boolean {
  const t = [...s.slice(0, 17)].reduce((a, c, i) => a + CURP_CHARS.indexOf(c) * (18 - i), 0);
  return (10 - (t % 10)) % 10 === Number(s[17]);
}

const date6 = (d: string, order: "ymd" | "dmy"): boolean => {
  const [a, b, c] = [Number(d.slice(0, 2)), Number(d.slice(2, 4)), Number(d.slice(4, 6))];
  const [month, day] = order === "ymd" ? [b, c] : [b, a];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
};

/** ISO 7064 MOD 11,10: the German Steuer-ID's check and Croatia's OIB. */
function iso7064Mod1110(d: string): boolean {
  let p = 10;
  for (let i = 0; i < d.length - 1; i++) {
    let s = (Number(d[i]) + p) % 10;
    if (s === 0) s = 10;
    p = (s * 2) % 11;
  }
  return (11 - p) % 10 === Number(d.at(-1));
}

/** Ireland's PPSN: seven digits, a check letter (weights 8…2, and 9 for an optional second letter), mod 23. */
function ppsValid(raw: string): boolean {
  const m = /^(\d{7})([A-W])([A-IW])?$/.exec(raw.replace(/\s/g, ""));
  if (!m) return false;
  const extra = m[3] && m[3] !== "W" ? (m[3].charCodeAt(0) - 64) * 9 : 0;
  return "WABCDEFGHIJKLMNOPQRSTUV"[(weighted(m[1]!, [8, 7, 6, 5, 4, 3, 2]) + extra) % 23] === m[2];
}

/**
 * A Portuguese NIF opening on 5 (a legal person, the NIPC) or 6 (a public body), alone or in its VAT form ("PT509…"): an
 * organisation's, printed on every receipt and invoice (the tax authority's published first digits; 1–3 and 45 are
 * people's, 8 a sole trader's). It names no one, whether or not its check digit holds.
 */
export const ptOrganisationNif = (v: string): boolean => /^(?:PT)?[56]\d{8}$/i.test(v);
/** Portugal's NIF: nine digits, weights 9…2, mod 11. */
const ptNifValid = (d: string): boolean => d.length === 9 && (11 - (weighted(d, [9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 11 % 10 === Number(d[8]);

/** Romania's CNP: sex digit, YYMMDD, county, serial, check (weights 279146358279, mod 11, 10 → 1). */
function cnpValid(d: string): boolean {
  if (d.length !== 13 || !date6(d.slice(1, 7), "ymd")) return false;
  const r = weighted(d, [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9]) % 11;
  return (r === 10 ? 1 : r) === Number(d[12]);
}

/** Bulgaria's EGN: YYMMDD (month +20 before 1900, +40 after 1999), serial, check (mod 11, 10 → 0). */
function egnValid(d: string): boolean {
  if (d.length !== 10 || (Number(d.slice(2, 4)) % 20) < 1 || (Number(d.slice(2, 4)) % 20) > 12 || Number(d.slice(4, 6)) < 1 || Number(d.slice(4, 6)) > 31) return false;
  return (weighted(d, [2, 4, 8, 5, 10, 9, 7, 3, 6]) % 11) % 10 === Number(d[9]);
}

/** Estonia's isikukood and Lithuania's asmens kodas: century-sex digit, YYMMDD, serial, a two-pass mod-11 check. */
function balticValid(d: string): boolean {
  if (d.length !== 11 || !/^[1-6]/.test(d) || !date6(d.slice(1, 7), "ymd")) return false;
  let c = weighted(d, [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
  if (c === 10) c = (weighted(d, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11) % 10;
  return c === Number(d[10]);
}

/** Latvia's personas kods: DDMMYY-CNNNN, (1101 − Σ weights) mod 11. */
const lvValid = (d: string): boolean => d.length === 11 && date6(d, "dmy") && (1101 - weighted(d, [1, 6, 3, 7, 9, 10, 5, 8, 4, 2])) % 11 === Number(d[10]);

/** Singapore's NRIC/FIN: a prefix letter, seven digits, a check letter (weights 2765432, offsets by prefix). */
function nricValid(raw: string): boolean {
  const m = /^([STFGM])(\d{7})([A-Z])$/.exec(raw);
  if (!m) return false;
  const s = weighted(m[2]!, [2, 7, 6, 5, 4, 3, 2]) + ({ S: 0, T: 4, F: 0, G: 4, M: 3 } as Record<string, number>)[m[1]!]!;
  return (/[ST]/.test(m[1]!) ? "JZIHGFEDCBA" : m[1] === "M" ? "KLJNPQRTUWX" : "XWUTRQPNMLK")[s % 11] === m[3];
}

/** Hong Kong's HKID: one or two letters, six digits, a check digit or A, usually in brackets. */
function hkidValid(raw: string): boolean {
  const m = /^([A-Z]{1,2})(\d{6})\(?([\dA])\)?$/.exec(raw);
  if (!m) return false;
  const letters = m[1]!.length === 2 ? m[1]! : ` ${m[1]}`;
  const lv = (c: string): number => (c === " " ? 36 : c.charCodeAt(0) - 55);
  const s = lv(letters[0]!) * 9 + lv(letters[1]!) * 8 + weighted(m[2]!, [7, 6, 5, 4, 3, 2]);
  const c = (11 - (s % 11)) % 11;
  return (c === 10 ? "A" : String(c)) === m[3];
}

/** Japan's My Number: eleven digits and a check (weights 6…2, 7…2 from the left, mod 11). */
function myNumberValid(d: string): boolean {
  if (d.length !== 12) return false;
  const r = weighted(d, [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11;
  return (r <= 1 ? 0 : 11 - r) === Number(d[11]);
}

/** Australia's TFN: nine digits whose weighted sum is a multiple of 11. */
const tfnValid = (d: string): boolean => d.length === 9 && weighted(d, [1, 4, 3, 7, 5, 8, 6, 9, 10]) % 11 === 0;

/** Switzerland's AHV/AVS number: 756, nine digits, an EAN-13 check digit. */
const ahvValid = (d: string): boolean => d.length === 13 && d.startsWith("756") && (10 - (weighted(d, [1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3]) % 10)) % 10 === Number(d[12]);

/** The former Yugoslavia's JMBG/EMŠO: DDMMYYY, region, serial, check (weights 765432 twice, mod 11). */
function jmbgValid(d: string): boolean {
  if (d.length !== 13 || !date6(d.slice(0, 4) + "00", "dmy") && !(Number(d.slice(0, 2)) >= 1 && Number(d.slice(0, 2)) <= 31 && Number(d.slice(2, 4)) >= 1 && Number(d.slice(2, 4)) <= 12)) return false;
  const r = 11 - (weighted(d, [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return r !== 10 && (r === 11 ? 0 : r) === Number(d[12]);
}

/** Taiwan's national id: a letter for the place of registration, 1 or 2, eight digits. */
const TW_LETTERS = "ABCDEFGHJKLMNPQRSTUVXYWZIO";
function twIdValid(raw: string): boolean {
  if (!/^[A-Z][12]\d{8}$/.test(raw)) return false;
  const n = TW_LETTERS.indexOf(raw[0]!) + 10;
  return (Math.floor(n / 10) + (n % 10) * 9 + weighted(raw.slice(1), [8, 7, 6, 5, 4, 3, 2, 1, 1])) % 10 === 0;
}

/** Iceland's kennitala: DDMMYY, two digits, a check (weights 32765432, mod 11), the century. */
function kennitalaValid(d: string): boolean {
  if (d.length !== 10 || !date6(d, "dmy")) return false;
  const r = 11 - (weighted(d, [3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return r !== 10 && (r === 11 ? 0 : r) === Number(d[8]);
}

/** Argentina's CUIL/CUIT: a type prefix, the DNI, a check (weights 5432765432, mod 11). */
function cuilValid(d: string): boolean {
  if (d.length !== 11 || !/^(?:20|23|24|27|30|33|34)/.test(d)) return false;
  const r = 11 - (weighted(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]) % 11);
  return (r === 11 ? 0 : r === 10 ? 9 : r) === Number(d[10]);
}

/** The Czech and Slovak rodné číslo: YYMMDD (month +50 for women, +20 for late serials), then a serial that makes the whole a multiple of 11. */
function rodneCisloValid(d: string): boolean {
  if (d.length !== 10) return false;
  const month = Number(d.slice(2, 4)) % 50;
  if ((month < 1 || month > 12) && (month < 21 || month > 32)) return false;
  return BigInt(d) % 11n === 0n || (Number(d.slice(0, 9)) % 11 === 10 && d[9] === "0");
}

/** Thailand's national id: thirteen digits, the last (11 − Σ d·(13…2) mod 11) mod 10. */
const thaiIdValid = (d: string): boolean => d.length === 13 && /^[1-8]/.test(d) && (11 - (weighted(d, [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === Number(d[12]);

/** Austria's Sozialversicherungsnummer: a serial of three, a check digit, the birth date DDMMYY. */
function svnrValid(d: string): boolean {
  if (d.length !== 10 || d[0] === "0" || !date6(d.slice(4), "dmy")) return false;
  return weighted(d.slice(0, 3) + d.slice(4), [3, 7, 9, 5, 8, 4, 2, 1, 6]) % 11 === Number(d[3]);
}

/** Greece's AMKA: the birth date DDMMYY, four digits, Luhn. */
const amkaValid = (d: string): boolean => d.length === 11 && date6(d, "dmy") && luhnValid(d);



const KINDS: IdKind[] = [
  { name: "ca_sin", cues: ["sin", "s.i.n", "social insurance", "nas", "numéro d'assurance sociale", "assurance sociale"], shape: "\\d{3}[ -]?\\d{3}[ -]?\\d{3}", valid: (d) => d.length === 9 && /^[1-79]/.test(d) && luhnValid(d) },
  { name: "us_ssn", cues: ["ssn", "s.s.n", "social security", "soc sec", "ss#"], shape: "\\d{3}[ -]?\\d{2}[ -]?\\d{4}", valid: (d) => !DOCUMENTED_SSNS.has(d) && ssnValid(`${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}`) },
  { name: "fr_nir", cues: ["nir", "sécurité sociale", "securite sociale", "carte vitale", "numéro de sécu", "insee"], shape: "[12378][ ]?\\d{2}[ ]?\\d{2}[ ]?(?:\\d{2}|2[AB])[ ]?\\d{3}[ ]?\\d{3}[ ]?\\d{2}", valid: (d) => nirValid(d) },
  { name: "it_cf", cues: ["codice fiscale", "cod. fisc"], shape: "[A-Z]{6}\\d{2}[A-EHLMPR-T]\\d{2}[A-Z]\\d{3}[A-Z]", valid: (_d, raw) => codiceFiscaleValid(raw), alone: true },
  { name: "se_pnr", cues: ["personnummer", "personnr", "samordningsnummer"], shape: "(?:19|20)?\\d{6}[-+]?\\d{4}", valid: (d) => date6(d.slice(-10), "ymd") && luhnValid(d.slice(-10)) },
  { name: "no_fnr", cues: ["fødselsnummer", "fodselsnummer", "fødselsnr", "fodselsnr", "personnummer", "d-nummer"], shape: "\\d{6}[ ]?\\d{5}", valid: (d) => d.length === 11 && mod11Pair(d) },
  { name: "dk_cpr", cues: ["cpr", "cpr-nummer", "cpr-nr", "personnummer"], shape: "\\d{6}-?\\d{4}", valid: (d) => date6(d, "dmy"), unchecked: true },
  { name: "fi_hetu", cues: ["henkilötunnus", "hetu", "personbeteckning"], shape: "\\d{6}[-+A-FU-Y]\\d{3}[0-9A-FHJ-NPR-Y]", valid: (_d, raw) => hetuValid(raw), alone: true },
  { name: "pl_pesel", cues: ["pesel"], shape: "\\d{11}", valid: (d) => peselValid(d) },
  { name: "be_nn", cues: ["rijksregisternummer", "rijksregister", "numéro national", "registre national", "insz", "niss", "national number"], shape: "\\d{2}\\.?\\d{2}\\.?\\d{2}-?\\d{3}\\.?\\d{2}", valid: (d) => d.length === 11 && belgianValid(d) },
  { name: "cn_ric", cues: ["身份证", "身份證", "resident identity", "id card"], shape: "\\d{17}[\\dXx]", valid: (_d, raw) => chineseRicValid(raw), alone: true },
  { name: "kr_rrn", cues: ["주민등록번호", "주민번호", "rrn", "resident registration"], shape: "\\d{6}-?[1-8]\\d{6}", valid: (d) => date6(d, "ymd") && koreanRrnValid(d) },
  { name: "tr_tckn", cues: ["kimlik", "tckn", "tc no", "t.c. no"], shape: "[1-9]\\d{10}", valid: (d) => tcKimlikValid(d) },
  { name: "de_steuer", cues: ["steuer-id", "steuerid", "steuer-identifikationsnummer", "steueridentifikationsnummer", "idnr", "tin"], shape: "\\d{2}[ ]?\\d{3}[ ]?\\d{3}[ ]?\\d{3}", valid: (d) => d.length === 11 && steuerIdValid(d) },
  { name: "cl_rut", cues: ["rut", "rol único"], shape: "\\d{1,2}\\.?\\d{3}\\.?\\d{3}-[\\dkK]", valid: (_d, raw) => rutValid(raw) },
  { name: "mx_curp", cues: ["curp"], shape: "[A-Z][AEIOUX][A-Z]{2}\\d{6}[HMX][A-Z]{5}[A-Z\\d]\\d", valid: (_d, raw) => curpValid(raw), alone: true },
  { name: "za_id", cues: ["sa id", "south african id", "rsa id"], shape: "\\d{13}", valid: (d) => date6(d, "ymd") && luhnValid(d) },
  { name: "il_id", cues: ["teudat zehut", "teudat", "zehut", "israeli id", "ת.ז", "תעודת זהות"], shape: "\\d{9}", valid: (d) => luhnValid(d) },
  { name: "nl_bsn", cues: ["bsn", "burgerservicenummer", "sofinummer", "sofi-nummer", "sofinr", "sofi-nr"], shape: "\\d{4}\\.?\\d{2}\\.?\\d{3}|\\d{3}[ .]?\\d{3}[ .]?\\d{3}", valid: (d) => bsnValid(d) },
  { name: "in_aadhaar", cues: ["aadhaar", "aadhar", "uidai", "आधार"], shape: "\\d{4}[ -]?\\d{4}[ -]?\\d{4}", valid: (d) => d.length === 12 && /^[2-9]/.test(d) && verhoeffValid(d) },
  { name: "es_dni", cues: ["dni", "nie", "nif", "documento nacional"], shape: "[XYZ][ -]?\\d{7}[ -]?[A-Z]|\\d{8}[ -]?[A-Z]|\\d{2}\\.\\d{3}\\.\\d{3}[ -]?[A-Z]", valid: (_d, raw) => dniValid(raw) },
  { name: "br_cpf", cues: ["cpf"], shape: "\\d{3}\\.?\\d{3}\\.?\\d{3}-?\\d{2}", valid: (d) => cpfValid(d) },
  { name: "uk_nino", cues: ["nino", "ni number", "national insurance"], shape: "[A-Z]{2}[ -]?\\d{2}[ -]?\\d{2}[ -]?\\d{2}[ -]?[A-D]", valid: (_d, raw) => ninoValid(raw) },
  // Round 6 (privforms6): more countries, each with its check digit; a cue is required except for printed layouts no other number takes.
  { name: "ie_pps", cues: ["pps", "ppsn", "pps no", "personal public service"], shape: "\\d{7}[ ]?[A-W][A-IW]?", valid: (_d, raw) => ppsValid(raw) },
  { name: "pt_nif", cues: ["nif", "contribuinte", "número de contribuinte", "numero de contribuinte", "nipc"], shape: "[1-35-9]\\d{2}[ ]?\\d{3}[ ]?\\d{3}", valid: (d) => ptNifValid(d) && !ptOrganisationNif(d) },
  { name: "ro_cnp", cues: ["cnp", "cod numeric personal", "codul numeric personal"], shape: "[1-8]\\d{12}", valid: (d) => cnpValid(d) },
  { name: "bg_egn", cues: ["егн", "egn", "единен граждански номер"], shape: "\\d{10}", valid: (d) => egnValid(d) },
  { name: "ee_lt_ik", cues: ["isikukood", "asmens kodas", "asmens kodą", "a.k."], shape: "[1-6]\\d{10}", valid: (d) => balticValid(d) },
  { name: "lv_pk", cues: ["personas kods", "personas kodu", "p.k."], shape: "\\d{6}-?[0-3]\\d{4}", valid: (d) => lvValid(d) },
  { name: "sg_nric", cues: ["nric", "fin no", "fin number", "nric/fin", "ic no", "ic number"], shape: "[STFGM]\\d{7}[A-Z]", valid: (_d, raw) => nricValid(raw) },
  { name: "hk_hkid", cues: ["hkid", "身份證", "hong kong id", "香港身份證"], shape: "[A-Z]{1,2}\\d{6}(?:\\([\\dA]\\)|[\\dA])", valid: (_d, raw) => hkidValid(raw) },
  { name: "jp_mynumber", cues: ["マイナンバー", "個人番号", "my number card", "mynumber", "my number:"], shape: "\\d{4}[ -]?\\d{4}[ -]?\\d{4}", valid: (d) => myNumberValid(d) },
  { name: "au_tfn", cues: ["tfn", "tax file number", "tax file no"], shape: "\\d{3}[ ]?\\d{3}[ ]?\\d{3}", valid: (d) => tfnValid(d) },
  { name: "ch_ahv", cues: ["ahv", "avs", "ahv-nr", "ahv-nummer", "numéro avs", "sozialversicherungsnummer", "ahvn13"], shape: "756\\.?\\d{4}\\.?\\d{4}\\.?\\d{2}", valid: (d) => ahvValid(d) },
  { name: "hr_oib", cues: ["oib", "osobni identifikacijski broj"], shape: "\\d{11}", valid: (d) => d.length === 11 && iso7064Mod1110(d) },
  { name: "yu_jmbg", cues: ["jmbg", "јмбг", "emšo", "emso", "embg", "матичен број"], shape: "\\d{13}", valid: (d) => jmbgValid(d) },
  { name: "tw_id", cues: ["身分證", "身分證字號", "統一編號", "taiwan id", "taiwanese id"], shape: "[A-Z][12]\\d{8}", valid: (_d, raw) => twIdValid(raw) },
  { name: "is_kt", cues: ["kennitala", "kennitölu", "kt."], shape: "\\d{6}-?\\d{4}", valid: (d) => kennitalaValid(d) },
  { name: "gr_amka", cues: ["amka", "αμκα", "α.μ.κ.α"], shape: "\\d{11}", valid: (d) => amkaValid(d) },
  { name: "ar_cuil", cues: ["cuil", "cuit"], shape: "\\d{2}-?\\d{8}-?\\d", valid: (d) => cuilValid(d) },
  { name: "cz_rc", cues: ["rodné číslo", "rodne cislo", "rodné čislo", "rč", "r.č.", "rodného čísla"], shape: "\\d{6}\\/?\\d{4}", valid: (d) => rodneCisloValid(d) },
  { name: "th_id", cues: ["เลขประจำตัวประชาชน", "บัตรประชาชน", "thai id", "thai national id"], shape: "\\d-?\\d{4}-?\\d{5}-?\\d{2}-?\\d", valid: (d) => thaiIdValid(d) },
  { name: "at_svnr", cues: ["sozialversicherungsnummer", "sv-nummer", "svnr", "sv-nr", "versicherungsnummer"], shape: "\\d{4}[ ]?\\d{6}", valid: (d) => svnrValid(d) },
  // Printed layouts no order number takes: Switzerland's dotted AHV number, Hong Kong's id with its bracketed check.
  { name: "ch_ahv_printed", cues: [], shape: "756\\.\\d{4}\\.\\d{4}\\.\\d{2}", valid: (d) => ahvValid(d), alone: true },
  { name: "hk_hkid_printed", cues: [], shape: "[A-Z]{1,2}\\d{6}\\([\\dA]\\)", valid: (_d, raw) => hkidValid(raw), alone: true },
  // Belgian and French numbers in their printed layout are distinctive enough without a cue.
  { name: "be_nn_printed", cues: [], shape: "\\d{2}\\.\\d{2}\\.\\d{2}-\\d{3}\\.\\d{2}", valid: (d) => belgianValid(d), alone: true },
  { name: "fr_nir_printed", cues: [], shape: "[12][ ]\\d{2}[ ](?:0[1-9]|1[0-2])[ ](?:\\d{2}|2[AB])[ ]\\d{3}[ ]\\d{3}[ ]\\d{2}", valid: (d) => nirValid(d), alone: true },
  { name: "kr_rrn_printed", cues: [], shape: "\\d{6}-[1-4]\\d{6}", valid: (d) => date6(d, "ymd") && koreanRrnValid(d), alone: true },
  // Round 8 (privnatid8): 29 more countries from their published formats, after the kinds above so those keep their subtypes.
  ...ROUND8_KINDS,
];

const SHAPE = new Map(KINDS.map((k) => [k, new RegExp(`(?<![\\w.\\-/])(?:${k.shape})(?![\\w\\-/]|\\.\\d)`, "gi")]));
const WHOLE = new Map(KINDS.map((k) => [k, new RegExp(`^(?:${k.shape})$`, "i")]));
/** Words that name an id without saying whose: every kind with a check digit is tried after them. */
const GENERIC_CUES = ["national id", "national_id", "nationalid", "tax_id", "taxpayer_id", "personal_id", "id_number", "national_id_number", "national identity", "national identification", "personal id", "personal number", "citizen id", "identity number", "identity no", "id number", "id no", "id nr", "tax id", "taxpayer id", "identification number"];
/** Every cue word, longest first, in one scan of the lower-cased text. */
const CUE_WORDS = [...new Set([...KINDS.flatMap((k) => k.cues), ...GENERIC_CUES])].sort((a, b) => b.length - a.length);
/** The cue words' automaton (literal-scan.ts): the same matches as their alternation regex, without trying 150 words at every position. */
const CUE_SCAN = buildAutomaton(CUE_WORDS);
const WORD = /[\p{L}\p{N}_]/u;
/** Scripts written without spaces: a cue word there needs no boundary ("身份证号"). */
const CJK = /[\u0e00-\u0e7f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const ALONE = KINDS.filter((k) => k.alone);
/**
 * True for the same texts as [A-Z]{6}\d{2}[A-Z]\d{2}|\d{17}[\dXx]|[A-Z]{4}\d{6}[HMX]|\d{6}[-+A-FU-Y]\d{3}|\d{2}\.\d{2}\.\d{2}-|[12] \d{2} \d{2} |\d{6}-[1-4]\d{6}
 * |756\.\d{4}\.\d{4}\.\d{2}|[A-Z]\d{6}\([\dA]\)|784-\d{4}-\d{7}-\d|GHA-?\d{9}-?\d
 * (only tested, never matched): every alternative holds two digits in a row, so the scan stops only at those and the letters before
 * them are read in lookbehinds, instead of trying seven alternatives at every capital and digit (3× faster on the speed corpus).
 */
export const ALONE_GATE = /\d\d(?:(?<=[A-Z]{6}\d\d)[A-Z]\d{2}|\d{15}[\dXx]|(?<=[A-Z]{4}\d\d)\d{4}[HMX]|\d{4}[-+A-FU-Y]\d{3}|\.\d{2}\.\d{2}-|(?<=[12] \d\d) \d{2} |\d{4}-[1-4]\d{6}|(?<=756)\.\d{4}\.\d{4}\.\d\d|(?<=[A-Z]\d\d)\d{4}\([\dA]\)|(?<=784-\d\d)\d\d-\d{7}-\d|(?<=GHA-?\d\d)\d{7}-?\d)/;

/**
 * The fewest digits in a row any kind's number holds: three, or two before two letters (New Zealand's NHI in its 2025
 * format, "ZAC51KY": three letters, two digits, two letters), which a three-digit gate never let through.
 */
const SOME_ID_DIGITS = /\d{3}|\d\d[A-Za-z]{2}/;

/** How far after its cue a number may stand on the same line ("SIN of the sole proprietor for the tax form: …"). */
const REACH = 100;

export function findNationalIds(text: string): Finding[] {
  const out: Finding[] = [];
  const push = (k: IdKind, start: number, end: number, detector: string): void => {
    if (!out.some((f) => f.start < end && start < f.end)) out.push({ type: "national_id", start, end, detector: `national-id:${k.name}:${detector}`, confidence: 0.85, subtype: k.name.replace(/_printed$/, "") });
  };
  const tryValue = (k: IdKind, raw: string, start: number, detector: string): boolean => {
    if (!k.valid(digitsOf(raw).toUpperCase(), raw.toUpperCase())) return false;
    push(k, start, start + raw.length, detector);
    return true;
  };
  const lower = text.toLowerCase();
  if (lower.length === text.length && SOME_ID_DIGITS.test(text)) {
    // A cue, then the first number of one of its kinds' shapes later on the line.
    let cues = 0;
    for (const [index, id] of literalMatches(CUE_SCAN, lower)) {
      const cue = CUE_WORDS[id]!;
      if (!/[\p{L}\p{N}]/u.test(text[index - 1] ?? "")) cues++; // a header cell may glue words with "_" ("ni_number")
      if (!CJK.test(cue[0]!)) {
        // "single", "nasty", "trust": a cue is a word of its own, or a long word a language adds a suffix to ("fødselsnummeret").
        if (WORD.test(text[index - 1] ?? "")) continue;
        if (WORD.test(text[index + cue.length] ?? "") && cue.length < 6) continue;
      }
      const lineEnd = text.indexOf("\n", index);
      // The reach ends where a word ends: a window cut inside the next id's digits would hand a shorter kind its first part
      // ("… DNI 19559504M … (DNI 15440785B)", the first cue's window reading "1544078" as an Argentine DNI).
      let windowEnd = Math.min(lineEnd === -1 ? text.length : lineEnd, index + cue.length + REACH);
      while (windowEnd < text.length && windowEnd - index < cue.length + REACH + 40 && WORD.test(text[windowEnd]!)) windowEnd++;
      const window = text.slice(index + cue.length, windowEnd);
      if (!SOME_ID_DIGITS.test(window)) continue; // no number of any kind's length on the rest of the line
      const base = index + cue.length;
      const generic = GENERIC_CUES.includes(cue);
      readAfterCue(generic ? CHECKED_KINDS : KINDS_BY_CUE.get(cue) ?? [], window, base, tryValue);
    }
    if (cues) findColumns(text, tryValue); // a header that names an id holds a cue word
  }
  if (BARE_ID_GATE.test(text)) findAfterBareId(text, tryValue);
  if ((text.includes(",") || text.includes("|")) && LONG_NUMBER.test(text) && ROW_CELL_GATE.test(text)) findRowCells(text, tryValue);
  if (ALONE_GATE.test(text)) {
    for (const k of ALONE) for (const v of execAll(SHAPE.get(k)!, text)) tryValue(k, v[0], v.index, "shape");
  }
  return out;
}

/**
 * The kinds whose number is long and holds its own evidence — a birth date and a check digit (South Africa, Romania, the
 * former Yugoslavia, Kazakhstan, Poland, Bulgaria, Estonia and Lithuania, China, Korea), or two check digits (Turkey): a
 * random number of that length passes a kind's date and check a few times in a thousand (a number with a real date in it,
 * one time in ten per kind: "ID 8001015009088" reads as a Korean RRN though its Luhn digit is not South Africa's). Only these are read after the bare word "ID" ("my
 * ID is …", "NOTE:ID …") or in a person's row with no header, where any shorter or date-less kind would read order
 * numbers and user ids.
 */
const SELF_EVIDENT = new Set(["za_id", "ro_cnp", "yu_jmbg", "kz_iin", "pl_pesel", "bg_egn", "ee_lt_ik", "cn_ric", "kr_rrn", "tr_tckn"]);
const SELF_EVIDENT_KINDS = KINDS.filter((k) => SELF_EVIDENT.has(k.name));
/** "ID", "ID:", "ID is", "ID no." right before a number of ten digits or more. */
const BARE_ID = /(?<![\p{L}\p{N}_-])ID(?:[ \t]*(?:is|:|=|#|no\.?|nr\.?|number))?[ \t:]*["'“]?(?<n>\d[\d -]{9,18}\d)(?![\d\p{L}-])/giu;
const BARE_ID_GATE = /\bid\b[^\n\d]{0,12}\d{6}/i;

function findAfterBareId(text: string, tryValue: (k: IdKind, raw: string, start: number, detector: string) => boolean): void {
  for (const m of execAll(BARE_ID, text)) {
    const raw = m.groups!.n!;
    const at = m.index + m[0].length - raw.length;
    for (const k of SELF_EVIDENT_KINDS) if (WHOLE.get(k)!.test(raw) && tryValue(k, raw, at, "bare-id")) break;
  }
}

/** A cue word → the kinds it names, in KINDS order. */
const KINDS_BY_CUE = new Map<string, IdKind[]>();
for (const k of KINDS) for (const cue of new Set(k.cues)) KINDS_BY_CUE.set(cue, [...(KINDS_BY_CUE.get(cue) ?? []), k]);

/**
 * The numbers after one cue, read by the kinds it names (each kind its first number that passes its check). A number a
 * shorter kind reads must not be the start of a longer number another of the cue's kinds reads in its own shape and
 * whose check fails: the text wrote that longer number ("DNI 71942305 J", eight digits and Spain's letter, which does
 * not match them), so the shorter kind's reading of its first part names nothing.
 */
function readAfterCue(kinds: IdKind[], window: string, base: number, tryValue: (k: IdKind, raw: string, start: number, detector: string) => boolean): void {
  const matches = kinds.map((k) => [...execAll(SHAPE.get(k)!, window)]);
  const failed: Array<{ kind: IdKind; start: number; end: number }> = [];
  kinds.forEach((k, i) => {
    for (const v of matches[i]!) {
      // Shapes are matched case-insensitively: a lower-case conjunction after the digits is the sentence's ("DNI 30123456 y CUIL …").
      if (CONJUNCTION_AFTER.test(v[0])) continue;
      if (!k.valid(digitsOf(v[0]).toUpperCase(), v[0].toUpperCase())) failed.push({ kind: k, start: v.index, end: v.index + v[0].length });
    }
  });
  kinds.forEach((k, i) => {
    for (const v of matches[i]!) {
      const end = v.index + v[0].length;
      if (failed.some((f) => f.kind !== k && f.start === v.index && f.end > end)) continue;
      if (tryValue(k, v[0], base + v.index, "cue")) break;
    }
  });
}

/** A number, a space and a one-letter Spanish or Portuguese conjunction in lower case. */
const CONJUNCTION_AFTER = /\d[ ][eouy]$/;

/** The kinds a generic header names: every kind with a check digit. */
const CHECKED_KINDS = KINDS.filter((k) => k.cues.length && !k.unchecked);
/**
 * A header's name (a cue word, or one without its "number"/"no"/"nr") → the kinds it names, in KINDS order: built
 * once, where the header loop filtered every kind's every cue (a regex replace each) for every cell of every
 * digit-free line of a text that holds a cue word.
 */
const KINDS_BY_HEADER = new Map<string, IdKind[]>();
for (const k of KINDS) {
  for (const name of new Set(k.cues.flatMap((w) => [w, w.replace(/\s*(?:number|no|nr)$/, "")]))) {
    const kinds = KINDS_BY_HEADER.get(name) ?? [];
    if (kinds.at(-1) !== k) kinds.push(k);
    KINDS_BY_HEADER.set(name, kinds);
  }
}

/**
 * A line's cell separator: a tab, else ";" where it outnumbers "," (the CSV that spreadsheets write where the comma is the
 * decimal mark: "10041;Fatima el Amrani;…;4120,00;Logistiek"), else ",".
 */
function cellSeparator(line: string): string {
  if (line.includes("\t")) return "\t";
  if (!line.includes(";")) return ",";
  let semis = 0;
  let commas = 0;
  for (const c of line) {
    if (c === ";") semis++;
    else if (c === ",") commas++;
  }
  return semis > commas ? ";" : ",";
}

/** CSV and TSV: a header cell that names an id kind ("sin", "ni_number", "codice_fiscale") makes its column's cells candidates. */
function findColumns(text: string, tryValue: (k: IdKind, raw: string, start: number, detector: string) => boolean): void {
  if (!text.includes(",") && !text.includes("\t") && !text.includes(";")) return;
  let columns: Array<IdKind[] | undefined> | undefined;
  let sep = ",";
  let pos = 0;
  for (const line of text.split("\n")) {
    const start = pos;
    pos += line.length + 1;
    const s = cellSeparator(line);
    const cells = line.split(s);
    if (cells.length < 2) {
      columns = undefined;
      continue;
    }
    if (!/\d/.test(line) || (columns === undefined && !/\d{3}/.test(line))) {
      const named = cells.map((c) => {
        const full = c.trim().toLowerCase().replace(/["']/g, "").replace(/[_-]+/g, " ").trim();
        const name = full.replace(/\s*(?:number|no|nr|num|id)$/, "").trim();
        // A generic header ("tax_id", "national_id") tries every kind with a check digit, as a generic cue does.
        if (GENERIC_CUES.includes(full)) return CHECKED_KINDS;
        return KINDS_BY_HEADER.get(name);
      });
      columns = named.some(Boolean) ? named : undefined;
      sep = s;
      continue;
    }
    if (!columns || s !== sep) continue;
    let at = start;
    cells.forEach((cell, i) => {
      const kinds = columns![i];
      const value = cell.trim().replace(/^"|"$/g, "");
      if (kinds && value) {
        const offset = at + cell.indexOf(value);
        for (const k of kinds) {
          if (WHOLE.get(k)!.test(value) && tryValue(k, value, offset, "column")) break;
        }
      }
      at += cell.length + 1;
    });
  }
}

/**
 * A CSV row or a psql/mysql table row whose header is not in the text (an export pasted without it, a row quoted in a ticket): a cell that is
 * exactly an id's printed shape with its check digit, in a row that holds a person's other data (an IBAN, an e-mail
 * address or a "Given Family" name cell). The shapes are the ones a number column rarely takes by chance: DNI/NIE
 * (eight digits and the mod-23 letter), the SIN's spaced or dashed 3-3-3 (Luhn), the BSN's dotted layouts
 * (11-test), and nine bare digits that pass the BSN's 11-test or the SIN's Luhn.
 */
const LONG_NUMBER = /\d{7}|\d{3}[ -.]\d{3}[ -.]\d{3}|\d{4}\.\d{2}\.\d{3}/;
// Cells are separated by commas (CSV) or by "|" with padding (psql and mysql result tables).
// An SQL VALUES tuple is a row too, its text cells quoted: "(80260174, 'Lars-Erik Dahl', '16671171N', …)".
const ROW_CELL_GATE = /(?:^|[,;]|\|[ \t]*)(?:[ \t]*(['"]))?(?:\d{10,13}|[XYZ]?\d{7,8}-?[A-Z]|\d{3}[ -]\d{3}[ -]\d{3}|\d{9}|\d{4}\.\d{2}\.\d{3}|\d{3}\.\d{3}\.\d{3})\1(?:[ \t]*\||[,;]|\)|$)/m;
// A person's other data: an IBAN, an e-mail, a "Given Family" cell or a quoted "Family, Given" one.
const PERSON_ROW = /(?:^|[,;]|\|[ \t]*)(?:[ \t]*')?(?:[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){3,7}(?: ?[A-Z0-9]{1,3})?|[^,@\s|]+@[^,@\s|]+\.[a-z]{2,}|"?\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)+"?|"\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)*,[ \t]*\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+)*")'?(?:[ \t]*\||[,;]|\)|$)/u;
const DNI_KIND = KINDS.find((k) => k.name === "es_dni")!;
const SIN_KIND = KINDS.find((k) => k.name === "ca_sin")!;
const BSN_KIND = KINDS.find((k) => k.name === "nl_bsn")!;

function findRowCells(text: string, tryValue: (k: IdKind, raw: string, start: number, detector: string) => boolean): void {
  let pos = 0;
  for (const line of text.split("\n")) {
    const start = pos;
    pos += line.length + 1;
    const sep = line.includes("|") && line.split("|").length >= 4 ? "|" : cellSeparator(line) === ";" ? ";" : ",";
    if (line.split(sep).length < 3 || !ROW_CELL_GATE.test(line) || !PERSON_ROW.test(line)) continue;
    let at = start;
    for (const padded of line.split(sep)) {
      const lead = padded.length - padded.trimStart().length;
      // A quoted cell of a VALUES tuple or a CSV row is read inside its quotes; an unquoted one as it stands.
      const quoted = sep !== "|" ? /^[ \t]*(['"])(.*)\1[ \t)]*;?$/.exec(padded) : null;
      const cell = quoted ? quoted[2]! : sep === "|" ? padded.trim() : padded;
      const skip = quoted ? padded.indexOf(quoted[1]!) + 1 : lead * Number(sep === "|");
      at += skip;
      const kinds = /^\d{10,13}$/.test(cell) ? SELF_EVIDENT_KINDS : /^[XYZ]?\d{7,8}-?[A-Z]$/.test(cell) ? [DNI_KIND] : /^\d{3}([ -])\d{3}\1\d{3}$/.test(cell) ? [SIN_KIND] : /^\d{9}$/.test(cell) ? [BSN_KIND, SIN_KIND] : /^\d{4}\.\d{2}\.\d{3}$|^\d{3}\.\d{3}\.\d{3}$/.test(cell) ? [BSN_KIND] : [];
      for (const k of kinds) if ((kinds !== SELF_EVIDENT_KINDS || WHOLE.get(k)!.test(cell)) && tryValue(k, cell, at, "row")) break;
      at += (sep === "|" || quoted ? padded.length - skip : cell.length) + 1;
    }
  }
}
