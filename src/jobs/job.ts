/**
 * The shape of a scheduled job. A job does bounded work per call and keeps its place in
 * `job_checkpoints`, advancing the cursor in the same D1 batch as the work it covers, so a crash
 * resumes exactly where the last committed step ended. The runner records each run in `job_runs`.
 */
import type { Deps } from "../config";

export interface JobStep {
  /** Items handled in this step. */
  processed: number;
  /** True when there is nothing more to do this run. */
  done: boolean;
  detail?: Record<string, unknown>;
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
}

export function checkpointsFor(db: D1Database, job: string, now: number): Checkpoints {
  return {
    async get(partition = "") {
      const row = await db
        .prepare("SELECT cursor FROM job_checkpoints WHERE job = ? AND partition = ?")
        .bind(job, partition)
        .first<{ cursor: string }>();
      return row?.cursor ?? null;
    },
    set(partition, cursor) {
      return db
        .prepare(
          `INSERT INTO job_checkpoints (job, partition, cursor, updated_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (job, partition) DO UPDATE SET cursor = excluded.cursor, updated_at = excluded.updated_at`,
        )
        .bind(job, partition, cursor, now);
    },
    async clear(partition = "") {
      await db.prepare("DELETE FROM job_checkpoints WHERE job = ? AND partition = ?").bind(job, partition).run();
    },
  };
}
