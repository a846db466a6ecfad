import type { FindingType } from "./types.ts";

/**
 * Look-alikes by the value's own form (issue 14, round 8, branch `privlook8`): values whose digits, or the key they
 * stand under, say they are no one's phone, national id or card — read from published definitions and general shapes,
 * never from a half's sentences. Every rule is gated on the finding's type first: this runs for every candidate.
 */
export function valueForm(text: string, type: FindingType, value: string, start: number): boolean {
  if (type === "phone" || type === "national_id" || type === "credit_card") {
    if (placeholderDigits(value)) return zeroDigits(value) || presentedAsExample(text, start, start + value.length);
    // The example words must be in the id's own clause: "QQ 12 34 56 C (placeholder from HMRC docs) vs AB 12 34 56 C on
    // Ana's form" calls the other value a placeholder, not this one.
    if (type === "national_id") return recordNumberKey(text, start) || zeroSerial(value) || (countingId(value) && presentedAsExample(text, start, start + value.length, "\n,;()[]"));
    return false;
  }
  if (type === "api_key" && keyFileName(value)) return true;
  if ((type === "api_key" || type === "password" || type === "jwt") && ENCRYPTED_FIELD_BEFORE.test(text.slice(Math.max(0, start - 48), start))) return true;
  if (type === "api_key" || type === "password") return digestUnderItsAlgorithm(text, value, start) || (STRIPE_OBJECT_ID.test(value) && !KEY_ASSIGNED_BEFORE.test(text.slice(Math.max(0, start - 24), start)));
  return false;
}

/**
 * A field whose name says its value is encrypted ("encryptedPassword": Firefox's logins.json; "encryptedKey": step-ca's
 * provisioner JWE; Zoom's "encryptedToken" answer to a URL validation; "encrypted_value"): ciphertext, or a MAC, which
 * opens nothing without a key kept elsewhere — the name says what the value is. "unencrypted_…" and "encryption_key" (a key
 * for encrypting, the secret itself) do not match.
 */
