import { headedRows } from "./delimited-rows.ts";
import { secretKindOfKey, secretValueOk } from "./secret-fields.ts";
import type { Finding } from "./types.ts";

/**
 * Secrets in a delimited export whose header names the column: a device-provisioning sheet ("device_id,mac,dev_eui,
 * app_key,site" then one LoRaWAN AppKey per row), a users export with a "password" column. The header's cell is the key
 * and each row's cell its value, judged as the key-value readers judge one (`secretKindOfKey`, `secretValueOk`: a
 * "*_key" column takes only a generated value, a "password" column no placeholder). The table itself is read by
 * `delimited-rows.ts`, as the address columns are.
 */
/** Cheap refusals: a text whose lines hold no separator holds no table, one without a secret's word no secret column. */
const ANY_SEPARATOR = /[,;\t]/;
const SECRET_WORD = /pass|pwd|pw\b|key|secret|token|cred|auth|salt|seed|hmac/i;

export function findSecretColumns(text: string): Finding[] {
  const out: Finding[] = [];
  if (!text.includes("\n") || !ANY_SEPARATOR.test(text) || !SECRET_WORD.test(text)) return out;
  for (const { cells, kinds } of headedRows(text, secretKindOfKey)) {
    cells.forEach((cell, i) => {
      const kind = kinds[i];
      if (!kind || !cell.text || !secretValueOk(kind, cell.text, text, cell.start)) return;
      out.push({ type: kind === "password" ? "password" : "api_key", start: cell.start, end: cell.start + cell.text.length, detector: "secret-column", confidence: kind === "weak" ? 0.75 : 0.85 });
    });
  }
  return out;
}
