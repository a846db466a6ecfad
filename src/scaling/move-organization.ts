/**
 * Moves an organization to another D1 database, online (docs/scaling.md): mark it moving in the
 * directory (its writes get 503 + Retry-After from then on), wait for the writes already accepted
 * (each member's writer drains its queue), copy every table's rows, verify the counts on both sides,
 * flip the directory, then delete the source's rows. Reads keep going to the source until the flip.
 * A copy whose counts do not match is retried once, then abandoned: the organization stays where it
 * was, active, and the partial copy is removed from the target.
 */
import { onDatabase, type Deps } from "../config";
import { writerBarrier } from "../durable/user-writer";
import { EngramError } from "../errors";
import { setPlacement as writePlacement, type Placement } from "../storage/directory-store";
import { PRIMARY, databaseNamed, forgetPlacement, placementFor } from "../storage/databases";
import { copyOrgRows, countOrgRows, deleteOrgRows, mirrorTenancyRows, orgMemoryIds } from "../storage/org-move-store";
import { liveMemoryIdsOfOrg } from "../storage/vectors-store";
import { processOutbox } from "../write/indexing";
import { enqueueOutbox } from "../write/statements";
import { orgMemberIds } from "../storage/users-store";

export interface MoveReport {
  org_id: string; from: string; to: string; rows: Record<string, number>; copied: number;
  /** Vector index rows queued in the target's index, ids removed from the source's. */
  vectors: { queued: number; removed: number };
}

/** Every change of the directory also drops this isolate's cached entry (others expire within the TTL). */
async function setPlacement(primary: D1Database, orgId: string, p: Placement, now: number): Promise<void> {
  await writePlacement(primary, orgId, p, now);
  forgetPlacement(orgId);
}

export async function moveOrganization(deps: Deps, orgId: string, to: string): Promise<MoveReport> {
  const primary = databaseNamed(deps.databases, PRIMARY);
  const members = await orgMemberIds(primary, orgId);
  if (!members.length) throw new EngramError("not_found", `no organization '${orgId}' with members`, { field: "id" });
  const target = databaseNamed(deps.databases, to);
  const current = await placementFor(deps.databases, orgId);
  if (current.state === "moving") throw new EngramError("conflict", "this organization is already being moved");
  const source = databaseNamed(deps.databases, current.database);
  if (current.database === to) return { org_id: orgId, from: to, to, rows: await countOrgRows(source, orgId), copied: 0, vectors: { queued: 0, removed: 0 } };

  await setPlacement(primary, orgId, { database: current.database, state: "moving" }, deps.clock());
  let copied = 0;
  let verified: Record<string, number> | null = null;
  try {
    for (const userId of members) await writerBarrier(deps.env, userId);
    // The target may already hold some of the organization's rows: the primary keeps its accounts
    // (and the audit events of users created while the organization was elsewhere). Verified when
    // every table holds at least the source's rows and at most what it had plus the source's.
    const had = await countOrgRows(target, orgId);
    for (let attempt = 0; attempt < 2 && !verified; attempt++) {
      copied += await copyOrgRows(source, target, orgId);
      const [a, b] = [await countOrgRows(source, orgId), await countOrgRows(target, orgId)];
      if (Object.keys(a).every((t) => b[t] >= a[t] && b[t] <= had[t] + a[t])) verified = a;
    }
    if (!verified) throw new EngramError("conflict", "the copy's row counts do not match the source's; the organization stays where it was");
  } catch (err) {
    await deleteOrgRows(target, orgId, to !== PRIMARY).catch(() => undefined);
    await setPlacement(primary, orgId, { database: current.database, state: "active" }, deps.clock());
    throw err;
  }
  await setPlacement(primary, orgId, { database: to, state: "active" }, deps.clock());
  // Other isolates may route reads by a cached placement for up to the cache's TTL: the source keeps
  // the rows that long, so such a read finds them (writes never use the cache).
  if (deps.directoryCacheMs > 0) await new Promise((r) => setTimeout(r, deps.directoryCacheMs));
  // The primary keeps its authoritative organization and user rows; another database its mirror only
  // while it holds the organization. A failure here leaves unreachable rows in the source, not a loss.
  await deleteOrgRows(source, orgId, current.database !== PRIMARY);
  const vectors = await moveVectors(deps, orgId, current.database, to);
  return { org_id: orgId, from: current.database, to, rows: verified, copied, vectors };
}

/**
 * Each database has its own vector index (docs/scaling.md): after the flip the target's index gets
 * the organization's live memories — an `index` outbox row each, drained now as far as it goes (the
 * stored vectors were copied with the rows, so nothing is re-embedded; the hourly outbox drain
 * finishes the rest) — and the source's index loses the namespace. Nothing to do when both databases
 * share one index. A failure leaves drift the index-repair job fixes, never a lost memory.
 */
async function moveVectors(deps: Deps, orgId: string, from: string, to: string): Promise<MoveReport["vectors"]> {
  const [source, target] = [onDatabase(deps, from), onDatabase(deps, to)];
  if (source.vectors.name !== undefined && source.vectors.name === target.vectors.name) return { queued: 0, removed: 0 };
  const live = await liveMemoryIdsOfOrg(target.db, orgId);
  const now = deps.clock();
  for (let i = 0; i < live.length; i += 50) {
    await target.db.batch(live.slice(i, i + 50).map((id) => enqueueOutbox(target.db, "index", id, orgId, now)));
  }
  for (let i = 0; i < live.length; i += 100) {
    await processOutbox(target, { memoryIds: live.slice(i, i + 100) }).catch((err) => console.warn("move: indexing left to the outbox drain", err));
  }
  // Everything the source's namespace may hold: its listing where the index has one, and every memory id.
  const held = new Set([...(await orgMemoryIds(target.db, orgId)), ...((await source.vectors.ids?.(orgId).catch(() => [])) ?? [])]);
  const ids = [...held];
  for (let i = 0; i < ids.length; i += 100) await source.vectors.remove(orgId, ids.slice(i, i + 100));
  return { queued: live.length, removed: ids.length };
}

/**
 * After a user is created (accounts live on the primary): an organization placed on another database
 * gets the new user's row in its mirror there, so its foreign keys and visibility joins find them.
 */
export async function mirrorNewUser(deps: Deps, orgId: string): Promise<void> {
  const placement = await placementFor(deps.databases, orgId);
  if (placement.database === PRIMARY) return;
  await mirrorTenancyRows(databaseNamed(deps.databases, PRIMARY), databaseNamed(deps.databases, placement.database), orgId);
}
