import { luhnValid, verhoeffValid } from "./checksums.ts";
import { steadyDigits } from "./value-forms.ts";

/**
 * Issue 14's round 8 (branch privnatid8): national identifiers of 29 more countries, each read from its published
 * format (docs/privacy.md, "National ids, round 8", names the source of each). One entry per id in the shape
 * national-ids.ts reads (cue words, shape, check): a check digit where the format has one; otherwise the structure the
 * format fixes (a birth date, a region code, a prefix) and a cue word of its own (`unchecked`: a generic cue such as "id
 * number" does not open it). A birth date together with a code from a closed list (MyKad's place of birth, NIK's province,
 * Egypt's governorate) rejects at least as many numbers as a mod-11 digit, so those three are opened by generic cues too.
 * Only ids printed in a layout no other number takes are read without a cue (`alone`).
 */
/** One national id as national-ids.ts reads it. */
export interface NationalIdKind {
  name: string;
  /** Words that name this id (lower case, matched at a word start). */
  cues: string[];
  /** The number's shapes (no flags; matched whole, at word boundaries). */
  shape: string;
  valid: (digits: string, raw: string) => boolean;
  /** Found without a cue when the shape and the check digit both hold. */
  alone?: boolean;
  /** No check digit (a date only): never read after a generic cue such as "national id". */
  unchecked?: boolean;
}

const weighted = (d: string, w: number[]): number => w.reduce((a, x, i) => a + x * Number(d[i]), 0);
const num = (d: string, from: number, to: number): number => Number(d.slice(from, to));
const inRange = (n: number, lo: number, hi: number): boolean => n >= lo && n <= hi;
/** A day and month (a year of any century is fine). */
const dayMonth = (day: number, month: number): boolean => inRange(month, 1, 12) && inRange(day, 1, [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!);
const ymd = (d: string): boolean => dayMonth(num(d, 4, 6), num(d, 2, 4));
const dmy = (d: string): boolean => dayMonth(num(d, 0, 2), num(d, 2, 4));
/** Σ weights mod 11, then 11 − r with 11 → 0; 10 is no valid check. */
const mod11 = (d: string, w: number[]): number => (11 - (weighted(d, w) % 11)) % 11;

/** Hungary's TAJ: eight digits, then (3·odd + 7·even positions) mod 10. */
const tajValid = (d: string): boolean => d.length === 9 && weighted(d, [3, 7, 3, 7, 3, 7, 3, 7]) % 10 === Number(d[8]);
/** Hungary's adóazonosító jel: 8, days since 1867-01-01 (five digits), serial, then Σ dᵢ·i mod 11. */
const huTaxValid = (d: string): boolean => d.length === 10 && d[0] === "8" && weighted(d, [1, 2, 3, 4, 5, 6, 7, 8, 9]) % 11 === Number(d[9]);

/** Mexico's RFC of a person: four letters, YYMMDD, a two-character homoclave and a check (weights 13…2 mod 11, 10 → A). */
const RFC_CHARS = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ";
function rfcValid(raw: string): boolean {
  const s = raw.toUpperCase();
  if (s.length !== 13 || !ymd(s.slice(4, 10))) return false;
  const t = [...s.slice(0, 12)].reduce((a, c, i) => a + Math.max(0, RFC_CHARS.indexOf(c)) * (13 - i), 0);
  const c = (11 - (t % 11)) % 11;
  return (c === 10 ? "A" : String(c)) === s[12];
}

/** Malaysia's MyKad: YYMMDD, a place-of-birth code (JPN's list: states 01–16, countries 21–59 and 60–99 but 69, 70, 73, 80, 81, 94–97), a serial. */
function mykadValid(d: string): boolean {
  const pb = num(d, 6, 8);
  return d.length === 12 && ymd(d) && (inRange(pb, 1, 16) || inRange(pb, 21, 68) || [71, 72, 74, 75, 76, 77, 78, 79, 82, 83, 84, 85, 86, 87, 88, 89, 90, 91, 92, 93, 98, 99].includes(pb));
}

/** Indonesia's NIK: province (11–94), regency, district, DDMMYY (day + 40 for women), a serial not 0000. */
function nikValid(d: string): boolean {
  const day = num(d, 6, 8);
  return d.length === 16 && inRange(num(d, 0, 2), 11, 94) && dayMonth(day > 40 ? day - 40 : day, num(d, 8, 10)) && d.slice(12) !== "0000";
}

/** Vietnam's CCCD: a province code (the 63 of Circular 07/2016/TT-BCA), a century-and-sex digit, the birth year's last two digits, six digits. */
const VN_PROVINCES = new Set([1, 2, 4, 6, 8, 10, 11, 12, 14, 15, 17, 19, 20, 22, 24, 25, 26, 27, 30, 31, 33, 34, 35, 36, 37, 38, 40, 42, 44, 45, 46, 48, 49, 51, 52, 54, 56, 58, 60, 62, 64, 66, 67, 68, 70, 72, 74, 75, 77, 79, 80, 82, 83, 84, 86, 87, 89, 91, 92, 93, 94, 95, 96]);
const cccdValid = (d: string): boolean => d.length === 12 && VN_PROVINCES.has(num(d, 0, 3)) && !/^\d{6}0{6}$/.test(d);

/** Kazakhstan's IIN: YYMMDD, a century-and-sex digit (1–6), four digits, a two-pass mod-11 check. */
function iinValid(d: string): boolean {
  if (d.length !== 12 || !ymd(d) || !inRange(Number(d[6]), 1, 6)) return false;
  let c = weighted(d, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) % 11;
  if (c === 10) c = weighted(d, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]) % 11;
  return c !== 10 && c === Number(d[11]);
}

