/**
 * Reads of `memories` as whole records (the row with its project's name), for the API, jobs and
 * the owner's writer. Reads for a caller go through the visibility predicate (memory/visibility.ts),
 * which stays one definition: `visibleTo` binds the same SQL text drizzle-side.
 * The write path's statements, recall's hydration and the lexical and judgment searches are not
 * here yet (AGENTS.md, "Who owns which table").
 */
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Principal } from "../auth/principal";
import type { MemoryRecord } from "../memory/view";
import { VISIBLE_SQL, visibleParams } from "../memory/visibility";
import { IN_LIST_CHUNK, inChunks, orm, toStatement } from "./db";
import { memories, projectMembers, projects } from "./schema";

/** `memories` as `m`: the alias the visibility predicate is written against. */
const m = alias(memories, "m");

/** Every column under its table name (what `MemoryRecord` holds), plus the project's name. */
const recordColumns = {
  ...Object.fromEntries(Object.entries(getTableColumns(memories)).map(([key, c]) => [c.name, m[key as keyof typeof memories.$inferSelect]])),
  project_name: projects.name,
};

const selectRecords = (d1: D1Database) => orm(d1).select(recordColumns).from(m).leftJoin(projects, eq(projects.id, m.projectId));

/** VISIBLE_SQL with its parameters bound, as a drizzle condition. */
export function visibleTo(p: Principal): SQL {
  const text = VISIBLE_SQL.split("?");
  const params = visibleParams(p);
  if (text.length !== params.length + 1) throw new Error("VISIBLE_SQL and visibleParams disagree");
  return sql.join(text.flatMap((t, i) => (i < params.length ? [sql.raw(t), sql`${params[i]}`] : [sql.raw(t)])));
}

/** A whole row: what jobs and the lifecycle read (lifecycle/record.ts calls it FullRecord). */
export type FullRecord = MemoryRecord & { drift_days: number; negative_feedback: number };


/** One memory the caller may see, or null. */
export async function visibleRecord(d1: D1Database, p: Principal, id: string): Promise<MemoryRecord | null> {
  return ((await selectRecords(d1).where(and(eq(m.id, id), visibleTo(p))).get()) as MemoryRecord | undefined) ?? null;
}

/** The memories among `ids` the caller may see, in no order. */
export async function visibleRecords(d1: D1Database, p: Principal, ids: string[]): Promise<MemoryRecord[]> {
  return inChunks(ids, async (chunk) => (await selectRecords(d1).where(and(inArray(m.id, chunk), visibleTo(p)))) as MemoryRecord[]);
}

/** Records by id regardless of visibility (jobs, and the owner's writer after its own checks), in no order. */
export async function recordsByIdAnyone(d1: D1Database, ids: string[]): Promise<FullRecord[]> {
  return inChunks(ids, async (chunk) => (await selectRecords(d1).where(inArray(m.id, chunk))) as FullRecord[]);
}

export interface VisibleListQuery {
  types?: string[];
  scopes?: string[];
  tiers?: string[];
  projectId?: string;
  tag?: string;
  includeArchived?: boolean;
  archivedOnly?: boolean;
  needsReview?: boolean;
  /** created_at bounds, epoch ms: since inclusive, until exclusive. */
  since?: number;
  until?: number;
  /** Ascending id order; `beforeId` is then the previous page's last id to continue after. */
  oldestFirst?: boolean;
  /** Only ids past this one in the page order (the previous page's last). */
  beforeId?: string;
  limit: number;
}

/**
 * A page of the memories the caller may see, newest id first (or oldest). Keyset pages must stay
 * fast at 100K memories in one user (bench/app-list.ts): as one query over VISIBLE_SQL's OR, SQLite
 * picks the org index and sorts every visible row for each page. So the page's ids come from one
 * branch per scope group (own private/global, project, team), each also under VISIBLE_SQL and each
 * walking an index in id order under its own LIMIT, merged by id; the rows are then read by id.
 * The branches split by scope, so they are disjoint and together are exactly VISIBLE_SQL.
 */
