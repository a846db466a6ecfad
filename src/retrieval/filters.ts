/** Recall filters as one SQL fragment over alias `m`, shared by every candidate generator. */
import type { Principal } from "../auth/principal";
import { VISIBLE_SQL, visibleParams } from "../memory/visibility";

export interface RecallFilters {
  projectId?: string;
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
  const list = (col: string, values: string[]) => {
    where.push(`${col} IN (${values.map(() => "?").join(",")})`);
    params.push(...values);
  };
  if (!f.includeArchived) where.push("m.archived_at IS NULL");
  if (f.projectId) { where.push("m.project_id = ?"); params.push(f.projectId); }
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
