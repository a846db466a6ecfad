/**
 * The candidate memories of each section of the session-start context, read through the
 * visibility predicate. Only live knowledge: not archived, not superseded, not expired.
 */
import { and, desc, eq, gte, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { suggestion } from "../lifecycle/conflicts";
import { getVisibleMemories } from "../memory/read";
import type { MemoryType } from "../memory/types";
import type { MemoryRecord } from "../memory/view";
import { conflictsOfUser } from "../storage/conflicts-store";
import { liveVisibleRecords, memoryRow } from "../storage/memories-store";
import { errorHits, fileHits, loadRows } from "../retrieval/triggers";

export interface SectionQuery {
  types: MemoryType[];
  /** "project": that project only; "project_or_global": that project and memories without one. */
  projectMode: "project" | "project_or_global";
  /** A further condition over `memoryRow`. */
  where?: SQL;
  orderBy: SQL[];
  limit: number;
}

export async function sectionRows(db: D1Database, p: Principal, projectId: string | null, now: number, q: SectionQuery): Promise<MemoryRecord[]> {
  const m = memoryRow;
  const inProject = projectId
    ? q.projectMode === "project" ? eq(m.projectId, projectId) : or(eq(m.projectId, projectId), isNull(m.projectId))
    : q.projectMode === "project"
      ? isNull(m.projectId) // No project given: "project context" is the user's cross-project knowledge.
      : undefined;
  return liveVisibleRecords(db, p, { now, types: q.types, where: and(inProject, q.where), orderBy: q.orderBy, limit: q.limit });
}

const RANKED = [desc(memoryRow.pinned), desc(memoryRow.importance), desc(memoryRow.effectiveness), desc(memoryRow.accessCount), desc(memoryRow.updatedAt)];

/** Gotchas that are critical: pinned, important (≥ 0.7, seed 002's high-value band) or tagged so. */
export const CRITICAL_GOTCHAS: SectionQuery = {
  types: ["gotcha"],
  projectMode: "project_or_global",
  where: or(
    eq(memoryRow.pinned, 1), gte(memoryRow.importance, 0.7),
    sql`EXISTS (SELECT 1 FROM json_each(${memoryRow.tags}) WHERE lower(value) IN ('critical', 'important'))`,
  ),
  orderBy: RANKED,
  limit: 15,
};
export const STATUS: SectionQuery = {
  types: ["status"], projectMode: "project", orderBy: [desc(sql`COALESCE(${memoryRow.occurredAt}, ${memoryRow.createdAt})`)], limit: 3,
};
export const PREFERENCES: SectionQuery = { types: ["preference"], projectMode: "project_or_global", orderBy: RANKED, limit: 20 };
export const PROJECT_CONTEXT: SectionQuery = {
  types: ["decision", "insight", "fact", "capability", "pattern", "discovery"],
  projectMode: "project",
  orderBy: RANKED,
  limit: 25,
};

export async function fileLocationRows(deps: Deps, p: Principal, projectId: string | null, files: string[]): Promise<Array<{ file: string; row: MemoryRecord }>> {
  const filters = { projectId: projectId ?? undefined, currentAt: deps.clock() };
  const perFile = await Promise.all(files.map(async (file) => ({ file, hits: await fileHits(deps.db, p, file, filters, 5) })));
  const rows = await loadRows(deps.db, p, [...new Set(perFile.flatMap((f) => f.hits.map((h) => h.id)))], filters);
  return perFile.flatMap(({ file, hits }) => hits.flatMap((h) => (rows.has(h.id) ? [{ file, row: rows.get(h.id)! }] : [])));
}

export async function errorFixRows(deps: Deps, p: Principal, projectId: string | null, error: string): Promise<MemoryRecord[]> {
  const filters = { projectId: projectId ?? undefined, currentAt: deps.clock() };
  const hits = await errorHits(deps.db, p, error, filters, 8);
  const rows = await loadRows(deps.db, p, hits.map((h) => h.id), filters);
  return hits.flatMap((h) => rows.get(h.id) ?? []);
}

export interface OpenConflict {
  id: string;
  kind: string;
  subject: string | null;
  created_at: number;
  left: MemoryRecord | null;
  right: MemoryRecord | null;
  /** The lifecycle's advice (source hierarchy, or effective confidence for project vs global). */
  suggestion: { keep: string; reason: string } | null;
}

/**
 * Open conflicts the caller was flagged about, with both sides when they are visible memories
 * (a conflict between facts shows its subject only), and the lifecycle's suggestion of which to keep.
 */
export async function openConflicts(db: D1Database, p: Principal, projectId: string | null, now: number, limit = 10): Promise<OpenConflict[]> {
  const results = await conflictsOfUser(db, p.userId, { status: "open", limit: limit * 3 });
  const sides = new Map((await getVisibleMemories(db, p, results.flatMap((c) => [c.left_id, c.right_id]))).map((m) => [m.id, m]));
  const inScope = (m: MemoryRecord | null) => !m || !projectId || m.project_id === null || m.project_id === projectId;
  return results
    .map((c) => {
      const [left, right] = [sides.get(c.left_id) ?? null, sides.get(c.right_id) ?? null];
      const advice = left && right ? suggestion(c.kind, left, right, now) : null;
      return { id: c.id, kind: c.kind, subject: c.subject, created_at: c.created_at, left, right, suggestion: advice };
    })
    .filter((c) => (c.left || c.right || c.subject) && inScope(c.left) && inScope(c.right))
    .filter((c) => !(c.left?.archived_at && c.right?.archived_at))
    .slice(0, limit);
}
