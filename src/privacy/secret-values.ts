import { insideArmouredBlock } from "./armoured-blocks.ts";
import { looksRandom } from "./checksums.ts";
import { isPlaceholderValue } from "./placeholders.ts";
import { execAll } from "./regex.ts";
import { secretKindOfKey } from "./secret-fields.ts";
import type { Finding } from "./types.ts";
import { findUnnamedTokens } from "./unnamed-tokens.ts";
import { decodeUri } from "./uri-decode.ts";

/**
 * Secrets whose key is known only by where it stands:
 *   - cookies (`Cookie:`, `Set-Cookie:`, `curl -b`, `document.cookie`): each `name=value` pair on its own;
 *     a session cookie's value is a bearer credential (`PHPSESSID`, `JSESSIONID`, `connect.sid`,
 *     `laravel_session`, `remember_token`, `sid`), and so is any generated-looking value, while
 *     analytics, preference and load balancers' stickiness cookies (`_ga=GA1.2.…`, `_fbp`, `theme`, `lang`, `AWSALB`) are left;
 *   - the `data:`/`stringData:` values of a Kubernetes Secret (`.dockerconfigjson`, `DB_PASS`, …): the
 *     manifest says every value is secret; short ones (a base64 user name) and certificates are left;
 *   - a long hex key named in the same sentence ("the leaked one (4d83…) no longer authenticates",
 *     "the webhook secret was 6c3c…"), unless a hash word stands nearer (commit, sha256, checksum).
 */
const SESSION_NAME = /^(?:sid|sess|session|sessionid|session_id|_session_id|phpsessid|jsessionid|connect\.sid|asp\.net_sessionid|\.aspnetcore\.\S+|\w*_session|ci_session|play_session|remember_token|remember_\w+|auth|auth_token|access_token|refresh_token|token|jwt|id_token|csrftoken|xsrf-token|_csrf|__secure-\S+|__host-\S+|wordpress_logged_in_\w+|wp-settings-\d+|_gh_sess|user_session|laravel_token)$/i;
// Load balancers' stickiness cookies (AWS ALB/ELB "AWSALB…", F5 "BIGipServer…", Azure App Service "ARRAffinity…", HAProxy
// "SERVERID"/"ROUTEID") name the backend a client sticks to and authenticate nothing.
const NOT_SECRET_COOKIE = /^(?:AWSALB\w*|AWSELB\w*|BIGipServer\S*|ARRAffinity\w*|SERVERID|ROUTEID|_ga\w*|_gid|_gat\w*|_fbp|_fbc|_gcl_\w+|_hj\w+|_uet\w+|ajs_\w+|mp_\w+|intercom-\w+|amplitude\w*|optimizely\w*|theme|lang|locale|language|tz|timezone|currency|consent\w*|cookieconsent\w*|__cf_bm|cf_clearance|_dd_s)$/i;
const COOKIE_LINE = /(?:\b(?:set-)?cookie["']?\s*[:=]|(?:^|\s)(?:-b|--cookie)[ \t]+)[ \t]*["']?(?<pairs>[^\n"']{3,2000})/gi;
const PAIR = /(?:^|;)\s*(?<name>[^=;\s]{1,64})=(?<value>[^;\s]{1,4096})/g;

function findCookies(text: string, out: Finding[]): void {
  for (const m of execAll(COOKIE_LINE, text)) {
    const pairs = m.groups!.pairs!;
    const base = m.index + m[0].length - pairs.length;
    for (const p of execAll(PAIR, pairs)) {
      const name = p.groups!.name!;
      const value = p.groups!.value!;
      if (/^(?:path|domain|expires|max-age|samesite|secure|httponly|priority|version|comment)$/i.test(name)) continue; // Set-Cookie attributes
      if (NOT_SECRET_COOKIE.test(name) || value.length < 8 || /^(?:deleted|null|true|false|\d+)$/i.test(value)) continue;
      if (!SESSION_NAME.test(name) && !looksRandom(decodeUri(value) ?? value, 16)) continue;
      const start = base + p.index + p[0].length - value.length;
      out.push({ type: "api_key", start, end: start + value.length, detector: "cookie-value", confidence: 0.85 });
    }
  }
}

