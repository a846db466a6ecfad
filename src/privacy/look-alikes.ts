import { DOCUMENTED_CARDS, DOCUMENTED_CREDENTIALS, DOCUMENTED_IBANS, DOCUMENTED_NATIONAL_IDS, DOCUMENTED_PHONES, DOCUMENTED_SSNS, DUTCH_TEST_BSN, NEVER_ISSUED_IDS } from "./documented-values.ts";
import { lookAlikeForm } from "./look-alike-forms.ts";
import { exampleRecord } from "./example-records.ts";
import { callsExample, presentedAsExample, valueForm, wordsAround } from "./value-forms.ts";
import { publicByDesign } from "./public-by-design.ts";
import { takenFromDocs } from "./docs-sourced.ts";
import { samplePerson } from "./sample-people.ts";
import { publicKeyForm } from "./public-key-forms.ts";
import { base64OfProse, documentedClaims, emptyJsonBase64, unsignedToken } from "./token-bodies.ts";
import { isDefaultPassword } from "./detectors.ts";
import type { FindingType } from "./types.ts";

/**
 * The last look at any finding, whichever detector made it: values that are look-alikes wherever they stand.
 * A detector's own validator knows the look-alikes of its type; these are the ones another detector can
 * still read (the Woolworth SSN read as a phone, jwt.io's token under "Authorization: Bearer", a version
 * under "image.tag=" read as a password), so they are settled once here, after every detector ran.
 */
