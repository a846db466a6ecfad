/**
 * Generalizing a member's text before it can be shared: project names, paths, hostnames, URLs,
 * people and organization-internal terms are dropped or replaced by their kind ("the project",
 * "a colleague"). Rule-based and deterministic; `llm-generalize.ts` rewrites further when a key is
 * set, and the privacy gate checks whatever comes out either way.
 */
import { confidentFindings, termPattern } from "./privacy-gate";

export interface PrivateTerm { term: string; kind: "person" | "project" | "org" }

const PLACEHOLDER_FOR: Record<string, string> = {
  person_name: "a colleague", email: "an email address", phone: "a phone number", ip: "a host", mac: "a device",
  street_address: "an address", home_path: "a path",
};
const KIND_WORD: Record<PrivateTerm["kind"], string> = { person: "a colleague", project: "the project", org: "the team" };

// URLs first (they hold hosts and paths), then paths, then bare hostnames.
const URL_RE = /\b(?:https?|ssh|git|ftp|postgres(?:ql)?|mysql|redis|mongodb(?:\+srv)?|amqp|s3):\/\/[^\s"'`<>)\]]+/gi;
// An absolute, home or Windows path, or a relative one with a directory and a file extension.
const PATH_RE = /(?:(?<![\w.])~?\/(?:[\w.@+-]+\/)*[\w.@+-]+\/?|\b[A-Za-z]:\\(?:[^\\\s"'`]+\\)*[^\\\s"'`]*|\b(?:[\w@+-]+\/)+[\w+-]+\.[A-Za-z0-9]{1,8}\b)/g;
const HOST_TLDS = "com|net|org|io|dev|app|cloud|co|ai|internal|local|lan|corp|intra|intranet|svc|cluster|prod|staging|home|example";
const HOST_RE = new RegExp(String.raw`\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:${HOST_TLDS})\b(?::\d{2,5})?`, "gi");
// Hosts named like machines: letters and digits joined by dashes ending in a number ("db-prod-03").
const MACHINE_RE = /\b[a-z][a-z0-9]*(?:-[a-z0-9]+)*-\d{1,3}[a-z]?\b/gi;

function replaceSpans(text: string, spans: { start: number; end: number; with: string }[]): string {
  let out = "";
  let at = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    if (s.start < at) continue;
    out += text.slice(at, s.start) + s.with;
    at = s.end;
  }
  return out + text.slice(at);
}

/** The rule-based rewrite. `terms` are the contributor's private terms (see storage/swarm-store `privateTerms`). */
export function generalizeText(text: string, terms: PrivateTerm[]): string {
  // The engine's structural findings first (an e-mail address holds a host name the host rule would split).
  let t = replaceSpans(text, confidentFindings(text).map((f) => ({ start: f.start, end: f.end, with: PLACEHOLDER_FOR[f.type] ?? "something" })));
  t = t.replace(URL_RE, "a URL").replace(PATH_RE, (m) => (/^\/\/?$/.test(m) ? m : "a path")).replace(HOST_RE, "a host").replace(MACHINE_RE, "a host");
  // Longer terms first, so "Falcon Billing" goes before "Falcon".
  for (const term of [...terms].sort((a, b) => b.term.length - a.term.length)) t = t.replace(termPattern(term.term), KIND_WORD[term.kind]);
  return tidy(t);
}

/** Drops a bracket whose other half a removal took, so no stray ")" is left. */
function balanced(t: string): string {
  const keep = new Set<number>();
  const stack: number[] = [];
  for (let i = 0; i < t.length; i++) {
    if (t[i] === "(") stack.push(i);
    else if (t[i] === ")" && stack.length) [keep.add(stack.pop()!), keep.add(i)];
  }
  return [...t].filter((c, i) => (c !== "(" && c !== ")") || keep.has(i)).join("").replace(/[ \t]{2,}/g, " ").replace(/\s+([,.;:])/g, "$1").trim();
}

// Credits and pointers that say nothing once the name, path or host is gone: "(a colleague found it;
// config in a path)", "thanks a colleague", "per a colleague", "see a path", "on a host".
const CREDIT = /\s*(?:[,;(]\s*)?(?:(?:my |our )?(?:colleague |teammate )?a colleague(?: (?:found|spotted|suggested|set|tested|measured|noticed|fixed|wrote)\b[^.;)\n]*)?|(?:thanks(?: to)?|per|h\/t|via|cc)\s+a colleague)(?=\s*[.;),]|\s*$)/gi;
const POINTER = /\s*(?:[,;(]\s*)?(?:(?:config|details|settings|code)\s+)?(?:see|in|at|on|under)\s+(?:a path|a host|a URL)(?=\s*[.;),]|\s*$)/gi;

/** Collapses what the replacements leave behind: "the the project", credits to "a colleague", empty brackets, doubled spaces. */
function tidy(t: string): string {
  return balanced(t
    .replace(/\b(a colleague|the project|a path|a host|a URL|the team)(?:\s*(?:,|and|or|\/)?\s*\1)+/gi, "$1")
    .replace(/\bthe the\b/gi, "the")
    .replace(CREDIT, "")
    .replace(POINTER, "")
    .replace(/\s*[,;]\s*(?:a path|a host|a URL)(?=\s*[.;),]|\s*$)/gi, "")
    .replace(/\(\s*[;,]?\s*\)/g, "")
    .replace(/[;,]\s*(?=[.)]|$)/g, "")
    .replace(/\(\s*(?:see|in|at)?\s*(?:a path|a URL|a host)\s*\)/gi, "")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .trim());
}
