/**
 * The skill library's tables: `skills` (metadata and usage counters), `skill_versions` (one row per
 * body version in R2), `skill_uses`, `skill_vectors`, and the `skills_fts` index kept by triggers.
 * Counters move in SQL (`use_count + 1`), so concurrent reports add up.
 */
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { vectorFromBlob } from "../write/embedding-check";
import { orm, toStatement } from "./db";
import { skills, skillUses, skillVectors, skillVersions } from "./schema";

/** A skill row with the column names of the table (what `toSkillView` reads). */
export interface SkillRow {
  id: string; org_id: string; user_id: string; name: string; description: string; triggers: string; prerequisites: string;
  uses_skills: string; body_kind: "code" | "procedure"; language: string | null; version: number; use_count: number;
  success_count: number; failure_count: number; satisfaction_sum: number; satisfaction_count: number;
  created_from: string | null; last_used_at: number | null; created_at: number; updated_at: number;
}

const skillColumns = {
  id: skills.id, org_id: skills.orgId, user_id: skills.userId, name: skills.name, description: skills.description,
  triggers: skills.triggers, prerequisites: skills.prerequisites, uses_skills: skills.usesSkills, body_kind: skills.bodyKind,
  language: skills.language, version: skills.version, use_count: skills.useCount, success_count: skills.successCount,
  failure_count: skills.failureCount, satisfaction_sum: skills.satisfactionSum, satisfaction_count: skills.satisfactionCount,
  created_from: skills.createdFrom, last_used_at: skills.lastUsedAt, created_at: skills.createdAt, updated_at: skills.updatedAt,
};

const selectSkills = (d1: D1Database) => orm(d1).select(skillColumns).from(skills);

export async function findSkill(d1: D1Database, userId: string, id: string): Promise<SkillRow | null> {
  return (await selectSkills(d1).where(and(eq(skills.id, id), eq(skills.userId, userId))).get()) ?? null;
}

export async function findSkillByName(d1: D1Database, userId: string, name: string): Promise<SkillRow | null> {
  return (await selectSkills(d1).where(and(eq(skills.userId, userId), eq(skills.name, name))).get()) ?? null;
}

/** The user's skills among `ids` (few: uses_skills is capped at 32, a search at its limit), in no order. */
export async function skillsByIds(d1: D1Database, userId: string, ids: string[]): Promise<SkillRow[]> {
  if (!ids.length) return [];
  return selectSkills(d1).where(and(eq(skills.userId, userId), inArray(skills.id, ids)));
}

/** The user's skills, most used first (a search without a query). */
export async function topSkills(d1: D1Database, userId: string, limit: number): Promise<SkillRow[]> {
  return selectSkills(d1).where(eq(skills.userId, userId)).orderBy(desc(skills.useCount), desc(skills.updatedAt)).limit(limit);
}

/** Ids of the user's skills whose `uses_skills` (a JSON array) names `id`. */
export async function skillsUsing(d1: D1Database, userId: string, id: string): Promise<string[]> {
  const rows = await orm(d1).all<{ id: string }>(
    sql`SELECT s.id FROM ${skills} s, json_each(s.uses_skills) j WHERE s.user_id = ${userId} AND j.value = ${id} ORDER BY s.id`,
  );
  return rows.map((r) => r.id);
}

/** BM25 over name (×2), description and triggers (×1.5): the user's best 50 ids for an FTS5 MATCH expression. */
export async function searchSkillText(d1: D1Database, userId: string, match: string): Promise<string[]> {
  const rows = await orm(d1).all<{ id: string }>(
    sql`SELECT s.id FROM skills_fts JOIN ${skills} s ON s.rowid = skills_fts.rowid
        WHERE skills_fts MATCH ${match} AND s.user_id = ${userId} ORDER BY bm25(skills_fts, 2.0, 1.0, 1.5) LIMIT 50`,
  );
  return rows.map((r) => r.id);
}

