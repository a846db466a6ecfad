/** Read paths over memories; every one goes through the visibility predicate. */
import type { Principal } from "../auth/principal";
import { EngramError, notFound } from "../errors";
import { projectIdForRead } from "./projects";
import { MEMORY_SELECT, type MemoryRecord } from "./view";
import { VISIBLE_SQL, visibleParams } from "./visibility";

export async function getVisibleMemory(db: D1Database, p: Principal, id: string): Promise<MemoryRecord> {
  const row = await db
    .prepare(`${MEMORY_SELECT} WHERE m.id = ? AND ${VISIBLE_SQL}`)
    .bind(id, ...visibleParams(p))
    .first<MemoryRecord>();
  if (!row) throw notFound("memory");
  return row;
}

/** Rows by id that the caller may see, in the order of `ids`. */
export async function getVisibleMemories(db: D1Database, p: Principal, ids: string[]): Promise<MemoryRecord[]> {
  const byId = new Map<string, MemoryRecord>();
  // D1 allows 100 bound parameters per statement; three go to the visibility predicate.
  for (let i = 0; i < ids.length; i += 90) {
    const chunk = ids.slice(i, i + 90);
    const { results } = await db
      .prepare(`${MEMORY_SELECT} WHERE m.id IN (${chunk.map(() => "?").join(",")}) AND ${VISIBLE_SQL}`)
      .bind(...chunk, ...visibleParams(p))
      .all<MemoryRecord>();
    for (const r of results) byId.set(r.id, r);
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ListFilters {
  type?: string[];
  scope?: string[];
  tier?: string[];
  project?: string;
  tag?: string;
  include_archived?: boolean;
  limit: number;
  cursor?: string;
}

const inList = (col: string, values: string[]) => `${col} IN (${values.map(() => "?").join(",")})`;

export async function listMemories(db: D1Database, p: Principal, f: ListFilters) {
  const where = [VISIBLE_SQL];
  const params: unknown[] = [...visibleParams(p)];
  if (!f.include_archived) where.push("m.archived_at IS NULL");
  if (f.type?.length) { where.push(inList("m.type", f.type)); params.push(...f.type); }
  if (f.scope?.length) { where.push(inList("m.scope", f.scope)); params.push(...f.scope); }
  if (f.tier?.length) { where.push(inList("m.tier", f.tier)); params.push(...f.tier); }
  if (f.project) { where.push("m.project_id = ?"); params.push(await projectIdForRead(db, p, f.project)); }
  if (f.tag) { where.push("EXISTS (SELECT 1 FROM json_each(m.tags) WHERE value = ?)"); params.push(f.tag); }
  if (f.cursor) { where.push("m.id < ?"); params.push(decodeCursor(f.cursor)); }
  const { results } = await db
    .prepare(`${MEMORY_SELECT} WHERE ${where.join(" AND ")} ORDER BY m.id DESC LIMIT ?`)
    .bind(...params, f.limit + 1)
    .all<MemoryRecord>();
  const page = results.slice(0, f.limit);
  const next = results.length > f.limit ? encodeCursor(page[page.length - 1].id) : null;
  return { rows: page, next_cursor: next };
}

// Cursors are opaque to clients; today they wrap the last id (ids sort by creation time).
const encodeCursor = (id: string) => btoa(id).replace(/=+$/, "");
function decodeCursor(cursor: string): string {
  try {
    const id = atob(cursor);
    if (/^[a-z]{3}_[0-9A-Z]{26}$/.test(id)) return id;
  } catch {
    /* fall through */
  }
  throw new EngramError("validation_failed", "cursor: not a cursor returned by this API", { field: "cursor" });
}
