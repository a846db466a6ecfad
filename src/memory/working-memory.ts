/**
 * Working memory in KV: the most recent memories per user (and per user+project), kept with a
 * real TTL so the fast path forgets on its own. Written after each create, read by recall as a
 * candidate generator. Keys: `wm:<userId>:<projectId|*>` → JSON array of { id, at } (newest first).
 */
import type { Principal } from "../auth/principal";

export const WORKING_MEMORY_TTL_S = 2 * 3600; // spec: STM lives 2 h
const MAX_ITEMS = 50;

export interface RecentItem { id: string; at: number }

const key = (userId: string, projectId: string | null) => `wm:${userId}:${projectId ?? "*"}`;

export async function pushRecent(
  kv: KVNamespace, userId: string, projectId: string | null, ids: string[], now: number,
): Promise<void> {
  const keys = projectId ? [key(userId, null), key(userId, projectId)] : [key(userId, null)];
  await Promise.all(
    keys.map(async (k) => {
      const prior = ((await kv.get<RecentItem[]>(k, "json")) ?? []).filter((x) => !ids.includes(x.id));
      const next = [...ids.map((id) => ({ id, at: now })), ...prior].slice(0, MAX_ITEMS);
      await kv.put(k, JSON.stringify(next), { expirationTtl: WORKING_MEMORY_TTL_S });
    }),
  );
}

/** The caller's recent items, newest first; visibility is still checked when they are hydrated. */
export async function recentItems(kv: KVNamespace, p: Principal, projectId: string | null): Promise<RecentItem[]> {
  return (await kv.get<RecentItem[]>(key(p.userId, projectId), "json")) ?? [];
}

/** Removes ids from the recent lists (an archived memory leaves the fast path); keeps the remaining TTL short. */
export async function dropRecent(kv: KVNamespace, userId: string, projectId: string | null, ids: string[]): Promise<void> {
  const keys = projectId ? [key(userId, null), key(userId, projectId)] : [key(userId, null)];
  await Promise.all(
    keys.map(async (k) => {
      const prior = (await kv.get<RecentItem[]>(k, "json")) ?? [];
      const next = prior.filter((x) => !ids.includes(x.id));
      if (next.length !== prior.length) await kv.put(k, JSON.stringify(next), { expirationTtl: WORKING_MEMORY_TTL_S });
    }),
  );
}