export async function listVisibleRecords(d1: D1Database, p: Principal, q: VisibleListQuery): Promise<MemoryRecord[]> {
  const ids = await orm(d1).all<{ id: string }>(listPageIdsSql(d1, p, q));
  const byId = new Map((await visibleRecords(d1, p, ids.map((r) => r.id))).map((r) => [r.id, r]));
  return ids.flatMap((r) => byId.get(r.id) ?? []);
}

/** The page's ids, newest (or oldest) first: exported for the query-plan test (test/app-list.test.ts). */
export function listPageIdsSql(d1: D1Database, p: Principal, q: VisibleListQuery): SQL {
  const filters = and(
    visibleTo(p),
    q.archivedOnly ? isNotNull(m.archivedAt) : q.includeArchived ? undefined : isNull(m.archivedAt),
    q.needsReview ? eq(m.needsReview, 1) : undefined,
    q.since === undefined ? undefined : gte(m.createdAt, q.since),
    q.until === undefined ? undefined : lt(m.createdAt, q.until),
    q.types?.length ? inArray(m.type, q.types) : undefined,
    q.scopes?.length ? inArray(m.scope, q.scopes) : undefined,
    // `+tier`: memories_tier_live spans every user; the planner would walk it for the branches
    // with no rows past the cursor (the team branch of a user without team memories) and scan
    // every live row of that tier in the database. Each branch's own index is the bounded walk.
    q.tiers?.length ? inArray(sql`+${m.tier}`, q.tiers) : undefined,
    q.projectId === undefined ? undefined : eq(m.projectId, q.projectId),
    q.tag === undefined ? undefined : sql`EXISTS (SELECT 1 FROM json_each(${m.tags}) WHERE value = ${q.tag})`,
    q.beforeId === undefined ? undefined : q.oldestFirst ? gt(m.id, q.beforeId) : lt(m.id, q.beforeId),
  );
  const order = q.oldestFirst ? asc(m.id) : desc(m.id);
  const branch = (scope: SQL) => orm(d1).select({ id: m.id }).from(m).where(and(scope, filters)).orderBy(order).limit(q.limit);
  const own = branch(and(eq(m.userId, p.userId), inArray(m.scope, ["private", "global"]))!);
  const project = branch(and(eq(m.scope, "project"), inArray(m.projectId, orm(d1).select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, p.userId))))!);
  const team = branch(and(eq(m.orgId, p.orgId), eq(m.scope, "team"))!);
  const direction = sql.raw(q.oldestFirst ? "ASC" : "DESC");
  return sql`SELECT id FROM (${own}) UNION ALL SELECT id FROM (${project}) UNION ALL SELECT id FROM (${team}) ORDER BY id ${direction} LIMIT ${q.limit}`;
}

/** A page of one user's own memories in id order after `afterId` (export, restores). */
export async function ownRecordsAfter(d1: D1Database, userId: string, afterId: string, o: { includeArchived: boolean; limit: number }) {
  return (await selectRecords(d1)
    .where(and(eq(m.userId, userId), gt(m.id, afterId), o.includeArchived ? undefined : isNull(m.archivedAt)))
    .orderBy(asc(m.id))
    .limit(o.limit)) as FullRecord[];
}

// Statements of the judgment write plans (lifecycle/feedback.ts), for the owner's writer's batch.
// Counters move in SQL (`x + ?`), so a plan computed from a slightly older row still adds up.

/** Feedback: effectiveness moves by `delta` within [0, 10], the review flag is set, negatives counted. */
export function feedbackStatement(d1: D1Database, id: string, f: { effectivenessDelta: number; needsReview: number; negative: boolean }) {
  return toStatement(
    d1,
    orm(d1)
      .update(memories)
      .set({
        effectiveness: sql`MIN(10.0, MAX(0.0, ${memories.effectiveness} + ${f.effectivenessDelta}))`,
        needsReview: f.needsReview,
        negativeFeedback: sql`${memories.negativeFeedback} + ${f.negative ? 1 : 0}`,
      })
      .where(eq(memories.id, id)),
  );
}