/** New Zealand's NHI: three letters (no I or O), then four digits (mod-11 check digit) or two digits, a letter and a check letter (mod 23; HISO 10046). */
const NHI_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
function nhiValid(raw: string): boolean {
  const s = raw.toUpperCase();
  if (!/^[A-HJ-NP-Z]{3}\d{2}(?:\d{2}|[A-HJ-NP-Z]{2})$/.test(s)) return false;
  const v = (c: string, i: number): number => (/\d/.test(c) ? Number(c) : NHI_LETTERS.indexOf(c) + 1) * (7 - i);
  const sum = [...s.slice(0, 6)].reduce((a, c, i) => a + v(c, i), 0);
  if (/\d$/.test(s)) {
    const c = 11 - (sum % 11);
    return c !== 11 && c % 10 === Number(s[6]); // a remainder of 0 is no valid number; a check of 10 is written 0
  }
  return NHI_LETTERS[22 - (sum % 23)] === s[6]; // 23 − (Σ mod 23), as a letter counted from A = 1
}

/** New Zealand's IRD number: 10 000 000 – 150 000 000 padded to nine digits, the first eight weighted 32765432 (or 74325276 when that gives 10), mod 11. */
function irdValid(d: string): boolean {
  const n = d.padStart(9, "0");
  if (!inRange(Number(n), 10_000_000, 150_000_000)) return false;
  for (const w of [[3, 2, 7, 6, 5, 4, 3, 2], [7, 4, 3, 2, 5, 2, 7, 6]]) {
    const c = mod11(n.slice(0, 8), w);
    if (c !== 10) return c === Number(n[8]);
  }
  return false;
}

/** Uruguay's cédula: up to seven digits, a check (weights 2987634, (10 − Σ mod 10) mod 10). */
function uyCiValid(d: string): boolean {
  const n = d.padStart(8, "0");
  return d.length >= 7 && d.length <= 8 && (10 - (weighted(n, [2, 9, 8, 7, 6, 3, 4]) % 10)) % 10 === Number(n[7]);
}

/** Ecuador's cédula: province 01–24 or 30, a third digit below 6, a mod-10 check with coefficients 212121212. */
function ecCedulaValid(d: string): boolean {
  if (d.length !== 10 || !(inRange(num(d, 0, 2), 1, 24) || num(d, 0, 2) === 30) || Number(d[2]) >= 6) return false;
  const s = [...d.slice(0, 9)].reduce((a, c, i) => {
    const p = Number(c) * (i % 2 === 0 ? 2 : 1);
    return a + (p > 9 ? p - 9 : p);
  }, 0);
  return (10 - (s % 10)) % 10 === Number(d[9]);
}

