import { execAll } from "./regex.ts";
import type { Finding } from "./types.ts";

/**
 * Private key blocks: PEM (PKCS#1/#8, EC, DSA, ENCRYPTED), OpenSSH, PGP, PuTTY — whole, truncated
 * (no END line: a partial paste still leaks the key) and escaped onto one line ("\n" inside a JSON
 * string or an env value). The span runs from the BEGIN line to the END line, or to the last line that
 * still looks like key material. A BEGIN line with no key material after it is prose about keys.
 */
const BEGIN = /-----BEGIN[ A-Z0-9]*? PRIVATE KEY(?: BLOCK)?-----|-----BEGIN PRIVATE KEY-----|-----BEGIN [A-Z0-9 ]*ENCRYPTED PRIVATE KEY-----/g;
// Whitespace may stand before END: a key whose newlines a form or a chat turned into spaces.
const END = /[ \t]*-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----/y;
const PUTTY = /PuTTY-User-Key-File-\d: [^\n]*\n(?:[^\n]*\n){0,60}?Private-Lines: \d+\n(?:(?!Private-MAC)[A-Za-z0-9+/=]+(?:\n|$))+(?:Private-MAC: [0-9a-f]+)?/g; // the MAC line belongs to the key file
const OPENSSH_BODY = /(?<![A-Za-z0-9+/])b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/=]{20,}(?:(?:\\n|\r?\n)[A-Za-z0-9+/=]{8,})*/g;
const BODY_LINE = /^[A-Za-z0-9+/=]{4,}(?:[ \t]*(?:\.\.\.|…))?$/; // a truncated paste's last line may end in " ..."
const HEADER_LINE = /^[A-Za-z][\w-]*: ?[^\n]*$/;

export function findPrivateKeys(text: string): Finding[] {
  const out: Finding[] = [];
  findKeyMembers(text, out);
  findDerBodies(text, out);
  if (!text.includes("PRIVATE KEY") && !text.includes("PuTTY-User-Key-File") && !text.includes("b3BlbnNzaC1rZXktdjE")) return out;
  BEGIN.lastIndex = 0;
  for (let m = BEGIN.exec(text); m; m = BEGIN.exec(text)) {
    const start = m.index;
    let pos = m.index + m[0].length;
    const quoted = QUOTED_JOIN.test(text.slice(pos, pos + 40));
    const escaped = !quoted && /^(?:\\+r)?\\+n/.test(text.slice(pos, pos + 8));
    let end = escaped ? scanEscaped(text, pos) : quoted ? scanQuoted(text, pos) : scanLines(text, pos);
    if (end === -1) continue;
    END.lastIndex = end;
    const tail = END.exec(text);
    if (tail) end = tail.index + tail[0].length;
    else if (escaped) end = pos + text.slice(pos, end).replace(/(?:\\+[rn])+$/, "").length;
    out.push({ type: "private_key", start, end, detector: escaped ? "pem-escaped" : quoted ? "pem-quoted-lines" : "pem-block", confidence: 0.99 });
    BEGIN.lastIndex = Math.max(BEGIN.lastIndex, end);
    pos = end;
  }
  // PuTTY .ppk: the Private-Lines section is the key.
  for (const p of execAll(PUTTY, text)) {
    out.push({ type: "private_key", start: p.index, end: p.index + p[0].length, detector: "putty-ppk", confidence: 0.99 });
  }
  // A bare OpenSSH key body pasted without its armour ("b3BlbnNzaC1rZXktdjE" is base64 of "openssh-key-v1").
  for (const p of execAll(OPENSSH_BODY, text)) {
    if (out.some((f) => p.index >= f.start && p.index < f.end)) continue;
    out.push({ type: "private_key", start: p.index, end: p.index + p[0].length, detector: "openssh-body", confidence: 0.97 });
  }
  return out;
}

/**
 * The base64 of the fixed DER header a private key opens with: PKCS#8 RSA ("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC…"), PKCS#8
 * Ed25519 ("MC4CAQAwBQYDK2VwBCIEI"), PKCS#1 RSA ("MIIEpAIBAAKCAQEA"), SEC 1 EC ("MHcCAQEEI"). Key bits come after it.
 */
