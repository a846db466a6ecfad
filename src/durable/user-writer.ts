/**
 * One writer per user. Every write of a user passes through this Durable Object, which runs them
 * one at a time (D1 awaits would otherwise interleave), applies the Idempotency-Key and commits
 * each write as ONE D1 batch (a transaction). The HTTP layer answers only after that commit.
 */
import { DurableObject } from "cloudflare:workers";
import type { Principal } from "../auth/principal";
import { captureResult, EngramError, type Result } from "../errors";
import type { MemoryInput, MemoryPatch } from "../memory/schemas";
import { findIdempotencyRecord, idempotencyRecordStatement } from "../storage/idempotency-store";
import { databaseNamed, databasesOf, placementFor } from "../storage/databases";
import { formatBookmark, withSession } from "../storage/sessions";
import { systemClock } from "../util/time";
import { planCreateMemories, type WriteContext, type WritePlan } from "../write/create-memories";
import { planUpdateMemory } from "../write/update-memory";
import { planResolveConflict } from "../lifecycle/conflicts";
import { planArchiveMemory, planFeedback, planPin, planRestore, planUsage } from "../lifecycle/feedback";
import { planImport } from "../lifecycle/import";
import { planEraseMemory } from "../lifecycle/erase";
import type { FeedbackInput, ImportLine, ResolveConflictInput, UsageInput } from "../lifecycle/schemas";
import type { LifecycleWriteContext } from "../lifecycle/write-context";
import { pushRecent } from "../memory/working-memory";
import { TokenBucket } from "./token-bucket";
import { denseAtWrite, selectEmbedder, vectorIndexFor } from "../config";
import type { Embedder } from "../embed/embedder";
import type { VectorIndex } from "../vector/vector-index";
import { planConsolidation, type ConsolidateCommand } from "../consolidation/plan";
import { planOutcome, type OutcomeCommand } from "../knowledge/outcomes";

export type WriteCommand =
  | { kind: "create"; inputs: MemoryInput[]; shape: "single" | "batch" }
  | { kind: "update"; id: string; patch: MemoryPatch }
  | { kind: "forget"; id: string; reason: string | null }
  | { kind: "erase"; id: string }
  // Lifecycle (src/lifecycle/*). Feedback and usage run in the memory OWNER's writer for any caller who can see it.
  | { kind: "feedback"; id: string; input: FeedbackInput }
  | { kind: "usage"; id: string; input: UsageInput }
  | { kind: "pin"; id: string; pinned: boolean }
  | { kind: "restore"; id: string }
  | { kind: "resolve_conflict"; id: string; input: ResolveConflictInput }
  | { kind: "import"; lines: ImportLine[]; lineNumbers: number[] }
  // Knowledge (src/consolidation, src/knowledge): consolidation rounds and task outcomes.
  | ConsolidateCommand
  | OutcomeCommand;

export interface Idempotency {
  key: string;
  /** Hash of method, path and body: the same key with another request is refused. */
  requestHash: string;
}

export interface WriteOutcome {
  status: number;
  body: unknown;
  indexIds: string[];
  replayed: boolean;
  /** The commit's D1 bookmark as `x-engram-bookmark` carries it (storage/sessions.ts), when the runtime has sessions. */
  bookmark?: string;
}

/** Serializes async work: each task starts when the previous one has settled. */
class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

export class UserWriter extends DurableObject<Env> {
  private readonly queue = new SerialQueue();
  private bucket: TokenBucket | null = null;

  async write(principal: Principal, command: WriteCommand, idem: Idempotency | null): Promise<Result<WriteOutcome>> {
    return this.queue.run(() =>
      captureResult(async () => {
        this.checkRate(command);
        return this.apply(principal, command, idem);
      }),
    );
  }

  /** Resolves after the writes queued before it (see writerBarrier). */
  async barrier(): Promise<true> {
    return this.queue.run(async () => true as const);
  }

  /** Writes are metered per memory, so one batch of 100 costs what 100 single writes cost. */
  private checkRate(command: WriteCommand) {
    const now = Date.now();
    this.bucket ??= new TokenBucket(
      Number(this.env.WRITE_BURST || 2000),
      Number(this.env.WRITE_RATE_PER_SECOND || 1000),
      now,
    );
    const taken = this.bucket.take(command.kind === "create" ? command.inputs.length : command.kind === "import" ? command.lines.length : 1, now);
    if (!taken.ok) {
      throw new EngramError("rate_limited", `write rate exceeded; retry in ${taken.retryAfterSeconds} s`, {
        retry_after_seconds: taken.retryAfterSeconds,
      });
    }
  }

  /** The writing organization's database, resolved at the start of each write (inside the serial queue). */
  private db: D1Database | null = null;

