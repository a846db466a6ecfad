/**
 * Judging a pair of memories: conflict, duplicate, override, look-alike, refinement or unrelated,
 * always with a reason. The order matters and is the promise (seed 004): context first (two
 * environments, two projects or two time windows are two truths), then claims (same subject,
 * incompatible values → conflict; a change statement whose old value is what the other says → a
 * conflict with a suggested supersession), then duplicates — and two memories whose claims differ
 * are never duplicates, so a merge can never swallow a contradiction. Nothing here resolves anything.
 */
import { type Claim, extractClaims, subjectLabel } from "./claims";
import { superlativeConflict } from "./superlatives";
import { conceptDuplicate, valueAlignedDuplicate } from "./aligned-duplicate";
import { coverageDuplicate } from "./coverage-duplicate";
import { namedValueConflict } from "./named-values";
import { namedSwitch } from "./named-switch";
import { retiredNameConflict } from "./retired-name";
import { identifierConflict } from "./identifier-values";
import { minimalPairConflict, ONE_SIDED_DENIAL, orderConflict, semanticDuplicate, semanticDuplicateBlocker, textSimilarity } from "./similarity";
import { polarityConflict } from "./negation-scope";
import { distinctValueConflict } from "./distinct-values";
import { axisChoiceDiffers, frameConflict, frameDuplicate, frameValuesDiffer } from "./frames";
import { slotConflict, valuesAgree } from "./slots";
import { CONTEXT_WORDS } from "./lexicon";
import { contextDimension } from "./named-contexts";
import { clausesOf, contentWords, contextsOfClause, contextsOfTags, subjectKey } from "./text";
import { relation, showValue } from "./values";
import { type CombinerWeights, conflictModelOff, duplicateModelOff, duplicateModelOn, learnedVerdict } from "./combiner";
import { COMBINER } from "./combiner-weights";
import { opposedInWords } from "./opposition-rule";
import { denialAnsweredInWords, pairFeatures } from "./features";
import { valueClash } from "./value-clash";
import { stateConflict } from "./flag-states";
import { saysChange, typedChange, typedSlotConflict, typedValuesOf } from "./slot-reader";
import { distinctPopulations } from "./qualifiers";
import { distinctRoles } from "./roles";
import { modeConflict } from "./modes";
import { stanceConflict } from "./stances";
import { policyPracticeConflict } from "./policy-practice";
import { assignedEnvironments, namedEnvironments, weakQualifiers } from "./weak-qualifiers";
import { tierContexts } from "./environment-tiers";
import { affirmNegatedOpposites } from "./negated-opposites";
import { memoByText } from "./memo";
import { settingDuplicate } from "./setting-duplicate";
import { limitAgainstMeasurement, plainValueInOtherRange } from "./ranges";
import { distinctScopes, scopeContexts } from "./scope-phrases";
import { slotSwap, subjectSwap } from "./slot-swap";
import { roleSwap } from "./role-binding";
import { reversedComparison } from "./comparisons";
import { synonymous } from "./synonyms";
import { negatedCueClash } from "./negated-cue";
import { rejectedOptionClash } from "./rejected-option";
import { ruledOutClash } from "./ruled-out";
import { differentFindings, disjointFindings } from "./predicate-coverage";
import { addedValue } from "./added-value";
import { swappedPredicate } from "./predicates";
import { flagEvidence } from "./flag-evidence";
import { alignedConflict } from "./aligned-conflict";
import { kindsApart } from "./value-kinds";
import { modelMergeGuard } from "./taste-guard";

export interface JudgedMemory {
  id: string;
  type: string;
  scope: string;
  content: string;
  title?: string | null;
  tags: string[];
  metadata: Record<string, unknown>;
  project_id: string | null;
  valid_from: number | null;
  valid_until: number | null;
  supersedes: string | null;
  superseded_by: string | null;
}

export type ConflictKind = "contradiction" | "preference_shift" | "temporal_overlap" | "change";

export interface ClaimView { subject: string; value: string; text: string; rule: string }

export type Verdict =
  | { verdict: "conflict"; kind: ConflictKind; subject: string; reason: string; rule: string; claims: { left: ClaimView; right: ClaimView } | null; supersede: boolean }
  | { verdict: "override"; subject: string; reason: string; claims: { left: ClaimView; right: ClaimView } | null }
  | { verdict: "duplicate"; reason: string; similarity: number }
  | { verdict: "lookalike"; reason: string }
  | { verdict: "refines"; reason: string }
  | { verdict: "unrelated"; reason: string };

// Claims are read once per memory object, so comparing one memory with many stays cheap; and once per claim source
// (type, text, title, tags, metadata as one JSON key), so a stored memory met again by another write, as a new object,
// is not read again, and its claims are a per-text reading like the others (memo.ts: kept beside its row).
const cache = new WeakMap<JudgedMemory, Claim[]>();
const claimsBySource = memoByText((key: string) => {
  const [type, content, title, tags, metadata] = JSON.parse(key) as [string, string, string | null, string[], Record<string, unknown>];
  return extractClaims({ type, content, title, tags, metadata });
});
export function claimsOf(m: JudgedMemory): Claim[] {
  let c = cache.get(m);
  if (!c) {
    c = claimsBySource(JSON.stringify([m.type, m.content, m.title ?? null, m.tags, m.metadata]));
    cache.set(m, c);
  }
  return c;
}

