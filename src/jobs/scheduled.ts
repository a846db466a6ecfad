/**
 * Cron dispatch (wrangler.toml [triggers]). Each job is bounded per invocation and idempotent;
 * work left over is picked up by the next run. Which jobs run on which cron: registry.ts.
 */
import { buildDeps } from "../config";
import { cronName, runCron } from "./registry";

export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  // The scheduled time is the job's clock, so a run is reproducible (and testable) for a given time.
  const deps = buildDeps(env, () => controller.scheduledTime);
  const name = cronName(controller.cron);
  if (name) await runCron(deps, name); // an unknown cron expression runs nothing
}
