/**
 * The skill library's storage: metadata and counters in D1, bodies in R2 under versioned keys
 * (blob-keys.ts), one vector per skill for the dense half of search. Saving a skill with a name
 * the user already has adds a version.
 */
import type { Deps } from "../config";
import { EngramError, notFound } from "../errors";
import { sha256Hex } from "../util/crypto";
import { newId } from "../util/ids";
import { toIso } from "../util/time";
import { vectorBytes } from "../write/embedding-check";
import { skillBlobKey } from "./blob-keys";
import type { SkillBody, SkillInput, SkillView } from "./schemas";

export interface Owner { orgId: string; userId: string }

export interface SkillRow {
  id: string; org_id: string; user_id: string; name: string; description: string; triggers: string; prerequisites: string;
  uses_skills: string; body_kind: "code" | "procedure"; language: string | null; version: number; use_count: number;
  success_count: number; failure_count: number; satisfaction_sum: number; satisfaction_count: number;
  created_from: string | null; last_used_at: number | null; created_at: number; updated_at: number;
}

export function toSkillView(r: SkillRow, usedBy: string[] = []): SkillView {
  return {
    id: r.id, name: r.name, description: r.description,
    triggers: JSON.parse(r.triggers), prerequisites: JSON.parse(r.prerequisites), uses_skills: JSON.parse(r.uses_skills),
    used_by_skills: usedBy, body_kind: r.body_kind, language: r.language, version: r.version,
    use_count: r.use_count, success_count: r.success_count, failure_count: r.failure_count,
    avg_satisfaction: r.satisfaction_count ? Math.round((r.satisfaction_sum / r.satisfaction_count) * 100) / 100 : null,
    created_from: r.created_from, last_used_at: toIso(r.last_used_at), created_at: toIso(r.created_at)!, updated_at: toIso(r.updated_at)!,
  };
}

export const skillSearchText = (s: { name: string; description: string; triggers: string[] }) =>
  `${s.name}\n${s.description}\n${s.triggers.join("; ")}`;

export async function getOwnSkill(db: D1Database, userId: string, id: string): Promise<SkillRow> {
  const row = await db.prepare("SELECT * FROM skills WHERE id = ? AND user_id = ?").bind(id, userId).first<SkillRow>();
  if (!row) throw notFound("skill");
  return row;
}

export async function usedBy(db: D1Database, userId: string, id: string): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT s.id FROM skills s, json_each(s.uses_skills) j WHERE s.user_id = ? AND j.value = ? ORDER BY s.id")
    .bind(userId, id)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

