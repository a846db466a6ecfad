import { execAll } from "./regex.ts";
import { secretKindOfKey, secretValueOk } from "./secret-fields.ts";
import type { Finding } from "./types.ts";

/**
 * A secret an interactive console printed: the prompt's expression names the setting, the next line is its value as the
 * console echoes a string ("irb(main):004> Rails.application.credentials.secret_key_base" then '=> "…"', ">>> settings.SECRET_KEY"
 * then "'…'", "julia> ENV[\"STRIPE_SECRET\"]" then "\"…\""). The prompts are the consoles' own (Python, IPython, irb, pry,
 * Julia, IEx, Scala, Node), the output markers theirs ("=> ", "Out[3]: ", "[1] ", "res0: String = "), and the key is
 * the expression's last name, judged as every key-value reader judges one (`secretKindOfKey`, `secretValueOk`).
 */
const PROMPT = String.raw`(?:>>>|In \[\d{1,4}\]:|irb\([^)\n]{0,40}\)(?::\d{1,4}(?::\d{1,3})?)?[>*]|(?:\[\d{1,4}\] )?pry\([^)\n]{0,40}\)>|julia>|iex\(\d{1,4}\)>|scala>|>)`;
/** The expression's last name: an attribute, a method without arguments, or a string index or argument ("[\"PASSWORD\"]", "getenv('X')"). */
const LAST_NAME = String.raw`(?:[.:]|\[\s*["']|\(\s*["'])(?<key>[A-Za-z_][\w-]{1,80})(?:["']\s*[\])])?(?:\(\))?`;
const OUTPUT_MARK = String.raw`(?:=> |Out\[\d{1,4}\]: |\[1\] |res\d{1,4}: String = |ans = )?`;
const REPL_ECHO = new RegExp(
  String.raw`(?:^|\n)[ \t]*${PROMPT}[ \t]*[^\n]{0,160}?${LAST_NAME}[ \t]*;?[ \t]*\r?\n[ \t]*${OUTPUT_MARK}(?<q>["'])(?<value>[^"'\s]{6,300})\k<q>(?=[ \t]*(?:#[^\n]*)?(?:\r?\n|$))`,
  "dg",
);
/** Rails' and Django's master secrets: the input to every key the framework derives (guides.rubyonrails.org, "secret_key_base"). */
const FRAMEWORK_SECRETS = new Set(["secret_key_base"]);

export function findReplEchoSecrets(text: string): Finding[] {
  if (!text.includes(">") && !text.includes("In [")) return [];
  const out: Finding[] = [];
  for (const m of execAll(REPL_ECHO, text)) {
    const key = m.groups!.key!;
    const kind = FRAMEWORK_SECRETS.has(key.toLowerCase()) ? "token" : secretKindOfKey(key);
    if (!kind) continue;
    const [start, end] = m.indices!.groups!.value!;
    if (!secretValueOk(kind, text.slice(start, end), text, start)) continue;
    out.push({ type: kind === "password" ? "password" : "api_key", start, end, detector: "secret-field:repl-echo", confidence: kind === "weak" ? 0.75 : 0.88 });
  }
  return out;
}
