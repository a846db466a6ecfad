/**
 * The session-start context bundle (seeds 001 and 002: recall at session start — preferences,
 * project context, where we left off, critical gotchas — plus what the open files and the current
 * error bring). Sections are filled in priority order within a token budget (≈ chars / 4):
 * open conflicts and critical gotchas first, because acting on a contradicted or dangerous memory
 * costs most. The same items come back as JSON and as markdown in the seed-003 display.
 */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { EngramError } from "../errors";
import { projectIdForRead } from "../memory/projects";
import { applyPrecedence } from "../retrieval/precedence";
import { words } from "../retrieval/query-terms";
import type { MemoryView } from "../memory/schemas";
import { type MemoryRecord, toMemoryView } from "../memory/view";
import { age, DATA_CLOSE, DATA_NOTE, DATA_OPEN, defuseFence, displayLine, quoteContent, usageStatistics } from "./display";
import {
  CRITICAL_GOTCHAS, errorFixRows, fileLocationRows, openConflicts, PREFERENCES, PROJECT_CONTEXT, sectionRows, STATUS,
  type OpenConflict,
} from "./sections";

export interface ContextRequest {
  project?: string;
  files: string[];
  error?: string;
  maxTokens: number;
}

export interface SkillSummary {
  id: string;
  name: string;
  description: string;
  success_count?: number;
  failure_count?: number;
}

/** Skills come from the skill library when it exists; the bundle only asks for the top few. */
export type SkillSource = (query: string, limit: number) => Promise<SkillSummary[]>;

export type ContextItem = MemoryView & { age: string; file?: string };

export interface ConflictEntry {
  id: string;
  kind: string;
  subject: string | null;
  age: string;
  left: ContextItem | null;
  right: ContextItem | null;
  suggestion: { keep: string; reason: string } | null;
}

export const SECTION_ORDER = [
  "conflicts", "critical_gotchas", "error_fixes", "file_locations", "status", "preferences", "project_context", "skills",
] as const;
export type SectionKey = (typeof SECTION_ORDER)[number];

const TITLES: Record<SectionKey, string> = {
  conflicts: "Open conflicts: ask the user which is right before relying on either",
  critical_gotchas: "Critical gotchas",
  error_fixes: "Past fixes for the current error",
  file_locations: "Locations for the open files",
  status: "Where we left off",
  preferences: "Preferences",
  project_context: "Project context",
  skills: "Skills",
};

export interface ContextBundle {
  project: string | null;
  /** False when the project has nothing for the caller yet (new, or not theirs): the bundle then holds cross-project knowledge only. */
  project_found: boolean;
  generated_at: string;
  tokens: { budget: number; used: number };
  conflicts: ConflictEntry[];
  critical_gotchas: ContextItem[];
  error_fixes: ContextItem[];
  file_locations: ContextItem[];
  status: ContextItem[];
  preferences: ContextItem[];
  project_context: ContextItem[];
  skills: SkillSummary[];
  /** Candidates left out to stay within the budget, per section. */
  omitted: Partial<Record<SectionKey, number>>;
  markdown: string;
}

const EMPTY = "\nNo memories yet for this context.\n";

export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

interface Candidate {
  section: SectionKey;
  /** Memory ids (or a skill key) it shows; each memory appears once, in its first section. */
  keys: string[];
  line: (n: number) => string;
  accept: () => void;
}

