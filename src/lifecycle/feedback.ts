/**
 * Write plans for judgment on one memory: feedback, usage, pin/unpin, archive (forget) and restore.
 * They run inside the memory OWNER's writer Durable Object (so every change to a row is serialized by
 * one writer) on behalf of the caller. Who may do what:
 *  - feedback and usage: anyone who can see the memory (it is judgment, not an edit), except FORGET;
 *  - FORGET, DELETE, pin/unpin, restore: the owner only (403 for others who can see it, 404 otherwise).
 */
import type { Principal } from "../auth/principal";
import { liveDuplicateOf } from "../memory/content-hash";
import { EngramError } from "../errors";
import { getVisibleMemory } from "../memory/read";
import { toMemoryView } from "../memory/view";
import type { WritePlan } from "../write/create-memories";
import { enqueueOutbox, recordEvent } from "../write/statements";
import { archiveStatements, dropFromWorkingMemory, putArchiveCopy } from "./archive";
import { archiveKey } from "./blob-keys";
import { confidenceChangedEvent } from "./history";
import type { LifecycleRecord } from "./record";
import type { FeedbackInput, UsageInput } from "./schemas";
import { confidenceDeltaStatements } from "../storage/lifecycle-store";
import { feedbackStatement, pinStatement, restoreStatement, usageStatement } from "../storage/memories-store";
import { ARCHIVE_BELOW, applyFeedback, applyRating, applyUsage, isNegativeFeedback, strength } from "./scoring";
import type { LifecycleWriteContext } from "./write-context";

const visible = (db: D1Database, p: Principal, id: string) => getVisibleMemory(db, p, id) as Promise<LifecycleRecord>;

async function owned(db: D1Database, p: Principal, id: string, what: string): Promise<LifecycleRecord> {
  const row = await visible(db, p, id);
  if (row.user_id !== p.userId) throw new EngramError("forbidden", `only the owner can ${what} this memory`);
  return row;
}

const live = (row: LifecycleRecord) => {
  if (row.archived_at !== null) throw new EngramError("conflict", "memory is archived; restore it first");
  return row;
};

/** The memory as the lifecycle routes return it: the view plus the computed strength. */
export const withStrength = (r: LifecycleRecord, now: number) => ({ ...toMemoryView(r), strength: round(strength(r, now)) });
const round = (x: number) => Math.round(x * 1e6) / 1e6;

export async function planFeedback(ctx: LifecycleWriteContext, p: Principal, id: string, f: FeedbackInput): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  if (f.type === "FORGET") return planArchiveMemory(ctx, p, id, { reason: f.comment ?? "feedback FORGET", feedback: f });
  const row = live(await visible(db, p, id));
  const judged = applyFeedback(row.confidence, f.type);
  const effectiveness = f.rating === undefined ? row.effectiveness : applyRating(row.effectiveness, f.rating);
  const negative = isNegativeFeedback(f.type, f.rating);
  // CONFIRM settles a pending review; OUTDATED asks for one; INCORRECT leaves the flag as it was.
  const needsReview = judged.needsReview ? 1 : f.type === "CONFIRM" ? 0 : row.needs_review;
  const statements = [
    recordEvent(db, { orgId: row.org_id, userId: p.userId, kind: "memory.feedback", memoryId: id, data: f, now }),
    ...confidenceDeltaStatements(db, {
      orgId: row.org_id, userId: p.userId, memoryId: id, delta: judged.confidence - row.confidence, reason: `feedback ${f.type}`, now,
    }),
    feedbackStatement(db, id, { effectivenessDelta: effectiveness - row.effectiveness, needsReview, negative }),
  ];
  const next = { ...row, confidence: judged.confidence, effectiveness, needs_review: needsReview, negative_feedback: row.negative_feedback + (negative ? 1 : 0) };
  return {
    statements,
    status: 200,
    body: {
      memory: withStrength(next, now),
      change: { confidence: { from: row.confidence, to: judged.confidence }, effectiveness: { from: row.effectiveness, to: effectiveness } },
    },
    indexIds: [],
  };
}

