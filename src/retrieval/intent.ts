/**
 * What a developer's question is after, beyond its route: the latest status of something, what
 * changed, why a choice was made, or a standing preference. An intent picks the type prior
 * (type-priors.ts) and the precedence rules (precedence.ts: latest status per subject; history keeps
 * superseded memories, dated). Pure; unit-tested.
 */
import { asksStatus, asksWhatChanged } from "./precedence";

export type Intent = "status" | "change" | "why" | "preference";

const WHY = /\b(why|what (?:was|is) the reason|reasons? for|rationale|what led (?:us|me|to)|motivation)\b/i;
const PREFERENCE = /\b(my preference|do i prefer|i prefer|prefer(?:red|ence)?|do i like|how do i like|my (?:personal )?(?:standard|default|style|habit)|i (?:always|usually) (?:want|use))\b/i;

/** The first intent that matches, in order of specificity: change, status, why, preference. */
export function detectIntent(query: string): Intent | null {
  if (asksWhatChanged(query)) return "change";
  if (asksStatus(query)) return "status";
  if (WHY.test(query)) return "why";
  if (PREFERENCE.test(query)) return "preference";
  return null;
}
