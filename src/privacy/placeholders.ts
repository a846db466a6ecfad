/**
 * Values that only stand in for a secret: docs, templates, env references and
 * already-masked text. Flagging these would teach users to ignore the report.
 */
const PLACEHOLDER_WORDS = new Set([
  "password", "passwd", "pass", "secret", "token", "apikey", "api_key", "key", "changeme", "change_me", "example",
  "redacted", "removed", "hidden", "null", "none", "nil", "undefined", "true", "false", "empty", "todo", "tbd",
  "test", "dummy", "placeholder", "sample", "string", "required", "optional", "value", "yourpassword", "mypassword",
]);

/**
 * Weaker signs of a made-up value (a run like 1234567890 or abcdefgh): used for generic secret-shaped
 * contexts only. A value in a vendor's exact token format is treated as live even when it looks typed by hand.
 */
export function looksHandTyped(value: string): boolean {
  return /(?:1234567890|0123456789|abcdefghij|ABCDEFGHIJ|qwertyuiop)/.test(value);
}

export function isPlaceholderValue(raw: string): boolean {
  const value = raw.trim().replace(/^["'`]|["'`,;]$/g, "");
  if (value.length === 0) return true;
  if (/^<[^<>]*>$/.test(value) || /^<.*>$/.test(value)) return true; // <your-key>
  if (/^\$\{[^}]*\}$/.test(value) || /^\$[A-Za-z_][A-Za-z0-9_]*$/.test(value) || /^\$\([^)]*\)$/.test(value)) return true; // ${TOKEN}, $TOKEN, $(cmd)
  if (/^\{\{.*\}\}$/.test(value) || /^%[A-Za-z_]+%$/.test(value) || /^%\([a-z_]+\)s$/.test(value)) return true; // {{ secret }}, %TOKEN%
  if (/^\[[A-Z_]+(_\d+)?\]$/.test(value) || /^<[A-Z_]+_\d+>$/.test(value)) return true; // [API_KEY_1], already scrubbed
  if (/EXAMPLE(?:KEY)?$|^EXAMPLE|[_-]example(?:[_-]|$)/.test(value)) return true; // AKIAIOSFODNN7EXAMPLE, wJalr…EXAMPLEKEY: the vendors' documentation values
  if (/(x{4,}|X{4,}|\*{3,}|•{3,}|0{10,})/.test(value)) return true; // sk-proj-xxxx…, ****
  if (/(?:^|[-_])(?:here|goes|fake|dummy|sample|placeholder|redacted|changeme|replace[-_]?me|your|yours)(?:[-_]|$)/i.test(value)) return true; // your-key-here, sk-test-fake
  // A value that asks to be replaced, in camel case or between separators: Mercure's documented default
  // "!ChangeThisMercureHubJWTSecretKey!", "ChangeMe123", "change-this-secret".
  if (/(?:^|[^A-Za-z])(?:Change|Replace)(?:This|Me)(?![a-z])|(?:^|[-_])(?:change|replace)[-_]?this(?:[-_]|$)/.test(value)) return true;
  if (/^([A-Za-z0-9])\1{5,}$/.test(value)) return true; // aaaaaaaa
  if (/^(process\.env|os\.environ|env|import\.meta\.env|ENV|settings|config|secrets|vars)[.[]/.test(value)) return true;
  if (/^[A-Za-z_][\w.]*\(.*\)$/.test(value)) return true; // getToken(), os.getenv("X")
  if (/\.\.\.|…/.test(value)) return true; // sk-..., abc…: elided on purpose
  if (/^([x*•.#-])\1{2,}$/i.test(value) || /^(x{3,}|\*{3,}|\.{3,})/i.test(value)) return true; // xxxx, ****, ...
  if (/^(your|my|insert|enter|put|replace)[-_ ]?/i.test(value) && /(key|token|secret|password|here|value|id)/i.test(value)) return true;
  if (PLACEHOLDER_WORDS.has(value.toLowerCase())) return true;
  if (/^[A-Z][A-Z0-9_]*$/.test(value) && value.includes("_")) return true; // SOME_ENV_NAME
  return false;
}
