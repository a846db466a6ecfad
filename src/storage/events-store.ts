/**
 * `events`: feedback, usage and audit, append-only. An event is always written in the same batch
 * as what it records, so this returns a statement for that batch rather than running it.
 */
import { asc, eq, sql } from "drizzle-orm";
import { newId } from "../util/ids";
import { orm, toStatement } from "./db";
import { events } from "./schema";

export interface EventInput {
  orgId: string;
  userId: string | null;
  kind: string;
  memoryId?: string | null;
  data?: unknown;
  now: number;
}

export function eventRow(e: EventInput): typeof events.$inferInsert {
  return {
    id: newId("evt", e.now), orgId: e.orgId, userId: e.userId, kind: e.kind, memoryId: e.memoryId ?? null,
    data: JSON.stringify(e.data ?? {}), createdAt: e.now,
  };
}

/** The INSERT for one event, to run on its own (`.run()`) or inside a batch. */
export function recordEvent(d1: D1Database, e: EventInput): D1PreparedStatement {
  return toStatement(d1, orm(d1).insert(events).values(eventRow(e)));
}

/** A memory's events in the order they were written (ties: insertion order), at most `limit`. */
export async function eventsOfMemory(d1: D1Database, memoryId: string, limit: number) {
  return orm(d1)
    .select({ kind: events.kind, user_id: events.userId, data: events.data, created_at: events.createdAt })
    .from(events)
    .where(eq(events.memoryId, memoryId))
    .orderBy(asc(events.createdAt), asc(sql`${events}.rowid`))
    .limit(limit);
}
