/** `outcomes`: finished tasks as the client reported them, and their skill-extraction status. */
import { and, asc, eq } from "drizzle-orm";
import { orm, toStatement } from "./db";
import { outcomes } from "./schema";

export type OutcomeRow = typeof outcomes.$inferInsert;

/** The INSERT of an outcome, committed in the write plan's batch with the learnings it produced. */
export function insertOutcome(d1: D1Database, row: OutcomeRow): D1PreparedStatement {
  return toStatement(d1, orm(d1).insert(outcomes).values(row));
}

/** Outcomes of a user waiting for a skill to be drafted from them, oldest id first. */
export async function pendingSkillOutcomes(d1: D1Database, userId: string, limit: number): Promise<{ id: string; body: string }[]> {
  return orm(d1)
    .select({ id: outcomes.id, body: outcomes.body })
    .from(outcomes)
    .where(and(eq(outcomes.userId, userId), eq(outcomes.skillStatus, "pending")))
    .orderBy(asc(outcomes.id))
    .limit(limit);
}

export async function setSkillStatus(d1: D1Database, id: string, status: "extracted" | "skipped", skillId: string | null) {
  await orm(d1).update(outcomes).set({ skillStatus: status, skillId }).where(eq(outcomes.id, id));
}
