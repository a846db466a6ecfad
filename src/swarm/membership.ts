/**
 * A member's SWARM opt-in (`PUT /v1/me/swarm`). Off by default; opting out (or being removed)
 * deletes that member's votes at once, and every item they supported is recounted, so an item whose
 * support falls to 3 or fewer is withdrawn in the same request. Each change is audited by the
 * member's voter hash.
 */
import type { Principal } from "../auth/principal";
import { memberSwarm, setMemberSwarm, swarmSettingsOf } from "../storage/orgs-store";
import { auditStatement, deleteVotesOf } from "../storage/swarm-store";
import { voterOf } from "./evidence";
import { recount } from "./revocation";

export async function swarmStatus(db: D1Database, p: Principal) {
  const [me, org] = await Promise.all([memberSwarm(db, p.orgId, p.userId), swarmSettingsOf(db, p.orgId)]);
  return {
    enabled: me.enabled,
    organization_enabled: org.enabled,
    active: me.enabled && org.enabled,
    changed_at: me.changed_at === null ? null : new Date(me.changed_at).toISOString(),
  };
}

/** Whether the caller may see and feed the pool: both switches on. */
export async function swarmActive(db: D1Database, p: Principal): Promise<boolean> {
  return (await swarmStatus(db, p)).active;
}

export async function setSwarmOptIn(db: D1Database, now: number, p: Principal, enabled: boolean) {
  const changed = await setMemberSwarm(db, p.orgId, p.userId, enabled, now);
  let withdrawn: string[] = [];
  const voter = await voterOf(p.orgId, p.userId);
  if (changed) await auditStatement(db, { orgId: p.orgId, kind: enabled ? "swarm.opt_in" : "swarm.opt_out", actor: voter, now }).run();
  if (!enabled) withdrawn = await removeVotes(db, p.orgId, p.userId, now);
  return { ...(await swarmStatus(db, p)), withdrawn };
}

/** Deletes a member's votes and recounts what they touched; returns the ids withdrawn as a result. */
export async function removeVotes(db: D1Database, orgId: string, userId: string, now: number): Promise<string[]> {
  const voter = await voterOf(orgId, userId);
  const touched = await deleteVotesOf(db, orgId, voter);
  const changes = await recount(db, orgId, touched, { now, actor: voter });
  return changes.filter((c) => c.to === "withdrawn").map((c) => c.id);
}
