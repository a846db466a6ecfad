/**
 * The common shape of the lifecycle jobs: walk `memories` by id in pages, plan statements for each
 * page, and commit them together with the advanced cursor in ONE batch (a step). A crash between
 * steps resumes after the last committed page; a page that was half-planned commits nothing. Every
 * job's statements are guarded on the values it read, so a row changed meanwhile is left for the
 * next run rather than overwritten.
 */
import type { Deps } from "../../config";
import type { Checkpoints, Job, JobStep } from "../../jobs/job";
import type { SQL } from "drizzle-orm";
import { clearCheckpointStatement } from "../../storage/jobs-store";
import { recordsPage } from "../../storage/memories-store";
import type { LifecycleRecord } from "../record";

/** Tests shrink pages through the environment to exercise multi-step runs with little data. */
export function pageSize(deps: Deps, fallback = 100): number {
  const v = Number((deps.env as unknown as Record<string, string | undefined>).JOB_PAGE_SIZE);
  return Number.isInteger(v) && v > 0 ? v : fallback;
}

export const clearCheckpoint = (db: D1Database, job: string, partition = "") => clearCheckpointStatement(db, job, partition);

export interface PagePlan {
  statements: D1PreparedStatement[];
  processed: number;
  detail?: Record<string, number>;
  /** Runs after the page committed (R2/KV cleanup, best effort). */
  afterCommit?: () => Promise<void>;
}

export function pagedMemoryJob(o: {
  name: string;
  /** Which rows the job walks, over `memoryRow` (storage/memories-store.ts), at `now`. */
  where: (now: number) => SQL | undefined;
  plan: (deps: Deps, rows: LifecycleRecord[], now: number) => Promise<PagePlan>;
}): Job {
  return {
    name: o.name,
    async step(deps: Deps, checkpoints: Checkpoints): Promise<JobStep> {
      const { db } = deps;
      const now = deps.clock();
      const limit = pageSize(deps);
      const cursor = (await checkpoints.get()) ?? "";
      const results = await recordsPage(db, o.where(now), cursor, limit);
      const done = results.length < limit;
      const plan = results.length ? await o.plan(deps, results, now) : { statements: [], processed: 0 };
      const last = results.at(-1)?.id;
      await db.batch([...plan.statements, done ? clearCheckpoint(db, o.name) : checkpoints.set("", last!)]);
      if (plan.afterCommit) await plan.afterCommit().catch((err) => console.warn(`${o.name}: post-commit cleanup failed`, err));
      return { processed: plan.processed, done, detail: { scanned: results.length, ...(plan.detail ?? {}) } };
    },
  };
}
