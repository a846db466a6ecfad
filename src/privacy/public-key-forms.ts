import { lineBefore } from "./line-window.ts";
import type { FindingType } from "./types.ts";

/**
 * The public side of a key pair, read by its published form (issue 14, round 13, branch `privforms13`): values that are
 * derived from a key and safe to publish, which a token reader takes for a secret because they are long and random.
 * - A JSON Web Key's public members (RFC 7518 §6.2.1 and §6.3.1: an EC key's "x" and "y", an RSA key's "n" and "e"; RFC
 *   7517 §4.7–4.9: the certificate members "x5c", "x5t", "x5t#S256"), inside an object that names its key type ("kty").
 *   The private members ("d", "p", "q", "dp", "dq", "qi", a symmetric key's "k") stay secrets.
 * - An OpenSSH key fingerprint ("SHA256:" and 43 unpadded base64 characters, what `ssh-keygen -l` and sshd print; the
 *   legacy "MD5:" and 16 hex pairs): a hash of the public key, printed to compare, not to log in with.
 * - An age recipient ("age1…", the public key `age-keygen` prints as "# public key: age1…" and every `.sops.yaml` lists):
 *   Bech32 with the human-readable part "age" (age's spec, C2SP age.md), its checksum checked. The identity that
 *   decrypts is "AGE-SECRET-KEY-1…", another part in upper case, and never matches.
 */
export function publicKeyForm(text: string, type: FindingType, start: number, end: number): boolean {
  if (type !== "api_key" && type !== "password") return false;
  const value = text.slice(start, end);
  return jwkPublicMember(text, start) || loggedJwkMember(text, value, start) || sshFingerprint(text, value, start) || subjectPublicKeyInfo(value) || ageRecipient(value);
}

/** An X25519 age recipient: "age1" and 58 Bech32 characters (32 bytes and the 6-character checksum, BIP 173). */
const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]{58}$/;
function ageRecipient(value: string): boolean {
  return AGE_RECIPIENT.test(value) && bech32Valid("age", value.slice(4));
}

const BECH32_CHARSET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l";
/** BIP 173's checksum over the human-readable part and the data characters: the polymod of both must be 1. */
function bech32Valid(hrp: string, data: string): boolean {
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  const step = (v: number): void => {
    const top = chk >>> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GEN[i]!;
  };
  for (const c of hrp) step(c.charCodeAt(0) >>> 5);
  step(0);
  for (const c of hrp) step(c.charCodeAt(0) & 31);
  for (const c of data) step(BECH32_CHARSET.indexOf(c));
  return chk === 1;
}

/**
 * A public key in its DER SubjectPublicKeyInfo (RFC 5280 §4.1.2.7; what `openssl … -pubout` prints between the PEM lines,
 * and what a JWKS's or an app's config pastes bare: "MFkwEwYHKoZIzj0CAQYI…" for P-256, "MIIBIjANBgkqhkiG9w0BAQEFAAOC…"
 * for RSA, "MCowBQYDK2VwAyEA…" for Ed25519), read from its bytes: a SEQUENCE whose first element is the algorithm's
 * SEQUENCE opening on an OID, then a BIT STRING. A private key's DER (PKCS#1, PKCS#8, SEC 1) opens on an INTEGER version,
 * and a certificate on a SEQUENCE inside a SEQUENCE, so neither reads as one.
 */
const DER_HEAD = /^[A-Za-z0-9+/]{40,}={0,2}$/;
function subjectPublicKeyInfo(value: string): boolean {
  if (!value.startsWith("M") || !DER_HEAD.test(value)) return false;
  let bytes: Uint8Array;
  try {
    bytes = Uint8Array.from(atob(value.slice(0, 40)), (c) => c.charCodeAt(0));
  } catch {
    return false;
  }
  // A DER length: one byte below 0x80, or 0x81/0x82 and that many bytes after.
  const lengthAt = (i: number): [number, number] | undefined => {
    const b = bytes[i];
    if (b === undefined) return undefined;
    if (b < 0x80) return [b, i + 1];
    if (b === 0x81 && i + 1 < bytes.length) return [bytes[i + 1]!, i + 2];
    if (b === 0x82 && i + 2 < bytes.length) return [(bytes[i + 1]! << 8) | bytes[i + 2]!, i + 3];
    return undefined;
  };
  if (bytes[0] !== 0x30) return false;
  const outer = lengthAt(1);
  if (!outer || bytes[outer[1]] !== 0x30) return false;
  const algorithm = lengthAt(outer[1] + 1);
  if (!algorithm || bytes[algorithm[1]] !== 0x06) return false;
  const after = algorithm[1] + algorithm[0];
  return after < bytes.length && bytes[after] === 0x03;
}

/**
 * A JWK's public member printed outside its JSON ("jwks: cached key n=0vx7ag…", "JWK x=f83OJ3D2…"): the line names the key
 * set, and the member is a public one (the private "d", "p", "q" … never match), whether the reader took the "n=" in or not.
 */
const LOGGED_MEMBER = /(?:^|[\s,;{(])(?:x|y|n|e)=$/;
const LOGGED_MEMBER_VALUE = /^(?:x|y|n|e)=[A-Za-z0-9_-]{16,}$/;
const NAMES_JWK = /\bjwks?\b|\bkty\b|json web key/i;
function loggedJwkMember(text: string, value: string, start: number): boolean {
  const member = LOGGED_MEMBER_VALUE.test(value) || LOGGED_MEMBER.test(text.slice(Math.max(0, start - 3), start));
  return member && NAMES_JWK.test(lineBefore(text, start, 120));
}

/** The member's name right before its value: `x: "`, `"n":"`, `'x5c': ['`. */
const PUBLIC_MEMBER_BEFORE = /(?:^|[{,\s])["']?(?:x|y|n|e|x5c|x5t|x5t#S256)["']?[ \t]*[:=][ \t]*\[?[ \t]*["']$/;
/** The object's key type (RFC 7518 §6.1: "EC", "RSA"; RFC 8037: "OKP"), anywhere in the same object. */
const KEY_TYPE = /["']?kty["']?[ \t]*[:=][ \t]*["'](?:EC|RSA|OKP)["']/;

function jwkPublicMember(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 12), start);
  if (!PUBLIC_MEMBER_BEFORE.test(before)) return false;
  // The object around the value, from its "{" to its "}": an RSA modulus runs to 700 characters, so "kty" may stand that far
  // back, or after the value.
  const objectStart = text.lastIndexOf("{", start);
  if (objectStart === -1 || start - objectStart > 1200) return false;
  const objectEnd = text.indexOf("}", start);
  return KEY_TYPE.test(text.slice(objectStart, objectEnd === -1 ? Math.min(text.length, start + 1200) : objectEnd));
}

// Some tools keep base64's padding on the 32-byte digest ("SHA256:…=", Terraform's and Pulumi's tls providers' exports).
const OPENSSH_FINGERPRINT = /^(?:SHA256:[A-Za-z0-9+/]{43}=?|MD5(?::[0-9a-f]{2}){16})$/;
/** The value alone, when a reader began after the algorithm's label ("SHA256:" stands right before it). */
const SHA256_BODY = /^[A-Za-z0-9+/]{43}=?$/;

function sshFingerprint(text: string, value: string, start: number): boolean {
  return OPENSSH_FINGERPRINT.test(value) || (SHA256_BODY.test(value) && text.slice(Math.max(0, start - 7), start) === "SHA256:");
}
