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

/** Issuer prefixes (Visa, Mastercard, Amex, Discover, JCB, Diners, UnionPay) with their lengths. */
export function looksLikeCardIssuer(digits: string): boolean {
  const n = digits.length;
  if (/^4/.test(digits)) return n === 13 || n === 16 || n === 19;
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return n === 16;
  if (/^3[47]/.test(digits)) return n === 15;
  if (/^(6011|65|64[4-9])/.test(digits)) return n >= 16 && n <= 19;
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return n >= 16 && n <= 19;
  if (/^3(0[0-5]|[689])/.test(digits)) return n >= 14 && n <= 19;
  if (/^62/.test(digits)) return n >= 16 && n <= 19;
  return false;
}

/** IBAN lengths by country for the common ones; unknown countries only need 15–34 characters. */
const IBAN_LENGTH: Record<string, number> = {
  AT: 20, BE: 16, CH: 21, CZ: 24, DE: 22, DK: 18, ES: 24, FI: 18, FR: 27, GB: 22, HR: 21, HU: 28, IE: 22,
  IT: 27, LU: 20, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, BA: 20, RS: 22,
};

/** ISO 13616 mod-97 check, which rejects nearly all strings that only look like IBANs. */
export function ibanValid(raw: string): boolean {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTH[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 ? String(code - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** SSA rules: area 001–899 except 666, group 01–99, serial 0001–9999. */
export function ssnValid(ssn: string): boolean {
  const m = /^(\d{3})-(\d{2})-(\d{4})$/.exec(ssn);
  if (!m) return false;
  const [, area, group, serial] = m as unknown as [string, string, string, string];
  return area !== "000" && area !== "666" && area[0] !== "9" && group !== "00" && serial !== "0000";
}

export function ipv4Valid(ip: string): boolean {
  const parts = ip.split(".");
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && !(p.length > 1 && p[0] === "0"));
}

/** Addresses that identify no one: loopback, unspecified, broadcast. Private ranges still reveal a network, so they are kept. */
export function ipv4IsNonPersonal(ip: string): boolean {
  return ip.startsWith("127.") || ip === "0.0.0.0" || ip === "255.255.255.255";
}

export function ipv6Valid(ip: string): boolean {
  return !ip.includes("%") && ipaddr.IPv6.isValid(ip);
}

export function ipv6IsNonPersonal(ip: string): boolean {
  const lower = ip.toLowerCase();
  return lower === "::1" || lower === "::" || lower === "0:0:0:0:0:0:0:1" || lower.startsWith("::ffff:127.");
}

/** A JWT's header is base64url JSON with an "alg"; checking it separates tokens from dotted identifiers. */
export function jwtHeaderValid(token: string): boolean {
  const header = token.split(".")[0] ?? "";
  try {
    const json = JSON.parse(base64UrlDecode(header)) as unknown;
    return typeof json === "object" && json !== null && "alg" in json;
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
