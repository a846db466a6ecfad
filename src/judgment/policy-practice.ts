/**
 * A rule against a practice: one memory prescribes against something ("No stored procedures in the
 * migration target", "Never retry failed IDocs automatically", "Runbooks only in git — nothing in
 * Confluence"), the other says it is done ("Each migrated paragraph becomes a DB2 stored procedure",
 * "IDoc errors are retried automatically three times"). Neither side holds a typed value, and the two
 * are often far apart in wording, so polarityConflict's closeness gate (cosine ≥ 0.5, or most words
 * shared) misses them. What stands in for closeness here is the shape of the pair: the denying side is
 * a prescription — a memory of a prescriptive type whose denial is a stance (stances.ts: "no X",
 * "never X", "don't X", "avoid X", "dislikes X", "instead of X") on the very word the other asserts —
 * and the two share a word besides it (opposedPolarity). A category named by the rule meets a member
 * named by the practice ("we never use ORMs" / "the data layer uses Prisma": lexicon.ts CATEGORIES).
 * Round 9 (judgconf9), from training halves K–O.
 */
import { lemma } from "./frames";
import { findCategoryMembers } from "./lexicon";
import { opposedPolarity, rootOf, rootsMatch, stanceOf } from "./negation-scope";
import { stancesOf } from "./stances";

/** Memories that prescribe: a rule, a preference, a decision, a warning. */
const PRESCRIPTIVE = new Set(["preference", "decision", "pattern", "gotcha"]);
/**
 * With the embedder's cosine known (write time), the pair must still be about one topic in meaning.
 * Unmeasured offline (no vector cache this round): set at stances.ts's own floor for stances on a shared word.
 */
const POLICY_PRACTICE_COS = 0.2;

interface Side { type: string; content: string }
export interface PolicyPractice { subject: string; why: string }

export function policyPracticeConflict(a: Side, b: Side, cosine?: number): PolicyPractice | null {
  if (cosine !== undefined && cosine < POLICY_PRACTICE_COS) return null;
  return wordAgainstPractice(a, b) ?? categoryAgainstMember(a, b) ?? categoryAgainstMember(b, a);
}

/** The rule's stance concept holds the denied word: "no stored procedures" is about stored procedures. */
const ruleAgainst = (rule: Side, word: string): boolean =>
  PRESCRIPTIVE.has(rule.type) && stancesOf(rule.content).some((s) => !s.plus && s.words.some((w) => rootsMatch(rootOf(w), word)));

function wordAgainstPractice(a: Side, b: Side): PolicyPractice | null {
  const hit = opposedPolarity(a.content, b.content);
  if (!hit) return null;
  const [rule, practice] = hit.denier === "a" ? [a, b] : [b, a];
  if (!ruleAgainst(rule, hit.word)) return null;
  // Two warnings on one thing ("never auto-retry failed IDocs" / "automatic retries of IDocs create
  // duplicate postings") warn together: the second names the practice only to say what it costs.
  if (rule.type === "gotcha" && practice.type === "gotcha") return null;
  // Two rules on one word are stances.ts's question (opposite stances): here the other side reports a practice.
  if (stancesOf(practice.content).some((s) => !s.plus)) return null;
  return { subject: hit.subject, why: `a rule against ${hit.word}, and a memory that says it is done` };
}

/**
 * "No ORMs" / "the data layer uses Prisma": the rule's stance names a category, the practice names a
 * member of it in a clause that denies nothing, and they share another word.
 */
function categoryAgainstMember(rule: Side, practice: Side): PolicyPractice | null {
  if (!PRESCRIPTIVE.has(rule.type)) return null;
  const against = stancesOf(rule.content).filter((s) => !s.plus).map((s) => s.words.map(lemma));
  if (!against.length) return null;
  const members = findCategoryMembers(practice.content).filter((m) => against.some((words) => categoryNamed(words, m.category)));
  if (!members.length) return null;
  const sp = stanceOf(practice.content);
  if (sp.denied.size || sp.rejected.size || stancesOf(practice.content).some((s) => !s.plus)) return null;
  const ruleWords = new Set([...stanceOf(rule.content).mentioned]);
  const shared = [...sp.asserted].filter((w) => !members.some((m) => rootsMatch(rootOf(m.value), w)) && [...ruleWords].some((r) => rootsMatch(r, w)) && !categoryWord(w, members[0].category));
  if (!shared.length) return null;
  const m = members[0];
  return { subject: m.category, why: `a rule against ${m.category}s, and a memory that uses ${m.value}` };
}

/** A stance's words (lemmas) name a category, every word of it: "orms" → orm, "package managers" → package manager. */
const categoryNamed = (words: string[], category: string): boolean => category.split(" ").every((c) => words.includes(lemma(c)));
const categoryWord = (word: string, category: string): boolean => category.split(" ").some((c) => rootsMatch(rootOf(c), word));
