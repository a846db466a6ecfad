/**
 * `org_members` and `swarm_settings`: who administers an organization, each member's SWARM opt-in,
 * and the organization's SWARM switch. The last-admin rule is a condition inside the writing
 * statement, so two admins demoting each other at once cannot leave the organization without one.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { orm, toStatement } from "./db";
import { orgMembers, organizations, swarmSettings, users } from "./schema";

export type OrgRole = "member" | "admin";

export function insertMemberStatement(d1: D1Database, m: { orgId: string; userId: string; role: OrgRole; now: number }): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1).insert(orgMembers).values({ orgId: m.orgId, userId: m.userId, role: m.role, createdAt: m.now }).onConflictDoNothing(),
  );
}

export async function findOrganization(d1: D1Database, id: string) {
  const row = await orm(d1)
    .select({ id: organizations.id, name: organizations.name, personal: organizations.personal, created_at: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.id, id))
    .get();
  return row ?? null;
}

/** The member's role, or null when the user is not in the organization. A user without a row (created before roles) is a member. */
export async function memberRoleIn(d1: D1Database, orgId: string, userId: string): Promise<OrgRole | null> {
  const row = await orm(d1)
    .select({ role: sql<string | null>`${orgMembers.role}` })
    .from(users)
    .leftJoin(orgMembers, and(eq(orgMembers.orgId, users.orgId), eq(orgMembers.userId, users.id)))
    .where(and(eq(users.id, userId), eq(users.orgId, orgId)))
    .get();
  if (!row) return null;
  return row.role === "admin" ? "admin" : "member";
}

export interface MemberRow {
  user_id: string; name: string; role: OrgRole; swarm_enabled: boolean; disabled_at: number | null; created_at: number;
}

export async function listMembers(d1: D1Database, orgId: string, after: string | undefined, limit: number): Promise<MemberRow[]> {
  const rows = await orm(d1)
    .select({
      user_id: users.id, name: users.name, role: sql<string | null>`${orgMembers.role}`, swarm: sql<number | null>`${orgMembers.swarmEnabled}`,
      disabled_at: users.disabledAt, created_at: users.createdAt,
    })
    .from(users)
    .leftJoin(orgMembers, and(eq(orgMembers.orgId, users.orgId), eq(orgMembers.userId, users.id)))
    .where(and(eq(users.orgId, orgId), after ? sql`${users.id} > ${after}` : undefined))
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => ({
    user_id: r.user_id, name: r.name, role: r.role === "admin" ? "admin" : "member", swarm_enabled: r.swarm === 1,
    disabled_at: r.disabled_at, created_at: r.created_at,
  }));
}

/** Makes the user an admin (the row is created for a user who predates roles). */
export async function grantAdmin(d1: D1Database, orgId: string, userId: string, now: number): Promise<void> {
  await orm(d1)
    .insert(orgMembers)
    .values({ orgId, userId, role: "admin", createdAt: now })
    .onConflictDoUpdate({ target: [orgMembers.orgId, orgMembers.userId], set: { role: "admin" } });
}

/**
 * Demotes an admin to member unless they are the organization's last enabled admin. Returns false
 * when the rule stopped it (the condition is inside the UPDATE).
 */
export async function revokeAdmin(d1: D1Database, orgId: string, userId: string): Promise<boolean> {
  const r = await toStatement(
    d1,
    orm(d1)
      .update(orgMembers)
      .set({ role: "member" })
      .where(
        and(
          eq(orgMembers.orgId, orgId),
          eq(orgMembers.userId, userId),
          eq(orgMembers.role, "admin"),
          sql`(SELECT count(*) FROM org_members o JOIN users u ON u.id = o.user_id
               WHERE o.org_id = ${orgId} AND o.role = 'admin' AND u.disabled_at IS NULL AND o.user_id <> ${userId}) > 0`,
        ),
      ),
  ).run();
  return r.meta.changes > 0;
}

export async function countOtherAdmins(d1: D1Database, orgId: string, userId: string): Promise<number> {
  const row = await orm(d1)
    .select({ n: sql<number>`count(*)` })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.role, "admin"), ne(orgMembers.userId, userId), sql`${users.disabledAt} IS NULL`))
    .get();
  return row?.n ?? 0;
}

/** Sets the member's opt-in; returns whether it changed (so an unchanged PUT writes no audit event). */
export async function setMemberSwarm(d1: D1Database, orgId: string, userId: string, enabled: boolean, now: number): Promise<boolean> {
  const value = enabled ? 1 : 0;
  const r = await toStatement(
    d1,
    orm(d1)
      .insert(orgMembers)
      .values({ orgId, userId, role: "member", swarmEnabled: value, swarmChangedAt: now, createdAt: now })
      .onConflictDoUpdate({
        target: [orgMembers.orgId, orgMembers.userId],
        set: { swarmEnabled: value, swarmChangedAt: now },
        setWhere: sql`${orgMembers.swarmEnabled} <> ${value}`,
      }),
  ).run();
  return r.meta.changes > 0;
}

export async function memberSwarm(d1: D1Database, orgId: string, userId: string): Promise<{ enabled: boolean; changed_at: number | null }> {
  const row = await orm(d1)
    .select({ enabled: orgMembers.swarmEnabled, at: orgMembers.swarmChangedAt })
    .from(orgMembers)
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.userId, userId)))
    .get();
  return { enabled: row?.enabled === 1, changed_at: row?.at ?? null };
}

/** Enabled members who opted in, in id order (the nightly job's voters). */
export async function optedInMembers(d1: D1Database, orgId: string): Promise<string[]> {
  const rows = await orm(d1)
    .select({ id: orgMembers.userId })
    .from(orgMembers)
    .innerJoin(users, eq(users.id, orgMembers.userId))
    .where(and(eq(orgMembers.orgId, orgId), eq(orgMembers.swarmEnabled, 1), eq(users.orgId, orgId), sql`${users.disabledAt} IS NULL`))
    .orderBy(asc(orgMembers.userId));
  return rows.map((r) => r.id);
}

export interface SwarmSettings { enabled: boolean; max_promotions: number; quarantine_reports: number; updated_at: number | null }

export async function swarmSettingsOf(d1: D1Database, orgId: string): Promise<SwarmSettings> {
  const row = await orm(d1).select().from(swarmSettings).where(eq(swarmSettings.orgId, orgId)).get();
  return row
    ? { enabled: row.enabled === 1, max_promotions: row.maxPromotions, quarantine_reports: row.quarantineReports, updated_at: row.updatedAt }
    : { enabled: false, max_promotions: 10, quarantine_reports: 1, updated_at: null };
}

export async function putSwarmSettings(d1: D1Database, orgId: string, s: Omit<SwarmSettings, "updated_at">, now: number): Promise<void> {
  const values = { enabled: s.enabled ? 1 : 0, maxPromotions: s.max_promotions, quarantineReports: s.quarantine_reports, updatedAt: now };
  await orm(d1).insert(swarmSettings).values({ orgId, ...values }).onConflictDoUpdate({ target: swarmSettings.orgId, set: values });
}

/** Organizations with SWARM on, after `cursor` in id order: the nightly job's pages. */
export async function swarmOrgsAfter(d1: D1Database, cursor: string, limit: number): Promise<string[]> {
  const rows = await orm(d1)
    .select({ id: swarmSettings.orgId })
    .from(swarmSettings)
    .where(and(eq(swarmSettings.enabled, 1), sql`${swarmSettings.orgId} > ${cursor}`))
    .orderBy(asc(swarmSettings.orgId))
    .limit(limit);
  return rows.map((r) => r.id);
}
