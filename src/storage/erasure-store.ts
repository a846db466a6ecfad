/**
 * Erase for real (issue 18): the statements that remove a memory, or a whole account, from every
 * table of D1 now — not archive it, not wait for the monthly purge. Each returns statements for the
 * caller's one batch. What lives outside D1 (R2 copies, KV, the vector index, backups) is handled by
 * lifecycle/erase.ts; `erasures` records the erased ids (never content) for the backup rotation.
 *
 * Copies of a memory's text in D1, and where they go:
 *   memories (+ memories_fts by trigger)       the row
 *   events                                    its own (memory_id), and those that quote it or name it
 *                                             in their data: memory.duplicate_merged (incoming.id),
 *                                             consolidation.merged (episode), conflict.flagged
 *                                             (left/right), judgment.override (default), and the
 *                                             conflict.resolved of its conflicts (merged text, notes)
 *   conflicts                                 its own and its facts', deleted, open or resolved (their detail quotes claims)
 *   facts                                     the ones extracted from it (memory_id)
 *   relationships                             its evidence id removed; one it was the only evidence for goes
 *   entities, memory_entities                 its links; an entity nothing else mentions goes
 *   memory_vectors, memory_near_keys, outbox  its vector, LSH keys and pending index work (one
 *                                             'unindex' queued instead)
 *   idempotency_keys                          stored responses that contain it
 */
import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { newId } from "../util/ids";
import { orm, toStatement } from "./db";
import {
  apiKeys, conflicts, consolidationLog, entities, erasures, events, facts, idempotencyKeys, jobCheckpoints, memories, memoryEntities, memoryNearKeys,
  memoryVectors, orgMembers, outbox, outcomes, projectMembers, projects, relationships, skills, skillUses, skillVectors, skillVersions, users,
} from "./schema";

/** Event kinds whose data quotes or names another memory than their `memory_id` (see above). */
const REFERRING_KINDS = ["memory.duplicate_merged", "consolidation.merged", "conflict.flagged", "judgment.override"];

/** Every statement that erases memory `r.id` from D1, in order; the audit event names the id only. */
export function eraseMemoryStatements(
  d1: D1Database, r: { id: string; orgId: string; userId: string }, o: { actorUserId: string | null; now: number; audit?: boolean },
): D1PreparedStatement[] {
  const db = orm(d1);
  const id = r.id;
  const linked = sql`(SELECT entity_id FROM memory_entities WHERE memory_id = ${id})`;
  // Conflicts name a memory or a fact (consolidation flags fact pairs): the erased memory and its facts.
  const subjects = sql`(SELECT ${id} UNION ALL SELECT id FROM facts WHERE memory_id = ${id})`;
  const json = (path: string) => sql`CASE WHEN json_valid(${events.data}) THEN json_extract(${events.data}, ${path}) END`;
  const statements = [
    db.delete(events).where(eq(events.memoryId, id)),
    db.delete(events).where(
      and(
        eq(events.userId, r.userId), inArray(events.kind, REFERRING_KINDS),
        or(
          sql`${id} IN (${json("$.incoming.id")}, ${json("$.episode")}, ${json("$.default")})`,
          sql`${json("$.left")} IN ${subjects}`,
          sql`${json("$.right")} IN ${subjects}`,
        ),
      ),
    ),
    db.delete(events).where(
      and(
        eq(events.userId, r.userId), eq(events.kind, "conflict.resolved"),
        sql`${json("$.conflict")} IN (SELECT id FROM conflicts WHERE left_id IN ${subjects} OR right_id IN ${subjects})`,
      ),
    ),
    db.delete(conflicts).where(or(sql`${conflicts.leftId} IN ${subjects}`, sql`${conflicts.rightId} IN ${subjects}`)),
    db.delete(facts).where(eq(facts.memoryId, id)),
    // Relationships between its entities: the only evidence was this memory → gone; else the id leaves the evidence.
    sql`DELETE FROM relationships
        WHERE (source_id IN ${linked} OR target_id IN ${linked})
          AND CASE WHEN json_valid(evidence) THEN
                EXISTS (SELECT 1 FROM json_each(evidence) WHERE value = ${id})
                AND NOT EXISTS (SELECT 1 FROM json_each(evidence) WHERE value <> ${id})
              ELSE 0 END`,
    sql`UPDATE relationships SET evidence = (SELECT json_group_array(value) FROM json_each(relationships.evidence) WHERE value <> ${id})
        WHERE (source_id IN ${linked} OR target_id IN ${linked})
          AND CASE WHEN json_valid(evidence) THEN EXISTS (SELECT 1 FROM json_each(evidence) WHERE value = ${id}) ELSE 0 END`,
    // An entity only this memory mentioned (no other link, fact or relationship) is a piece of its text.
    sql`DELETE FROM entities
        WHERE id IN ${linked}
          AND NOT EXISTS (SELECT 1 FROM memory_entities o WHERE o.entity_id = entities.id AND o.memory_id <> ${id})
          AND NOT EXISTS (SELECT 1 FROM facts f WHERE f.entity_id = entities.id)
          AND NOT EXISTS (SELECT 1 FROM relationships x WHERE x.source_id = entities.id OR x.target_id = entities.id)`,
    db.delete(memoryEntities).where(eq(memoryEntities.memoryId, id)),
    db.delete(memoryVectors).where(eq(memoryVectors.memoryId, id)),
    db.delete(memoryNearKeys).where(and(eq(memoryNearKeys.userId, r.userId), eq(memoryNearKeys.memoryId, id))),
    // Stored responses that show it: the owner's writes, and a teammate's (feedback on a team memory returns it).
    db.delete(idempotencyKeys).where(
      and(sql`${idempotencyKeys.userId} IN (SELECT id FROM users WHERE org_id = ${r.orgId})`, sql`instr(${idempotencyKeys.response}, ${id}) > 0`),
    ),
    db.delete(outbox).where(eq(outbox.memoryId, id)),
    // The row goes last but one; its FTS entry goes with it (memories_fts_delete).
    db.delete(memories).where(eq(memories.id, id)),
    // The vector index entry: the outbox processor finds the row gone and removes it (write/indexing.ts).
    db.insert(outbox).values({ id: newId("obx", o.now), kind: "unindex", memoryId: id, orgId: r.orgId, nextAttemptAt: o.now, createdAt: o.now }),
    db.insert(erasures).values({ id, kind: "memory", orgId: r.orgId, userId: r.userId, erasedAt: o.now }).onConflictDoNothing(),
    ...(o.audit === false
      ? []
      : [db.insert(events).values({ id: newId("evt", o.now), orgId: r.orgId, userId: o.actorUserId, kind: "audit.memory_erased", memoryId: id, data: "{}", createdAt: o.now })]),
  ];
  return statements.map((q) => toStatement(d1, q));
}

