/**
 * Deterministic skill drafting from a verified, well-rated outcome: the task becomes the skill's
 * description, its key terms the triggers, technologies the prerequisites, and the decisions,
 * fixed errors and touched files a numbered procedure.
 */
import type { OutcomeInput } from "../knowledge/outcome-schemas";
import { queryTerms } from "../retrieval/query-terms";
import { extractEntities } from "../memory/entity-extractor";
import { noUsage } from "./extraction";
import type { SkillDraftResult } from "./extractor-types";

export function skillNameFor(input: string): string {
  const words = queryTerms(input).slice(0, 6);
  return (words.join("-") || "skill").slice(0, 60);
}

export function draftSkillWithRules(o: OutcomeInput): SkillDraftResult {
  const steps: string[] = [];
  for (const d of o.decisions) steps.push(`${d.question ? `${d.question}: ` : ""}${d.decision}${d.reason ? ` (because ${d.reason})` : ""}`);
  for (const e of o.errors) if (e.solution) steps.push(`If you hit "${e.error}": ${e.solution}`);
  const files = [...o.files.created, ...o.files.modified];
  if (files.length) steps.push(`Touch: ${files.slice(0, 12).join(", ")}`);
  for (const l of o.learnings.filter((x) => x.type === "pattern")) steps.push(l.content);
  if (!steps.length) return { ok: false, reason: "nothing reusable: no decisions, solved errors, files or patterns", usage: noUsage() };
  steps.push("Verify: run the tests and the build before calling it done");
  const text = [o.task.input, ...o.decisions.map((d) => d.decision), ...o.errors.map((e) => e.error)].join(" ");
  const technologies = extractEntities(text).filter((e) => e.type === "technology").map((e) => e.name);
  return {
    ok: true,
    usage: noUsage(),
    draft: {
      worth_a_skill: true,
      name: skillNameFor(o.task.input),
      description: `${o.task.type.toLowerCase()}: ${o.task.input}`.slice(0, 1000),
      triggers: queryTerms(o.task.input).slice(0, 8),
      prerequisites: technologies.slice(0, 8),
      body: { kind: "procedure", language: null, content: steps.map((s, i) => `${i + 1}. ${s}`).join("\n") },
    },
  };
}
