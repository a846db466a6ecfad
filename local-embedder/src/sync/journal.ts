import { randomUUID } from "node:crypto";
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeSync } from "node:fs";
import { dirname, join } from "node:path";

/**
 * The durable offline queue: an append-only JSONL journal, fsynced on every
 * record. A write is "queued" only once its line is on disk, so a crash or
 * SIGKILL can lose at most a torn last line (ignored on load), never an
 * acknowledged enqueue. State is rebuilt by replaying the journal.
 *
 * Each item carries an idempotency key minted at enqueue time and reused on
 * every retry, so the service can recognise a resend after a crash between
 * "server stored it" and "we recorded the ack". Items sent together through
 * POST /v1/memories/batch are first recorded as a batch: after a crash the
 * same items go out together again, under the same key (see batches.ts).
 */
export interface QueuedWrite {
  id: string;
  idempotencyKey: string;
  route: string;
  body: unknown;
  enqueuedAt: string;
  attempts: number;
  nextAttemptAt: number;
  lastError?: string;
  /** The batch this item was last sent in, while any of that batch is pending. */
  batch?: OpenBatch;
  /** What it was queued from (a hash of an import's input), so a rerun of the same import resumes instead of queueing twice. */
  source?: string;
}

/** A group of items declared (journaled) before it was sent as one batch request. */
export interface OpenBatch {
  ids: string[];
  /** Sent without the local vectors (the service refused them). */
  plain: boolean;
}

type JournalRecord =
  | { op: "enqueue"; id: string; key: string; route: string; body: unknown; at: string; group?: string; src?: string }
  | { op: "commit"; group: string; at: string }
  | { op: "batch"; ids: string[]; plain?: boolean; at: string }
  | { op: "attempt"; id?: string; ids?: string[]; attempts: number; next: number; error: string; at: string }
  | { op: "ack"; id?: string; ids?: string[]; status: number; at: string }
  | { op: "dead"; id: string; status: number; error: string; at: string };

export interface QueueStats {
  pending: number;
  delivered: number;
  dead: number;
  oldestPendingAt?: string;
  nextAttemptAt?: number;
  lastError?: string;
}

export interface DeadWrite {
  id: string;
  route: string;
  status: number;
  error: string;
}

const LOCK_STALE_MS = 30_000;

