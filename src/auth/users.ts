/** Creating users and their organizations (admin path). */
import { recordEvent } from "../storage/events-store";
import { insertMemberStatement } from "../storage/orgs-store";
import { insertPersonalOrganization, insertUser, namedOrganization } from "../storage/users-store";
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
 * `placeOn`: the database a newly created organization is placed on (scaling/placement.ts), recorded
 * in the directory with its creation; an existing organization stays where it is.
 */
async function resolveOrganization(db: D1Database, now: number, name: string | undefined, userName: string, placeOn?: string) {
  if (!name) {
    const org = { id: newId("org", now), name: `${userName} (personal)` };
    await insertPersonalOrganization(db, org, now, placeOn);
    return org;
  }
  return namedOrganization(db, newId("org", now), name, now, placeOn);
}

/**
 * Creates the user (on the primary, `db`: accounts live there). The caller mirrors the tenancy rows
 * onto the organization's database when it is another one (`mirrorNewUser`).
 */
export async function createUser(
  db: D1Database,
  clock: Clock,
  input: { name: string; org?: string },
  placeOn?: string | null,
): Promise<CreatedUser> {
  const now = clock();
  const userId = newId("usr", now);
  const org = await resolveOrganization(db, now, input.org, input.name, placeOn ?? undefined);
  const apiKey = generateApiKey();
  const keyId = newId("key", now);
  await db.batch([
    insertUser(db, { id: userId, orgId: org.id, name: input.name, now }),
    insertMemberStatement(db, { orgId: org.id, userId, role: "member", now }),
    await insertKeyStatement(db, { id: keyId, userId, apiKey, name: null, now }),
    recordEvent(db, { orgId: org.id, userId, kind: "audit.user_created", data: { name: input.name }, now }),
    keyCreatedEvent(db, { owner: { userId, orgId: org.id }, keyId, name: null, by: "admin", now }),
  ]);
  return {
    user: { id: userId, name: input.name, org_id: org.id, org: org.name, created_at: new Date(now).toISOString() },
    api_key: apiKey,
  };
}