const view = (c: Claim): ClaimView => ({ subject: subjectLabel(c), value: showValue(c.value), text: c.text, rule: c.rule });

/** Same subject: equal keys, one inside the other with one word to spare, or one names the job the other's tool does. */
export function sameSubject(a: Claim, b: Claim): boolean {
  if (a.subject && b.subject) {
    if (a.subject === b.subject) return true;
    const [x, y] = [a.subject.split(" "), b.subject.split(" ")];
    const [small, big] = x.length <= y.length ? [x, y] : [y, x];
    const bigSet = new Set(big);
    const shared = small.filter((w) => bigSet.has(w)).length;
    if (shared === small.length && big.length - small.length <= 1) return true;
    if (a.category && a.category === b.category && (subjectKey(a.category) === b.subject || subjectKey(a.category) === a.subject)) return true;
    return false;
  }
  if (!a.category || a.category !== b.category) return false;
  return true;
}

const memoryContexts = (m: JudgedMemory) => [...new Set([...contextsOfTags(m.tags), ...clausesOf(m.content).flatMap(contextsOfClause)])];

/**
 * Both memories' contexts, each with the weak qualifiers it gains against the other (weak-qualifiers.ts),
 * and whether any was gained.
 */
function pairContexts(a: JudgedMemory, b: JudgedMemory): [string[], string[], boolean] {
  const [xa, xb] = [memoryContexts(a), memoryContexts(b)];
  // (An environment set by a key as the condition of the rest, "PSP_ENV=test → …", qualifies its whole text.)
  // (So do environments written inside names, "api-staging.acme.io" / "acme-prod-assets", on both sides.)
  const [[na, gainedB], [nb, gainedA]] = [namedEnvironments(a.content, b.content), namedEnvironments(b.content, a.content)];
  const named = (na.length || gainedA.length) && (nb.length || gainedB.length);
  // (A stand-in and the real thing, "Test PACS" / "Clinical PACS", place a side only when the other places itself too.)
  // (A tier both sides say, "the test database" / "the test database", is part of the thing's name, not where it is.)
  const [ra, rb] = [tierContexts(a.content, b.content), tierContexts(b.content, a.content)];
  const [ta, tb] = [ra.filter((t) => !rb.includes(t)), rb.filter((t) => !ra.includes(t))];
  const placed = (tiers: string[], contexts: string[]) => tiers.length > 0 || contexts.some((c) => contextDimension(c) === "environment");
  const [wa, wb] = [
    [...weakQualifiers(a.content, b.content, xb), ...assignedEnvironments(a.content), ...(named ? [...na, ...gainedA] : []), ...scopeContexts(a.content), ...(placed(tb, xb) ? ta : [])],
    [...weakQualifiers(b.content, a.content, xa), ...assignedEnvironments(b.content), ...(named ? [...nb, ...gainedB] : []), ...scopeContexts(b.content), ...(placed(ta, xa) ? tb : [])],
  ];
  if (!wa.length && !wb.length) return [xa, xb, false];
  return [[...new Set([...xa, ...wa])], [...new Set([...xb, ...wb])], true];
}

/** Different contexts: on some dimension both name (lexicon.ts CONTEXT_DIMENSIONS, named-contexts.ts), no value in common. */
function disjoint(a: string[], b: string[]): boolean {
  if (!a.length || !b.length) return false;
  const dim = contextDimension; // "environment:shadow" and "staging" vary along one dimension
  // Per dimension: "Apple Silicon Macs" and "Intel Macs" share macOS but differ in CPU, so they
  // hold on different machines; a context in common on one dimension does not join them.
  return a.some((x) => b.some((y) => dim(x) === dim(y))
    && !a.some((x2) => dim(x2) === dim(x) && b.includes(x2)));
}

function validityDisjoint(a: JudgedMemory, b: JudgedMemory): boolean {
  const [af, au, bf, bu] = [a.valid_from ?? -Infinity, a.valid_until ?? Infinity, b.valid_from ?? -Infinity, b.valid_until ?? Infinity];
  // Half-open windows [from, until): one ending the day the next begins does not overlap it.
  return af >= bu || bf >= au;
}

interface Signal { kind: "conflict" | "change" | "agree" | "refine" | "context"; a: Claim; b: Claim; why: string }

/**
 * Two clauses about different things that share a property ("the web app uses React 18" / "the
 * admin dashboard uses React 17"): each names something the other does not, besides the subject
 * and the value.
 */