export async function buildContextBundle(deps: Deps, p: Principal, req: ContextRequest, skills?: SkillSource): Promise<ContextBundle> {
  const now = deps.clock();
  const projectId = req.project ? await projectIdIfMember(deps.db, p, req.project) : null;
  const [conflicts, gotchasAll, errorFixes, locations, status, preferencesAll, projectContext, skillList] = await Promise.all([
    openConflicts(deps.db, p, projectId, now),
    sectionRows(deps.db, p, projectId, now, CRITICAL_GOTCHAS),
    req.error ? errorFixRows(deps, p, projectId, req.error) : [],
    req.files.length ? fileLocationRows(deps, p, projectId, req.files) : [],
    sectionRows(deps.db, p, projectId, now, STATUS),
    sectionRows(deps.db, p, projectId, now, PREFERENCES),
    sectionRows(deps.db, p, projectId, now, PROJECT_CONTEXT),
    skills ? skillsOrNone(skills, skillQuery(req), 5) : [],
  ]);

  // Same precedence as recall: a project memory overrides a default (no project) on the same subject.
  const overridden = projectId
    ? applyPrecedence([...projectContext, ...preferencesAll, ...gotchasAll], { projectId, asOf: now, history: false, status: false, exclude: new Set(words(req.project ?? "")) }).dropped
    : new Set<string>();
  const gotchas = gotchasAll.filter((r) => !overridden.has(r.id));
  const preferences = preferencesAll.filter((r) => !overridden.has(r.id));

  const item = (r: MemoryRecord, file?: string): ContextItem => ({
    ...toMemoryView(r), age: age(r.occurred_at ?? r.created_at, now), ...(file ? { file } : {}),
  });
  const bundle: ContextBundle = {
    project: req.project ?? null, project_found: !req.project || projectId !== null, generated_at: new Date(now).toISOString(), tokens: { budget: req.maxTokens, used: 0 },
    conflicts: [], critical_gotchas: [], error_fixes: [], file_locations: [], status: [], preferences: [], project_context: [],
    skills: [], omitted: {}, markdown: "",
  };

  const memoryCandidates = (section: Exclude<SectionKey, "conflicts" | "skills" | "file_locations">, rows: MemoryRecord[]): Candidate[] =>
    rows.map((r) => {
      const it = item(r);
      return { section, keys: [r.id], line: (n) => displayLine(n, it, now), accept: () => bundle[section].push(it) };
    });
  const candidates: Candidate[] = [
    ...conflicts.map((c): Candidate => {
      const entry = conflictEntry(c, item, now);
      const keys = [c.id, ...[c.left?.id, c.right?.id].filter((k): k is string => !!k)];
      return { section: "conflicts", keys, line: (n) => conflictLine(n, entry), accept: () => bundle.conflicts.push(entry) };
    }),
    ...memoryCandidates("critical_gotchas", gotchas),
    ...memoryCandidates("error_fixes", errorFixes),
    ...locations.map(({ file, row }): Candidate => {
      const it = item(row, file);
      return { section: "file_locations", keys: [row.id], line: (n) => `${displayLine(n, it, now)} ← ${quoteContent(file)}`, accept: () => bundle.file_locations.push(it) };
    }),
    ...memoryCandidates("status", status),
    ...memoryCandidates("preferences", preferences),
    ...memoryCandidates("project_context", projectContext),
    ...skillList.map((s): Candidate => ({ section: "skills", keys: [`skill:${s.id}`], line: (n) => skillLine(n, s), accept: () => bundle.skills.push(s) })),
  ];
  bundle.markdown = fillWithinBudget(bundle, candidates, req);
  bundle.tokens.used = estimateTokens(bundle.markdown);
  return bundle;
}

/**
 * Greedy fill in section order. Every piece of the markdown is counted as it is added (with its
 * newline), and the footer is reserved at its largest size, so the result never exceeds the budget.
 * A candidate that does not fit is skipped, and a smaller one after it may still fit.
 */
