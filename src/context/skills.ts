/**
 * The skill library's search (`GET /v1/skills?query=`) as a source for the context bundle.
 * Until the library is deployed the route does not exist and the section stays empty.
 */
import { z } from "zod";
import { EngramError } from "../errors";
import type { RestCall } from "../http/self-dispatch";
import type { SkillSource, SkillSummary } from "./bundle";

/** `{ results: [{ skill, score, why }] }`, best first (the skill library's search). */
const skillsResponse = z.object({
  results: z.array(
    z.looseObject({
      skill: z.looseObject({
        id: z.string(),
        name: z.string(),
        description: z.string().default(""),
        success_count: z.number().optional(),
        failure_count: z.number().optional(),
      }),
    }),
  ),
});

export function skillSource(rest: RestCall): SkillSource {
  return async (query, limit) => {
    let body: unknown;
    try {
      body = await rest("GET", `/v1/skills?${new URLSearchParams({ query, limit: String(limit) })}`);
    } catch (err) {
      if (err instanceof EngramError && err.code === "unavailable") return [];
      throw err;
    }
    const parsed = skillsResponse.safeParse(body);
    if (!parsed.success) return [];
    return parsed.data.results.slice(0, limit).map(
      ({ skill: s }): SkillSummary => ({ id: s.id, name: s.name, description: s.description, success_count: s.success_count, failure_count: s.failure_count }),
    );
  };
}
