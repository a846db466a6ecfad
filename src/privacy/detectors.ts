import {
  bsnValid,
  cpfValid,
  dniValid,
  ibanValid,
  ipIsNonPersonal,
  ipv4Valid,
  ipv6Valid,
  itinValid,
  jwtHeaderValid,
  looksLikeCardIssuer,
  looksRandom,
  luhnValid,
  ninoValid,
  ssnValid,
  verhoeffValid,
} from "./checksums.ts";
import { DOCUMENTED_CARDS, DOCUMENTED_CREDENTIALS as DOCUMENTATION_VALUES, DOCUMENTED_IBANS, DOCUMENTED_SSNS, ean13Valid } from "./documented-values.ts";
import { isPlaceholderValue, looksHandTyped } from "./placeholders.ts";
import type { FindingType } from "./types.ts";
import type { Anchor } from "./regex.ts";
import { VENDOR_PATTERNS } from "./vendor-secrets.ts";
import { ptOrganisationNif } from "./national-ids.ts";
import { decodeUri } from "./uri-decode.ts";

/**
 * One pattern per kind of secret or identifier. The sensitive span is the named group `secret`
 * (or `secret2`) when present (only the token after "Bearer "), else the whole match. `priority`
 * settles overlaps: a JWT inside a Bearer header is a JWT, credentials inside a URL are not also an
 * e-mail. Hand-written rules live here only where no maintained library covers the format (see the
 * README's dependency notes): vendor formats come from secretlint's preset, phones from
 * libphonenumber-js, IBANs from ibantools, IP ranges from ipaddr.js, names from compromise's lexicon.
 */
export interface Detector {
  name: string;
  type: FindingType;
  pattern: RegExp;
  priority: number;
  confidence: number;
  subtype?: string;
  /** Reads the original text rather than the unescaped view (escapes are part of the value: C:\\new\\nina). */
  raw?: boolean;
  /**
   * Scan from anchors instead of every position: the pattern is tried (sticky) only at the few positions
   * up to `back` characters of `chars` before each anchor hit ("@" for e-mails, a key name for assignments),
   * and a match must reach the anchor. Same matches as a full scan, at a fraction of the cost.
   */
  anchor?: Anchor & { chars: RegExp };
  /** The literal start of every match (regex source): the engine finds all such detectors from one combined scan. */
  prefix?: string;
  /** A cheap regex test on the text before the pattern runs (when no substring gate fits). */
  gateRe?: RegExp;
  /** A cheap substring test: the pattern only runs when the text contains one of these (lower-cased). */
  gate?: string[];
  validate?: (value: string, text: string, start: number, end: number) => boolean;
}

const notPlaceholder = (value: string): boolean => !isPlaceholderValue(value);

function macValid(v: string): boolean {
  const hex = v.replace(/[:.-]/g, "").toLowerCase();
  if (/^(0{12}|f{12})$/.test(hex)) return false;
  if (hex.startsWith("00005e0053")) return false; // RFC 7042 documentation range
  if (/^(01005e|3333)/.test(hex)) return false; // multicast
  // An organisation's block with its device part all zeros ("00-15-5D-00-00-00", the first of Hyper-V's pool; "02:00:00:00:00:00",
  // the constant Android 6+ and iOS 7+ hand every app in place of the device's address): a range's base or a platform's
  // placeholder, quoted in configs and docs, not a device. (1 in 16 million devices holds such an address.)
  if (hex.endsWith("000000")) return false;
  return /[a-f]/.test(hex) || /[:-]/.test(v); // a dotted all-digit triple is a version more often than a MAC
}

/** Passwords that are defaults and documentation staples, and user:password pairs that repeat the user. */
const DEFAULT_PASSWORDS = new Set(["hunter2", "password", "passw0rd", "admin", "root", "toor", "changeme", "secret", "123456", "12345678", "qwerty", "letmein", "test", "guest", "postgres", "mysql", "pass", "pass123", "password123", "admin123", "default", "example", "demo", "s3cr3t", "foobar", "pa55word", "p@ssw0rd", "p@ssword", "welcome", "sa", "oracle", "redis", "rabbitmq", "minioadmin", "elastic", "neo4j", "changeit"]);
/**
 * A default or documentation password ("changeme", "postgres", user = password) is a look-alike only where the
 * text says it is a template or a local default: in a real config the same word is the real password.
 */
