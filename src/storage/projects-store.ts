/** `projects` and `project_members`: named projects of an organization and who belongs to them. */
import { and, asc, eq } from "drizzle-orm";
import { orm } from "./db";
import { eventRow } from "./events-store";
import { events, projectMembers, projects } from "./schema";

export interface ProjectForUser { id: string; name: string; created_by: string; role: string | null }

/** The organization's project by name, with `userId`'s role in it (null: not a member). */
export async function findProject(d1: D1Database, orgId: string, userId: string, name: string): Promise<ProjectForUser | null> {
  const row = await orm(d1)
    .select({ id: projects.id, name: projects.name, created_by: projects.createdBy, role: projectMembers.role })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId)))
    .where(and(eq(projects.orgId, orgId), eq(projects.name, name)))
    .get();
  return row ?? null;
}

/** The project's id by name within an organization, membership aside (outcomes record it). */
export async function projectIdByName(d1: D1Database, orgId: string, name: string): Promise<string | null> {
  const row = await orm(d1).select({ id: projects.id }).from(projects).where(and(eq(projects.orgId, orgId), eq(projects.name, name))).get();
  return row?.id ?? null;
}

/** Creates the project unless the organization has one of that name (a concurrent creator wins). */
export async function insertProjectIfAbsent(d1: D1Database, p: { id: string; orgId: string; name: string; createdBy: string; now: number }) {
  await orm(d1)
    .insert(projects)
    .values({ id: p.id, orgId: p.orgId, name: p.name, createdBy: p.createdBy, createdAt: p.now })
    .onConflictDoNothing({ target: [projects.orgId, projects.name] });
}

export async function insertOwnerIfAbsent(d1: D1Database, projectId: string, userId: string, now: number) {
  await orm(d1).insert(projectMembers).values({ projectId, userId, role: "owner", createdAt: now }).onConflictDoNothing();
}

/** Adds (or re-roles) a member and writes the audit event, in one batch. */
export async function upsertMember(
  d1: D1Database,
  m: { projectId: string; userId: string; role: "owner" | "member"; now: number },
  event: { orgId: string; userId: string; kind: string; data: unknown },
) {
  const db = orm(d1);
  await db.batch([
    db.insert(projectMembers)
      .values({ projectId: m.projectId, userId: m.userId, role: m.role, createdAt: m.now })
      .onConflictDoUpdate({ target: [projectMembers.projectId, projectMembers.userId], set: { role: m.role } }),
    db.insert(events).values(eventRow({ ...event, now: m.now })),
  ]);
}

/** The projects `userId` is a member of, by name. */
export async function projectsOfUser(d1: D1Database, userId: string) {
  return orm(d1)
    .select({ id: projects.id, name: projects.name, role: projectMembers.role, created_at: projects.createdAt })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(eq(projectMembers.userId, userId))
    .orderBy(asc(projects.name));
}


/** Ids of the projects `userId` is a member of (the reader's keys for vector-index visibility). */
export async function projectIdsOfMember(d1: D1Database, userId: string): Promise<string[]> {
  const rows = await orm(d1).select({ id: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, userId));
  return rows.map((r) => r.id);
}

/** `userId`'s role in the project (null: not a member). */
export async function memberRole(d1: D1Database, projectId: string, userId: string): Promise<string | null> {
  const row = await orm(d1)
    .select({ role: projectMembers.role })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, userId)))
    .get();
  return row?.role ?? null;
}
