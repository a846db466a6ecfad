/**
 * Projects belong to an organization and are named; membership grants access to project-scoped
 * memories. Writing to a project that does not exist yet creates it with the writer as owner;
 * writing to an existing project requires membership.
 */
import type { Principal } from "../auth/principal";
import { EngramError } from "../errors";
import * as store from "../storage/projects-store";
import { userInOrganization } from "../storage/users-store";
import { newId } from "../util/ids";
import type { Clock } from "../util/time";

const findProject = (db: D1Database, p: Principal, name: string) => store.findProject(db, p.orgId, p.userId, name);

/** For reads and filters: a project the caller is not a member of does not exist for them. */
export async function projectIdForRead(db: D1Database, p: Principal, name: string): Promise<string> {
  const row = await findProject(db, p, name);
  if (!row || !row.role) throw new EngramError("not_found", `project '${name}' not found`, { field: "project" });
  return row.id;
}

export async function projectIdForWrite(db: D1Database, clock: Clock, p: Principal, name: string, field = "project"): Promise<string> {
  return (await ensureProject(db, clock, p, name, field)).id;
}

/**
 * A write's project, and whether the write created it: the first memory written to an unused
 * name creates the project with the writer as owner, and the write's response says so
 * (`projects_created`), so the auto-creation is never silent.
 */
export async function projectForWrite(db: D1Database, clock: Clock, p: Principal, name: string, field = "project") {
  return ensureProject(db, clock, p, name, field);
}

/**
 * The project for a write, created with the caller as owner when it does not exist yet.
 * `created` says whether this call made it (under a race with another creator exactly one wins).
 */
async function ensureProject(db: D1Database, clock: Clock, p: Principal, name: string, field: string) {
  let row = await findProject(db, p, name);
  let created = false;
  if (!row) {
    const now = clock();
    const id = newId("prj", now);
    // Insert-if-absent: under a race with another creator exactly one row wins, and only its
    // creator becomes owner below.
    await store.insertProjectIfAbsent(db, { id, orgId: p.orgId, name, createdBy: p.userId, now });
    row = (await findProject(db, p, name))!;
    created = row.id === id;
  }
  if (!row.role && row.created_by === p.userId) {
    await store.insertOwnerIfAbsent(db, row.id, p.userId, clock());
    row.role = "owner";
  }
  if (!row.role) throw new EngramError("forbidden", `not a member of project '${name}'`, { field });
  return { id: row.id, created };
}

/**
 * `POST /v1/projects`: creates the project, or answers for the existing one if the caller is a
 * member (`created: false`). To anyone else an existing project is "not found", the same answer
 * as for a name nobody uses, so the endpoint does not reveal which names exist.
 */
export async function createProject(db: D1Database, clock: Clock, p: Principal, name: string) {
  let outcome: { id: string; created: boolean };
  try {
    outcome = await ensureProject(db, clock, p, name, "name");
  } catch (e) {
    if (e instanceof EngramError && e.code === "forbidden") throw new EngramError("not_found", `project '${name}' not found`, { field: "name" });
    throw e;
  }
  const project = (await listProjects(db, p)).find((x) => x.id === outcome.id)!;
  return { project, created: outcome.created };
}

export async function listProjects(db: D1Database, p: Principal) {
  const rows = await store.projectsOfUser(db, p.userId);
  return rows.map((r) => ({ id: r.id, name: r.name, role: r.role, created_at: new Date(r.created_at).toISOString() }));
}

/** Owners add members of their own organization; nobody can be added across organizations. */
export async function addProjectMember(
  db: D1Database, clock: Clock, p: Principal, projectName: string, memberId: string, role: "owner" | "member",
) {
  const row = await findProject(db, p, projectName);
  if (!row || !row.role) throw new EngramError("not_found", `project '${projectName}' not found`, { field: "project" });
  if (row.role !== "owner") throw new EngramError("forbidden", "only a project owner can add members");
  if (!(await userInOrganization(db, memberId, p.orgId))) {
    throw new EngramError("not_found", "user not found in your organization", { field: "user_id" });
  }
  await store.upsertMember(db, { projectId: row.id, userId: memberId, role, now: clock() }, {
    orgId: p.orgId, userId: p.userId, kind: "audit.project_member_added", data: { project: row.id, member: memberId, role },
  });
  return { project: projectName, user_id: memberId, role };
}
