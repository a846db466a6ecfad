/** `organizations` and `users`: tenancy rows, created by the admin path. */
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, max, ne, notInArray, or, sql } from "drizzle-orm";
import { inChunks, orm, toStatement } from "./db";
import { PRIMARY } from "./databases";
import { placementStatement } from "./directory-store";
import { apiKeys, memories, organizations, orgDirectory, users } from "./schema";

export interface OrgRef { id: string; name: string }

/**
 * A personal organization; with `placeOn` (more than one database bound), its directory row is
 * written in the same batch, so no request can ever see the organization without its placement.
 */
export async function insertPersonalOrganization(d1: D1Database, org: OrgRef, now: number, placeOn?: string): Promise<void> {
  const insert = toStatement(d1, orm(d1).insert(organizations).values({ id: org.id, name: org.name, personal: 1, createdAt: now }));
  await d1.batch([insert, ...(placeOn ? [placementStatement(d1, { orgId: org.id, database: placeOn, now })] : [])]);
}

/**
 * The named (shared) organization, created if absent. Insert-if-absent then read, so two
 * concurrent creations of the same organization agree on one row. With `placeOn`, the directory row
 * is written in the same batch only when this call creates the organization (an existing one keeps
 * its placement, or its absence: the primary).
 */
export async function namedOrganization(d1: D1Database, newId: string, name: string, now: number, placeOn?: string): Promise<OrgRef> {
  const db = orm(d1);
  const insert = toStatement(
    d1,
    db
      .insert(organizations)
      .values({ id: newId, name, personal: 0, createdAt: now })
      // The only constraint this row can hit is organizations_name (the id is new). Without a target,
      // because drizzle 0.45 writes a target's WHERE after DO NOTHING, which SQLite rejects.
      .onConflictDoNothing(),
  );
  await d1.batch([
    // Before the organization's INSERT, so "absent" is read in the same transaction.
    ...(placeOn ? [placementStatement(d1, { orgId: newId, database: placeOn, now, unlessOrgNamed: name })] : []),
    insert,
  ]);
  return (await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.name, name), eq(organizations.personal, 0)))
    .get())!;
}

/** The INSERT of a user, for the batch that also stores their first key and the audit events. */
export function insertUser(d1: D1Database, u: { id: string; orgId: string; name: string; now: number }): D1PreparedStatement {
  return toStatement(d1, orm(d1).insert(users).values({ id: u.id, orgId: u.orgId, name: u.name, createdAt: u.now }));
}

export async function findUser(d1: D1Database, id: string) {
  const row = await orm(d1)
    .select({ id: users.id, org_id: users.orgId, disabled_at: users.disabledAt })
    .from(users)
    .where(eq(users.id, id))
    .get();
  return row ?? null;
}

/** The user as a principal while enabled (a job acting for them), else null. */
export async function enabledUser(d1: D1Database, id: string): Promise<{ id: string; org_id: string; name: string } | null> {
  const row = await orm(d1)
    .select({ id: users.id, org_id: users.orgId, name: users.name })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.disabledAt)))
    .get();
  return row ?? null;
}

/**
 * Organizations whose data is on another database (docs/scaling.md): the primary keeps their
 * accounts, so a job walking the primary's users or organizations skips them (their own database's
 * run covers them). Empty on every other database, whose directory table is never written.
 */
const placedElsewhere = (d1: D1Database) =>
  orm(d1).select({ id: orgDirectory.orgId }).from(orgDirectory).where(ne(orgDirectory.database, PRIMARY));

/** Enabled users after `cursor` in id order: the page a per-user job walks. */
export async function enabledUsersAfter(d1: D1Database, cursor: string, limit: number): Promise<{ id: string; org_id: string }[]> {
  return orm(d1)
    .select({ id: users.id, org_id: users.orgId })
    .from(users)
    .where(and(gt(users.id, cursor), isNull(users.disabledAt), notInArray(users.orgId, placedElsewhere(d1))))
    .orderBy(asc(users.id))
    .limit(limit);
}

/** Any read of the tenancy tables, for the health check (throws when D1 is unreachable). */
export async function countOrganizations(d1: D1Database): Promise<number> {
  const [row] = await orm(d1).select({ n: count() }).from(organizations);
  return row.n;
}

/** Whether `userId` belongs to organization `orgId` (project membership stays within one). */
export async function userInOrganization(d1: D1Database, userId: string, orgId: string): Promise<boolean> {
  const row = await orm(d1).select({ id: users.id }).from(users).where(and(eq(users.id, userId), eq(users.orgId, orgId))).get();
  return row !== undefined;
}

/** One row of the operator's user list: who, where, whether enabled, and two cheap counts. */
export interface UserListRow {
  id: string;
  name: string;
  org_id: string;
  org: string;
  created_at: number;
  disabled_at: number | null;
  active_keys: number;
  live_memories: number;
}

