import type { Finding } from "./types.ts";
import { decodeUri } from "./uri-decode.ts";
import { personNameValue, roleNameKey } from "./name-json-records.ts";
import { nameEvidence as E } from "./person-names.ts";

/**
 * A person's name in a URL's query, a form body or a logfmt line (issue 14, round 24): `?name=Marie-Ange+Désir`,
 * `&name=Wanjiru%20Kamau`, `form: name=Lwazi+Dube&email=…`, `&first_name=Aurélien&last_name=Dubois-Lefèvre`,
 * `IPN … name=Rhodri ap Gwilym cardNumber=…`. The key says a name; the value is read decoded (`+` and `%20` are
 * spaces, `%C3%A9` an "é") and must read as a person's (personNameValue). A bare `name=` names files, products and
 * firms as often, so there a word of the value must be a listed given name or surname; the keys only a person's name
 * fills (`first_name`, `last_name`, `surname`, a role word before "name") need no list. Missed in O, V, Y, AB and AD
 * (README round 24); the name-field reader stops at `&`, `+` and `%` and did not read these.
 */
const FIELD = /(?<![\w.-])(?<key>[A-Za-z][A-Za-z_]{0,24})=(?<value>[^&\s"'<>#?;,]{2,90})/g;
/** A logfmt value that goes on over spaces up to the next key (or the line's end): "name=Rhodri ap Gwilym cardNumber=…". */
const LOGFMT_TAIL = /(?:[ \t]+\p{L}[\p{L}\p{M}'’.-]*){1,3}(?=[ \t]+[A-Za-z_][\w.]*=|[ \t]*(?:\r?\n|$))/uy;
const PERSON_ONLY_KEYS = ["fullname", "firstname", "lastname", "givenname", "familyname", "surname", "middlename", "holdername"];
/** A card's or an account's holder (`holder=`, `cardholder=`, Saferpay's `HolderName=`): a person, or a firm personNameValue leaves. */
const HOLDER_KEYS = new Set(["holder", "cardholder", "accountholder"]);
/**
 * A key only a person's name fills, also after a gateway's or a form's prefix: Authorize.Net's `x_first_name`,
 * `billing_last_name`, `cust_surname` (missed in AE round 25; `first_name` was read in O, V, Y, AB and AD).
 */
const personOnlyKey = (k: string): boolean => HOLDER_KEYS.has(k) || PERSON_ONLY_KEYS.some((p) => k === p || (k.endsWith(p) && k.length <= p.length + 10));
const GATE = /name=|holder=/i;

/**
 * Under a key only a person's name fills, the key is the evidence: a surname that ends like a product or reads like a
 * place to the lists ("Redcloud", "Kahananui", "Caflisch") is still the name; one to four capitalised words, not all
 * ordinary ones, no not-name and no documentation's stand-in.
 */
function slotNameValue(v: string): boolean {
  const ws = v.trim().split(/\s+/);
  if (ws.length > 4 || E.isPlaceholderName(v)) return false;
  return ws.every((w) => /^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)*$/u.test(w) && !E.isNotName(w)) && !ws.every((w) => E.knownWord(w));
}

const listed = (w: string) => w.split("-").some((p) => E.knownFirst(p, true) || E.knownLast(p));

export function findQueryFieldNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!GATE.test(text)) return out;
  FIELD.lastIndex = 0;
  for (let m = FIELD.exec(text); m; m = FIELD.exec(text)) {
    const key = m.groups!.key!;
    const k = key.toLowerCase().replace(/_/g, "");
    const personOnly = personOnlyKey(k) || roleNameKey(key);
    if (!personOnly && k !== "name") continue;
    const start = m.index + m[0].length - m.groups!.value!.length;
    let end = m.index + m[0].length;
    // A value without encoding may go on over spaces in a logfmt line.
    if (!/[+%]/.test(m.groups!.value!)) {
      LOGFMT_TAIL.lastIndex = end;
      const tail = LOGFMT_TAIL.exec(text);
      if (tail) end += tail[0].length;
    }
    const value = decodeUri(text.slice(start, end), true);
    if (!value || !/^\p{Lu}/u.test(value) || !(personNameValue(value, false) || (personOnly && slotNameValue(value)))) continue;
    if (!personOnly && !value.split(/\s+/).some(listed)) continue;
    out.push({ type: "person_name", start, end, detector: "name:query-field", confidence: 0.8 });
    FIELD.lastIndex = end;
  }
  return out;
}
