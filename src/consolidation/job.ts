/**
 * The nightly consolidation job (the lead's runner calls `step` until `done`). One step is one
 * bounded round for one user; users are walked in id order, the last finished user kept in
 * partition "" and each user's episode cursor in partition `user:<id>` (advanced by the writer in
 * the same batch as the memories it produced), so a crash resumes without duplicates.
 */
import { isOutage, type Job, userFailure } from "../jobs/job";
import { selectExtractor } from "./extractor";
import { CONSOLIDATION_JOB, consolidateRound, principalOf } from "./run";

/** Episodes per step: rules are cheap; LLM steps stay short so a step fits a Worker invocation. */
export const STEP_EPISODES = { rules: 500, llm: 20 } as const;

async function nextUser(db: D1Database, after: string): Promise<string | null> {
  const row = await db
    .prepare(
      `SELECT u.id FROM users u WHERE u.id > ? AND u.disabled_at IS NULL AND (
         EXISTS (SELECT 1 FROM memories m WHERE m.user_id = u.id AND m.type = 'episode' AND m.archived_at IS NULL
                 AND m.id > IFNULL((SELECT cursor FROM job_checkpoints WHERE job = ? AND partition = 'user:' || u.id), ''))
         OR EXISTS (SELECT 1 FROM outcomes o WHERE o.user_id = u.id AND o.skill_status = 'pending'))
       ORDER BY u.id LIMIT 1`,
    )
    .bind(after, CONSOLIDATION_JOB)
    .first<{ id: string }>();
  return row?.id ?? null;
}

export const consolidationJob: Job = {
  name: CONSOLIDATION_JOB,
  async step(deps, checkpoints) {
    const after = (await checkpoints.get("")) ?? "";
    const userId = await nextUser(deps.db, after);
    if (!userId) {
      await checkpoints.clear("");
      return { processed: 0, done: true };
    }
    const p = await principalOf(deps.db, userId);
    const extractor = selectExtractor(deps.env);
    let r: Awaited<ReturnType<typeof consolidateRound>>;
    try {
      r = await consolidateRound(deps, p!, extractor, { episodes: STEP_EPISODES[extractor.name] });
    } catch (err) {
      // An outage pauses the run (progress is committed; the next run resumes at this user's cursor).
      if (isOutage(err)) throw err;
      // One user's data must not stop consolidation for everyone: record, skip past them, go on.
      await deps.db.batch([checkpoints.set("", userId)]);
      return { processed: 0, done: false, detail: { failed: 1, failed_users: [userFailure(CONSOLIDATION_JOB, { id: userId }, err)] } };
    }
    if (r.stop?.reason === "token_budget_exhausted") {
      return { processed: r.processed, done: true, detail: { user: userId, stop: r.stop } };
    }
    if (r.drained) await deps.db.batch([checkpoints.set("", userId)]);
    return {
      processed: r.processed,
      done: false,
      detail: { user: userId, extractor: extractor.name, summary: r.summary, skills: r.skills },
    };
  },
};
