import type { Finding } from "./types.ts";
import { isOrdinaryWord, nameEvidence as E } from "./person-names.ts";
import { looksLikePersonHandle } from "./usernames.ts";

/**
 * A person record's name in JSON (issue 14, round 24): the slot tells that a person is named, whatever the script or
 * case of the value, so the value needs only to read as a name in its own script.
 * - a key only a person's name fills: `"nickname": "선미"`, `"displayname": "رانيا خوري"`, `"preferred_name": "Seun"`,
 *   `"consumerName": "J.A. van der Berg"` (a role word before "Name"), `"given": ["Naomi", "Yazzie"]`;
 * - a generic key (`name`, `Name`, `family`, `given`, `login`) inside an object that a person key opens:
 *   `"author": {"name": "sunmi_park"}`, `"customer":{"name":"Aroha T."}`, `"maintainers":[{"name":"zygimantas.b"}]`,
 *   `"ShipTo":{"Name":…}`, `"passport":{"user":{"id":2210,"name":…}}`, FHIR's `"name":[{"family":…,"given":[…]}]`;
 * - a person key holding a name in a script without case, which json-user's handle pattern cannot read:
 *   `"owner": "তানভীর হোসেন"`.
 * Missed in K, P, U, X, Y, Z, AB, AC and AD (README round 24). A thing named in a person's slot (`"name": "Platform Team"`,
 * a bot) is kept out by the value's test: Latin words must be names, no ordinary word, place or product; handles must be
 * built like a person's (looksLikePersonHandle) and not be ordinary words.
 */

/** Keys whose value is a person's name wherever they stand (lower case, separators dropped). */
const SELF_KEYS = new Set(
  "nickname nick displayname preferredname legalname fullname givenname familyname firstname lastname middlename maidenname surname"
    .split(" "),
);
/**
 * Role words that, before "name", make a key a person's name ("consumerName", "payer_name"), and whose objects are a
 * person's. Not "client": OAuth's and an API's client is an application (`"client_name": "Circo Lume Tickets"`).
 */
const ROLE_WORDS =
  "author user customer player maintainer contributor owner member consumer patient practitioner contact person attendee guest passenger driver employee buyer seller participant sender recipient reporter assignee creator cardholder holder payer payee beneficiary requester reviewer committer uploader organizer subscriber applicant tenant student speaker";
const ROLES = new Set(ROLE_WORDS.split(" "));
/** Keys that open a person's object: a role word, its plural, a shipment's parties, a profile. */
function personObjectKey(key: string): boolean {
  const k = key.toLowerCase().replace(/[_-]/g, "");
  if (ROLES.has(k) || (k.endsWith("s") && ROLES.has(k.slice(0, -1))) || k === "people") return true;
  return /^(?:shipto|billto|soldto|deliverto|profile|userprofile)$/.test(k);
}
/** The keys a person's object names them by. */
const GENERIC_NAME_KEYS = new Set(["name", "login", "username"]);
/** FHIR's HumanName parts, under a "name" key. */
const HUMAN_NAME_PARTS = new Set(["family", "given", "text"]);

/**
 * "consumerName", "payer_name": a role word before "name". Not "userName": an account's handle, for json-user and
 * person-key, which ask it to be built from a name (`"username": "regatta"` is a database's).
 */
export function roleNameKey(key: string): boolean {
  const m = /^([A-Za-z]+?)(?:_|-)?(?:Name|name|NAME)$/.exec(key);
  const role = m?.[1]!.toLowerCase();
  return !!role && role !== "user" && ROLES.has(role);
}

/** The key of the object (or array of objects) that holds position `at`, read backwards over balanced brackets. */
export function enclosingKey(text: string, at: number, limit = 600): string | undefined {
  let depth = 0;
  let inString = false;
  let i = at - 1;
  const stop = Math.max(0, at - limit);
  let opener = -1;
  for (; i >= stop; i--) {
    const c = text[i];
    if (c === '"' && text[i - 1] !== "\\") { inString = !inString; continue; }
    if (inString) continue;
    if (c === "}" || c === "]") depth++;
    else if (c === "{" || c === "[") {
      if (depth === 0) {
        // An object that is an array's element: the key is the array's.
        let j = i - 1;
        while (j >= stop && /\s/.test(text[j]!)) j--;
        if (c === "{" && (text[j] === "[" || text[j] === ",")) { opener = -2; continue; }
        opener = i;
        break;
      }
      depth--;
    }
  }
  if (opener < 0) return undefined;
  let j = opener - 1;
  while (j >= 0 && /[ \t]/.test(text[j]!)) j--;
  if (text[j] !== ":") return undefined;
  j--;
  while (j >= 0 && /[ \t]/.test(text[j]!)) j--;
  const m = /["']?([A-Za-z_][A-Za-z0-9_-]{0,40})["']?$/.exec(text.slice(Math.max(0, j - 44), j + 1));
  return m?.[1];
}

const CASELESS = "\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Devanagari}\\p{Script=Bengali}\\p{Script=Tamil}\\p{Script=Telugu}\\p{Script=Gujarati}\\p{Script=Thai}\\p{Script=Ethiopic}\\p{Script=Sinhala}\\p{Script=Khmer}";
const CASELESS_WORD = new RegExp(`^[${CASELESS}][${CASELESS}\\p{M}\\u200C\\u200D]{1,20}$`, "u");
const CJK_NAME = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{2,6}$/u;
const CAPITALISED = /^\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}]+)*$/u;
const INITIALS = /^(?:\p{Lu}\.){1,3}$/u;
const PARTICLE = /^(?:[Vv]an|der|den|[Vv]on|[Dd]e|[Ll]a|[Ll]e|[Dd]el|della|[Dd]a|[Dd]i|dos|das|du|bin|binti|ibn|[Aa]l|[Ee]l|ap|ter|ten|y|Nic|Mac|Ní|Ó)$/u;
const HANDLE = /^[a-z][a-z0-9._-]{1,30}[a-z0-9]$/;
const NOT_A_PERSON = /\b(?:bot|team|test|demo|sample|example|admin|guest|user|dummy|unknown|default|placeholder|service|system|shared|nobody|none|null|anonymous)\b/i;