export async function planUsage(ctx: LifecycleWriteContext, p: Principal, id: string, u: UsageInput): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const row = live(await visible(db, p, id));
  const to = applyUsage(row.confidence, u.success, u.severity);
  const reason = u.success ? "usage success" : `usage failure${u.severity ? ` (${u.severity})` : ""}`;
  const statements = [
    recordEvent(db, { orgId: row.org_id, userId: p.userId, kind: "memory.usage", memoryId: id, data: u, now }),
    ...confidenceDeltaStatements(db, { orgId: row.org_id, userId: p.userId, memoryId: id, delta: to - row.confidence, reason, now }),
    // Use restarts the drift clock: 30 days of grace from now, no drift applied yet.
    usageStatement(db, id, { success: u.success, at: now }),
  ];
  const next = {
    ...row, confidence: to, use_count: row.use_count + 1, success_count: row.success_count + (u.success ? 1 : 0),
    failure_count: row.failure_count + (u.success ? 0 : 1), last_used_at: now, drift_days: 0,
  };
  return { statements, status: 200, body: { memory: withStrength(next, now), change: { confidence: { from: row.confidence, to } } }, indexIds: [] };
}

export async function planPin(ctx: LifecycleWriteContext, p: Principal, id: string, pinned: boolean): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const row = live(await owned(db, p, id, pinned ? "pin" : "unpin"));
  const next = { ...row, pinned: pinned ? 1 : 0 };
  if (row.pinned === next.pinned) return { statements: [], status: 200, body: { memory: withStrength(next, now) }, indexIds: [] };
  return {
    statements: [
      pinStatement(db, id, pinned ? 1 : 0),
      recordEvent(db, { orgId: row.org_id, userId: p.userId, kind: pinned ? "memory.pinned" : "memory.unpinned", memoryId: id, now }),
    ],
    status: 200,
    body: { memory: withStrength(next, now) },
    indexIds: [],
  };
}

/** FORGET feedback and DELETE /v1/memories/:id: archive with an R2 copy. Idempotent. */
export async function planArchiveMemory(
  ctx: LifecycleWriteContext, p: Principal, id: string, o: { reason: string; feedback?: FeedbackInput },
): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const row = await owned(db, p, id, "forget");
  if (row.archived_at !== null) {
    return { statements: [], status: 200, body: { id, archived_at: new Date(row.archived_at).toISOString() }, indexIds: [] };
  }
  // The copy goes first: a failure here stores nothing; a failure of the batch leaves only a copy
  // that the next attempt overwrites.
  const key = await putArchiveCopy(ctx.blobs, row, now);
  const statements = [
    ...(o.feedback ? [recordEvent(db, { orgId: row.org_id, userId: p.userId, kind: "memory.feedback", memoryId: id, data: o.feedback, now })] : []),
    ...archiveStatements(db, row, { reason: o.reason, key, actorUserId: p.userId, now }),
  ];
  return {
    statements,
    status: 200,
    body: { id, archived_at: new Date(now).toISOString() },
    indexIds: [id],
    afterCommit: () => dropFromWorkingMemory(ctx.kv, [row]),
  };
}

/**
 * Restore brings an archived memory back into recall. It counts as an access and lifts confidence to
 * the archive threshold if it was below, or the next weekly run would archive it straight away.
 */
export async function planRestore(ctx: LifecycleWriteContext, p: Principal, id: string): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const row = await owned(db, p, id, "restore");
  if (row.archived_at === null) return { statements: [], status: 200, body: { memory: withStrength(row, now), restored: false }, indexIds: [] };
  const dup = await liveDuplicateOf(db, row);
  if (dup) throw new EngramError("conflict", `a live memory already has this content: ${dup}`, { id: dup });
  const confidence = Math.max(row.confidence, ARCHIVE_BELOW.confidence);
  const statements = [
    restoreStatement(db, id, { confidence, at: now }),
    enqueueOutbox(db, "index", id, row.org_id, now),
    recordEvent(db, { orgId: row.org_id, userId: p.userId, kind: "memory.restored", memoryId: id, data: { archived_at: row.archived_at }, now }),
  ];
  if (confidence !== row.confidence) {
    statements.push(confidenceChangedEvent(db, { orgId: row.org_id, userId: p.userId, memoryId: id, from: row.confidence, to: confidence, reason: "restore (lifted to the archive threshold)", now }));
  }
  const next = { ...row, archived_at: null, confidence, last_accessed_at: now, updated_at: now };
  return {
    statements,
    status: 200,
    body: { memory: withStrength(next, now), restored: true },
    indexIds: [id],
    afterCommit: async () => {
      await ctx.blobs.delete(archiveKey(row));
    },
  };
}
