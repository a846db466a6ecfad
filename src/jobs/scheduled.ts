/**
 * Cron dispatch (wrangler.toml [triggers]). Each job is bounded per invocation and idempotent;
 * work left over is picked up by the next run.
 */
import { buildDeps } from "../config";
import { processOutbox } from "../write/indexing";

export const CRONS = {
  hourly: "0 * * * *",
  nightly: "0 3 * * *",
  weekly: "0 4 * * sun",
  monthly: "0 5 1 * *",
} as const;

export async function runScheduled(controller: ScheduledController, env: Env): Promise<void> {
  // The scheduled time is the job's clock, so a run is reproducible (and testable) for a given time.
  const deps = buildDeps(env, () => controller.scheduledTime);
  switch (controller.cron) {
    case CRONS.hourly: {
      // Drain the outbox in bounded rounds until it is empty or the round budget is spent.
      for (let round = 0; round < 20; round++) {
        const r = await processOutbox(deps, { limit: 200 });
        if (r.indexed + r.unindexed + r.failed === 0 || r.failed > 0) break;
      }
      await env.DB.prepare("DELETE FROM idempotency_keys WHERE created_at < ?")
        .bind(controller.scheduledTime - 7 * 86_400_000)
        .run();
      return;
    }
    default:
      return;
  }
}
