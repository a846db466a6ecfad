/** Jobs that walk users (conflict scan, backup): a few users per step, cursor = last user id. */
import type { Deps } from "../../config";
import type { Checkpoints, Job, JobStep } from "../../jobs/job";
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
      const statements: D1PreparedStatement[] = [];
      let processed = 0;
      const detail: Record<string, number> = {};
      for (const u of results) {
        const r = await o.forUser(deps, u, now);
        statements.push(...r.statements);
        processed += r.processed;
        for (const [k, v] of Object.entries(r.detail ?? {})) detail[k] = (detail[k] ?? 0) + v;
      }
      const done = results.length < limit;
      await db.batch([...statements, done ? clearCheckpoint(db, o.name) : checkpoints.set("", results.at(-1)!.id)]);
      return { processed, done, detail: { users: results.length, ...detail } };
    },
  };
}
