/**
 * Where and when the developer is: scope precedence and point-in-time supersession, applied to the
 * ranked pool before the final selection. Pure; unit-tested.
 *  - Inside a project, a project memory about the same subject as a default (a global, team or
 *    private memory in no project) overrides it: the default leaves the results and the winner's
 *    `why.overrides` names it.
 *  - A memory superseded at the moment asked about (`as_of`, or now) never outranks its
 *    replacement; when the replacement is a candidate the superseded one leaves the results, unless
 *    the question asks what changed (then both stay, dated, oldest last).
 *  - For a status question, only the latest status per subject stays (statuses that all carry the
 *    question's subject words are about the asked subject).
 *  - A memory whose validity window does not hold at the moment asked about (`valid_until` passed,
 *    `valid_from` not reached) is not a current answer: it leaves, unless the question asks for the
 *    history or names a period its window overlaps.
 *
 * "Same subject" is one small function (`sameSubject`) so it can later use extracted claims
 * (subject/property/value) instead of the shared-terms rule here.
 */
import { extractEntities } from "../memory/entity-extractor";
import { isStopword, lightStem, words } from "./query-terms";

export interface PrecedenceRow {
  id: string;
  type: string;
  scope: string;
  project_id: string | null;
  content: string;
  superseded_by: string | null;
  /** When the replacement took effect (its valid_from, occurred_at or created_at); null if unknown. */
  superseded_at?: number | null;
  occurred_at: number | null;
  created_at: number;
  valid_from?: number | null;
  valid_until?: number | null;
}

/**
 * Types that state how things are or should be (a default a project can override). Episodes,
 * statuses, locations and fixes describe one moment or place: they never override or get overridden.
 */
const STANDING_TYPES = new Set(["preference", "decision", "fact", "pattern", "capability", "insight"]);

/** Words that say how something is held, not what it is about ("we always use X"). */
const STANCE_WORDS = new Set([
  "use", "uses", "using", "used", "prefer", "prefers", "preferred", "always", "never", "default", "defaults",
  "project", "projects", "repo", "here", "instead", "rather", "like", "likes", "want", "wants", "should", "must",
  "go", "goes", "put", "keep", "run", "runs", "set", "write", "writes", "via", "everywhere", "globally", "all",
]);

/** The subject words of a memory: stemmed content words without stopwords, stance words, numbers or project names. */
export function subjectTerms(content: string, exclude: ReadonlySet<string> = new Set()): Set<string> {
  const out = new Set<string>();
  for (const w of words(content)) {
    if (w.length < 3 || isStopword(w) || STANCE_WORDS.has(w) || exclude.has(w) || /^\d+$/.test(w)) continue;
    out.add(lightStem(w));
  }
  return out;
}

/** Subject words in reading order, for the two-word topics they form ("error tracking", "auth migration"). */
function subjectSequence(content: string, exclude: ReadonlySet<string>): string[] {
  // A hyphenated name ("ledger-sync") is one word here: its halves are not a topic two memories share.
  return words(content.replace(/(\p{L})-(?=\p{L})/gu, "$1"))
    .filter((w) => !(w.length < 3 || isStopword(w) || STANCE_WORDS.has(w) || exclude.has(w) || /^\d+$/.test(w)))
    .map(lightStem);
}

/** Adjacent subject-word pairs of a memory ("branch model", "date librari"). */
export function subjectBigrams(content: string, exclude: ReadonlySet<string> = new Set()): Set<string> {
  const seq = subjectSequence(content, exclude);
  const out = new Set<string>();
  for (let i = 1; i < seq.length; i++) out.add(`${seq[i - 1]} ${seq[i]}`);
  return out;
}

/** Named things a memory mentions (components, technologies, files), lower-cased, project names left out. */
function subjectEntities(content: string, exclude: ReadonlySet<string>): Set<string> {
  return new Set(extractEntities(content).filter((e) => e.type !== "project" && e.type !== "person").map((e) => e.name.toLowerCase()).filter((n) => !exclude.has(n)));
}

/** Share of the smaller memory's subject terms the two have in common for them to be about one subject. */
export const SUBJECT_OVERLAP = 0.5;

/**
 * Two memories about the same subject: both standing statements (or both statuses), and they
 * share a named thing plus a subject word, a two-word topic ("branching model") that is not
 * boilerplate (`common`: pairs many memories of the pool carry, like "personal standard"), or at
 * least half of the smaller one's subject words. Values differ by design ("tabs" vs "2 spaces"), so
 * the rule reads the shared topic words, not the whole text. `exclude`: project names, which every
 * project memory shares.
 */