function distinctOwners(a: Claim, b: Claim): boolean {
  if (a.rule !== "version" && b.rule !== "version") return false;
  const owners = (c: Claim) => {
    const skip = new Set([...c.subject.split(" "), ...contentWords(c.value.raw), ...(c.category ? c.category.split(" ") : [])]);
    return new Set(contentWords(c.text).filter((w) => !skip.has(w) && !OWNER_FILLER.has(w) && !(w in CONTEXT_WORDS) && !/\d/.test(w)));
  };
  const [oa, ob] = [owners(a), owners(b)];
  return oa.size > 0 && ob.size > 0 && ![...oa].some((w) => ob.has(w));
}
const OWNER_FILLER = new Set(["version", "run", "runs", "upgraded", "upgrad", "pinned", "target", "since", "last", "month", "week", "year", "now", "on", "everything", "all", "we", "our", "moved", "bumped"]);

/** Every relation between the claims of `a` and `b`. */
function claimSignals(a: JudgedMemory, b: JudgedMemory): Signal[] {
  const out: Signal[] = [];
  for (const ca of claimsOf(a)) {
    for (const cb of claimsOf(b)) {
      if (!sameSubject(ca, cb)) continue;
      if (ca.role === "old" && cb.role === "old") continue;
      if (distinctOwners(ca, cb)) continue;
      const rel = sameWordValue(ca.value, cb.value) ? "same" : relation(ca.value, cb.value);
      if (disjoint(ca.contexts, cb.contexts)) {
        if (rel === "differs" || ca.polarity !== cb.polarity) out.push({ kind: "context", a: ca, b: cb, why: `${ca.contexts.join("/")} vs ${cb.contexts.join("/")}` });
        continue;
      }
      if (ca.role === "old" || cb.role === "old") {
        // A change statement's from-side equal to what the other memory says now: that memory is what changed.
        if (rel === "same" && ca.polarity === cb.polarity) out.push({ kind: "change", a: ca, b: cb, why: "states the value that the other says was changed" });
        continue;
      }
      if (rel === "same") out.push({ kind: ca.polarity === cb.polarity ? "agree" : "conflict", a: ca, b: cb, why: ca.polarity === cb.polarity ? "same value" : "one says it, the other says not" });
      else if (rel === "differs" && ca.polarity === 1 && cb.polarity === 1) out.push({ kind: "conflict", a: ca, b: cb, why: `${showValue(ca.value)} vs ${showValue(cb.value)}` });
      else if (rel === "refines") out.push({ kind: "refine", a: ca, b: cb, why: "one value details the other" });
    }
  }
  return out;
}

/** Two one-word values that are synonyms ("the quote service is fast" / "… is quick"): one value in two words (synonyms.ts). */
function sameWordValue(x: Claim["value"], y: Claim["value"]): boolean {
  return x.kind === "text" && y.kind === "text" && x.tokens.length === 1 && y.tokens.length === 1 && x.tokens[0] !== y.tokens[0] && synonymous(x.tokens[0], y.tokens[0]);
}

const STANCE_RULES = new Set(["prefer", "prefer-over", "never", "use", "use-for"]);

function kindOf(a: JudgedMemory, b: JudgedMemory, change: boolean, hit?: Signal): ConflictKind {
  if (change) return "change";
  if (a.type === "preference" && b.type === "preference") return "preference_shift";
  if (hit && STANCE_RULES.has(hit.a.rule) && STANCE_RULES.has(hit.b.rule) && (a.type === "preference" || b.type === "preference" || a.type === "episode" || b.type === "episode")) return "preference_shift";
  const bounded = (m: JudgedMemory) => m.valid_from !== null || m.valid_until !== null;
  return bounded(a) && bounded(b) ? "temporal_overlap" : "contradiction";
}

/**
 * The rules' verdict on `fresh` (being written) against `stored`. `left`/`right` in the result follow
 * (stored, fresh). Explicit supersession is the writer's decision and is never second-guessed.
 */
/** Why two memories are not compared at all (one memory, or the writer already decided), or null. */
function notCompared(stored: JudgedMemory, fresh: JudgedMemory): string | null {
  if (stored.id === fresh.id) return "same memory";
  if (fresh.supersedes === stored.id || stored.supersedes === fresh.id) return "explicit supersession";
  if (stored.superseded_by || fresh.superseded_by) return "already superseded";
  return null;
}

export function judgeByRules(stored: JudgedMemory, fresh: JudgedMemory, cosine?: number): Verdict {
  // A denial on one side of the word the other side uses for its opposite ("cannot be undone" / "irreversible",
  // "isn't required" / "optional") says the same thing: the readers see the denial as that word, so a polarity or
  // frame reader does not take one fact said two ways for "one says it, the other says not".
  // Markdown emphasis ("_no_ emojis", "**always**") is formatting: the readers see the plain words.
  const [pa, pb] = [withoutEmphasis(stored.content), withoutEmphasis(fresh.content)];
  const [a, b, rewritten] = affirmNegatedOpposites(pa, pb);
  const [s, f] = rewritten.length || pa !== stored.content || pb !== fresh.content ? [{ ...stored, content: a }, { ...fresh, content: b }] : [stored, fresh];
  return mergeGuard(stored, fresh, rulesVerdict(s, f, cosine));
}