/** Guatemala's CUI (DPI): eight digits, a check (Σ dᵢ·(i+2) mod 11), a department (01–22) and a municipality code. */
function cuiValid(d: string): boolean {
  if (d.length !== 13 || !inRange(num(d, 9, 11), 1, 22) || num(d, 11, 13) < 1) return false;
  return weighted(d, [2, 3, 4, 5, 6, 7, 8, 9]) % 11 === Number(d[8]);
}

/** Ukraine's RNOKPP (ІПН): days since 1899-12-31, a serial, a check (weights −1 5 7 9 4 6 10 5 7, mod 11 mod 10). */
const rnokppValid = (d: string): boolean => d.length === 10 && d !== "0000000000" && (((weighted(d, [-1, 5, 7, 9, 4, 6, 10, 5, 7]) % 11) + 11) % 11) % 10 === Number(d[9]);

/** Russia's INN of a person: twelve digits, two checks (mod 11 mod 10). */
function innValid(d: string): boolean {
  if (d.length !== 12) return false;
  const c11 = (weighted(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  const c12 = (weighted(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) % 11) % 10;
  return c11 === Number(d[10]) && c12 === Number(d[11]);
}

/** Russia's SNILS: nine digits and a two-digit check (Σ dᵢ·(9−i), mod 101, 100 → 00). */
function snilsValid(d: string): boolean {
  if (d.length !== 11) return false;
  const c = weighted(d, [9, 8, 7, 6, 5, 4, 3, 2, 1]) % 101;
  return (c === 100 ? 0 : c) === num(d, 9, 11);
}

/** Moldova's IDNP: thirteen digits starting 0 or 2, weights 731 repeated, mod 10. */
const idnpValid = (d: string): boolean => d.length === 13 && /^[02]/.test(d) && weighted(d, [7, 3, 1, 7, 3, 1, 7, 3, 1, 7, 3, 1]) % 10 === Number(d[12]);

/** Luxembourg's matricule: YYYYMMDD, a serial, a Luhn digit and a Verhoeff digit, both over the first eleven. */
const luMatriculeValid = (d: string): boolean =>
  d.length === 13 && dayMonth(num(d, 6, 8), num(d, 4, 6)) && luhnValid(d.slice(0, 11) + d[11]) && verhoeffValid(d.slice(0, 11) + d[12]);

/** Iran's code melli: nine digits and a check (Σ dᵢ·(10−i) mod 11: below 2 as is, else 11 − r). */
function melliValid(d: string): boolean {
  if (d.length !== 10 || /^(\d)\1{9}$/.test(d)) return false;
  const r = weighted(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11;
  return (r < 2 ? r : 11 - r) === Number(d[9]);
}

/** Saudi Arabia's national id (1…) and iqama (2…): ten digits, Luhn. */
const saIdValid = (d: string): boolean => d.length === 10 && /^[12]/.test(d) && luhnValid(d);

/** The UAE's Emirates ID: 784, the birth year, seven digits, Luhn over all fifteen. */
const emiratesIdValid = (d: string): boolean => d.length === 15 && d.startsWith("784") && inRange(num(d, 3, 7), 1900, 2099) && luhnValid(d);

/** Egypt's national id: century (2 = 1900s, 3 = 2000s), YYMMDD, a governorate code (01–35, 88), four digits, a check. */
const EG_GOVERNORATES = new Set([1, 2, 3, 4, 11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 34, 35, 88]);
const egIdValid = (d: string): boolean => d.length === 14 && /^[23]/.test(d) && ymd(d.slice(1, 7)) && EG_GOVERNORATES.has(num(d, 7, 9));

/** The Dominican Republic's cédula: eleven digits (office, serial, check), Luhn. */
const doCedulaValid = (d: string): boolean => d.length === 11 && luhnValid(d);

/** Cuba's carné de identidad: YYMMDD, a century digit, four digits. */
const cuCiValid = (d: string): boolean => d.length === 11 && ymd(d);

/** Sri Lanka's NIC: old YYDDD (day + 500 for women) + four digits + V/X; new YYYYDDD + five digits. */
function lkNicValid(raw: string): boolean {
  const s = raw.toUpperCase();
  const day = (n: number): boolean => inRange(n, 1, 366) || inRange(n, 501, 866);
  if (/^\d{9}[VX]$/.test(s)) return day(num(s, 2, 5));
  // Every YYYYMMDDhhmm stamp also reads as a year and a day of the year ("nic" is a network card in logs too): left.
  const stamp = dayMonth(num(s, 6, 8), num(s, 4, 6)) && num(s, 8, 10) < 24 && num(s, 10, 12) < 60;
  return /^(?:19|20)\d{10}$/.test(s) && day(num(s, 4, 7)) && !stamp;
}

/** Pakistan's CNIC: a province digit (1–7), the rest of the area code, a family serial and a sex digit, printed 5-7-1. */
const cnicValid = (d: string): boolean => d.length === 13 && /^[1-7]/.test(d);

/** Germany's Rentenversicherungsnummer: area, DDMMYY, the surname's initial, a serial, a check over the weights 2121257121 2 1. */
function rvnrValid(raw: string): boolean {
  const s = raw.replace(/\s/g, "").toUpperCase();
  const m = /^(\d{2})(\d{6})([A-Z])(\d{2})(\d)$/.exec(s);
  if (!m || !dmy(m[2]!)) return false;
  const digits = m[1]! + m[2]! + String(m[3]!.charCodeAt(0) - 64).padStart(2, "0") + m[4]!;
  const sum = [...digits].reduce((a, c, i) => {
    const p = Number(c) * [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1][i]!;
    return a + Math.floor(p / 10) + (p % 10);
  }, 0);
  return sum % 10 === Number(m[5]);
}

/** Spain's número de la Seguridad Social: province (01–53, 66), eight digits, a mod-97 check of the two. */
function nssValid(d: string): boolean {
  if (d.length !== 12) return false;
  const province = num(d, 0, 2);
  if (!inRange(province, 1, 53) && province !== 66) return false;
  const serial = num(d, 2, 10);
  const base = serial < 10_000_000 ? province * 10_000_000 + serial : Number(d.slice(0, 10));
  return base % 97 === num(d, 10, 12);
}

/** Kenya's KRA PIN: A (a person) or P, nine digits, a letter. */
const kraPinValid = (_d: string, raw: string): boolean => /^[AP]\d{9}[A-Z]$/i.test(raw);

/** Venezuela's cédula: V (national) or E (foreigner), up to eight digits. */
const veCiValid = (d: string): boolean => inRange(d.replace(/\D/g, "").length, 6, 8);

/** Lengths only: the format has no check digit, so the cue word is required and a generic cue does not open it. */
const digitsLength = (...lengths: number[]) => (d: string): boolean => lengths.includes(d.length) && !steadyDigits(d);

export const ROUND8_KINDS: NationalIdKind[] = [
  { name: "hu_taj", cues: ["taj", "taj szám", "tajszám", "taj-szám", "társadalombiztosítási azonosító"], shape: "\\d{3}[ -]?\\d{3}[ -]?\\d{3}", valid: tajValid },
  { name: "hu_adoazonosito", cues: ["adóazonosító", "adóazonosító jel", "adoazonosito", "adószám"], shape: "8\\d{9}", valid: huTaxValid },
  { name: "mx_rfc", cues: ["rfc", "r.f.c"], shape: "[A-ZÑ&]{4}\\d{6}[A-Z\\d]{2}[\\dA]", valid: (_d, raw) => rfcValid(raw) },
  { name: "my_mykad", cues: ["mykad", "no. kp", "no. k/p", "no kp", "kad pengenalan", "nric", "ic no", "ic number", "i/c", "mykid"], shape: "\\d{6}-?\\d{2}-?\\d{4}", valid: mykadValid },
  { name: "id_nik", cues: ["nik", "ktp", "no. ktp", "nomor induk kependudukan", "e-ktp"], shape: "\\d{16}", valid: nikValid },
  { name: "vn_cccd", cues: ["cccd", "căn cước", "căn cước công dân", "số định danh", "định danh cá nhân", "cmnd"], shape: "\\d{12}", valid: cccdValid, unchecked: true },
  { name: "kz_iin", cues: ["иин", "iin", "жсн", "индивидуальный идентификационный номер"], shape: "\\d{12}", valid: iinValid },
  { name: "ph_philsys", cues: ["philsys", "psn", "philid", "philsys number", "philsys card number", "pcn"], shape: "\\d{4}-?\\d{4}-?\\d{4}(?:-?\\d{4})?", valid: digitsLength(12, 16), unchecked: true },
  // A dashed layout only: "sss" is also the milliseconds of a log's time format, beside epoch numbers.
  { name: "ph_sss", cues: ["sss", "sss no", "sss number", "umid", "umid crn"], shape: "\\d{2}-\\d{7}-\\d|\\d{4}-\\d{7}-\\d", valid: digitsLength(10, 12), unchecked: true },
  { name: "nz_nhi", cues: ["nhi", "nhi number", "national health index"], shape: "[A-HJ-NP-Z]{3}\\d{2}(?:\\d{2}|[A-HJ-NP-Z]{2})", valid: (_d, raw) => nhiValid(raw) },
  { name: "nz_ird", cues: ["ird", "ird number", "ird no", "inland revenue"], shape: "\\d{2,3}[- ]?\\d{3}[- ]?\\d{3}", valid: irdValid },
  { name: "jm_trn", cues: ["trn", "taxpayer registration number"], shape: "[01]\\d{2}[- ]?\\d{3}[- ]?\\d{3}", valid: digitsLength(9), unchecked: true },
  // Eight digits and a letter are Spain's DNI, whose reader checks the letter: national-ids.ts never reads the digits alone as this one ("DNI 71942305 J no cuadra").
  { name: "ar_dni", cues: ["dni", "d.n.i", "documento nacional de identidad"], shape: "\\d{1,2}\\.\\d{3}\\.\\d{3}|\\d{7,8}", valid: digitsLength(7, 8), unchecked: true },
  { name: "cu_ci", cues: ["carné de identidad", "carnet de identidad", "carné", "carnet", "c.i.", "ci no", "número de identidad"], shape: "\\d{11}", valid: cuCiValid, unchecked: true },
  { name: "uy_ci", cues: ["c.i.", "cédula", "cedula", "cédula de identidad"], shape: "\\d\\.?\\d{3}\\.?\\d{3}-?\\d", valid: uyCiValid },
  { name: "ec_cedula", cues: ["cédula", "cedula", "c.i.", "cédula de identidad"], shape: "\\d{9}-?\\d", valid: ecCedulaValid },
  { name: "do_cedula", cues: ["cédula", "cedula", "cédula de identidad y electoral"], shape: "\\d{3}-?\\d{7}-?\\d", valid: doCedulaValid },
  // After the cédulas with a check digit, so a number one of them validates keeps its country.
  { name: "co_cc", cues: ["c.c.", "c.c", "cc.", "cédula", "cedula", "cédula de ciudadanía", "cedula de ciudadania", "c.c no", "cc no"], shape: "\\d{1,3}(?:\\.\\d{3}){2,3}|\\d{6,10}", valid: digitsLength(6, 7, 8, 9, 10), unchecked: true },
  { name: "ve_ci", cues: ["cédula", "cedula", "c.i."], shape: "[VE]-?\\d{1,2}\\.?\\d{3}\\.?\\d{3}", valid: veCiValid, unchecked: true },
  { name: "gt_cui", cues: ["dpi", "cui", "código único de identificación"], shape: "\\d{4}[ ]?\\d{5}[ ]?\\d{4}", valid: cuiValid },
  { name: "gh_card", cues: ["ghana card", "ghanacard", "nia", "ghana card pin"], shape: "GHA-?\\d{9}-?\\d", valid: (d) => /^GHA\d{10}$/.test(d), alone: true },
  { name: "ng_nin", cues: ["nin", "nimc", "national identification number", "nin slip"], shape: "\\d{11}", valid: digitsLength(11), unchecked: true },
  { name: "ke_id", cues: ["kenyan id", "kenya id", "huduma namba", "maisha namba", "id card no"], shape: "\\d{7,8}", valid: digitsLength(7, 8), unchecked: true },
  { name: "ke_kra", cues: ["kra pin", "kra", "pin no"], shape: "[AP]\\d{9}[A-Z]", valid: kraPinValid },
  { name: "lk_nic", cues: ["nic", "nic no", "nic number", "national identity card", "ජාතික හැඳුනුම්පත", "தேசிய அடையாள அட்டை"], shape: "\\d{9}[VvXx]|(?:19|20)\\d{10}", valid: (_d, raw) => lkNicValid(raw) },
  { name: "bd_nid", cues: ["nid", "nid no", "nid number", "জাতীয় পরিচয়পত্র", "এনআইডি", "smart card"], shape: "\\d{17}|\\d{13}|\\d{10}", valid: digitsLength(10, 13, 17), unchecked: true },
  // The printed 5-7-1 layout is the CNIC's check (a generic "id number" opens it); thirteen bare digits need its own cue.
  { name: "pk_cnic", cues: ["cnic", "nicop", "nic", "b-form", "shanakhti", "شناختی کارڈ"], shape: "[1-7]\\d{4}-\\d{7}-\\d", valid: cnicValid },
  { name: "pk_cnic_bare", cues: ["cnic", "nicop", "b-form", "shanakhti", "شناختی کارڈ"], shape: "[1-7]\\d{12}", valid: cnicValid, unchecked: true },
  { name: "ua_rnokpp", cues: ["рнокпп", "rnokpp", "іпн", "ипн", "ідентифікаційний код", "ідентифікаційний номер", "податковий номер", "ipn"], shape: "\\d{10}", valid: rnokppValid },
  { name: "ru_inn", cues: ["инн", "inn"], shape: "\\d{12}", valid: innValid },
  { name: "ru_snils", cues: ["снилс", "snils"], shape: "\\d{3}-?\\d{3}-?\\d{3}[ -]?\\d{2}", valid: snilsValid },
  { name: "md_idnp", cues: ["idnp", "codul personal"], shape: "[02]\\d{12}", valid: idnpValid },
  { name: "lu_matricule", cues: ["matricule", "numéro d'identification national", "identifiant national", "cns"], shape: "\\d{4}[ ]?\\d{4}[ ]?\\d{5}", valid: luMatriculeValid },
  { name: "ir_melli", cues: ["کد ملی", "کدملی", "code melli", "melli code", "national code", "shomare melli"], shape: "\\d{3}-?\\d{6}-?\\d", valid: melliValid },
  { name: "sa_id", cues: ["iqama", "إقامة", "رقم الهوية", "الهوية الوطنية", "saudi id", "absher"], shape: "[12]\\d{9}", valid: saIdValid },
  { name: "ae_eid", cues: ["emirates id", "eid", "الهوية الإماراتية", "eida"], shape: "784-?\\d{4}-?\\d{7}-?\\d", valid: emiratesIdValid },
  { name: "eg_nid", cues: ["الرقم القومي", "egyptian id", "egyptian national id", "raqam qawmi"], shape: "[23]\\d{13}", valid: egIdValid },
  { name: "de_rvnr", cues: ["rentenversicherungsnummer", "rvnr", "rv-nummer", "versicherungsnummer", "sozialversicherungsnummer"], shape: "\\d{2}[ ]?\\d{6}[ ]?[A-Z][ ]?\\d{3}", valid: (_d, raw) => rvnrValid(raw) },
  { name: "es_nss", cues: ["nss", "naf", "seguridad social", "número de la seguridad social", "numero de la seguridad social", "número de afiliación"], shape: "\\d{2}[ /-]?\\d{8}[ /-]?\\d{2}", valid: nssValid },
  // Printed layouts no other number takes: the Emirates ID's 784-YYYY-NNNNNNN-C with Luhn, the Ghana Card's GHA- prefix.
  { name: "ae_eid_printed", cues: [], shape: "784-\\d{4}-\\d{7}-\\d", valid: emiratesIdValid, alone: true },
];
