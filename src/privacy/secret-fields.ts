import { execAll } from "./regex.ts";
import { buildAutomaton, expandLiterals, literalMatches } from "./literal-scan.ts";
import { configValueOk, isDefaultPassword, isPublicKeyValue, NOT_KEY_SEED_WORDS, strongPassword, tokenValueOk, weakTokenValueOk } from "./detectors.ts";
import type { Finding } from "./types.ts";

/**
 * One reader for "a key that names a secret, and its value", whatever the syntax around them. The
 * regex detectors read the common inline forms (`KEY=value`, `"key": "value"`, `key: value`); this
 * module reads the forms where the key and the value are two separate tokens:
 *   - name/value pairs: k8s and compose env blocks (`- name: DB_PASSWORD` then `value: …`), JSON
 *     `{"name": "…", "value": "…"}`, XML `<add key="…" value="…"/>`, CloudFormation
 *     `ParameterKey=…,ParameterValue=…`, `--name … --value …`;
 *   - commands that take a key then a value: `dotnet user-secrets set "Jwt:Key" "…"`, `setx X …`,
 *     `gh secret set X --body …`, `heroku config:set`-style pairs given as two arguments;
 *   - CLI flags whose name means a secret (`--smtp-pass=…`, `--db-password …`, `-p'…'`), any style;
 *   - XML elements named like a secret (`<DbPassword>…</DbPassword>`).
 * The key's meaning is decided once, by `secretKindOfKey`, on the key split into words (camelCase,
 * snake_case, kebab-case, dotted and colon paths alike).
 */
export type SecretKind = "password" | "token" | "weak";

/**
 * A directory client's bind password as its configuration files name it, one word ending in "pw": OpenLDAP's "rootpw",
 * nslcd's and pam_ldap's "bindpw", an LDAP module's "bindpw" setting ("ldappw", "adminpw" alike). No English word of
 * up to eight letters ends in "pw".
 */
const BIND_PW = /^[a-z]{2,6}pw$/;

// Redis names its password settings "requirepass" (the server's) and "masterauth" (a replica's login to its primary); a
// WPA or IPsec pre-shared key ("psk=", "wpa_psk") is the network's password.
const PASSWORD_WORDS = new Set(["password", "passwd", "pwd", "pass", "passphrase", "passcode", "pw", "psk", "kennwort", "senha", "wachtwoord", "contrasena", "contraseña", "passwort", "motdepasse", "requirepass", "masterauth"]);
const TOKEN_WORDS = new Set(["secret", "token", "credential", "credentials", "apikey", "creds", "passkey", "privatekey", "accesskey", "secretkey", "authtoken", "bearer"]);
/** Words after which the key names something about the secret, not the secret ("secret_name", "token_ttl", "password_policy"). */
const META_WORDS = new Set(["name", "names", "ref", "arn", "id", "ids", "path", "file", "url", "uri", "endpoint", "type", "length", "len", "ttl", "expiry", "expires", "expiration", "policy", "hash", "hashed", "salt", "rotation", "manager", "store", "version", "count", "limit", "prefix", "header", "env", "var", "field", "key", "reset", "required", "min", "max", "regex", "pattern", "hint", "label", "prompt", "enabled", "mode", "provider", "source", "budget", "usage", "size", "format", "algorithm", "algo", "cost", "rounds", "strength"]);

/** "DB_PASSWORD" → ["db","password"]; "smtpPass" → ["smtp","pass"]; "Jwt:Key" → ["jwt","key"]. */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