/** A capitalised word that may stand in a name: no not-name, place, product, placeholder or other proper noun. */
function capitalisedPart(w: string): boolean {
  if (!CAPITALISED.test(w) || w.length < 2) return false;
  return !(E.isNotName(w) || E.isPlace(w) || E.productLike(w) || E.isPlaceholderName(w) || E.isProper(w));
}
/** An ordinary word no list holds as a name ("Berg", "Tan" are both). */
const ordinary = (w: string) => E.knownWord(w) && !E.knownFirst(w, true) && !E.knownLast(w);

/**
 * A value that reads as one person's name in its own script: Han/Hangul/kana, a caseless script, capitalised words, a
 * handle. The slot is the evidence, so an unlisted word may stand alone ("Venkataraman", "Yazzie"); an ordinary word
 * only beside a name's structure (initials, a particle: "J.A. van der Berg") or another word that is no ordinary one.
 */
export function personNameValue(v: string, handles: boolean): boolean {
  if (v.length > 60 || NOT_A_PERSON.test(v) || E.isPlaceholderName(v)) return false;
  const ws = v.trim().split(/[ \t\u3000]+/);
  if (ws.length > 5) return false;
  if (CJK_NAME.test(ws.join("")) && ws.length <= 2) return true;
  if (ws.length <= 4 && ws.every((w) => CASELESS_WORD.test(w))) return true;
  if (/^\p{Lu}/u.test(v)) {
    const core = ws.filter((w) => !PARTICLE.test(w) && !INITIALS.test(w));
    if (core.length === 0 || core.length > 4 || !core.every(capitalisedPart)) return false;
    const plain = core.filter(ordinary).length;
    return plain === 0 || plain < core.length || ws.length > core.length;
  }
  return handles && HANDLE.test(v) && looksLikePersonHandle(v) && !v.split(/[._-]/).every((p) => p.length < 2 || isOrdinaryWord(p));
}

/** `"key": "value"` or `"key": ["v1", "v2"]`, the key quoted or bare (a YAML flow list). */
const KEY_VALUE = /(?:"([A-Za-z_][A-Za-z0-9_-]{0,40})"|(?<![\w"'-])([A-Za-z_][A-Za-z0-9_-]{0,40}))[ \t]*:[ \t]*(\[[ \t]*)?"([^"\\\n]{1,60})"/g;
const QUOTED = /"([^"\\\n]{1,60})"[ \t]*(?:,[ \t]*|(?=\]))/y;

const NON_LATIN_START = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Thai}\p{Script=Ethiopic}]/u;
const GATE = /"[ \t]*:[ \t]*\[?[ \t]*"|:[ \t]*\[[ \t]*"/;

export function findJsonRecordNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!GATE.test(text)) return out;
  KEY_VALUE.lastIndex = 0;
  for (let m = KEY_VALUE.exec(text); m; m = KEY_VALUE.exec(text)) {
    const key = (m[1] ?? m[2])!;
    const k = key.toLowerCase().replace(/[_-]/g, "");
    let handles = false;
    let slot = false;
    let caselessOnly = false;
    if (SELF_KEYS.has(k) || roleNameKey(key)) slot = true;
    else if (GENERIC_NAME_KEYS.has(k) || HUMAN_NAME_PARTS.has(k)) {
      const outer = enclosingKey(text, m.index);
      if (outer && (HUMAN_NAME_PARTS.has(k) ? outer.toLowerCase() === "name" : personObjectKey(outer))) slot = true;
      handles = k !== "family" && k !== "given";
    } else if (personObjectKey(key)) {
      // A person key holding the name itself: only scripts without case, which json-user's handle pattern cannot read
      // (a Latin value there is json-user's and name-field's).
      slot = true;
      caselessOnly = true;
    }
    if (!slot) continue;
    if (k === "username" || k === "login" || k === "nick" || k === "nickname" || k === "displayname") handles = true;
    const valueStart = m.index + m[0].length - m[4]!.length - 1;
    const values: Array<{ v: string; start: number }> = [{ v: m[4]!, start: valueStart }];
    if (m[3]) {
      // A list: every quoted element after the first.
      QUOTED.lastIndex = valueStart - 1;
      let q = QUOTED.exec(text);
      if (q) for (q = QUOTED.exec(text); q; q = QUOTED.exec(text)) values.push({ v: q[1]!, start: q.index + 1 });
    }
    for (const { v, start } of values) {
      const trimmed = v.trim();
      if (caselessOnly && !NON_LATIN_START.test(trimmed)) continue;
      if (!personNameValue(trimmed, handles)) continue;
      const s = start + v.indexOf(trimmed);
      out.push({ type: "person_name", start: s, end: s + trimmed.length, detector: "name:json-record", confidence: 0.8 });
    }
  }
  return out;
}
