/**
 * Cron dispatch (wrangler.toml [triggers]). Each job is bounded per invocation and idempotent;
 * work left over is picked up by the next run. Which jobs run on which cron: registry.ts.
 */
import { buildDeps, onDatabase } from "../config";
import { jobDriver } from "../durable/job-driver";
import { withSession } from "../storage/sessions";
import { cronName, jobByName, runCron } from "./registry";

export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  // The scheduled time is the job's clock, so a run is reproducible (and testable) for a given time.
  const deps = buildDeps(env, () => controller.scheduledTime);
  const name = cronName(controller.cron);
  if (!name) return; // an unknown cron expression runs nothing
  // Every organization database runs the cron's jobs on its own data (docs/scaling.md), one after
  // another; with one database this is the one run it always was.
  for (const { name: database, db } of deps.databases) {
    // Jobs decide on what they read: the primary instance, not a replica (storage/sessions.ts).
    const runs = await runCron(onDatabase(deps, database, withSession(db, "first-primary").db), name);
    // Work a spent budget left partial continues now in the database's job driver's alarm, with fresh
    // budgets, instead of an hour from now: every user is judged every night however many there are.
    const partial = runs.filter((r) => r.status === "partial" && jobByName(r.job)?.finishesTonight).map((r) => r.job);
    if (partial.length) await jobDriver(env, database).continueJobs(partial, controller.scheduledTime, database);
  }
}
