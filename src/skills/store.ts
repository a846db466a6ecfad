/**
 * The skill library's storage: metadata and counters in D1, bodies in R2 under versioned keys
 * (blob-keys.ts), one vector per skill for the dense half of search. Saving a skill with a name
 * the user already has adds a version.
 */
import type { Deps } from "../config";
import { EngramError, notFound } from "../errors";
import * as store from "../storage/skills-store";
import type { SkillRow } from "../storage/skills-store";
import { sha256Hex } from "../util/crypto";
import { newId } from "../util/ids";
import { toIso } from "../util/time";
import { vectorBytes } from "../write/embedding-check";
import { skillBlobKey } from "./blob-keys";
import type { SkillBody, SkillInput, SkillView } from "./schemas";

export interface Owner { orgId: string; userId: string }

export type { SkillRow };

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
  const row = await store.findSkill(db, userId, id);
  if (!row) throw notFound("skill");
  return row;
}

export const usedBy = (db: D1Database, userId: string, id: string): Promise<string[]> => store.skillsUsing(db, userId, id);

export async function saveSkill(
  deps: Deps, o: Owner, input: SkillInput, opts: { createdFrom?: string } = {},
): Promise<{ skill: SkillView; status: "created" | "new_version" }> {
  const { db } = deps;
  const now = deps.clock();
  const existing = await store.findSkillByName(db, o.userId, input.name);
  const uses = [...new Set(input.uses_skills)];
  if (uses.length) {
    const found = new Set((await store.skillsByIds(db, o.userId, uses)).map((r) => r.id));
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
  const meta: store.SkillMeta = {
    description: input.description, triggers: JSON.stringify(input.triggers), prerequisites: JSON.stringify(input.prerequisites),
    usesSkills: JSON.stringify(uses), bodyKind: body.kind, language: body.language ?? null,
  };
  try {
    // The primary key (skill_id, version) refuses a concurrent save of the same version.
    await store.saveSkillVersion(db, {
      id, orgId: o.orgId, userId: o.userId, name: input.name, meta, version, previousVersion: existing?.version ?? null,
      createdFrom: opts.createdFrom ?? null, now,
      blob: { key, bytes: json.length, sha256 },
      vector: { model: deps.embedder.model, dimension: vector.length, bytes: vectorBytes(vector) },
    });
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
  const results = await store.listSkillVersions(db, skillId);
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
  await store.recordUse(db, { id: newId("sku", now), skillId, userId: o.userId, success: use.success, satisfaction: s, note: use.note ?? null, now });
  return toSkillView(await getOwnSkill(db, o.userId, skillId), await usedBy(db, o.userId, skillId));
}