export function isDefaultPassword(password: string, user?: string, text?: string, start?: number): boolean {
  const p = password.toLowerCase();
  // A default dressed up to pass a complexity rule ("P@ssw0rd!", "Password1!", "changeme123"): still the docs' value, and
  // refused only on the same evidence, the text saying it is a template or documentation.
  const dressed = text !== undefined && start !== undefined && DEFAULT_PASSWORDS.has(p.replace(/[!?.#*$\d]{1,4}$/, "")); // "demo1234" too
  if (!DEFAULT_PASSWORDS.has(p) && !dressed && !(user !== undefined && p === user.toLowerCase())) return false;
  if (text === undefined || start === undefined) return true;
  const around = text.slice(Math.max(0, start - 160), start + password.length + 80);
  return TEMPLATE_CONTEXT.test(around);
}
const TEMPLATE_CONTEXT = /\b(?:example|examples|e\.g\.|template|sample|default|defaults|readme|docs?|documentation|tutorial|placeholder|demo|local(?:host)?|127\.0\.0\.1|dev(?:elopment)?|test(?:ing)?|fixture|docker-compose|compose\.ya?ml|\.env\.example|quickstart|getting started|for instance)\b/i;

/** Common file extensions that look like top-level domains in "icon@2x.png". */
const FILE_EXTENSIONS = new Set([
  "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "js", "mjs", "cjs", "ts", "tsx", "jsx", "json", "css", "scss",
  "html", "txt", "rb", "java", "lock", "yaml", "yml", "toml", "xml", "zip", "gz", "tgz", "map", "vue", "svelte",
  // data and document files ("import file@export.csv"): no mail provider sits under these
  "csv", "tsv", "xlsx", "xls", "pdf", "log", "sql", "sqlite", "parquet", "docx", "bak", "exe", "dll", "wasm",
]);
const NON_PERSONAL_MAILBOXES = /^(git|noreply|no-reply|donotreply|do-not-reply|mailer-daemon|example|test|user|username|you|your\.?name|name|foo|bar|baz|someone|somebody|email|nobody)$/i;
/** Documentation and reserved domains (RFC 2606 / 6761): their addresses are examples, not people. */
const EXAMPLE_DOMAINS = /(^|\.)(example\.(com|org|net|edu)|example|test|invalid|localhost|local|domain\.(com|tld)|email\.com|yourdomain\.com|yourcompany\.com|company\.com|acme\.test|mydomain\.com|host\.com|server\.com)$/i;

/** Platforms whose notification senders write to every developer: their mailboxes name no one. */
const PLATFORM_SENDER_DOMAINS = /^(?:github\.com|gitlab\.com|bitbucket\.org|vercel\.com|netlify\.com|slack\.com|atlassian\.(?:net|com)|circleci\.com|heroku\.com|sentry\.io|linear\.app|notion\.so|figma\.com|stripe\.com|digitalocean\.com|cloudflare\.com|amazonaws\.com|aws\.amazon\.com|discord\.com|zoom\.us|dropbox\.com|docker\.com|npmjs\.com|pagerduty\.com|datadoghq\.com|google\.com|microsoft\.com)$/;

/** The key or header of a message's sender: "from = ", "From: ", "sender": ", "mail_from=", "reply-to: ". */
const SENDER_KEY_BEFORE = /(?:^|[^\p{L}])(?:from|sender|mail[_-]?from|from[_-]?(?:address|addr|email)|reply[_-]?to)["']?[ \t]*[:=][ \t]*["'<]?$/iu;

function emailIsPersonal(value: string, text: string, start: number, end = start + value.length): boolean {
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  const tld = domain.split(".").pop() ?? "";
  if (FILE_EXTENSIONS.has(tld)) return false;
  // pkg@1.2.3.min: a version before the "TLD"; one number alone is a domain (163.com, 126.com, 139.com are Chinese mail providers).
  if (/^\d+(?:\.\d+)+$/.test(domain.replace(/\.[a-z]+$/, ""))) return false;
  if (NON_PERSONAL_MAILBOXES.test(local)) return false;
  // Machine addresses by what their format says: a mailing list's command and bounce addresses (Mailman's "list-bounces@",
  // "list-request@", "list-owner@", "-join", "-leave", "-subscribe", "-unsubscribe", "-confirm"; RFC 2142's "owner-list@"),
  // where the list manager, not a person, reads; an SSH algorithm or extension name in OpenSSH's or libssh's namespace
  // ("ecdsa-sha2-nistp256-cert-v01@openssh.com", RFC 4251 §6's name@domain); a DMARC record's report address (rua=/ruf=
  // mailto:, RFC 7489 §6.3), which a report processor reads. The list's own posting address stays personal enough to label.
  if (/-(?:bounces?|request|owner|join|leave|subscribe|unsubscribe|confirm)(?:\+[\w.=-]+)?$|^owner-/i.test(local)) return false;
  if (/^(?:openssh\.com|libssh\.org)$/.test(domain)) return false;
  if (/\bru[af]=(?:[^;\s]*,)?mailto:$/i.test(text.slice(Math.max(0, start - 80), start))) return false;
  // A SIP or tel URI whose user part is a number ("sip:+34915550187@pbx…", RFC 3261 §19.1.6 telephone-subscriber):
  // the phone reader's, not a mailbox. The email pattern starts after the "+"; a named user ("sip:alice@…") stays one.
  if (/^\+?[\d-]{6,}$/.test(local) && /\b(?:sips?|tel):\+?$/i.test(text.slice(Math.max(0, start - 6), start))) return false;
  // A no-reply sender with its system's name after it ("from = noreply-billing@…", "sender: no-reply.alerts@…"): no one reads
  // it. As a login ("user=noreply-billing@…", "Password not accepted for …") it is an account's name, and stays a finding.
  if (/^(?:no-?reply|do-?not-?reply)[-_.+][\w.+-]+$/i.test(local) && SENDER_KEY_BEFORE.test(text.slice(Math.max(0, start - 24), start))) return false;
  // The platforms' own senders ("notifications@github.com", "alerts@sentry.io") are machines; a firm's own notifications@ is labelled.
  if (/^(?:notifications?|alerts?|updates|support-?bot|builds?|ci)$/i.test(local) && PLATFORM_SENDER_DOMAINS.test(domain)) return false;
  // GitHub's noreply addresses (123+login@ or login@users.noreply.github.com) name a user; a bot's has "[bot]" in it.
  if (/(?:^|\.)(?:no-?reply|bounces?|notifications?)\./.test(domain) && !(domain === "users.noreply.github.com" && !/\[bot\]$/.test(local))) return false;
  if (EXAMPLE_DOMAINS.test(domain)) return false;
  if (local.includes("${") || local.startsWith("<")) return false;
  // After "://" the user part of a URL is an account name ("ssh://deploy@bastion.acme.io/…", and the relay account of
  // "smtp://alerts@acme.dev:pw@smtp.mailgun.org", which three halves of the corpus leave unlabelled and one labels).
  // Elsewhere after "/" an address in a path ("/v1.0/users/hana@firma.cz") is mail; a scoped package's segment
  // ("@scope/pkg@…") is not.
  const after = text.slice(end, end + 40);
  if (text.slice(Math.max(0, start - 3), start) === "://") return false;
  if (text[start - 1] === "/" && /(?:^|[\s"'(/])@[\w.-]+\/$/.test(text.slice(Math.max(0, start - 80), start))) return false;
  // user@host/path: a login and a host (a path segment "/…@…/" is mail). Not Zendesk's API login, the agent's address and
  // "/token:" before the API token ("-u jdoe@example.com/token:…", its docs' "{email_address}/token:{api_token}").
  if (text[end] === "/" && text[start - 1] !== "/" && !text.startsWith("/token:", end)) return false;
  if (/^:[\w.~-]*\//.test(after)) return false; // git@host:org/repo, user@host:/path (scp-style)
  if (/\.(?:internal|local|lan|corp|home|intranet|localdomain)$/.test(domain)) return false; // user@host.internal: a login, not a mailbox
  // A message's or an event's identifier is written as an address (RFC 5322 msg-id "<CAF3x…@mail.gmail.com>", RFC 5545 UID
  // "4d7s…@google.com"): under those headers it names a message, not a mailbox.
  if (MESSAGE_ID_HEADER.test(text.slice(Math.max(0, start - 200), start))) return false;
  // A log's or an API's field for the same id ("msg_id=<2026…@mail.example.ch>", postfix's "message-id=<…>", "messageId": "<…>").
  if (MESSAGE_ID_KEY.test(text.slice(Math.max(0, start - 24), start))) return false;
  return true;
}
const MESSAGE_ID_KEY = /(?<![\w-])(?:msg|message)[_-]?id["']?[ \t]*[:=][ \t]*["']?<$/i; // the id's angle brackets: a field that holds an address is no message id
const MESSAGE_ID_HEADER = /(?:^|\n|\\n)[ \t]*(?:Message-ID|In-Reply-To|References|Content-ID|Resent-Message-ID|X-Message-ID|UID)[ \t]*:[ \t]*(?:<[^<>\s]*>[ \t,]*)*<?[^\s<>]*$/i; // only the header's own ids stand between it and the address

/** Header names and CLI flags that carry a credential: Authorization, X-Api-Key, --token, … */
const SECRET_HEADER = "(?:Authorization|Proxy-Authorization|X-Api-Key|X-API-KEY|X-Api-Token|X-Auth-Token|X-Access-Token|X-Secret|X-Token|Api-Key|API-Key|Apikey|X-Goog-Api-Key|X-Figma-Token|Private-Token|PRIVATE-TOKEN|X-Vault-Token|X-Shopify-Access-Token|X-Postmark-Server-Token|Ocp-Apim-Subscription-Key|X-Functions-Key|X-RapidAPI-Key|X-Riot-Token|X-Cisco-Meraki-API-Key|DD-API-KEY|DD-APPLICATION-KEY|X-Hasura-Admin-Secret|X-Gitlab-Token|X-Hub-Signature|X-Bunq-Client-Authentication|X-Bunq-Client-Signature)"; // cookies are read pair by pair (secret-values.ts): "_ga=GA1.2.…" is no secret

/** Key names whose value is a password. */
const PASSWORD_NAMES = "(?:[A-Za-z0-9_.-]{0,40}?(?:password|passwd|passphrase|(?<![a-z])pass(?![a-z])|(?<![a-z])pwd(?![a-z])|(?<![a-z])pw(?![a-z])|(?<![a-z])psk(?![a-z])|kennwort|contrase[nñ]a|mot_?de_?passe|senha|wachtwoord)[A-Za-z0-9_-]{0,40})";
/** Key names whose value is a secret whatever it looks like ("client_secret": "hunter29"). */
const TOKEN_NAMES =
  "(?:[A-Za-z0-9_.-]{0,40}?(?:secret(?!s?_?(?:name|ref|arn|id|path|manager|store|version)\\b)|token(?!s|izer|_?(?:count|limit|ttl|expir\\w*|url|uri|endpoint|type|length|usage|budget|file|path|name|id|header|prefix)\\b)|api[_-]?key|apikey|pass[_-]?key|access[_-]?key|auth[_-]?key|private[_-]?key|client[_-]?secret|credentials?|session[_-]?key|signing[_-]?key|encryption[_-]?key|master[_-]?key|webhook[_-]?secret)[A-Za-z0-9_-]{0,40})";
/**
 * Words before "seed" that make it a seed of something other than a key: a random generator's, a test's, a database's
 * fixtures ("random_seed: 42", "db_seed", "fakerSeed"). One list for the key-name regex below and secret-fields.ts.
 */
export const NOT_KEY_SEED_WORDS = ["random", "rng", "test", "data", "db", "database", "faker", "shuffle"];
/** The words above as the key-name regex meets them: lower case, capitalised (camelCase) and upper case. */
function seedWordsPattern(): string {
  return NOT_KEY_SEED_WORDS.flatMap((w) => [w, w[0]!.toUpperCase() + w.slice(1), w.toUpperCase()]).join("|");
}
/**
 * Key names that hold a secret only sometimes (SORT_KEY=name): the value must read like a generated one. A named seed
 * ("nkey_seed", "walletSeed", "TOTP_SEED") is the private key it derives, in another form; a random or test seed is a number.
 */
const WEAK_TOKEN_NAMES =
  "(?:[A-Za-z0-9_.-]{0,40}?(?:(?<![A-Za-z])KEY(?![a-z])|[a-z]Key(?![a-z])|_key(?![a-z])|(?<![a-z])key(?![a-z])|auth(?![a-z])|dsn|sas|sig(?![a-z])|session[_-]?id|(?<![A-Za-z])session(?![a-z])|[cx]srf(?:[_-]?token)?|license[_-]?key|cookie|[._-](?:hmac|HMAC|Hmac)(?![a-z])|" +
  `(?<!${seedWordsPattern()})(?:[_-]seed|(?<=[a-z])Seed|_SEED)(?![a-z]))[A-Za-z0-9_-]{0,40})`;

const ASSIGN = `["']?[ \\t]*(?::=|=>|[:=]|[ \\t](?=["']))[ \\t]*(?<q>["'\`]?)`;
// In a form body or a query ("refresh_token=…&client_id=…") an "&" before the next "name=" ends the value.
const VALUE = `(?<secret>(?:[^\\s"'\`,;)}\\]<>&]|&(?![A-Za-z_][\\w.-]{0,40}=)){4,})\\k<q>`;

/** A list's next setting read as a password after a login ("user_email=…, auth_header=Bearer"): a snake_case key and "=". */
const NEXT_SETTING = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*=(?!=)/;
/** An assignment right after a value: the value is the name of what is assigned, not a password ("stationIp = 10.0.0.4"). */
const ASSIGNED_AFTER = /^[ \t]*=(?!=)[ \t]*\S/;
/** A stored password hash (bcrypt, argon2, scrypt, PBKDF2, sha-crypt): what a system keeps instead of the password. */
const PASSWORD_HASH = /^\$(?:2[abxy]?|argon2(?:id|i|d)?|scrypt|pbkdf2[\w-]*|[156]|y|gy|7)\$/;

export function configValueOk(v: string, text: string, start: number): boolean {
  if (isPlaceholderValue(v) || PASSWORD_HASH.test(v) || DOCUMENTATION_VALUES.has(v)) return false; // jwt.io's token under any key
  if (text[start + v.length] === "(" && /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+$/.test(v)) return false; // key = paramiko.RSAKey.from_private_key(…): a call
  if (/(?:hash|hashed|digest|salt)["']?[ \t]*(?::=|=>|[:=])[ \t]*["'`]?$/i.test(text.slice(Math.max(0, start - 24), start))) return false; // password_hash = …: a digest, not the password
  // private_key_id, keyId: an identifier. Not an S3-style access key id (AWS's, R2's, MinIO's, Spaces'): half of the
  // credential pair, labelled with its secret.
  const keyBefore = text.slice(Math.max(0, start - 30), start);
  if (/(?:[_.-]id|Id|ID)["']?\s*[:=]\s*["'`]?$/.test(keyBefore) && !/access[_.-]?key[_.-]?id["']?\s*[:=]\s*["'`]?$/i.test(keyBefore)) return false;
  if (/^(\$\{|\$\(|\{\{|<|%\(|\[|\$[A-Za-z_])/.test(v)) return false; // ${TOKEN}, {{ secret }}, <your-key>, $VAR
  // The next label or assignment read as the value: "auth: Authorization: Bearer …" (a header's name, letters and "-" before
  // its colon), ".kamal/secrets: RAILS_MASTER_KEY=$(cat …)" (a variable set from a command or another variable): the value
  // is what that label or assignment holds, and its own reader judges it.
  // A namespaced name ("RandomPassword::db" of a Pulumi URN, "Rails::Application", "std::env"): a type and a member, code's path.
  if (/^[A-Za-z_]\w*(?:::[A-Za-z_][\w.-]*)+$/.test(v)) return false;
  if (/^[A-Za-z][A-Za-z-]*:$/.test(v) || /^[A-Za-z_][\w.-]*=(?:\$[({A-Za-z_]|%[A-Za-z_]|\{\{)/.test(v)) return false;
  // A YAML tag (!vault, !secret, !Ref, !!binary) names how the value is read, not the value; a generated value may open with
  // "!" too, and then it is no tag name ("!5SL2Ut3*r7K#00_Mn": a digit and symbols no tag holds).
  // A tag's name is words ("!vault", "!GetAtt", "!!python/object:app.Cls"); "!Hk-9gUyN2pXi-OxzA" has a digit opening a part.
  if (/^!{1,2}(?:[A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*(?:[_.:/-][A-Za-z][a-z0-9]*(?:[A-Z][a-z0-9]*)*)*)?$/.test(v)) return false;
  if (/^\d{1,6}[.,]?$/.test(v)) return false; // token_ttl = 3600
  if (/^(?:[~^]|[<>]=?|=)?v?\d+\.\d+(?:\.[\dx*]+)?(?:-[0-9A-Za-z.]+)?$/.test(v)) return false; // "jsonwebtoken": "^8.5.1": a dependency's version range
  if (/^:[a-z][\w-]*\[/.test(v)) return false; // auth=:req[authorization]: a log format's token (morgan), which the line prints in its place
  if (/^[a-z]+(?::[\w-]+){2,}$/.test(v) && !looksRandom(v, 16)) return false; // session_key = "user:42:cart": a cache key built from words and ids
  if (/[:/|]/.test(v) && v.split(/[:/|._-]/).every((part) => /^(?:[a-z]{2,}|[A-Z]{2,}|\d+)?$/.test(part))) return false; // key=user:302991:prefs: words and ids joined
  if (/^\(\s*[a-z]/i.test(v)) return false; // "(sensitive value)", "(known after apply)": a tool's mask, not the value
  if (/[(]$/.test(v) || /\(\)$/.test(v)) return false; // os.getenv("…"), getToken()
  if (/^(https?:)?\/\//.test(v) && !/@/.test(v)) return false; // token_url = https://…
  if (/^[a-z_]+(\.[a-z_]+)+$/i.test(v) && !/\d/.test(v)) return false; // token: config.auth.token
  if (/^(true|false|null|none|nil|yes|no|on|off|required|optional|string|number|int|bool|boolean|bytes|str|any|object|env|file|vault|secret|hidden|masked|sha256|bcrypt|argon2|hash|md5|plain|basic|bearer|oauth|oauth2|jwt|hmac|aes|rsa|hs256|rs256|none)$/i.test(v)) return false;
  // key: "primary", auth: "service-account"; but not Apple's app-specific password, four groups of four random letters.
  if (/^[a-z]+(?:[-_][a-z]+)*$/.test(v) && v.length < 24 && !/\d/.test(v) && !APP_SPECIFIC_PASSWORD.test(v)) return false;
  if (/^\/[\w./-]+$/.test(v) || /^~?\.?\/[\w./-]+$/.test(v) || /\.(pem|key|json|txt|env|crt|p12|pfx|yaml|yml)$/i.test(v)) return false; // a path to a key file
  // A type annotation ("password: string") or a comparison is code, not a secret.
  const before = text.slice(Math.max(0, start - 3), start);
  if (/:\s*$/.test(before) && /^(string|number|boolean|any|unknown|str|int|bytes|Optional|SecretStr|Secret|String)\b/.test(v)) return false;
  if (/^[A-Z][A-Za-z]+(?:\.[A-Za-z]+)+$/.test(v)) return false; // Settings.API_TOKEN
  if (/^(?:Get|Set|New|Read|ConvertTo|ConvertFrom|Import|Export|Invoke|Add|Remove|Test|Out)-[A-Z][A-Za-z]+$/.test(v)) return false; // $pw = ConvertTo-SecureString …: a PowerShell cmdlet
  return true;
}

/** Apple's app-specific passwords ("qxmt-wpfe-hzro-lbvn", appleid.apple.com): generated, though they read as lower-case words. */
const APP_SPECIFIC_PASSWORD = /^[a-z]{4}-[a-z]{4}-[a-z]{4}-[a-z]{4}$/;

/** The key name before a value, for telling a password from a token. */
function passwordValueOk(v: string, text: string, start: number): boolean {
  if (isDefaultPassword(v, undefined, text, start)) return false;
  // go test's verdict line ("--- PASS: TestParseFlightLog (0.01s)"): the testing package names the test function there.
  if (/^--- (?:PASS|FAIL|SKIP): $/.test(text.slice(Math.max(0, start - 10), start)) && /^(?:Test|Benchmark|Fuzz|Example)[A-Z_\d]/.test(v)) return false;
  return configValueOk(v, text, start) && !/^[a-z]+$/i.test(v) || (configValueOk(v, text, start) && v.length >= 8 && /[A-Z]/.test(v) && /[a-z]/.test(v));
}

export function tokenValueOk(v: string, text: string, start: number): boolean {
  if (!configValueOk(v, text, start) || isPublicKeyValue(v, text, start)) return false;
  return v.length >= 6 && (/[\d!#$%&*+/=?@^_~-]/.test(v) || v.length >= 12 || /[A-Z]/.test(v.slice(1)) && /[a-z]/.test(v));
}

/** A publishable or public key (pk_live_…, WireGuard PublicKey = …) is meant to be seen. */
export function isPublicKeyValue(v: string, text: string, start: number): boolean {
  // git's "signingkey = 3AA5…" names a GPG key by its id (hex), or an SSH key by its file or its public line: a public
  // fingerprint. Anything else under that name ("SigningKey": "<base64>" of an app's JWT settings) is the key itself.
  if (/^pk_(?:live|test)_/.test(v)) return true;
  const lead = text.slice(Math.max(0, start - 40), start);
  if (/(?:public|publishable|pub)[_-]?key["']?[ \t]*(?::=|=>|[:=])?[ \t]*["'`]?$/i.test(lead)) return true;
  return /(?<![\w-])signingkey["']?[ \t]*(?::=|=>|[:=])?[ \t]*["'`]?$/i.test(lead) && /^(?:0x)?[0-9A-Fa-f]{8,40}!?$|^(?:~|\.{0,2}\/|ssh-|key::)/.test(v);
}

export function weakTokenValueOk(v: string, text: string, start: number): boolean {
  if (/^(?:\p{Lu}\p{Ll}+){2,}$/u.test(v)) return false; // key="AdminPassword": a key's name in PascalCase, not its value
  if (!configValueOk(v, text, start) || isPublicKeyValue(v, text, start) || looksHandTyped(v) || /\[bot\]/.test(text.slice(start, start + v.length + 6))) return false;
  if ((v.match(/(?:^|[-_.])[A-Za-z]{3,}(?=[-_.])/g)?.length ?? 0) >= 2) return false; // node-cache-Linux-x64-npm-<hash>: an identifier built from words
  // A generic key name needs a value that reads like a generated secret (or a long hex key), or a UUID given to a key
  // named by the word "key" itself: the form many services issue API keys in (Copernicus's CDS client, Heroku, Oracle's
  // app keys). Record keys ("idempotency key", "duplicate key", "sort_key") are look-alikes by their own rule (look-alikes.ts).
  return looksRandom(v, 12) || (/^[0-9a-f]{24,}$/i.test(v) && !isHexDigestContext(text, start)) || /^[A-Za-z0-9+/]{20,}={0,2}$/.test(v) && /\d/.test(v) || (UUID_FORM.test(v) && KEY_WORD_ASSIGNED.test(text.slice(Math.max(0, start - 16), start)));
}
const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The key's last word is "key", right before the assignment: "key=", "OHIP_APP_KEY: ", "apiKey = ". */
const KEY_WORD_ASSIGNED = /(?:(?:^|[^A-Za-z])(?:key|KEY)|[a-z]Key)["']?[ \t]*(?::=|=>|[:=])[ \t]*["'`]?$/;

function isHexDigestContext(text: string, start: number): boolean {
  return /(sha\d*|md5|checksum|digest|hash|commit|integrity|etag|fingerprint)[^\n]{0,20}$/i.test(text.slice(Math.max(0, start - 30), start));
}

/** A value that reads like a chosen password: long enough, several character classes, not a word or a path. */
export function strongPassword(v: string): boolean {
  if (v.length < 6 || isPlaceholderValue(v) || DEFAULT_PASSWORDS.has(v.toLowerCase())) return false;
  if (/^[\d\s./:+-]+$/.test(v)) return false; // 2024-05-01, 10.2.3.4, +1-555-0100: dates, versions and numbers
  if (/^https?:|^\/|@.*\.|\.(?:com|io|dev|org|net)$/.test(v)) return false;
  const classes = Number(/[a-z]/.test(v)) + Number(/[A-Z]/.test(v)) + Number(/\d/.test(v)) + Number(/[^A-Za-z0-9]/.test(v));
  return classes >= 3 || (classes === 2 && /\d/.test(v) && /[^A-Za-z0-9]/.test(v) && v.length >= 8);
}


const SSN_CUE = /(?:ssn|social security|soc\.? ?sec|ss#|ss no|itin|taxpayer|tax id|tin)\b[^\n]{0,25}$/i;
const ID_CUE = /(?:national (?:id|insurance|identity)|id (?:number|no|card)|identity (?:number|card)|nino|\bni\b(?: number| no)?|insurance number|sin\b|social insurance|\bnas\b|assurance sociale|aadhaar|aadhar|uidai|\bpan\b|\bbsn\b|burgerservicenummer|\bcpf\b|\bdni\b|\bnie\b|\bnif\b|personnummer|steuer-?id|tax (?:number|no|id)|\bnir\b|codice fiscale)[^\n]{0,40}$/i;

/**
 * After a bare "Box N": a town, then a province or state, and its postcode if given (Canada "AB T0C 1N0", the US "MT 59718";
 * a reserve's or a village's box often stands with its town and province alone, "Box 218, Mashteuiatsh QC").
 */
const BOX_TOWN_POSTCODE = /^,[ \t]*\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+){0,2},?[ \t]+(?:[A-Z]{2}[ \t]+(?:[A-Z]\d[A-Z][ \t]?\d[A-Z]\d|\d{5})\b|(?:AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)(?![\p{L}\d]))/u;

export const DETECTORS: Detector[] = [
  {
    name: "jwt",
    type: "jwt",
    // Mapbox's secret tokens are such a token after "sk." (docs.mapbox.com, "Access tokens"): the prefix is part of the secret.
    pattern: /\b(?:sk\.)?eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{0,}/g,
    priority: 90,
    confidence: 0.98,
    gate: ["eyj"],
    validate: (v) => !DOCUMENTATION_VALUES.has(v) && jwtHeaderValid(v.replace(/^sk\./, "")),
  },
  {
    name: "url-credentials",
    type: "password",
    subtype: "url_credentials",
    // Only the password is masked: the user name is either a service account or, when it names a person,
    // a person_name finding of its own (usernames.ts).
    // A password may hold "@" itself ("analyst:An@lyst-77@10.50.3.41"): the host starts after the last "@" before the path.
    // The user may be a mailbox ("smtp://alerts@tidewater.dev:…@smtp.mailgun.org").
    pattern: /\b[a-z][a-z0-9+.-]{1,20}:\/\/(?<user>[^\s:/@?#"'<>]*(?:@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,})?):(?<secret>[^\s/@"'<>]*(?:@[^\s/@"'<>?#]*)*[^\s/@"'<>:])@[^\s/@]+/gi,
    priority: 85,
    confidence: 0.97,
    gate: ["://"],
    validate: (password, text, start) => {
      const user = /\/\/([^\s:/?#"'<>]*):$/.exec(text.slice(Math.max(0, start - 120), start))?.[1] ?? "";
      if (isPlaceholderValue(password) || /^(pass(word)?|pw|pwd|secret|\*+|x+)$/i.test(password) || isDefaultPassword(password, user, text, start)) return false;
      if (/^x-oauth-basic$/.test(password)) return false; // TOKEN:x-oauth-basic@: the token is the user part (url-token-user)
      return !(isPlaceholderValue(user) && password.length < 6);
    },
  },
  {
    name: "url-credentials-key",
    type: "api_key",
    // https://SK…:secret@api.twilio.com, https://api:key-…@api.mailgun.net: the "password" is an API secret.
    pattern: /\b[a-z][a-z0-9+.-]{1,20}:\/\/(?<user>[^\s:/@?#"'<>]+):(?<secret>[^\s/@"'<>]*[^\s/@"'<>:])@[^\s/@]+/gi,
    priority: 86,
    confidence: 0.93,
    gate: ["://"],
    validate: (secret, text, start) => {
      const user = /\/\/([^\s:/@?#"'<>]+):$/.exec(text.slice(Math.max(0, start - 120), start))?.[1] ?? "";
      return notPlaceholder(secret) && (/^(?:api|apikey|key|token|x-api-key|AC[0-9a-f]{32}|SK[0-9a-f]{32})$/i.test(user) || /^[0-9a-f]{24,}$/i.test(secret) || /^key-[0-9a-f]{24,}$/.test(secret));
    },
  },
  {
    name: "url-token-user",
    type: "api_key",
    // https://ghp_xxx@github.com/… and https://x-access-token:TOKEN@… carry a token as the user.
    pattern: /\bhttps?:\/\/(?:[^\s:/@]+:)?(?<secret>[A-Za-z0-9_-]{20,})@[^\s/]+/g,
    priority: 86,
    confidence: 0.9,
    gate: ["://"],
    validate: (v) => looksRandom(v, 20) && notPlaceholder(v) && !/^[0-9a-f]{32}$/.test(v),
  },
  ...VENDOR_PATTERNS.map((p): Detector => ({
    name: `vendor:${p.name}`,
    type: p.type ?? "api_key",
    pattern: p.pattern,
    priority: 87, // a vendor token wins over the generic shape around it (user:TOKEN@, -p TOKEN)
    ...(p.gate ? { gate: p.gate } : {}),
    ...(p.prefix ? { prefix: p.prefix } : {}),
    confidence: p.confidence ?? 0.97,
    // A Telegram token sits glued to "bot" in its API path (/bot123…:AA…/sendMessage).
    validate: (v: string, text: string, start: number) => (!/[A-Za-z0-9_]/.test(text[start - 1] ?? "") || (p.name === "telegram-bot" && text.slice(start - 3, start) === "bot")) && notPlaceholder(v) && !DOCUMENTATION_VALUES.has(v),
  })),
  {
    name: "aws-secret-access-key",
    type: "api_key",
    pattern: /aws_?secret_?(?:access_?)?key["']?(?:\s*[:=]\s*|[ \t]+)["']?(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi,
    priority: 81,
    confidence: 0.98,
    gate: ["secret"],
    validate: notPlaceholder,
  },
  {
    name: "aws-secret-beside-key-id",
    type: "api_key",
    // Pasted credential pairs often lose their labels ("AKIA… / wJalr…"); a 40-character base64 run
    // within a short distance of an access key id is the secret half.
    pattern: /(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g,
    priority: 79,
    confidence: 0.9,
    gate: ["akia", "asia"],
    validate: (v, text, start) =>
      /[A-Z]/.test(v) && /[a-z]/.test(v) && /[0-9/+]/.test(v) && !/^[0-9a-f]{40}$/i.test(v) && notPlaceholder(v) &&
      /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/.test(text.slice(Math.max(0, start - 160), start + 200)),
  },
  {
    name: "azure-connection-string-key",
    type: "api_key",
    pattern: /\b(?:AccountKey|SharedAccessKey|SharedAccessSignature|sig|PrimaryKey|SecondaryKey)=(?<secret>[A-Za-z0-9+/%]{20,}(?:={0,2}|(?:%3D){0,2}))/g,
    gate: ["key=", "signature=", "sig="],
    priority: 80,
    confidence: 0.95,
    validate: notPlaceholder,
  },
  {
    name: "connection-string-password",
    type: "password",
    // ADO.NET / JDBC / ODBC: Password=…; Pwd=…; and ?password=… in a DSN query. ODBC braces a value that holds ";" or "="
    // ("Pwd={Zemun;Gardos=1896};", "}" doubled inside): the braces and all between them are the value.
    // An "&" is the query's separator only before the next "key=" (libpq's "password=wV3q&Lp8!… sslmode=…" keeps it).
    pattern: /(?:^|[;\s?&"'])(?:Password|Pwd|PWD|password|pwd|passwd|pass)=(?<secret>\{(?:[^}\n]|\}\}){3,100}\}(?=[;"'\s]|$)|[^;\s&"'`]{3,}(?:&(?![\w.-]+=)[^;\s&"'`]+)*)/g,
    priority: 84,
    confidence: 0.93,
    gate: ["pass", "pwd"],
    validate: (v, text, start) => {
      const braced = /^\{[^]*\}$/.test(v); // the value inside ODBC's braces is what the checks read
      const inner = braced ? v.slice(1, -1).replace(/\}\}/g, "}") : v;
      const at = braced ? start + 1 : start;
      return configValueOk(inner, text, at) && !isDefaultPassword(inner, undefined, text, at); // "password=hunter2' # docs snippet"
    },
  },
  {
    name: "authorization-header",
    type: "api_key",
    // Authorization: Bearer <token>, X-Api-Key: <key>, -H 'Private-Token: …', Cookie: session=…
    pattern: new RegExp(
      `(?<![\\w-])${SECRET_HEADER}["']?[ \\t]*[:=][ \\t]*["']?(?:(?:Bearer|Token|token|Basic|Digest|ApiKey|Api-Key|SSWS|Key|key|OAuth|Splunk|GenieKey|Klaviyo-API-Key|DeepL-Auth-Key)[ \\t]+)?(?<secret>[A-Za-z0-9._~+/=:%-]{8,})`,
      "gi",
    ),
    gate: ["authorization", "authentication", "key", "token", "secret", "cookie", "signature"],
    anchor: { re: /authorization|authentication|api-?key|apikey|token|secret|cookie|signature|subscription-key|functions-key|admin-secret/gi, back: 30, chars: /[A-Za-z0-9-]/ },
    priority: 62,
    confidence: 0.92,
    validate: (v, text, start) => notPlaceholder(v) && configValueOk(v, text, start) && /\d/.test(v) && /[A-Za-z]/.test(v) && v.length >= 12,
  },
  {
    name: "bearer",
    type: "api_key",
    pattern: /\b(?:Bearer|Token|Basic)[ \t]+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/g,
    gate: ["bearer", "token", "basic"],
    priority: 60,
    confidence: 0.9,
    validate: (v) => notPlaceholder(v) && /\d/.test(v) && /[A-Za-z]/.test(v),
  },
  {
    name: "cli-token-flag",
    type: "api_key",
    // --token abc, --api-key=…, --auth-token …, -t? (too short to be sure), gh auth --with-token <<< …
    pattern: /(?<![\w-])--(?:token|api-key|apikey|api-token|auth-token|access-token|secret|secret-key|client-secret|key|private-token|bearer|oauth-token|oauth2-bearer|refresh-token|session-token|webhook-secret|signing-key|with-token|password-stdin-value)(?:[ \t]+|=)["']?(?<secret>[^\s"'`]{6,})/gi,
    gate: ["--"],
    priority: 64,
    confidence: 0.9,
    validate: (v, text, start) => configValueOk(v, text, start) && (looksRandom(v, 10) || /\d/.test(v) && v.length >= 12),
  },
  {
    name: "cli-password-flag",
    type: "password",
    // --password x, -p'x' after a login/db client, redis-cli -a x, mysql -px, sshpass -p x, PGPASSWORD=x psql
    pattern: /(?<![\w-])--(?:password|passwd|pass|db-password|admin-password|root-password|new-password)(?:[ \t]+|=)["']?(?<secret>[^\s"'`]{3,})|\b(?:docker|podman|helm|oras|skopeo|buildah|nerdctl)\s+(?:registry\s+)?login\b[^\n]*?\s-p[ =]["']?(?<secret2>[^\s"'`]{4,})/gi,
    gate: ["--pass", "--db-pass", "--admin-pass", "--root-pass", "--new-pass", "login"],
    priority: 81,
    confidence: 0.92,
    validate: (v, text, start) => configValueOk(v, text, start),
  },
  {
    name: "client-password-flag",
    type: "password",
    pattern: /\bredis-cli\b[^\n]*?\s-a[ \t]+["']?(?<secret>[^\s"']{4,})|\bmysql(?:dump|admin|sh)?\b[^\n]*?[\s"']-p(?<secret2>[^\s"'-][^\s"']{3,})|\bsshpass\s+-p[ \t]*["']?(?<secret3>[^\s"']{3,})|\bhtpasswd\s+(?:-[a-zA-Z]*b[a-zA-Z]*\s+)(?:-\w+\s+)*\S+\s+\S+\s+["']?(?<secret4>[^\s"']{3,})/g,
    gate: ["redis-cli", "mysql", "sshpass", "htpasswd"],
    priority: 81,
    confidence: 0.92,
    validate: notPlaceholder,
  },
  {
    name: "cli-basic-auth",
    type: "password",
    subtype: "url_credentials",
    // curl -u user:pass, http -a user:pass, wget --user=… --password=…: the same secret as user:pass@ in a URL.
    pattern: /\b(?:curl|http|https|httpie|wget|xh|ab|hey)\b[^\n]*?\s(?:-u|--user|-a|--auth)[ =]["']?[^\s:"'@]+:(?<secret>[^\s"'@]+)/g,
    gate: ["curl", "http", "wget", "xh ", "ab ", "hey "],
    priority: 85,
    confidence: 0.93,
    validate: (v, text, start) => {
      const user = /([^\s:"'@=]+):$/.exec(text.slice(Math.max(0, start - 60), start))?.[1] ?? "";
      // "-u KEY:x": BambooHR's and Freshdesk's ignored password beside an API key (cli-basic-auth-key reads the key).
      return notPlaceholder(v) && !/^[xX]$/.test(v) && !isDefaultPassword(v, user, text, start);
    },
  },
  {
    name: "cli-basic-auth-key",
    type: "api_key",
    // curl -u "KEY:" with nothing after the colon: HTTP Basic with the API key as the user and an empty password, as
    // Stripe, EasyPost, Mailgun, Recurly and Chargebee document it. The user part is the secret; a short word ("admin:")
    // is a user name with its password left to the prompt. BambooHR and Freshdesk document the key with "x" (or "X") as the
    // password the server ignores ("-u {API key}:x").
    pattern: /\b(?:curl|http|https|httpie|wget|xh)\b[^\n]*?\s(?:-u|--user|-a|--auth)[ =](?<q>["']?)(?<secret>[A-Za-z0-9_-]{16,}):[xX]?\k<q>(?=[\s\\]|$)/g,
    gate: ["curl", "http", "wget", "xh "],
    priority: 85,
    confidence: 0.9,
    validate: (v) => looksRandom(v, 16) && /\d/.test(v) && /[A-Za-z]/.test(v) && notPlaceholder(v),
  },
  {
    name: "piped-password",
    type: "password",
    // echo 'S3cret' | docker login -u ci --password-stdin
    // "echo 'user:pass' | chpasswd": the user before the colon is not the secret.
    pattern: /\b(?:echo|printf)[ \t]+(?:-n[ \t]+)?(?<q>['"]?)(?:[\w.-]{1,32}:(?=[^'"\s|:]{3,}['"]?[ \t]*\|[ \t]*(?:sudo[ \t]+)?chpasswd))?(?<secret>[^'"\s|$][^'"\s|]{3,})\k<q>[ \t]*\|[ \t]*(?:sudo[ \t]+)?[\w.-]+\b[^\n]*(?:login|--password-stdin|passwd|chpasswd|auth)/g,
    priority: 83,
    confidence: 0.9,
    gate: ["echo", "printf"],
    validate: notPlaceholder,
  },
  {
    name: "sql-password",
    type: "password",
    pattern: /\b(?:IDENTIFIED\s+(?:WITH\s+\w+\s+)?BY|PASSWORD)\s+(?<q>['"])(?<secret>[^'"\n]{3,})\k<q>/gi,
    gate: ["identified", "password"],
    priority: 83,
    confidence: 0.93,
    validate: notPlaceholder,
  },
  {
    name: "netrc-password",
    type: "password",
    // .netrc and similar "keyword value" files: "password s3cr3t" at the start of a line, or after "login x".
    pattern: /(?:(?:^|\n)[ \t]*|\blogin[ \t]+\S+[ \t]+)(?:password|passwd)[ \t]+(?<secret>[^\s"']{4,})/gi,
    gate: ["password", "passwd"],
    priority: 51,
    confidence: 0.85,
    validate: (v) => notPlaceholder(v) && /[\d!#$%&*+/=?@^_~-]/.test(v),
  },
  {
    name: "credential-pair-value",
    type: "password",
    // LEGACY_AUTH=wkim:Passw0rd2019, BASIC_AUTH="deploy:…", SMTP_CREDENTIALS=user:pass: the part after the user is the password.
    // Starts at the key's last word (a literal), not at its first letter: "[A-Za-z_]*" in front backtracks over every word of every text.
    pattern: /(?:AUTH|CREDENTIALS|CREDS|USERPASS|LOGIN)["']?[ \t]*[:=][ \t]*["']?[A-Za-z][\w.@+-]{1,40}:(?<secret>[^\s:@\/"']{6,})/g,
    gate: ["auth", "credentials", "creds", "userpass", "login"],
    priority: 53,
    confidence: 0.85,
    validate: (v, text, start) => configValueOk(v, text, start) && !isDefaultPassword(v, undefined, text, start) && !/^\d+$/.test(v),
  },
  {
    name: "login-password-pair",
    type: "password",
    // "test account: qa.shared@acme.dev / Qa!Shared#2024", "login: ana / S3cure!pass", "the admin login is admin / Orchid-Falls-88"
    pattern: /(?:\b[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}|\b(?:login|user(?:name)?|account|wifi|wi-fi|ssid|vpn)(?:[ \t]*[:=]|[ \t]+(?:is|are|was|stays))[ \t]*[\w.@+-]{2,})(?:[ \t]+\/[ \t]+|[ \t]*[|,][ \t]*|[ \t]*:[ \t]+)["'`]?(?<secret>[^\s"'`,;]{6,})/gi,
    anchor: { re: /@|login|user|account|wifi|wi-fi|ssid|vpn/gi, back: 70, chars: /[\w.+@\-:= \t]/ },
    priority: 53,
    confidence: 0.85,
    gate: ["@", "login", "user", "account", "wifi", "wi-fi", "ssid", "vpn"],
    // Not the next setting of a list ("user_email=…, auth_header=Bearer …", "…, device=Pixel 7"): a key and its value.
    // Nor a key the list assigns next ("ingrid@npolar.no, glacier-station:stationIp = 158.39.77.214", Pulumi's config listing).
    validate: (v, text, start) => strongPassword(v) && !NEXT_SETTING.test(v) && !ASSIGNED_AFTER.test(text.slice(start + v.length, start + v.length + 8)),
  },
  {
    name: "password-nearby",
    type: "password",
    // "the wifi password for the 3rd floor? it's Kaffee&Kuchen2024", "pw for the NAS is …"
    pattern: /\b(?:password|passwd|passphrase|pw|pwd|pin|passcode)\b[^\n]{0,50}?\b(?:is|it's|it is|was|are|:|=|->|→)[ \t]+["'`]?(?<secret>[^\s"'`,;()]{6,})/gi,
    priority: 48,
    confidence: 0.75,
    gate: ["pass", "pw", "wifi", "wi-fi", "pin"],
    validate: (v, text, start) => strongPassword(v) && configValueOk(v, text, start),
  },
  {
    name: "password-printed",
    type: "password",
    // A command that prints a password, and the value on the next line: terraform output -raw db_password
    pattern: /\b(?:output\s+(?:-raw\s+|-json\s+)?|kv get\s+(?:-field=)?|-field=|pass show\s+|op read\s+|get-secret-value\b[^\n]*|echo\s+\$)[\w/.:-]*(?:pass(?:word)?|pwd|secret|token)[\w/.-]*[^\n]*\n[ \t]*(?<secret>[^\s"'`]{6,})/gi,
    priority: 52,
    confidence: 0.8,
    gate: ["output", "kv get", "-field", "pass show", "op read", "get-secret", "echo"],
    validate: (v) => strongPassword(v) || looksRandom(v, 12),
  },
  {
    name: "url-query-secret",
    type: "api_key",
    // ?appid=…, &api_key=…, &access_token=…, ?sig=… in a URL
    pattern: /[?&](?:api[_-]?key|apikey|appid|app[_-]?key|app[_-]?secret|access[_-]?token|auth[_-]?token|token|key|secret|client[_-]?secret|sig|signature|x-amz-signature|x-amz-security-token)=(?<secret>[^&\s"'#<>]{12,})/gi,
    priority: 63,
    confidence: 0.88,
    gate: ["?", "&"],
    validate: (v) => notPlaceholder(v) && (looksRandom(decodeUri(v) ?? v, 12) || /^[0-9a-f]{16,}$/i.test(v)),
  },
  {
    name: "lorawan-root-key",
    type: "api_key",
    // LoRaWAN's AES-128 keys (LoRa Alliance TS001: AppKey and NwkKey, the root keys a device joins with; the session keys
    // AppSKey, NwkSKey and the 1.1 split ones): 32 hex digits, or 16 bytes written with separators, after the key's name.
    // DevEUI and JoinEUI (AppEUI) are 64-bit public identifiers, 16 hex digits, and stay.
    pattern: /\b(?:AppKey|NwkKey|AppSKey|NwkSKey|[FS]NwkSIntKey|NwkSEncKey|GenAppKey|McKey)\b["']?[ \t]*[:=]?[ \t]*["']?(?<secret>[0-9A-Fa-f]{32}|(?:[0-9A-Fa-f]{2}[ :-]){15}[0-9A-Fa-f]{2})(?![0-9A-Fa-f])/g,
    priority: 60,
    confidence: 0.9,
    gate: ["appkey", "nwkkey", "appskey", "nwkskey", "sintkey", "senckey", "mckey"],
    validate: (v) => notPlaceholder(v) && !/^(?:0+|f+)$/i.test(v.replace(/[ :-]/g, "")),
  },
  {
    name: "discord-bot-token",
    type: "api_key",
    // Discord's bot token: the bot's id in base64url, a 6-character timestamp and an HMAC of 27 or more, joined by dots
    // (gitleaks' discord rule reads the first part's "M"/"N"/"O" start; ids of other lengths start otherwise). A JWT's
    // middle part is never 6 characters. The HMAC is a little looser than 27 as the vendor formats are (vendor-secrets.ts).
    pattern: /(?<![\w.-])(?<secret>[A-Za-z\d_-]{23,28}\.[A-Za-z\d_-]{6}\.[A-Za-z\d_-]{24,40})(?![\w.-])/g,
    priority: 60,
    confidence: 0.85,
    gate: ["discord", "token", "bot"],
    validate: (v) => notPlaceholder(v) && looksRandom(v.split(".")[0]!, 20) && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v),
  },
  {
    name: "slack-webhook-path",
    type: "api_key",
    // The secret part of a Slack incoming-webhook URL pasted without its host: T…/B…/<24 characters>.
    pattern: /(?<![\w/])T[A-Z0-9]{8,12}\/B[A-Z0-9]{8,12}\/[A-Za-z0-9]{24}(?![\w])/g,
    gateRe: /T[A-Z0-9]{8,12}\/B/,
    priority: 64,
    confidence: 0.9,
  },
  {
    name: "token-uuid",
    type: "api_key",
    // A UUID handed over as a credential ("with token 22d2…", "api key: 8f03…"): fail closed in a secret-shaped context.
    pattern: /\b(?:token|secret|api[ _-]?key|password|passwd)\b(?:[ \t]+(?:is|was))?[ \t]*[:=]?[ \t]*["'`]?(?<secret>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![\w-])/gi,
    gate: ["token", "secret", "key", "passw"],
    priority: 47,
    confidence: 0.7,
  },
  {
    name: "bot-token-shape",
    type: "api_key",
    // A Telegram bot token by its shape, whatever its secret part opens with: the bot's numeric id (8–10 digits), a colon,
    // then 30–40 random URL-safe characters (BotFather issues 35, most opening "AA"; pasted ones are often cut or
    // re-typed). vendor-secrets.ts's "telegram-bot" reads only the "AA" form; the id before the colon is the token's too.
    pattern: /(?<![\w:.\/-])\d{8,10}:[A-Za-z0-9_-]{30,40}(?![\w-])/g,
    gateRe: /\d{8}:[A-Za-z0-9_-]{30}/,
    priority: 60,
    confidence: 0.85,
    validate: (v) => {
      const body = v.slice(v.indexOf(":") + 1);
      return looksRandom(body, 20) && /[A-Z]/.test(body) && /[a-z]/.test(body) && /\d/.test(body) && notPlaceholder(v);
    },
  },
  {
    name: "token-prose",
    type: "api_key",
    // "session with token FwoGZXIv…", "the key is Zk3q9Wm2…": a long generated value right after the word.
    // "the secret token (sk.…) leaked" too: a parenthesis opens the value as a quote does.
    pattern: /\b(?:token|api key|access key|secret|key)(?:[ \t]+(?:is|was|=|:))?[ \t]+[("'`]?(?<secret>[A-Za-z0-9+/_=.-]{20,})/gi,
    priority: 47,
    confidence: 0.75,
    gate: ["token", "key", "secret"],
    validate: (v, text, start) => looksRandom(v, 20) && !/^[0-9a-f]+$/i.test(v) && !looksHandTyped(v) && configValueOk(v, text, start) && /\d/.test(v) && /[A-Z]/.test(v) && /[a-z]/.test(v),
  },
  {
    name: "base64-private-key",
    type: "private_key",
    // A PEM private key base64-encoded once more (kubeconfig client-key-data, Helm values, env vars).
    // `base64` wraps its output at 76 columns: the lines after the first belong to the key too.
    pattern: /LS0tLS1CRUdJTi[A-Za-z0-9+/]{20,}={0,2}(?:\r?\n[ \t]*[A-Za-z0-9+/]{4,}={0,2}(?=\r?\n|$))*/g,
    priority: 99,
    confidence: 0.97,
    gate: ["ls0tls1crudjti"],
    validate: (v) => {
      try {
        return /PRIVATE KEY/.test(atob(v.slice(0, 64)));
      } catch {
        return false;
      }
    },
  },
  {
    name: "xml-password",
    type: "password",
    // <password>…</password>, <add key="DbPassword" value="…"/>
    pattern: /<(?<tag>password|passwd|pwd)>(?<secret>[^<\s]{4,})<\/\k<tag>>|\bkey=["'][\w.:-]*(?:password|pwd)[\w.:-]*["'][ \t]+value=["'](?<secret2>[^"'\s]{4,})["']/gi,
    priority: 54,
    confidence: 0.88,
    gate: ["<"],
    validate: (v, text, start) => configValueOk(v, text, start) && !isDefaultPassword(v, undefined, text, start),
  },
  {
    name: "xml-secret",
    type: "api_key",
    // <apiKey>…</apiKey>, <add key="ApiKey" value="…"/>, <secret>…</secret>
    pattern: /<(?<tag>secret|token|api[_-]?key|client[_-]?secret|access[_-]?key)>(?<secret>[^<\s]{8,})<\/\k<tag>>|\bkey=["'][\w.:-]*(?:secret|token|apikey|api[_-]?key|accesskey|access[_-]?key)[\w.:-]*["'][ \t]+value=["'](?<secret2>[^"'\s]{8,})["']/gi,
    priority: 54,
    confidence: 0.88,
    gate: ["<"],
    validate: (v, text, start) => configValueOk(v, text, start),
  },
  {
    name: "password-assignment",
    type: "password",
    // password=…, "db_password": "…", PGPASSWORD='…', spring.datasource.password: …; a WPA or IPsec psk=… is the network's password
    pattern: new RegExp(`(?<![A-Za-z0-9])["']?${PASSWORD_NAMES}${ASSIGN}${VALUE}`, "gi"),
    anchor: { re: /pass|pwd|pw|psk|kennwort|contrase|mot_?de|senha|wachtwoord/gi, back: 45, chars: /[A-Za-z0-9_.\-"']/ },
    priority: 52,
    confidence: 0.9,
    gate: ["pass", "pwd", "pw", "psk", "kennwort", "contrase", "mot", "senha", "wachtwoord"],
    validate: passwordValueOk,
  },
  {
    name: "pin-assignment",
    type: "password",
    // A PIN or PUK under its own key: an HSM partition's ("LUNA_PARTITION_PIN: …", Vault's "pin"), a smart card's, a SIM's.
    // The key ends on the word ("pin_memory", "spin", "pin-sha256" are other things), and only a value that reads like a
    // chosen password counts: a GPIO pin ("LED_PIN: 13", "pin: GPIO17") is a number or a name.
    pattern: new RegExp(`(?<![A-Za-z0-9])["']?[A-Za-z0-9_.-]{0,40}?(?:(?<![A-Za-z])(?:PIN|PUK|[Pp]in|[Pp]uk)|(?<=[a-z])(?:Pin|Puk))(?:[_-]?(?:code|CODE|Code))?${ASSIGN}${VALUE}`, "g"),
    // Tried only before each "pin"/"puk" ("shipping", "mapping" hold one too: the key's lazy prefix is not run from every position).
    anchor: { re: /pin|puk|Pin|PIN|Puk|PUK/g, back: 45, chars: /[A-Za-z0-9_.\-"']/ },
    priority: 52,
    confidence: 0.85,
    gate: ["pin", "puk"],
    validate: (v, text, start) => configValueOk(v, text, start) && strongPassword(v) && !isDefaultPassword(v, undefined, text, start),
  },
  {
    name: "password-prose-intl",
    type: "password",
    // The same in other languages: "密码是 …", "パスワードは …", "비밀번호: …", "пароль: …", "contraseña es …", "senha: …", "Passwort ist …", "hasło to …", "mot de passe : …"
    // Arabic هي/هو, Hindi है and Indonesian "kata sandinya" hand the value over too.
    pattern: /(?:密码|密碼|口令|パスワード|暗証番号|비밀번호|암호|пароль|contraseña|contrasena|senha|passwort|kennwort|hasło|haslo|wachtwoord|mot de passe|parola|lösenord|losenord|adgangskode|salasana|şifre|sifre|mật khẩu|mat khau|kata sandi(?:nya)?|كلمة المرور|كلمة السر|סיסמה|पासवर्ड)(?:[ \t]*(?:是|为|為|は|:|：|=|es|é|ist|to|is|est|è|er|on|هي|هو|है|:)[ \t]*|[ \t]+)["'`「“]?(?<secret>[^\s"'`,;，。、」”()（）]{5,}[^\s"'`,;，。、」”()（）.])/giu, // a sentence's full stop is not the password's
    priority: 50,
    confidence: 0.75,
    gateRe: /密码|密碼|口令|パスワード|暗証番号|비밀번호|암호|пароль|contrase|senha|passwort|kennwort|has[łl]o|wachtwoord|mot de passe|parola|l[öo]senord|adgangskode|salasana|[şs]ifre|m[ậa]t kh[ẩa]u|kata sandi|كلمة المرور|كلمة السر|סיסמה|पासवर्ड/iu,
    validate: (v, text, start) => configValueOk(v, text, start) && strongPassword(v),
  },
  {
    name: "password-prose",
    type: "password",
    // "the password is hunter2", "pw: Tr0ub4dor&3", "wifi password: CorrectHorse42", "passphrase was …"
    pattern: /\b(?:password|passwd|passphrase|passcode|pin|pw|pwd|wifi password|wi-fi password)(?:[ \t]+(?:is|was|for[ \t]+\S+[ \t]+is|is now|changed to|set to|reset to)[ \t]*[:=]?[ \t]+|[ \t]*[:=][ \t]*|[ \t]+)["'`]?(?<secret>[^\s"'`,;@()]{4,})(?=["'`]?(?:[\s,;.!?)]|$))/gi,
    priority: 50,
    confidence: 0.8,
    gate: ["pass", "pw", "pin", "wifi", "wi-fi"],
    validate: (v, text, start) => {
      if (!configValueOk(v, text, start) || isDefaultPassword(v, undefined, text, start) || v.startsWith("-")) return false; // "--value": the next flag
      if (/^[A-Za-z]+[?!.]+$/.test(v)) return false; // "what's the password again?": a word ending its sentence
      if (/^[a-z0-9_.-]+(?:\/[a-z0-9_.-]+)+$/.test(v)) return false; // -field=password secret/prod/db: a path
      if (/^(is|was|for|the|a|an|to|and|or|of|reset|policy|manager|field|hash|hashing|login|change|changed|expired|expires|protected|required|length|strength|rotation|prompt|store|vault|less|authentication|based|auth)$/i.test(v)) return false;
      // A word with no digit or symbol is prose ("password reset"), unless it mixes case like a passphrase
      // or is a long run of letters given after "password:" ("passwd: correcthorsebatterystaple").
      return /[\d!#$%&*+/=?@^_~-]/.test(v) || (/[A-Z]/.test(v.slice(1)) && /[a-z]/.test(v)) || (v.length >= 14 && /^[a-z]+$/.test(v) && /[:=][ \t]*["'`]?$/.test(text.slice(Math.max(0, start - 4), start)));
    },
  },
  {
    name: "secret-assignment",
    type: "api_key",
    // API_KEY=…, "client_secret": "…", export GITHUB_TOKEN='…', SECRET_KEY_BASE: …, stripeKey: "…"
    pattern: new RegExp(`(?<![A-Za-z0-9])["']?${TOKEN_NAMES}${ASSIGN}${VALUE}`, "gi"),
    anchor: { re: /secret|token|api[_-]?key|apikey|pass[_-]?key|access[_-]?key|auth[_-]?key|private[_-]?key|credential|session[_-]?key|signing[_-]?key|encryption[_-]?key|master[_-]?key/gi, back: 45, chars: /[A-Za-z0-9_.\-"']/ },
    priority: 50,
    confidence: 0.9,
    gate: ["secret", "token", "key", "credential"],
    validate: tokenValueOk,
  },
  {
    name: "key-assignment",
    type: "api_key",
    // STRIPE_KEY=…, apiKey: "…", X_AUTH=…: a generic name, so only a value that reads like a generated secret.
    pattern: new RegExp(`(?<![A-Za-z0-9])["']?${WEAK_TOKEN_NAMES}${ASSIGN}${VALUE}`, "g"),
    // "adyen.hmac=…", "VALIDATOR_HMAC=…": a service's setting named by the MAC alone holds its HMAC key (a URL's "?hmac=" signature has no "." or "_" before it).
    anchor: { re: /key|Key|KEY|auth|AUTH|Auth|dsn|DSN|sas|SAS|sig|SIG|session|SESSION|Session|license|LICENSE|cookie|COOKIE|srf|SRF|seed|Seed|SEED|hmac|HMAC|Hmac/g, back: 45, chars: /[A-Za-z0-9_.\-"']/ },
    priority: 49,
    confidence: 0.8,
    gate: ["key", "auth", "dsn", "sas", "sig", "session", "cookie", "srf", "seed", "hmac"],
    validate: weakTokenValueOk,
  },
  {
    name: "token-role-assignment",
    type: "api_key",
    // The token's role named alone as its key: an OAuth pair ({"access": "…", "refresh": "…"}, simplejwt's), a token dump's
    // "access=… refresh=…", a session store's JSON. As weak as "*_key": only a generated value counts ("access": "read-only",
    // "refresh": 30 do not). The key is the whole word ("access_level", "last_refresh" are other things).
    pattern: new RegExp(`(?<![\\w.-])["']?(?:access|refresh|Access|Refresh|ACCESS|REFRESH)${ASSIGN}${VALUE}`, "g"),
    anchor: { re: /access|refresh|Access|Refresh|ACCESS|REFRESH/g, back: 1, chars: /["']/ },
    priority: 49,
    confidence: 0.8,
    gate: ["access", "refresh"],
    validate: weakTokenValueOk,
  },
  {
    name: "private-key-assignment",
    type: "private_key",
    // WireGuard "PrivateKey = base64=", a bare base64 DER key ("MIIE…") assigned to a private-key name.
    pattern: /\b(?:PrivateKey|private_key|privateKey|PRIVATE_KEY|signing_key|SIGNING_KEY)["']?[ \t]*[:=][ \t]*["']?(?<secret>(?:[A-Za-z0-9+/]{43}=|MII[A-Za-z0-9+/=]{40,}))/g,
    gate: ["private", "signing"],
    priority: 82,
    confidence: 0.9,
    validate: notPlaceholder,
  },
  {
    name: "email",
    type: "email",
    pattern: /\b[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}\b/g,
    priority: 40,
    confidence: 0.97,
    gate: ["@"],
    anchor: { re: /@/g, back: 64, chars: /[A-Za-z0-9._%+-]/ },
    validate: emailIsPersonal,
  },
  {
    name: "email-url-encoded",
    type: "email",
    // An address in a query string or form body has its "@" percent-encoded: "?email=lucia.fernandez%40correo.es".
    pattern: /\b[A-Za-z0-9][A-Za-z0-9._+-]{0,63}%40[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}\b/g,
    priority: 40,
    confidence: 0.95,
    gate: ["%40"],
    validate: (v, text, start, end) => emailIsPersonal(v.replace("%40", "@"), text, start, end),
  },
  {
    name: "email-obfuscated",
    type: "email",
    // ana [at] acme [dot] io, ana(at)acme.io
    pattern: /\b[A-Za-z0-9._%+-]{2,64}[ \t]*(?:\[at\]|\(at\)|\{at\}| at )[ \t]*[A-Za-z0-9-]{2,63}(?:[ \t]*(?:\[dot\]|\(dot\)|\{dot\}|\.| dot )[ \t]*[A-Za-z0-9-]{2,63}){1,4}\b/gi,
    priority: 39,
    confidence: 0.8,
    gate: ["at]", "(at)", "{at}", " at "],
    validate: (v) => /\[at\]|\(at\)|\{at\}/i.test(v) || / at [^\s]+ dot /i.test(v),
  },
  {
    name: "iban",
    type: "iban",
    // A SWIFT MT940 statement's ":86:" field glues the IBAN to its subfield code ("?31AT13…", "?38DE89…"): "?" and two digits
    // stand for a word boundary there.
    pattern: /(?:\b|(?<=\?\d\d))[A-Z]{2}\d{2}(?:[ \t-]?[A-Z0-9]{4}){2,7}(?:[ \t-]?[A-Z0-9]{1,4})?\b/g,
    gateRe: /[A-Z]{2}\d\d/,
    priority: 45,
    confidence: 0.97,
    validate: (v) => {
      const iban = v.replace(/[ \t-]/g, "").toUpperCase();
      return ibanValid(iban) && !DOCUMENTED_IBANS.has(iban);
    },
  },
  {
    name: "credit-card",
    type: "credit_card",
    // "+49 1523 884 2210": after a "+" the digits are a phone's. A run glued to a letter or "_" is part of a longer token
    // (a UUID's "39785646-1600-45f2-…", an order id): a card number stands apart from its neighbours.
    pattern: /(?<![\d.+-])(?:\d[ -]?){11,18}\d(?![\w-])/g,
    gateRe: /\d{4}/,
    priority: 44,
    confidence: 0.95,
    validate: (v) => {
      const digits = v.replace(/\D/g, "");
      // Separators must be consistent (4-4-4-4 style) or absent; mixed runs are usually IDs.
      if (DOCUMENTED_CARDS.has(digits) || (digits.length === 13 && ean13Valid(digits))) return false; // a provider's test card, a barcode
      return luhnValid(digits) && looksLikeCardIssuer(digits) && !/[ -]{2}/.test(v) && !/^(\d)\1+$/.test(digits);
    },
  },
  {
    name: "deepl-free-key",
    type: "api_key",
    // DeepL's API keys are UUIDs; a Free-plan key carries ":fx" after it (developers.deepl.com, "Authentication"), which tells
    // it from every other UUID. (A Pro key is a bare UUID: only its key name can tell it.)
    pattern: /(?<![\w-])[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}:fx(?![\w-])/gi,
    gate: [":fx"],
    priority: 55,
    confidence: 0.95,
  },
  {
    name: "credit-card-run",
    type: "credit_card",
    // A card number written without separators beside another number ("PAN 5369…4296 41.2 L", "track2 4473…8685", a card then
    // its CVV or its expiry "… 123", "… 12 27"): the pattern above runs on over the space into the neighbour and the longer
    // run fails Luhn. A run of 13 to 19 digits on its own, checked the same way.
    pattern: /(?<![\d.+-])\d{13,19}(?![\w-])/g,
    gateRe: /\d{13}/,
    priority: 44,
    confidence: 0.95,
    validate: (v) => !DOCUMENTED_CARDS.has(v) && !(v.length === 13 && ean13Valid(v)) && luhnValid(v) && looksLikeCardIssuer(v) && !/^(\d)\1+$/.test(v),
  },
  {
    name: "us-ssn",
    type: "national_id",
    subtype: "us_ssn",
    pattern: /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g,
    gate: ["-"],
    priority: 43,
    confidence: 0.93,
    validate: (v, text, start) => !DOCUMENTED_SSNS.has(v.replace(/[ -]/g, "")) && (ssnValid(v) || itinValid(v) && SSN_CUE.test(text.slice(Math.max(0, start - 40), start))),
  },
  {
    name: "us-ssn-cued",
    type: "national_id",
    subtype: "us_ssn",
    // With "SSN" just before it, spaces or no separators: "SSN 078 05 1120", "ssn: 078051120".
    pattern: /(?<![\d-])\d{3}[ .]?\d{2}[ .]?\d{4}(?![\d-])/g,
    gateRe: /\d{3}/,
    priority: 43,
    confidence: 0.9,
    gate: ["ssn", "social", "soc", "ss#", "ss no", "itin", "tax", "tin"],
    validate: (v, text, start) => SSN_CUE.test(text.slice(Math.max(0, start - 40), start)) && (ssnValid(v.replace(/[ .]/g, "")) || itinValid(v.replace(/[ .]/g, "")) || /^\d{9}$/.test(v.replace(/[ .]/g, ""))),
  },
  {
    name: "uk-nino",
    type: "national_id",
    subtype: "uk_nino",
    // Spaced or run together, or dashed throughout as forms print it ("AB-12-34-56-C").
    pattern: /\b[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z](?:[ \t]?\d{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?|-\d{2}-\d{2}-\d{2}-)[A-D]\b/g,
    priority: 43,
    confidence: 0.9,
    validate: (v) => ninoValid(v),
  },
  {
    name: "es-dni",
    type: "national_id",
    subtype: "es_dni",
    pattern: /\b[XYZ]?\d{7,8}-?[A-Z]\b/g,
    // No cue word asked: the control letter (mod 23) is the evidence, as a card's Luhn digit is. Across the training halves
    // every valid DNI/NIE is a labelled id or a documented example (documented-values.ts); a chat line often gives it with
    // no "DNI" of its own ("el mío 72536071M"), the question that asked for it standing in an earlier message.
    priority: 42,
    confidence: 0.85,
    validate: (v) => dniValid(v),
  },
  {
    name: "br-cpf",
    type: "national_id",
    subtype: "br_cpf",
    pattern: /(?<![\d.-])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d-])/g,
    gate: ["."],
    priority: 43,
    confidence: 0.9,
    validate: (v) => cpfValid(v),
  },
  {
    name: "in-pan",
    type: "national_id",
    subtype: "in_pan",
    pattern: /\b[A-Z]{3}[ABCFGHLJPT][A-Z]\d{4}[A-Z]\b/g,
    gate: ["pan", "income tax", "permanent account"],
    priority: 42,
    confidence: 0.8,
    validate: (v, text, start) => ID_CUE.test(text.slice(Math.max(0, start - 40), start)) || /P/.test(v[3]!),
  },
  {
    name: "cued-national-id",
    type: "national_id",
    // Numbers that are only national ids when called one: Aadhaar (Verhoeff), BSN (elfproef), Canadian SIN (Luhn),
    // passport / driver's licence numbers, Swedish personnummer.
    // (?=[\dA-Z]): the first character of every alternative, tested before the lookbehind.
    pattern: /(?=[\dA-Z])(?:(?<![\w-])(?:\d{4}[ -]?\d{4}[ -]?\d{4}|\d{3}[ -]?\d{3}[ -]?\d{3}|\d{6,8}[-+]?\d{4}|[A-Z]{1,2}\d{6,9}|\d{9}|[A-Z]\d{3}-\d{4}-\d{4}|[A-Z]\d{7,12})(?![\w-]))/g,
    gate: ["national", "id ", "identity", "nino", "ni ", "insurance", "sin", "aadhaar", "aadhar", "uidai", "pan", "bsn", "burgerservice", "cpf", "dni", "nie", "nif", "passport", "licen", "dl#", "personnummer", "steuer", "tax", "nir", "codice", "nas", "assurance"],
    priority: 41,
    confidence: 0.85,
    validate: (v, text, start) => {
      const lead = text.slice(Math.max(0, start - 45), start);
      if (!ID_CUE.test(lead)) return false;
      // A country calling code right before the digits makes them a phone number ("DNI … — teléfono +34 688 214 907").
      if (/\+\d{1,3}[ .-]?$/.test(lead)) return false;
      const d = v.replace(/[ -]/g, "");
      if (/aadhaar|aadhar|uidai/i.test(lead)) return d.length === 12 && verhoeffValid(d);
      if (/bsn|burgerservice/i.test(lead)) return bsnValid(d);
      if (/\bsin\b|social insurance|\bnas\b|assurance sociale/i.test(lead)) return d.length === 9 && luhnValid(d);
      if (/\bnif\b|\bnipc\b|contribuinte/i.test(lead) && ptOrganisationNif(d)) return false;
      return true;
    },
  },
  {
    name: "mac",
    type: "mac",
    // The lookahead first: a position that is no hex digit fails on one class test, before the lookbehind is read.
    // A "." after the address ends a sentence ("the AP is 48:3b:e0:0d:ec:c2."); only a "." or ":" that goes on into more hex or
    // separators makes it part of something longer (an IPv6 address, "aabb.ccdd.eeff.0011").
    pattern: /(?=[0-9A-Fa-f])(?<![0-9A-Fa-f:.-])(?:[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![0-9A-Fa-f:-]|[:.][0-9A-Fa-f.:-])/g,
    gate: [":", "-", "."],
    // The separator first, the hex before it in a lookbehind: true for the same texts as "[0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-]|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.",
    // but the scan stops only at ":", "-" and "." instead of at every hex digit of prose (9× faster on the speed corpus).
    gateRe: /[:-][0-9A-Fa-f]{2}[:-](?<=[0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-])|\.[0-9A-Fa-f]{4}\.(?<=[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.)/,
    priority: 46,
    confidence: 0.92,
    validate: (v) => macValid(v),
  },
  // A netfilter log's MAC= field is the frame header: destination, source and EtherType run together
  // ("MAC=f4:61:ae:e5:3c:78:24:77:fd:84:72:42:08:00"). Each six-byte half is a hardware address.
  ...[1, 2].map((half): Detector => ({
    name: `mac-frame-header-${half}`,
    type: "mac",
    pattern: half === 1
      ? /(?<![0-9A-Fa-f:])(?<secret>[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}):[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}(?::[0-9A-Fa-f]{2}){0,2}(?![0-9A-Fa-f:])/g
      : /(?<![0-9A-Fa-f:])[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5}:(?<secret>[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){5})(?::[0-9A-Fa-f]{2}){0,2}(?![0-9A-Fa-f:])/g,
    gateRe: /:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}:[0-9A-Fa-f]{2}:/, // a literal ":" first: the scan skips to colons
    priority: 46,
    confidence: 0.85,
    validate: (v) => macValid(v),
  })),
  {
    name: "ipv6",
    type: "ip",
    subtype: "ipv6",
    // A colon after the address is punctuation when a space or the line end follows ("lookup failed for 2a03:…:25de: quota").
    // "user@2a01:…::7:/srv": scp and rsync put a path after the host, so ":/" and ":~" end the address.
    // A link-local address keeps its zone ("fe80::1c2b:…%en0"): the interface index is part of what the text gives.
    pattern: /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4}|:)(?:%[0-9A-Za-z]{1,15})?(?![\w]|:(?![/~])[^\s]|\.\d)/g,
    gateRe: /[0-9A-Fa-f]:[0-9A-Fa-f]{0,4}:/,
    anchor: { re: /:[0-9A-Fa-f]{0,4}:/g, back: 40, chars: /[0-9A-Fa-f:.]/ },
    priority: 42,
    confidence: 0.9,
    gate: [":"],
    validate: (whole, text, start) => {
      const v = whole.replace(/%[0-9A-Za-z]+$/, ""); // a zone ("%en0", "%25eth0" in a URL) belongs to the address but not to its form
      if (!ipv6Valid(v) || ipIsNonPersonal(v)) return false;
      if ((v.match(/:/g)?.length ?? 0) < 2 || !/[0-9a-f]{2,}/i.test(v)) return false;
      if (/^[0-9]{1,2}(:[0-9]{2}){1,2}$/.test(v)) return false; // 12:30:45
      // Seven or more groups of exactly two hex digits ("3c:7a:11:09:5e:8d:42:ff", a certificate's serial, a key's fingerprint):
      // bytes written as colon-hex. An address's groups drop their leading zeros and most hold four digits; a run of byte pairs
      // this long is what openssl and ssh print for a serial or a digest, never how an IPv6 address is written.
      if (/^[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){6,}$/.test(v)) return false;
      if (/::$/.test(v) && /[A-Za-z]/.test(text[start + v.length] ?? "")) return false; // std::vector
      if (/\/\d{1,3}\b/.test(text.slice(start + v.length, start + v.length + 4)) && /::$|:0$/.test(v)) return false; // a prefix, not a host
      if (v.split(":").filter(Boolean).length < 2 && !/\d/.test(v)) return false; // ::add-mask:: and other code
      return !/^[0-9a-f]{1,4}::?[0-9a-f]{1,4}$/i.test(v) || /::/.test(v) && v.length > 6;
    },
  },
  {
    name: "ipv4",
    type: "ip",
    subtype: "ipv4",
    // A dot before it ends a version ("1.2.3.4.5"), but an ellipsis is a range's punctuation (strongSwan's "a...b"). A fifth
    // number after a dot is a port where tcpdump and netstat print one, before " >" or ": " ("IP 10.31.5.42.51432 >
    // 10.31.0.10.80: Flags …"); anywhere else it makes the run a version.
    pattern: /(?<![\w])(?<!(?<!\.\.)\.)(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d(?!\d{0,4}(?:[ \t]+>|:[ \t])))/g,
    gateRe: /\d\.\d{1,3}\.\d/,
    priority: 41,
    confidence: 0.92,
    gate: ["."],
    validate: (v, text, start) => {
      if (!ipv4Valid(v) || ipIsNonPersonal(v)) return false;
      if (/^(?:255|254|252|248|240|224|192|128)\.(?:\d+)\.(?:\d+)\.(?:\d+)$/.test(v) && /^(?:255\.){1,3}/.test(v)) return false; // a netmask
      const lead = text.slice(Math.max(0, start - 12), start);
      // A network names an organisation's hosts as much as one address does ("allow 62.241.198.0/24"); only the
      // whole private blocks every config quotes (10.0.0.0/8, 192.168.0.0/16) and 0.0.0.0/0 say nothing.
      if (/^(?:10\.0\.0\.0|172\.16\.0\.0|192\.168\.0\.0|100\.64\.0\.0|169\.254\.0\.0)$/.test(v)) return false;
      if (/\b(?:upgrade[ds]?|upgrading|bump(?:ed|s)?|update[ds]?|pin(?:ned)?|release[ds]?|downgrade[ds]?|rollback)(?:[ \t]+(?:to|from))?[ \t]+$/i.test(text.slice(Math.max(0, start - 24), start))) return false; // "upgrade to 10.4.2.1"
      return !/(?:\b(?:v|version|ver|oid|snmp)|(?<!=)==(?!=)|>=|<=|~=?|\^)\s*[:=]?\s*$/i.test(lead); // "version 1.2.3.4", "v1.2.3.4", ">=1.2.3.4" (not "Server=10.0.0.5", nor strongSwan's "TS a === b")
    },
  },
  {
    name: "street-address",
    type: "street_address",
    // "221B Baker Street", "1600 Amphitheatre Pkwy, Mountain View, CA 94043", "42 rue de Rivoli", "Apt 4B, 12 Oak Lane".
    // South Asian types written after the name ("42 Rajpath Marg", "12 Anna Salai", "7 Galle Mawatha") read as the English ones.
    // In the unit after the type word "Floor" comes before "Fl": an alternation takes its first branch that fits, and "Fl"
    // read ", Floor 34" as the unit "Fl" numbered "oor", leaving the floor's number outside the address. The town after the
    // street is no unit word ("42 Rajpath Marg, Sector 17-C": the unit grammar takes the sector with its number).
    // A flat written before the house number with a slash is the address's too: New Zealand's "14/2 Ponsonby Road" (unit
    // 14 of number 2), Scotland's tenement "3/2, 41 Hyndland Road" (third floor, second door).
    pattern:
      /(?<![\w#.-])(?:(?:Flat|Apt|Apartment|Unit|Suite|Ste|Room|Floor|Fl)\.?[ \t]*#?[\w-]{1,6},?[ \t]+|\d{1,3}(?:st|nd|rd|th)[ \t]+(?:Floor|Fl\.?),?[ \t]+|\d{1,3}\/\d{1,3},[ \t]+(?=\d))?(?:\d{1,4}\/)?\d{1,5}[A-Za-z]?(?:-\d{1,4})?,?[ \t]+(?:(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West)\.?[ \t]+)?(?:(?:\p{Lu}[\p{L}'’.-]*|\d{1,3}(?:st|nd|rd|th))[ \t]+){0,3}?(?:\p{Lu}[\p{L}'’.-]*[ \t]+)?(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Way|Place|Pl|Terrace|Ter|Parkway|Pkwy|Circle|Cir|Highway|Hwy|Square|Sq|Trail|Trl|Crescent|Cres|Close|Gardens|Grove|Row|Mews|Walk|Hill|Alley|Plaza|Loop|Run|Path|Pike|Broadway|Parade|Pde|Esplanade|Quay|Promenade|Embankment|Wharf|Strand|Rise|Heights|Hts|Crossing|Xing|Point|Pt|Square|Expressway|Expy|Freeway|Fwy|Turnpike|Tpke|Causeway|Marg|Salai|Mawatha)\b\.?(?:[ \t]+(?:Road|Rd|Street|St|Drive|Dr|Avenue|Ave|Lane|Ln|Way|Parade|Crescent)\b\.?)?(?:,?[ \t]+(?:Apt|Apartment|Suite|Ste|Unit|Flat|Floor|Fl|Level|Lvl|Room|Rm|Bldg|Building|#)\.?[ \t]*#?[\w-]{1,6})?(?:,[ \t]*(?!(?:Sector|Block|Phase|Zone|Floor|Level|Suite|Unit|Apt|Flat|Room|Tower|Building|Office)\b)\p{Lu}[\p{Ll}.'’-][\p{L}.'’-]*(?:[ \t]+\p{Lu}[\p{Ll}.'’-][\p{L}.'’-]*){0,3}(?:,[ \t]*[A-Z]{2}(?:[ \t]+\d{5}(?:-\d{4})?)?\b|,?[ \t]+\d{5}(?:-\d{4})?\b|,?[ \t]+[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}\b)?)?/gu,
    gate: ["st", "ave", "rd", "blvd", "ln", "dr", "ct", "way", "pl", "ter", "pkwy", "cir", "hwy", "sq", "trl", "cres", "close", "gardens", "grove", "row", "mews", "walk", "hill", "alley", "plaza", "loop", "run", "path", "pike", "broadway", "lane", "road", "drive", "court", "place", "circle", "highway", "square", "trail", "parade", "pde", "esplanade", "quay", "promenade", "embankment", "wharf", "strand", "rise", "heights", "hts", "crossing", "xing", "point", "pt", "marg", "salai", "mawatha"],
    priority: 37, // level with the other street grammars and labelled fields: the longest reading of one address wins
    confidence: 0.85,
    // "8080 Street View", "42 Road Runner": a number right before a street-type word names no street (Broadway excepted).
    // A number after a clock's colon is its minutes ("09:14 AM CT", read in the capitals' view as "14 Am Ct").
    validate: (v, text, start) => !/^\d+[ \t]+(?:Way|Place|Run|Path|Loop|Walk|Row|Square|Hill)\b/.test(v) && !/^0\d/.test(v) && !/^\d+[A-Za-z]?,?[ \t]+(?:N|S|E|W|NE|NW|SE|SW|North|South|East|West\.?[ \t]+)?(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Terrace|Parkway|Highway|Hwy)\b/.test(v) && !(/^\d/.test(v) && /\d:$/.test(text.slice(Math.max(0, start - 2), start))),
  },
  {
    name: "saint-street",
    type: "street_address",
    // "12 St George's Street", "4 St. Mary's Road": the grammar above takes "St" as the type word ("12 St") and refuses a
    // number right before it; here "St" is a saint's, before a capitalised name and the street's own type word.
    pattern: /(?<![\w#.-])\d{1,5}[A-Za-z]?[ \t]+St\.?[ \t]+\p{Lu}\p{Ll}+(?:['’]s)?[ \t]+(?:Street|St|Avenue|Ave|Road|Rd|Lane|Ln|Place|Pl|Square|Sq|Terrace|Close|Hill|Way|Walk|Row|Gardens|Crescent|Court|Drive)\b\.?/gu,
    gate: ["st"],
    priority: 37,
    confidence: 0.85,
  },
  {
    name: "street-address-eu",
    type: "street_address",
    // "Hauptstraße 12", "Ilica 242" (after a cue), "Via Roma 10", "12 rue de Rivoli", "Calle Mayor 5, 28013 Madrid";
    // Danish and Icelandic types glued on too ("Universitetsparken 13", "Kongens Nytorv 8", "Borgartún 21", "Miklabraut 20")
    pattern:
      /(?<![\w-])(?:\p{Lu}[\p{Ll}]+(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|steig|chaussee|laan|straat|gracht|kade|singel|plein|dreef|vej|gade|gatan|gata|gaten|vägen|vegen|veien|gränd|katu|tie|ulica|utca|cesta|parken|plads|torv|tún|braut|stræti|vegur)|(?:Via|Viale|Piazza|Corso|Calle|Avenida|Av\.|Rua|Rue|Boulevard|Bd|Avenue|Chemin|Place|Plaza|Paseo|Ulica|ul\.)[ \t]+(?:(?:de|del|della|delle|dello|degli|dei|di|da|dal|dalla|do|la|le|les|des|du|dos|das)[ \t]+)*\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2})[ \t]+\d{1,4}[a-zA-Z]?(?!\d|\.\d)(?:[ \t]*[,/][ \t]*(?:\d{4,5}|[A-Z]{1,2}-\d{4,5})[ \t]+\p{Lu}[\p{L}-]+)?|(?<![\w.-])\d{1,4}(?:[ \t]*,)?[ \t]+(?:[Rr]ue|[Aa]venue|[Bb]oulevard|bd|[Cc]hemin|[Pp]lace|[Aa]llée|[Ii]mpasse|[Qq]uai|[Rr]oute|[Cc]ours|[Ss]entier)[ \t]+(?:(?:de|du|des|la|le|l’|l'|d’|d')[ \t]*)*\p{Lu}[\p{L}'’-]+(?:[ \t]+\p{Lu}[\p{L}'’-]+){0,2}(?:,?[ \t]+\d{5}[ \t]+\p{Lu}[\p{L}-]+)?/gu,
    gate: ["stra", "str.", "chaussee", "kade", "singel", "dreef", "route", "cours", "sentier", "weg", "parken", "plads", "torv", "tún", "braut", "stræti", "vegur", "gasse", "platz", "allee", "ring", "damm", "ufer", "steig", "laan", "straat", "gracht", "plein", "vej", "gade", "gatan", "gata", "gaten", "vägen", "vegen", "veien", "gränd", "katu", "tie", "ulica", "utca", "cesta", "via", "piazza", "corso", "calle", "av", "rua", "rue", "boulevard", "bd", "chemin", "place", "plaza", "paseo", "ul.", "allée", "impasse", "quai"],
    priority: 37,
    confidence: 0.8,
    // English words that end in a German street type: "Spring 2026", "String 3", "Monitoring 2" are no "-ring" street.
    validate: (v) => !/^(?:Spring|String|Bring|Offspring|Keyring|Earring|Sharing|Pairing|Caring|Daring|Staring|\p{Lu}\p{Ll}*(?:ering|oring|uring|iring))\b/u.test(v),
  },
  {
    name: "street-corner-numbered",
    type: "street_address",
    // Dakar's numbered streets are found at a corner: "Rue 10 x Boulevard de l'Est, Villa 45", "Rue 10 x Corniche" (the
    // house is then a villa or lot, grown by the unit grammar). The "x" between a numbered street and a capitalised one
    // says corner; "Rue 10" alone is left to the other grammars.
    pattern: /(?<![\p{L}\p{N}-])Rue[ \t]+\d{1,3}[A-Z]?[ \t]+x[ \t]+(?:(?:Rue|Boulevard|Bd|Avenue|Av\.|Route|Allées?)[ \t]+(?:(?:de|du|des|la|le)[ \t]+|[dl]['’])*)?\p{Lu}[\p{L}'’-]+(?:[ \t]+(?:(?:de|du|des|la|le)[ \t]+)?\p{Lu}[\p{L}'’-]+){0,3}/gu,
    gateRe: /Rue[ \t]+\d{1,3}[A-Z]?[ \t]+x[ \t]/,
    priority: 37,
    confidence: 0.8,
  },
  {
    name: "street-type-apart",
    type: "street_address",
    // German and Nordic street types written as their own word: "Schönhauser Allee 112", "Mariahilfer Straße 121",
    // "Am Alten Markt 4" (the glued forms, "Hauptstraße 12", are street-address-eu's).
    pattern: /(?<![\w-])(?:\p{Lu}[\p{Ll}-]+[ \t]+){1,2}(?:Allee|Straße|Strasse|Str\.|Weg|Platz|Ring|Damm|Chaussee|Ufer|Gasse|Markt|Steig|Graben|Kai|Landstraße|Allé)[ \t]+\d{1,4}[a-zA-Z]?(?![\w.])/gu,
    gateRe: /(?:Allee|Straße|Strasse|Str\.|Weg|Platz|Ring|Damm|Chaussee|Ufer|Gasse|Markt|Steig|Graben|Kai|Allé)[ \t]+\d/,
    priority: 37,
    confidence: 0.8,
    // A "Ring" standing apart is named by an adjective ("Kärntner Ring 5"); "Protection Ring 3" is a CPU's.
    validate: (v) => !/^(?:Build|Version|Release|Sprint|Issue|Step|Phase|Level|Chapter|Section|Page|Season|Episode|Part|Route|Track|Gate)\b/.test(v) && !/(?<!er)[ \t]+Ring[ \t]/.test(v),
  },
  {
    name: "street-address-intl",
    // Number-last and word-order variants: "Karl Johans gate 22", "Sonja Henies plass 2", "Gustav Adolfs torg 4", "Laan van Meerdervoort 52", "88 Jalan Sultan Ismail",
    // "Av. Paulista, 1578", "Jl. Sudirman No. 5", "ul. Marszałkowska 84/92".
    pattern:
      /(?<![\w-])(?:(?:\p{Lu}[\p{L}'’.-]+[ \t]+){1,3}(?:gate|gata|gatan|gaten|vei|veien|vej|vegen|väg|vägen|straat|steeg|gracht|kade|weg|allee|gasse|utca|út|tér|cesta|ulice|náměstí|katu|tie|kuja|plass|plassen|plads|plats|platsen|torg|torget|torv|allé)[ \t]+\d{1,4}[A-Za-z]?(?:[ \t]*,[ \t]*(?:\d{4}[ \t]?[A-Z]{0,2}[ \t]+)?\p{Lu}[\p{L}-]+)?|(?:Laan|Jalan|Jln\.?|Jl\.|Av\.|Avda\.|Avenida|Rua|Calle|C\/|Carrer|Carrera|Via|Viale|Corso|Piazza|Rue|Ulica|ul\.|Ul\.|Praça|Plaza|Paseo|Alameda|Rodovia|Estrada|Travessa|Soi|Thanon|Duong|Đường|Phố|Calea|Strada|Bulevardul|Bd\.|Odos|Leoforos)[ \t]+(?:(?:van|de|del|della|delle|dello|degli|dei|di|da|dal|dalla|do|dos|das|la|le|les|des|du|der)[ \t]+|[dlDL]['’](?=\p{Lu}))*\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+){0,3}(?:,?[ \t]*(?:No\.?|Nº|nº|nr\.?|Nr\.?|n\.?)?[ \t]*\d{1,5}[A-Za-z]?(?:\/\d{1,4})?(?:,?[ \t]+(?:m\.|lok\.|apt\.?|Apt\.?|apto\.?|Apto\.?|ap\.|conj\.?|cj\.|casa|Casa|sala|Sala|bloco|andar|lote|Whg\.|piso|esc\.|puerta|Top|app\.|int\.|dpto\.?|depto\.?|Flat|Unit|Suite)[ \t]*\d{1,4}[A-Za-z]?)?)?|\d{1,5}(?:\/\d{1,4})?[A-Za-z]?,?[ \t]+(?:Jalan|Jln\.?|Jl\.|Calle|Rua|Via|Avenida|Soi|Thanon)[ \t]+\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+){0,3}(?:[ \t]+\d{1,3}[A-Za-z]?(?:\/\d{1,3})?(?![\w.\/-]))?)/gu,
    type: "street_address",
    gate: ["gate", "gata", "vei", "vej", "väg", "plass", "plads", "plats", "torg", "torv", "allé", "straat", "steeg", "gracht", "kade", "weg", "allee", "gasse", "utca", "út", "tér", "cesta", "ulice", "náměstí", "katu", "tie", "kuja", "laan", "jalan", "jln", "jl.", "av.", "avda", "avenida", "rua", "calle", "c/", "carrer", "carrera", "via", "corso", "piazza", "rue", "ulica", "ul.", "praça", "plaza", "paseo", "alameda", "rodovia", "estrada", "travessa", "soi", "thanon", "duong", "đường", "phố", "calea", "strada", "bulevardul", "bd.", "odos", "leoforos"],
    priority: 37,
    confidence: 0.75,
    // A Norwegian "gate" standing apart follows a genitive ("Karl Johans gate 22"); "Boarding gate 12" is an airport's.
    validate: (v) => !/(?<![sS])[ \t]+gate[ \t]/.test(v) && (/\d/.test(v) || /^(?:\d|Jalan|Jln|Jl\.)/.test(v) || /^(?:Jalan|Jl\.|Av\.|Avenida|Rua|Calle|Via|Rue|Laan)/.test(v) && v.split(/\s+/).length >= 3),
  },
  {
    name: "street-prefix-more",
    type: "street_address",
    // Street words that are also common abbreviations elsewhere ("al.", "pl.", "os.", "Str.", "Jr."), kept out of
    // street-address-intl so its gate does not open on every "total." or "repos.": Romanian "Str. Mihai Eminescu nr. 12",
    // Polish "al. Jerozolimskie 65/79", Peruvian "Jr. de la Unión 1050"; and Icelandic glued types ("Laugavegur 28").
    pattern:
      /(?<![\w-])(?:(?:Str\.|Aleea|Șos\.|Şos\.|Splaiul|al\.|Al\.|Aleja|Aleje|pl\.|os\.|Jr\.|Jirón|Pje\.|Psje\.|Pasaje)[ \t]+(?:(?:de|del|la|los|las)[ \t]+|[dlDL]['’](?=\p{Lu}))*\p{Lu}[\p{L}'’.-]+(?:[ \t]+\p{Lu}[\p{L}'’.-]+){0,3},?[ \t]*(?:nr\.?|Nr\.?|No\.?)?[ \t]*\d{1,5}[A-Za-z]?(?:\/\d{1,4})?|\p{Lu}\p{Ll}+(?:vegur|stræti|braut|stígur)[ \t]+\d{1,4}[a-zA-Z]?)(?![\d\p{L}]|\.\d)/gu,
    gateRe: /(?:Str|[aA]l|pl|os|Jr|Pje|Psje|[ȘŞ]os)\.[ \t]+(?:[A-ZÀ-ÖØ-ÞĀ-Ž]|de[l ]|la )|Aleea|Aleja|Aleje|Splaiul|Jirón|Pasaje|(?:vegur|stræti|braut|stígur)[ \t]+\d/,
    priority: 37,
    confidence: 0.75,
  },
  {
    name: "street-address-vn",
    type: "street_address",
    // Vietnamese: house number, street name, then the ward or district: "56 Lý Thường Kiệt, Phường 7", "12 Nguyễn Huệ, Quận 1"
    pattern: /(?<![\w-])\d{1,5}[A-Za-z]?(?:\/\d{1,4})?[ \t]+(?:\p{Lu}[\p{L}\p{M}]*[ \t]+){0,4}\p{Lu}[\p{L}\p{M}]*,[ \t]*(?:Phường|P\.|Quận|Q\.|Ward|District|Xã|Huyện)[ \t]*(?:\d{1,2}\b|\p{Lu}[\p{L}\p{M}]*(?:[ \t]+\p{Lu}[\p{L}\p{M}]*){0,3})/gu, // the ward by number or by name ("P. Tân Phong")
    gateRe: /Phường|Quận|P\.|Q\.|Ward|District|Xã|Huyện/,
    priority: 37,
    confidence: 0.75,
  },
  {
    name: "street-address-jp",
    type: "street_address",
    // Japanese block addresses: "5-2-1 Ginza, Chuo-ku", "1-1 Marunouchi 1-chome"
    // The chome may be spelled out ("2-chōme-8-1 Nishi-Shinjuku").
    pattern: /(?<![\w-])\d{1,2}-(?:ch[oō]me-)?\d{1,2}(?:-\d{1,3})?[ \t]+\p{Lu}[\p{L}-]+(?:[ \t]+\d-chome)?(?:,[ \t]*\p{Lu}[\p{L}]+-(?:ku|shi|cho|machi|gun))?/gu,
    gateRe: /\d-\d/,
    priority: 37,
    confidence: 0.7,
    // A ward or chome in the match, or a Japanese postcode (〒NNN-NNNN) or the country after it on its line (a CSV row: "3-5-12 Kitahama,Osaka,541-0041,JP").
    validate: (v, text, start) => /-(?:ku|shi|cho|machi|gun)\b|ch[oō]me/.test(v) || /^[^\n]{0,40}?(?:(?<![\d-])\d{3}-\d{4}(?![\d-])|\bJapan\b|\bJP\b|日本)/.test(text.slice(start + v.length, start + v.length + 60)),
  },
  {
    name: "street-before-postcode",
    type: "street_address",
    // Streets with no street-type word, anchored by the postcode that follows (postcodes are not labelled):
    // "Am Kirchberg 14, 36088 Hünfeld", "Storgatan 48B, 411 38 Göteborg", "250 Bishopsgate, London EC2M 4AA",
    // "1 Infinite Loop, Cupertino, CA 95014". The first word must not be a thing that takes a number (Build 4127).
    pattern:
      /(?<![\w-])(?:(?:(?:Am|An|Auf|Im|In|Zum|Zur|Unter|Hinter|Vor|Op|Aan|Het|De|La|Le|El|Il)[ \t]+(?:(?:der|den|dem|de|la|le|del|het)[ \t]+)?)?(?:\p{Lu}[\p{L}'’.-]+[ \t]+){0,3}?\p{Lu}[\p{L}'’.-]+[ \t]+\d{1,4}[a-zA-Z]?(?=(?:[ \t]+(?:bus|bte|boîte)[ \t]*\d{1,4})?,?[ \t]+(?:[A-Z]{1,2}-)?(?:\d{5}|\d{4}(?:[ \t]?[A-Z]{2})?|\d{3}[ \t]\d{2})[ \t]+\p{Lu}\p{Ll})|\d{1,5}[A-Za-z]?[ \t]+(?:\p{Lu}[\p{L}'’-]+[ \t]+){0,2}\p{Lu}[\p{L}'’-]+(?=,[ \t]*(?:\p{Lu}[\p{L}.-]+[ \t]+){0,2}?(?:[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}\b|\p{Lu}[\p{L}.-]+,[ \t]*[A-Z]{2}[ \t]+\d{5}(?:-\d{4})?\b)))/gu,
    // Runs only where a postcode stands after a comma or a house number: most texts have none.
    gateRe: /\d[a-zA-Z]?,?[ \t]+(?:[A-Z]{1,2}-)?(?:\d{4,5}|\d{3}[ \t]\d{2})[ \t]+\p{Lu}|,[ \t]*(?:\p{Lu}[\p{L}.-]+[ \t]+){0,2}[A-Z]{1,2}\d[A-Z\d]?[ \t]?\d[A-Z]{2}\b|,[ \t]*[A-Z]{2}[ \t]+\d{5}\b/u,
    priority: 35,
    confidence: 0.7,
    // Number-last streets need two words ("Am Kirchberg 14"): one word and a number is a product's version ("Kafka 3, 2024
    // Edition") unless a postcode no year looks like ("Dlouhá 12, 110 00 Praha", "Oudegracht 9, 3511 NK") or a unit follows ("Meir 50 bus 3").
    validate: (v, text, start) => (/^\d/.test(v) || v.trim().split(/[ \t]+/).length >= 3 || /^(?:[ \t]+(?:bus|bte|boîte)[ \t]*\d|,?[ \t]+(?:\d{3}[ \t]\d{2}|\d{4}[ \t]?[A-Z]{2}|\d{5}|[A-Z]{1,2}-\d{4,5})[ \t])/.test(text.slice(start + v.length, start + v.length + 24))) && !/^(?:Build|Version|Release|Sprint|Issue|Ticket|Order|Invoice|Room|Page|Step|Phase|Level|Chapter|Section|Table|Figure|Line|Item|Case|Run|Job|Task|Node|Port|Rack|Floor|Gate|Terminal|Platform|Track|Route|Bus|Flight|Train|Week|Day|Year|Q\d|Tier|Batch|Shard|Region|Zone|Cluster|Server|Host|Pod|Worker|Test|Story|Epic|Bug|Patch|Rev|Revision|Draft|Part|Vol|No|Nr|Number|Total|Score|Rank)\b/.test(v.replace(/^\d+[A-Za-z]?[ \t]+/, "")),
  },
  {
    name: "street-address-grid",
    type: "street_address",
    // Grid addresses (Colombia and neighbours): "Carrera 7 #71-21", "Calle 93B No. 13-44", "Av. 68 # 22-31 Sur", "Cra. 15 N° 88-64".
    pattern: /(?<![\w-])(?:Calle|Cl\.|Carrera|Cra\.?|Kr\.?|Avenida|Av\.|Transversal|Tv\.|Diagonal|Dg\.|Autopista)[ \t]+\d{1,3}[A-Z]?(?:[ \t]+(?:Bis|bis|Sur|Norte|Este))?[ \t]*(?:#|No\.?|N°|Nº)[ \t]*(?:\d{1,3}[A-Z]?(?:[ \t]+(?:Sur|Norte|Este))?[ \t]*-[ \t]*\d{1,3}(?:[ \t]+(?:Sur|Norte|Este))?|\d{1,5}(?:-[A-Z])?(?![\w-]))/gu,
    // Cuban and Yucatecan numbered streets give the house number whole ("Calle 23 No. 1056 e/ 10 y 12", "Calle 60 No. 491-A x 57 y 59").
    gateRe: /(?:#|No\.?|N°|Nº)[ \t]*\d/,
    priority: 37,
    confidence: 0.8,
  },
  {
    name: "street-with-unit",
    type: "street_address",
    // A street with no house number but a building or unit after it (Gulf, South Asian and African forms):
    // "Sheikh Zayed Road, Tower 2, Office 1804", "Admiralty Way, Plot 14"; address-units.ts grows the units.
    pattern: /(?<![\w-])(?:\p{Lu}[\p{L}'’.-]*[ \t]+){1,3}(?:Street|St|Road|Rd|Avenue|Ave|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Highway|Hwy|Crescent|Close|Expressway|Corniche)\.?(?=,?[ \t]+(?:Tower|Building|Bldg|Block|Blk|Office|Floor|Level|Suite|Unit|Apt|Apartment|Flat|Villa|Plot|House|Shop)\.?[ \t]*#?\d)/gu,
    gateRe: /(?:Street|St|Road|Rd|Avenue|Ave|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Highway|Hwy|Crescent|Close|Expressway|Corniche)\.?,?[ \t]+(?:Tower|Building|Bldg|Block|Blk|Office|Floor|Level|Suite|Unit|Apt|Apartment|Flat|Villa|Plot|House|Shop)\b/,
    priority: 36,
    confidence: 0.75,
  },
  {
    name: "street-type-then-number",
    type: "street_address",
    // The street's type before the house number (Israel, Turkey, much of the Middle East and Eastern Europe):
    // "Rothschild Blvd 22", "Dizengoff St 99", "Bahariye Cd. No:47", "Atatürk Bulvarı No:112"; units grow after it.
    pattern: /(?<![\p{L}\p{N}_-])(?:\p{Lu}[\p{L}'’-]+[ \t]+){1,3}(?:St|Street|Blvd|Boulevard|Ave|Avenue|Rd|Road|Cd|Cad|Caddesi|Sk|Sok|Sokak|Sokağı|Bulvarı|Blv|Bul|Mah|Mahallesi|Ln|Lane|Dr)\.?[ \t]+(?:No[:.]?[ \t]*)?\d{1,4}[A-Za-z]?(?:\/\d{1,4})?(?![\p{L}\p{N}.:\/-]|\.\d)/gu,
    // The type word then the number, with no letter class before it: the scan only stops at a capital S, B, A, R, C, M, L or D.
    gateRe: /(?:St|Street|Blvd|Boulevard|Ave|Avenue|Rd|Road|Cd|Cad|Caddesi|Sk|Sok|Sokak|Sokağı|Bulvarı|Blv|Bul|Mah|Mahallesi|Ln|Lane|Dr)\.?[ \t]+(?:No[:.]?[ \t]*)?\d/,
    priority: 37,
    confidence: 0.7,
    // "Release Road 2", "Version Street 3": a thing that takes a number is no street name.
    validate: (v) => !/^(?:Build|Version|Release|Sprint|Issue|Step|Phase|Level|Chapter|Section|Page|Season|Episode|Part|Route|Track|Gate)\b/.test(v),
  },
  {
    name: "street-korean",
    type: "street_address",
    // Korean road-name addresses: "221 Yeoksam-ro", "14 Teheran-ro 5-gil", "Sejong-daero 110"; a side road numbered off
    // its road with -beon- or -ga- ("Sinchon-ro 12beon-gil", "Hannam-daero 20ga-gil": 번길, 가길).
    pattern: /(?<![\w-])(?:\d{1,4}(?:-\d{1,4})?[ \t]+\p{Lu}\p{Ll}+(?:-\p{Ll}+)?-(?:ro|gil|daero)(?:[ \t]+\d{1,3}(?:beon|ga)?-gil)?|\p{Lu}\p{Ll}+-(?:ro|gil|daero)(?:[ \t]+\d{1,3}(?:beon|ga)?-gil)?[ \t]+\d{1,4}(?:-\d{1,4})?)\b/gu,
    gateRe: /-(?:ro|gil|daero)\b/,
    priority: 37,
    confidence: 0.8,
  },
  {
    name: "po-box",
    type: "street_address",
    pattern: /\b(?:P\.?[ \t]?O\.?[ \t]?Box|Post Office Box|Postfach|Postbus|Postboks|Box|Apartado(?: de [Cc]orreos)?|Caixa Postal|Casella [Pp]ostale|Bo[iî]te [Pp]ostale|GPO Box|PMB|Private Bag|Locked Bag|Casilla(?: de [Cc]orreo)?|Skrytka [Pp]ocztowa|Postilokero|Pósthólf|Postboks|Poštanski pretinac|Poštanski fah|P\.?[ \t]?K\.|Posta Kutusu|(?<![\p{L}])BP(?=[ \t]+\d)(?![ \t]+\d{2,3}\/\d{2,3}(?!\d)))[ \t]+(?:[A-Z]{1,3}[ \t]?)?\d{1,7}(?:[ \t]\d{2}){0,3}(?:-\d{5}(?!\d))?\b|(?<![\p{L}\d])(?:а\/я|а\/с|абонентский ящик|п\/я)[ \t]*\d{1,6}(?![\d])/giu, // Ghana's "P.O. Box KN 1142" has its area's letters; French "BP 1204" (not "BP 142/91", a blood pressure); Russian "а/я 45"
    gate: ["box", "postfach", "postbus", "postboks", "apartado", "caixa", "casella", "postale", "pmb", "private bag", "locked bag", "casilla", "skrytka", "postilokero", "pósthólf", "poštanski", "p.k.", "pk.", "posta kutusu", "bp ", "а/я", "а/с", "п/я", "абонентский"],
    // A bare "Box 1030" is a rural or First Nations mailing address when its town and postcode follow ("Box 1030, Maskwacis AB
    // T0C 1N0"); Kenya writes the post office's code after the box ("P.O. Box 30112-00100").
    validate: (v, text, start) => !/^box\b/i.test(v) || /\b(?:PO|P\.O\.|GPO|post|mail)[ \t]*$/i.test(text.slice(Math.max(0, start - 8), start)) || BOX_TOWN_POSTCODE.test(text.slice(start + v.length, start + v.length + 60)),
    priority: 37,
    confidence: 0.85,
  },
  {
    name: "home-path",
    type: "home_path",
    // Only the user name is sensitive; the rest of the path is useful context.
    // User names in any script ("/Users/sebastián.rojas", "/home/łukasz"); WSL's \\wsl$ and \\wsl.localhost shares; a file
    // server's home and profile shares (\\fs01\home$\jdoerr, \\corp.lan\users\p.nowak); "cd ~user" with no slash after.
    // JSON may escape the solidus ("\/Users\/haruto\/Library": Apple's .ips crash reports, PHP's json_encode).
    pattern: /(?:\/Users\/|\/home\/|\\\/(?:Users|home)\\\/|\/var\/home\/|\/export\/home\/|[A-Za-z]:(?:\\\\|\\|\/)+(?:Users|Documents and Settings)(?:\\\\|\\|\/)+|\\\\wsl(?:\$|\.localhost)\\[^\\\s]+\\home\\|\\\\[\w.-]+\\(?:[Hh]ome|[Uu]sers|[Pp]rofiles)\$?\\|~(?=[a-z][a-z0-9._-]{1,31}\/)|(?<=\bcd[ \t]+)~(?=[a-z][a-z0-9._-]{1,31}(?:[ \t;&|)]|$)))(?<secret>[\p{L}\p{N}._-]*[\p{L}\p{N}_-])/gu,
    priority: 35,
    confidence: 0.92,
    raw: true,
    gate: ["users", "home", "~", "settings"],
    validate: (v) =>
      // Service accounts count (runner, ubuntu, build-agent): the corpus and a reader cannot tell them from people.
      !/^(shared|public|default|default user|all users|defaultuser0|user|username|yourname|your-name|your_name|youruser|your-user|your_user|<user>|<username>|\$user|\$\{user\}|%username%|\*|\.\.\.|x|xxx|foo|bar|example|someone|me|you|name)$/i.test(v) && !/^[.~$<%{]/.test(v),
  },
  {
    // "ls /home" and its output: every name the listing prints is a home directory's user.
    name: "home-listing",
    type: "home_path",
    pattern: /(?<=\bls(?:[ \t]+-[a-zA-Z]+)*[ \t]+\/home\/?[ \t]*\n(?:[^\n]*?[ \t])?)(?<secret>[a-z_][a-z0-9._-]{0,31})(?=[ \t]|\n|$)/g,
    priority: 35,
    confidence: 0.85,
    raw: true,
    gateRe: /\bls(?:[ \t]+-[a-zA-Z]+)*[ \t]+\/home\/?[ \t]*\n/,
    validate: (v) => !/^(?:lost\+found|shared|public|total)$/.test(v),
  },
];