const SECRET_KIND = /\bkind:[ \t]*["']?(?:Secret|SealedSecret|ExternalSecret)\b/;
const DATA_BLOCK = /(?:^|\n)(?<indent>[ \t]*)(?:data|stringData|encryptedData):[ \t]*\n(?<body>(?:\k<indent>[ \t]+[^\n]*(?:\n|$))+)/g;
/**
 * One entry: a YAML scalar, quoted or plain. A "#" is part of a quoted scalar and of a plain one it stands inside (YAML
 * starts a comment only at a "#" after a space), so "DB_PASSWORD: \"Lisboa-Belem#4471\"" is one value, not "Lisboa-Belem".
 */
const DATA_ENTRY = /(?:^|\n)[ \t]+["']?(?<key>[\w.-]{1,120})["']?:[ \t]*(?:"(?<dq>[^"\n]{1,8000})"|'(?<sq>[^'\n]{1,8000})'|(?<value>[^\s"'#][^\s]{0,7999}))/g;
/** Values a Secret holds that are meant to be read: certificates and CA bundles, names and hosts. */
const PUBLIC_ENTRY = /(?:^|[._-])(?:crt|cert|certificate|ca|pub|public|host|hostname|port|user|username|login|database|db|dbname|name|url|endpoint|region)$/i;

function findManifestValues(text: string, out: Finding[]): void {
  if (!SECRET_KIND.test(text)) return;
  for (const b of execAll(DATA_BLOCK, text)) {
    const body = b.groups!.body!;
    const base = b.index + b[0].length - body.length;
    for (const e of execAll(DATA_ENTRY, body)) {
      const key = e.groups!.key!;
      const quoted = e.groups!.dq ?? e.groups!.sq;
      const value = quoted ?? e.groups!.value!;
      if (quoted !== undefined && /\s/.test(quoted)) continue; // a sentence in quotes, no secret's encoding
      const kind = secretKindOfKey(key);
      if (!kind && PUBLIC_ENTRY.test(key)) continue;
      if (value.length < (kind === "password" || kind === "token" ? 8 : 16)) continue; // "YXBw" (app): a user name
      if (isPlaceholderValue(value)) continue; // "<set-by-vault>", "${DB_PASSWORD}": a template's slot, filled elsewhere
      const start = base + e.index + e[0].length - value.length - (quoted !== undefined ? 1 : 0);
      out.push({ type: kind === "password" ? "password" : "api_key", start, end: start + value.length, detector: "k8s-secret-data", confidence: 0.9 });
    }
  }
}

// The class first: a position that is no hex digit fails on one test, before the lookbehind is read.
const HEX_KEY = /(?=[0-9a-fA-F])(?:(?<![\w/+=.-])[0-9a-f]{32,128}(?![\w/+=-])|(?<![\w/+=.-])[0-9A-F]{32,128}(?![\w/+=-]))/g;
const KEY_WORD = /\b(?:api[ _-]?key|key|token|secret|password|credential|signing key|webhook secret|access key)s?\b/gi;
// A digest tool's name ("… | sha256sum → <hex>", "b2sum", "openssl dgst") says what it printed; "committed … in <hex>" names
// the commit a secret scanner found a key in; "signature" (a webhook's "X-Razorpay-Signature <hex>") names the HMAC a key made.
const HASH_WORD = /\b(?:commit|committed|sha\d*|md5|checksum|digest|hash|fingerprint|signature|etag|integrity|revision|rev|build|id|uuid|object|blob|tree|sum|(?:sha\d*|md5|b2|cksum)sum|shasum|dgst)\b/gi;
/** A key named by its algorithm or its signing tool is a public key's id or fingerprint ("gpg: using EDDSA key d11d…", "signingkey = 325e…"). */
const PUBLIC_KEY_CONTEXT = /\b(?:gpg|pgp|gnupg|eddsa|ecdsa|ed25519|rsa|dsa|signingkey|keyid|key id|public|pubkey|ssh-\w+)\b/i;

/**
 * The word for a key or token in the other languages people hand keys over in ("a chave DRM … <hex>", "la clave de la API:
 * …", "der Schlüssel lautet …", "токен …"): read as KEY_WORD is, with letters of any script around it.
 */
const KEY_WORD_INTL = /(?<![\p{L}])(?:chave|clave|clé|schlüssel|schluessel|chiave|klucz|sleutel|nyckel|nøkkel|nøgle|avain|anahtar|ключ|ключа|токен|токена|κλειδί)(?![\p{L}])/giu;
const INTL_KEY_GATE = ["chave", "clave", "clé", "schlüssel", "schluessel", "chiave", "klucz", "sleutel", "nyckel", "nøkkel", "nøgle", "avain", "anahtar", "ключ", "токен", "κλειδί"];
const HEX_KEY_WORDS = ["key", "token", "secret", "password", "credential", ...INTL_KEY_GATE];

/**
 * A git host's push and pull-request payloads name their commits by these members ("before", "after", "checkout_sha",
 * "head_sha", "base_sha", "merge_commit_sha": GitHub's, GitLab's and Gitea's webhook documentation): the value is a commit id.
 */
const GIT_REVISION_MEMBER = /"(?:before|after|checkout_sha|head_sha|base_sha|merge_commit_sha)"[ \t]*:[ \t]*"$/;

/**
 * A key after a verb that acts on the key itself ("tag signed with key b7ef…", "rustam_k revoked key a1ec…", kubeseal's
 * "tried key 19e0…", "imported key …"): what was signed with, revoked, tried or imported is named by its id or fingerprint
 * (GnuPG's 40 hex digits), as tools print it and people quote it; no one hands over a secret to say which key acted.
 */
const KEY_BY_ITS_ID = /\b(?:signed|verified|revoked|tried|imported|trusted)(?:[ \t]+(?:with|by))?(?:[ \t]+(?:the|a|an|their|his|her|its|my|our))?[ \t]+key[ \t]*:?[ \t]*$/i;

function findNamedHexKeys(text: string, out: Finding[]): void {
  for (const m of execAll(HEX_KEY, text)) {
    const v = m[0];
    if (!/[a-f]/i.test(v) || !/\d/.test(v)) continue;
    // The sentence before the value (up to 80 characters): its nearest key word must be nearer than any hash word.
    const lead = text.slice(Math.max(0, m.index - 80), m.index);
    let sentence = lead.slice(Math.max(lead.lastIndexOf("\n"), lead.search(/[.!?]\s[^.!?]*$/)) + 1);
    // A value that opens its own sentence after a question about it ("… the DRM key Caio pasted? c6a5…") is that sentence's
    // answer: the question on the same line names it.
    if (!sentence.trim() && /\?\s*$/.test(lead)) sentence = lead.slice(lead.lastIndexOf("\n") + 1);
    const lastOf = (re: RegExp): number => {
      let at = -1;
      for (const w of execAll(re, sentence)) at = w.index;
      return at;
    };
    const key = Math.max(lastOf(KEY_WORD), lastOf(KEY_WORD_INTL));
    if (key === -1 || lastOf(HASH_WORD) > key || PUBLIC_KEY_CONTEXT.test(sentence)) continue;
    if (GIT_REVISION_MEMBER.test(text.slice(Math.max(0, m.index - 24), m.index)) || KEY_BY_ITS_ID.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    out.push({ type: "api_key", start: m.index, end: m.index + v.length, detector: "hex-key-named", confidence: 0.75 });
  }
}

/**
 * A generated token named a few lines before it ("revoking: Qm7v…", "The previous value was v8Kq…" in a commit
 * about a signing secret, `auth="Zt4K…"`, "I committed our API key to a public repo: Hx3J…"). The hex rule above
 * reads hex keys; base64 and base62 tokens need more: both letter cases and a digit, the entropy of a generated
 * value, 20 to 64 characters standing alone, a key word within 160 characters before it (across lines of the
 * same text, since a commit names the secret in its subject) and no hash, fingerprint or public-key word nearer.
 * An SSH public key's base64 (AAAA…) and anything longer (JWKS moduli, certificates) are left.
 */
// A plain run (no lookaround: the scan is one class test per character); its edges are checked after.
const B64_RUN = /[A-Za-z0-9+/_=-]{20,}/g;
const TOKEN_WORD = /\b(?:api[ _-]?key|key|token|secret|credential|auth|access key|password)s?\b/g; // run on the lower-cased text: no i flag
// A salt is stored beside the hash it seasons, in the clear by design (Keycloak's credential "salt", PBKDF2 records).
const NOT_SECRET_WORD = /\b(?:commit|sha\d*|md5|checksum|digest|hash|fingerprint|etag|integrity|revision|build|uuid|object|blob|kid|nonce|salt|request[ _-]?id|trace[ _-]?id|id)\b/gi;
/** "a public repo" names where a secret leaked; "public key", "publishable", "ssh-ed25519", "gpg" name a value meant to be seen. */
const PUBLIC_TOKEN_CONTEXT = /\b(?:gpg|pgp|gnupg|ssh-\w+|ecdsa-\S+|pubkey|public[ _-]?key|publishable|signingkey|keyid|key id)\b/i;
/** The key a value is given to on its line ("ca.crt: …", `auth="…"`), read backwards without a regex: this runs per candidate. */
function keyBefore(text: string, at: number): { key: string; sep: string; lineStart: boolean } | undefined {
  let i = at;
  while (i > 0 && (text[i - 1] === '"' || text[i - 1] === "'" || text[i - 1] === " " || text[i - 1] === "\t")) i--;
  const sep = text[i - 1];
  if (sep !== ":" && sep !== "=") return undefined;
  let j = i - 1;
  while (j > 0 && (text[j - 1] === " " || text[j - 1] === "\t" || text[j - 1] === '"' || text[j - 1] === "'")) j--;
  let k = j;
  while (k > 0 && j - k < 64 && /[\w.-]/.test(text[k - 1]!)) k--;
  if (k === j) return undefined;
  let l = k;
  while (l > 0 && (text[l - 1] === " " || text[l - 1] === "\t" || text[l - 1] === '"' || text[l - 1] === "'" || text[l - 1] === "-")) l--;
  return { key: text.slice(k, j), sep, lineStart: l === 0 || text[l - 1] === "\n" };
}

function findNamedTokens(text: string, lower: string, out: Finding[]): void {
  // Runs are read only in the 160 characters after each key word (the windows merged), not over the whole text.
  const runs: Array<{ index: number; v: string; key: number; keyEnd: number }> = [];
  let from = 0;
  for (const w of execAll(TOKEN_WORD, lower)) {
    const start = Math.max(from, w.index + w[0].length);
    const end = Math.min(text.length, w.index + w[0].length + 160 + 68);
    if (start >= end) continue;
    const window = text.slice(start, end); // a bounded slice: an exec on the whole text would run on to the next run anywhere
    for (const m of execAll(B64_RUN, window)) {
      if (m.index >= 160 || (m.index + m[0].length === window.length && end < text.length)) break; // past the window, or cut by it
      runs.push({ index: start + m.index, v: m[0], key: w.index, keyEnd: w.index + w[0].length });
      from = start + m.index + m[0].length;
    }
  }
  for (const m of runs) {
    const v = m.v;
    // After "$" a run is a field of a modular-crypt hash ("$9$<salt>$<hash>": a credential file's, read whole by
    // password-forms.ts) or a shell variable's name, never a token of its own.
    if (v.length > 66 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(v) || /[.:$]/.test(text[m.index - 1] ?? "") || text[m.index + v.length] === ".") continue;
    if (!/[a-z]/.test(v) || !/[A-Z]/.test(v) || !/\d/.test(v) || /^AAAA/.test(v)) continue;
    // The window's key word is the nearest cue; a hash, id or public-key word after it names what the value is.
    NOT_SECRET_WORD.lastIndex = 0;
    if (NOT_SECRET_WORD.test(text.slice(m.keyEnd, m.index)) || PUBLIC_TOKEN_CONTEXT.test(text.slice(Math.max(0, m.key - 12), m.index))) continue;
    if (!looksRandom(v, 20) || /^[A-Za-z]+(?:[_-][A-Za-z]+)+$/.test(v.replace(/\d+/g, ""))) continue; // words and numbers joined: an identifier
    // A JSON member's name ("publicKeyFingerprintSha256": …): camelCase words, then the closing quote and the colon.
    if (/^[a-z]+(?:[A-Z][a-z\d]+)+$/.test(v) && /^["'][ \t]*:/.test(text.slice(m.index + v.length, m.index + v.length + 3))) continue;
    // The value of a key on its line is the key's to judge (the secret-field rules read those): "ca.crt: …" is a certificate.
    // A key is code-shaped (ca.crt, tls_cert), heads its line, or takes "=": "revoking: …" in a sentence is prose.
    const keyed = keyBefore(text, m.index);
    if (keyed && (/[._-]/.test(keyed.key) || keyed.sep === "=" || keyed.lineStart) && !secretKindOfKey(keyed.key)) continue;
    if (insideArmouredBlock(text, m.index)) continue; // a certificate's or public key's line (private keys are private-keys.ts's)
    out.push({ type: "api_key", start: m.index, end: m.index + v.length, detector: "token-named", confidence: 0.7 });
  }
}

export function findSecretValues(text: string): Finding[] {
  const out: Finding[] = [];
  const lower = text.toLowerCase();
  if (lower.includes("cookie") || /(?:^|\s)-b[ \t]/.test(text)) findCookies(text, out);
  if (lower.includes("data:")) findManifestValues(text, out);
  // A hex key counts only after a key word (KEY_WORD: each of its phrases holds one of these): texts without one skip the hex scan.
  if (HEX_KEY_WORDS.some((w) => lower.includes(w)) && /[0-9A-Fa-f]{32}/.test(text)) findNamedHexKeys(text, out);
  if (["key", "token", "secret", "auth", "credential", "password"].some((w) => lower.includes(w)) && /[A-Za-z0-9+/_-]{20}/.test(text)) findNamedTokens(text, lower.length === text.length ? lower : text.replace(/[^\x00-\x7f]/g, "\u0000").toLowerCase(), out);
  out.push(...findUnnamedTokens(text)); // the weakest reading: engine.ts gives it the lowest secret priority
  return out;
}