/** What a key's name says its value is: a password, a token or other secret, maybe a secret (`*_key`), or nothing. */
export function secretKindOfKey(key: string): SecretKind | undefined {
  const ws = keyWords(key);
  if (ws.length === 0 || ws.length > 8) return undefined;
  const last = ws[ws.length - 1]!;
  // The secret's own word must not be followed by a word that makes the key about it (password_policy, token_url).
  const at = (set: Set<string>): number => ws.findIndex((w) => set.has(w) || [...set].some((s) => s.length >= 6 && w.endsWith(s)) || (set === PASSWORD_WORDS && BIND_PW.test(w)));
  const p = at(PASSWORD_WORDS);
  if (p !== -1 && ws.slice(p + 1).every((w) => !META_WORDS.has(w) || w === "key")) return "password";
  const t = at(TOKEN_WORDS);
  if (t !== -1 && ws.slice(t + 1).every((w) => !META_WORDS.has(w))) return ws.includes("public") || ws.includes("publishable") ? undefined : "token";
  if (last === "key" && ws.length >= 2) {
    const q = ws[ws.length - 2]!;
    if (["api", "access", "secret", "private", "auth", "signing", "encryption", "master", "client", "app", "license", "session", "hmac", "jwt", "shared", "service", "account", "admin", "storage", "subscription", "webhook"].includes(q)) return "token";
    if (["public", "publishable", "cache", "sort", "partition", "primary", "foreign", "group", "routing", "idempotency", "object", "map", "lookup", "dedupe", "hash", "row", "s3", "bucket"].includes(q)) return undefined;
    return "weak";
  }
  if (last === "auth" || last === "apikey") return "token";
  // A service's setting named by the MAC alone ("adyen.hmac", "webhook_hmac"): the HMAC key it checks signatures with,
  // as "hmac_key" is. Only a generated value counts, and "hmac" alone is left (a log's or a URL's "hmac=" is a signature).
  if (last === "hmac" && ws.length >= 2) return "weak";
  // A seed a key pair is derived from ("nkey_seed", NATS's user seed; "wallet_seed"; "totp_seed", the shared secret of an
  // authenticator app): the private key in another form. As weak as "*_key": only a generated value counts ("random_seed: 42" does not).
  // A salt a service keys its tokens with ("hash_salt", Drupal's one-time login links; WordPress's AUTH_SALT, NONCE_SALT):
  // an HMAC key under another name. As weak as "*_key": only a generated value counts ("salt = CHANGE_ME" does not).
  if (last === "salt" && ws.length >= 2) return "weak";
  if (last === "seed" && ws.length >= 2 && !NOT_KEY_SEED_WORDS.includes(ws[ws.length - 2]!)) return "weak";
  return undefined;
}

/** Whether a value given to a key of this kind is a live secret (placeholders, references and defaults are not). */
export function secretValueOk(kind: SecretKind, v: string, text: string, start: number): boolean {
  if (!configValueOk(v, text, start)) return false;
  if (kind === "password") return !isDefaultPassword(v, undefined, text, start) && (v.length >= 4 && (/[^A-Za-z]/.test(v) || v.length >= 8 && /[A-Z]/.test(v.slice(1)) && /[a-z]/.test(v) || strongPassword(v)));
  if (kind === "token") return tokenValueOk(v, text, start) && !isPublicKeyValue(v, text, start);
  return weakTokenValueOk(v, text, start);
}

const Q = `["'\`]?`;
const KEY = `/?[A-Za-z_][\\w.:/-]{0,80}`;
const VAL = `(?<q>["'\`]?)(?<value>[^\\s"'\`<>,;]{3,200})\\k<q>`;

