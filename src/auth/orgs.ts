/**
 * Organizations and their admins (issue 15). An organization has members (every user created in it)
 * and at least one admin; the operator creates organizations and names their first admin, admins
 * then manage roles and members. Removing a member disables their account (a user cannot exist
 * outside an organization here) and removes their SWARM votes.
 */
import type { Principal } from "./principal";
import { EngramError } from "../errors";
import {
  countOtherAdmins, findOrganization, grantAdmin, memberRoleIn, revokeAdmin, type OrgRole,
} from "../storage/orgs-store";
import { namedOrganization, setUserDisabled } from "../storage/users-store";
import { auditStatement } from "../storage/swarm-store";
import type { Clock } from "../util/time";
import { newId } from "../util/ids";
import { createUser } from "./users";

/** 404 for an organization the caller is not in (no probing of other organizations), 403 for a member who is not an admin. */
export async function requireOrgAdmin(db: D1Database, p: Principal, orgId: string): Promise<void> {
  if (p.orgId !== orgId) throw new EngramError("not_found", "organization not found");
  if ((await memberRoleIn(db, orgId, p.userId)) !== "admin") throw new EngramError("forbidden", "only an organization admin can do this");
}

export async function isOrgAdmin(db: D1Database, p: Principal, orgId: string): Promise<boolean> {
  return p.orgId === orgId && (await memberRoleIn(db, orgId, p.userId)) === "admin";
}

/**
 * The operator's path: a named organization and its first admin (a new user with a key, shown once).
 * `placement` (more than one database bound): `placeOn` is where a newly created organization goes
 * (recorded in the directory with it), and `settle` mirrors the accounts onto the organization's
 * database and returns it — the role and the audit row belong there (docs/scaling.md).
 */
export async function createOrganization(
  db: D1Database, clock: Clock, input: { name: string; admin: string },
  placement: { placeOn?: string | null; settle?: (orgId: string) => Promise<D1Database> } = {},
) {
  const now = clock();
  const org = await namedOrganization(db, newId("org", now), input.name, now, placement.placeOn ?? undefined);
  const created = await createUser(db, clock, { name: input.admin, org: org.name });
  await grantAdmin(db, org.id, created.user.id, now);
  const orgDb = placement.settle ? await placement.settle(org.id) : db;
  if (orgDb !== db) await grantAdmin(orgDb, org.id, created.user.id, now);
  await auditStatement(orgDb, { orgId: org.id, kind: "org.admin_granted", actor: "operator", data: { user_id: created.user.id }, now }).run();
  return { org: { id: org.id, name: org.name }, admin: { ...created.user, role: "admin" as const }, api_key: created.api_key };
}

/** The operator names an admin of an existing organization (e.g. one created before roles existed). */
export async function operatorGrantAdmin(db: D1Database, clock: Clock, orgId: string, userId: string) {
  const org = await findOrganization(db, orgId);
  if (!org) throw new EngramError("not_found", "organization not found");
  if ((await memberRoleIn(db, orgId, userId)) === null) throw new EngramError("validation_failed", "user_id: not a member of this organization", { field: "user_id" });
  const now = clock();
  await grantAdmin(db, orgId, userId, now);
  await auditStatement(db, { orgId, kind: "org.admin_granted", actor: "operator", data: { user_id: userId }, now }).run();
  return { user_id: userId, role: "admin" as OrgRole };
}

export async function setRole(db: D1Database, clock: Clock, p: Principal, orgId: string, userId: string, role: OrgRole) {
  await requireOrgAdmin(db, p, orgId);
  if ((await memberRoleIn(db, orgId, userId)) === null) throw new EngramError("not_found", "member not found");
  const now = clock();
  if (role === "admin") await grantAdmin(db, orgId, userId, now);
  else if (!(await revokeAdmin(db, orgId, userId)) && (await memberRoleIn(db, orgId, userId)) === "admin") {
    throw new EngramError("conflict", "the organization's last admin cannot be removed; make another member admin first");
  }
  await auditStatement(db, { orgId, kind: role === "admin" ? "org.admin_granted" : "org.admin_revoked", actor: p.userId, data: { user_id: userId }, now }).run();
  return { user_id: userId, role };
}

/** Removes a member: their account is disabled, their SWARM votes go (the caller recounts the items). */
export async function removeMember(db: D1Database, clock: Clock, p: Principal, orgId: string, userId: string) {
  await requireOrgAdmin(db, p, orgId);
  const role = await memberRoleIn(db, orgId, userId);
  if (role === null) throw new EngramError("not_found", "member not found");
  if (role === "admin" && (await countOtherAdmins(db, orgId, userId)) === 0) {
    throw new EngramError("conflict", "the organization's last admin cannot be removed; make another member admin first");
  }
  const now = clock();
  await db.batch([
    setUserDisabled(db, userId, now),
    auditStatement(db, { orgId, kind: "org.member_removed", actor: p.userId, data: { user_id: userId }, now }),
  ]);
}
