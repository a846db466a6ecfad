/**
 * Abstraction "to essence" (seed 002): remove narrative ("I did X, then Y") and process ("read
 * the file, found the bug"); keep the location (file:line), the rationale ("because …") and the
 * resolution (what fixed it). Deterministic; the LLM path does the same job with a prompt.
 */
import { HIGH_SIGNALS, LOW_SIGNALS, hasFileLocation } from "./importance";

/** Lead-ins that narrate the process; the clause after them is the content. */
const NARRATIVE_LEADS: RegExp[] = [
  /^(so|ok|okay|well|alright|right|now|then|next|finally|first|also|and|but),?\s+/i,
  /^(after (some|a bit of|more) (investigation|digging|debugging|testing|research)|after that|eventually|in the end),?\s+/i,
  /^(i|we) (was|were) (debugging|investigating|looking at|working on|trying to [^,.]+?) [^,.]*?(and|when) (noticed|saw|found|realized) (that )?/i,
  /^(i|we) (checked|looked at|opened|read|inspected|examined) [^,.]*? and (found|noticed|saw) (that )?/i,
  /^(i|we) (also )?(discovered|found|noticed|realized|realised|learned|learnt|saw) (that )?/i,
  /^(it )?turns out (that )?/i,
  /^(let me|let's|i'll|i will|i'm going to|i am going to) /i,
];

/** Rewrites of first-person resolution phrasing into outcome phrasing. */
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const REWRITES: [RegExp, string | ((s: string) => string)][] = [
  [/^(i|we) (fixed|solved|resolved) (it|this|that|the (issue|problem|bug)) by /i, "Fixed by "],
  [/^(i|we) (fixed|solved|resolved) /i, "Fixed "],
  [/^(i|we) (chose|picked|went with|opted for) /i, "Chose "],
  [/^(i|we) decided /i, "Decided "],
  [/^(i|we) (switched|moved|migrated|upgraded|downgraded|replaced) /i, (s) => capitalize(s.replace(/^(i|we) /i, ""))],
  [/^(i|we) (really )?(prefer|like) /i, "Prefer "],
  [/^please /i, ""],
  // Any other first-person past tense: the action is the content, the narrator is not.
  [/^(i|we) (?=[a-z]+ed\b|ran\b|wrote\b|made\b|built\b|took\b|saw\b|put\b)/i, (s) => capitalize(s.replace(/^(i|we) /i, ""))],
  [/^(i|we) (added|changed|updated|removed|replaced|set) /i, (s) => capitalize(s.replace(/^(i|we) /i, ""))],
];

export function splitSentences(text: string): string[] {
  // A full stop ends a sentence only before whitespace and a capital/quote/backtick, so file names
  // ("supabase.ts") and versions ("16.2") stay whole.
  return text
    .replace(/\s+/g, " ")
    .split(/(?<=[.!?])\s+(?=[A-Z`"'(])|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const isHigh = (s: string) => HIGH_SIGNALS.some((p) => p.pattern.test(s));
const isLow = (s: string) => LOW_SIGNALS.some((p) => p.pattern.test(s));
const hasRationale = (s: string) => /\b(because|since|so that|due to|in order to)\b/i.test(s);

/** One sentence without its narrative lead-in, or null when nothing worth keeping remains. */
export function stripNarrative(sentence: string): string | null {
  let s = sentence.trim();
  for (let pass = 0; pass < 3; pass++) {
    const before = s;
    for (const lead of NARRATIVE_LEADS) s = s.replace(lead, "");
    if (s === before) break;
  }
  for (const [pattern, replacement] of REWRITES) {
    if (pattern.test(s)) {
      s = typeof replacement === "string" ? s.replace(pattern, replacement) : replacement(s);
      break;
    }
  }
  s = s.replace(/\s+/g, " ").trim();
  if (s.length < 8) return null;
  return capitalize(s);
}

/** Whether a sentence carries knowledge (vs. process narration). */
export function isWorthKeeping(sentence: string): boolean {
  if (isHigh(sentence) || hasFileLocation(sentence) || hasRationale(sentence)) return true;
  return !isLow(sentence);
}

/**
 * The essence of a passage: sentences that carry a decision, a resolution, a discovery, a
 * location or a rationale, stripped of narration. Falls back to the stripped text when every
 * sentence is narration, so nothing the caller passes in silently disappears.
 */
export function abstractToEssence(text: string, maxChars = 600): string {
  const sentences = splitSentences(text);
  const kept = sentences.filter(isWorthKeeping).map(stripNarrative).filter((s): s is string => s !== null);
  const chosen = kept.length ? kept : sentences.map(stripNarrative).filter((s): s is string => s !== null);
  let out = chosen.map((s) => (/[.!?]$/.test(s) ? s : `${s}.`)).join(" ");
  if (out.length > maxChars) out = `${out.slice(0, maxChars - 1).trimEnd()}…`;
  return out || text.trim().slice(0, maxChars);
}