/** Pairs: the key's token, then (nearby) the value's token. */
const PAIRS: RegExp[] = [
  // k8s / compose env: "- name: DB_PASSWORD\n  value: …" (value on the same or one of the next two lines); Postman's
  // environments and collections write the pair as {"key": "password", "value": "…"}
  new RegExp(`\\b(?:name|key)${Q}[ \\t]*:[ \\t]*${Q}(?<key>${KEY})${Q}[ \\t]*(?:,[ \\t]*|\\r?\\n(?:[^\\n]*\\n){0,1}[ \\t-]*)${Q}value${Q}[ \\t]*:[ \\t]*${VAL}`, "gd"),
  // XML and config attributes: key="DbPassword" value="…", name="db.password" value="…"
  new RegExp(`\\b(?:key|name)=["'](?<key>${KEY})["'][ \\t]+value=(?<q>["'])(?<value>[^"'\\s]{3,200})\\k<q>`, "gdi"),
  // CloudFormation / AWS CLI: ParameterKey=DbPassword,ParameterValue=…; Name=…,Value=…
  new RegExp(`\\b(?:Parameter)?(?:Key|Name)=(?<key>${KEY}),(?:Parameter)?Value=(?<q>["']?)(?<value>[^\\s"',]{3,200})\\k<q>`, "gd"),
  // --name /prod/db/password … --value …, --secret-id … --secret-string …
  new RegExp(`--(?:name|key|secret-id)[ =]${Q}(?<key>${KEY})${Q}[^\\n]{0,80}?--(?:value|secret-string|body)[ =]${VAL}`, "gd"),
  // PowerShell's name/value parameters (Set-ItemProperty, New-ItemProperty, Set-Secret … -Name LicenseKey -Value "…"):
  // parameters are case-insensitive, and the key is the registry value's or the secret's name
  new RegExp(`(?<![\\w-])-Name[ \\t]+${Q}(?<key>${KEY})${Q}[^\\n]{0,80}?(?<![\\w-])-Value[ \\t]+${VAL}`, "gdi"),
  // redis-cli prints a reply of fields and values (CONFIG GET, HGETALL) one per numbered line: '1) "requirepass"' then
  // '2) "…"'. Read pair by pair from the reply's first line, so a field is never taken for a value.
  new RegExp(`(?:^|\\n)[ \\t]*\\d{1,4}\\)[ \\t]+"(?<key>${KEY})"[ \\t]*\\r?\\n[ \\t]*\\d{1,4}\\)[ \\t]+(?<q>")(?<value>[^"\\s]{3,200})\\k<q>`, "gd"),
  // Commands that take a key then a value: user-secrets set "Jwt:Key" "…", setx DB_PASSWORD …, gh secret set X --body …;
  // Pulumi's "pulumi config set --secret dbPassword …" puts its flag (no value of its own) before the key
  new RegExp(`\\b(?:user-secrets[ \\t]+set|setx|secret[ \\t]+set|config[ \\t]+set|secrets[ \\t]+set|kv[ \\t]+set|npm[ \\t]+config[ \\t]+set)[ \\t]+(?:--(?:secret|plaintext)[ \\t]+)?${Q}(?<key>${KEY})${Q}[ \\t]+(?:--body[ \\t]+|-b[ \\t]+)?${VAL}`, "gd"),
  // Terraform resources that store a named secret: github_actions_secret's secret_name and plaintext_value,
  // aws_ssm_parameter's name and value (name = "/prod/db/password", type = "SecureString", value = "…")
  new RegExp(`\\b(?:secret_name|name)[ \\t]*=[ \\t]*"(?<key>${KEY})"[^{}]{0,160}?\\b(?:plaintext_value|value)[ \\t]*=[ \\t]*${VAL}`, "gd"),
  // Terraform / HCL: variable "db_password" { … default = "…" }
  new RegExp(`\\bvariable[ \\t]+"(?<key>${KEY})"[ \\t]*\\{[^{}]{0,200}?\\bdefault[ \\t]*=[ \\t]*${VAL}`, "gd"),
  // XML elements: <DbPassword>…</DbPassword>, <client_secret>…</client_secret>
  new RegExp(`<(?<key>[A-Za-z_][\\w.:-]{0,60})>(?<q>)(?<value>[^<>\\s]{3,200})</\\k<key>>`, "gd"),
  // Terraform state and output JSON: "db_password": {"sensitive": false, "value": "…"}
  new RegExp(`"(?<key>${KEY})"[ \\t]*:[ \\t]*\\{[^{}]{0,120}?"value"[ \\t]*:[ \\t]*${VAL}`, "gd"),
  // CLI flags in any style: --smtp-pass=…, --db-password …, --adminPassword …, /p:…; not Pulumi's "config set --secret
  // KEY VALUE", whose --secret is a switch and the word after it the key (the form above reads that pair)
  new RegExp(`--(?<!(?:[\\w-]|config[ \\t]+set[ \\t]+)--)(?<key>[A-Za-z][\\w.-]{1,60})(?:=|[ \\t]+)${VAL}`, "gd"),
];

/** The literal each PAIRS entry needs (same order), tested on the lower-cased text. */
const PAIR_GATES = [/value/, /value=/, /value=/, /--/, /-value[ \t]/, /\d\)[ \t]+"/, /\bset\b|setx/, /value[ \t]*=/, /variable/, /<\//, /"value"/, /--/];

/**
 * An arrow hands a key its value in debug output, Ruby hashes and mappings: "secrets.AZURE_KEY → …", ":password => '…'".
 * Read at each arrow (code is full of them: "(x) => …", "$a->b"), the key backwards from it and the value forwards.
 */
const ARROW = /→|=>|->/g;
const KEY_CHAR = /[\w.:/-]/;
/** The key just before an arrow, read backwards (a pattern anchored at the end would be tried from every position before it). */
function keyBeforeArrow(text: string, at: number): string | undefined {
  let i = at;
  while (i > 0 && (text[i - 1] === " " || text[i - 1] === "\t")) i--;
  if (text[i - 1] === '"' || text[i - 1] === "'" || text[i - 1] === "`") i--;
  const end = i;
  while (i > 0 && end - i < 80 && KEY_CHAR.test(text[i - 1]!)) i--;
  const key = text.slice(i, end).replace(/^[:/]+/, "");
  return /^[A-Za-z_]/.test(key) ? key : undefined;
}
const VALUE_AFTER_ARROW = new RegExp(`[ \\t]*${VAL}`, "y");

/**
 * Redis's SET in a MONITOR log or a shell ("SET" "oauth:refresh:276156" "…"): the key's words name a token (a refresh or
 * access token, a session's secret, an API key) and the value is the token itself.
 */
