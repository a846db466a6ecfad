import { secretKindOfKey, secretValueOk } from "./secret-fields.ts";
import type { Finding } from "./types.ts";

/**
 * Secrets in a delimited export whose header names the column: a device-provisioning sheet ("device_id,mac,dev_eui,
 * app_key,site" then one LoRaWAN AppKey per row), a users export with a "password" column. The header's cell is the key
 * and each row's cell its value, judged as the key-value readers judge one (`secretKindOfKey`, `secretValueOk`: a
 * "*_key" column takes only a generated value, a "password" column no placeholder). A header is a line of two or more
 * identifier cells; its rows are the lines after it with as many cells, split on the same separator.
 */
const HEADER_CELL = /^["']?[A-Za-z_][\w .-]{0,40}["']?$/;
/** Cheap refusals: a text whose lines hold no separator holds no table, one without a secret's word no secret column. */
const ANY_SEPARATOR = /[,;\t]/;
const SECRET_WORD = /pass|pwd|pw\b|key|secret|token|cred|auth|salt|seed|hmac/i;

/** A header line holds nothing but identifiers, quotes and separators: one test refuses every other line. */
const HEADER_LINE = /^[\w "'.;,\t-]+$/;

/** The separator a line uses most (a comma, a semicolon or a tab). */
function separatorOf(line: string): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const s of [",", ";", "\t"]) {
    const n = line.split(s).length - 1;
    if (n > most) [best, most] = [s, n];
  }
  return best;
}

export function findSecretColumns(text: string): Finding[] {
  const out: Finding[] = [];
  if (!text.includes("\n") || !ANY_SEPARATOR.test(text) || !SECRET_WORD.test(text)) return out;
  let kinds: Array<ReturnType<typeof secretKindOfKey>> | undefined;
  let sep = ",";
  let pos = 0;
  for (const line of text.split("\n")) {
    const start = pos;
    pos += line.length + 1;
    const cells = kinds ? line.split(sep) : [];
    if (kinds && cells.length === kinds.length) {
      let at = start;
      cells.forEach((cell, i) => {
        const kind = kinds![i];
        const value = cell.trim().replace(/^"(.*)"$/, "$1");
        const offset = at + cell.indexOf(value);
        at += cell.length + 1;
        if (!kind || !value || !secretValueOk(kind, value, text, offset)) return;
        out.push({ type: kind === "password" ? "password" : "api_key", start: offset, end: offset + value.length, detector: "secret-column", confidence: kind === "weak" ? 0.75 : 0.85 });
      });
      continue;
    }
    kinds = undefined;
    if (!HEADER_LINE.test(line)) continue;
    const s = separatorOf(line);
    const header = s ? line.split(s) : [];
    if (header.length < 2 || !header.every((c) => HEADER_CELL.test(c.trim()))) continue;
    const named = header.map((c) => secretKindOfKey(c.trim().replace(/^["']|["']$/g, "")));
    if (named.some(Boolean)) {
      kinds = named;
      sep = s!;
    }
  }
  return out;
}
