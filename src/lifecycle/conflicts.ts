/**
 * Conflicts: detection (write time and nightly), listing, the per-result annotation recall shows,
 * and resolution. Detection lives in src/judgment/; flagging in memory/conflict-flags.ts.
 * Conflicts are detected among one user's own memories (their private, global and project ones) —
 * another user's memory is never lowered by what this user writes.
 */
import type { Principal } from "../auth/principal";
import { EngramError, notFound } from "../errors";
import { getVisibleMemories } from "../memory/read";
import { type MemoryRecord, toMemoryView } from "../memory/view";
import { toIso } from "../util/time";
import { type WritePlan, planCreateMemories } from "../write/create-memories";
import { recordEvent } from "../write/statements";
import { contextsOfTags } from "../judgment/text";
import {
  type ConflictRow, confidenceBeforeConflict, conflictOfUser, conflictsOfUser, openConflictsOfMemories, resolveConflictStatement, restoreConfidenceStatement,
} from "../storage/conflicts-store";
import { supersedeStatement } from "../storage/memories-store";
import { CONFIDENCE_CHANGED, confidenceChangedEvent } from "./history";
import { recordsById } from "./record";
import type { ResolveConflictInput } from "./schemas";
import { effectiveConfidence, preferBySource } from "./scoring";
import type { LifecycleWriteContext } from "./write-context";

/**
 * Project vs global disagreement, decided for ranking by effective confidence (seed 000). The
 * project side counts as "in the project's stack"; the global side does when it shares a
 * (non-context) tag with the project side. A tie goes to the project side (spec: project wins).
 */
export function localGlobalPrecedence(a: MemoryRecord, b: MemoryRecord, now: number): { keep: string; reason: string } {
  const [local, global] = a.project_id ? [a, b] : [b, a];
  const plain = (m: MemoryRecord) => (JSON.parse(m.tags) as string[]).filter((t) => contextsOfTags([t]).length === 0);
  const localTags = new Set(plain(local));
  const score = (m: MemoryRecord, inStack: boolean) =>
    effectiveConfidence(
      { confidence: m.confidence, lastUsedAt: m.last_used_at ?? m.created_at, uses: m.use_count, successes: m.success_count, failures: m.failure_count, inProjectStack: inStack },
      now,
    );
  const l = score(local, true);
  const g = score(global, plain(global).some((t) => localTags.has(t)));
  const keep = l >= g ? local : global;
  return { keep: keep.id, reason: `effective confidence: project ${l.toFixed(3)} vs global ${g.toFixed(3)}` };
}

export function suggestion(kind: string, a: MemoryRecord, b: MemoryRecord, now: number): { keep: string; reason: string } {
  if (kind === "local_vs_global") return localGlobalPrecedence(a, b, now);
  const s = preferBySource(a, b);
  return { keep: s.winner.id, reason: s.reason };
}

export interface ConflictRef {
  id: string;
  kind: string;
  other_id: string;
  subject: string | null;
  created_at: string;
  suggestion: { keep: string; reason: string } | null;
}

/**
 * Open conflicts touching each of `memoryIds` (recall shows them on its results). With `userId`, only
 * that user's conflicts: a teammate who recalls your project memory does not see (the ids of) your
 * private memories it conflicts with; the conflict is yours to settle.
 */
export async function openConflictsFor(db: D1Database, memoryIds: string[], userId?: string, now = Date.now()): Promise<Map<string, ConflictRef[]>> {
  const out = new Map<string, ConflictRef[]>();
  if (!memoryIds.length) return out;
  const unique = await openConflictsOfMemories(db, memoryIds, userId);
  const records = new Map((await recordsById(db, [...new Set(unique.flatMap((r) => [r.left_id, r.right_id]))])).map((r) => [r.id, r]));
  const wanted = new Set(memoryIds);
  for (const c of unique) {
    const [l, r] = [records.get(c.left_id), records.get(c.right_id)];
    const hint = l && r ? suggestion(c.kind, l, r, now) : null;
    for (const [self, other] of [[c.left_id, c.right_id], [c.right_id, c.left_id]]) {
      if (!wanted.has(self)) continue;
      out.set(self, [...(out.get(self) ?? []), { id: c.id, kind: c.kind, other_id: other, subject: c.subject, created_at: toIso(c.created_at)!, suggestion: hint }]);
    }
  }
  return out;
}

/** Adds `conflicts` to each recall result (the one hook recall.ts calls), as seen by `p`. */
export async function withConflicts<T extends { id: string }>(
  db: D1Database, p: { userId: string }, results: T[],
): Promise<Array<T & { conflicts: ConflictRef[] }>> {
  const map = await openConflictsFor(db, results.map((r) => r.id), p.userId);
  return results.map((r) => ({ ...r, conflicts: map.get(r.id) ?? [] }));
}

