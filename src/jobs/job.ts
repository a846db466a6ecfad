/**
 * The shape of a scheduled job. A job does bounded work per call and keeps its place in
 * `job_checkpoints`, advancing the cursor in the same D1 batch as the work it covers, so a crash
 * resumes exactly where the last committed step ended. The runner records each run in `job_runs`.
 */
import type { Deps } from "../config";
import { EngramError } from "../errors";
import { clearCheckpoint, getCheckpoint, setCheckpoint } from "../storage/jobs-store";

export interface JobStep {
  /** Items handled in this step. */
  processed: number;
  /** True when there is nothing more to do this run. */
  done: boolean;
  detail?: Record<string, unknown>;
}

/** What a run records about a user it skipped (`job_runs.detail.failed_users`): per-user jobs isolate users. */
export interface UserFailure { user_id: string; error: string }

/**
 * A service outage (LLM, embedder or storage unavailable, rate limited) is nobody's data: it stops
 * the step for everyone, and the run resumes from the checkpoint, instead of skipping every user.
 */
export const isOutage = (err: unknown) => err instanceof EngramError && (err.code === "unavailable" || err.code === "rate_limited");

export function userFailure(job: string, user: { id: string }, err: unknown): UserFailure {
  console.error(`${job}: user ${user.id} failed, skipped`, err);
  return { user_id: user.id, error: err instanceof Error ? err.message : String(err) };
}

export interface Checkpoints {
  get(partition?: string): Promise<string | null>;
  /** A statement to include in the step's own batch, so work and cursor commit together. */
  set(partition: string, cursor: string): D1PreparedStatement;
  clear(partition?: string): Promise<void>;
}

export interface Job {
  name: string;
  step(deps: Deps, checkpoints: Checkpoints): Promise<JobStep>;
  /**
   * Must finish the night it starts (the judgment scan: every user every night): a cron invocation
   * that leaves it partial hands it to the job driver (durable/job-driver.ts), which goes on at once.
   * Other jobs resume with the next hourly cron.
   */
  finishesTonight?: boolean;
}

export function checkpointsFor(db: D1Database, job: string, now: number): Checkpoints {
  return {
    get: (partition = "") => getCheckpoint(db, job, partition),
    set: (partition, cursor) => setCheckpoint(db, job, partition, cursor, now),
    clear: (partition = "") => clearCheckpoint(db, job, partition),
  };
}
