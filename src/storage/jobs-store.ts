/**
 * `job_runs` (one row per invocation of a job) and `job_checkpoints` (one cursor per job and
 * partition). A checkpoint moves in the same batch as the work it covers, so `setCheckpoint`
 * returns a statement for that batch.
 */
import { and, desc, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { orm, toStatement } from "./db";
import { idempotencyKeys, jobCheckpoints, jobRuns } from "./schema";

export type JobRunRow = typeof jobRuns.$inferSelect;

export async function getCheckpoint(d1: D1Database, job: string, partition: string): Promise<string | null> {
  const row = await orm(d1)
    .select({ cursor: jobCheckpoints.cursor })
    .from(jobCheckpoints)
    .where(and(eq(jobCheckpoints.job, job), eq(jobCheckpoints.partition, partition)))
    .get();
  return row?.cursor ?? null;
}

export function setCheckpoint(d1: D1Database, job: string, partition: string, cursor: string, now: number): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1)
      .insert(jobCheckpoints)
      .values({ job, partition, cursor, updatedAt: now })
      .onConflictDoUpdate({
        target: [jobCheckpoints.job, jobCheckpoints.partition],
        set: { cursor: sql`excluded.cursor`, updatedAt: sql`excluded.updated_at` },
      }),
  );
}

/** The DELETE of a checkpoint, for the batch of a job's last step. */
export function clearCheckpointStatement(d1: D1Database, job: string, partition: string): D1PreparedStatement {
  return toStatement(d1, orm(d1).delete(jobCheckpoints).where(and(eq(jobCheckpoints.job, job), eq(jobCheckpoints.partition, partition))));
}

export async function clearCheckpoint(d1: D1Database, job: string, partition: string): Promise<void> {
  await clearCheckpointStatement(d1, job, partition).run();
}

/** Which of `jobs` have a checkpoint last moved before `before` (left partial or failed). */
export async function jobsWithCheckpointBefore(d1: D1Database, jobs: string[], before: number): Promise<string[]> {
  if (!jobs.length) return [];
  const rows = await orm(d1)
    .selectDistinct({ job: jobCheckpoints.job })
    .from(jobCheckpoints)
    .where(and(inArray(jobCheckpoints.job, jobs), lt(jobCheckpoints.updatedAt, before)));
  return rows.map((r) => r.job);
}

export async function startRun(d1: D1Database, r: { id: string; job: string; cron: string | null; startedAt: number }): Promise<void> {
  await orm(d1).insert(jobRuns).values({ id: r.id, job: r.job, cron: r.cron, status: "running", processed: 0, detail: "{}", startedAt: r.startedAt });
}

export async function finishRun(
  d1: D1Database, id: string, r: { status: "done" | "partial" | "failed"; processed: number; detail: string; finishedAt: number },
): Promise<void> {
  await orm(d1).update(jobRuns).set({ status: r.status, processed: r.processed, detail: r.detail, finishedAt: r.finishedAt }).where(eq(jobRuns.id, id));
}

/** When the latest run of `job` that finished its work ("done") started, or null if none did (index job_runs_job). */
export async function lastDoneRunStartedAt(d1: D1Database, job: string): Promise<number | null> {
  const row = await orm(d1)
    .select({ startedAt: jobRuns.startedAt })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.status, "done")))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1)
    .get();
  return row?.startedAt ?? null;
}

/** Recorded runs, newest first. */
export async function listRuns(d1: D1Database, q: { job?: string; limit: number }): Promise<JobRunRow[]> {
  return orm(d1)
    .select()
    .from(jobRuns)
    .where(q.job ? eq(jobRuns.job, q.job) : undefined)
    .orderBy(desc(jobRuns.startedAt), desc(jobRuns.id))
    .limit(q.limit);
}

/**
 * Housekeeping in one batch: idempotency records older than `keysBefore`, finished run records
 * older than `runsBefore`. Returns how many rows went.
 */
export async function deleteExpired(d1: D1Database, keysBefore: number, runsBefore: number): Promise<number> {
  const db = orm(d1);
  const [keys, runs] = await db.batch([
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, keysBefore)),
    db.delete(jobRuns).where(and(lt(jobRuns.startedAt, runsBefore), ne(jobRuns.status, "running"))),
  ]);
  return (keys.meta.changes ?? 0) + (runs.meta.changes ?? 0);
}
