/**
 * Weak context words as qualifiers, read against the other text (round 6). "test", "live", "local",
 * "dev" are subjects as often as qualifiers ("the test suite", "a live demo"), so text.ts reads them
 * only in qualifier forms ("on staging", "in prod"). But a weak word that modifies a thing the other
 * text names too, while the other text places that thing in another value of the same dimension,
 * is that thing's qualifier: "the test interface engine accepts HL7 …" / "Prod interface engine
 * times out …", "Live DHL API allows 600 …" / "Sandbox carrier API rate limit …", "Local
 * docker-compose LIMS uses SQLite" / "LIMS production database: Oracle". Two environments, two truths.
 */
import { CONTEXT_DIMENSIONS, CONTEXT_WORDS, WEAK_CONTEXTS } from "./lexicon";
import { memoByText } from "./memo";
import { contextDimension } from "./named-contexts";
import { STOP_WORDS, identifierWords } from "./text";
import { wordTable } from "./word-table";

/** Each weak context word of a text with the next few content words it may modify. */
const weakModifiers = memoByText((text: string): { context: string; next: string[] }[] => {
  const out: { context: string; next: string[] }[] = [];
  // (Within one clause: a list's "- test" line qualifies nothing on the next line.)
  for (const clause of text.toLowerCase().split(/[\n,;:()]+|[.!?](?:\s|$)/)) {
    const words = [...clause.matchAll(/[\p{L}\p{N}][\p{L}\p{N}_.-]*/gu)].map((m) => m[0].replace(/[.-]+$/, ""));
    words.forEach((w, i) => {
      const c = CONTEXT_WORDS[w];
      // Deployment environments only: "web" / "frontend" are two names of one surface as often as two.
      if (!c || !WEAK_CONTEXTS.has(w) || CONTEXT_DIMENSIONS[c] !== "environment" || c === "ci") return;
      // A qualifier comes before its noun: the next three words, function words skipped.
      const next = words.slice(i + 1, i + 4).filter((x) => !STOP_WORDS.has(x) && !(x in CONTEXT_WORDS)).map(root);
      if (next.length) out.push({ context: c, next });
    });
  }
  return out;
});

const root = (w: string) => w.replace(/(?:'s|s)$/, "");
const wordsOf = memoByText((text: string) => new Set([...text.toLowerCase().matchAll(/[\p{L}\p{N}][\p{L}\p{N}_.-]*/gu)].map((m) => root(m[0].replace(/[.-]+$/, "")))));

/**
 * Contexts `text` gains against `other`: a weak context word modifying a word `other` names, where
 * `otherContexts` (the other's contexts as text.ts reads them) hold another value of its dimension.
 */
export function weakQualifiers(text: string, other: string, otherContexts: string[]): string[] {
  if (!otherContexts.length) return [];
  const theirs = wordsOf(other);
  const out: string[] = [];
  for (const { context, next } of weakModifiers(text)) {
    const dim = CONTEXT_DIMENSIONS[context];
    if (!otherContexts.some((o) => o !== context && o !== "ci" && contextDimension(o) === dim) || otherContexts.includes(context)) continue;
    if (next.some((w) => w.length > 2 && theirs.has(w))) out.push(context);
  }
  return out;
}

/**
 * Environments set by a key that names one, written as the condition of what follows ("PSP_ENV=test → uses the test
 * merchant", "STAGE=qa: …"): the text holds in that environment. Only the key's form is read (its last word env,
 * environment, stage, tier or profile; the value a deployment environment) and an arrow, colon or comma after the
 * value — a bare "NODE_ENV=production" is the setting itself, which two memories may well disagree on.
 */
export const assignedEnvironments = memoByText((text: string): string[] => {
  const out = new Set<string>();
  for (const m of text.matchAll(ENV_ASSIGNMENT)) {
    const key = identifierWords(m[1]);
    const value = CONTEXT_WORDS[m[2].toLowerCase()];
    if (!ENV_KEY_WORDS.has(key[key.length - 1] ?? "") || !value || CONTEXT_DIMENSIONS[value] !== "environment") continue;
    out.add(value);
  }
  return [...out];
});
const ENV_ASSIGNMENT = /`?\b([A-Za-z][A-Za-z0-9_]*)\s*[=:]\s*["'`]?([A-Za-z-]+)["'`]?\s*(?:→|->|=>|:\s|,\s)/g;
const ENV_KEY_WORDS = new Set(["env", "environment", "stage", "tier", "profile"]);

/**
 * Environments written inside names: a hostname, slug or key with an environment as one of its parts
 * ("api-staging.acme.io", "acme-stg-assets", "pk_live_77", "sk_test_…"). A name is a token joined by "-", "_" or
 * "."; its parts are read against the strong environment words only ("test" and "live" count inside a name, where
 * they are no subject). And a name in `other` that is this text's name without its environment part
 * ("api.acme.io" beside "api-staging.acme.io") is that name's production twin: `other` gains production.
 * Returns [this text's environments, those `other` gains].
 */
export function namedEnvironments(text: string, other: string): [string[], string[]] {
  const [mine, theirs] = [namesWithEnvironments(text), namesOf(other)];
  const own = [...new Set(mine.map((n) => n.env))];
  const twin = mine.some((n) => n.env !== "production" && theirs.has(n.without));
  return [own, twin ? ["production"] : []];
}
const NAME = /[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+/g;
/** Environment words as parts of a name. */
const NAME_ENVIRONMENTS: Record<string, string> = wordTable({
  staging: "staging", stg: "staging", stage: "staging", preprod: "staging", uat: "staging",
  prod: "production", production: "production", prd: "production", live: "production",
  sandbox: "sandbox", test: "test", qa: "qa", dev: "development",
});
const namesOf = memoByText((text: string) => new Set([...text.matchAll(NAME)].map((m) => m[0].toLowerCase())));
const namesWithEnvironments = memoByText((text: string) => {
  const out: { env: string; without: string }[] = [];
  for (const m of text.matchAll(NAME)) {
    const lower = m[0].toLowerCase();
    // (A version or a number with a dot is no name: "1.2.3", "v2.1".)
    if (!/[a-z]{2}/.test(lower)) continue;
    const parts = lower.split(/([-_.])/);
    for (let i = 0; i < parts.length; i += 2) {
      const env = NAME_ENVIRONMENTS[parts[i]];
      // (A last part after a dot is a top-level domain or an extension: "acme.dev", "config.prod" is no host. But a
      // dotenv file is named by its environment: ".env.sandbox", ".env.production", "app.env.staging".)
      const dotenv = /(?:^|[-_.])env\.$/.test(parts.slice(0, i).join("")) && /\.env\.[a-z]+$/i.test(text.slice(0, m.index! + m[0].length));
      if (!env || (i === parts.length - 1 && parts[i - 1] === "." && !dotenv)) continue;
      // The name without that part and one separator next to it: "api-staging.acme.io" → "api.acme.io".
      const without = i === 0 ? parts.slice(2).join("") : [...parts.slice(0, i - 1), ...parts.slice(i + 1)].join("");
      out.push({ env, without });
    }
  }
  return out;
});