/** Emphasis markers around words (`_x_`, `*x*`, `**x**`, `__x__`), at word edges only: `snake_case` and `a * b` stay. */
const EMPHASIS = /(^|[\s(["'])(\*\*|__|\*|_)(?=[^\s*_])([^*_\n]*?[^\s*_])\2(?=$|[\s.,;:!?)\]"'])/g;
const withoutEmphasis = memoByText((text: string) => (text.includes("*") || text.includes("_") ? text.replace(EMPHASIS, "$1$3") : text));

/**
 * The last word on every merge (value-clash.ts): a duplicate verdict, from any rule or the learned
 * model, stands only when no value differs between the two texts; otherwise the pair is left alone
 * (the conflict readers already had their say) and nothing is lost.
 */
function mergeGuard(stored: JudgedMemory, fresh: JudgedMemory, v: Verdict): Verdict {
  return v.verdict === "duplicate" ? refusedIf(mergeClash(stored.content, fresh.content), v) : v;
}

/** A duplicate verdict, or "unrelated" with the reason when something stops the merge. */
const refusedIf = (clash: string | null, v: Verdict): Verdict => (clash ? { verdict: "unrelated", reason: `not one memory: ${clash}` } : v);

/** What stops any merge of two texts (a value of one kind differs, one frame said of two things, fillers bound differently, a comparison reversed, a verb of stopping negated on one side only, an option one side turns down and the other chooses, a thing one side rules out and the other names), or null. Exported so the fit scores learned merges exactly as judgeWithCombiner makes them. */
export function mergeClash(a: string, b: string): string | null {
  return valueClash(a, b) ?? slotSwap(a, b) ?? roleSwap(a, b) ?? reversedComparison(a, b) ?? negatedCueClash(a, b) ?? rejectedOptionClash(a, b) ?? ruledOutClash(a, b);
}

function rulesVerdict(stored: JudgedMemory, fresh: JudgedMemory, cosine?: number): Verdict {
  const skip = notCompared(stored, fresh);
  if (skip) return { verdict: "unrelated", reason: skip };
  // Two episodes are observations at two moments: a change between them is history, which
  // consolidation turns into facts over time, not a contradiction. They may still be one event
  // told twice (a duplicate; whether it merges depends on when each was written, see episodes.ts).
  if (stored.type === "episode" && fresh.type === "episode") return episodeVerdict(stored, fresh, cosine);
  const otherProject = stored.project_id !== null && fresh.project_id !== null && stored.project_id !== fresh.project_id;
  const oneProject = (stored.project_id === null) !== (fresh.project_id === null);
  const signals = claimSignals(stored, fresh);
  const change = signals.find((s) => s.kind === "change");
  // A conflict is two values of one kind for one property: a reading whose rivals are of two kinds ("3.7" / "64
  // partitions", "2 GB" / "Yocto") read two properties of one subject as one slot, and is dropped (value-kinds.ts);
  // the next reader is still asked, and the first such reason is kept for the verdict.
  let twoKinds: string | null = null;
  const apart = (x: string, y: string) => {
    const why = kindsApart(stored.content, x, fresh.content, y);
    if (why) twoKinds ??= why;
    return why !== null;
  };
  const ofOneKind = <T extends { values?: [string, string] }>(r: T | null): T | null => (r?.values && apart(r.values[0], r.values[1]) ? null : r);
  const conflict = signals.find((s) => s.kind === "conflict" && !(s.a.polarity === s.b.polarity && apart(s.a.value.raw, s.b.value.raw)));
  // The same sentence with one value swapped: only texts that share most of their words qualify.
  const sim = textSimilarity(stored.content, fresh.content);
  // A paraphrase (same content words, or very close meaning with every value agreeing and nothing
  // denied on one side only) is a duplicate candidate: the text-level conflict readers below guess
  // values from wording, and a guess must not turn one fact said twice into a conflict.
  // A swapped value-like word ("by month" / "by day") is a real disagreement however close the texts.
  const minimal = !conflict && !change && sim.score >= 0.3 ? ofOneKind(minimalPairConflict(stored.content, fresh.content)) : null;
  const paraphrase = !conflict && !change && !minimal && isParaphrase(stored, fresh, sim.duplicate, cosine);
  const slot = !conflict && !change && !paraphrase ? ofOneKind(slotConflict(stored.content, fresh.content, cosine)) : null;
  // A change read from typed values: asked once, both as a conflict reader and for the supersession suggestion.
  let typedChangeRead: ReturnType<typeof typedChange> | undefined;
  const typedChangeOf = () => (typedChangeRead === undefined ? (typedChangeRead = typedChange(stored.content, fresh.content)) : typedChangeRead);
  const textual = !conflict && !change && !slot && !paraphrase
    ? minimal ?? polarityConflict(stored.content, fresh.content, cosine, sim.score) ?? ofOneKind(distinctValueConflict(stored.content, fresh.content, cosine)) ?? ofOneKind(frameConflict(stored.content, fresh.content)) ?? preferenceAxisConflict(stored, fresh, cosine) ?? orderConflict(stored.content, fresh.content, cosine) ?? superlativeConflict(stored.content, fresh.content) ?? stateConflict(stored.content, fresh.content, cosine) ?? typedChangeOf() ?? ofOneKind(typedSlotConflict(stored.content, fresh.content, cosine)) ?? namedSwitch(stored.content, fresh.content) ?? retiredNameConflict(stored.content, fresh.content, cosine) ?? modeConflict(stored.content, fresh.content, cosine) ?? stanceConflict(stored, fresh, cosine) ?? policyPracticeConflict(stored, fresh, cosine)
      ?? ofOneKind(namedValueConflict(stored.content, fresh.content, cosine))
      ?? ofOneKind(identifierConflict(stored.content, fresh.content))
      // (Last: one value slot of one statement, read from the pair's aligned words where no reader read a claim.)
      ?? ofOneKind(alignedConflict(stored.content, fresh.content))
    : null;
  const hit = change ?? conflict;
  // A range or bound on one side that holds a value the other states ("30 fps or more" / "41 fps", "Android 8.0 to 15"
  // / "Android 13") narrows it: a refinement, not a second answer. (A change statement says what changed: not read.)
  if (!change && !(slot?.change) && (hit || slot || textual) && plainValueInOtherRange(stored.content, fresh.content)) return { verdict: "refines", reason: "a value inside the other's range or bound" };
  // A limit and a measurement of one quantity ("budget ≤ 16.6 ms" / "measured 12 ms average") are two properties of it.
  // (A measurement "now" is no change of the limit: "right now the queue holds 4,200 jobs".)
  if (!change && (hit || slot || textual) && limitAgainstMeasurement(stored.content, fresh.content)) return { verdict: "lookalike", reason: "a limit and a measurement of one quantity" };
  // Whether that reading is enough to flag, in proportion to how often such a reading is wrong (flag-evidence.ts);
  // a text reader's guess between two paraphrase-close texts that nothing else keeps apart goes on to the duplicate paths.
  const evidence = hit || slot || textual ? flagEvidence(stored.content, fresh.content, hit ? "claim" : slot ? "values" : "text", cosine) : null;
  if (evidence?.enough) {
    const subject = hit ? subjectLabel(hit.a) : slot ? slot.key.replace(/^[a-z]+:/, "") || slot.key : textual!.subject;
    const claims = hit ? { left: view(hit.a), right: view(hit.b) } : null;
    if (otherProject) return { verdict: "lookalike", reason: `different projects: ${subject} differs between them, both can hold` };
    // Values read from the whole text: the whole texts' contexts decide. (A claim's own contexts were
    // compared in claimSignals; a weak qualifier read against the other text speaks for its whole text.)
    const [xa, xb, weak] = pairContexts(stored, fresh);
    if ((!hit || weak) && disjoint(xa, xb)) return { verdict: "lookalike", reason: `different contexts (${xa.join("/")} vs ${xb.join("/")}): ${subject}` };
    if (validityDisjoint(stored, fresh)) return { verdict: "lookalike", reason: `different time windows: ${subject}` };
    // Two populations of one thing ("A100 nodes" / "V100 nodes", "desktop web" / "mobile web") hold two values.
    const populations = distinctPopulations(stored.content, fresh.content);
    if (populations) return { verdict: "lookalike", reason: `different ${populations}s: ${subject}` };
    // Two texts that open on two different places ("On the test bench …" / "In the bike itself …") hold in both.
    const scopes = distinctScopes(stored.content, fresh.content);
    if (scopes) return { verdict: "lookalike", reason: `different places (${scopes}): ${subject}` };
    // Two roles of one replicated system ("the analytics replica" / "the OLTP primary") are two machines.
    const roles = distinctRoles(stored.content, fresh.content);
    if (roles) return { verdict: "lookalike", reason: `different roles (${roles}): ${subject}` };
    if (oneProject) return { verdict: "override", subject, reason: `the project memory overrides the default for ${subject}`, claims };
    const newValue = change ? claimsOf(fresh).find((c) => c.role === "current" && sameSubjectLoose(c, change.b)) : undefined;
    const reason = hit
      ? hit.kind === "change"
        ? `a change of ${subject}: one memory says it is ${showValue(hit.a.role === "old" ? hit.b.value : hit.a.value)}, the other that this changed${newValue ? ` to ${showValue(newValue.value)}` : ""}`
        : `${subject}: ${hit.why}`
      : `${subject}: ${(slot ?? textual)!.why}`;
    // (A flag that needed more than its reader says which evidence carried it.)
    const carried = evidence.carried.includes(", and ") ? ` (flagged on ${evidence.carried})` : "";
    return {
      verdict: "conflict",
      kind: kindOf(stored, fresh, Boolean(change) || Boolean(slot?.change) || Boolean(textual && "change" in textual && textual.change), hit),
      subject,
      reason: reason + carried,
      rule: hit ? (hit.a.rule === hit.b.rule ? hit.a.rule : `${hit.a.rule}/${hit.b.rule}`) : slot ? `values:${slot.key}` : "minimal-pair",
      claims,
      // (A conflict found by another reader whose newer side names the older's value as what it
      // changed from, or says outright that it changed, is a change too: a suggestion, never applied.)
      supersede: (change !== undefined && change.b.role === "old") || Boolean(slot?.change) || Boolean(textual && "change" in textual && textual.change)
        || typedChangeOf() !== null || saysChange(stored.content, fresh.content),
    };
  }
  if (validityDisjoint(stored, fresh)) return { verdict: "lookalike", reason: "different time windows" };
  const context = signals.find((s) => s.kind === "context");
  if (context) return { verdict: "lookalike", reason: `different contexts (${context.why}): ${subjectLabel(context.a)}` };
  if (otherProject) return { verdict: "lookalike", reason: "different projects" };
  // Memories about different environments or platforms are two facts, however alike their words.
  const [xa, xb] = pairContexts(stored, fresh);
  if (disjoint(xa, xb)) return { verdict: "lookalike", reason: `different contexts (${xa.join("/")} vs ${xb.join("/")})` };
  // One memory about production and one about no environment in particular are not one memory said twice.
  // (Deployment environments only: weaker qualifiers such as "locally" or "in the test DB" come and go in paraphrases.)
  const [ea, eb] = [xa.filter((c) => ENVIRONMENTS.has(c)), xb.filter((c) => ENVIRONMENTS.has(c))];
  // "in CI" as where a setting applies (not "the CI runners", a noun's qualifier) is such an environment too.
  const sameContexts = ea.length === eb.length && ea.every((c) => eb.includes(c)) && IN_CI.test(stored.content) === IN_CI.test(fresh.content);
  // Whether no value disagrees: asked by each duplicate test below, read at most once.
  let agreeing: boolean | undefined;
  const agree = () => (agreeing ??= valuesAgree(stored.content, fresh.content));
  // A duplicate needs the same claims, not only similar words: different values of one kind never merge.
  const valuesDiffer = frameValuesDiffer(stored.content, fresh.content);
  if (valuesDiffer) return signals.some((s) => s.kind === "refine" || s.kind === "agree") ? { verdict: "refines", reason: "same subject, compatible values" } : { verdict: "unrelated", reason: `not one memory: ${valuesDiffer}` };
  // (The same words but one verb or adjective for another, "compresses" / "encrypts", are two things said of one
  // subject, not one memory: no other duplicate path is asked, a learned merge still may be where the meaning is close.)
  if (sim.duplicate && sameContexts) return refusedIf(swappedPredicate(stored.content, fresh.content), { verdict: "duplicate", reason: sim.reason, similarity: sim.score });
  if (sameContexts && meaningDuplicate(stored.content, fresh.content, cosine) && agree() && sim.score >= SEMANTIC_DUPLICATE_MIN_WORDS) {
    return { verdict: "duplicate", reason: `same meaning (cosine ${cosine!.toFixed(2)}), no new value on either side`, similarity: cosine! };
  }
  // A paraphrase in other words and order: same values, mostly the same topic by lemma and concept.
  const framed = sameContexts && !signals.some((s) => s.kind === "refine") ? frameDuplicate(stored.content, fresh.content, cosine) : null;
  if (framed && agree() && semanticDuplicateBlocker(stored.content, fresh.content, 1) === null) {
    return { verdict: "duplicate", reason: `same claims in other words (topic overlap ${framed.jaccard.toFixed(2)})`, similarity: framed.jaccard };
  }
  // A key/value line and its prose, or one value in two units: the same values said of the same thing.
  const aligned = sameContexts && agree() ? valueAlignedDuplicate(stored.content, fresh.content) : null;
  if (aligned) return { verdict: "duplicate", reason: aligned, similarity: sim.score };
  const synonyms = sameContexts && agree() ? conceptDuplicate(stored.content, fresh.content, cosine) : null;
  if (synonyms) return { verdict: "duplicate", reason: synonyms, similarity: cosine! };
  // Most words paired up, every typed value met and close in meaning (a paraphrase sharing few words).
  const covered = sameContexts && agree() ? coverageDuplicate(stored.content, fresh.content, cosine) : null;
  if (covered) return { verdict: "duplicate", reason: covered, similarity: cosine! };
  // A setting ("retries: 3") and the sentence that states it: its value and key met in the prose, nothing else said.
  const setting = sameContexts && agree() ? settingDuplicate(stored.content, fresh.content) : null;
  if (setting) return { verdict: "duplicate", reason: setting, similarity: sim.score };
  if (signals.some((s) => s.kind === "refine" || s.kind === "agree")) return { verdict: "refines", reason: "same subject, compatible values" };
  return { verdict: "unrelated", reason: twoKinds ? `no shared claim: two properties, ${twoKinds}` : "no shared claim" };
}

/**
 * The meaning path's test (similarity.ts semanticDuplicate), where a denial read on one side only is answered when that
 * denial is carried by a word, not by a negation ("samples … are dropped", "publishing is restricted to …", "the card
 * is pulled out": no "not", "never", "no", "without", "n't" on that side), and the other side says its own negative
 * outcome in a word the denying side lacks ("we discard any sample …", "nobody except …", "the firmware freezes"):
 * both say that something is removed, refused or fails, in two words. The conflict readers have had their say before.
 */
function meaningDuplicate(a: string, b: string, cosine: number | undefined): boolean {
  if (pathOnOneSide(a, b)) return false;
  const blocker = semanticDuplicateBlocker(a, b, cosine);
  if (blocker !== ONE_SIDED_DENIAL) return blocker === null;
  return denialAnsweredInWords(a, b) && semanticDuplicateBlocker(a, b, cosine, true) === null;
}

/**
 * A file path on one side and none on the other ("reads its config from a TOML file" / "reads
 * ~/.config/labctl/config.toml"): the path is a value the other side lacks, a detail, not the same memory said twice.
 */
function pathOnOneSide(a: string, b: string): boolean {
  const hasPath = (t: string) => typedValuesOf(t).some((v) => v.kind === "path");
  return hasPath(a) !== hasPath(b);
}

/** Cosine above which two memories whose values all agree are one memory said twice (USE: paraphrases 0.8–0.97). */
export const PARAPHRASE_COS = 0.9;

function isParaphrase(a: JudgedMemory, b: JudgedMemory, sameWords: boolean, cosine?: number): boolean {
  const [xa, xb] = [memoryContexts(a), memoryContexts(b)];
  if (xa.length !== xb.length || !xa.every((c) => xb.includes(c))) return false;
  if (frameValuesDiffer(a.content, b.content) !== null) return false;
  if (sameWords) return true;
  return cosine !== undefined && cosine >= PARAPHRASE_COS && valuesAgree(a.content, b.content) && semanticDuplicateBlocker(a.content, b.content, cosine) === null;
}

/** Cosine at which two stated preferences on one style axis are about the same habit (tuning halves: 0.56–0.67). */
const PREFERENCE_AXIS_COS = 0.5;
/** The same for two preferences (round 3: no false flag on a–g down to 0.3; their axis pairs sat at 0.39–0.49). */
const PREFERENCES_AXIS_COS = 0.35;
const STANCE_TYPES = new Set(["preference", "decision", "pattern"]);

/** Two stances (preferences, decisions, patterns) that pick different sides of one style axis. */
function preferenceAxisConflict(a: JudgedMemory, b: JudgedMemory, cosine?: number): { subject: string; why: string } | null {
  if (!STANCE_TYPES.has(a.type) || !STANCE_TYPES.has(b.type) || (a.type !== "preference" && b.type !== "preference")) return null;
  // Two stated preferences need less: the axis is their whole topic ("short answers" / "long, thorough explanations", 0.39–0.46).
  if (cosine === undefined || cosine < (a.type === "preference" && b.type === "preference" ? PREFERENCES_AXIS_COS : PREFERENCE_AXIS_COS)) return null;
  const why = axisChoiceDiffers(a.content, b.content);
  return why ? { subject: why.split(":")[0], why } : null;
}

function episodeVerdict(stored: JudgedMemory, fresh: JudgedMemory, cosine?: number): Verdict {
  const sim = textSimilarity(stored.content, fresh.content);
  if (sim.duplicate) return refusedIf(swappedPredicate(stored.content, fresh.content), { verdict: "duplicate", reason: sim.reason, similarity: sim.score });
  if (semanticDuplicate(stored.content, fresh.content, cosine) && valuesAgree(stored.content, fresh.content) && sim.score >= SEMANTIC_DUPLICATE_MIN_WORDS) {
    return { verdict: "duplicate", reason: `same event told twice (cosine ${cosine!.toFixed(2)})`, similarity: cosine! };
  }
  return { verdict: "unrelated", reason: "two episodes" };
}

/** A paraphrase by meaning still shares some words (Jaccard): embeddings alone also bring contradictions close. */
const SEMANTIC_DUPLICATE_MIN_WORDS = 0.2;

const ENVIRONMENTS = new Set(["staging", "production"]);
const IN_CI = /\b(?:in|on|under|during) (?:the )?CI\b(?! (?:runner|job|pipeline|config|step|workflow|build)s?\b)/i;

const sameSubjectLoose = (a: Claim, b: Claim) => sameSubject(a, b) || (!a.subject && !b.subject);

/**
 * The verdict on `fresh` against `stored`: the rules first; where they found nothing between the two
 * and the embedder's cosine is known (write time), the learned combiner may add a conflict or a
 * duplicate (combiner.ts says when). The write path, import and the nightly scan all call this.
 */
export function judgePair(stored: JudgedMemory, fresh: JudgedMemory, cosine?: number): Verdict {
  return judgeWithCombiner(stored, fresh, cosine, COMBINER);
}

/**
 * Cosine under which the learned model merges nothing. Session 16 (judgdup12) measured 0.45 with the subject guard
 * (LOHO a–h, k–r: +73, no learned wrong merge in any fold) but the refitted model merged a hand-written non-duplicate
 * of test/judgment-llm.test.ts ("… widget script blocks rendering on slow phones" / "… is the heaviest script we ship
 * to phones": one subject, two findings). Session 17 (judgdup13) added the guard on what is said of the subject
 * (predicate-coverage.ts) below LEARNED_SUBJECT_COS: LOHO a–h, k–s +75, no learned wrong merge in any fold.
 */
export const LEARNED_DUPLICATE_MIN_COS = 0.45;
/** Cosine below which a learned merge also needs one subject (slot-swap.ts subjectSwap: "SLA breaches page …" / "Service outages page …"). */
export const LEARNED_SUBJECT_COS = 0.55;

/**
 * What stops a learned merge at this cosine: the merge guard, two properties of one subject with nothing in common past
 * it at any cosine ("Gate B12 arrivals use belt 7." / "Gate B12 is a remote stand served by bus.", cosine 0.56: the
 * logistic model's merges too since round 22, not only the duplicate model's), and in the middling band two different
 * subjects or two different things said of one subject (predicate-coverage.ts). Since session 27 also a refinement
 * that adds a value ("limited to 10 MB" / "capped at 2 MB, stricter than the general 10 MB": added-value.ts). Exported
 * for the fit (fit-combiner.ts).
 */
export function learnedMergeClash(a: string, b: string, cosine: number): string | null {
  return mergeClash(a, b) ?? disjointFindings(a, b) ?? addedValue(a, b) ?? (cosine < LEARNED_SUBJECT_COS ? subjectSwap(a, b) ?? differentFindings(a, b) : null);
}

/** judgePair with the combiner's weights as an argument (tests pass their own). */
export function judgeWithCombiner(stored: JudgedMemory, fresh: JudgedMemory, cosine: number | undefined, weights: CombinerWeights): Verdict {
  const rule = judgeByRules(stored, fresh, cosine);
  if (cosine === undefined || (rule.verdict !== "unrelated" && rule.verdict !== "refines")) return rule;
  // (Opposite words said of two places, "hardware FPU on the M4 target" / "software on the M0+ target", are two facts.)
  const opposed = rule.verdict === "unrelated" && !notCompared(stored, fresh) && !distinctScopes(stored.content, fresh.content) ? opposedInWords(stored, fresh) : null;
  if (opposed && (stored.project_id === null) === (fresh.project_id === null) && (stored.project_id ?? "") === (fresh.project_id ?? ""))
    return { verdict: "conflict", kind: kindOf(stored, fresh, false), ...opposed, rule: "opposites", claims: null, supersede: false };
  // A model the fit switched off (threshold above any probability) costs nothing: no features are read.
  if (conflictModelOff(weights) && duplicateModelOff(weights)) return rule;
  // With the conflict model off, only a duplicate can be added, and only where the rules saw nothing
  // (learnedVerdict's guard) between two close texts: the rest of a batch's open pairs read no features.
  if (conflictModelOff(weights) && (rule.verdict !== "unrelated" || cosine < LEARNED_DUPLICATE_MIN_COS)) return rule;
  if (notCompared(stored, fresh)) return rule;
  if (stored.project_id !== null && fresh.project_id !== null && stored.project_id !== fresh.project_id) return rule;
  const features = pairFeatures(stored, fresh, cosine);
  const learned = learnedVerdict(rule, features, weights);
  if (!learned) return rule;
  // (The merge gate holds whether or not the conflict model made us read features: below it nothing merges.)
  // (A merge the duplicate model proposes also passes taste-guard.ts: no two tastes. Two properties of one subject are
  // refused for every learned merge, learnedMergeClash. The logistic model's preferences merge as it was fitted.)
  if (learned.verdict === "duplicate") {
    if (cosine < LEARNED_DUPLICATE_MIN_COS) return rule;
    const refusal = (duplicateModelOn(weights) ? modelMergeGuard(stored, fresh) : null) ?? learnedMergeClash(stored.content, fresh.content, cosine);
    return refusedIf(refusal, { verdict: "duplicate", reason: learned.reason, similarity: learned.p });
  }
  // Two episodes are history, never a contradiction (as in judgeByRules).
  if (stored.type === "episode" && fresh.type === "episode") return rule;
  const subject = features.subject;
  if ((stored.project_id === null) !== (fresh.project_id === null)) return { verdict: "override", subject, reason: `the project memory overrides the default (${learned.reason})`, claims: null };
  return { verdict: "conflict", kind: kindOf(stored, fresh, false), subject, reason: learned.reason, rule: "learned", claims: null, supersede: false };
}
