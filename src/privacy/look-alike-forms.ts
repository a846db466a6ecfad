import { base64UrlDecode } from "./checksums.ts";
import { DOCUMENTED_CREDENTIALS } from "./documented-values.ts";
import { eponymousBrand } from "./eponymous-brands.ts";
import { lineAfter, lineBefore } from "./line-window.ts";
import { notAPersonWord } from "./not-people-words.ts";
import { isPlaceholderValue } from "./placeholders.ts";
import { endsWithMatch } from "./regex.ts";
import type { FindingType } from "./types.ts";

/**
 * Look-alikes by form (issue 14, round 6, branch `privlook6`): shapes of real formats that stand where a secret or a
 * person's handle could, but name or open nothing. Each rule reads structure — a reference's scheme, a key that names
 * a name, a call, a token that pages, a decoded pair, a handle's role word — never a value seen in a corpus. Written
 * from checklists of real forms (`bench/privacy/probes/lookalikes-*.txt`) before any change. Every rule is gated on a
 * character or a type first: this runs for every candidate of every detector.
 */
export function lookAlikeForm(text: string, type: FindingType, start: number, end: number, detector: string | undefined): boolean {
  if (type === "api_key" || type === "password") {
    const value = text.slice(start, end);
    return (
      wordSpelledToken(value, detector) ||
      secretReference(text, value, start) ||
      callExpression(text, value, end) ||
      keyNamesAName(text, value, start) ||
      pagingToken(text, start) ||
      basicPlaceholder(text, value, start) ||
      secretsAttribute(text, start) ||
      FINGERPRINT.test(value) ||
      ISO_TIMESTAMP.test(value) ||
      LABELLED_HASH.test(value) ||
      certificateBody(value) ||
      TEMPLATE_TOKEN.test(value) ||
      insideTemplateOrCipher(text, start) ||
      tailOfApplicationHash(text, start) ||
      (CLI_FLAG.test(value) && !STRING_ARGUMENT_BEFORE.test(text.slice(Math.max(0, start - 40), start))) ||
      hashSchemeTag(text, value, end) ||
      maskedBase64(value) ||
      valueOfANonSecretSlot(text, value, start) ||
      localPartOfAMailbox(text, start, end) ||
      gpgKeyId(text, value, start) ||
      signatureOfAMessage(text, start)
    );
  }
  if (type === "ip") return versionAfterProduct(text, text.slice(start, end), start);
  if (type === "phone") return numberOfAnotherKind(text, start) || DATE_STAMPED.test(text.slice(start, end));
  if (type === "person_name") {
    const value = text.slice(start, end);
    if (
      detector !== undefined &&
      detector.startsWith("username:") &&
      (groupHandle(value) ||
        atDocumentationDomain(text, end) ||
        accountOfItsResource(text, value, end, detector) ||
        commandAtDocumentationHost(text, end))
    ) return true;
    if (text.charCodeAt(start - 1) === 34 && accountTypedNotUser(text, end)) return true; // a JSON string value, any reader
    if (text.charCodeAt(start - 1) === 64 && TEAM_MENTION_AFTER.test(text.slice(end, end + 40))) return true; // "@acme-corp/payments-reviewers"
    return (
      eponymousBrand(text, value, end) ||
      placeForm(text, value, start, end) ||
      TEAM_AFTER.test(text.slice(end, end + 24)) ||
      notAPersonWord(text, value, start, end)
    );
  }
  return false;
}

/**
 * A vendor's prefix before a body spelled in words ("xoxb-not-a-real-token-this-will-not-work", Slack's own docs;
 * "github_pat_your_fine_grained_token_here"): a vendor's body is generated — digits and mixed case — so three or more
 * lower-case words and no digit is a sentence standing in for one. Only after a vendor's prefix (or from a vendor
 * detector): a passphrase of words ("correct-horse-battery-staple") under a password key is a password.
 */
const WORD_BODY = /^[a-z]{2,}(?:[-_][a-z]{1,}){2,}$/;
const VENDOR_PREFIX = /^(?:xox[a-z]-|xapp-|gh[pousr]_|github_pat_|glpat-|sk-(?:proj-|ant-)?|[spr]k_(?:live|test)_|whsec_|npm_|pypi-|hf_|dop_v1_|shpat_|SG\.|AKIA|ASIA|AIza)/;
function wordSpelledToken(value: string, detector: string | undefined): boolean {
  if (/\d/.test(value)) return false;
  const m = VENDOR_PREFIX.exec(value) ?? (detector !== undefined && detector.startsWith("vendor:") ? /^[a-z]{2,6}[-_]/i.exec(value) : null);
  return m !== null && WORD_BODY.test(value.slice(m[0].length));
}

