/**
 * Skills from positively rated work (seed 004): verified outcomes rated ≥ 8 wait as 'pending'
 * until a consolidation round drafts a skill from them with the extractor (LLM when configured).
 */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import type { Extractor } from "../consolidation/extractor-types";
import type { OutcomeInput } from "../knowledge/outcome-schemas";
import { LlmBudgetExhausted, LlmUnavailable } from "../llm/client";
import { pendingSkillOutcomes, setSkillStatus } from "../storage/outcomes-store";
import { skillInput } from "./schemas";
import { saveSkill } from "./store";

export async function extractPendingSkills(deps: Deps, p: Principal, extractor: Extractor, limit: number) {
  const out = { extracted: [] as string[], skipped: 0 };
  for (const o of await pendingSkillOutcomes(deps.db, p.userId, limit)) {
    let status: "extracted" | "skipped" = "skipped";
    let skillId: string | null = null;
    try {
      const r = await extractor.draftSkill(JSON.parse(o.body) as OutcomeInput);
      if (r.ok) {
        const input = skillInput.safeParse({ ...r.draft, body: { ...r.draft.body, language: r.draft.body.language ?? null }, uses_skills: [] });
        if (input.success) {
          const saved = await saveSkill(deps, p, input.data, { createdFrom: o.id });
          status = "extracted";
          skillId = saved.skill.id;
          out.extracted.push(saved.skill.id);
        } else console.warn(`skill draft from outcome ${o.id} rejected: ${input.error.issues[0]?.message}`);
      } else console.warn(`no skill from outcome ${o.id}: ${r.reason}`);
    } catch (err) {
      // Outage or budget: leave the outcome pending for the next round.
      if (err instanceof LlmUnavailable || err instanceof LlmBudgetExhausted) break;
      throw err;
    }
    if (status === "skipped") out.skipped++;
    await setSkillStatus(deps.db, o.id, status, skillId);
  }
  return out;
}