/** The user's skill vectors made by `model` with `dimension` floats. */
export async function skillVectorsOf(d1: D1Database, userId: string, model: string, dimension: number) {
  const rows = await orm(d1)
    .select({ skill_id: skillVectors.skillId, vector: sql<ArrayBuffer>`${skillVectors.vector}` })
    .from(skillVectors)
    .where(and(eq(skillVectors.userId, userId), eq(skillVectors.model, model), eq(skillVectors.dimension, dimension)));
  return rows.map((r) => ({ skillId: r.skill_id, vector: vectorFromBlob(r.vector) }));
}

export interface SkillMeta {
  description: string; triggers: string; prerequisites: string; usesSkills: string; bodyKind: "code" | "procedure"; language: string | null;
}

/**
 * A new skill or a new version of one, its version row and its vector, in one batch. A new
 * version updates only if the stored version is still `previousVersion`, and the version row's
 * primary key refuses a concurrent save of the same version: the batch then fails as a whole.
 */
export async function saveSkillVersion(
  d1: D1Database,
  s: {
    id: string; orgId: string; userId: string; name: string; meta: SkillMeta; version: number; previousVersion: number | null;
    createdFrom: string | null; now: number;
    blob: { key: string; bytes: number; sha256: string };
    vector: { model: string; dimension: number; bytes: ArrayBuffer };
  },
): Promise<void> {
  const db = orm(d1);
  const write = s.previousVersion !== null
    ? db.update(skills).set({ ...s.meta, version: s.version, updatedAt: s.now }).where(and(eq(skills.id, s.id), eq(skills.version, s.previousVersion)))
    : db.insert(skills).values({
        id: s.id, orgId: s.orgId, userId: s.userId, name: s.name, ...s.meta, version: 1, createdFrom: s.createdFrom, createdAt: s.now, updatedAt: s.now,
      });
  await d1.batch([
    toStatement(d1, write),
    toStatement(d1, db.insert(skillVersions).values({
      skillId: s.id, version: s.version, blobKey: s.blob.key, bytes: s.blob.bytes, sha256: s.blob.sha256, createdAt: s.now,
    })),
    toStatement(d1, db.insert(skillVectors)
      .values({ skillId: s.id, userId: s.userId, model: s.vector.model, dimension: s.vector.dimension, vector: sql`${s.vector.bytes}` })
      .onConflictDoUpdate({
        target: skillVectors.skillId,
        set: { model: sql`excluded.model`, dimension: sql`excluded.dimension`, vector: sql`excluded.vector` },
      })),
  ]);
}

export async function listSkillVersions(d1: D1Database, skillId: string) {
  return orm(d1)
    .select({ version: skillVersions.version, bytes: skillVersions.bytes, sha256: skillVersions.sha256, created_at: skillVersions.createdAt })
    .from(skillVersions)
    .where(eq(skillVersions.skillId, skillId))
    .orderBy(desc(skillVersions.version));
}

/** Counts one use (and its satisfaction, when given) and records it, in one batch. */
export async function recordUse(
  d1: D1Database,
  u: { id: string; skillId: string; userId: string; success: boolean; satisfaction: number | null; note: string | null; now: number },
): Promise<void> {
  const db = orm(d1);
  await db.batch([
    db.update(skills)
      .set({
        useCount: sql`${skills.useCount} + 1`,
        successCount: sql`${skills.successCount} + ${u.success ? 1 : 0}`,
        failureCount: sql`${skills.failureCount} + ${u.success ? 0 : 1}`,
        satisfactionSum: sql`${skills.satisfactionSum} + ${u.satisfaction ?? 0}`,
        satisfactionCount: sql`${skills.satisfactionCount} + ${u.satisfaction === null ? 0 : 1}`,
        lastUsedAt: u.now,
      })
      .where(and(eq(skills.id, u.skillId), eq(skills.userId, u.userId))),
    db.insert(skillUses).values({
      id: u.id, skillId: u.skillId, userId: u.userId, success: u.success ? 1 : 0, satisfaction: u.satisfaction, note: u.note, createdAt: u.now,
    }),
  ]);
}
