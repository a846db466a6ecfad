import {
  ibanValid,
  ipv4IsNonPersonal,
  ipv4Valid,
  ipv6IsNonPersonal,
  ipv6Valid,
  jwtHeaderValid,
  looksLikeCardIssuer,
  luhnValid,
  ssnValid,
} from "./checksums.ts";
import { isPlaceholderValue } from "./placeholders.ts";
import type { FindingType } from "./types.ts";

/**
 * One pattern per kind of secret. The sensitive span is the named group
 * `secret` when present (e.g. only the token after "Bearer "), else the whole
 * match. `priority` settles overlaps: a JWT inside a Bearer header is a JWT,
 * credentials inside a URL are not also an email.
 */
export interface Detector {
  name: string;
  type: FindingType;
  pattern: RegExp;
  priority: number;
  validate?: (value: string, text: string, start: number, end: number) => boolean;
}

const notPlaceholder = (value: string): boolean => !isPlaceholderValue(value);

/** Common file extensions that look like top-level domains in "icon@2x.png". */
const FILE_EXTENSIONS = new Set([
  "png", "jpg", "jpeg", "gif", "svg", "webp", "ico", "js", "mjs", "cjs", "ts", "tsx", "jsx", "json", "css", "scss",
  "html", "md", "txt", "py", "rb", "go", "rs", "java", "lock", "yaml", "yml", "toml", "xml", "zip", "gz", "tgz", "map",
]);
const NON_PERSONAL_MAILBOXES = /^(git|noreply|no-reply|donotreply|example|test|user|username|you|your\.?name|name|foo|bar|someone|somebody|email|mail)$/i;
const EXAMPLE_DOMAINS = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost|domain\.com|email\.com)$/i;

function emailIsPersonal(value: string): boolean {
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1).toLowerCase();
  const tld = domain.split(".").pop() ?? "";
  if (FILE_EXTENSIONS.has(tld)) return false;
  if (/^\d/.test(domain.split(".")[0] ?? "")) return false; // image@2x.png, pkg@1.2.3
  if (NON_PERSONAL_MAILBOXES.test(local)) return false;
  // Documentation domains are placeholders, unless the mailbox is clearly a person (jane.doe@example.com is still a shape to keep out).
  if (EXAMPLE_DOMAINS.test(domain) && /^(user|admin|info|support|hello|contact)$/i.test(local)) return false;
  if (local.includes("${") || local.startsWith("<")) return false;
  return true;
}

function boundaryDigits(text: string, start: number, end: number): boolean {
  // A number glued to more digits or dots is part of something longer (a version, a timestamp).
  const before = text[start - 1] ?? "";
  const after = text[end] ?? "";
  const afterNext = text[end + 1] ?? "";
  return !/[\d.]/.test(before) && !/\d/.test(after) && !(after === "." && /\d/.test(afterNext));
}