/** A reported use: counters, last use, and the drift clock restarted. */
export function usageStatement(d1: D1Database, id: string, u: { success: boolean; at: number }) {
  return toStatement(
    d1,
    orm(d1)
      .update(memories)
      .set({
        useCount: sql`${memories.useCount} + 1`,
        successCount: sql`${memories.successCount} + ${u.success ? 1 : 0}`,
        failureCount: sql`${memories.failureCount} + ${u.success ? 0 : 1}`,
        lastUsedAt: u.at,
        driftDays: 0,
      })
      .where(eq(memories.id, id)),
  );
}

export function pinStatement(d1: D1Database, id: string, pinned: 0 | 1) {
  return toStatement(d1, orm(d1).update(memories).set({ pinned }).where(eq(memories.id, id)));
}

/** Flags a memory's text as instruction-like (safety/instructions.ts), if its text is still the one read. */
export function flagInstructionLikeStatement(d1: D1Database, id: string, contentHash: string, title: string | null) {
  return toStatement(
    d1,
    orm(d1)
      .update(memories)
      .set({ instructionLike: 1 })
      .where(and(eq(memories.id, id), eq(memories.contentHash, contentHash), title === null ? isNull(memories.title) : eq(memories.title, title))),
  );
}

/** Back from the archive (only if it is still archived), with the confidence it returns at. */
export function restoreStatement(d1: D1Database, id: string, r: { confidence: number; at: number }) {
  return toStatement(
    d1,
    orm(d1)
      .update(memories)
      .set({ archivedAt: null, confidence: r.confidence, lastAccessedAt: r.at, updatedAt: r.at })
      .where(and(eq(memories.id, id), isNotNull(memories.archivedAt))),
  );
}

/**
 * A live memory with the dedupe key (user, scope, project, content hash) of `m`, other than `m` itself
 * when it has an id: the check behind edits, restores and imports.
 */
export async function liveSameKey(
  d1: D1Database, m: { user_id: string; scope: string; project_id: string | null; content_hash: string; id?: string },
): Promise<string | null> {
  const row = await orm(d1)
    .select({ id: memories.id })
    .from(memories)
    .where(
      and(
        eq(memories.userId, m.user_id), eq(memories.scope, m.scope), sql`IFNULL(${memories.projectId}, '') = ${m.project_id ?? ""}`,
        eq(memories.contentHash, m.content_hash), isNull(memories.archivedAt), m.id === undefined ? undefined : ne(memories.id, m.id),
      ),
    )
    .get();
  return row?.id ?? null;
}

/** Column name → drizzle key of `memories` (`org_id` → `orgId`). */
const keyOfColumn = new Map(Object.entries(getTableColumns(memories)).map(([key, c]) => [c.name, key]));

/** A record as it was exported (every column under its table name): the INSERT that restores it as is. */
export function insertRecordStatement(d1: D1Database, row: Partial<Record<keyof FullRecord, unknown>>): D1PreparedStatement {
  const values: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    const key = keyOfColumn.get(column);
    if (!key) throw new Error(`memories has no column ${column}`);
    values[key] = value;
  }
  return toStatement(d1, orm(d1).insert(memories).values(values as typeof memories.$inferInsert));
}