function fillWithinBudget(bundle: ContextBundle, candidates: Candidate[], req: ContextRequest): string {
  const unknown = bundle.project_found ? "" : " (nothing stored for this project yet)";
  const header = `# Engram context${req.project ? `: ${quoteContent(req.project)}${unknown}` : ""}\n${DATA_NOTE}\n`;
  // The footer is reserved at its largest (three counts of up to 3 digits) with the empty-state line.
  const footerReserve = estimateTokens(`${EMPTY}\n${DATA_CLOSE}\n\n---\n${usageStatistics([], [])}\n`) + 3;
  let used = estimateTokens(header) + estimateTokens(`${DATA_OPEN}\n`) + footerReserve;
  if (used > req.maxTokens) {
    throw new EngramError("validation_failed", `max_tokens: at least ${used} needed for the bundle's frame`, { field: "max_tokens" });
  }
  const seen = new Set<string>();
  const bySection = new Map<SectionKey, string[]>();
  for (const c of candidates) {
    if (c.keys.some((k) => seen.has(k))) continue;
    const lines = bySection.get(c.section) ?? [];
    const line = `${c.line(lines.length + 1)}\n`;
    const heading = lines.length ? "" : `\n## ${TITLES[c.section]}\n`;
    const cost = estimateTokens(heading) + estimateTokens(line);
    if (used + cost > req.maxTokens) {
      bundle.omitted[c.section] = (bundle.omitted[c.section] ?? 0) + 1;
      continue;
    }
    used += cost;
    for (const k of c.keys) seen.add(k);
    lines.push(line);
    bySection.set(c.section, lines);
    c.accept();
  }
  const body = SECTION_ORDER.filter((s) => bySection.has(s)).map((s) => `\n## ${TITLES[s]}\n${bySection.get(s)!.join("")}`).join("");
  const shown = [
    ...bundle.critical_gotchas, ...bundle.error_fixes, ...bundle.file_locations, ...bundle.status, ...bundle.preferences,
    ...bundle.project_context, ...bundle.conflicts.flatMap((c) => [c.left, c.right].filter((m): m is ContextItem => m !== null)),
  ];
  return `${header}${DATA_OPEN}\n${defuseFence(body) || EMPTY}\n${DATA_CLOSE}\n\n---\n${usageStatistics(shown)}\n`;
}

/**
 * Session start must not fail on a project with nothing stored yet (seed 002: memory never breaks
 * the session). A project the caller cannot see looks exactly like one that does not exist.
 */
async function projectIdIfMember(db: D1Database, p: Principal, name: string): Promise<string | null> {
  try {
    return await projectIdForRead(db, p, name);
  } catch (err) {
    if (err instanceof EngramError && err.code === "not_found") return null;
    throw err;
  }
}

function conflictEntry(c: OpenConflict, item: (r: MemoryRecord) => ContextItem, now: number): ConflictEntry {
  return {
    id: c.id, kind: c.kind, subject: c.subject, age: age(c.created_at, now),
    left: c.left && item(c.left), right: c.right && item(c.right), suggestion: c.suggestion,
  };
}

function conflictLine(n: number, c: ConflictEntry): string {
  const side = (m: ContextItem | null) => (m ? `"${quoteContent(m.content)}" (${m.type}, ${m.source}, ${m.age}, id ${m.id})` : "(not visible to you)");
  const subject = c.subject ? ` on ${quoteContent(c.subject)}` : "";
  const advice = c.suggestion ? `; suggestion: keep ${c.suggestion.keep}, ${quoteContent(c.suggestion.reason)}` : "";
  return `${n}. [CONFLICT - ${c.kind}${subject} - ${c.age}] ${side(c.left)} vs ${side(c.right)} (conflict ${c.id}${advice})`;
}

function skillLine(n: number, s: SkillSummary): string {
  const uses = (s.success_count ?? 0) + (s.failure_count ?? 0);
  const stats = uses ? `, used ${uses}× (${s.success_count ?? 0} ok)` : "";
  return `${n}. [SKILL] ${quoteContent(s.name)}: ${quoteContent(s.description)} (id ${s.id}${stats})`;
}

/** What the skill search is asked: the error, the open files' names and the project, whichever exist. */
function skillQuery(req: ContextRequest): string {
  const files = req.files.map((f) => f.split(/[\\/]/).pop() ?? f);
  return [req.error?.split("\n")[0], ...files, req.project].filter(Boolean).join(" ").slice(0, 500) || "general";
}

/** The skill library is optional (and may not be deployed yet): without it, the section is empty. */
async function skillsOrNone(source: SkillSource, query: string, limit: number): Promise<SkillSummary[]> {
  try {
    return await source(query, limit);
  } catch (err) {
    console.warn("skills unavailable for the context bundle", err);
    return [];
  }
}
