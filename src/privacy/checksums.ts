import { electronicFormatIBAN, validateIBAN, ValidationErrorsIBAN } from "ibantools";
import ipaddr from "ipaddr.js";

/** Luhn check: real card numbers pass it, most random 16-digit IDs do not. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Issuer prefixes (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay, Maestro) with their lengths. */
export function looksLikeCardIssuer(digits: string): boolean {
  const n = digits.length;
  if (/^4/.test(digits)) return n === 13 || n === 16 || n === 19;
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return n === 16;
  if (/^3[47]/.test(digits)) return n === 15;
  if (/^(6011|65|64[4-9])/.test(digits)) return n >= 16 && n <= 19;
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return n >= 16 && n <= 19;
  if (/^3(0[0-5]|[689])/.test(digits)) return n >= 14 && n <= 19;
  if (/^62/.test(digits)) return n >= 16 && n <= 19;
  if (/^(5[06-9]|6[37])/.test(digits)) return n >= 12 && n <= 19; // Maestro
  return false;
}

/**
 * ISO 13616 through ibantools: registered country, BBAN length and format, mod-97. A failed national
 * bank/branch check digit (which ibantools also tests for some countries) is not a reason to leave an
 * IBAN-shaped, mod-97-valid string in the text: mistyped and made-up account numbers are still private.
 */
export function ibanValid(raw: string): boolean {
  const iban = electronicFormatIBAN(raw.toUpperCase());
  if (!iban) return false;
  const errors = validateIBAN(iban, { allowQRIBAN: true }).errorCodes;
  return errors.every((e) => e === ValidationErrorsIBAN.WrongAccountBankBranchChecksum);
}

/** SSA rules: area 001–899 except 666, group 01–99, serial 0001–9999. */
export function ssnValid(ssn: string): boolean {
  const m = /^(\d{3})[- ]?(\d{2})[- ]?(\d{4})$/.exec(ssn);
  if (!m) return false;
  const [, area, group, serial] = m as unknown as [string, string, string, string];
  return area !== "000" && area !== "666" && area[0] !== "9" && group !== "00" && serial !== "0000";
}

/** ITIN: 9XX-[50-65|70-88|90-92|94-99]-XXXX, the taxpayer number of people without an SSN. */
export function itinValid(id: string): boolean {
  const m = /^9\d{2}[- ]?(\d{2})[- ]?\d{4}$/.exec(id);
  if (!m) return false;
  const g = Number(m[1]);
  return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || (g >= 94 && g <= 99);
}

/** UK National Insurance number: two prefix letters (with HMRC's exclusions), six digits, A–D. */
export function ninoValid(raw: string): boolean {
  const v = raw.replace(/[\s-]+/g, "").toUpperCase();
  const m = /^([A-CEGHJ-PR-TW-Z])([A-CEGHJ-NPR-TW-Z])\d{6}[A-D]$/.exec(v);
  if (!m) return false;
  const prefix = v.slice(0, 2);
  return !["BG", "GB", "NK", "KN", "TN", "NT", "ZZ"].includes(prefix);
}

/** Spanish DNI / NIE: eight digits (NIE: X/Y/Z + seven) and the mod-23 control letter. */
export function dniValid(raw: string): boolean {
  const v = raw.replace(/[\s.-]/g, "").toUpperCase(); // "12.345.678-Z", "X-1234567-L", "12345678 Z"
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(v);
  if (!m) return false;
  const [, nie = "", digits = "", letter] = m;
  if (nie && digits.length !== 7) return false;
  if (!nie && digits.length !== 8) return false;
  const n = Number(String("XYZ".indexOf(nie) === -1 ? "" : "XYZ".indexOf(nie)) + digits);
  return "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23] === letter;
}

