/**
 * Keeping shared items honest after their evidence changes: statistics recomputed from the votes,
 * withdrawal when support falls to 3 or fewer members, quarantine when members report an item.
 * Every status change is an audit event holding the item's content hash, never its text.
 */
import { swarmSettingsOf } from "../storage/orgs-store";
import { auditStatement, itemsByIds, updateItemStatement, votesOf } from "../storage/swarm-store";
import { itemStats, meetsCriteria, MIN_SUPPORT_EXCLUSIVE } from "./evidence";

export interface RecountChange { id: string; from: string; to: string; reason: string }

/**
 * Recomputes the statistics of `itemIds` and applies the rules; returns the status changes made.
 * `extra` statements (e.g. the job's checkpoint) commit in the same batch.
 */
export async function recount(
  db: D1Database, orgId: string, itemIds: string[], o: { now: number; actor: string; extra?: D1PreparedStatement[] },
): Promise<RecountChange[]> {
  if (!itemIds.length) {
    if (o.extra?.length) await db.batch(o.extra);
    return [];
  }
  const [items, votes, settings] = await Promise.all([itemsByIds(db, orgId, itemIds), votesOf(db, itemIds), swarmSettingsOf(db, orgId)]);
  const byItem = new Map<string, typeof votes>();
  for (const v of votes) byItem.set(v.itemId, [...(byItem.get(v.itemId) ?? []), v]);
  const statements: D1PreparedStatement[] = [...(o.extra ?? [])];
  const changes: RecountChange[] = [];
  for (const item of items) {
    const s = itemStats(byItem.get(item.id) ?? []);
    let status = item.status;
    let reason = item.statusReason;
    if (item.status === "shared" && s.supporters <= MIN_SUPPORT_EXCLUSIVE) [status, reason] = ["withdrawn", "support"];
    else if (item.status === "shared" && s.reports >= settings.quarantine_reports) [status, reason] = ["quarantined", "reported"];
    // Support that comes back (members opting in again) restores an item withdrawn for lack of it; an admin's withdrawal stays.
    else if (item.status === "withdrawn" && item.statusReason === "support" && meetsCriteria(s)) [status, reason] = ["shared", "support_restored"];
    statements.push(
      updateItemStatement(db, item.id, {
        supporters: s.supporters, uses: s.uses, successes: s.successes, effectiveness: s.effectiveness, status, statusReason: reason, updatedAt: o.now,
      }),
    );
    if (status !== item.status) {
      changes.push({ id: item.id, from: item.status, to: status, reason: reason ?? "" });
      statements.push(
        auditStatement(db, {
          orgId, kind: status === "withdrawn" ? "swarm.withdrawn" : status === "shared" ? "swarm.promoted" : "swarm.quarantined", itemId: item.id, actor: o.actor,
          data: { reason, content_hash: item.contentHash, supporters: s.supporters, reports: s.reports }, now: o.now,
        }),
      );
    }
  }
  await db.batch(statements);
  return changes;
}