const ENCRYPTED_FIELD_BEFORE = /(?<![A-Za-z])(?:encrypted|Encrypted|ENCRYPTED)[\w.-]{0,30}["']?[ \t]*[:=][ \t]*["']?$/;

/**
 * A Stripe object's id (its published prefixes: "cs_test_…" a Checkout Session, "ch_" a charge, "cus_" a customer,
 * "pi_" a PaymentIntent, "evt_" an event …): it names a record in the account and opens nothing; only "sk_", "rk_",
 * "pk_" and "whsec_" are keys, and a PaymentIntent's or SetupIntent's "…_secret_…" is a client secret, which the body's letters and digits alone never match.
 */
/**
 * Other vendors issue keys under the same short prefixes (Resend's "re_…" is a refund's prefix at Stripe): a value given to
 * a key, secret or token name ("RESEND_API_KEY=", "key=") is what that name says, not a record's id.
 */
const KEY_ASSIGNED_BEFORE = /(?:key|KEY|Key|secret|SECRET|Secret|token|TOKEN|Token)["']?[ \t]*[:=][ \t]*["'`]?$/;
const STRIPE_OBJECT_ID =
  /^(?:cs|pi|pm|ch|cus|in|ii|sub|si|evt|txn|po|re|py|src|seti|prod|price|plan|acct|ba|card|cn|dp|file|mandate|payout|tr|trr|ipi)_(?:test_|live_)?[A-Za-z0-9]{8,40}$/;

/**
 * Digits a form fills in, not a person's: one digit repeated ("999-99-9999", "000 0000 0000", "555-555-5555"). The SSA
 * never issues group 00 or serial 0000, and no numbering plan gives a subscriber one digit over and over. A phone's
 * country code is set apart first ("+49 000 0000000"): only the subscriber's digits must be all one. Counting runs
 * ("+91 98765 43210", "+353 1 234 5678") are not refused: the corpus's writers, like real people's fixtures, give
 * them to people, and the halves label them phones.
 */
const DIGITS_SHAPE = /^\+?[\d\s().-]{7,24}$/;
export function placeholderDigits(value: string): boolean {
  if (!DIGITS_SHAPE.test(value)) return false;
  let digits = value.replace(/\D/g, "");
  // "+49 000 0000000": the group after the plus is the country code.
  const cc = /^\+(\d{1,3})[\s.(-]/.exec(value);
  if (cc) digits = digits.slice(cc[1]!.length);
  return digits.length >= 7 && /^(\d)\1+$/.test(digits);
}

/**
 * All zeros after the country code ("000-00-0000", "+49 000 0000000"): no issuer gives these (the SSA never issues area
 * 000 nor serial 0000, no numbering plan a subscriber 0000000), so the digits alone refuse them. Another digit repeated
 * ("111-11-1111", "4444444444") passes every rule of its form: it is refused only when the text presents it as an example.
 */
function zeroDigits(value: string): boolean {
  const cc = /^\+(\d{1,3})[\s.(-]/.exec(value);
  return /^0+$/.test(value.replace(/\D/g, "").slice(cc ? cc[1]!.length : 0));
}

/**
 * An id whose digits are all zeros beside its letters ("00000000T", "X0000000T", "000000000"): the check letter of zero
 * is valid under every mod-23 or mod-11 rule, so the form passes, but no registry numbers anyone zero (the Spanish DNI,
 * the NIE and the SSA all start at one); what a fixture or a form's default types, never an issued id.
 */
function zeroSerial(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return digits.length >= 6 && /^0+$/.test(digits);
}

/**
 * The text says the value is an example, a test value or a placeholder (the word on the value's line, within a few words
 * of it: "SSN 111-11-1111 (dummy)", "test BSN: 111222333", "tel: +1 555 555 5555 in the template"). A refusal of a value
 * that passes its form's every rule needs this evidence: a leak costs more than a look-alike finding, and people's
 * records are typed with such numbers too. Dutch and German write "test" and "proef" into one word with what they
 * qualify ("testbestand", "testnummer", "Testdaten", "proefomgeving"): those compounds say the same, by their heads.
 */
const EXAMPLE_WORD = /(?<![\p{L}])(?:example|examples|e\.g\.|sample|specimen|test|tests|testing|dummy|fake|made[- ]up|fictitious|fictional|placeholder|template|demo|mock|fixture|fixtures|samples|placeholders|templates|mocks|sandbox|specimens|voorbeeld|beispiel|ejemplo|exemple|esempio|exemplo|prueba|teste|format|formato|formaat|(?:test|proef)(?:data|daten|nummer|nummers|bestand|bestanden|datei|dateien|persoon|personen|person|fall|geval|gevallen|omgeving|omgevingen|umgebung|set|waarde|wert|werte|account|konto|gebruiker|benutzer|bsn))(?![\p{L}])/iu;
/** Words that call a value an example, a test value or a placeholder (EXAMPLE_WORD) somewhere in `words`. */
export const callsExample = (words: string): boolean => EXAMPLE_WORD.test(words);

export function presentedAsExample(text: string, start: number, end: number, cuts = "\n"): boolean {
  const [before, after] = wordsAround(text, start, end, cuts);
  return EXAMPLE_WORD.test(before) || EXAMPLE_WORD.test(after);
}

/**
 * The text up to 48 characters before and after a value, each cut at the nearest of `cuts` (the line's ends by default;
 * a clause's with ",;()[]" too): the words that can say what the value is, not what a neighbouring value is.
 */
export function wordsAround(text: string, start: number, end: number, cuts = "\n"): [string, string] {
  const before = text.slice(Math.max(0, start - 48), start);
  const after = text.slice(end, end + 48);
  const from = Math.max(...[...cuts].map((c) => before.lastIndexOf(c))) + 1;
  const to = Math.min(...[...cuts].map((c) => (after.includes(c) ? after.indexOf(c) : after.length)));
  return [before.slice(from), after.slice(0, to)];
}

/**
 * Bare digits that repeat one digit or count up or down ("12345678901", "9876543210"): what forms and fixtures type for
 * an id, never an issued one. national-ids-round8.ts refuses them for the ids with no check digit; phones are not
 * refused this way (placeholderDigits above: people are given counting runs as fixtures' phones).
 */
export function steadyDigits(d: string): boolean {
  const step = (i: number): number => (Number(d[i + 1]) - Number(d[i]) + 10) % 10;
  return [...d.slice(1)].every((_, i) => step(i) === step(0)) && [0, 1, 9].includes(step(0));
}

/**
 * A national id whose digits count or repeat ("12345678Z", "AB123456C"), where the text presents it as an example ("use
 * a made-up one like … for tests", "the form's sample value"): the letters may pass the id's check (12345678Z is a valid
 * DNI), so the digits alone refuse nothing; the words and the digits together do.
 */
function countingId(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  return digits.length >= 6 && steadyDigits(digits);
}

/**
 * A national id's layout under a key that names a record's number ("SKU 400-63-8133", "serial number 442-81-9930",
 * "Case #1-8847-2210", "order_id: 078-05-1121"): the key says what the digits number — a product, a case, an order — and
 * none of these kinds is a person's id. Tax, licence, registration, document and member numbers are left out: in
 * some countries those are national ids; so are the words for where a person's data is kept ("SIN on record: …",
 * "account SSN: …", "customer: …", a row): they say whose the number is, not that it numbers a thing.
 */
const RECORD_KEY =
  /(?:^|[^\p{L}])(?:order|invoice|po|purchase[_ -]?order|case|ticket|incident|issue|serial|s\/n|sn|part|model|tracking|reference|ref|sku|upc|ean|gtin|isbn|issn|asin|imei|build|job|run|shipment|booking|confirmation|transaction|txn|item|batch|lot|meeting|room|request|session|trace|object)s?(?:[_ .-]?(?:number|num|no|nr|#|id|code))?\.?["']?[ \t]*[:=#]?[ \t]*["']?$/iu;
function recordNumberKey(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 32), start);
  return RECORD_KEY.test(before);
}

/**
 * Hex under a key whose last word names a digest algorithm, of that algorithm's length ("api_key_sha256: <64 hex>",
 * "password_md5 <32 hex>", "content_sha1=<40 hex>"): the stored digest of a secret is a checksum, whatever the key's
 * other words — a digest of a key opens nothing. The length must be the algorithm's own (FIPS 180-4, RFC 1321).
 */
const DIGEST_LENGTH: Record<string, number> = { md5: 32, sha1: 40, sha224: 56, sha256: 64, sha384: 96, sha512: 128 };
const ALGORITHM_KEY = /(?:^|[^A-Za-z0-9])[\w.-]*?[_.-]?(md5|sha-?(?:1|224|256|384|512))["']?[ \t]*(?::|=|=>)?[ \t]*["']?$/i;
function digestUnderItsAlgorithm(text: string, value: string, start: number): boolean {
  if (!/^[0-9a-f]+$|^[0-9A-F]+$/.test(value)) return false;
  const m = ALGORITHM_KEY.exec(text.slice(Math.max(0, start - 48), start));
  return m !== null && DIGEST_LENGTH[m[1]!.toLowerCase().replace("-", "")] === value.length;
}

/**
 * A key's file name, not the key ("AuthKey_8K2L9M3N4P.p8", Apple's name for a .p8 file with its public key id;
 * "service-account-4f8a2c.json", NATS's "gate-scanner.creds" and ".nk" seed files, PuTTY's ".ppk", GnuPG's ".asc"/".gpg"): one
 * name, one dot, and an extension a key, credential or certificate file is saved under. A
 * token's own dots are inside it ("sk.eyJ1…"), and none ends in one of these extensions.
 */
const KEY_FILE = /^[A-Za-z0-9_-]+\.(?:p8|p12|pfx|pem|key|crt|cer|der|jks|keystore|json|ya?ml|env|txt|creds|nk|ppk|asc|gpg)$/;
export function keyFileName(value: string): boolean {
  return KEY_FILE.test(value);
}