export function sameSubject(
  a: PrecedenceRow, b: PrecedenceRow, exclude: ReadonlySet<string> = new Set(), common: ReadonlySet<string> = new Set(),
): boolean {
  const kinds = (t: string) => (STANDING_TYPES.has(t) ? "standing" : t);
  if (kinds(a.type) !== kinds(b.type) || (kinds(a.type) !== "standing" && a.type !== "status")) return false;
  const ta = subjectTerms(a.content, exclude);
  const tb = subjectTerms(b.content, exclude);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  if (!shared) return false;
  const ea = subjectEntities(a.content, exclude);
  for (const e of subjectEntities(b.content, exclude)) if (ea.has(e)) return true;
  const ba = subjectBigrams(a.content, exclude);
  for (const g of subjectBigrams(b.content, exclude)) if (ba.has(g) && !common.has(g)) return true;
  return shared / Math.min(ta.size, tb.size) >= SUBJECT_OVERLAP;
}

/**
 * A memory that says it departs from a default ("not the usual default", "instead of", "unlike
 * the default", "overrides"): it needs less evidence of sharing the default's subject — one subject
 * word is enough.
 */
const DECLARES_OVERRIDE = /\b(?:not the (?:usual|normal|standard) (?:default|one|choice)|instead of|unlike (?:the|my|our) (?:default|usual)|rather than (?:the|my|our) (?:default|usual)|overrides?|deviat\w+ from|exception to)\b/i;

/**
 * `local` (a project memory) explicitly overrides `d` (a default): it says so, and they share a
 * subject word that only they carry among the pool's standing memories (`specific`; "indentation",
 * not "error", which half the pool mentions).
 */
export function declaredOverride(
  local: PrecedenceRow, d: PrecedenceRow, exclude: ReadonlySet<string> = new Set(), specific: (term: string) => boolean = () => true,
): boolean {
  if (!STANDING_TYPES.has(local.type) || !STANDING_TYPES.has(d.type) || !DECLARES_OVERRIDE.test(local.content)) return false;
  const tl = subjectTerms(local.content, exclude);
  for (const t of subjectTerms(d.content, exclude)) if (tl.has(t) && specific(t)) return true;
  return false;
}

/** "What changed", "used to", "before we switched": the question wants the history, superseded items included. */
export const asksWhatChanged = (q: string) =>
  /\b(what (?:has |have )?changed|changes? (?:to|in|of)|used to|previously|before (?:we|i|that|the switch|switching|moving|migrating)|originally|at first|history of|evolv\w*|over time|no longer|any ?more|switch(?:ed)? (?:from|away)|replaced|moved (?:from|off|away))\b/i.test(q);

/** "What's the status of X", "where are we with X", "how far along". */
export const asksStatus = (q: string) =>
  /\b(status|where (?:are|do) (?:we|i) (?:stand|with|on)|how far along|progress|state of|is .+ (?:done|finished|blocked)|current(?:ly)? (?:state|stage))\b/i.test(q);

const ACROSS_PROJECTS = /\b(in any (?:of (?:my|our|the) )?(?:projects?|repos?|repositories|codebases?)|any (?:other )?(?:project|repo|repository|codebase)s?|elsewhere|other (?:projects?|repos?|repositories|codebases?)|across (?:all )?(?:my |our |the )?(?:projects|repos|repositories|codebases)|all (?:my |our |the )?(?:projects|repos)|every (?:project|repo)|anywhere else)\b/i;

/**
 * Which projects a question is about: the current one (context), all of them ("in any project",
 * "elsewhere"), or the other projects it names ("which queue does borealis use?" asked inside
 * atlas is about borealis — atlas's own value on that subject is the wrong answer).
 */
export type ProjectScope = { kind: "current" } | { kind: "all" } | { kind: "named"; names: string[] };

export function projectScope(query: string, projectNames: string[], current: string | undefined): ProjectScope {
  if (ACROSS_PROJECTS.test(query)) return { kind: "all" };
  const w = new Set(words(query));
  const lower = query.toLowerCase();
  const named = projectNames.filter((n) => {
    const name = n.toLowerCase();
    if (name === current?.toLowerCase()) return false;
    return name.includes(" ") || name.includes("-") ? lower.includes(name) : w.has(name);
  });
  return named.length ? { kind: "named", names: named } : { kind: "current" };
}

/**
 * Phrases that set where a question applies ("in this project", "in any of my projects", "here",
 * "elsewhere"): they are scope, read by projectScope, not subject. Left in, "project" matches every
 * default that says "unless a project says otherwise" and pushes the answer out.
 */
const SCOPE_PHRASES = new RegExp(
  `${ACROSS_PROJECTS.source}|\\b(?:in|for|on|across) (?:this|the|our|my|that) (?:project|repo|repository|codebase)\\b`,
  "gi",
);

/** The question without its scope phrases, for the words it is searched by. */
export const withoutScope = (query: string) => query.replace(SCOPE_PHRASES, " ").replace(/\s+/g, " ").trim();

/** A question across projects: it asks about any or other projects, or names one other than the current. */
export const isCrossProject = (query: string, projectNames: string[], current: string | undefined) =>
  projectScope(query, projectNames, current).kind !== "current";

export interface PrecedenceOutcome {
  /** Ids that leave the results (overridden defaults, replaced memories, older statuses). */
  dropped: Set<string>;
  /** Winner id → what it overrides or replaces, e.g. "overrides global #mem_…". */
  notes: Map<string, string[]>;
}