export class Journal {
  readonly file: string;
  private readonly lockFile: string;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.file = join(dir, "journal.jsonl");
    this.lockFile = join(dir, "journal.lock");
  }

  /** Appends records with one write and one fsync before returning: the durability point. */
  private append(...records: JournalRecord[]): void {
    const fd = openSync(this.file, "a", 0o600);
    try {
      writeSync(fd, records.map((r) => JSON.stringify(r) + "\n").join(""));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  enqueue(route: string, body: unknown): QueuedWrite {
    const record = { op: "enqueue" as const, id: randomUUID(), key: randomUUID(), route, body, at: new Date().toISOString() };
    this.withLock(() => this.append(record));
    return { id: record.id, idempotencyKey: record.key, route, body, enqueuedAt: record.at, attempts: 0, nextAttemptAt: 0 };
  }

  /**
   * Queues many writes all or nothing: one append and one fsync, closed by a
   * commit record. A crash part-way leaves enqueue lines without their commit,
   * which replay ignores, so an import is either wholly queued or not at all.
   */
  enqueueMany(route: string, bodies: unknown[], opts: { source?: string } = {}): QueuedWrite[] {
    const group = randomUUID();
    const at = new Date().toISOString();
    const records = bodies.map((body) => ({ op: "enqueue" as const, id: randomUUID(), key: randomUUID(), route, body, at, group, ...(opts.source ? { src: opts.source } : {}) }));
    if (!records.length) return [];
    this.withLock(() => this.append(...records, { op: "commit", group, at }));
    return records.map((r) => ({ id: r.id, idempotencyKey: r.key, route, body: r.body, enqueuedAt: at, attempts: 0, nextAttemptAt: 0, ...(opts.source ? { source: opts.source } : {}) }));
  }

  /** Records which items travel together before they are sent, so a resend after a crash regroups them identically. */
  declareBatch(ids: string[], plain: boolean): void {
    this.withLock(() => this.append({ op: "batch", ids, ...(plain ? { plain } : {}), at: new Date().toISOString() }));
  }

  recordAttempt(ids: string | string[], attempts: number, nextAttemptAt: number, error: string): void {
    this.withLock(() => this.append({ op: "attempt", ids: [ids].flat(), attempts, next: nextAttemptAt, error, at: new Date().toISOString() }));
  }

  /** Acknowledges writes in one record: a batch is acked whole or (torn line) not at all. */
  ack(ids: string | string[], status: number): void {
    this.withLock(() => this.append({ op: "ack", ids: [ids].flat(), status, at: new Date().toISOString() }));
  }

  markDead(id: string, status: number, error: string): void {
    this.withLock(() => this.append({ op: "dead", id, status, error, at: new Date().toISOString() }));
  }

  /** Replays the journal. A torn final line (crash mid-write) is skipped; it was never acknowledged to anyone. */
  private replay(): { pending: Map<string, QueuedWrite>; delivered: number; dead: DeadWrite[] } {
    const pending = new Map<string, QueuedWrite>();
    const uncommitted = new Map<string, QueuedWrite[]>();
    const dead: DeadWrite[] = [];
    let delivered = 0;
    if (!existsSync(this.file)) return { pending, delivered, dead };
    for (const line of readFileSync(this.file, "utf8").split("\n")) {
      if (!line.trim()) continue;
      let r: JournalRecord;
      try {
        r = JSON.parse(line) as JournalRecord;
      } catch {
        continue;
      }
      if (r.op === "enqueue") {
        const item: QueuedWrite = { id: r.id, idempotencyKey: r.key, route: r.route, body: r.body, enqueuedAt: r.at, attempts: 0, nextAttemptAt: 0, ...(r.src ? { source: r.src } : {}) };
        if (r.group) uncommitted.set(r.group, [...(uncommitted.get(r.group) ?? []), item]);
        else pending.set(r.id, item);
      } else if (r.op === "commit") {
        for (const item of uncommitted.get(r.group) ?? []) pending.set(item.id, item);
        uncommitted.delete(r.group);
      } else if (r.op === "batch") {
        const batch: OpenBatch = { ids: r.ids, plain: Boolean(r.plain) };
        for (const id of r.ids) {
          const item = pending.get(id);
          if (item) item.batch = batch;
        }
      } else if (r.op === "attempt") {
        for (const id of r.ids ?? [r.id!]) {
          const item = pending.get(id);
          if (item) Object.assign(item, { attempts: r.attempts, nextAttemptAt: r.next, lastError: r.error });
        }
      } else if (r.op === "ack") {
        for (const id of r.ids ?? [r.id!]) if (pending.delete(id)) delivered++;
      } else if (r.op === "dead") {
        const item = pending.get(r.id);
        if (item) dead.push({ id: r.id, route: item.route, status: r.status, error: r.error });
        pending.delete(r.id);
      }
    }
    return { pending, delivered, dead };
  }

  /** Pending writes in enqueue order (the order the user made them). */
  pending(): QueuedWrite[] {
    return [...this.replay().pending.values()];
  }

  dead(): DeadWrite[] {
    return this.replay().dead;
  }

  stats(): QueueStats {
    const { pending, delivered, dead } = this.replay();
    const items = [...pending.values()];
    const withError = items.filter((i) => i.lastError);
    return {
      pending: items.length,
      delivered,
      dead: dead.length,
      oldestPendingAt: items[0]?.enqueuedAt,
      nextAttemptAt: items.length ? Math.min(...items.map((i) => i.nextAttemptAt)) : undefined,
      lastError: withError.at(-1)?.lastError,
    };
  }

  /**
   * Rewrites the journal with only pending items (and their retry state) once
   * it has grown, via write-to-temp + fsync + rename so a crash leaves either
   * the old or the new file, never a mix. Dead letters and open batches are kept.
   */
  compact(minBytes = 256 * 1024): boolean {
    return this.withLock(() => {
      if (!existsSync(this.file) || statSync(this.file).size < minBytes) return false;
      const { pending, dead } = this.replay();
      const tmp = `${this.file}.${process.pid}.tmp`;
      const fd = openSync(tmp, "w", 0o600);
      try {
        const lines: string[] = [];
        for (const d of dead) {
          lines.push(JSON.stringify({ op: "enqueue", id: d.id, key: d.id, route: d.route, body: null, at: new Date().toISOString() }));
          lines.push(JSON.stringify({ op: "dead", id: d.id, status: d.status, error: d.error, at: new Date().toISOString() }));
        }
        const batches = new Set<OpenBatch>();
        for (const p of pending.values()) {
          lines.push(JSON.stringify({ op: "enqueue", id: p.id, key: p.idempotencyKey, route: p.route, body: p.body, at: p.enqueuedAt, ...(p.source ? { src: p.source } : {}) }));
          if (p.attempts) lines.push(JSON.stringify({ op: "attempt", ids: [p.id], attempts: p.attempts, next: p.nextAttemptAt, error: p.lastError ?? "", at: p.enqueuedAt }));
          if (p.batch) batches.add(p.batch);
        }
        // An open batch keeps its exact membership: a resend must carry the same items under the same key.
        for (const b of batches) lines.push(JSON.stringify({ op: "batch", ids: b.ids, ...(b.plain ? { plain: true } : {}), at: new Date().toISOString() }));
        writeSync(fd, lines.length ? lines.join("\n") + "\n" : "");
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, this.file);
      // Persist the rename itself.
      const dirFd = openSync(dirname(this.file), "r");
      try {
        fsyncSync(dirFd);
      } finally {
        closeSync(dirFd);
      }
      return true;
    });
  }

  /**
   * A lock file guards appends against a concurrent compaction (the only
   * non-append write). Locks left by a killed process are taken over once
   * their owner is gone or they are old.
   */
  private withLock<T>(fn: () => T): T {
    const deadline = Date.now() + 5_000;
    for (;;) {
      try {
        const fd = openSync(this.lockFile, "wx", 0o600);
        writeSync(fd, String(process.pid));
        closeSync(fd);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        if (this.lockIsStale()) {
          rmSync(this.lockFile, { force: true });
          continue;
        }
        if (Date.now() > deadline) throw new Error(`queue is locked by another engram process (${this.lockFile})`);
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      }
    }
    try {
      return fn();
    } finally {
      rmSync(this.lockFile, { force: true });
    }
  }

  private lockIsStale(): boolean {
    try {
      const pid = Number(readFileSync(this.lockFile, "utf8"));
      if (Date.now() - statSync(this.lockFile).mtimeMs > LOCK_STALE_MS) return true;
      if (!pid) return false;
      process.kill(pid, 0);
      return false;
    } catch (error) {
      // ESRCH: the owner died. ENOENT: the lock vanished meanwhile. Either way, try again.
      return (error as NodeJS.ErrnoException).code === "ESRCH" || (error as NodeJS.ErrnoException).code === "ENOENT";
    }
  }
}
