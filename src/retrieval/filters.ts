/** Recall filters as one SQL fragment over alias `m`, shared by every candidate generator. */
import type { Principal } from "../auth/principal";
import { VISIBLE_SQL, visibleParams } from "../memory/visibility";

export interface RecallFilters {
  /**
   * The project the caller is in: context, not a filter. Its memories plus those in no project
   * (private, team, global defaults) are candidates; other projects' memories are not, unless
   * `crossProject` is set. Precedence between a project memory and a default: retrieval/precedence.ts.
   */
  projectId?: string;
  /** An explicit `projects: [...]` list: a hard filter (only these projects' memories). */
  projectIds?: string[];
  /** The question asks across projects ("in any project", "elsewhere"): no project context. */
  crossProject?: boolean;
  /**
   * The other projects the question names: they replace `projectId` as the context (their memories
   * plus those in no project), so the current project's value on the subject stays out.
   */
  namedProjectIds?: string[];
  /**
   * Point in time: only what was known then (the memory's own time, `occurred_at` or else
   * `created_at`, at or before it) and already true then (`valid_from` not after it).
   */
  asOf?: number;
  /** Only memories not yet superseded at this moment (trigger recall: a past fix that was replaced is not a fix). */
  currentAt?: number;
  scopes?: string[];
  types?: string[];
  tags?: string[];
  since?: number;
  until?: number;
  includeArchived?: boolean;
}

export function filterSql(p: Principal, f: RecallFilters): { sql: string; params: unknown[] } {
  const where = [VISIBLE_SQL];
  const params: unknown[] = [...visibleParams(p)];
  // Lists travel as one JSON parameter: any length stays inside D1's 100 bound parameters.
  const list = (col: string, values: string[]) => {
    where.push(`${col} IN (SELECT value FROM json_each(?))`);
    params.push(JSON.stringify(values));
  };
  if (!f.includeArchived) where.push("m.archived_at IS NULL");
  if (f.projectIds?.length) list("m.project_id", f.projectIds);
  else if (f.crossProject) { /* every project the caller sees */ }
  else if (f.namedProjectIds?.length) {
    where.push("(m.project_id IS NULL OR m.project_id IN (SELECT value FROM json_each(?)))");
    params.push(JSON.stringify(f.namedProjectIds));
  } else if (f.projectId) { where.push("(m.project_id = ? OR m.project_id IS NULL)"); params.push(f.projectId); }
  if (f.asOf !== undefined) {
    where.push("COALESCE(m.occurred_at, m.created_at) <= ? AND (m.valid_from IS NULL OR m.valid_from <= ?)");
    params.push(f.asOf, f.asOf);
  }
  if (f.currentAt !== undefined) {
    where.push("(m.superseded_by IS NULL OR (SELECT COALESCE(s.valid_from, s.occurred_at, s.created_at) FROM memories s WHERE s.id = m.superseded_by) > ?)");
    params.push(f.currentAt);
  }
  if (f.scopes?.length) list("m.scope", f.scopes);
  if (f.types?.length) list("m.type", f.types);
  for (const tag of f.tags ?? []) {
    where.push("EXISTS (SELECT 1 FROM json_each(m.tags) WHERE value = ?)");
    params.push(tag);
  }
  if (f.since !== undefined) { where.push("COALESCE(m.occurred_at, m.created_at) >= ?"); params.push(f.since); }
  if (f.until !== undefined) { where.push("COALESCE(m.occurred_at, m.created_at) <= ?"); params.push(f.until); }
  return { sql: where.join(" AND "), params };
}