/** Brazilian CPF: eleven digits with two mod-11 check digits. */
export function cpfValid(raw: string): boolean {
  const d = raw.replace(/\D/g, "");
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (len: number): number => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** Dutch BSN: nine digits passing the "elfproef". */
export function bsnValid(raw: string): boolean {
  const d = raw.replace(/\D/g, "");
  if (d.length !== 9) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(d[i]) * (9 - i);
  sum -= Number(d[8]);
  return sum % 11 === 0 && sum !== 0;
}

/** Verhoeff check (Aadhaar). */
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
export function verhoeffValid(raw: string): boolean {
  const d = raw.replace(/\D/g, "");
  let c = 0;
  for (let i = 0; i < d.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![Number(d[d.length - 1 - i])]!]!;
  return d.length > 0 && c === 0;
}

export function ipv4Valid(ip: string): boolean {
  const parts = ip.split(".");
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && !(p.length > 1 && p[0] === "0")) && ipaddr.IPv4.isValid(ip);
}

export function ipv6Valid(ip: string): boolean {
  return !ip.includes("%") && ipaddr.IPv6.isValid(ip);
}

/**
 * The cloud metadata endpoint: the same link-local address on every instance, it identifies no one. Public
 * resolvers (8.8.8.8, 1.1.1.1, 9.9.9.9) are not on this list: the corpus's labelling rule keeps every address
 * outside the reserved ranges, and a network's choice of resolver is part of the map it draws.
 */
const PUBLIC_RESOLVERS = new Set(["169.254.169.254", "fd00:ec2::254"]);

/**
 * Addresses that identify no one: loopback, unspecified, broadcast, multicast, and the ranges reserved
 * for documentation (RFC 5737 192.0.2.0/24, 198.51.100.0/24, 203.0.113.0/24; RFC 3849 2001:db8::/32;
 * RFC 9637 3fff::/20), which ipaddr.js reports as "reserved". Private ranges still reveal a network,
 * so they are kept as findings.
 */
export function ipIsNonPersonal(ip: string): boolean {
  if (PUBLIC_RESOLVERS.has(ip)) return true;
  try {
    const addr = ipaddr.parse(ip);
    const range = addr.range();
    // 198.18.0.0/15 (RFC 2544 benchmarking) is "reserved" to ipaddr.js but, unlike the documentation ranges, real labs number hosts in it.
    if (["loopback", "unspecified", "broadcast", "reserved", "multicast"].includes(range)) return !(addr.kind() === "ipv4" && /^198\.1[89]\./.test(ip));
    if (addr.kind() === "ipv6") {
      const v6 = addr as ipaddr.IPv6;
      if (v6.isIPv4MappedAddress()) return ipIsNonPersonal(v6.toIPv4Address().toString());
      if (range === "linkLocal" && /^fe80::[0-9a-f]{1,4}$/i.test(ip)) return true; // fe80::1, a gateway's conventional address
    }
    return false;
  } catch {
    return true;
  }
}


/** A JWT's header is base64url JSON with an "alg" (or "typ"); checking it separates tokens from dotted identifiers. */
export function jwtHeaderValid(token: string): boolean {
  const header = token.split(".")[0] ?? "";
  try {
    const json = JSON.parse(base64UrlDecode(header)) as unknown;
    return typeof json === "object" && json !== null && ("alg" in json || "typ" in json || "enc" in json);
  } catch {
    return false;
  }
}

/** base64url → string with web APIs only (atob exists in workerd and Node), so the engine needs no Buffer. */
export function base64UrlDecode(input: string): string {
  const b64 = input.replace(/-/g, "+").replace(/_/g, "/");
  const padded = b64 + "=".repeat((4 - (b64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

/** Shannon entropy in bits per character. */
export function shannonEntropy(s: string): number {
  if (!s) return 0;
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

/**
 * A value that reads like a generated secret rather than a word, a path or an identifier: long enough,
 * mixed character classes, high entropy, and not a UUID / hex digest (which are IDs and checksums).
 */
export function looksRandom(v: string, minLength = 12): boolean {
  if (v.length < minLength) return false;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) return false;
  const classes = Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) + Number(/[^A-Za-z0-9]/.test(v));
  if (classes < 2) return false;
  return shannonEntropy(v) >= (v.length >= 32 ? 3.5 : 3.0);
}
