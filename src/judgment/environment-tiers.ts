/**
 * A stand-in and the real thing, read as a pair (round 24). "Test PACS keeps studies for 7 days" / "Clinical PACS keeps
 * studies for 10 years", "loomline test mill: …" / "At the real mill, …", "The SCADA lab testbed polls …" / "Field
 * SCADA polls …", "In the training database …" / "In the live database …": each side places one thing both name either
 * in a stand-in (test, lab, sim, demo, training, pilot, acceptance …) or in the real world (real, live, field, clinical,
 * physical …). Two places, two truths, like "staging" / "production" (compare.ts `disjoint`).
 *
 * None of these words names an environment on its own ("the real cause", "field names", "a training run", "lab
 * results"), so a word counts only in a qualifier's form: it modifies a word the other text names too ("test mill" /
 * "real mill"), it comes right before an environment's or a machine's head noun ("sim environment", "test rig",
 * "acceptance server"), it opens the text's leading label ("Live WMS: …", "Simulation (Gazebo): …"), it stands alone
 * in parentheses ("depot (live)"), or the text opens on "the <place> itself" (the real one, "On the bridge itself").
 * compare.ts gives a side these contexts only when the other side places itself too, in an environment or a tier.
 */
import { CONTEXT_WORDS } from "./lexicon";
import { memoByText } from "./memo";
import { STOP_WORDS } from "./text";
import { wordTable } from "./word-table";

/** Environment words read as tiers too, with the canonical environment the lexicon gives them (one list of names). */
const ENVIRONMENT_TIERS = ["test", "testing", "uat", "staging", "dev", "local", "sandbox", "qa", "live", "prod", "production"];
/** Tier words and the environment they place a thing in: a stand-in reads as "test", the real world as "production". */
const TIER_WORDS: Record<string, string> = wordTable({
  ...Object.fromEntries(ENVIRONMENT_TIERS.map((w) => [w, CONTEXT_WORDS[w]!])),
  lab: "test", sim: "test", simulation: "test", simulated: "test", simulator: "test",
  emulated: "test", emulator: "test", demo: "test", training: "test", pilot: "test", testbed: "test",
  acceptance: "staging",
  field: "production", clinical: "production", physical: "production", real: "production",
});

/** Head nouns of an environment or of the machine a setting runs on: a tier word right before one places the whole text. */
const PLACE_HEAD = /^(?:environments?|envs?|tenants?|instances?|servers?|rigs?|benche?s?|testbeds?|setups?|stacks?|clusters?|databases?|dbs?|systems?|sites?|hosts?|machines?|boxe?s?|devices?|units?|bays?|mills?|plants?|floors?)$/;
/** Verbs before a tier word that make it a state, not a place: "is live", "went live", "are real". */
const COPULAS = new Set(["is", "are", "was", "were", "be", "been", "being", "go", "goes", "went", "gone", "going", "stay", "stays"]);
/** Words after "real" that make it no tier: "real time", "real numbers". */
const NOT_AFTER_REAL = new Set(["time", "number", "numbers", "value", "values", "name", "names", "reason", "cause", "problem", "issue", "fix"]);

const WORD = /[\p{L}\p{N}][\p{L}\p{N}_.-]*/gu;
/** A plural or possessive's root ("stations" → "station"); a short acronym keeps its "s" ("WMS", "RMS"). */
const root = (w: string) => w.replace(/'s$/, "").replace(/(?<=\p{L}{3})s$/u, "");
const wordsOf = memoByText((text: string) => new Set([...text.toLowerCase().matchAll(WORD)].map((m) => root(m[0].replace(/[.-]+$/, "")))));

/** A text's tier words with what follows each, and the tiers it states on its own (a label, parentheses, "itself"). */
const tierReadings = memoByText((text: string) => {
  const lower = text.toLowerCase();
  const modifiers: { tier: string; next: string[]; placed: boolean }[] = [];
  const own = new Set<string>();
  // A leading label ("Live WMS:", "Lab test rig:", "Simulation (Gazebo):") holds for everything after it.
  const label = /^\s*([\p{L}\p{N}' -]{2,40}?)\s*(?:\([^)]{1,30}\))?\s*:\s/u.exec(lower)?.[1];
  for (const w of label?.match(WORD) ?? []) if (TIER_WORDS[w]) own.add(TIER_WORDS[w]);
  // A tier word alone in parentheses: "binroute Rotterdam-Noord depot (live): 41 trucks".
  for (const m of lower.matchAll(/\(\s*([a-z]+)\s*\)/g)) if (TIER_WORDS[m[1]]) own.add(TIER_WORDS[m[1]]);
  // The real thing, opposed to its stand-ins: "On the bridge itself", "In the bike itself".
  if (/^\s*(?:on|in|at)\s+the\s+[\p{L}\p{N} -]{2,30}?\s+itself\b/u.test(lower)) own.add("production");
  for (const clause of lower.split(/[\n,;:()]+|[.!?](?:\s|$)/)) {
    const words = [...clause.matchAll(WORD)].map((m) => m[0].replace(/[.-]+$/, ""));
    words.forEach((w, i) => {
      const tier = TIER_WORDS[w];
      // A modifier stands right before its noun: "is live for all schools" is a state, "a pilot of Clever SSO" an
      // event, no place.
      if (!tier || !words[i + 1] || STOP_WORDS.has(words[i + 1]) || COPULAS.has(words[i - 1] ?? "")) return;
      // A qualifier comes before its noun: the next two words, function words and other tier words skipped.
      const next = words.slice(i + 1, i + 5).filter((x) => !STOP_WORDS.has(x) && !TIER_WORDS[x]).slice(0, 2);
      if (!next.length || (w === "real" && NOT_AFTER_REAL.has(next[0]))) return;
      modifiers.push({ tier, next: next.map(root), placed: PLACE_HEAD.test(next[0]) });
    });
  }
  // A text that names both a stand-in and the real thing ("integration tests against a real Postgres instead of
  // mocks") contrasts them inside itself: it is placed in neither.
  const named = new Set([...lower.matchAll(WORD)].map((m) => TIER_WORDS[root(m[0].replace(/[.-]+$/, ""))] ?? TIER_WORDS[m[0]]).filter(Boolean));
  if ([...named].some((t) => t === "production") && [...named].some((t) => t !== "production")) return { modifiers: [], own: [] };
  return { modifiers, own: [...own] };
});

/**
 * The environments `text` places itself in by tier words, read against `other`: its label's, parentheses' and
 * "itself" tiers, and each tier word that modifies a place head or a word `other` names.
 */
export function tierContexts(text: string, other: string): string[] {
  const { modifiers, own } = tierReadings(text);
  const theirs = wordsOf(other);
  const out = new Set(own);
  for (const { tier, next, placed } of modifiers) if (placed || next.some((w) => w.length > 2 && theirs.has(w))) out.add(tier);
  return [...out];
}
