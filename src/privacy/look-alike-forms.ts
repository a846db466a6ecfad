import { base64UrlDecode } from "./checksums.ts";
import { DOCUMENTED_CREDENTIALS } from "./documented-values.ts";
import { eponymousBrand } from "./eponymous-brands.ts";
import { isPlaceholderValue } from "./placeholders.ts";
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
      basicPlaceholder(text, value, start)
    );
  }
  if (type === "person_name") {
    const value = text.slice(start, end);
    if (detector !== undefined && detector.startsWith("username:") && (groupHandle(value) || atDocumentationDomain(text, end))) return true;
    return eponymousBrand(text, value, end);
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
function keyNamesAName(text: string, value: string, start: number): boolean {
  if (!NAME_SHAPED.test(value)) return false;
  const before = text.slice(Math.max(0, start - 48), start);
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

function groupHandle(value: string): boolean {
  if (!value.includes("-") && !value.includes("_")) return false;
  const parts = value.toLowerCase().split(/[-_]/);
  return parts.length >= 2 && GROUP_WORDS.has(parts[parts.length - 1]!);
}