const REDIS_SET = /\bSET"?[ \t]+(?<kq>"?)(?<key>[\w:.@-]{1,100})\k<kq>[ \t]+(?<q>"?)(?<value>[^\s"]{16,200})\k<q>/dg;
// A password-reset or e-mail-verification key's value is the one-time token mailed to the user ("pwreset:<user>").
const REDIS_TOKEN_WORDS = new Set(["token", "tokens", "refresh", "access", "secret", "apikey", "oauth", "bearer", "jwt", "pwreset", "passwordreset", "reset"]);

/**
 * Vault's AppRole login (`vault write auth/approle/login role_id=… secret_id=…`, its JSON body, an audit log's request):
 * the secret_id is the credential and the role_id its public half, so "secret_id" is read as a secret only beside a
 * "role_id" (AWS's "--secret-id" names a Secrets Manager entry, not a value). Vault issues secret_ids as UUIDs.
 */
const APPROLE_SECRET_ID = /(?<![\w-])["']?secret_id["']?[ \t]*[:=][ \t]*["']?(?<value>[A-Za-z0-9-]{20,64})/dg;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Terraform's random_password resource in a state file or `terraform show -json`: its "result" attribute is the generated
 * password itself (the provider marks it sensitive; the state holds it in clear). Its "bcrypt_hash" and "id" are not read.
 */
const RANDOM_PASSWORD_RESULT = /"(?:type|resource)"[ \t]*:[ \t]*"random_password"[^\]]{0,800}?"result"[ \t]*:[ \t]*"(?<value>[^"\s]{6,200})"/dg;

/**
 * A Netscape cookie jar's line (curl's -c file, wget's, a browser export): domain, subdomain flag, path, secure flag,
 * expiry, name, value, tab-separated. A cookie named for a session or a login ("grafana_session", "sid", "auth_token")
 * carries that login; only a generated value counts ("theme", "1", "en-GB" never do).
 */