export function lookAlike(text: string, type: FindingType, start: number, end: number, detector?: string): boolean {
  const value = text.slice(start, end);
  return (
    variableReference(text, value, start) ||
    documented(text, type, value, start, end) ||
    versionUnderItsKey(text, type, value, start, end) ||
    (type === "phone" && DATE_FIRST.test(value)) ||
    (type === "ip" && (versionNotAddress(text, value, start) || countingQuad(value))) ||
    lookAlikeForm(text, type, start, end, detector) ||
    publicByDesign(text, type, start, end) ||
    publicKeyForm(text, type, start, end) ||
    // Hex groups joined by colons are an IPv6 address's or a MAC's tail, whichever password reader took the address's own
    // colon for its separator (sshd's "Failed password for ana from 2001:14ba:…::41 port …").
    (type === "password" && HEX_GROUPS.test(value)) ||
    // A default password ("P@ssw0rd!") where the text says it is documentation or a template, whichever reader found it.
    (type === "password" && isDefaultPassword(value.replace(/^[`"']|[`"']$/g, ""), undefined, text, start)) ||
    // A MAC its own clause presents as an example ("MAC in the vendor docs: …"). Not IBANs: "the sample file had real IBANs
    // like …" names a real one beside the same words (halves K and O), and a leak costs more than a look-alike.
    (type === "mac" && (docsExample(wordsAround(text, start, end, CLAUSE_ENDS).join(" ")) || MAC_OF_ANOTHER_KIND.test(text.slice(Math.max(0, start - 40), start)))) ||
    (type === "private_key" && exampleKeyBlock(text, start)) ||
    // An unsigned token the text presents as an example, whichever type its reader gave it ("token eyJ….eyJ…. (alg none,
    // sandbox only)" read as a key).
    ((type === "jwt" || type === "api_key") && unsignedToken(text, value, start, end)) ||
    ((type === "api_key" || type === "password" || type === "jwt" || type === "credit_card") && takenFromDocs(text, start)) ||
    ((type === "jwt" || type === "api_key") && documentedClaims(value)) ||
    (type === "api_key" && (base64OfProse(value) || bodyOfWords(value) || RECORD_KEY_BEFORE.test(text.slice(Math.max(0, start - 40), start)) || WEBHOOK_NONCE_BEFORE.test(text.slice(Math.max(0, start - 40), start)))) ||
    ((type === "api_key" || type === "password" || type === "jwt") && emptyJsonBase64(value)) ||
    valueForm(text, type, value, start) ||
    ((type === "phone" || type === "iban" || type === "national_id" || type === "credit_card") && exampleRecord(text, start, end)) ||
    // A person the text itself calls a sample, an example or a placeholder ("Budi Santoso is the sample row"), whichever reader.
    (type === "person_name" && samplePerson(text, start, end))
  );
}

/**
 * A key block whose body spells EXAMPLE ("-----BEGIN OPENSSH PRIVATE KEY-----\nb3Bl……EXAMPLE…\n-----END …"), the marker AWS and
 * other vendors' documentation puts into its sample keys (AKIAIOSFODNN7EXAMPLE): seven given capitals in a row are one chance
 * in 4·10^12 at each place of a random base64 body, so the block is documentation's, not key material.
 */
function exampleKeyBlock(text: string, start: number): boolean {
  const end = text.indexOf("-----END", start + 10);
  return text.slice(start, end === -1 ? Math.min(text.length, start + 6000) : Math.min(end, start + 6000)).includes("EXAMPLE");
}

const HEX_GROUPS = /^[0-9a-f]{0,4}(?::{1,2}[0-9a-f]{0,4}){2,}$/i;

/**
 * A key whose body is written in words ("AIzaSyA-restricted-android-key-0000", "ghp_my-personal-demo-token"): two or more
 * of its parts between "-" or "_" are lower-case words of four letters or more, ten letters or more in all. A generated
 * body draws both cases and digits, so a lower-case run of four is ~3 % of its parts and two of them with ten letters
 * together under 1 in 10,000; a hand-written stand-in reads as words. Only for keys: a passphrase of words is a password.
 */
function bodyOfWords(value: string): boolean {
  let words = 0;
  let letters = 0;
  for (const part of value.split(/[-_]/)) {
    if (part.length >= 4 && /^[a-z]+$/.test(part)) {
      words++;
      letters += part.length;
    }
  }
  return words >= 2 && letters >= 10;
}

/**
 * "$PGPASSWORD", "${DB_PASSWORD}", "%API_TOKEN%", "$env:GITHUB_TOKEN": a shell's or a template's reference to a variable
 * holds its name, never its value, whichever reader took the name for a user, a password or a key.
 */
const VARIABLE_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
const REFERENCE_BEFORE = /(?:\$\{?|\$env:|%)$/i;
function variableReference(text: string, value: string, start: number): boolean {
  return VARIABLE_NAME.test(value) && REFERENCE_BEFORE.test(text.slice(Math.max(0, start - 5), start));
}

/**
 * Colon-separated hex under a key that names another kind of value: a certificate's serial number ("serial_number",
 * "Serial Number:"), a fingerprint, thumbprint or digest. Only "serial number" in full: a debug probe's "JLINK_SERIAL="
 * is labelled a MAC in the halves, and devices are often keyed by their MAC as a serial.
 */
const MAC_OF_ANOTHER_KIND = /(?:serial[ _.-]?(?:number|no)|fingerprint|thumbprint|digest|checksum)["']?[ \t]*[:=][ \t]*["']?$/i;

/** Words that present a value as documentation's: an example, a sample, a specimen, the docs or the spec. */
const DOCS_EXAMPLE = /(?<![\p{L}])(?:example|examples|e\.g\.|sample|specimen|docs|documentation|spec|specification|datasheet|manual|placeholder|dummy|fictitious)(?![\p{L}])/iu;
/** The clause calls the value documentation's, and does not call it real ("real MACs like …", "the live one"). */
const docsExample = (clause: string): boolean => DOCS_EXAMPLE.test(clause) && !/(?<![\p{L}])(?:real|actual|live|production|prod|genuine)(?![\p{L}])/iu.test(clause);
/**
 * A value's own clause ends at the line's ends, ",", ";" and brackets, so "the ISO example), payout IBAN of the vendor:
 * DE44 …" does not lend the other value's word to this one.
 */
const CLAUSE_ENDS = "\n,;()[]";

/** A token's own characters: how far a documented credential reaches around a finding that covers part of it. */
const TOKEN_CHAR = /[\w./+=-]/;
const SSN_LAYOUT = /^\d{3}[- ]?\d{2}[- ]?\d{4}$/;

/** Documentation's values (documented-values.ts) name no one and open nothing, whatever type a detector gives them. */
function documented(text: string, type: FindingType, value: string, start: number, end: number): boolean {
  if (type === "api_key" || type === "jwt" || type === "password") {
    if (DOCUMENTED_CREDENTIALS.has(value)) return true;
    let s = start;
    let e = end;
    while (s > 0 && TOKEN_CHAR.test(text[s - 1]!)) s--;
    while (e < text.length && TOKEN_CHAR.test(text[e]!)) e++;
    return (s < start || e > end) && e - s <= 120 && DOCUMENTED_CREDENTIALS.has(text.slice(s, e));
  }
  if (type === "phone" || type === "credit_card" || type === "national_id" || type === "iban") {
    const compact = value.replace(/[\s().-]/g, "").toUpperCase();
    if (DOCUMENTED_CARDS.has(compact) || DOCUMENTED_IBANS.has(compact)) return true;
    // Another reader's partial reading of a documented card ("4111 1111 4555" of Adyen's "4111 1111 4555 1142" read as an id).
    if (type !== "iban" && DOCUMENTED_CARDS.has(digitRunAround(text, start, end))) return true;
    if (type === "phone" && DOCUMENTED_PHONES.has(compact)) return true;
    // A specimen id that passes its check (the Dutch test BSNs) is refused only where the text presents it as one (in its
    // own words or its sentence's opening: "Vendor sandbox fixtures: DNI …, BSN …"); one no authority issues (HMRC's "QQ"
    // prefix) wherever it stands. Whichever reader took it: Canada's specimen SIN reads as a phone number too.
    if ((type === "national_id" || type === "phone") && (DOCUMENTED_NATIONAL_IDS.has(compact) || (type === "national_id" && DUTCH_TEST_BSN.test(compact)))) {
      return NEVER_ISSUED_IDS.has(compact) || presentedAsExample(text, start, end) || sentencePresentsExample(text, start);
    }
    return SSN_LAYOUT.test(value) && DOCUMENTED_SSNS.has(compact);
  }
  return false;
}

/** The digits of the run a value stands in, its groups joined by single spaces or hyphens ("4111 1111 4555 1142"). */
function digitRunAround(text: string, start: number, end: number): string {
  let s = start;
  let e = end;
  while (s > 0 && (/\d/.test(text[s - 1]!) || (/[ -]/.test(text[s - 1]!) && /\d/.test(text[s - 2] ?? "")))) s--;
  while (e < text.length && (/\d/.test(text[e]!) || (/[ -]/.test(text[e]!) && /\d/.test(text[e + 1] ?? "")))) e++;
  return e - s > 40 ? "" : text.slice(s, e).replace(/\D/g, "");
}

/**
 * The opening of the value's sentence, up to the value, presents what it lists as examples ("Vendor sandbox fixtures
 * (safe): DNI …, BSN …, SSN …"). Read only for published specimens, whose value is already one tell.
 */
function sentencePresentsExample(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 160), start);
  const from = Math.max(before.lastIndexOf("\n"), before.search(/[.!?] [^.!?]*$/)) + 1;
  return callsExample(before.slice(from));
}

/**
 * A webhook's signature block carries a one-time nonce beside the timestamp and the HMAC it signs ("signature": {"token":
 * "…", "timestamp": …, "signature": "…"}, Mailgun's webhook payload): sent in the clear to every receiver, it is the signed
 * input, not the signing key, and opens nothing.
 */
const WEBHOOK_NONCE_BEFORE = /"signature"[ \t]*:[ \t]*\{[ \t]*"(?:token|nonce)"[ \t]*:[ \t]*"$/;
/**
 * "key" as a data structure's word: a database's duplicate, primary, foreign, unique or sort key, a cache's, a
 * storage object's or an idempotency key names a record or a slot, and what follows it is that record's id or path
 * ("Duplicate key Patient/4656…", "cache key user:42:…", "S3 object key uploads/…"), never a credential.
 */
const RECORD_KEY_BEFORE = /(?<![\p{L}])(?:duplicate|primary|foreign|unique|sort|partition|range|composite|compound|surrogate|natural|cache|lookup|dictionary|dict|row|object|idempotency|dedup|dedupe|deduplication|shard|index|join)[ _-]key[ \t]*[:=]?[ \t]*["'`]?$/iu;
/** A version: 4.18.3, v2.9.9, 2.0.0.117, 1.4.0-rc.1. */
const VERSION = /^v?\d+(?:\.\d+){1,3}(?:[-+][\w.]+)?$/;
/** A key that names a version, a tag or a build ("image.tag=", "APP_VERSION=", "release:"), a word of its own: never "Server=" or "nameserver". */
const KEY_WORD = "(?:(?<![A-Za-z])(?:[Vv]er(?:sion)?|VER(?:SION)?|[Tt]ag|TAG|[Rr]elease|RELEASE|[Bb]uild|BUILD|[Rr]ev(?:ision)?|REV(?:ISION)?|[Ff]w|FW|[Ff]irmware|FIRMWARE)|(?:Version|Tag|Release|Build|Revision|Firmware))(?![a-z])";
/** A word that names what a bare version follows ("Firmware 2.1.0.8", "BIOS 1.0.3.1", "VERSION 1.2.0.3"): its value needs no colon. */
const VERSION_WORD = "(?<![A-Za-z])(?:[Vv]ersion|VERSION|\\w*Version|[Ff]irmware|FIRMWARE|[Ff]w|FW|BIOS|[Bb]ios|[Kk]ernel|[Dd]river|[Bb]uild|BUILD|[Rr]elease|[Rr]ev)";
const VERSION_KEY = new RegExp(
  `(?:${KEY_WORD}["']?[ \\t]*(?::|=|==)[ \\t]*["']?|<\\w*(?:Version|Release|Build)>|${KEY_WORD}\\(["']|${VERSION_WORD}[ \\t]+v?)$`,
);
/** A `key=value` reading whose key names a version and whose value is one ("image.tag=4.18.3"). */
const VERSION_PAIR = new RegExp(`^[\\w.-]*${KEY_WORD}[:=]["']?v?\\d+(?:\\.\\d+){1,3}(?:[-+][\\w.]+)?["']?$`);
/** An SQL alias after the value ("'1.2.3.4' AS build"). */
const VERSION_ALIAS = /^["']?[ \t]+AS[ \t]+["'`]?\w*(?:version|ver|tag|release|build|revision)\b/i;

/**
 * A version stands under the key that names it: a dotted quad there is a build number, not an address, and
 * "image.tag=4.18.3" after a password flag is a version, not the next password.
 */
function versionUnderItsKey(text: string, type: FindingType, value: string, start: number, end: number): boolean {
  if (type !== "ip" && type !== "password" && type !== "api_key" && type !== "phone") return false;
  if (VERSION_PAIR.test(value)) return true;
  if (!VERSION.test(value)) return false;
  const before = text.slice(Math.max(0, start - 30), start);
  return VERSION_KEY.test(before) || VERSION_ALIAS.test(text.slice(end, end + 30)) || sqlColumnNamesVersion(text, start) || EXECUTABLE_BEFORE.test(before) || valueOfNamedVersion(text, start);
}

/**
 * A Windows program or library's file name, then a dotted version ("ScoreWriter.exe 4.2.0.3" in a crash report's module
 * list, "PosTerminal.exe (4.18.2.0)" in WinDbg's IMAGE_NAME): every PE file carries its four-part file version
 * (VS_FIXEDFILEINFO), and crash reports print it beside the name, bare or in parentheses.
 */
const EXECUTABLE_BEFORE = /\.(?:exe|dll|sys|msi|ocx|drv|cpl|scr)["']?[ \t]+\(?v?$/i;

/**
 * A Name/Value pair whose Name says "version" ("Sig[1].Name=Application Version" then "Sig[1].Value=7.1.19.0", Windows
 * Error Reporting's report.wer; "Parameter1.Name=…Version"): the value is what its own name says, a version.
 */
const VALUE_KEY_BEFORE = /(?:^|\n)[ \t]*([\w.[\]-]{0,40}?)Value[ \t]*[:=][ \t]*$/;
function valueOfNamedVersion(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  if (lineStart === 0 || !text.slice(lineStart, start).includes("Value")) return false;
  const prefix = VALUE_KEY_BEFORE.exec(text.slice(lineStart - 1, start))?.[1];
  if (prefix === undefined) return false;
  const previous = text.slice(text.lastIndexOf("\n", lineStart - 2) + 1, lineStart - 1).trim();
  return previous.startsWith(`${prefix}Name`) && /version/i.test(previous.slice(prefix.length + 4));
}

/**
 * The column a value stands in: an INSERT's column list ("INSERT INTO releases (name, ip, build) VALUES ('edge',
 * '81.2.69.160', '2.0.0.117')") or a CSV's header (the text's first line, as many commas as the value's line). "" when none.
 */
const INSERT_HEAD = /\(([^()]{1,300})\)[ \t]*VALUES[ \t]*\(([^()]*)$/i;
const unquote = (s: string): string => s.trim().replace(/^["'`[]|["'`\]]$/g, "");
export function columnOf(text: string, start: number): string {
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  // Cheap refusals first: this runs for every person-name candidate. A column needs a comma or an opening parenthesis before it on its line.
  const lead = text.slice(lineStart, start);
  if (!lead.includes(",") && !lead.includes("(")) return "";
  const window = text.slice(Math.max(0, start - 400), start);
  const m = (window.includes("VALUES") || window.includes("values")) ? INSERT_HEAD.exec(window) : null;
  if (m) {
    // Commas outside quotes before the value: its position.
    const position = m[2]!.replace(/'(?:[^']|'')*'|"[^"]*"/g, "''").split(",").length - 1;
    return unquote(m[1]!.split(",")[position] ?? "");
  }
  const headerEnd = text.indexOf("\n");
  if (lineStart === 0 || headerEnd === -1) return "";
  const header = text.slice(0, headerEnd).split(",");
  const lineEnd = text.indexOf("\n", start);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  if (header.length < 2 || line.split(",").length !== header.length || /\s{2,}|[{}<>=]/.test(text.slice(0, headerEnd))) return "";
  return unquote(header[text.slice(lineStart, start).split(",").length - 1] ?? "");
}
const sqlColumnNamesVersion = (text: string, start: number): boolean => /(?:version|ver|tag|release|build|revision)$/i.test(columnOf(text, start));

/**
 * A dotted quad that is a version or an OID, not a host: small parts (each ≤ 31, not a private 10.x network) right after a
 * word that names software ("agent 5.4.2.1", "sdk 1.2.3.4", "plugin v2.0.1.3"), and the SNMP tree's own prefix ("1.3.6.1").
 */
const SOFTWARE_BEFORE = /(?:^|[^\p{L}])(?:agent|sdk|client|plugin|driver|runtime|module|package|library|lib|app|cli|tool|extension|addon|add-on|firmware|build|version|ver|release|patch|update)s?["']?[ \t]*(?:[:=]|→|->|=>)?[ \t]*v?$/iu; // "Select Name, Version → 1.8.2.0": a column's value after an arrow
function versionNotAddress(text: string, value: string, start: number): boolean {
  if (value === "1.3.6.1" || (value.startsWith("1.3.6.") && text.includes("1.3.6.1."))) return true;
  const parts = value.split(".").map(Number);
  return parts.length === 4 && parts[0] !== 10 && parts.every((p) => p <= 31) && SOFTWARE_BEFORE.test(text.slice(Math.max(0, start - 24), start));
}

/**
 * Four single digits counting up or down by one ("1.2.3.4", "0.1.2.3", "4.3.2.1"): the dotted quad people type when any
 * value will do, as they type "123456" for a number — a version or a placeholder, not a host anyone is at. Public
 * resolvers that repeat a digit ("1.1.1.1", "8.8.8.8", "9.9.9.9") are addresses and do not count.
 */
function countingQuad(value: string): boolean {
  if (!/^\d\.\d\.\d\.\d$/.test(value)) return false;
  const p = value.split(".").map(Number);
  const step = p[1]! - p[0]!;
  return (step === 1 || step === -1) && p[2]! - p[1]! === step && p[3]! - p[2]! === step;
}

/**
 * A phone reading that begins with a calendar date ("03/14/2026 9" of "03/14/2026 9:12 AM", "2026-03-14 10", and the day
 * first with hyphens or dots as Dutch, German and most of Europe write it, "03-11-2026 10" of "03-11-2026 10:14"): a timestamp.
 */
const DATE_FIRST = /^(?:(?:0?[1-9]|[12]\d|3[01])([/.-])(?:0?[1-9]|[12]\d|3[01])\1(?:19|20)\d{2}|(?:19|20)\d{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01]))(?!\d)/;
