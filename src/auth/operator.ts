/**
 * The operator's console: list and search users, see one user's usage, disable and re-enable.
 * Disabling keeps every row (memories, keys, grants): authentication refuses a disabled user's
 * keys and OAuth grants on every request (api-keys-store, grants.ts) and the per-user jobs skip
 * them, so re-enabling restores exactly what was there.
 */
import { notFound } from "../errors";
import { recordEvent } from "../storage/events-store";
import { listUsersPage, setUserDisabled, userUsage, userWithOrganization, type UserListRow } from "../storage/users-store";
import type { Clock } from "../util/time";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

// Cursors are opaque to clients; they wrap the last id of the page (ids sort by creation time).
const encodeCursor = (id: string) => btoa(id).replace(/=+$/, "");
function decodeCursor(cursor: string): string | undefined {
  try {
    return atob(cursor);
  } catch {
    return undefined; // an unreadable cursor starts from the beginning rather than failing
  }
}

function userView(u: Omit<UserListRow, "active_keys" | "live_memories">) {
  return { id: u.id, name: u.name, org_id: u.org_id, org: u.org, created_at: iso(u.created_at)!, disabled_at: iso(u.disabled_at) };
}

export async function listUsers(
  db: D1Database,
  q: { q?: string; status: "enabled" | "disabled" | "all"; cursor?: string; limit: number },
) {
  const rows = await listUsersPage(db, { q: q.q, status: q.status, after: q.cursor && decodeCursor(q.cursor), limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  return {
    users: page.map((u) => ({ ...userView(u), active_keys: u.active_keys, live_memories: u.live_memories })),
    next_cursor: rows.length > q.limit ? encodeCursor(page[page.length - 1].id) : null,
  };
}

export async function userDetail(db: D1Database, userId: string) {
  const user = await userWithOrganization(db, userId);
  if (!user) throw notFound("user");
  const usage = await userUsage(db, userId);
  const memories: Record<string, { live: number; archived: number }> = {};
  for (const row of usage.byScope) {
    const slot = (memories[row.scope] ??= { live: 0, archived: 0 });
    slot[row.archived ? "archived" : "live"] += row.n;
  }
  return {
    user: userView(user),
    usage: {
      memories,
      keys: { active: Number(usage.keys.active), revoked: Number(usage.keys.revoked) },
      last_key_use_at: iso(usage.keys.last_used_at ?? null),
      last_write_at: iso(usage.lastWriteAt),
    },
  };
}

/**
 * Disables (or re-enables) a user. Idempotent: a user already in that state is returned unchanged
 * with `changed: false` and no second audit event, so a retried call cannot move the disable time.
 */
export async function setUserEnabled(
  db: D1Database, clock: Clock, userId: string, enabled: boolean, orgDatabase: (orgId: string) => Promise<D1Database> = async () => db,
) {
  const user = await userWithOrganization(db, userId);
  if (!user) throw notFound("user");
  if ((user.disabled_at === null) === enabled) return { user: userView(user), changed: false };
  const now = clock();
  await db.batch([
    setUserDisabled(db, userId, enabled ? null : now),
    recordEvent(db, { orgId: user.org_id, userId, kind: enabled ? "audit.user_enabled" : "audit.user_disabled", data: { by: "admin" }, now }),
  ]);
  // An organization on another database has a mirror of the users row there (docs/scaling.md), which
  // SWARM's nightly run reads to leave a disabled member's evidence out.
  const org = await orgDatabase(user.org_id);
  if (org !== db) await setUserDisabled(org, userId, enabled ? null : now).run();
  return { user: userView({ ...user, disabled_at: enabled ? null : now }), changed: true };
}
