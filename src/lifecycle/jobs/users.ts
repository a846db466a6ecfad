/**
 * Jobs that walk users (conflict scan, backup): a few users per step, cursor = last user id.
 * Each user is isolated: a user whose data makes their work throw (e.g. a stored row D1's JSON
 * functions refuse) is recorded in the step's `failed_users` and skipped, so one tenant can never
 * stop the run for everyone else. The next run tries that user again. An outage (`unavailable`,
 * `rate_limited`) is not a user's failure: it stops the step, and the run resumes at the cursor.
 */
import type { Deps } from "../../config";
import { type Checkpoints, isOutage, type Job, type JobStep, type UserFailure, userFailure } from "../../jobs/job";
import { enabledUsersAfter } from "../../storage/users-store";
import { clearCheckpoint, pageSize } from "./paged";

export interface UserRow { id: string; org_id: string }

export function perUserJob(o: {
  name: string;
  usersPerStep: number;
  finishesTonight?: boolean;
  /** Work for one user: statements to commit with the cursor (plus side effects already done, idempotent). */
  forUser: (deps: Deps, user: UserRow, now: number) => Promise<{ statements: D1PreparedStatement[]; processed: number; detail?: Record<string, number> }>;
}): Job {
  return {
    name: o.name,
    finishesTonight: o.finishesTonight,
    async step(deps: Deps, checkpoints: Checkpoints): Promise<JobStep> {
      const { db } = deps;
      const now = deps.clock();
      const limit = Math.min(o.usersPerStep, pageSize(deps, o.usersPerStep));
      const cursor = (await checkpoints.get()) ?? "";
      const results: UserRow[] = await enabledUsersAfter(db, cursor, limit);
      const planned: Array<{ user: UserRow; statements: D1PreparedStatement[] }> = [];
      const failed: UserFailure[] = [];
      let processed = 0;
      const detail: Record<string, number> = {};
      for (const u of results) {
        try {
          const r = await o.forUser(deps, u, now);
          planned.push({ user: u, statements: r.statements });
          processed += r.processed;
          for (const [k, v] of Object.entries(r.detail ?? {})) detail[k] = (detail[k] ?? 0) + v;
        } catch (err) {
          if (isOutage(err)) throw err; // nobody's data: the run stops here and resumes at the cursor
          failed.push(userFailure(o.name, u, err));
        }
      }
      const done = results.length < limit;
      const advance = done ? clearCheckpoint(db, o.name) : checkpoints.set("", results.at(-1)!.id);
      try {
        await db.batch([...planned.flatMap((p) => p.statements), advance]);
      } catch {
        // One user's statements failed the shared batch: commit each user alone, then the cursor.
        for (const p of planned) {
          if (!p.statements.length) continue;
          await db.batch(p.statements).catch((err) => failed.push(userFailure(o.name, p.user, err)));
        }
        await db.batch([advance]);
      }
      return { processed, done, detail: { users: results.length, ...detail, ...(failed.length ? { failed: failed.length, failed_users: failed } : {}) } };
    },
  };
}