/** A page of a user's memories (any state) to erase: id, org and where its archive copy and KV entries live. */
export async function memoriesToErase(d1: D1Database, userId: string, limit: number): Promise<{ id: string; org_id: string; user_id: string; project_id: string | null }[]> {
  return orm(d1)
    .select({ id: memories.id, org_id: memories.orgId, user_id: memories.userId, project_id: memories.projectId })
    .from(memories)
    .where(eq(memories.userId, userId))
    .orderBy(memories.id)
    .limit(limit);
}

/** The account erasure of `userId`, if one was requested. */
export async function accountErasureOf(d1: D1Database, userId: string): Promise<{ erased_at: number; completed_at: number | null } | null> {
  const row = await orm(d1)
    .select({ erased_at: erasures.erasedAt, completed_at: erasures.completedAt })
    .from(erasures)
    .where(and(eq(erasures.id, userId), eq(erasures.kind, "account")))
    .get();
  return row ?? null;
}

/** The account erasure to work on next (oldest first), if any. */
export async function pendingAccountErasure(d1: D1Database): Promise<{ id: string; org_id: string; user_id: string } | null> {
  const row = await orm(d1)
    .select({ id: erasures.id, org_id: erasures.orgId, user_id: erasures.userId })
    .from(erasures)
    .where(and(eq(erasures.kind, "account"), isNull(erasures.completedAt)))
    .orderBy(erasures.erasedAt)
    .limit(1)
    .get();
  return row ?? null;
}

/**
 * The account's own rows on the primary (docs/scaling.md: users, keys and roles live there whatever
 * database holds the organization's data): the user disabled, every key revoked. Part of
 * `startAccountErasureStatements`; run on the primary alone when the data lives elsewhere.
 */
export function disableAccountStatements(d1: D1Database, userId: string, now: number): D1PreparedStatement[] {
  const db = orm(d1);
  return [
    db.update(users).set({ disabledAt: sql`COALESCE(${users.disabledAt}, ${now})` }).where(eq(users.id, userId)),
    db.update(apiKeys).set({ revokedAt: now }).where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt))),
  ].map((q) => toStatement(d1, q));
}

/**
 * Once the data is gone, the account's rows on the primary when the organization's data lives on
 * another database: keys deleted, role and SWARM opt-in dropped, the users row a disabled tombstone
 * (as `finishAccountErasureStatements` does on the organization's own database).
 */
export function finishAccountOnPrimaryStatements(d1: D1Database, userId: string, now: number): D1PreparedStatement[] {
  const db = orm(d1);
  return [
    db.delete(apiKeys).where(eq(apiKeys.userId, userId)),
    db.delete(orgMembers).where(eq(orgMembers.userId, userId)),
    db.update(users).set({ name: "erased user", disabledAt: sql`COALESCE(${users.disabledAt}, ${now})` }).where(eq(users.id, userId)),
  ].map((q) => toStatement(d1, q));
}