/**
 * Users in id order after `after`, optionally those whose name, id or organization contains `q`
 * (case-insensitive). `instr`, not LIKE: D1 refuses LIKE patterns over 50 bytes, and a search
 * term needs no wildcard escaping this way. The counts are correlated subqueries over indexed
 * columns (api_keys_user, memories_owner), so a page costs one statement.
 */
export async function listUsersPage(
  d1: D1Database,
  o: { q?: string; status: "enabled" | "disabled" | "all"; after?: string; limit: number },
): Promise<UserListRow[]> {
  const needle = o.q?.toLowerCase();
  const where = and(
    o.after === undefined ? undefined : gt(users.id, o.after),
    o.status === "enabled" ? isNull(users.disabledAt) : o.status === "disabled" ? isNotNull(users.disabledAt) : undefined,
    needle === undefined
      ? undefined
      : or(
          sql`instr(lower(${users.name}), ${needle}) > 0`,
          sql`instr(lower(${users.id}), ${needle}) > 0`,
          sql`instr(lower(${organizations.name}), ${needle}) > 0`,
        ),
  );
  return orm(d1)
    .select({
      id: users.id,
      name: users.name,
      org_id: users.orgId,
      org: organizations.name,
      created_at: users.createdAt,
      disabled_at: users.disabledAt,
      active_keys: sql<number>`(SELECT count(*) FROM api_keys k WHERE k.user_id = ${users.id} AND k.revoked_at IS NULL)`,
      live_memories: sql<number>`(SELECT count(*) FROM memories m WHERE m.user_id = ${users.id} AND m.archived_at IS NULL)`,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(where)
    .orderBy(asc(users.id))
    .limit(o.limit);
}

/**
 * What one user has stored in one database and when they last wrote there, for the operator's usage
 * view: per scope and archived or not. The operator sums it over every bound database (auth/operator.ts).
 */
export async function memoryUsage(d1: D1Database, userId: string) {
  const db = orm(d1);
  const [byScope, lastWrite] = await Promise.all([
    db
      .select({ scope: memories.scope, archived: sql<number>`${memories.archivedAt} IS NOT NULL`, n: count() })
      .from(memories)
      .where(eq(memories.userId, userId))
      .groupBy(memories.scope, sql`${memories.archivedAt} IS NOT NULL`),
    db.select({ at: max(memories.createdAt) }).from(memories).where(eq(memories.userId, userId)).get(),
  ]);
  return { byScope, lastWriteAt: lastWrite?.at ?? null };
}

/** The user's keys (the primary's: keys live there), for the operator's usage view. */
export async function keyUsage(d1: D1Database, userId: string) {
  const row = await orm(d1)
    .select({
      active: sql<number>`coalesce(sum(${apiKeys.revokedAt} IS NULL), 0)`,
      revoked: sql<number>`coalesce(sum(${apiKeys.revokedAt} IS NOT NULL), 0)`,
      last_used_at: max(apiKeys.lastUsedAt),
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .get();
  return row!;
}

/** Live memories per user among `userIds` in one database (the operator's list adds other databases' counts to the primary's). */
export async function liveMemoriesByUser(d1: D1Database, userIds: string[]): Promise<Map<string, number>> {
  const rows = await inChunks(userIds, (chunk) =>
    orm(d1)
      .select({ userId: memories.userId, n: count() })
      .from(memories)
      .where(and(inArray(memories.userId, chunk), isNull(memories.archivedAt)))
      .groupBy(memories.userId),
  );
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/**
 * Sets or clears `disabled_at`, only when it changes, so disabling twice keeps the first time and
 * writes no second audit event. The returned statement's `meta.changes` says whether it applied.
 */
export function setUserDisabled(d1: D1Database, userId: string, at: number | null): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1)
      .update(users)
      .set({ disabledAt: at })
      .where(and(eq(users.id, userId), at === null ? isNotNull(users.disabledAt) : isNull(users.disabledAt))),
  );
}

/** The user's own row with their organization's name, or null. */
export async function userWithOrganization(d1: D1Database, id: string) {
  const row = await orm(d1)
    .select({ id: users.id, name: users.name, org_id: users.orgId, org: organizations.name, created_at: users.createdAt, disabled_at: users.disabledAt })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.orgId))
    .where(eq(users.id, id))
    .get();
  return row ?? null;
}

/** Organization ids after `cursor` in id order: the page a per-organization job walks. */
export async function organizationIdsAfter(d1: D1Database, cursor: string, limit: number): Promise<string[]> {
  const rows = await orm(d1)
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(gt(organizations.id, cursor), notInArray(organizations.id, placedElsewhere(d1))))
    .orderBy(asc(organizations.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every user of an organization, enabled or not (the move-organization barrier waits for each one's writer). */
export async function orgMemberIds(d1: D1Database, orgId: string): Promise<string[]> {
  const rows = await orm(d1).select({ id: users.id }).from(users).where(eq(users.orgId, orgId)).orderBy(asc(users.id));
  return rows.map((r) => r.id);
}