const DER_HEADER = /^(?:MII[A-Za-z0-9+/]{2}[QgAw]IBADANBgkqhkiG9w0BAQEFAASC[A-Za-z0-9+/]{0,2}|MC4CAQAwBQYDK2VwBCIEI|MII[A-Za-z0-9+/]{2}[QgAw]IBAAK[A-Za-z0-9+/]{2}[A-Za-z0-9+/]{0,4}|MHcCAQEEI|MIGkAgEBBD)/;

/** Multi-line block: header lines, blank lines (PGP armour has one), base64 lines, up to END or the first other line. */
function scanLines(text: string, pos: number): number {
  let cursor = pos;
  let lastBody = -1;
  let sawBase64 = false;
  let blankRun = 0;
  let elided = false;
  // The rest of the BEGIN line: only whitespace is allowed.
  const eol = text.indexOf("\n", cursor);
  const restOfLine = text.slice(cursor, eol === -1 ? text.length : eol);
  if (restOfLine.trim()) {
    // Key material on the same line ("-----BEGIN … KEY----- MIIE…" after a flattened paste).
    const same = /^[ \t]+([A-Za-z0-9+/=]{16,}(?:[ \t]+[A-Za-z0-9+/=]{4,})*)/.exec(restOfLine);
    return same ? cursor + same[0].length : -1;
  }
  if (eol === -1) return -1;
  cursor = eol + 1;
  while (cursor <= text.length) {
    const nl = text.indexOf("\n", cursor);
    const lineEnd = nl === -1 ? text.length : nl;
    const raw = text.slice(cursor, lineEnd);
    const line = raw.replace(/\r$/, "").trim();
    // Strip quoting or comment prefixes of pasted keys ("> ", "# ", "  ") and trailing quote/comma of code.
    const bare = line.replace(/^(?:>|#|\/\/|\*)\s*/, "").replace(/^["'`]|["'`,;]+$/g, "");
    if (/^-----END[ A-Z0-9]*PRIVATE KEY/.test(bare)) return cursor + raw.indexOf("-----END");
    if (!bare) {
      blankRun++;
      if (blankRun > 1 || lastBody === -1 && blankRun > 1) break;
    } else if (BODY_LINE.test(bare) || (!sawBase64 && HEADER_LINE.test(bare))) {
      // Headers come before the base64, several of them in an encrypted PEM (Proc-Type, then DEK-Info) or PGP armour.
      if (BODY_LINE.test(bare)) sawBase64 = true;
      if (/(?:\.\.\.|…)$/.test(bare)) elided = true;
      lastBody = cursor + raw.replace(/\s+$/, "").length;
      blankRun = 0;
    } else if (/^[A-Za-z0-9+/=]{16,}(?:["'`]|\.\.\.|…|[ \t]+\p{Ll}{2,}[ \t])/u.test(line)) {
      // A truncated paste whose last line runs into a closing quote or an ellipsis and a remark, or back into the sentence it
      // was pasted in ("…QIDAQAB and a teacher session …"): the key ends with its base64.
      lastBody = cursor + raw.indexOf(line) + /^[A-Za-z0-9+/=]+/.exec(line)![0].length;
      elided = true;
      break;
    } else if (/^\(?(?:truncated|snip|\.\.\.|…)/i.test(bare)) {
      lastBody = cursor + raw.replace(/\s+$/, "").length;
      elided = true;
      break;
    } else {
      break;
    }
    if (nl === -1) break;
    cursor = nl + 1;
  }
  if (lastBody === -1) return -1;
  // A header alone ("Proc-Type: …") with no base64 after it is not a key.
  const material = text.slice(pos, lastBody).replace(/^[A-Za-z][\w-]*: ?[^\n]*$/gm, "");
  // Sixteen characters are the DER header every key of a size shares ("MIIEpAIBAAKCAQEA": SEQUENCE, version 0, the
  // modulus's tag and length), no key bits: a template's "…your key here…" after them is no key.
  // A paste cut short ("MIIEvQIBADANBgkqhkiG9w0BAQEFAASC… (snippet from the docs)") holds a secret only if something is left
  // after the DER structure every key of its kind opens with (PKCS#8's version and algorithm, PKCS#1's version and modulus
  // tag, SEC 1's version and octet-string tag): those bytes are the same in every key, and a snippet of them opens nothing.
  if (elided && material.replace(/[^A-Za-z0-9+/=]/g, "").replace(DER_HEADER, "").length < 8) return -1;
  return /[A-Za-z0-9+/=]{17,}/.test(material) ? lastBody : -1;
}

/** One-line form: "-----BEGIN RSA PRIVATE KEY-----\nMIIE…\n…\n-----END RSA PRIVATE KEY-----". */
function scanEscaped(text: string, pos: number): number {
  // The header alternative first: "Proc-Type: …" would otherwise stop at its dash after "Proc" matched as base64.
  const re = /(?:[A-Za-z][\w-]*: [^\\"'\n]*|\\+[rn]|[A-Za-z0-9+/=]|\\\/)*/y;
  re.lastIndex = pos;
  const m = re.exec(text);
  if (!m || !/[A-Za-z0-9+/=]{16,}/.test(m[0].replace(/\\+[rn]/g, "\n"))) return -1;
  return pos + m[0].length;
}

/**
 * A key's lines quoted one by one in code: `"-----BEGIN …-----\n" +` then `"MIIE…\n" +` (Java, JS, C#), adjacent
 * literals (Python, C, Go), list items (`", "`), PHP's `.`, VB's `&`. After BEGIN: an optional escaped newline,
 * the closing quote, an optional join operator, whitespace (newlines too) and the next opening quote.
 */
const QUOTED_JOIN = /^(?:\\+r)?(?:\\+n)?["'`][ \t]*(?:[+.,&]|\.\.)?[ \t]*(?:\\?\r?\n[ \t]*)*["'`]/;
function scanQuoted(text: string, pos: number): number {
  const re = /(?:(?:\\+r)?(?:\\+n)?["'`][ \t]*(?:[+.,&]|\.\.)?[ \t]*(?:\\?\r?\n[ \t]*)*["'`])?([A-Za-z0-9+/=]{4,}|[A-Za-z][\w-]*: [^"'`\\\n]*)?/y;
  let cursor = pos;
  let last = -1;
  for (;;) {
    re.lastIndex = cursor;
    const m = re.exec(text);
    if (!m || m[0].length === 0 || !m[1]) break;
    last = cursor + m[0].length;
    cursor = last;
  }
  if (last === -1 || !/[A-Za-z0-9+/=]{16,}/.test(text.slice(pos, last))) return -1;
  // END stands after one more join: step over it so the END check below finds it.
  const join = /(?:\\+r)?(?:\\+n)?["'`][ \t]*(?:[+.,&]|\.\.)?[ \t]*(?:\\?\r?\n[ \t]*)*["'`](?=-----END)/y;
  join.lastIndex = last;
  const j = join.exec(text);
  return j ? last + j[0].length : last;
}

/**
 * The private members of a JSON Web Key (RFC 7518: `d`, `p`, `q`, `dp`, `dq`, `qi`, and a symmetric key's `k`) in an
 * object that has a `kty`, and the private elements of .NET's `<RSAKeyValue>`/`<DSAKeyValue>` XML. A JWK without
 * them (x, y, n, e) is a public key.
 */
// base64url by RFC 7515, but some tools write the standard alphabet with padding ("LHIm…/wQuF…+sk="): both are the key.
const JWK_MEMBER = /["']?\b(?:d|p|q|dp|dq|qi|k)\b["']?[ \t]*:[ \t]*["'](?<v>[A-Za-z0-9_+/=-]{16,})["']/g;
const XML_MEMBER = /<(P|Q|DP|DQ|InverseQ|D|X)>(?<v>[A-Za-z0-9+/=]{16,})<\/\1>/g;
function findKeyMembers(text: string, out: Finding[]): void {
  if (text.includes("kty")) {
    for (const m of execAll(JWK_MEMBER, text)) {
      const open = text.lastIndexOf("{", m.index);
      const close = text.indexOf("}", m.index);
      if (open === -1 || !/["']?kty["']?\s*:/.test(text.slice(open, close === -1 ? text.length : close))) continue;
      const start = m.index + m[0].lastIndexOf(m.groups!.v!);
      out.push({ type: "private_key", start, end: start + m.groups!.v!.length, detector: "jwk-private", confidence: 0.97 });
    }
  }
  if (text.includes("KeyValue>")) {
    for (const m of execAll(XML_MEMBER, text)) {
      const start = m.index + m[1]!.length + 2;
      out.push({ type: "private_key", start, end: start + m.groups!.v!.length, detector: "xml-key-private", confidence: 0.97 });
    }
  }
}

/**
 * A private key's DER body in base64 without its armour (`PRIVATE_KEY=MIIEvQIBADAN…`, a key wrapped over lines,
 * a `\n`-joined one). Read by its ASN.1 structure, not by where it stands: SEQUENCE, then INTEGER 0 followed by an
 * INTEGER (PKCS#1 RSA and DSA) or a SEQUENCE (PKCS#8), or INTEGER 1 and an OCTET STRING (SEC1 EC), or a PKCS#5/#12
 * encryption algorithm first (encrypted PKCS#8). Public keys (SPKI: SEQUENCE, SEQUENCE) and certificates (SEQUENCE,
 * SEQUENCE, [0]) do not start that way. Every DER SEQUENCE starts with "M" in base64.
 */
const DER_BODY = /(?<![A-Za-z0-9+/_-])M[A-Za-z0-9+/]{39,}={0,2}(?:(?:\\+n|\r?\n)[ \t>]*[A-Za-z0-9+/]{8,}={0,2})*/g;
function findDerBodies(text: string, out: Finding[]): void {
  for (const m of execAll(DER_BODY, text)) {
    if (!derPrivateKey(m[0].slice(0, 32))) continue;
    const start = m.index;
    // Inside an armoured key the block reader already took it.
    if (/-----BEGIN[^\n]*\s*$/.test(text.slice(Math.max(0, start - 60), start).replace(/(?:\\+n)+$/, ""))) continue;
    out.push({ type: "private_key", start, end: start + m[0].length, detector: "der-body", confidence: 0.95 });
  }
}

function derPrivateKey(b64: string): boolean {
  let bytes: number[];
  try {
    bytes = [...atob(b64.slice(0, 32))].map((c) => c.charCodeAt(0));
  } catch {
    return false;
  }
  if (bytes[0] !== 0x30) return false;
  let i = 1;
  const len = bytes[i]!;
  if (len === 0x81) i += 2;
  else if (len === 0x82) i += 3;
  else if (len < 0x80) i += 1;
  else return false;
  if (bytes[i] === 0x02 && bytes[i + 1] === 0x01) {
    const version = bytes[i + 2];
    const next = bytes[i + 3];
    if (version === 0) return next === 0x02 || next === 0x30;
    if (version === 1) return next === 0x04 || next === 0x30;
    return false;
  }
  // Encrypted PKCS#8: SEQUENCE { SEQUENCE { OID 1.2.840.113549.1.5.x or 1.2.840.113549.1.12.1.x } }
  if (bytes[i] === 0x30) {
    let k = i + 1;
    k += bytes[k]! === 0x81 ? 2 : bytes[k]! === 0x82 ? 3 : 1;
    const oid = bytes.slice(k, k + 10);
    return oid[0] === 0x06 && oid[2] === 0x2a && oid[3] === 0x86 && oid[4] === 0x48 && oid[5] === 0x86 && oid[6] === 0xf7 && oid[7] === 0x0d && oid[8] === 0x01 && (oid[9] === 0x05 || oid[9] === 0x0c);
  }
  return false;
}