export interface PrecedenceOptions {
  projectId?: string;
  asOf: number;
  history: boolean;
  status: boolean;
  /** A period the question names: validity is judged against it instead of `asOf`. */
  period?: { from: number | null; to: number | null } | null;
  /** The question's subject words (stemmed): statuses carrying all of them are one subject. */
  querySubject?: ReadonlySet<string>;
  exclude?: ReadonlySet<string>;
  subject?: (a: PrecedenceRow, b: PrecedenceRow) => boolean;
}

/** Superseded at `asOf`: the replacement exists and had taken effect by then (a later one has not happened yet). */
export const supersededAt = (r: Pick<PrecedenceRow, "superseded_by" | "superseded_at">, asOf: number) =>
  !!r.superseded_by && (r.superseded_at ?? Number.NEGATIVE_INFINITY) <= asOf;

/** Valid at `asOf` (or at some point of a named period): the window, when there is one, holds. */
export function validAt(r: Pick<PrecedenceRow, "valid_from" | "valid_until">, asOf: number, period?: PrecedenceOptions["period"]): boolean {
  const from = period ? (period.to ?? Number.POSITIVE_INFINITY) : asOf;
  const to = period ? (period.from ?? Number.NEGATIVE_INFINITY) : asOf;
  return (r.valid_from == null || r.valid_from <= from) && (r.valid_until == null || r.valid_until > to);
}

/** Pairs carried by more than this many standing memories of the pool are boilerplate, not a topic. */
const COMMON_BIGRAM_DF = 3;

/** Decides what leaves a ranked pool (best first) and why. */
export function applyPrecedence(pool: PrecedenceRow[], o: PrecedenceOptions): PrecedenceOutcome {
  const df = new Map<string, number>();
  for (const r of pool) {
    if (!STANDING_TYPES.has(r.type) && r.type !== "status") continue;
    for (const g of subjectBigrams(r.content, o.exclude)) df.set(g, (df.get(g) ?? 0) + 1);
  }
  const common = new Set([...df].filter(([, n]) => n > COMMON_BIGRAM_DF).map(([g]) => g));
  const termDf = new Map<string, number>();
  for (const r of pool) {
    if (!STANDING_TYPES.has(r.type)) continue;
    for (const t of subjectTerms(r.content, o.exclude)) termDf.set(t, (termDf.get(t) ?? 0) + 1);
  }
  const specific = (t: string) => (termDf.get(t) ?? 0) <= 2;
  const subject = o.subject ?? ((a: PrecedenceRow, b: PrecedenceRow) => sameSubject(a, b, o.exclude, common));
  const dropped = new Set<string>();
  const notes = new Map<string, string[]>();
  const note = (id: string, text: string) => notes.set(id, [...(notes.get(id) ?? []), text]);
  const ids = new Set(pool.map((r) => r.id));

  for (const r of pool) {
    if (o.history || !supersededAt(r, o.asOf) || !ids.has(r.superseded_by!)) continue;
    dropped.add(r.id);
    note(r.superseded_by!, `supersedes #${r.id}`);
  }
  if (!o.history) {
    for (const r of pool) {
      if (dropped.has(r.id) || validAt(r, o.asOf, o.period)) continue;
      dropped.add(r.id);
    }
  }
  if (o.projectId) {
    const local = pool.filter((r) => r.project_id === o.projectId && !dropped.has(r.id));
    for (const d of pool) {
      if (d.project_id !== null || dropped.has(d.id)) continue;
      const winner = local.find((l) => subject(l, d) || declaredOverride(l, d, o.exclude, specific));
      if (!winner) continue;
      dropped.add(d.id);
      note(winner.id, `overrides ${d.scope} #${d.id}`);
    }
  }
  if (o.status) {
    const statuses = pool.filter((r) => r.type === "status" && !dropped.has(r.id)).sort((a, b) => at(b) - at(a));
    const asked = o.querySubject?.size ? o.querySubject : null;
    const carriesAsked = (r: PrecedenceRow) => !!asked && [...asked].every((t) => subjectTerms(r.content, o.exclude).has(t));
    const oneSubject = (a: PrecedenceRow, b: PrecedenceRow) => (carriesAsked(a) && carriesAsked(b)) || subject(a, b);
    for (let i = 0; i < statuses.length; i++) {
      for (let j = i + 1; j < statuses.length; j++) {
        if (dropped.has(statuses[j].id) || !oneSubject(statuses[i], statuses[j])) continue;
        dropped.add(statuses[j].id);
        note(statuses[i].id, `newer status than #${statuses[j].id}`);
      }
    }
  }
  return { dropped, notes };
}

const at = (r: PrecedenceRow) => r.occurred_at ?? r.created_at;

/** Words a status question uses to ask (not what it asks about): removed before reading its subject. */
export const STATUS_WORDS = /\b(?:what'?s|status|progress|state|stands?|standing|how far along|far along|currently|current|right now|latest)\b/gi;
