/**
 * Who may read what (spec "Scopes"), written once and used by every read path.
 *  - private, global: the owner only;
 *  - project: members of the memory's project;
 *  - team: every member of the organization.
 * Everything is inside one organization, which is also the vector index namespace.
 */
import type { Principal } from "../auth/principal";
import { projectIdsOfMember } from "../storage/projects-store";

/** SQL predicate over alias `m`; binds (orgId, userId, userId) in that order. */
export const VISIBLE_SQL = `m.org_id = ? AND (
  (m.user_id = ? AND m.scope IN ('private', 'global'))
  OR (m.scope = 'project' AND m.project_id IN (SELECT project_id FROM project_members WHERE user_id = ?))
  OR m.scope = 'team')`;

export const visibleParams = (p: Principal) => [p.orgId, p.userId, p.userId];

/**
 * One visibility key per memory, so a vector index can filter with a single `$in` (Vectorize
 * metadata filters have no OR): `u:<owner>` for private/global, `p:<project>` for project, `t` for team.
 */
export function visibilityKey(m: { scope: string; userId: string; projectId: string | null }): string {
  if (m.scope === "project" && m.projectId) return `p:${m.projectId}`;
  if (m.scope === "team") return "t";
  return `u:${m.userId}`;
}

export async function readerVisibilityKeys(db: D1Database, p: Pick<Principal, "userId">): Promise<string[]> {
  return [`u:${p.userId}`, "t", ...(await projectIdsOfMember(db, p.userId)).map((id) => `p:${id}`)];
}