export async function saveSkill(
  deps: Deps, o: Owner, input: SkillInput, opts: { createdFrom?: string } = {},
): Promise<{ skill: SkillView; status: "created" | "new_version" }> {
  const { db } = deps;
  const now = deps.clock();
  const existing = await db.prepare("SELECT * FROM skills WHERE user_id = ? AND name = ?").bind(o.userId, input.name).first<SkillRow>();
  const uses = [...new Set(input.uses_skills)];
  if (uses.length) {
    const { results } = await db
      .prepare(`SELECT id FROM skills WHERE user_id = ? AND id IN (${uses.map(() => "?").join(",")})`)
      .bind(o.userId, ...uses)
      .all<{ id: string }>();
    const found = new Set(results.map((r) => r.id));
    const missing = uses.findIndex((u) => !found.has(u) || u === existing?.id);
    if (missing >= 0) {
      throw new EngramError("validation_failed", `uses_skills.${missing}: no such skill of yours (or the skill itself)`, { field: `uses_skills.${missing}` });
    }
  }
  const id = existing?.id ?? newId("skl", now);
  const version = (existing?.version ?? 0) + 1;
  const body: SkillBody = { kind: input.body.kind, language: input.body.language ?? null, content: input.body.content };
  const json = JSON.stringify(body);
  const sha256 = await sha256Hex(json);
  const key = skillBlobKey(o.orgId, o.userId, id, version);
  await deps.blobs.put(key, json, {
    httpMetadata: { contentType: "application/json" },
    customMetadata: { skill_id: id, version: String(version), sha256 },
  });
  const [vector] = await deps.embedder.embed([skillSearchText(input)], "document");
  const meta = [input.description, JSON.stringify(input.triggers), JSON.stringify(input.prerequisites), JSON.stringify(uses), body.kind, body.language ?? null];
  const write = existing
    ? db
        .prepare(
          `UPDATE skills SET description = ?, triggers = ?, prerequisites = ?, uses_skills = ?, body_kind = ?, language = ?,
           version = ?, updated_at = ? WHERE id = ? AND version = ?`,
        )
        .bind(...meta, version, now, id, existing.version)
    : db
        .prepare(
          `INSERT INTO skills (id, org_id, user_id, name, description, triggers, prerequisites, uses_skills, body_kind, language, version,
           created_from, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
        )
        .bind(id, o.orgId, o.userId, input.name, ...meta, opts.createdFrom ?? null, now, now);
  try {
    await db.batch([
      write,
      // The primary key (skill_id, version) refuses a concurrent save of the same version.
      db.prepare("INSERT INTO skill_versions (skill_id, version, blob_key, bytes, sha256, created_at) VALUES (?, ?, ?, ?, ?, ?)")
        .bind(id, version, key, json.length, sha256, now),
      db
        .prepare(
          `INSERT INTO skill_vectors (skill_id, user_id, model, dimension, vector) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (skill_id) DO UPDATE SET model = excluded.model, dimension = excluded.dimension, vector = excluded.vector`,
        )
        .bind(id, o.userId, deps.embedder.model, vector.length, vectorBytes(vector)),
    ]);
  } catch (err) {
    await deps.blobs.delete(key).catch(() => undefined);
    if (/UNIQUE|PRIMARY KEY|constraint/i.test(String((err as Error).message))) {
      throw new EngramError("conflict", `skill '${input.name}' was changed concurrently; retry`);
    }
    throw err;
  }
  const row = await getOwnSkill(db, o.userId, id);
  return { skill: toSkillView(row, await usedBy(db, o.userId, id)), status: existing ? "new_version" : "created" };
}

export async function readSkillBody(deps: Deps, o: Owner, skillId: string, version: number): Promise<SkillBody> {
  const object = await deps.blobs.get(skillBlobKey(o.orgId, o.userId, skillId, version));
  if (!object) throw new EngramError("internal", `skill body v${version} is missing from storage`);
  return JSON.parse(await object.text()) as SkillBody;
}

export async function listVersions(db: D1Database, skillId: string) {
  const { results } = await db
    .prepare("SELECT version, bytes, sha256, created_at FROM skill_versions WHERE skill_id = ? ORDER BY version DESC")
    .bind(skillId)
    .all<{ version: number; bytes: number; sha256: string; created_at: number }>();
  return results.map((r) => ({ version: r.version, bytes: r.bytes, sha256: r.sha256, created_at: toIso(r.created_at)! }));
}

/** Usage: counters and the satisfaction average move in SQL, so concurrent reports add up. */
export async function recordSkillUse(
  deps: Deps, o: Owner, skillId: string, use: { success: boolean; satisfaction?: number; note?: string },
): Promise<SkillView> {
  const { db } = deps;
  const now = deps.clock();
  await getOwnSkill(db, o.userId, skillId);
  const s = use.satisfaction ?? null;
  await db.batch([
    db
      .prepare(
        `UPDATE skills SET use_count = use_count + 1, success_count = success_count + ?, failure_count = failure_count + ?,
         satisfaction_sum = satisfaction_sum + ?, satisfaction_count = satisfaction_count + ?, last_used_at = ?
         WHERE id = ? AND user_id = ?`,
      )
      .bind(use.success ? 1 : 0, use.success ? 0 : 1, s ?? 0, s === null ? 0 : 1, now, skillId, o.userId),
    db
      .prepare("INSERT INTO skill_uses (id, skill_id, user_id, success, satisfaction, note, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
      .bind(newId("sku", now), skillId, o.userId, use.success ? 1 : 0, s, use.note ?? null, now),
  ]);
  return toSkillView(await getOwnSkill(db, o.userId, skillId), await usedBy(db, o.userId, skillId));
}
