/** Read paths over memories; every one goes through the visibility predicate. */
import type { Principal } from "../auth/principal";
import { EngramError, notFound } from "../errors";
import { projectIdForRead } from "./projects";
import { listVisibleRecords, visibleRecord, visibleRecords } from "../storage/memories-store";
import type { MemoryRecord } from "./view";

export async function getVisibleMemory(db: D1Database, p: Principal, id: string): Promise<MemoryRecord> {
  const row = await visibleRecord(db, p, id);
  if (!row) throw notFound("memory");
  return row;
}

/** Rows by id that the caller may see, in the order of `ids`. */
export async function getVisibleMemories(db: D1Database, p: Principal, ids: string[]): Promise<MemoryRecord[]> {
  const byId = new Map((await visibleRecords(db, p, ids)).map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export interface ListFilters {
  type?: string[];
  scope?: string[];
  tier?: string[];
  project?: string;
  tag?: string;
  include_archived?: boolean;
  archived_only?: boolean;
  needs_review?: boolean;
  since?: string;
  until?: string;
  order?: "newest" | "oldest";
  limit: number;
  cursor?: string;
}

export async function listMemories(db: D1Database, p: Principal, f: ListFilters) {
  const results = await listVisibleRecords(db, p, {
    types: f.type, scopes: f.scope, tiers: f.tier, tag: f.tag, includeArchived: f.include_archived,
    archivedOnly: f.archived_only, needsReview: f.needs_review,
    since: f.since ? Date.parse(f.since) : undefined, until: f.until ? Date.parse(f.until) : undefined,
    oldestFirst: f.order === "oldest",
    projectId: f.project ? await projectIdForRead(db, p, f.project) : undefined,
    beforeId: f.cursor ? decodeCursor(f.cursor) : undefined,
    limit: f.limit + 1,
  });
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
