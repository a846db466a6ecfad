/**
 * SWARM's one interface to the privacy engine (src/privacy/). Two uses:
 *  - `confidentFindings`: what the rule-based rewrite removes when the engine is sure: contact
 *    details, home paths, network addresses. Not people: the rewrite replaces only people it knows
 *    (members of the organization, people in the contributors' knowledge graphs); a name the engine
 *    merely suspects holds the item for a human instead of being guessed away;
 *  - `failClosedCheck`: the gate on the rewritten text. Fail-closed: every finding counts, however
 *    unsure the detector is, a private term of the contributors still present counts, and an engine
 *    error counts too. Anything it reports sends the item to an admin's review queue.
 * Results carry types and counts, never the values found.
 */
import type { Finding, FindingType } from "../privacy/core";
import { loadedEngine as loaded, loadEngine } from "../privacy/lazy-core";

/**
 * The gate looks for people with the full name lexicon; the engine and the lexicon (compromise, ~0.45 s
 * of CPU) load on first use, not when an isolate starts (privacy/lazy-core.ts). The paths that run the
 * gate — the nightly job and an admin's approval — await this first; it is a no-op after the first call.
 */
export async function readyGate(): Promise<void> {
  await (await loadEngine()).loadNameLexicon();
}

/** Types the rewrite generalizes away; secrets, identifiers (keys, cards, IBANs, ids) and unknown people are never rewritten, only held. */
export const REWRITE_TYPES: readonly FindingType[] = ["email", "phone", "ip", "mac", "street_address", "home_path"];
/** Below this the rewrite leaves a finding alone (and the fail-closed check then holds the item). */
export const REWRITE_MIN_CONFIDENCE = 0.85;

export function confidentFindings(text: string): Finding[] {
  return loaded().detect(text, { only: REWRITE_TYPES, names: false }).filter((f) => f.confidence >= REWRITE_MIN_CONFIDENCE);
}

export interface GateResult {
  pass: boolean;
  /** Finding types and "private_term" / "engine_error", with counts; never the text found. */
  reasons: Record<string, number>;
  /** The text with every finding replaced by a typed placeholder (what an admin reviews). */
  redacted: string;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A term as a whole word, case-insensitive (`Falcon` in "falcon's", not in "falconry"). */
export const termPattern = (term: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRe(term)}(?![\\p{L}\\p{N}_])`, "giu");

/** Call `readyGate()` once before (without the lexicon, names are found by context cues alone). */
export function failClosedCheck(text: string, privateTerms: string[], personNames: string[]): GateResult {
  const reasons: Record<string, number> = {};
  let redacted = text;
  try {
    const r = loaded().scrub(text, { knownNames: personNames });
    for (const f of r.findings) reasons[f.type] = (reasons[f.type] ?? 0) + 1;
    redacted = r.text;
  } catch (err) {
    console.error("swarm privacy gate: engine error, holding the item", err);
    reasons.engine_error = 1;
    redacted = "[WITHHELD]";
  }
  for (const term of privateTerms) {
    const re = termPattern(term);
    if (re.test(redacted)) {
      reasons.private_term = (reasons.private_term ?? 0) + 1;
      redacted = redacted.replace(termPattern(term), "[PRIVATE_TERM]");
    }
  }
  return { pass: Object.keys(reasons).length === 0, reasons, redacted };
}
