/** Creating users and their organizations (admin path). */
import { newId } from "../util/ids";
import type { Clock } from "../util/time";
import { generateApiKey } from "./api-keys";
import { insertKeyStatement, keyCreatedEvent } from "./key-management";

export interface CreatedUser {
  user: { id: string; name: string; org_id: string; org: string; created_at: string };
  api_key: string;
}

/**
 * A named organization is shared: every user created with the same `org` joins it (team scope).
 * A user without one gets a personal organization, so team scope then means "just me".
 */
async function resolveOrganization(db: D1Database, now: number, name: string | undefined, userName: string) {
  if (!name) {
    const org = { id: newId("org", now), name: `${userName} (personal)` };
    await db
      .prepare("INSERT INTO organizations (id, name, personal, created_at) VALUES (?, ?, 1, ?)")
      .bind(org.id, org.name, now)
      .run();
    return org;
  }
  // Insert-if-absent then read, so two concurrent creations of the same org agree on one row.
  await db
    .prepare(
      "INSERT INTO organizations (id, name, personal, created_at) VALUES (?, ?, 0, ?) ON CONFLICT (name) WHERE personal = 0 DO NOTHING",
    )
    .bind(newId("org", now), name, now)
    .run();
  return (await db
    .prepare("SELECT id, name FROM organizations WHERE name = ? AND personal = 0")
    .bind(name)
    .first<{ id: string; name: string }>())!;
}

export async function createUser(
  db: D1Database,
  clock: Clock,
  input: { name: string; org?: string },
): Promise<CreatedUser> {
  const now = clock();
  const userId = newId("usr", now);
  const org = await resolveOrganization(db, now, input.org, input.name);
  const apiKey = generateApiKey();
  const keyId = newId("key", now);
  await db.batch([
    db.prepare("INSERT INTO users (id, org_id, name, created_at) VALUES (?, ?, ?, ?)").bind(userId, org.id, input.name, now),
    await insertKeyStatement(db, { id: keyId, userId, apiKey, name: null, now }),
    db
      .prepare("INSERT INTO events (id, org_id, user_id, kind, data, created_at) VALUES (?, ?, ?, 'audit.user_created', ?, ?)")
      .bind(newId("evt", now), org.id, userId, JSON.stringify({ name: input.name }), now),
    keyCreatedEvent(db, { owner: { userId, orgId: org.id }, keyId, name: null, by: "admin", now }),
  ]);
  return {
    user: { id: userId, name: input.name, org_id: org.id, org: org.name, created_at: new Date(now).toISOString() },
    api_key: apiKey,
  };
}