/**
 * A reference into a secret store is where the secret lives, not the secret: HashiCorp Vault (`vault:`, vals'
 * `ref+vault://`), 1Password (`op://`), AWS Secrets Manager and Parameter Store ARNs and `ssm:` paths, Google Secret
 * Manager (`sm://`, `projects/…/secrets/…`), Azure Key Vault (`@Microsoft.KeyVault(…)`, `*.vault.azure.net`),
 * CloudFormation's `{{resolve:…}}`, Doppler and Infisical references.
 */
const REFERENCE =
  /^(?:ref\+[a-z0-9]+:\/\/|vault:|op:\/\/|sm:\/\/|ssm:|awssm:|awsssm:|gcpsm:|azkv:|doppler:\/\/|infisical:\/\/|arn:aws[\w-]*:(?:secretsmanager|ssm|kms):|projects\/[\w-]+\/secrets\/|@Microsoft\.KeyVault\(|\{\{resolve:)/i;
function secretReference(text: string, value: string, start: number): boolean {
  if (!value.includes(":") && !value.includes("/") && !value.includes("@")) return false;
  if (REFERENCE.test(value)) return true;
  // The reader may have begun inside the reference ("prod/db-AbCdEf" of "arn:aws:secretsmanager:…:secret:prod/db-AbCdEf"):
  // the whole token it stands in, back to a space or a quote, is read again.
  let s = start;
  while (s > 0 && start - s < 120 && !/[\s"'`=]/.test(text[s - 1]!)) s--;
  return s < start && REFERENCE.test(text.slice(s, start + value.length));
}

/**
 * Code that computes the value ("crypto.randomBytes(32)", "jwt.sign(payload, key)", "auth.getAccessToken()"): a
 * dotted name opening a call. A secret is a literal; a member call is how code gets one.
 */
const DOTTED_CALL = /^(?:await[ \t]+)?[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+\(/;
const DOTTED_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/;
function callExpression(text: string, value: string, end: number): boolean {
  if (!value.includes(".")) return false;
  return DOTTED_CALL.test(value) || (text[end] === "(" && DOTTED_NAME.test(value));
}

/**
 * A key whose last word says its value is a name ("API_KEY_HEADER", "SESSION_COOKIE_NAME", "PASSWORD_PARAM",
 * "password_column", "auth_header_name"): the value names a header, field or variable. Only when the value is
 * name-shaped (words of letters, as "X-Api-Key", "pass_hash", "APP_SECRET" are): a generated value under such a key is
 * still a secret someone pasted there.
 */
const NAME_KEY = /(?:^|[^A-Za-z])(?:[A-Za-z]+[_.-])*(?:header|headers|header[_-]?name|name|field|param|parameter|query[_-]?param|column|col|attr|attribute|env|env[_-]?var|var|variable|label|prefix)["']?[ \t]*[:=][ \t]*["']?$/i;
const NAME_SHAPED = /^[_-]*[A-Za-z]+(?:[-_.][A-Za-z]+)*$/;
/**
 * The name of a name/value pair ({"key":"Idempotency-Key","value":"…"} in a Postman collection, {"Key":"…","Value":"…"}
 * in an AWS tag list): the field "key" holds the pair's name and the next field its value, so a name-shaped "key" is a
 * header's or a tag's name, whatever word it spells.
 */
const PAIR_NAME_FIELD = /"(?:key|Key|name|Name)"[ \t]*:[ \t]*"$/;
const PAIR_VALUE_NEXT = /^"[ \t]*,[ \t]*"(?:value|Value)"[ \t]*:/;
function keyNamesAName(text: string, value: string, start: number): boolean {
  if (!NAME_SHAPED.test(value)) return false;
  const before = text.slice(Math.max(0, start - 48), start);
  if (PAIR_NAME_FIELD.test(before) && PAIR_VALUE_NEXT.test(text.slice(start + value.length, start + value.length + 16))) return true;
  const key = NAME_KEY.exec(before);
  return key !== null && /(?:key|token|secret|pass|pwd|auth|cookie|session|credential)/i.test(key[0]);
}

/**
 * A token that pages or syncs ("next_page_token", "nextPageToken", "continuationToken", "syncToken", "cursor"): an
 * opaque position in a listing, handed to every caller who asks, not a credential.
 */
const PAGING_KEY = /(?:page|paging|pagination|continuation|cursor|sync|resume|idempotency)[_-]?token["']?[ \t]*[:=][ \t]*["']?$/i;
function pagingToken(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 40), start);
  return /oken["']?[ \t]*[:=][ \t]*["']?$/.test(before) && PAGING_KEY.test(before);
}

/**
 * HTTP Basic credentials are base64 of "user:password": decoded, a documented pair (RFC 7617's "Aladdin:open sesame")
 * or a placeholder password ("user:password", "<user>:<pass>") opens nothing. A real pair decodes to a real password.
 */
function basicPlaceholder(text: string, value: string, start: number): boolean {
  if (!/Basic[ \t]+$/i.test(text.slice(Math.max(0, start - 8), start))) return false;
  if (DOCUMENTED_CREDENTIALS.has(value)) return true;
  let decoded: string;
  try {
    decoded = base64UrlDecode(value.replace(/=+$/, ""));
  } catch {
    return false;
  }
  const colon = decoded.indexOf(":");
  if (colon < 1 || /[\u0000-\u001f\ufffd]/.test(decoded)) return false;
  const password = decoded.slice(colon + 1);
  return isPlaceholderValue(password) || /^<[^<>]+>$/.test(password);
}

/**
 * A handle whose last part is a role, team or automation word ("platform-team", "jira-automation", "sre-oncall",
 * "release-bot"): a group or a machine, not a person. People's handles end in a name or initials.
 */
const GROUP_WORDS = new Set([
  "team", "teams", "bot", "bots", "automation", "ci", "cd", "ops", "devops", "sre", "oncall", "on-call", "infra", "admins",
  "service", "svc", "deploy", "deployer", "release", "releases", "builds", "builder", "alerts", "notifications", "squad",
  "guild", "crew", "group", "robot", "daemon", "runner", "integration", "webhook", "pipeline", "scheduler", "reviewers",
  "maintainers", "owners", "approvers", "committers",
]);
/**
 * A user before a documentation domain (RFC 2606 and RFC 6761: example.com/.net/.org, .example, .test, .invalid,
 * .localhost): "ssh-keygen -C your_email@example.com", "ssh deploy@host.example" — the docs' user, no one's account.
 */
const DOC_DOMAIN = /^@(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.(?:example|test|invalid|localhost))(?![\w.-]*[\w-])/i;
function atDocumentationDomain(text: string, end: number): boolean {
  return text[end] === "@" && DOC_DOMAIN.test(text.slice(end, end + 80));
}

/** A handle's first part that makes it a group's ("team-payments", "org-billing", "svc-ledger"). */
const GROUP_FIRST = new Set(["team", "teams", "org", "grp", "group", "svc", "bot", "ci", "sa"]);
/** A handle's last part that makes it a firm's ("acme-corp", "northwind-labs", "tailspin-io", "gitlab-org"). */
const FIRM_LAST = new Set([
  "corp", "inc", "labs", "io", "hq", "org", "co", "ltd", "llc", "gmbh", "group", "software", "systems", "tech", "technologies",
  "cloud", "studio", "studios", "digital", "media", "solutions", "payments", "oss", "opensource", "community", "foundation",
]);
function groupHandle(value: string): boolean {
  if (!value.includes("-") && !value.includes("_")) return false;
  const parts = value.toLowerCase().split(/[-_]/);
  if (parts.length < 2) return false;
  const last = parts[parts.length - 1]!;
  return GROUP_WORDS.has(last) || FIRM_LAST.has(last) || GROUP_FIRST.has(parts[0]!);
}

/** A team mention is an organisation's path: "@acme-corp/payments-reviewers" (CODEOWNERS, GitHub teams). */
const TEAM_MENTION_AFTER = /^[\w.-]*\/[\w-]/;

/**
 * An account the same JSON object types as no user ("owner": {"login": "acme-corp", "type": "Organization"}, a sender
 * of "type": "Bot"): GitHub's and GitLab's payloads say who is a person.
 */
const ACCOUNT_TYPE = /^[^{}]{0,160}?"(?:type|kind|account_type)"[ \t]*:[ \t]*"(?:Organization|Bot|organization|bot|group|Group|Mannequin)"/;
function accountTypedNotUser(text: string, end: number): boolean {
  const after = text.slice(end, end + 200);
  return after.includes('"type"') || after.includes('"kind"') || after.includes('"account_type"') ? ACCOUNT_TYPE.test(after) : false;
}

/**
 * A key that names an attribute of a secret, not the secret ("token_accessor", "token_ttl", "password_updated_at",
 * "client_secret_expires_at", "key_fingerprint", "api_key_last4", "secret_version"): Vault's accessor, a lifetime, a
 * date, a hash or a tail identify the secret without opening anything. ("…_id" is not here: AWS_ACCESS_KEY_ID is a key.)
 */
const ATTRIBUTE_KEY =
  /(?:key|token|secret|password|passwd|pwd|credential)s?[_.-]?(?:accessor|type|ttl|duration|expires?(?:[_-]?(?:at|in|on))?|expiry|expiration|lifetime|max[_-]?age|created(?:[_-]?at)?|updated(?:[_-]?at)?|rotated(?:[_-]?at)?|last[_-]?(?:used|rotated|changed)(?:[_-]?at)?|changed[_-]?at|policy|policies|version|hash|digest|fingerprint|prefix|suffix|arn[_-]?suffix|last[_-]?4|length|len|count|strength|algorithm|alg)["']?(?:[ \t]*[:=][ \t]*["']?|[ \t]{2,})$|(?<![\w-])["']?accessor["']?[ \t]*[:=][ \t]*["']?$/i;
/**
 * The key before the value, with ":" or "=" — or the aligned columns of a CLI's key/value table ("token_accessor    Xq3m…",
 * what `vault token create` prints). Vault's audit log also names the accessor alone ("accessor":"…").
 */
const keySeparatorAtEnd = endsWithMatch(/(?:[:=][ \t]*["']?|\w[ \t]{2,})$/);
const attributeKeyAtEnd = endsWithMatch(ATTRIBUTE_KEY); // one backward try at the window's end (regex.ts)
function secretsAttribute(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 48), start);
  return keySeparatorAtEnd(before) && attributeKeyAtEnd(before);
}

/** A key fingerprint in hex pairs (MD5's 16, SHA-1's 20, SHA-256's 32): what ssh and TLS print to compare, not a secret. */
const FINGERPRINT = /^(?:[0-9A-Fa-f]{2}:){15}(?:(?:[0-9A-Fa-f]{2}:){4}|(?:[0-9A-Fa-f]{2}:){16})?[0-9A-Fa-f]{2}$/;
/** An ISO 8601 date-time, alone or opening a composite key ("2026-11-26T09:00:00Z#order#17"): when, never a password. */
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?(?:$|[#|/])/;
/** A digest named by its algorithm ("sha256-<hex>", "sha1:<hex>", "md5=<hex>"): a checksum under whatever key. */
// Vault's audit log writes every secret as its HMAC with the algorithm before it ("hmac-sha256:<hex>"): a digest too.
const LABELLED_HASH = /^(?:hmac-)?(?:sha(?:1|224|256|384|512)|md5|blake2[bs]?|blake3|xxh(?:32|64|3|128)?|crc32c?)[-:=](?:[0-9a-f]{8,}|[0-9A-F]{8,})$/;

/**
 * An X.509 certificate in base64 DER: SEQUENCE, SEQUENCE (tbsCertificate), then "[0] INTEGER 2" — the version field
 * reads "oAMCAQICx"/"gAwIBAgI" in base64 within the first 20 characters — or a PEM certificate base64-wrapped again
 * ("LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t" is "-----BEGIN CERTIFICATE-----"). Certificates are public.
 */
function certificateBody(value: string): boolean {
  if (value.startsWith("LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS")) return true;
  return value.startsWith("MII") && /^MII[A-Za-z0-9+/]{1,12}(?:gAwIBAgI|oAMCAQICx)/.test(value.slice(0, 24));
}

/**
 * A dotted quad right after an operating system, browser or office product ("Android 14.0.0.112", "Firefox 128.0.3.1",
 * "Windows Server 6.3.9600.20778"): the product's build number, not a host. Private networks stay addresses.
 */
const PRODUCT_BEFORE = /(?:^|[^\p{L}])(?:Android|iOS|iPadOS|macOS|OS X|watchOS|tvOS|Windows(?: Server| NT)?|Chrome|Chromium|Firefox|Edge|Safari|Opera|Brave|Vivaldi|Thunderbird|Office|Outlook|Teams|Electron|Xcode|Visual Studio|JDK|Java|\.NET|PowerShell|Zoom|Slack|Docker Desktop|VirtualBox|VMware(?: Tools| ESXi)?)[ \t/]+v?$/u;
function versionAfterProduct(text: string, value: string, start: number): boolean {
  if (/^(?:10|127)\.|^192\.168\.|^172\.(?:1[6-9]|2\d|3[01])\./.test(value)) return false;
  return PRODUCT_BEFORE.test(text.slice(Math.max(0, start - 24), start));
}

/**
 * A database client's user named as the database it opens ("mysql -u inventory … inventory", "psql -U analytics -d
 * analytics", "--authenticationDatabase reporting"): an application's account, named for its data, not a person.
 */
function accountOfItsResource(text: string, value: string, end: number, detector: string): boolean {
  if (detector !== "username:cli-user-flag" || value.length < 3) return false;
  const rest = lineAfter(text, end, 200);
  const i = rest.indexOf(value);
  if (i < 0) return false;
  const before = rest.slice(0, i);
  const after = rest.slice(i + value.length);
  return /(?:\s-[dD][ \t]*|--(?:dbname|database|authenticationDatabase)[ \t=]+|\s)$/.test(before) && /^(?:[ \t;|&]|$)/.test(after) && (/^[ \t]*(?:[;|&]|$)/.test(after) || /-[dD][ \t]*$|--(?:dbname|database|authenticationDatabase)[ \t=]+$/.test(before));
}

/** A command whose host is a documentation domain ("curl -u alice:… https://demo.example.net/api"): its user is the docs' too. */
const DOC_URL = /:\/\/(?:[^\s/@]*@)?(?:[\w-]+\.)*(?:example\.(?:com|net|org)|[\w-]+\.(?:example|test|invalid|localhost))(?![\w.-]*[\w-])/i;
function commandAtDocumentationHost(text: string, end: number): boolean {
  const rest = lineAfter(text, end, 160);
  return rest.includes("://") && DOC_URL.test(rest);
}

/**
 * Place names read as a person's: a first word that forms places, not people ("Santa Cruz", "Port Louis", "São Paulo",
 * "Fort Worth", "Mount Kenya", "Puerto Montt"), or a name in a list of places ("Offices: Lagos, …", "countries "Jordan"
 * and "Georgia"").
 */
const PLACE_FIRST = /^(?:Santa|Santo|San|São|Sankt|Port|Porto|Puerto|Fort|Mount|Lake|Ciudad|Saint|St\.?|Villa|Cape|Cabo)[ \t]+\p{Lu}/u;
const PLACE_LIST_BEFORE = /(?:^|[^\p{L}])(?:countries|cities|places|regions|offices|locations|towns|capitals|destinations|Countries|Cities|Places|Regions|Offices|Locations|Towns)[ \t]*:[^.\n]{0,80}$/u;
const PLACE_LIST_AFTER = /^["'”]?[^.\n]{0,40}?\bas (?:countries|cities|places|place names|country names|city names)\b/;
/**
 * Round 8: the noun phrase's head says place. A name read as a person's is a place when a place's or a facility's head
 * noun follows it ("Victoria DC", "the Jordan Amman office", "Hamilton region", "Victoria Station") — a person is not
 * the modifier of a facility without a possessive ("Maria's office"), also when the reader took the head in ("Sydney
 * Region") — or when the reading began right after a
 * place-forming first word ("Santa ⟦Rosa⟧", "Port ⟦Elizabeth⟧": the reader took the place's second word alone).
 */
const PLACE_HEAD_AFTER = /^[ \t]+(?:DC|HQ|[Dd]ata ?[Cc]ent(?:er|re)|[Dd]atacent(?:er|re)|[Rr]egion|[Oo]ffices?|[Cc]ampus|[Aa]irport|[Ss]tation|[Bb]ranch|[Hh]eadquarters|[Ww]arehouse|[Pp]lant|[Dd]epot|[Cc]ounty|[Pp]rovince|[Dd]istrict|[Hh]arbou?r)(?![\p{L}\p{N}'’-])/u;
/** The head noun read into the name itself ("Sydney Region", "Austin Station"); not "Branch" or "Plant", which are surnames too. */
const PLACE_HEAD_LAST = /[ \t](?:DC|HQ|Region|Offices?|Campus|Airport|Station|Headquarters|Warehouse|Depot|County|Province|District|Harbou?r|Data ?Cent(?:er|re)|Datacent(?:er|re))$/u;
const PLACE_FIRST_BEFORE = /(?:^|[^\p{L}])(?:Santa|Santo|San|São|Sankt|Port|Porto|Puerto|Fort|Mount|Ciudad|Villa|Cabo)[ \t]+$/u;
function placeForm(text: string, value: string, start: number, end: number): boolean {
  if (PLACE_FIRST.test(value)) return true;
  const next = text.charCodeAt(end);
  if ((next === 32 || next === 9) && PLACE_HEAD_AFTER.test(text.slice(end, end + 16))) return true;
  if (PLACE_HEAD_LAST.test(value)) return true;
  const prev = text.charCodeAt(start - 1);
  if ((prev === 32 || prev === 9) && PLACE_FIRST_BEFORE.test(text.slice(Math.max(0, start - 10), start))) return true;
  // Cheap cues first: this runs for every person-name candidate. A list of places has its colon before, or "as" after.
  const before = lineBefore(text, start, 100);
  if (before.includes(":") && PLACE_LIST_BEFORE.test(before)) return true;
  const after = text.slice(end, end + 60);
  return after.includes(" as ") && PLACE_LIST_AFTER.test(after);
}

/**
 * A number under a key that names its kind ("customer_number: 0049301234", "Order No. …", "serial#"): a record's number
 * in someone's system, not a line to call. The kind word must be one that is never a phone's ("phone_number" is).
 */
const NUMBER_KIND_KEY =
  /(?:customer|client|account|acct|order|meeting|conference|webinar|room|invoice|po|purchase[_ -]?order|case|ticket|serial|part|model|tracking|reference|ref|member|membership|policy|claim|contract|document|employee|student|vat|tax|license|licence|registration|batch|lot|item|sku|build|job|shipment|booking|confirmation|transaction|txn)[_ .-]?(?:number|num|no|nr|#|id)\.?["']?[ \t]*[:=#]?[ \t]*["']?$/i;
/**
 * A tax number's key in the languages of the forms that print one beside a phone ("Steuer-Nr. 43/123/45678" on a German
 * invoice, "tax reference 0123/456/78/9", "USt-IdNr.", "NIF", "CIF"): the office's digits in slashes read as a phone.
 */
const TAX_NUMBER_KEY = /(?:^|[^\p{L}])(?:tax|steuer|ust|mwst|vat|btw|tva|iva)[ _.-]?(?:id[ _.-]?)?(?:number|num|no|nr|reference|ref|id|code)\.?["']?[ \t]*[:=#]?[ \t]*["']?$/iu;
function numberOfAnotherKind(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 32), start);
  if (TAX_NUMBER_KEY.test(before)) return true;
  return /(?:number|num|no|nr|#|id)\.?["']?[ \t]*[:=#]?[ \t]*["']?$/i.test(before) && NUMBER_KIND_KEY.test(before);
}

/**
 * A sign-off or sender that is a team or a firm ("-- Acme Support", "Thanks, Nimbus Billing"): the word after says so. In
 * the same run of words only: after a tab the word is the next cell of a table ("Hiroshi Endō⇥Ops⇥+81 …", a department).
 */
const TEAM_AFTER = /^ +(?:Support|Team|Sales|Billing|Security|Ops|Operations|Engineering|Helpdesk|Help Desk|Customer (?:Care|Service|Success)|Services|Inc\.?|Ltd\.?|LLC|GmbH|AG|SARL|Corp\.?|Labs|Bot)\b/;

/**
 * A template's slot for the secret, not the secret: a name between twin delimiters ("@@DB_PASSWORD@@", "__DB_PASSWORD__",
 * "%%DB_PASSWORD%%", "#DB_PASSWORD#", tokenizers and release pipelines' forms) or Ruby/ERB/Jinja openers ("#{", "<%", "{%").
 */
const TEMPLATE_TOKEN = /^(?:(@@|__|%%|##|\$\$|#|@)[A-Za-z][A-Za-z0-9_.-]*[A-Za-z0-9]\1|#\{|<%|\{%)/;
/**
 * A reader that began inside a template expression ("#{ENV.fetch(…)}", "<%= ENV[…] %>") or an encrypted envelope
 * (SOPS "ENC[AES256_GCM,…]", Jasypt "ENC(…)", Ansible Vault "$ANSIBLE_VAULT;…"): the stored text is a reference or
 * ciphertext, not the secret.
 */
function insideTemplateOrCipher(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start + 5);
  return /(?:#\{|<%=?|\{%)[^}%\n]*$/.test(text.slice(Math.max(0, start - 24), start)) || /(?:^|[\s"'=:])ENC[[(]/.test(before) || text.startsWith("$ANSIBLE_VAULT;", start);
}
/**
 * The last field of an application's password hash (PHC or modular crypt: "$2b$12$…", "$argon2id$v=19$…", Django's
 * "pbkdf2_sha256$600000$salt$hash"): a hash under an application's key is a checksum, as halves A–H label it. A
 * credential file's line ("root:$6$…", htpasswd's "user:$apr1$…") is left to the password rules, which label it.
 */
const HASH_HEAD = /(?:\$(?:2[abxy]?|argon2(?:id|i|d)|scrypt|pbkdf2(?:-sha\d+)?|[156]|apr1|y|gy|7)\$|(?:pbkdf2_sha(?:1|256|512)|bcrypt(?:_sha256)?|argon2|scrypt)\$)[^\s"']*\$$/;
function tailOfApplicationHash(text: string, start: number): boolean {
  if (text[start - 1] !== "$") return false;
  const before = lineBefore(text, start, 160);
  const m = HASH_HEAD.exec(before);
  // A credential file's line opens with its user and a colon right before the hash.
  return m !== null && !/^[ \t]*[\w.@-]+:$/.test(before.slice(0, m.index));
}

/**
 * A command line's option read as a value ("gpg --export-secret-keys --armor", PowerShell's "-AsPlainText"): a flag is a
 * name — lower-case words, capitalised words or a few letters — never a secret. A generated value may open with "-" too
 * ("MQTT_PASSWORD=-QnBDgPjdPdUvhuCxE"): its letters change case inside a word.
 */
const CLI_FLAG = /^--?(?:[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*|(?:[A-Z][a-z0-9]+)+|[A-Za-z]{1,3})$/;
/** The quoted string ConvertTo-SecureString converts is its value, whatever it starts with ("'-QYk…'" is no flag). */
const STRING_ARGUMENT_BEFORE = /ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?["']$/i;

/**
 * The scheme tag of an LDAP or Spring stored hash ("userPassword: {SSHA}…", "{bcrypt}$2a$…") read as a value that stops
 * at the tag's brace: a hash under an application's key is a look-alike (credential files are read by password-forms.ts).
 * "{noop}" and "{plain}" tag a password kept as it is, so they stay.
 */
const HASH_TAG = /^\{(?!(?:noop|plain|cleartext|clear)$)[A-Za-z0-9-]{2,12}$/i;
function hashSchemeTag(text: string, value: string, end: number): boolean {
  return text.charCodeAt(end) === 125 && HASH_TAG.test(value);
}

/** Base64 of a mask ("KioqKioqKio=" is "********"): a value already redacted by whoever wrote it. */
const BASE64 = /^[A-Za-z0-9+/]{8,}={0,2}$/;
function maskedBase64(value: string): boolean {
  if (value.length > 88 || value.length % 4 !== 0 || !BASE64.test(value)) return false;
  try {
    return /^[*•xX#.\s-]+$/.test(atob(value));
  } catch {
    return false;
  }
}

/**
 * The key a value stands under names what the value is, and some names are never a secret's: an identifier that traces
 * or addresses a record ("trace_id", "spanId", "X-Request-ID", "etag", "commit"), when the value is hex alone — the form
 * ids and digests take; and media carried inline ("thumbnail", "avatar", "icon": base64 of an image), whatever its form.
 */
const KEY_BEFORE = /["']?([A-Za-z][\w.-]{0,40})["']?[ \t]*(?:[:=]|=>)?[ \t]*["']?$/;
const ID_WORDS = new Set(["id", "ids", "trace", "span", "request", "correlation", "digest", "hash", "checksum", "etag", "sha", "sha1", "sha256", "md5", "commit", "revision", "rev", "build", "run", "event", "message", "msg", "object", "uuid", "guid", "fingerprint"]);
const MEDIA_WORDS = new Set(["thumbnail", "thumb", "image", "img", "icon", "avatar", "photo", "picture", "favicon", "png", "jpeg", "jpg", "gif", "webp", "font", "woff", "woff2"]);
/** Words of a key in any case style: "trace_id", "spanId", "X-Request-ID" → trace id / span id / x request id. */
const keyWordsOf = (key: string) => key.replace(/([a-z\d])([A-Z])/g, "$1 $2").toLowerCase().split(/[^a-z\d]+/).filter(Boolean);
/**
 * A substring of every media word (and so of a key that holds one, in any case): where the value is not hex and none
 * stands before it, no key there can make it a non-secret's, and the key is not read (this runs for every key and
 * password candidate).
 */
const MEDIA_IN = /thumb|image|img|icon|avatar|photo|picture|png|jpe?g|gif|webp|font|woff/i;
const HEX_ID = /^[0-9a-f]{16,128}$/i;
function valueOfANonSecretSlot(text: string, value: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 48), start);
  const hex = HEX_ID.test(value);
  if (!hex && !MEDIA_IN.test(before)) return false;
  const key = KEY_BEFORE.exec(before)?.[1];
  if (!key) return false;
  const words = keyWordsOf(key);
  if (words.some((w) => MEDIA_WORDS.has(w))) return true;
  // The last word names the kind ("trace_id", "request-id"); "session_id" and "client_id" pair a secret, so not those.
  const last = words[words.length - 1] ?? "";
  return hex && ID_WORDS.has(last) && !words.some((w) => w === "session" || w === "client" || w === "secret" || w === "token" || w === "key");
}

/** A mailbox's local part ("29139614+renovate[bot]@users.noreply.github.com"): what follows is "@domain", and no "user:" before it as in a URL. */
function localPartOfAMailbox(text: string, start: number, end: number): boolean {
  return /^(?:\[bot\])?@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/.test(text.slice(end, end + 80)) && /^$|[\s"'<(,;]$/.test(text.slice(Math.max(0, start - 1), start));
}

/** A build or release id that opens with a date ("2026-1126-0412", "20261126.3"): a year and a valid month and day. */
const DATE_STAMPED = /^(?:19|20)\d{2}[-. ]?(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?![0-9])/;

/**
 * A GnuPG key's id after a gpg option that names a key ("gpg --list-secret-keys C4D17E09B3A26F15", "--recv-keys 0x…",
 * "--default-key …", "-u …"): the short, long or fingerprint form (8, 16 or 40 hex) is derived from the public key and
 * printed by gpg itself; "secret" in the option names the keyring, not the value.
 */
const GPG_KEY_ID = /^(?:0x)?(?:[0-9A-F]{8}|[0-9A-F]{16}|[0-9A-F]{40}|[0-9a-f]{16}|[0-9a-f]{40})$/;
const GPG_KEY_OPTION = /\bgpg2?\b[^\n]*?[ \t](?:--(?:list-(?:secret-)?keys|list-sigs|check-sigs|fingerprint|export(?:-secret-keys|-secret-subkeys)?|edit-key|sign-key|lsign-key|recv-keys|send-keys|delete-(?:secret-)?keys?|default-key|local-user|trusted-key|encrypt-to)|-[uKkr])(?:[ \t]+[^\s-][^\s]*)*[ \t=]+$/;
function gpgKeyId(text: string, value: string, start: number): boolean {
  return GPG_KEY_ID.test(value) && GPG_KEY_OPTION.test(lineBefore(text, start, 160));
}

/**
 * A "sig" member of a message (a JSON field, a key=value outside a URL's query: an OTA command's {"sha256": …, "sig": …}) is
 * that message's signature: made for this payload and sent to every receiver, it verifies the payload and opens nothing
 * else. In a URL's query ("&sig=" of an Azure SAS, a signed link's "?sig=") the signature is what lets the bearer in, and
 * stays a secret.
 */
const MESSAGE_SIG_BEFORE = /(?:^|[^?&\w.-])["']?sig["']?[ \t]*[:=][ \t]*["']?$/i;
function signatureOfAMessage(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 10), start);
  return /sig/i.test(before) && MESSAGE_SIG_BEFORE.test(before);
}
