/**
 * Which jobs each Cron Trigger runs, in order (spec "Scheduled work"). Jobs run one after another;
 * a failing job is recorded and does not stop the next. A job left `partial` (budget spent) keeps
 * its checkpoint and is resumed by the next hourly invocation, so a large nightly run finishes within
 * hours rather than waiting a day.
 */
import type { Deps } from "../config";
import { consolidationJob } from "../consolidation/job";
import { archiveThresholdsJob } from "../lifecycle/jobs/archive-thresholds";
import { backupJob } from "../lifecycle/jobs/backup";
import { accountErasureJob } from "../lifecycle/erase";
import { conflictScanJob } from "../lifecycle/jobs/conflict-scan";
import { decayJob } from "../lifecycle/jobs/decay";
import { purgeJob } from "../lifecycle/jobs/purge";
import { tiersJob } from "../lifecycle/jobs/tiers";
import { processOutbox } from "../write/indexing";
import { deleteExpired, jobsWithCheckpointBefore } from "../storage/jobs-store";
import { indexRepairJob } from "../write/index-repair-job";
import { reindexJob } from "../write/reindex-job";
import { instructionScanJob } from "../safety/instruction-scan-job";
import { swarmJob } from "../swarm/job";
import type { Job } from "./job";
import { DEFAULT_BUDGET, runJob, type RunBudget, type RunSummary } from "./runner";

export const CRON_EXPRESSIONS = {
  hourly: "0 * * * *",
  nightly: "0 3 * * *",
  weekly: "0 4 * * sun",
  monthly: "0 5 1 * *",
} as const;
export type CronName = keyof typeof CRON_EXPRESSIONS;

/** Drains the indexing outbox in bounded rounds; the outbox itself is the cursor. */
export const outboxJob: Job = {
  name: "outbox",
  async step(deps) {
    const r = await processOutbox(deps, { limit: 200 });
    const processed = r.indexed + r.unindexed;
    // Stop on an empty round, or when a round failed (the failures back off; retry next hour).
    return { processed, done: processed + r.failed === 0 || r.failed > 0, detail: { ...r } };
  },
};

/** Housekeeping: idempotency keys are kept 7 days, job run records 30 days. */
export const housekeepingJob: Job = {
  name: "housekeeping",
  async step(deps) {
    const now = deps.clock();
    return { processed: await deleteExpired(deps.db, now - 7 * 86_400_000, now - 30 * 86_400_000), done: true };
  },
};

export const JOBS: Record<CronName, Job[]> = {
  hourly: [tiersJob, outboxJob, housekeepingJob, accountErasureJob],
  nightly: [
    decayJob,
    conflictScanJob,
    // Consolidation runs after decay and the conflict scan and before the backup, so the snapshot
    // includes what it produced.
    consolidationJob,
    // SWARM after consolidation (its patterns count as evidence), before the backup.
    swarmJob,
    backupJob,
  ],
  weekly: [archiveThresholdsJob],
  monthly: [purgeJob],
};

/**
 * Jobs no cron starts: an operator runs them by name. One left partial (budget spent) is resumed by
 * the hourly cron like any other.
 */
export const ON_DEMAND_JOBS: Job[] = [reindexJob, instructionScanJob, indexRepairJob];

export const allJobs = (): Job[] => [...Object.values(JOBS).flat(), ...ON_DEMAND_JOBS];
export const jobByName = (name: string) => allJobs().find((j) => j.name === name) ?? null;

export function cronName(expression: string): CronName | null {
  const hit = Object.entries(CRON_EXPRESSIONS).find(([, e]) => e === expression);
  return hit ? (hit[0] as CronName) : null;
}

/** Tests set JOB_MAX_STEPS to interrupt a run after a few steps (as a spent budget would). */
export function budgetFor(deps: Deps): RunBudget {
  const steps = Number((deps.env as unknown as Record<string, string | undefined>).JOB_MAX_STEPS);
  return Number.isInteger(steps) && steps > 0 ? { ...DEFAULT_BUDGET, maxSteps: steps } : DEFAULT_BUDGET;
}

/**
 * Jobs with a checkpoint that has not moved for 15 minutes: left partial (or failed) by an earlier
 * invocation. A fresher checkpoint may belong to a run still in progress (the nightly and the hourly
 * cron fire together at 03:00), which is left alone.
 */
async function unfinished(db: D1Database, names: string[], now: number): Promise<Set<string>> {
  return new Set(await jobsWithCheckpointBefore(db, names, now - 15 * 60_000));
}

/** Runs a cron's jobs; the hourly cron also resumes any other job that a spent budget left partial. */
export async function runCron(deps: Deps, name: CronName): Promise<RunSummary[]> {
  const cron = CRON_EXPRESSIONS[name];
  const budget = budgetFor(deps);
  const out: RunSummary[] = [];
  for (const job of JOBS[name]) out.push(await runJob(deps, job, { cron, budget }));
  if (name === "hourly") {
    const others = allJobs().filter((j) => !JOBS.hourly.includes(j));
    const pending = await unfinished(deps.db, others.map((j) => j.name), deps.clock());
    for (const job of others) if (pending.has(job.name)) out.push(await runJob(deps, job, { cron, budget }));
  }
  return out;
}