/** Statements that start an account erasure: the user disabled, every key revoked, the erasure recorded. */
export function startAccountErasureStatements(
  d1: D1Database, u: { id: string; orgId: string }, o: { by: "admin" | "self"; now: number },
): D1PreparedStatement[] {
  const db = orm(d1);
  const recorded = [
    db.insert(erasures).values({ id: u.id, kind: "account", orgId: u.orgId, userId: u.id, erasedAt: o.now }).onConflictDoNothing(),
    db.insert(events).values({ id: newId("evt", o.now), orgId: u.orgId, userId: u.id, kind: "audit.account_erasure_requested", data: JSON.stringify({ by: o.by }), createdAt: o.now }),
  ];
  return [...disableAccountStatements(d1, u.id, o.now), ...recorded.map((q) => toStatement(d1, q))];
}

/**
 * Once no memory is left: everything else the user owns. The users row stays as a tombstone (its id
 * is referenced by projects others share), renamed and disabled; its API keys are deleted, not just
 * revoked; projects it created that have no other member and no memory go. Events of the user go
 * except the request's audit, and `audit.account_erased` is written after them.
 */
export function finishAccountErasureStatements(d1: D1Database, u: { id: string; orgId: string }, now: number): D1PreparedStatement[] {
  const db = orm(d1);
  const ownedSkills = sql`(SELECT id FROM skills WHERE user_id = ${u.id})`;
  return [
    db.delete(skillUses).where(sql`${skillUses.skillId} IN ${ownedSkills}`),
    db.delete(skillVersions).where(sql`${skillVersions.skillId} IN ${ownedSkills}`),
    db.delete(skillVectors).where(sql`${skillVectors.skillId} IN ${ownedSkills}`),
    db.delete(skills).where(eq(skills.userId, u.id)),
    db.delete(outcomes).where(eq(outcomes.userId, u.id)),
    db.delete(conflicts).where(eq(conflicts.userId, u.id)),
    db.delete(facts).where(eq(facts.userId, u.id)),
    db.delete(relationships).where(eq(relationships.userId, u.id)),
    db.delete(memoryEntities).where(sql`${memoryEntities.entityId} IN (SELECT id FROM entities WHERE user_id = ${u.id})`),
    db.delete(entities).where(eq(entities.userId, u.id)),
    db.delete(memoryNearKeys).where(eq(memoryNearKeys.userId, u.id)),
    db.delete(consolidationLog).where(eq(consolidationLog.userId, u.id)),
    db.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, u.id)),
    db.delete(projectMembers).where(eq(projectMembers.userId, u.id)),
    // Their role and SWARM opt-in (the pool's votes carry no user id; the nightly SWARM run drops a disabled member's).
    db.delete(orgMembers).where(eq(orgMembers.userId, u.id)),
    // Projects they created that nobody else is in and no memory is in (their names are theirs).
    db.delete(projects).where(
      and(
        eq(projects.createdBy, u.id),
        sql`NOT EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = ${projects.id})`,
        sql`NOT EXISTS (SELECT 1 FROM memories pm WHERE pm.project_id = ${projects.id})`,
      ),
    ),
    db.delete(apiKeys).where(eq(apiKeys.userId, u.id)),
    // Their events (history, audits that carry names or text), except the request's audit: who asked, when.
    db.delete(events).where(and(eq(events.userId, u.id), ne(events.kind, "audit.account_erasure_requested"))),
    // Per-user job cursors (consolidation's `user:<id>` partition holds an episode id).
    db.delete(jobCheckpoints).where(sql`${jobCheckpoints.partition} IN (${u.id}, ${`user:${u.id}`})`),
    db.update(users).set({ name: "erased user", disabledAt: sql`COALESCE(${users.disabledAt}, ${now})` }).where(eq(users.id, u.id)),
    db.update(erasures).set({ completedAt: now }).where(and(eq(erasures.id, u.id), eq(erasures.kind, "account"))),
    db.insert(events).values({ id: newId("evt", now), orgId: u.orgId, userId: u.id, kind: "audit.account_erased", data: "{}", createdAt: now }),
  ].map((q) => toStatement(d1, q));
}

/** Which of `ids` were erased as memories (ids are global): an import must not bring them back. */
export async function erasedIds(d1: D1Database, ids: string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await orm(d1).select({ id: erasures.id }).from(erasures).where(and(eq(erasures.kind, "memory"), inArray(erasures.id, ids.slice(i, i + 90))));
    for (const r of rows) out.add(r.id);
  }
  return out;
}

/** At most this many erasures are applied to one user's backups per backup run (the rest the next night). */
export const ERASURES_PER_ROTATION = 90;

/** Ids erased from `userId`'s memories whose removal from the kept backups is still due. */
export async function pendingBackupErasures(d1: D1Database, userId: string): Promise<string[]> {
  const rows = await orm(d1)
    .select({ id: erasures.id })
    .from(erasures)
    .where(and(eq(erasures.userId, userId), eq(erasures.kind, "memory"), isNull(erasures.backupsClearedAt)))
    .limit(ERASURES_PER_ROTATION);
  return rows.map((r) => r.id);
}

/** The backups no longer hold `ids`. */
export function backupsClearedStatement(d1: D1Database, ids: string[], now: number): D1PreparedStatement {
  return toStatement(d1, orm(d1).update(erasures).set({ backupsClearedAt: now }).where(inArray(erasures.id, ids)));
}
