/**
 * R2 layout of the skill library. Every version of a skill body is its own immutable object:
 *
 *   skills/<org_id>/<user_id>/<skill_id>/v<version>.json
 *
 * The object is JSON `{ "kind": "code" | "procedure", "language": string | null, "content": string }`
 * with custom metadata `skill_id`, `version` and `sha256` (of the JSON). D1 (`skills`,
 * `skill_versions`) holds the metadata and the key of each version; the newest version is
 * `skills.version`. Objects are written before the D1 row that names them, so a failed commit
 * can leave an unreferenced object (removed best-effort) but never a row without its body.
 */
export const skillBlobKey = (orgId: string, userId: string, skillId: string, version: number) =>
  `skills/${orgId}/${userId}/${skillId}/v${version}.json`;
