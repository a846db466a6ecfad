/**
 * The operator's console: list and search users, see one user's usage, disable and re-enable.
 * Disabling keeps every row (memories, keys, grants): authentication refuses a disabled user's
 * keys and OAuth grants on every request (api-keys-store, grants.ts) and the per-user jobs skip
 * them, so re-enabling restores exactly what was there.
 */
import { notFound } from "../errors";
import { recordEvent } from "../storage/events-store";
import {
  keyUsage, listUsersPage, liveMemoriesByUser, memoryUsage, setUserDisabled, userWithOrganization, type UserListRow,
} from "../storage/users-store";
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

/**
 * Users live on the primary (`db`); their memories on their organization's database. `others` are the
 * other bound databases (docs/scaling.md): the memory figures are summed over all of them, so a user
 * whose organization was placed or moved elsewhere shows what they have, not the primary's zero.
 */
export async function listUsers(
  db: D1Database,
  q: { q?: string; status: "enabled" | "disabled" | "all"; cursor?: string; limit: number },
  others: D1Database[] = [],
) {
  const rows = await listUsersPage(db, { q: q.q, status: q.status, after: q.cursor && decodeCursor(q.cursor), limit: q.limit + 1 });
  const page = rows.slice(0, q.limit);
  const elsewhere = await Promise.all(others.map((other) => liveMemoriesByUser(other, page.map((u) => u.id))));
  return {
    users: page.map((u) => ({
      ...userView(u),
      active_keys: u.active_keys,
      live_memories: u.live_memories + elsewhere.reduce((sum, counts) => sum + (counts.get(u.id) ?? 0), 0),
    })),
    next_cursor: rows.length > q.limit ? encodeCursor(page[page.length - 1].id) : null,
  };
}

/** One user and their usage: keys from the primary (`db`), memories summed over it and `others` (see listUsers). */
export async function userDetail(db: D1Database, userId: string, others: D1Database[] = []) {
  const user = await userWithOrganization(db, userId);
  if (!user) throw notFound("user");
  const [keys, ...perDatabase] = await Promise.all([keyUsage(db, userId), ...[db, ...others].map((d) => memoryUsage(d, userId))]);
  const memories: Record<string, { live: number; archived: number }> = {};
  let lastWriteAt: number | null = null;
  for (const usage of perDatabase) {
    for (const row of usage.byScope) {
      const slot = (memories[row.scope] ??= { live: 0, archived: 0 });
      slot[row.archived ? "archived" : "live"] += row.n;
    }
    if (usage.lastWriteAt !== null && (lastWriteAt === null || usage.lastWriteAt > lastWriteAt)) lastWriteAt = usage.lastWriteAt;
  }
  return {
    user: userView(user),
    usage: {
      memories,
      keys: { active: Number(keys.active), revoked: Number(keys.revoked) },
      last_key_use_at: iso(keys.last_used_at ?? null),
      last_write_at: iso(lastWriteAt),
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