function phoneValid(value: string, text: string, start: number, end: number): boolean {
  const digits = value.replace(/\D/g, "");
  if (digits.length < 10 || digits.length > 15) return false;
  if (!boundaryDigits(text, start, end)) return false;
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return false; // a date, not a phone
  if (/^\d+$/.test(value)) return false; // bare digit runs are IDs; phones are written with separators or a +
  const lead = text.slice(Math.max(0, start - 12), start).toLowerCase();
  if (/(v|version|build|id|#|port|pid|sha|commit|order)\s*[:=]?\s*$/.test(lead)) return false;
  return true;
}

const SECRET_KEY_NAMES =
  "(?:[A-Za-z0-9_.-]{0,40}?(?:password|passwd|passphrase|(?<![a-z])pass(?![a-z])|pwd|secret|token(?!s|izer|_?(?:count|limit|ttl|expir\\w*|url|endpoint|type|length|usage|budget)\\b)|api[_-]?key|apikey|access[_-]?key|auth[_-]?key|private[_-]?key|client[_-]?secret|credentials?|session[_-]?key|signing[_-]?key)[A-Za-z0-9_-]{0,40})";

export const DETECTORS: Detector[] = [
  {
    name: "pem-private-key",
    type: "private_key",
    // A truncated paste (no END line) still leaks the key, so the END line is optional.
    // A BEGIN line with no key material after it is prose about keys, not a key.
    pattern: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[ \t]*\r?\n(?:[\w-]+:[^\n]*\r?\n)*\s*[A-Za-z0-9+/=]{16,}[\s\S]*?(?:-----END (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----|(?=\n\s*\n)|$)/g,
    priority: 100,
  },
  {
    name: "jwt",
    type: "jwt",
    pattern: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g,
    priority: 90,
    validate: jwtHeaderValid,
  },
  {
    name: "url-credentials",
    type: "url_credentials",
    pattern: /\b[a-z][a-z0-9+.-]{1,15}:\/\/(?<secret>[^\s:/@?#]+:[^\s/@?#]+)@[^\s/]+/gi,
    priority: 85,
    validate: (v) => {
      const [user = "", password = ""] = v.split(":");
      return notPlaceholder(password) && !(isPlaceholderValue(user) && /^(pass(word)?|pw|secret)$/i.test(password));
    },
  },
  { name: "anthropic", type: "api_key", pattern: /\bsk-ant-(?:api|admin|oat)\d{2}-[A-Za-z0-9_-]{20,}/g, priority: 80 },
  { name: "openai", type: "api_key", pattern: /\bsk-(?!ant-)(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g, priority: 79, validate: (v) => /\d/.test(v) && /[A-Za-z]/.test(v.slice(3)) },
  { name: "aws-access-key-id", type: "api_key", pattern: /\b(?:AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA)[0-9A-Z]{16}\b/g, priority: 80 },
  {
    name: "aws-secret-access-key",
    type: "api_key",
    pattern: /aws_?secret_?(?:access_?)?key["']?\s*[:=]\s*["']?(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi,
    priority: 80,
  },
  {
    name: "aws-secret-beside-key-id",
    type: "api_key",
    // Pasted credential pairs often lose their labels ("AKIA… / wJalr…"); a 40-character base64 run
    // within a short distance of an access key id is the secret half.
    pattern: /(?<![A-Za-z0-9/+=])[A-Za-z0-9/+]{40}(?![A-Za-z0-9/+=])/g,
    priority: 79,
    validate: (v, text, start) =>
      /[A-Z]/.test(v) && /[a-z]/.test(v) && /[0-9/+]/.test(v) && !/^[0-9a-f]{40}$/i.test(v) &&
      /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/.test(text.slice(Math.max(0, start - 120), start + 160)),
  },
  { name: "github", type: "api_key", pattern: /\b(?:gh[pousr]_[A-Za-z0-9]{36,255}|github_pat_[A-Za-z0-9_]{22,255})\b/g, priority: 80 },
  {
    name: "netrc-style-password",
    type: "api_key",
    // .netrc and similar "keyword value" files: "password s3cr3t" at the start of a line. Prose such as
    // "password reset is broken" has no digit or symbol in the word after it.
    pattern: /(?:^|\n)[ \t]*(?:password|passwd)[ \t]+(?<secret>[^\s"']{4,})/gi,
    priority: 51,
    validate: (v) => notPlaceholder(v) && /[\d!#$%&*+/=?@^_~-]/.test(v),
  },
  {
    name: "cloud-connection-string-key",
    type: "api_key",
    // Azure storage / service bus connection strings: AccountKey=…; SharedAccessKey=…;
    pattern: /\b(?:AccountKey|SharedAccessKey|SharedAccessSignature|sig)=(?<secret>[A-Za-z0-9+/%]{20,}={0,2})/g,
    priority: 80,
  },
  {
    name: "client-password-flag",
    type: "api_key",
    // redis-cli -a SECRET, mysql -pSECRET (no space), mysqldump --password=… is covered by --password.
    pattern: /\bredis-cli\b[^\n]*?\s-a[ ]+(?<secret>[^\s"']{4,})|\bmysql(?:dump|admin)?\b[^\n]*?\s-p(?<secret2>[^\s"'-][^\s"']{3,})/g,
    priority: 81,
    validate: notPlaceholder,
  },
  { name: "docker-pat", type: "api_key", pattern: /\bdckr_pat_[A-Za-z0-9_-]{20,}/g, priority: 80 },
  {
    name: "cli-password-flag",
    type: "api_key",
    // docker login -p …, mysql -p… style flags carry the secret right after the flag.
    pattern: /\b(?:docker|podman|helm|oras)\s+(?:registry\s+)?login\b[^\n]*?\s(?:-p|--password)[ =](?<secret>[^\s"']{4,})/g,
    priority: 81,
    validate: notPlaceholder,
  },
  {
    name: "cli-basic-auth",
    type: "url_credentials",
    // curl -u user:pass, wget --user=… --password=…: the same secret as user:pass@ in a URL.
    pattern: /\b(?:curl|http|httpie|wget)\b[^\n]*?\s(?:-u|--user)[ =]["']?(?<secret>[^\s:"'@]+:[^\s"'@]+)/g,
    priority: 85,
    validate: (v) => notPlaceholder(v.slice(v.indexOf(":") + 1)),
  },
  { name: "gitlab", type: "api_key", pattern: /\bglpat-[A-Za-z0-9_-]{20,}/g, priority: 80 },
  { name: "slack-token", type: "api_key", pattern: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g, priority: 80 },
  { name: "slack-webhook", type: "api_key", pattern: /https:\/\/hooks\.slack\.com\/services\/(?<secret>T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]+)/g, priority: 80 },
  { name: "stripe", type: "api_key", pattern: /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9]{16,}|\bwhsec_[A-Za-z0-9]{24,}/g, priority: 80 },
  { name: "google-api-key", type: "api_key", pattern: /\bAIza[0-9A-Za-z_-]{35}/g, priority: 80 },
  { name: "google-oauth", type: "api_key", pattern: /\bya29\.[0-9A-Za-z_-]{20,}/g, priority: 80 },
  { name: "npm", type: "api_key", pattern: /\bnpm_[A-Za-z0-9]{36}\b/g, priority: 80 },
  { name: "huggingface", type: "api_key", pattern: /\bhf_[A-Za-z0-9]{30,}\b/g, priority: 80 },
  { name: "sendgrid", type: "api_key", pattern: /\bSG\.[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}/g, priority: 80 },
  {
    name: "bearer",
    type: "api_key",
    pattern: /\b(?:Bearer|Token|Basic)\s+(?<secret>[A-Za-z0-9._~+/-]{16,}=*)/g,
    priority: 60,
    validate: (v) => notPlaceholder(v) && /\d/.test(v) && /[A-Za-z]/.test(v),
  },
  {
    name: "secret-assignment",
    type: "api_key",
    // password=..., "client_secret": "...", export API_TOKEN='...', --password hunter2
    pattern: new RegExp(
      // [ \t]* rather than \s*: a value never starts on the next line ("password_policy:\n  min_length: 14").
      `(?<![A-Za-z0-9])["']?${SECRET_KEY_NAMES}["']?[ \\t]*(?::=|=>|[:=]|[ \\t](?=["']))[ \\t]*(?<q>["'\`]?)(?<secret>[^\\s"'\`,;)}\\]]{4,})\\k<q>` +
        `|--(?:password|token|secret|api-key)[= ](?<secret2>[^\\s"']{4,})`,
      "gi",
    ),
    priority: 50,
    validate: (v, text, start) => {
      if (isPlaceholderValue(v)) return false;
      if (/^(\$\{|\$\(|\{\{|<|%\(|\[)/.test(v)) return false; // ${TOKEN}, {{ secret }}, <your-key>: cut short by the character class
      if (/^\d{1,5}[.,]?$/.test(v)) return false; // token_ttl = 3600
      if (/[(]$/.test(v)) return false; // os.getenv("…"): a call cut short by the quote
      if (/^(https?:)?\/\//.test(v) && !/@/.test(v)) return false; // token_url = https://…
      if (/^[a-z]+(\.[a-z]+)+$/i.test(v) && !/\d/.test(v)) return false; // token: config.auth.token
      // A type annotation ("password: string") or a ternary is code, not a secret.
      const before = text.slice(Math.max(0, start - 3), start);
      if (/:\s*$/.test(before) && /^(string|number|boolean|any|unknown|str|int|bytes|Optional|SecretStr)\b/.test(v)) return false;
      return true;
    },
  },
  { name: "email", type: "email", pattern: /\b[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}\b/g, priority: 40, validate: emailIsPersonal },
  {
    name: "iban",
    type: "iban",
    pattern: /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g,
    priority: 45,
    validate: ibanValid,
  },
  {
    name: "credit-card",
    type: "credit_card",
    pattern: /(?<![\d.-])(?:\d[ -]?){12,18}\d(?![\d-])/g,
    priority: 44,
    validate: (v) => {
      const digits = v.replace(/\D/g, "");
      // Separators must be consistent (4-4-4-4 style) or absent; mixed runs are usually IDs.
      return luhnValid(digits) && looksLikeCardIssuer(digits) && !/[ -]{2}/.test(v);
    },
  },
  { name: "us-ssn", type: "us_ssn", pattern: /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g, priority: 43, validate: ssnValid },
  {
    name: "ipv6",
    type: "ipv6",
    pattern: /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:(?:\d{1,3}\.){3}\d{1,3}|[0-9A-Fa-f]{1,4}|:)(?![\w:]|\.\d)/g,
    priority: 42,
    validate: (v) => ipv6Valid(v) && !ipv6IsNonPersonal(v) && (v.match(/:/g)?.length ?? 0) >= 2 && /[0-9a-f]{2,}/i.test(v),
  },
  {
    name: "ipv4",
    type: "ipv4",
    pattern: /(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d)/g,
    priority: 41,
    validate: (v, text, start) => {
      if (!ipv4Valid(v) || ipv4IsNonPersonal(v)) return false;
      const lead = text.slice(Math.max(0, start - 10), start);
      if (/^\/\d{1,2}\b/.test(text.slice(start + v.length, start + v.length + 4))) return false; // 10.0.0.0/8 is a network, not a host
      return !/(\bv|version|==|>=|<=|~|\^)\s*$/i.test(lead); // "version 1.2.3.4", "v1.2.3.4", ">=1.2.3.4"
    },
  },
  {
    name: "phone-international",
    type: "phone",
    pattern: /\+\d{1,3}(?:[ .-]?\(\d{1,4}\))?(?:[ .-]?\d{1,8}){1,5}/g,
    priority: 30,
    validate: phoneValid,
  },
  {
    name: "phone-north-american",
    type: "phone",
    pattern: /(?:\(\d{3}\)[ ]?|(?<![\w.+-])\d{3}[-. ])\d{3}[-. ]\d{4}(?![\w-])/g,
    priority: 29,
    validate: phoneValid,
  },
  {
    name: "home-path",
    type: "home_path",
    // Only the user name is sensitive; the rest of the path is useful context.
    pattern: /(?:\/Users\/|\/home\/|[A-Za-z]:[\\/]+Users[\\/]+)(?<secret>[A-Za-z0-9._-]+)/g,
    priority: 35,
    validate: (v) => !/^(shared|public|runner|user|username|you|me|name|yourname|your-name|your_name|default|guest|admin|root|ubuntu|node|app|ec2-user|vscode|codespace|circleci|travis|jenkins|\$user|all users|default user)$/i.test(v),
  },
];
