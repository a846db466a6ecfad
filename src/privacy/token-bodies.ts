import { base64UrlDecode } from "./checksums.ts";
import { presentedAsExample } from "./value-forms.ts";

/**
 * Look-alikes read from a token's own body (issue 14, round 14, branch `privforms14`): what the parts of a JWT or a
 * base64 blob decode to says whether it can open anything. Form only, never a value seen in a corpus.
 */

/**
 * A JWT whose third part is no signature: spelled in lower-case words ("….placeholder", "….public-anon-role"), which no
 * HMAC, RSA, ECDSA or EdDSA signature is (each is 32 bytes or more of random bits, 43+ base64url characters in both
 * cases and digits); or empty (an unsigned token, RFC 7519 §6) where the text presents it as an example ("Example
 * token format (fake): eyJ….eyJ….", "test token from the docs"). An unsigned token a text does not present so is kept:
 * a server that accepts "alg": "none" lets it in, and its claims can name someone.
 */
const WORD_SIGNATURE = /^[a-z]{3,}(?:[-_][a-z]+)*$/;
export function unsignedToken(text: string, value: string, start: number, end: number): boolean {
  const parts = value.split(".");
  if (parts.length !== 3 || !parts[0]!.startsWith("eyJ")) return false;
  const signature = parts[2]!;
  if (WORD_SIGNATURE.test(signature)) return true;
  return signature === "" && presentedAsExample(text, start, end);
}

/**
 * Base64 that decodes to JSON holding no value at all: every leaf an empty object, array or string, null or a boolean
 * (a Kubernetes ".dockerconfigjson" of `{"auths":{"ghcr.io":{}}}`, an empty config map). Keys are a schema's names;
 * with no string or number under them there is nothing to open with. One leaf with content (an "auth" of user:pass
 * in base64, a token) and the blob stays a finding.
 */
const BASE64_JSON = /^(?:eyJ|W3)[A-Za-z0-9+/_-]{4,}={0,2}$/;
export function emptyJsonBase64(value: string): boolean {
  if (value.length > 400 || !BASE64_JSON.test(value)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(base64UrlDecode(value.replace(/=+$/, "")));
  } catch {
    return false;
  }
  return typeof parsed === "object" && parsed !== null && holdsNoValue(parsed);
}

function holdsNoValue(node: unknown): boolean {
  if (node === null || typeof node === "boolean") return true;
  if (typeof node === "string") return node === "";
  if (typeof node !== "object") return false; // a number
  return Object.values(node as Record<string, unknown>).every(holdsNoValue);
}

/**
 * A JWT whose claims are the specifications' example (issue 14, round 17): RFC 7515 A.1–A.4 and RFC 7519 §3.1 sign one
 * claims set, `{"iss":"joe","exp":1300819380,"http://example.com/is_root":true}`, under several keys and algorithms. The
 * claims are the tell, whatever signs them: they name no one, and they expired in March 2011. (jwt.io's claims are not read
 * so: a token re-signed with them is what a forged or test login carries, and only the debugger's own token is listed.)
 */
export function documentedClaims(value: string): boolean {
  const parts = value.split(".");
  if (parts.length !== 3 || parts[1]!.length > 200) return false;
  let claims: Record<string, unknown>;
  try {
    claims = JSON.parse(base64UrlDecode(parts[1]!)) as Record<string, unknown>;
  } catch {
    return false;
  }
  if (typeof claims !== "object" || claims === null) return false;
  return claims.iss === "joe" && claims.exp === 1300819380;
}

/**
 * Base64 that decodes to a sentence: printable ASCII, three words or more between spaces, mostly letters ("this is a fake
 * FCM token for a test"). A key, token or salt is random bytes, which decode to control and high bytes; a password or a
 * Basic "user:pass" decodes to one run with no spaces between words. Text in base64 is data, whatever key it stands under.
 */
const BASE64_BODY = /^[A-Za-z0-9+/_-]{16,400}={0,2}$/;
export function base64OfProse(value: string): boolean {
  if (!BASE64_BODY.test(value)) return false;
  let decoded: string;
  try {
    decoded = base64UrlDecode(value.replace(/=+$/, ""));
  } catch {
    return false;
  }
  if (!/^[\x20-\x7e]+$/.test(decoded) || decoded.includes(":")) return false;
  const words = decoded.split(" ").filter(Boolean);
  const letters = decoded.replace(/[^A-Za-z]/g, "").length;
  return words.length >= 3 && words.every((w) => /^[A-Za-z][A-Za-z'.,!?-]*$|^\d+$/.test(w)) && letters >= decoded.length * 0.6;
}
