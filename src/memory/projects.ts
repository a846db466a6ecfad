/**
 * Projects belong to an organization and are named; membership grants access to project-scoped
 * memories. Writing to a project that does not exist yet creates it with the writer as owner;
 * writing to an existing project requires membership.
 */
import type { Principal } from "../auth/principal";
import { EngramError } from "../errors";
import { newId } from "../util/ids";
import type { Clock } from "../util/time";

interface ProjectRow { id: string; name: string; created_by: string; role: string | null }

async function findProject(db: D1Database, p: Principal, name: string): Promise<ProjectRow | null> {
  return db
    .prepare(
      `SELECT pr.id, pr.name, pr.created_by, pm.role FROM projects pr
       LEFT JOIN project_members pm ON pm.project_id = pr.id AND pm.user_id = ?
       WHERE pr.org_id = ? AND pr.name = ?`,
    )
    .bind(p.userId, p.orgId, name)
    .first<ProjectRow>();
}

/** For reads and filters: a project the caller is not a member of does not exist for them. */
export async function projectIdForRead(db: D1Database, p: Principal, name: string): Promise<string> {
  const row = await findProject(db, p, name);
  if (!row || !row.role) throw new EngramError("not_found", `project '${name}' not found`, { field: "project" });
  return row.id;
}

export async function projectIdForWrite(db: D1Database, clock: Clock, p: Principal, name: string, field = "project"): Promise<string> {
  let row = await findProject(db, p, name);
  if (!row) {
    const now = clock();
    // Insert-if-absent: under a race with another creator exactly one row wins, and only its
    // creator becomes owner below.
    await db
      .prepare("INSERT INTO projects (id, org_id, name, created_by, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (org_id, name) DO NOTHING")
      .bind(newId("prj", now), p.orgId, name, p.userId, now)
      .run();
    row = (await findProject(db, p, name))!;
  }
  if (!row.role && row.created_by === p.userId) {
    await db
      .prepare("INSERT INTO project_members (project_id, user_id, role, created_at) VALUES (?, ?, 'owner', ?) ON CONFLICT DO NOTHING")
      .bind(row.id, p.userId, clock())
      .run();
    row.role = "owner";
  }
  if (!row.role) throw new EngramError("forbidden", `not a member of project '${name}'`, { field });
  return row.id;
}

export async function listProjects(db: D1Database, p: Principal) {
  const { results } = await db
    .prepare(
      `SELECT pr.id, pr.name, pm.role, pr.created_at FROM project_members pm JOIN projects pr ON pr.id = pm.project_id
       WHERE pm.user_id = ? ORDER BY pr.name`,
    )
    .bind(p.userId)
    .all<{ id: string; name: string; role: string; created_at: number }>();
  return results.map((r) => ({ id: r.id, name: r.name, role: r.role, created_at: new Date(r.created_at).toISOString() }));
}

/** Owners add members of their own organization; nobody can be added across organizations. */
export async function addProjectMember(
  db: D1Database, clock: Clock, p: Principal, projectName: string, memberId: string, role: "owner" | "member",
) {
  const row = await findProject(db, p, projectName);
  if (!row || !row.role) throw new EngramError("not_found", `project '${projectName}' not found`, { field: "project" });
  if (row.role !== "owner") throw new EngramError("forbidden", "only a project owner can add members");
  const member = await db.prepare("SELECT id FROM users WHERE id = ? AND org_id = ?").bind(memberId, p.orgId).first();
  if (!member) throw new EngramError("not_found", "user not found in your organization", { field: "user_id" });
  const now = clock();
  await db.batch([
    db
      .prepare("INSERT INTO project_members (project_id, user_id, role, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (project_id, user_id) DO UPDATE SET role = excluded.role")
      .bind(row.id, memberId, role, now),
    db
      .prepare("INSERT INTO events (id, org_id, user_id, kind, data, created_at) VALUES (?, ?, ?, 'audit.project_member_added', ?, ?)")
      .bind(newId("evt", now), p.orgId, p.userId, JSON.stringify({ project: row.id, member: memberId, role }), now),
  ]);
  return { project: projectName, user_id: memberId, role };
}
