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
import { STOP_WORDS } from "./text";

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
    if (!otherContexts.some((o) => o !== context && o !== "ci" && CONTEXT_DIMENSIONS[o] === dim) || otherContexts.includes(context)) continue;
    if (next.some((w) => w.length > 2 && theirs.has(w))) out.push(context);
  }
  return out;
}
