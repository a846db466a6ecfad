/**
 * `idempotency_keys`: the response a write returned, per user and Idempotency-Key, so a retried
 * request is answered from the record instead of applied twice. The record commits in the same
 * batch as the write it describes; housekeeping is in jobs-store.ts.
 */
import { and, eq } from "drizzle-orm";
import { orm, toStatement } from "./db";
import { idempotencyKeys } from "./schema";

export async function findIdempotencyRecord(d1: D1Database, userId: string, key: string) {
  return (
    (await orm(d1)
      .select({ requestHash: idempotencyKeys.requestHash, status: idempotencyKeys.status, response: idempotencyKeys.response })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
      .get()) ?? null
  );
}

/** The INSERT of a write's record, for that write's batch (a second one with the same key fails the batch). */
export function idempotencyRecordStatement(
  d1: D1Database, r: { userId: string; key: string; requestHash: string; status: number; response: string; now: number },
): D1PreparedStatement {
  return toStatement(
    d1,
    orm(d1).insert(idempotencyKeys).values({ userId: r.userId, key: r.key, requestHash: r.requestHash, status: r.status, response: r.response, createdAt: r.now }),
  );
}
