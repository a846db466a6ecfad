/**
 * `outbox`: side effects a committed write still owes (index or unindex a memory's vector), queued
 * in the write's own batch so a 2xx never loses one; write/indexing.ts works them off.
 */
import { asc, eq, inArray, lte, sql } from "drizzle-orm";
import { newId } from "../util/ids";
import { inChunks, orm, toStatement } from "./db";
import { outbox } from "./schema";

export function enqueueOutbox(db: D1Database, kind: "index" | "unindex", memoryId: string, orgId: string, now: number): D1PreparedStatement {
  return db
    .prepare("INSERT INTO outbox (id, kind, memory_id, org_id, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?)")
    .bind(newId("obx", now), kind, memoryId, orgId, now, now);
}

/** An outbox row as the indexer works it off. */
export interface OutboxJob {
  id: string;
  kind: "index" | "unindex";
  memory_id: string;
  org_id: string;
  attempts: number;
}

const jobColumns = {
  id: outbox.id, kind: outbox.kind, memory_id: outbox.memoryId, org_id: outbox.orgId, attempts: outbox.attempts,
};

/**
 * Leases the rows of `memoryIds` (after a write: its own rows, whatever their due time) until
 * `leaseUntil`, returning them: UPDATE … RETURNING, so two processors never share a row.
 */
export async function leaseJobsOfMemories(d1: D1Database, memoryIds: string[], leaseUntil: number): Promise<OutboxJob[]> {
  return inChunks(memoryIds, (chunk) =>
    orm(d1).update(outbox).set({ nextAttemptAt: leaseUntil }).where(inArray(outbox.memoryId, chunk)).returning(jobColumns) as Promise<OutboxJob[]>,
  );
}

/** Leases up to `limit` due rows (oldest due first) until `leaseUntil` (the cron's share). */
export async function leaseDueJobs(d1: D1Database, now: number, leaseUntil: number, limit: number): Promise<OutboxJob[]> {
  const due = orm(d1).select({ id: outbox.id }).from(outbox).where(lte(outbox.nextAttemptAt, now)).orderBy(asc(outbox.nextAttemptAt)).limit(limit);
  return (await orm(d1).update(outbox).set({ nextAttemptAt: leaseUntil }).where(inArray(outbox.id, due)).returning(jobColumns)) as OutboxJob[];
}

/** A failed attempt: counted, retried at `retryAt`, the error kept (truncated). */
export function outboxFailedStatement(d1: D1Database, id: string, retryAt: number, error: string): D1PreparedStatement {
  return toStatement(d1, orm(d1).update(outbox).set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: retryAt, lastError: error.slice(0, 500) }).where(eq(outbox.id, id)));
}

/** A row whose work is done. */
export function outboxDoneStatement(d1: D1Database, id: string): D1PreparedStatement {
  return toStatement(d1, orm(d1).delete(outbox).where(eq(outbox.id, id)));
}
