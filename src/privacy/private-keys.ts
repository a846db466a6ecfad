import { execAll } from "./regex.ts";
import type { Finding } from "./types.ts";

/**
 * Private key blocks: PEM (PKCS#1/#8, EC, DSA, ENCRYPTED), OpenSSH, PGP, PuTTY — whole, truncated
 * (no END line: a partial paste still leaks the key) and escaped onto one line ("\n" inside a JSON
 * string or an env value). The span runs from the BEGIN line to the END line, or to the last line that
 * still looks like key material. A BEGIN line with no key material after it is prose about keys.
 */
const BEGIN = /-----BEGIN[ A-Z0-9]*? PRIVATE KEY(?: BLOCK)?-----|-----BEGIN PRIVATE KEY-----|-----BEGIN [A-Z0-9 ]*ENCRYPTED PRIVATE KEY-----/g;
const END = /-----END[ A-Z0-9]*PRIVATE KEY(?: BLOCK)?-----/y;
const PUTTY = /PuTTY-User-Key-File-\d: [^\n]*\n(?:[^\n]*\n){0,60}?Private-Lines: \d+\n(?:(?!Private-MAC)[A-Za-z0-9+/=]+(?:\n|$))+(?:Private-MAC: [0-9a-f]+)?/g; // the MAC line belongs to the key file
const OPENSSH_BODY = /(?<![A-Za-z0-9+/])b3BlbnNzaC1rZXktdjE[A-Za-z0-9+/=]{20,}(?:(?:\\n|\r?\n)[A-Za-z0-9+/=]{8,})*/g;
const BODY_LINE = /^[A-Za-z0-9+/=]{4,}(?:\.\.\.|…)?$/;
const HEADER_LINE = /^[A-Za-z][\w-]*: ?[^\n]*$/;

export function findPrivateKeys(text: string): Finding[] {
  const out: Finding[] = [];
  if (!text.includes("PRIVATE KEY") && !text.includes("PuTTY-User-Key-File") && !text.includes("b3BlbnNzaC1rZXktdjE")) return out;
  BEGIN.lastIndex = 0;
  for (let m = BEGIN.exec(text); m; m = BEGIN.exec(text)) {
    const start = m.index;
    let pos = m.index + m[0].length;
    const escaped = /^(?:\\+r)?\\+n/.test(text.slice(pos, pos + 8));
    let end = escaped ? scanEscaped(text, pos) : scanLines(text, pos);
    if (end === -1) continue;
    END.lastIndex = end;
    const tail = END.exec(text);
    if (tail) end = tail.index + tail[0].length;
    else if (escaped) end = pos + text.slice(pos, end).replace(/(?:\\+[rn])+$/, "").length;
    out.push({ type: "private_key", start, end, detector: escaped ? "pem-escaped" : "pem-block", confidence: 0.99 });
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

/** Multi-line block: header lines, blank lines (PGP armour has one), base64 lines, up to END or the first other line. */
function scanLines(text: string, pos: number): number {
  let cursor = pos;
  let lastBody = -1;
  let blankRun = 0;
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
    } else if (BODY_LINE.test(bare) || (lastBody === -1 && HEADER_LINE.test(bare))) {
      if (BODY_LINE.test(bare) || HEADER_LINE.test(bare)) lastBody = cursor + raw.replace(/\s+$/, "").length;
      blankRun = 0;
    } else if (/^[A-Za-z0-9+/=]{16,}(?:["'`]|\.\.\.|…)/.test(line)) {
      // A truncated paste whose last line runs into a closing quote or an ellipsis and a remark: the key ends with its base64.
      lastBody = cursor + raw.indexOf(line) + /^[A-Za-z0-9+/=]+/.exec(line)![0].length;
      break;
    } else if (/^\(?(?:truncated|snip|\.\.\.|…)/i.test(bare)) {
      lastBody = cursor + raw.replace(/\s+$/, "").length;
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
  return /[A-Za-z0-9+/=]{16,}/.test(material) ? lastBody : -1;
}

/** One-line form: "-----BEGIN RSA PRIVATE KEY-----\nMIIE…\n…\n-----END RSA PRIVATE KEY-----". */
function scanEscaped(text: string, pos: number): number {
  const re = /(?:\\+[rn]|[A-Za-z0-9+/=]|\\\/|[A-Za-z][\w-]*: [^\\"'\n]*)*/y;
  re.lastIndex = pos;
  const m = re.exec(text);
  if (!m || !/[A-Za-z0-9+/=]{16,}/.test(m[0].replace(/\\+[rn]/g, "\n"))) return -1;
  return pos + m[0].length;
}