const COOKIE_JAR_LINE = /^(?:#HttpOnly_)?[\w.-]+\t(?:TRUE|FALSE)\t[^\t\n]*\t(?:TRUE|FALSE)\t\d+\t(?<key>[^\t\n]{1,100})\t(?<value>[^\t\s]{16,400})$/dgm;
const SESSION_COOKIE_WORDS = /^(?:session|sess|sessid|sessionid|sid|auth|login|remember|jsessionid|phpsessid)$/;

/** Short password flags: -p'…', -p"…", -pSecret (mysql style), -p … after a client that takes one. */
const SHORT_P = /(?<![\w-])-[pP](?:(?<q>["'])(?<value>[^"'\n]{3,100})\k<q>|[ \t]+(?<q2>["']?)(?<value2>[^"'\s]{3,100})\k<q2>(?=\s|$))/dg;

/** "creds for the router: admin / Qp7#Lx2mVw", "login: ana / S3cure!", 'the Wi-Fi is "Staff" / …', 'SSID "Lobby" / …', "login still ana / …", "user ADMIN / …": a user, a slash, a password, after a credentials cue. */
const CRED_PAIR = /\b(?:creds?|credentials|logins?|account|user(?:name)?|wifi|wi-fi|ssid|vpn|router|admin)\b[^\n:=]{0,40}(?:[:=]|[ \t](?:are|is|were|was|still|now|currently)(?=[ \t])|(?<=ssid)(?=[ \t]+["'])|(?<=ssid)(?=[ \t])|(?<=\buser)(?=[ \t]))[ \t]*(?:"[^"\n]{1,40}"|'[^'\n]{1,40}'|[\w.@+\\-]{2,40})[ \t]*\/[ \t]*(?:(?:pass(?:word)?|pw|pwd)[ \t]*:?[ \t]+)?(?<q>["'`]?)(?<value>[^\s"'`,;]{6,80})\k<q>/dgi; // "wifi: Guest / pass …" too
/**
 * A list item or line that labels a service and gives its login as "user / password" with no credentials
 * word ("- Grafana: admin / …", "Kibana — elastic / …"): the value must read like a generated or chosen
 * password with both letter cases (a branch or a version after a slash does not: "main / release-2024.1").
 */
const LABELLED_PAIR = /(?:^|\n)[ \t]*(?:[-*•+]|\d{1,2}[.)])?[ \t]*(?:\*\*)?\p{L}[\p{L}\d .()_-]{0,30}?(?:\*\*)?[ \t]*(?::|—|–)[ \t]*`?[\w.@+-]{2,40}`?[ \t]+\/[ \t]+(?<q>[`"']?)(?<value>[^\s"'`,;]{8,80})\k<q>(?=[ \t]*(?:[,;(]|\n|$))/dgu;

/** The word for "password" in the languages developers write most (a letter may not precede it: \b is ASCII-only). */
export const PASSWORD_CUE =
  "(?:password|passwd|passphrase|pw|pwd|passcode|psk|pre-shared key|preshared key|mot de passe|contraseña|contrasena|contrasenya|clave|senha|palavra-passe|passwort|kennwort|wachtwoord|parola|hasło|haslo|heslo|jelszó|jelszo|lösenord|losenord|adgangskode|passord|salasana|şifre|sifre|lozinka|geslo|kata sandi|mật khẩu|mat khau|κωδικός|密码|密碼|口令|パスワード|비밀번호|암호|пароль|كلمة المرور|كلمة السر|סיסמה|पासवर्ड|parool|parole|lykilorð|parol|kata laluan|гасло|құпия сөз|รหัสผ่าน|fjalëkalimi|fjalëkalim|slaptažodis|slaptažodį|parolă|parola ta|парола|лозинка|лозинку|пароль|პაროლი|código de acesso|codigo de acesso|código de acceso|jelszava|nenosiri|wagwoord|cyfrinair|pasfhocal|pasahitza|contrasinal|iphasiwedi|கடவுச்சொல்|পাসওয়ার্ড|پاس ورڈ|رمز عبور)";
/** "is" after the word, in those languages, with the adverbs that sit between ("is now", "ist jetzt", "é agora"). */
const COPULA =
  "(?:is|was|will be|are|became|is set to|changed to|es|era|será|quedó|queda|est|était|sera|devient|est devenu|c'est|c’est|ist|lautet|war|wurde|é|è diventata|è diventato|è stata cambiata in|è cambiata in|è|ficou|fica|mudou para|diventa|to|jest|är|on|er|je|là|adalah|ialah|este|είναι|это|стал|היא|הוא|คือ|és|është|ay|ir|yra|је|е|ni|ithi|ndi|—|->|→)";
const ADVERB = "(?:literally|just|still|now|currently|actually|simply|temporarily|again|also|simplement|maintenant|jetzt|noch|nun|ahora|agora|ora|adesso|nu|nog|teď|nyní|sekarang|kini|bây giờ|teraz|obecnie|nå|nyt|artık|şimdi|теперь|сейчас|тепер)";
/** Between the word and its value: words of the same sentence, and whole parentheticals ("(retire it!)", "(la de siempre ya no sirve)"). */
const GAP = "(?<gap>(?:[^\\n.!?:=;\"'`()]|(?<=\\p{L})'(?=\\p{L})|\\([^()\\n]{0,48}\\)){0,60}?)"; // an elision ("dell'account", "l'accès") is part of the sentence
/**
 * Passwords in prose, the word and its value apart: "le mot de passe du wifi invité est …", "la contraseña nueva es …",
 * "das Passwort für den Drucker lautet …", "the admin pw for the staging grafana is …", "heslo k serveru je …",
 * "kata sandi untuk dashboard: …", "la contraseña que me enviaron (…) ya no funciona".
 */
const PROSE_PASSWORD = new RegExp(
  `${PASSWORD_CUE}\\p{L}{0,4}${GAP}(?:[ \\t](?<cop>${COPULA})(?:[ \\t]+${ADVERB})?[ \\t]*:?[ \\t]+|[ \\t]+${ADVERB}[ \\t]*:?[ \\t]+|[ \\t]*[:：][ \\t]*|[ \\t]*\\((?=[^\\s()]{6,80}\\))(?=[^\\s()]*[\\d!#$%&*+=?@^_~]))(?<q>["'\`“«„]?)(?:(?<=«)[ \\t\u00a0\u202f])?(?<value>(?:[^\\s"'\`”»“,;()]|(?<=[\\p{L}\\p{N}])'(?=[\\p{L}\\p{N}])){6,80})(?:\\k<q>|(?<=\\S)(?=[ \\t\u00a0\u202f]?[”»“]))`,
  // tried only where CUE_SCAN found the word; « X » keeps French spaces inside the guillemets; an apostrophe between two
  // letters or digits is the value's own ("Gor_K'ogalo-19"), one at its edge a quote
  "dyiu",
);

/** A Wi-Fi network's "key" (WPA key, PSK) is its password: read only on a line that names a Wi-Fi network. */
const WIFI_KEY = new RegExp(
  `(?:key|psk|passkey|pre-shared key|wpa key|network key|clé|schlüssel|clave)${GAP}(?:(?<=key|psk)[ \\t]+(?=[^\\s]*[\\d!#$%&*+=?@^_~-])|[ \\t]${COPULA}(?:[ \\t]+${ADVERB})?[ \\t]*:?[ \\t]+|[ \\t]+${ADVERB}[ \\t]*:?[ \\t]+|[ \\t]*[:：][ \\t]*|[ \\t]*\\((?=[^\\s()]{6,80}\\))(?=[^\\s()]*[\\d!#$%&*+=?@^_~]))(?<q>["'\`“«„]?)(?<value>[^\\s"'\`”»“,;()]{6,80})(?:\\k<q>|(?<=\\S)(?=[”»“]))`,
  "dyiu", // tried at each key word of a line that names a Wi-Fi network
);

/**
 * The words themselves, found in the lower-cased text with neither the "i" nor the "u" flag: a case-insensitive
 * Unicode alternation of 50 words scans every position slowly, a plain one does not.
 */
const CUE_SCAN = new RegExp(PASSWORD_CUE.replace("(?:", "(?:\\bpw|"), "g");
const LETTER_BEFORE = /[\p{L}\p{N}_]/u;

/**
 * The cue words as literals, in the alternation's order, for the automaton (literal-scan.ts): the same starts as CUE_SCAN
 * on the lower-cased text ("\\bpw" and "pw" both match the two letters where they stand; no word before "pw" in the list
 * starts with them), without trying 57 words at every position.
 */
const CUE_WORDS = expandLiterals(PASSWORD_CUE.slice(3, -1));
const CUE_AUTOMATON = CUE_WORDS && buildAutomaton(CUE_WORDS);

/** Offsets where a password word starts (also inside an identifier: "set_password"). */
function passwordCues(text: string, lower: string): number[] {
  if (CUE_AUTOMATON && lower.length === text.length) return literalMatches(CUE_AUTOMATON, lower).map(([start]) => start);
  return [...execAll(lower.length === text.length ? CUE_SCAN : new RegExp(CUE_SCAN.source, "giu"), lower.length === text.length ? lower : text)].map((m) => m.index);
}

/** A password change logged with its old and new values ("old='…' new='…'", "current=… next=…") on a line about a password. */
const OLD_NEW = /(?<![\w-])(?:old|new|prev|previous|current|next|initial|temp|temporary)(?:[_-]?(?:value|pw|pwd|pass))?[ \t]*[:=][ \t]*(?<q>["']?)(?<value>[^\s"',;)]{6,100})\k<q>/dg;

/** Code that sets a key to a value: define('DB_PASSWORD', '…'), os.environ.setdefault("X", "…"), setProperty("…Password", "…"), config.set('a.password', '…'). */
const CALL_PAIR = /\(\s*(?<kq>["'])(?<key>[A-Za-z_][\w.:/-]{0,80})\k<kq>\s*,\s*(?<q>["'])(?<value>[^"'\s]{3,200})\k<q>/dg;
/** Code that indexes a map by the key: ENV["REDIS_PASSWORD"] = "…", os.environ['X'] = '…', $_ENV['X'] = '…', config["db"]["password"] = "…". */
const INDEX_PAIR = /\[\s*(?<kq>["'])(?<key>[A-Za-z_][\w.:/-]{0,80})\k<kq>\s*\]\s*(?::=|=)\s*(?<q>["'])(?<value>[^"'\s]{3,200})\k<q>/dg;

/** Windows: net use \\\\host\\share /user:DOMAIN\\name PASSWORD (the password is the argument after the user). */
const NET_USE = /\bnet[ \t]+use\b[^\n]*?[ \t]\/user:\S+[ \t]+(?<q>["']?)(?<value>[^\s"'\/][^\s"']{2,100})\k<q>/dgi;
/** The other order: net use Z: \\\\host\\share PASSWORD /user:… (the password right after the share). */
const NET_USE_BEFORE = /\bnet[ \t]+use\b(?:[ \t]+[A-Za-z]:|[ \t]+\*)?[ \t]+\\\\[^\s]+[ \t]+(?<q>["']?)(?<value>[^\s"'\/*][^\s"']{2,100})\k<q>(?=[ \t]+\/)/dgi;

export function findSecretFields(text: string): Finding[] {
  const out: Finding[] = [];
  const lower = text.toLowerCase();
  if (!/pass|pwd|secret|token|key|cred|auth|salt|pw\b|\ttrue\t|\tfalse\t|\bpw|-p|net use|login|account|user|wifi|wi-fi|ssid|vpn|router|admin|\/ /.test(lower) && !((CUE_SCAN.lastIndex = 0), CUE_SCAN.test(lower))) return out;
  for (let i = 0; i < PAIRS.length; i++) {
    const re = PAIRS[i]!;
    if (!PAIR_GATES[i]!.test(lower)) continue; // each form runs only where its literal cue stands
    for (const m of execAll(re, text)) {
      const key = m.groups!.key!;
      const kind = secretKindOfKey(key);
      if (!kind) continue;
      const [start, end] = m.indices!.groups!.value!;
      const value = text.slice(start, end);
      if (!secretValueOk(kind, value, text, start)) continue;
      out.push({ type: kind === "password" ? "password" : "api_key", start, end, detector: "secret-field", confidence: kind === "weak" ? 0.75 : 0.88 });
    }
  }
  if (lower.includes("→") || lower.includes(">")) {
    for (const a of execAll(ARROW, text)) {
      const key = keyBeforeArrow(text, a.index);
      const kind = key ? secretKindOfKey(key) : undefined;
      if (!kind) continue;
      VALUE_AFTER_ARROW.lastIndex = a.index + a[0].length;
      const m = VALUE_AFTER_ARROW.exec(text);
      if (!m) continue;
      const start = m.index + m[0].length - m.groups!.value!.length - m.groups!.q!.length;
      const value = m.groups!.value!;
      if (!secretValueOk(kind, value, text, start)) continue;
      out.push({ type: kind === "password" ? "password" : "api_key", start, end: start + value.length, detector: "secret-field", confidence: kind === "weak" ? 0.75 : 0.88 });
    }
  }
  if (lower.includes("set")) {
    for (const m of execAll(REDIS_SET, text)) {
      if (!keyWords(m.groups!.key!).some((w) => REDIS_TOKEN_WORDS.has(w))) continue;
      const [start, end] = m.indices!.groups!.value!;
      if (!secretValueOk("token", text.slice(start, end), text, start)) continue;
      out.push({ type: "api_key", start, end, detector: "secret-field:redis-set", confidence: 0.85 });
    }
  }
  if (lower.includes("secret_id") && lower.includes("role_id")) {
    for (const m of execAll(APPROLE_SECRET_ID, text)) {
      const [start, end] = m.indices!.groups!.value!;
      if (!secretValueOk("weak", text.slice(start, end), text, start) && !UUID.test(text.slice(start, end))) continue;
      out.push({ type: "api_key", start, end, detector: "secret-field:approle", confidence: 0.85 });
    }
  }
  if (lower.includes("random_password")) {
    for (const m of execAll(RANDOM_PASSWORD_RESULT, text)) {
      const [start, end] = m.indices!.groups!.value!;
      if (!secretValueOk("password", text.slice(start, end), text, start)) continue;
      out.push({ type: "password", start, end, detector: "secret-field:terraform-random", confidence: 0.88 });
    }
  }
  if (lower.includes("\ttrue\t") || lower.includes("\tfalse\t")) {
    for (const m of execAll(COOKIE_JAR_LINE, text)) {
      if (!keyWords(m.groups!.key!).some((w) => SESSION_COOKIE_WORDS.test(w)) && !secretKindOfKey(m.groups!.key!)) continue;
      const [start, end] = m.indices!.groups!.value!;
      if (!secretValueOk("weak", text.slice(start, end), text, start)) continue;
      out.push({ type: "api_key", start, end, detector: "secret-field:cookie-jar", confidence: 0.8 });
    }
  }
  for (const re of [CALL_PAIR, INDEX_PAIR]) {
    if (!lower.includes(re === CALL_PAIR ? "(" : "[")) continue;
    for (const m of execAll(re, text)) {
      const kind = secretKindOfKey(m.groups!.key!);
      if (!kind) continue;
      const [start, end] = m.indices!.groups!.value!;
      if (!secretValueOk(kind, text.slice(start, end), text, start)) continue;
      out.push({ type: kind === "password" ? "password" : "api_key", start, end, detector: "secret-field:code", confidence: kind === "weak" ? 0.75 : 0.88 });
    }
  }
  const cues = passwordCues(text, lower);
  const push = (start: number, raw: string, detector: string): void => {
    const value = raw.replace(/\.+$/, ""); // a sentence's full stop is not part of it ("!" often is)
    if (/(?:^|[\s/])(?:https?:|www\.)/.test(value) || !strongPassword(value) || !secretValueOk("password", value, text, start)) return;
    out.push({ type: "password", start, end: start + value.length, detector, confidence: 0.8 });
  };
  if (lower.includes("/")) {
    for (const m of execAll(CRED_PAIR, text)) push(m.indices!.groups!.value![0], m.groups!.value!, "secret-field:credential-pair");
  }
  if (lower.includes(" / ")) {
    for (const m of execAll(LABELLED_PAIR, text)) {
      const v = m.groups!.value!;
      if (/[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v)) push(m.indices!.groups!.value![0], v, "secret-field:labelled-pair");
    }
  }
  if (/wi-?fi|wlan|ssid|\bwpa/.test(lower)) {
    for (const k of execAll(/\b(?:key|psk|passkey|pre-shared key|wpa key|network key|clé|schlüssel|clave)\b/g, lower)) {
      const lineStart = lower.lastIndexOf("\n", k.index) + 1;
      if (!/wi-?fi|wlan|ssid|\bwpa/.test(lower.slice(lineStart, k.index + 20))) continue;
      WIFI_KEY.lastIndex = k.index;
      const m = WIFI_KEY.exec(text);
      if (m) push(m.indices!.groups!.value![0], m.groups!.value!, "secret-field:wifi-key");
    }
  }
  let lineDone = -1;
  for (const at of cues) {
    PROSE_PASSWORD.lastIndex = at;
    // Prose: the word alone, not inside another — or ending a key that names a password, with a quoted value
    // after its verb ("DB_PASSWORD was 'Ch1mich@nga-Rojo'", a stack trace's locals).
    // Hebrew glues its article and prepositions to the word ("הסיסמה", "לסיסמה"): up to two such letters are no word of their own.
    const inside = LETTER_BEFORE.test(text[at - 1] ?? "") && !/(?:^|[^\p{L}])[הובלמשכ]{1,2}$/u.test(text.slice(Math.max(0, at - 3), at));
    const key = inside ? /[A-Za-z][\w.-]*$/.exec(text.slice(Math.max(0, at - 40), at))?.[0] : undefined;
    const keyed = key !== undefined && secretKindOfKey(key + text.slice(at, at + 8).replace(/[^\w].*$/s, "")) === "password";
    let m = !inside || keyed ? PROSE_PASSWORD.exec(text) : null;
    if (m && keyed && !m.groups!.q) m = null;
    // "on", "to", "er", "je" are "is" in Finnish, Polish, Danish and Czech, and English prepositions ("rotation done on
    // web-prod-04"): after them a value must carry a capital or a symbol no host name or branch has.
    const shortCopula = m && /^(?:on|to|er|je)$/i.test(m.groups!.cop ?? "") && !/[A-Z!#$%&*+=?@^~]/.test(m.groups!.value!);
    if (m && !shortCopula) push(m.indices!.groups!.value![0], m.groups!.value!, "secret-field:prose");
    // old=/new= name a password only on a line about one: read the rest of each such line once.
    if (at <= lineDone) continue;
    const lineEnd = text.indexOf("\n", at) === -1 ? text.length : text.indexOf("\n", at);
    lineDone = lineEnd;
    const line = text.slice(at, lineEnd);
    for (const o of execAll(OLD_NEW, line)) {
      const [s, e] = o.indices!.groups!.value!;
      const value = line.slice(s, e);
      if (strongPassword(value) && secretValueOk("password", value, text, at + s)) out.push({ type: "password", start: at + s, end: at + e, detector: "secret-field:old-new", confidence: 0.8 });
    }
  }
  if (lower.includes("net use")) {
    for (const m of [...execAll(NET_USE, text), ...execAll(NET_USE_BEFORE, text)]) {
      const [start, end] = m.indices!.groups!.value!;
      if (secretValueOk("password", text.slice(start, end), text, start)) out.push({ type: "password", start, end, detector: "secret-field:net-use", confidence: 0.85 });
    }
  }
  if (lower.includes("-p")) {
    for (const m of execAll(SHORT_P, text)) {
      const g = m.indices!.groups!;
      const [start, end] = g.value ?? g.value2!;
      const value = text.slice(start, end);
      // "-p" is a port or a path for many tools: a quoted value after a database or login client only.
      const line = text.slice(text.lastIndexOf("\n", m.index) + 1, m.index);
      const client = /\b(?:mysql\w*|mariadb|mongo\w*|sqlcmd|bcp|osql|sshpass|psexec(?:64)?|paexec|(?:docker|podman|helm|oras)[ \t]+(?:registry[ \t]+)?login)\b[^\n]*$/.test(line);
      // Unquoted "-p x" is a port, a path or a profile for most tools: only after a client whose -p/-P is its password.
      // After "-u user" the next -p is that user's password, quoted or, when it reads like a chosen one, not.
      const afterUser = /(?:-u[ \t]+\S+|--user(?:name)?[ =]\S+)[ \t]*$/.test(line);
      if (!client && !(afterUser && (g.value || strongPassword(value)))) continue;
      if (!secretValueOk("password", value, text, start)) continue;
      out.push({ type: "password", start, end, detector: "secret-field:short-flag", confidence: 0.85 });
    }
  }
  return out;
}

