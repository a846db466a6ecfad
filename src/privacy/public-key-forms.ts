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
 */
export function publicKeyForm(text: string, type: FindingType, start: number, end: number): boolean {
  if (type !== "api_key" && type !== "password") return false;
  const value = text.slice(start, end);
  return jwkPublicMember(text, start) || loggedJwkMember(text, value, start) || sshFingerprint(text, value, start);
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

const OPENSSH_FINGERPRINT = /^(?:SHA256:[A-Za-z0-9+/]{43}|MD5(?::[0-9a-f]{2}){16})$/;
/** The value alone, when a reader began after the algorithm's label ("SHA256:" stands right before it). */
const SHA256_BODY = /^[A-Za-z0-9+/]{43}$/;

function sshFingerprint(text: string, value: string, start: number): boolean {
  return OPENSSH_FINGERPRINT.test(value) || (SHA256_BODY.test(value) && text.slice(Math.max(0, start - 7), start) === "SHA256:");
}