  private context(): WriteContext {
    return {
      db: this.db ?? this.env.DB,
      clock: systemClock,
      space: { model: this.env.EMBEDDING_MODEL, dimension: Number(this.env.EMBEDDING_DIMENSION) },
      embedder: (this.embedder ??= selectEmbedder(this.env)),
      ...(this.vectors ? { vectors: this.vectors } : {}),
    };
  }
  private embedder: Embedder | null = null;
  /** The writing organization's vector index, resolved with `db`, when judgment takes candidates by meaning at write time (JUDGMENT_DENSE_AT_WRITE). */
  private vectors: VectorIndex | null = null;

  private lifecycleContext(): LifecycleWriteContext {
    return { ...this.context(), blobs: this.env.BLOBS, kv: this.env.WORKING_MEMORY };
  }

  private async apply(p: Principal, command: WriteCommand, idem: Idempotency | null): Promise<WriteOutcome> {
    // The organization's database (docs/scaling.md); while it is being moved, writes wait outside.
    const databases = databasesOf(this.env);
    const placement = await placementFor(databases, p.orgId);
    if (placement.state === "moving") {
      throw new EngramError("unavailable", "this organization is being moved to another database; retry shortly", { retry_after_seconds: 2 });
    }
    // On the primary instance (a D1 session "first-primary"): the write decides on what it reads.
    const session = withSession(databaseNamed(databases, placement.database), "first-primary");
    const db = (this.db = session.db);
    this.vectors = denseAtWrite(this.env) ? vectorIndexFor(this.env, placement.database) : null;
    const bookmark = () => {
      const b = session.bookmark();
      return b ? { bookmark: formatBookmark(placement.database, b) } : {};
    };
    if (idem) {
      const prior = await findIdempotencyRecord(db, p.userId, idem.key);
      if (prior) {
        if (prior.requestHash !== idem.requestHash) {
          throw new EngramError("idempotency_key_reused", "Idempotency-Key was already used with a different request", {
            field: "Idempotency-Key",
          });
        }
        return { status: prior.status, body: JSON.parse(prior.response), indexIds: [], replayed: true, ...bookmark() };
      }
    }
    const plan = await this.plan(p, command);
    const statements = [...plan.statements];
    if (idem) {
      statements.push(
        idempotencyRecordStatement(db, { userId: p.userId, key: idem.key, requestHash: idem.requestHash, status: plan.status, response: JSON.stringify(plan.body), now: Date.now() }),
      );
    }
    if (statements.length) await db.batch(statements);
    if (plan.afterCommit) await plan.afterCommit().catch((err) => console.warn("post-commit cleanup failed", err));
    if (command.kind === "create" && plan.indexIds.length) {
      // Working memory (KV) is a read-modify-write list: updating it here, inside the user's serial
      // queue, means concurrent creates (and archive's removals) cannot drop each other's entries.
      await pushRecent(this.env.WORKING_MEMORY, p.userId, null, [...plan.indexIds].reverse(), Date.now()).catch((err) =>
        console.warn("working memory update failed", err),
      );
    }
    return { status: plan.status, body: plan.body, indexIds: plan.indexIds, replayed: false, ...bookmark() };
  }

  private plan(p: Principal, c: WriteCommand): Promise<WritePlan> {
    const ctx = this.context();
    switch (c.kind) {
      case "create":
        return planCreateMemories(ctx, p, c.inputs, c.shape);
      case "update":
        return planUpdateMemory(ctx, p, c.id, c.patch);
      case "forget":
        return planArchiveMemory(this.lifecycleContext(), p, c.id, { reason: c.reason ?? "forget" });
      case "erase":
        return planEraseMemory(this.lifecycleContext(), p, c.id);
      case "feedback":
        return planFeedback(this.lifecycleContext(), p, c.id, c.input);
      case "usage":
        return planUsage(this.lifecycleContext(), p, c.id, c.input);
      case "pin":
        return planPin(this.lifecycleContext(), p, c.id, c.pinned);
      case "restore":
        return planRestore(this.lifecycleContext(), p, c.id);
      case "resolve_conflict":
        return planResolveConflict(this.lifecycleContext(), p, c.id, c.input);
      case "import":
        return planImport(this.lifecycleContext(), p, c.lines, c.lineNumbers);
      case "consolidate":
        return planConsolidation(ctx, p, c);
      case "outcome":
        return planOutcome(ctx, p, c);
    }
  }
}

/**
 * Completes once every write this writer accepted before has finished: the move-organization
 * operation's barrier after it marked the organization moving (later writes are refused).
 */
export async function writerBarrier(env: Env, userId: string): Promise<void> {
  await userWriter(env, userId).barrier();
}

export function userWriter(env: Env, userId: string): DurableObjectStub<UserWriter> {
  const ns = env.USER_WRITER as unknown as DurableObjectNamespace<UserWriter>;
  return ns.get(ns.idFromName(userId));
}
