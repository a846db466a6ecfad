import { insideArmouredBlock } from "./armoured-blocks.ts";
import { looksRandom } from "./checksums.ts";
import { endsWithMatch, execAll } from "./regex.ts";
import { isPlaceholderValue, looksHandTyped } from "./placeholders.ts";
import type { Finding } from "./types.ts";

/**
 * Generated credentials where nothing names them: a JSON log's `"sid"`, a psql or mysql result cell, a CSV column, a
 * logfmt pair under a key no rule knows. Decided by the value's shape alone, so the shape is strict:
 *   - 32 to 100 characters of base62 or base64url, standing alone (quotes, spaces, `|`, `,`, `=` around it; never
 *     inside a URL path or a file name);
 *   - at least three each of upper case, lower case and digits, and a random string's entropy;
 *   - not hex (hashes, commit ids, trace ids), not a UUID, not base64 of readable text, not documentation's value,
 *     not under a key or after a word that names a hash, a fingerprint, a public key or an id of a document.
 * Every other rule that names the value (a vendor format, a key that names a token) wins the overlap: this is the
 * weakest reading of a secret.
 */
// Every run of token characters once (a lookbehind at every position cost more than the rest of this reader), then its length and the characters around it.
const RUN = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{32,}/g; // from a run's start only: tried inside every shorter run it cost twice as much
const OPEN_BEFORE = /[\s"'`|,;=:(\[{>]/;
const CLOSE_AFTER = /[\s"'`|,;)\]}<&]/;
/** A key or word just before the value that says it is no secret: a digest, a public key's member, a document's id. */
const NOT_SECRET_BEFORE =
  /(?:hash|digest|checksum|sha\d*|md5|etag|integrity|fingerprint|thumbprint|commit|revision|rev|nonce|kid|x5t(?:#S256)?|public|pubkey|modulus|"n"|"x"|"y"|"e"|blob|object|doc(?:ument)?[_-]?id|file[_-]?id|video[_-]?id|playlist|sheet|spreadsheet|folder|image|img|avatar|photo|request[_-]?id|trace[_-]?id|span[_-]?id|correlation[_-]?id|idempotency[_-]?key|cursor|challenge|page[_-]?token|next[_-]?page|continuation|crt|cert(?:ificate)?|(?<![a-z])ca|pem|pub|ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-\S+|AAAA)["']?[ \t]*[:=]?[ \t]*["'`]?$/i;
/** One backward try at the window's end (regex.ts endsWithMatch). */
const notSecretKeyAtEnd = endsWithMatch(NOT_SECRET_BEFORE);

export function findUnnamedTokens(text: string): Finding[] {
  const out: Finding[] = [];
  for (const m of execAll(RUN, text)) {
    const v = m[0];
    if (v.length > 100 || (m.index > 0 && !OPEN_BEFORE.test(text[m.index - 1]!))) continue;
    const next = text[m.index + v.length];
    if (next !== undefined && !CLOSE_AFTER.test(next)) continue;
    if (!generated(v) || /^pk_(?:live|test)_|^MI[IGH]/.test(v)) continue; // a publishable key; a DER body (a certificate's line)
    const start = m.index;
    if (insideArmouredBlock(text, start)) continue; // a line of an armoured block (the key reader has private ones)
    const before = text.slice(Math.max(0, start - 40), start);
    if (notSecretKeyAtEnd(before)) continue;
    if (/[/\\.]$/.test(before) || /^[/\\.]/.test(text.slice(start + v.length, start + v.length + 1))) continue; // a path segment or a file name
    if (/https?:\/\/\S*$/.test(before) && !/[?&][\w.-]+=$/.test(before)) continue; // inside a URL other than a query value
    out.push({ type: "api_key", start, end: start + v.length, detector: "token-unnamed", confidence: 0.7 });
  }
  if (text.includes("|") && TABLE_GATE.test(text)) findColumnTokens(text, out);
  return out;
}

/**
 * A psql or mysql result whose header names a token column ("| token", "| api_key |"): its cells are credentials even in
 * hex, which the shape rule above refuses (a hex run alone is a hash or a commit as often as a key). Only a header cell
 * that is exactly such a name counts: "token_hash", "key_id" and "fingerprint" columns stay data.
 */
const TABLE_GATE = /\|[ \t]*(?:api[_-]?key|api[_-]?token|token|access[_-]?token|auth[_-]?token|refresh[_-]?token|session[_-]?token|secret|secret[_-]?key|client[_-]?secret)[ \t]*(?:\||\n|$)/im;
const TOKEN_HEADER = /^(?:api[_-]?key|api[_-]?token|token|access[_-]?token|auth[_-]?token|refresh[_-]?token|session[_-]?token|secret|secret[_-]?key|client[_-]?secret)$/i;

function findColumnTokens(text: string, out: Finding[]): void {
  // Starts already found by the shape rule: looked up per cell (a scan of `out` per cell made a long dump rows²).
  const found = new Set(out.map((f) => f.start));
  let columns: number[] | undefined;
  let pos = 0;
  for (const line of text.split("\n")) {
    const start = pos;
    pos += line.length + 1;
    if (/^[\s+|-]+$/.test(line)) continue; // the rule under the header ("----+----" in psql, "+----+" in mysql)
    if (!line.includes("|")) {
      columns = undefined;
      continue;
    }
    const cells = line.split("|");
    const named = cells.flatMap((c, i) => (TOKEN_HEADER.test(c.trim()) ? [i] : []));
    if (named.length && !/\d{3}/.test(line)) {
      columns = named;
      continue;
    }
    if (!columns) continue;
    let at = start;
    cells.forEach((cell, i) => {
      const v = cell.trim();
      if (columns!.includes(i) && v && !found.has(at + cell.indexOf(v))) {
        const hex = /^[0-9a-f]{32,128}$/i.test(v) && new Set(v.toLowerCase()).size >= 10;
        if (hex || (/^[A-Za-z0-9_\-+/=.]{24,200}$/.test(v) && looksRandom(v, 24) && !isPlaceholderValue(v))) {
          const s0 = at + cell.indexOf(v);
          out.push({ type: "api_key", start: s0, end: s0 + v.length, detector: "token-column", confidence: 0.75 });
          found.add(s0);
        }
      }
      at += cell.length + 1;
    });
  }
}

/** Mixed classes, a random string's entropy, and none of the shapes of a hash, a UUID, an identifier or encoded text. */
function generated(v: string): boolean {
  // One pass for the class counts and the class changes (a generated value flips between classes constantly; words and
  // hex-like runs do not); the costlier tests only for what passes.
  let upper = 0, lower = 0, digits = 0, flips = 0, prev = -1;
  for (let i = 0; i < v.length; i++) {
    const c = cls(v[i]!);
    if (c === 0) lower++;
    else if (c === 1) upper++;
    else if (c === 2) digits++;
    if (prev !== -1 && c !== prev) flips++;
    prev = c;
  }
  if (upper < 3 || lower < 3 || digits < 3 || flips < v.length * 0.35) return false;
  if (/^[0-9a-f-]+$/i.test(v) || looksHandTyped(v) || isPlaceholderValue(v)) return false;
  if (/(?:[a-z]{4,}[_-]){2}|[A-Z][a-z]{3,}[A-Z][a-z]{3,}[A-Z][a-z]{3,}/.test(v)) return false; // snake_case_words, CamelCaseWordsJoined: an identifier
  // Ai_Cf_Meta_Llama_3_2_11B_Vision_Instruct: parts that are words, numbers or model sizes joined by "_" or "-".
  const parts = v.split(/[_-]+/).filter(Boolean);
  if (parts.length >= 3 && parts.filter((p) => /^(?:[A-Z]?[a-z]+(?:[A-Z][a-z]+)*|[A-Z]+[a-z]*|\d+[A-Za-z]?|[A-Za-z]\d+[A-Za-z]?|[A-Z][a-z]*\d+)$/.test(p)).length >= parts.length * 0.7) return false;
  return looksRandom(v, 32) && !readableBase64(v);
}

const cls = (c: string): number => (c >= "a" && c <= "z" ? 0 : c >= "A" && c <= "Z" ? 1 : c >= "0" && c <= "9" ? 2 : 3);

/** Base64 that decodes to readable text (`eyJ…` JSON, `dXNlcj…` "user…") is data, not a generated key. */
function readableBase64(v: string): boolean {
  try {
    const s = atob(v.replace(/-/g, "+").replace(/_/g, "/").slice(0, 48).replace(/=+$/, "").slice(0, 48 - (Math.min(48, v.length) % 4)));
    let printable = 0;
    for (const ch of s) if (/[\x20-\x7e]/.test(ch)) printable++;
    return s.length > 0 && printable / s.length > 0.9;
  } catch {
    return false;
  }
}