async function conflictView(db: D1Database, p: Principal, c: ConflictRow, now: number) {
  const detail = (c.detail ? JSON.parse(c.detail) : {}) as { claims?: unknown; suggest_supersede?: { keep: string; replaces: string } };
  const visible = new Map((await getVisibleMemories(db, p, [c.left_id, c.right_id])).map((r) => [r.id, r]));
  const [l, r] = [visible.get(c.left_id), visible.get(c.right_id)];
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    subject: c.subject,
    left: l ? toMemoryView(l) : null,
    right: r ? toMemoryView(r) : null,
    suggestion: c.status === "open" && l && r ? suggestion(c.kind, l, r, now) : null,
    reason: c.reason,
    claims: detail.claims ?? null,
    suggested_supersession: c.status === "open" && detail.suggest_supersede ? detail.suggest_supersede : null,
    resolution: c.resolution ? (JSON.parse(c.resolution) as Record<string, unknown>) : null,
    created_at: toIso(c.created_at)!,
    resolved_at: toIso(c.resolved_at),
  };
}

export async function listConflicts(db: D1Database, p: Principal, q: { status: "open" | "resolved" | "all"; limit: number }, now: number) {
  const results = await conflictsOfUser(db, p.userId, q);
  return Promise.all(results.map((c) => conflictView(db, p, c, now)));
}

/**
 * Settles a conflict the user decided: keep one (the other is superseded by it: still stored, ranks
 * lower), both valid (e.g. in different contexts), or merge (a new memory that supersedes both).
 * Kept sides get back the confidence they had before the flag. Nothing is archived or deleted.
 */
export async function planResolveConflict(ctx: LifecycleWriteContext, p: Principal, id: string, input: ResolveConflictInput): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const c = await conflictOfUser(db, id, p.userId);
  if (!c) throw notFound("conflict");
  if (c.status === "resolved") {
    const prior = JSON.parse(c.resolution ?? "{}") as { action?: string };
    if (prior.action === input.action) return { statements: [], status: 200, body: { conflict: await conflictView(db, p, c, now) }, indexIds: [] };
    throw new EngramError("conflict", `conflict already resolved (${prior.action})`);
  }
  const rows = new Map((await recordsById(db, [c.left_id, c.right_id])).map((r) => [r.id, r]));
  const [left, right] = [rows.get(c.left_id), rows.get(c.right_id)];
  if (!left || !right) throw new EngramError("conflict", "a side of this conflict no longer exists");

  const statements: D1PreparedStatement[] = [];
  const indexIds: string[] = [];
  const restore = async (m: MemoryRecord) => {
    const before = await confidenceBeforeConflict(db, m.id, c.id, CONFIDENCE_CHANGED);
    if (before !== null && before > m.confidence) {
      statements.push(
        confidenceChangedEvent(db, { orgId: m.org_id, userId: p.userId, memoryId: m.id, from: m.confidence, to: before, reason: `conflict ${c.id} resolved (${input.action})`, now }),
        restoreConfidenceStatement(db, m.id, before),
      );
    }
  };
  const supersede = (loser: MemoryRecord, winnerId: string) => statements.push(supersedeStatement(db, loser.id, winnerId, now));

  const resolution: Record<string, unknown> = { action: input.action, by: p.userId, ...(input.note ? { note: input.note } : {}) };
  switch (input.action) {
    case "keep_left":
    case "keep_right": {
      const [keep, drop] = input.action === "keep_left" ? [left, right] : [right, left];
      await restore(keep);
      supersede(drop, keep.id);
      resolution.keep_id = keep.id;
      break;
    }
    case "both_valid":
      await restore(left);
      await restore(right);
      break;
    case "merge": {
      const merged = await planCreateMemories(
        { ...ctx, skipConflictCheck: true },
        p,
        [{
          content: input.merged_content!,
          type: left.type as never,
          scope: left.scope as never,
          ...(left.project_name ? { project: left.project_name } : {}),
          tags: [...new Set([...(JSON.parse(left.tags) as string[]), ...(JSON.parse(right.tags) as string[])])].slice(0, 32),
          source: "user_stated",
          supersedes: left.id,
        }],
        "single",
      );
      const mergedId = (merged.body as { memory: { id: string } }).memory.id;
      statements.push(...merged.statements);
      supersede(right, mergedId);
      indexIds.push(...merged.indexIds);
      resolution.merged_id = mergedId;
      break;
    }
  }
  statements.push(
    resolveConflictStatement(db, c.id, resolution, now),
    recordEvent(db, { orgId: c.org_id, userId: p.userId, kind: "conflict.resolved", now, data: { conflict: c.id, ...resolution } }),
  );
  const after = { ...c, status: "resolved" as const, resolution: JSON.stringify(resolution), resolved_at: now };
  const view = await conflictView(db, p, after, now);
  return { statements, status: 200, body: { conflict: view }, indexIds };
}
