/** `organizations` and `users`: tenancy rows, created by the admin path. */
import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { orm, toStatement } from "./db";
import { organizations, users } from "./schema";

export interface OrgRef { id: string; name: string }

export async function insertPersonalOrganization(d1: D1Database, org: OrgRef, now: number): Promise<void> {
  await orm(d1).insert(organizations).values({ id: org.id, name: org.name, personal: 1, createdAt: now });
}

/**
 * The named (shared) organization, created if absent. Insert-if-absent then read, so two
 * concurrent creations of the same organization agree on one row.
 */
export async function namedOrganization(d1: D1Database, newId: string, name: string, now: number): Promise<OrgRef> {
  const db = orm(d1);
  await db
    .insert(organizations)
    .values({ id: newId, name, personal: 0, createdAt: now })
    // The only constraint this row can hit is organizations_name (the id is new). Without a target,
    // because drizzle 0.45 writes a target's WHERE after DO NOTHING, which SQLite rejects.
    .onConflictDoNothing();
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

/** Enabled users after `cursor` in id order: the page a per-user job walks. */
export async function enabledUsersAfter(d1: D1Database, cursor: string, limit: number): Promise<{ id: string; org_id: string }[]> {
  return orm(d1)
    .select({ id: users.id, org_id: users.orgId })
    .from(users)
    .where(and(gt(users.id, cursor), isNull(users.disabledAt)))
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
