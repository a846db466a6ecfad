/**
 * Runs a Job (job.ts) within a budget: records the run in `job_runs`, loops bounded steps until the
 * job says it is done, the step budget or the time budget is spent (→ `partial`, resumed by the next
 * invocation from its checkpoint), or a step throws (→ `failed`; every step committed before the
 * failure stays, because each step commits its work and its cursor in one batch).
 */
import { jobStepDeps, type Deps } from "../config";
import * as store from "../storage/jobs-store";
import { newId } from "../util/ids";
import { checkpointsFor, type Job } from "./job";

export interface RunBudget {
  /** Steps per invocation (each step is one bounded page of work). */
  maxSteps: number;
  /** Wall-clock budget per invocation, ms (a scheduled invocation has minutes, not hours). */
  maxMs: number;
}

/**
 * Sized for the Workers limits of one scheduled invocation: a step is ~2 D1 calls plus at most one
 * R2 call per row it archives (pages of 100), so 8 steps of a job stay well under 1000 subrequests.
 * Work beyond the budget continues in the next hourly invocation from the checkpoint.
 */
export const DEFAULT_BUDGET: RunBudget = { maxSteps: 8, maxMs: 15_000 };

export interface RunSummary {
  id: string;
  job: string;
  cron: string | null;
  status: "done" | "partial" | "failed";
  processed: number;
  steps: number;
  detail: Record<string, unknown>;
  started_at: string;
  finished_at: string;
}

export async function runJob(deps: Deps, job: Job, o: { cron?: string | null; budget?: RunBudget } = {}): Promise<RunSummary> {
  const { db } = deps;
  const budget = o.budget ?? DEFAULT_BUDGET;
  const startedAt = deps.clock();
  const wallStart = Date.now();
  const id = newId("run", startedAt);
  await store.startRun(db, { id, job: job.name, cron: o.cron ?? null, startedAt });
  let processed = 0;
  let steps = 0;
  let status: RunSummary["status"] = "partial";
  const detail: Record<string, unknown> = {};
  try {
    while (steps < budget.maxSteps && Date.now() - wallStart < budget.maxMs) {
      // A dev-only fault (DEV_FAULTS=d1-jobs) makes the step's D1 flaky; the run record stays reliable.
      const stepDeps = jobStepDeps(deps);
      const step = await job.step(stepDeps, checkpointsFor(stepDeps.db, job.name, deps.clock()));
      steps++;
      processed += step.processed;
      for (const [k, v] of Object.entries(step.detail ?? {})) detail[k] = mergeDetail(detail[k], v);
      if (step.done) {
        status = "done";
        break;
      }
    }
  } catch (err) {
    status = "failed";
    detail.error = err instanceof Error ? err.message : String(err);
    console.error(`job ${job.name} failed`, err);
  }
  const finishedAt = deps.clock();
  await store.finishRun(db, id, { status, processed, detail: JSON.stringify({ steps, ...detail }), finishedAt });
  return {
    id, job: job.name, cron: o.cron ?? null, status, processed, steps, detail,
    started_at: new Date(startedAt).toISOString(), finished_at: new Date(finishedAt).toISOString(),
  };
}

/** Numbers add up across steps and lists (e.g. `failed_users`) concatenate; anything else: the last step's. */
function mergeDetail(prev: unknown, next: unknown): unknown {
  if (typeof next === "number" && typeof prev === "number") return prev + next;
  if (Array.isArray(next) && Array.isArray(prev)) return [...prev, ...next];
  return next;
}

/** Lists recorded runs, newest first. */
export async function listRuns(db: D1Database, q: { job?: string; limit: number }) {
  const runs = await store.listRuns(db, q);
  return runs.map((r) => ({
    id: r.id, job: r.job, cron: r.cron, status: r.status, processed: r.processed,
    detail: JSON.parse(r.detail) as Record<string, unknown>,
    started_at: new Date(r.startedAt).toISOString(),
    finished_at: r.finishedAt === null ? null : new Date(r.finishedAt).toISOString(),
  }));
}
