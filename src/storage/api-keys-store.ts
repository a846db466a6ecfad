/**
 * `api_keys` (with the owning `users` row where a key stands for its user). Keys are stored as
 * SHA-256 hashes only; rows are never deleted, revocation sets `revoked_at`.
 *
 * The cap on active keys and the "not your last key" rule are conditions inside the statement
 * that writes, so they hold under concurrent requests (SQLite runs one statement at a time); those
 * two conditions are the only SQL written by hand here.
 */
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { orm, toStatement } from "./db";
import { eventRow } from "./events-store";
import { apiKeys, events, users } from "./schema";

/** A key with its owner's organization, as listings and revocation use it. */
export interface KeyRow {
  id: string;
  user_id: string;
  org_id: string;
  name: string | null;
  prefix: string;
  created_at: number;
  revoked_at: number | null;
}

const keyColumns = {
  id: apiKeys.id, user_id: apiKeys.userId, org_id: users.orgId, name: apiKeys.name, prefix: apiKeys.prefix,
  created_at: apiKeys.createdAt, revoked_at: apiKeys.revokedAt,
};

/** The enabled user behind an unrevoked key with this hash: the API key check on every request. */
export async function findActiveKeyByHash(d1: D1Database, keyHash: string) {
  const row = await orm(d1)
    .select({ key_id: apiKeys.id, user_id: users.id, org_id: users.orgId, name: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt), isNull(users.disabledAt)))
    .get();
  return row ?? null;
}

/** The enabled user behind key `keyId` of user `userId` while the key is unrevoked (OAuth grants). */
export async function findActiveKeyOwner(d1: D1Database, keyId: string, userId: string) {
  const row = await orm(d1)
    .select({ user_id: users.id, org_id: users.orgId, name: users.name })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt), isNull(users.disabledAt)))
    .get();
  return row ?? null;
}

export async function listKeys(d1: D1Database, userId: string, q: { status: "active" | "revoked" | "all"; limit: number }): Promise<KeyRow[]> {
  const status = q.status === "active" ? isNull(apiKeys.revokedAt) : q.status === "revoked" ? isNotNull(apiKeys.revokedAt) : undefined;
  return orm(d1)
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.userId, userId), status))
    .orderBy(desc(apiKeys.createdAt), desc(sql`${apiKeys}.rowid`))
    .limit(q.limit);
}

export async function findKey(d1: D1Database, id: string): Promise<KeyRow | null> {
  const row = await orm(d1).select(keyColumns).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.userId)).where(eq(apiKeys.id, id)).get();
  return row ?? null;
}

export async function activeKeyIds(d1: D1Database, userId: string): Promise<Set<string>> {
  const rows = await orm(d1)
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return new Set(rows.map((r) => r.id));
}

export interface NewKey { id: string; userId: string; keyHash: string; prefix: string; name: string | null; now: number }

/** The INSERT of a new key, for a batch that creates its user too. */
export function insertKey(d1: D1Database, k: NewKey): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1).insert(apiKeys).values({ id: k.id, userId: k.userId, keyHash: k.keyHash, prefix: k.prefix, name: k.name, createdAt: k.now }),
  );
}

const activeKeyCount = (userId: string) =>
  sql`(SELECT COUNT(*) FROM ${apiKeys} WHERE ${apiKeys.userId} = ${userId} AND ${apiKeys.revokedAt} IS NULL)`;

/**
 * Stores the key only while the user has fewer than `cap` active keys, and its audit event only if
 * the key was stored, in one batch. True when the key was stored.
 */
export async function insertKeyUnderCap(
  d1: D1Database, k: NewKey, cap: number, event: { orgId: string; kind: string; data: unknown },
): Promise<boolean> {
  const e = eventRow({ orgId: event.orgId, userId: k.userId, kind: event.kind, data: event.data, now: k.now });
  const [inserted] = await d1.batch([
    toStatement(d1, sql`INSERT INTO ${apiKeys} (id, user_id, key_hash, prefix, name, created_at)
      SELECT ${k.id}, ${k.userId}, ${k.keyHash}, ${k.prefix}, ${k.name}, ${k.now} WHERE ${activeKeyCount(k.userId)} < ${cap}`),
    toStatement(d1, sql`INSERT INTO ${events} (id, org_id, user_id, kind, data, created_at)
      SELECT ${e.id}, ${e.orgId}, ${e.userId}, ${e.kind}, ${e.data}, ${e.createdAt} WHERE EXISTS (SELECT 1 FROM ${apiKeys} WHERE ${apiKeys.id} = ${k.id})`),
  ]);
  return Boolean(inserted.meta.changes);
}

/**
 * Sets `revoked_at` on an unrevoked key (with `keepLastActive`, only if the user keeps another
 * active key) and writes its audit event only if this statement revoked it, in one batch. True
 * when this call revoked the key.
 */
export async function revokeKeyGuarded(
  d1: D1Database, key: KeyRow, now: number, keepLastActive: boolean, event: { kind: string; data: unknown },
): Promise<boolean> {
  const e = eventRow({ orgId: key.org_id, userId: key.user_id, kind: event.kind, data: event.data, now });
  const [updated] = await d1.batch([
    toStatement(d1, orm(d1).update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, key.id), isNull(apiKeys.revokedAt), keepLastActive ? sql`${activeKeyCount(key.user_id)} > 1` : undefined))),
    // changes(): rows the UPDATE just made, so a concurrent second revocation writes no second event.
    toStatement(d1, sql`INSERT INTO ${events} (id, org_id, user_id, kind, data, created_at)
      SELECT ${e.id}, ${e.orgId}, ${e.userId}, ${e.kind}, ${e.data}, ${e.createdAt} WHERE changes() > 0`),
  ]);
  return Boolean(updated.meta.changes);
}

