/**
 * Supersession: a new memory replacing an older one. Seeing a memory is not enough to replace it —
 * a team memory is visible to the whole organization — so only the memory's owner or the owner of
 * its project may supersede it, or an admin of its organization (not a private memory). A memory already
 * superseded is never re-pointed: the chain stays linear, and the caller gets a 409 naming the
 * memory that replaced it. Every supersession is audited on the replaced memory.
 */
import type { Principal } from "../auth/principal";
import { EngramError } from "../errors";
import { getVisibleMemories } from "../memory/read";
import type { MemoryRecord } from "../memory/view";
import { supersedeStatement } from "../storage/memories-store";
import { isOrgAdmin } from "../auth/orgs";
import { memberRole } from "../storage/projects-store";
import { recordEvent } from "./statements";

/** The memories that `inputs` supersede, by id, after every check passed. */
export async function checkSupersessions(
  db: D1Database,
  p: Principal,
  inputs: Array<{ supersedes?: string }>,
  field: (i: number, f: string) => string,
): Promise<Map<string, MemoryRecord>> {
  const ids = [...new Set(inputs.flatMap((m) => (m.supersedes ? [m.supersedes] : [])))];
  if (!ids.length) return new Map();
  const targets = new Map((await getVisibleMemories(db, p, ids)).map((r) => [r.id, r]));
  const claimed = new Set<string>();
  for (const [i, m] of inputs.entries()) {
    if (!m.supersedes) continue;
    const f = field(i, "supersedes");
    const target = targets.get(m.supersedes);
    if (!target) throw new EngramError("not_found", `${f}: memory not found`, { field: f });
    if (!(await maySupersede(db, p, target))) {
      throw new EngramError("forbidden", `${f}: only the memory's owner, its project's owner or an organization admin can supersede it`, { field: f });
    }
    if (target.superseded_by) {
      throw new EngramError("conflict", `${f}: already superseded by ${target.superseded_by}`, { field: f, superseded_by: target.superseded_by });
    }
    if (claimed.has(target.id)) throw new EngramError("conflict", `${f}: superseded twice in one request`, { field: f });
    claimed.add(target.id);
  }
  return targets;
}

async function maySupersede(db: D1Database, p: Principal, target: MemoryRecord): Promise<boolean> {
  if (target.user_id === p.userId) return true;
  if (target.project_id !== null && (await memberRole(db, target.project_id, p.userId)) === "owner") return true;
  // An organization admin may replace a team or project memory of their organization (never a private one).
  return target.scope !== "private" && (await isOrgAdmin(db, p, target.org_id));
}

/**
 * Points the replaced memory at its successor, only if nothing replaced it meanwhile (another
 * user's writer may race this one), and audits it where its owner can see it.
 */
export function supersedeStatements(db: D1Database, p: Principal, target: MemoryRecord, byId: string, now: number): D1PreparedStatement[] {
  return [
    supersedeStatement(db, target.id, byId, now),
    recordEvent(db, {
      orgId: target.org_id, userId: p.userId, kind: "audit.memory_superseded", memoryId: target.id,
      data: { by: byId, owner_id: target.user_id }, now,
    }),
  ];
}
