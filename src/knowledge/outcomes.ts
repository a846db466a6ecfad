/**
 * Learning from finished tasks (seed 000 "Learning Pipeline"): only verified success teaches;
 * patterns come from features and refactors, gotchas from errors that were solved, decisions
 * from the choices made, quirks from what the client reports as project-specific. Each learning
 * is promoted to the user's global knowledge by the seed's criteria, else stays local.
 */
import type { Principal } from "../auth/principal";
import { extractEntities } from "../memory/entity-extractor";
import type { MemoryInput } from "../memory/schemas";
import type { MemoryType } from "../memory/types";
import { insertOutcome } from "../storage/outcomes-store";
import { projectIdByName } from "../storage/projects-store";
import { newId } from "../util/ids";
import { planCreateMemories, type WriteContext, type WritePlan } from "../write/create-memories";
import { abstractToEssence } from "./abstraction";
import { scoreImportance } from "./importance";
import type { OutcomeInput } from "./outcome-schemas";

export interface OutcomeCommand { kind: "outcome"; input: OutcomeInput }

export type LearningType = "pattern" | "gotcha" | "decision" | "quirk" | "preference" | "insight" | "location";

export interface Learning {
  type: LearningType;
  content: string;
  technology: string | null;
  techSpecific: boolean;
  promoteToGlobal: boolean;
}

/** Seed 000: gotchas about these technologies are useful in every project. */
export const COMMON_TECH = ["react", "typescript", "node", "python", "git"];
const techKey = (t: string) => t.toLowerCase().replace(/\.js$/, "").replace(/^node$/, "node");

export const SKILL_RATING = 8;

function technologyOf(text: string, explicit?: string): string | null {
  if (explicit) return explicit;
  return extractEntities(text).find((e) => e.type === "technology")?.name ?? null;
}

/** Seed 000 `should_promote_to_global`, in its order. */
export function shouldPromoteToGlobal(l: Learning): boolean {
  if (l.type === "pattern" && !l.techSpecific) return true;
  if (l.type === "gotcha" && l.technology && COMMON_TECH.includes(techKey(l.technology))) return true;
  if (l.promoteToGlobal) return true;
  if (l.type === "quirk") return false;
  return false;
}

export function extractLearnings(o: OutcomeInput): Learning[] {
  if (!o.verified) return [];
  const out: Learning[] = [];
  const explicitGlobal = o.promote_to_global ?? false;
  const add = (l: Omit<Learning, "promoteToGlobal"> & { promoteToGlobal?: boolean }) =>
    out.push({ ...l, promoteToGlobal: (l.promoteToGlobal ?? false) || explicitGlobal });

  // 1. Patterns: the approach of a feature or refactor that was verified.
  if ((o.task.type === "FEATURE" || o.task.type === "REFACTOR") && o.decisions.length) {
    const approach = o.decisions.map((d) => d.decision).join("; ");
    const content = `${o.task.input}: ${approach}`;
    const technology = technologyOf(content);
    add({ type: "pattern", content, technology, techSpecific: technology !== null });
  }
  // 2. Gotchas: errors met whose solution was verified to solve them.
  for (const e of o.errors) {
    if (!e.solution || !e.solution_verified) continue;
    const content = `${e.error} → fix: ${e.solution}`;
    const technology = technologyOf(content, e.technology);
    add({ type: "gotcha", content, technology, techSpecific: technology !== null });
  }
  // 3. Decisions with their reasons.
  for (const d of o.decisions) {
    const content = `${d.question ? `${d.question}: ` : ""}${d.decision}${d.reason ? ` because ${d.reason}` : ""}`;
    add({ type: "decision", content, technology: technologyOf(content), techSpecific: true });
  }
  // 4. Learnings the client names (quirks are project-specific by definition).
  for (const l of o.learnings) {
    const technology = technologyOf(l.content, l.technology);
    add({
      type: l.type, content: l.content, technology,
      techSpecific: l.tech_specific ?? technology !== null,
      promoteToGlobal: l.promote_to_global ?? false,
    });
  }
  // 5. Where the work lives.
  const files = [...o.files.created.map((f) => `created ${f}`), ...o.files.modified.map((f) => `modified ${f}`)];
  if (files.length) {
    add({ type: "location", content: `${o.task.input} — ${files.slice(0, 20).join(", ")}`, technology: null, techSpecific: true });
  }
  return out;
}

const MEMORY_TYPE: Record<LearningType, MemoryType> = {
  pattern: "pattern", gotcha: "gotcha", decision: "decision", quirk: "gotcha", preference: "preference", insight: "insight", location: "location",
};
const MIN_IMPORTANCE: Record<LearningType, number> = {
  pattern: 0.7, gotcha: 0.75, decision: 0.75, quirk: 0.6, preference: 0.7, insight: 0.7, location: 0.5,
};

export async function planOutcome(ctx: WriteContext, p: Principal, c: OutcomeCommand): Promise<WritePlan> {
  const o = c.input;
  const now = ctx.clock();
  const id = newId("out", now);
  const learnings = extractLearnings(o);
  const placed = learnings.map((l) => {
    const global = shouldPromoteToGlobal(l);
    const scope = global ? "global" : o.project ? "project" : "private";
    const input: MemoryInput = {
      content: l.type === "location" ? l.content : abstractToEssence(l.content, 2000),
      type: MEMORY_TYPE[l.type],
      scope,
      project: scope === "project" ? o.project : undefined,
      tags: [...new Set(["learning", l.type, ...(l.technology ? [l.technology.toLowerCase()] : [])])],
      importance: Math.max(MIN_IMPORTANCE[l.type], scoreImportance(l.content).score),
      confidence: 0.8,
      source: "ai_inferred",
      session_id: o.session_id,
      metadata: { outcome_id: id, learning_type: l.type, technology: l.technology, promoted_to_global: global },
    };
    return { l, global, input };
  });
  const plan = learnings.length
    ? await planCreateMemories(ctx, p, placed.map((x) => x.input), "batch")
    : { statements: [], body: { results: [] }, indexIds: [], status: 201 };
  const results = (plan.body as { results: { id: string; status: string }[] }).results;
  const skillStatus = o.verified && (o.rating ?? 0) >= SKILL_RATING ? "pending" : "none";
  const projectId = o.project
    ? await projectIdByName(ctx.db, p.orgId, o.project)
    : null;
  const statements = [
    ...plan.statements,
    insertOutcome(ctx.db, {
      id, orgId: p.orgId, userId: p.userId, projectId, sessionId: o.session_id ?? null, taskInput: o.task.input, taskType: o.task.type,
      verified: o.verified ? 1 : 0, rating: o.rating ?? null, body: JSON.stringify(o), learningIds: JSON.stringify(results.map((r) => r.id)),
      skillStatus, createdAt: now,
    }),
  ];
  return {
    statements,
    status: 201,
    indexIds: plan.indexIds,
    body: {
      outcome: {
        id,
        verified: o.verified,
        learnings: placed.map((x, i) => ({
          id: results[i].id, status: results[i].status, type: x.l.type, memory_type: x.input.type, scope: x.input.scope,
          promoted_to_global: x.global, technology: x.l.technology, content: x.input.content,
        })),
        skipped_reason: o.verified ? null : "not verified: learnings are extracted only from verified success",
        skill_status: skillStatus,
      },
    },
  };
}
