/**
 * A user's API keys: list, issue, revoke. Rows are never deleted (revocation sets `revoked_at`,
 * which `authenticateApiKey` refuses), and every issue or revocation writes an audit event that
 * names the key by id, never by its value or hash.
 *
 * Two rules hold under concurrent requests because each is checked inside the statement that
 * writes (SQLite runs one statement at a time), not in a read before it:
 * - at most MAX_ACTIVE_KEYS active keys per user;
 * - a user cannot revoke their own last active key (they would lock themselves out). An operator
 *   can (a leaked key must be stoppable) and then issues a new one.
 */
import { EngramError, notFound } from "../errors";
import * as keys from "../storage/api-keys-store";
import type { KeyRow } from "../storage/api-keys-store";
import { recordEvent } from "../storage/events-store";
import { findUser } from "../storage/users-store";
import { newId } from "../util/ids";
import { toIso, type Clock } from "../util/time";
import { generateApiKey, hashApiKey, keyPrefix } from "./api-keys";
import type { ApiKeyView, KeysQuery } from "./schemas";

export const MAX_ACTIVE_KEYS = 10;

/** Whose action it was, recorded in the audit event. */
export type KeyActor = "self" | "admin";

export interface KeyOwner {
  userId: string;
  orgId: string;
}

export const keyView = (r: KeyRow): ApiKeyView => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  created_at: toIso(r.created_at)!,
  revoked_at: toIso(r.revoked_at),
});

export async function listKeys(db: D1Database, userId: string, q: KeysQuery): Promise<KeyRow[]> {
  return keys.listKeys(db, userId, q);
}

/** A key by id, or 404. With `ownerId`, another user's key is "not found" too (its existence stays hidden). */
export async function findKey(db: D1Database, id: string, ownerId?: string): Promise<KeyRow> {
  const row = await keys.findKey(db, id);
  if (!row || (ownerId !== undefined && row.user_id !== ownerId)) throw notFound("API key");
  return row;
}

/** The owner of a new key chosen by an operator: an existing, enabled user. */
export async function findKeyOwner(db: D1Database, userId: string): Promise<KeyOwner> {
  const row = await findUser(db, userId);
  if (!row) throw notFound("user");
  if (row.disabled_at !== null) throw new EngramError("conflict", "user is disabled; a new key could not authenticate");
  return { userId: row.id, orgId: row.org_id };
}

/** What an audit event says about a key: which one and who acted; never its value or hash. */
const auditData = (keyId: string, name: string | null, by: KeyActor) => ({ key_id: keyId, name, by });

/** The statement that stores a new key (its hash only); shared with user creation. */
export async function insertKeyStatement(db: D1Database, o: { id: string; userId: string; apiKey: string; name: string | null; now: number }) {
  return keys.insertKey(db, { id: o.id, userId: o.userId, keyHash: await hashApiKey(o.apiKey), prefix: keyPrefix(o.apiKey), name: o.name, now: o.now });
}

export function keyCreatedEvent(db: D1Database, o: { owner: KeyOwner; keyId: string; name: string | null; by: KeyActor; now: number }) {
  return recordEvent(db, {
    orgId: o.owner.orgId, userId: o.owner.userId, kind: "audit.api_key_created", data: auditData(o.keyId, o.name, o.by), now: o.now,
  });
}

/** Issues a key; the returned `api_key` is the only time its value exists outside the caller. */
export async function issueKey(
  db: D1Database,
  clock: Clock,
  owner: KeyOwner,
  name: string | null,
  by: KeyActor,
): Promise<{ key: KeyRow; api_key: string }> {
  const now = clock();
  const id = newId("key", now);
  const apiKey = generateApiKey();
  // Insert only under the cap; the event is written only if the key was.
  const inserted = await keys.insertKeyUnderCap(
    db,
    { id, userId: owner.userId, keyHash: await hashApiKey(apiKey), prefix: keyPrefix(apiKey), name, now },
    MAX_ACTIVE_KEYS,
    { orgId: owner.orgId, kind: "audit.api_key_created", data: auditData(id, name, by) },
  );
  if (!inserted) {
    throw new EngramError(
      "too_many_api_keys",
      `at most ${MAX_ACTIVE_KEYS} active API keys per user; revoke one you no longer use before creating another`,
      { limit: MAX_ACTIVE_KEYS },
    );
  }
  return {
    key: { id, user_id: owner.userId, org_id: owner.orgId, name, prefix: keyPrefix(apiKey), created_at: now, revoked_at: null },
    api_key: apiKey,
  };
}

/**
 * Revokes a key found with `findKey`. Revoking a revoked key succeeds and changes nothing (the
 * original `revoked_at` stays). `keepLastActive` refuses to revoke the owner's last active key.
 */
export async function revokeKey(
  db: D1Database,
  clock: Clock,
  key: KeyRow,
  by: KeyActor,
  opts: { keepLastActive: boolean },
): Promise<KeyRow> {
  if (key.revoked_at !== null) return key;
  const now = clock();
  const revoked = await keys.revokeKeyGuarded(db, key, now, opts.keepLastActive, {
    kind: "audit.api_key_revoked", data: auditData(key.id, key.name, by),
  });
  if (revoked) return { ...key, revoked_at: now };
  const current = await findKey(db, key.id);
  if (current.revoked_at !== null) return current; // revoked by a concurrent request: same answer
  throw new EngramError(
    "last_active_api_key",
    "this is your last active API key; revoking it would lock you out. Create a new key (POST /v1/keys), switch to it, then revoke this one",
  );
}