/** Which of `ids` exist as memories (of anyone: ids are global). */
export async function existingIds(d1: D1Database, ids: string[]): Promise<Set<string>> {
  const rows = await inChunks(ids, (chunk) => orm(d1).select({ id: memories.id }).from(memories).where(inArray(memories.id, chunk)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The memory row as jobs see it (alias `m`), for the conditions of a paged job
 * (`and(isNull(memoryRow.archivedAt), eq(memoryRow.pinned, 0))`).
 */
export const memoryRow = m;

/** A page of records after `afterId` (by id) that satisfy `where`; project names are not needed by jobs. */
export async function recordsPage(d1: D1Database, where: SQL | undefined, afterId: string, limit: number): Promise<FullRecord[]> {
  return (await orm(d1)
    .select({ ...recordColumns, project_name: sql<null>`NULL` })
    .from(m)
    .where(and(gt(m.id, afterId), where))
    .orderBy(asc(m.id))
    .limit(limit)) as FullRecord[];
}

/**
 * Live knowledge the caller may see (not archived, not superseded, not expired at `now`) of some
 * types, narrowed by `where` over `memoryRow`, in `orderBy` order: a section of the session-start
 * context (context/sections.ts).
 */
export async function liveVisibleRecords(
  d1: D1Database, p: Principal, q: { now: number; types: string[]; where?: SQL; orderBy: SQL[]; limit: number },
): Promise<MemoryRecord[]> {
  return (await selectRecords(d1)
    .where(
      and(
        visibleTo(p), isNull(m.archivedAt), isNull(m.supersededBy), or(isNull(m.validUntil), gt(m.validUntil, q.now)), inArray(m.type, q.types), q.where,
      ),
    )
    .orderBy(...q.orderBy)
    .limit(q.limit)) as MemoryRecord[];
}

/** The columns a new memory is written with (the rest take their defaults). */
const NEW_MEMORY_COLUMNS = [
  "id", "org_id", "user_id", "scope", "project_id", "type", "tier", "title", "content", "tags", "metadata",
  "source", "session_id", "confidence", "importance", "effectiveness", "pinned", "created_at", "updated_at",
  "occurred_at", "valid_from", "valid_until", "supersedes", "content_hash", "embedding_model", "embedding_dim",
  "provenance", "instruction_like",
] as const;
const INSERT_NEW_MEMORY = `INSERT INTO memories (${NEW_MEMORY_COLUMNS.join(", ")}) VALUES (${NEW_MEMORY_COLUMNS.map(() => "?").join(", ")})`;

/** A new memory's INSERT. Plain SQL text built once, not drizzle's builder: it runs for every memory of a batch write. */
export function insertMemory(d1: D1Database, r: MemoryRecord): D1PreparedStatement {
  return d1.prepare(INSERT_NEW_MEMORY).bind(...NEW_MEMORY_COLUMNS.map((c) => (r as unknown as Record<string, unknown>)[c] ?? null));
}

/** An edit: the fields a PATCH may change, with its new hash, index state and instruction flag. */
export function editMemoryStatement(
  d1: D1Database,
  id: string,
  next: Pick<FullRecord, "content" | "title" | "tags" | "metadata" | "type" | "importance" | "tier" | "pinned" | "occurred_at" | "valid_from" | "valid_until" | "content_hash" | "indexed_at" | "embedding_model" | "embedding_dim"> & { instruction_like: number },
  now: number,
): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1)
      .update(memories)
      .set({
        content: next.content, title: next.title, tags: next.tags, metadata: next.metadata, type: next.type, importance: next.importance,
        tier: next.tier, pinned: next.pinned, occurredAt: next.occurred_at, validFrom: next.valid_from, validUntil: next.valid_until,
        updatedAt: now, contentHash: next.content_hash, indexedAt: next.indexed_at, embeddingModel: next.embedding_model,
        embeddingDim: next.embedding_dim, instructionLike: next.instruction_like,
      })
      .where(eq(memories.id, id)),
  );
}

/** `target` is superseded by `byId` (only if nothing superseded it yet: a chain never forks). */
export function supersedeStatement(d1: D1Database, targetId: string, byId: string, now: number): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1).update(memories).set({ supersededBy: byId, updatedAt: now }).where(and(eq(memories.id, targetId), isNull(memories.supersededBy))),
  );
}

/** The user's live memories with one of `hashes` (the batch write's exact-duplicate probe). */
export async function liveWithHashes(d1: D1Database, userId: string, hashes: string[]) {
  return inChunks(hashes, (chunk) =>
    orm(d1)
      .select({ id: memories.id, scope: memories.scope, project_id: memories.projectId, content_hash: memories.contentHash })
      .from(memories)
      .where(and(eq(memories.userId, userId), isNull(memories.archivedAt), inArray(memories.contentHash, chunk))),
  );
}

/** Reading counts as access: `access_count` + 1 and `last_accessed_at` for each of `ids` (one statement per chunk). */
export function accessStatements(d1: D1Database, ids: string[], at: number): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < ids.length; i += IN_LIST_CHUNK) {
    const chunk = ids.slice(i, i + IN_LIST_CHUNK);
    out.push(toStatement(d1, orm(d1).update(memories).set({ accessCount: sql`${memories.accessCount} + 1`, lastAccessedAt: at }).where(inArray(memories.id, chunk))));
  }
  return out;
}
