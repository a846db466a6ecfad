import { errorMessage, type EngramClient } from "./api-client.ts";
import { backoffDelay, DEFAULT_BACKOFF, parseRetryAfter, type BackoffPolicy } from "./backoff.ts";
import type { Journal } from "./journal.ts";

export interface DrainOptions {
  /** Ignore scheduled retry times (manual `engram sync`). */
  force?: boolean;
  maxItems?: number;
  policy?: BackoffPolicy;
  now?: () => number;
  onProgress?: (done: number, total: number) => void;
  /** Stop starting new sends after this many ms (hooks have a time limit; the rest waits for next time). */
  budgetMs?: number;
}

export interface DrainResult {
  delivered: number;
  duplicates: number;
  dead: number;
  remaining: number;
  /** Why the run stopped early, if it did (offline, auth, rate limit, server error). */
  stoppedBecause?: string;
}

function hasEmbedding(body: unknown): boolean {
  return typeof body === "object" && body !== null && "embedding" in body;
}

function isEmbeddingRejection(body: unknown): boolean {
  const error = (body as { error?: { code?: string; message?: string; details?: unknown } } | undefined)?.error;
  if (!error) return false;
  return /embedding|vector|dimension|model/i.test(`${error.code ?? ""} ${error.message ?? ""} ${JSON.stringify(error.details ?? "")}`);
}

/** Statuses worth retrying later: the request may succeed unchanged. */
function isRetryable(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}

/**
 * Sends pending writes in order. Acks are journaled only after a 2xx, so a
 * crash between the server storing a write and the ack being recorded leads
 * to a resend with the same Idempotency-Key, which the server answers as a
 * duplicate: delivered exactly once.
 *
 * The first retryable failure stops the run: if the service is down or
 * unreachable, hammering it with every other item helps no one.
 */
export async function drainQueue(journal: Journal, client: EngramClient, opts: DrainOptions = {}): Promise<DrainResult> {
  const now = opts.now ?? Date.now;
  const policy = opts.policy ?? DEFAULT_BACKOFF;
  const all = journal.pending();
  // Writes go out in the order they were made (a later memory may supersede an earlier one), so a head
  // item waiting for its retry time holds back the rest; retryable failures are service-wide anyway.
  const firstWaiting = all.findIndex((item) => !opts.force && item.nextAttemptAt > now());
  const due = (firstWaiting < 0 ? all : all.slice(0, firstWaiting)).slice(0, opts.maxItems ?? Infinity);
  const result: DrainResult = { delivered: 0, duplicates: 0, dead: 0, remaining: all.length };
  let done = 0;
  const deadline = opts.budgetMs === undefined ? Infinity : Date.now() + opts.budgetMs;
  for (const item of due) {
    if (Date.now() > deadline) {
      result.stoppedBecause = "time budget used up";
      break;
    }
    let status: number;
    let message: string;
    let retryAfter: string | null = null;
    try {
      let response = await client.send(item.route, item.body, item.idempotencyKey);
      if (response.status >= 400 && response.status < 500 && isEmbeddingRejection(response.body) && hasEmbedding(item.body)) {
        // The service refused our local vector (e.g. it indexes with a different model): the memory
        // itself is still worth keeping, so send it without the vector and let the service embed it.
        const { embedding: _dropped, ...withoutVector } = item.body as Record<string, unknown>;
        response = await client.send(item.route, withoutVector, item.idempotencyKey);
      }
      status = response.status;
      message = errorMessage(response);
      retryAfter = response.retryAfter;
      if (status >= 200 && status < 300) {
        journal.ack(item.id, status);
        const reported = (response.body as { status?: string } | undefined)?.status;
        if (reported === "duplicate") result.duplicates++;
        else result.delivered++;
        result.remaining--;
        opts.onProgress?.(++done, due.length);
        continue;
      }
    } catch (error) {
      status = 0;
      message = `unreachable: ${(error as Error).message}`;
    }

    const attempts = item.attempts + 1;
    if (status === 401 || status === 403) {
      // The key is wrong or revoked: keep everything queued until `engram login` fixes it.
      journal.recordAttempt(item.id, attempts, now() + backoffDelay(attempts, policy), message);
      result.stoppedBecause = `not authorized (${message}); run engram login`;
      break;
    }
    if (status === 0 || isRetryable(status)) {
      const wait = parseRetryAfter(retryAfter) ?? backoffDelay(attempts, policy);
      journal.recordAttempt(item.id, attempts, now() + wait, message);
      result.stoppedBecause = status === 0 ? "service unreachable" : message;
      break;
    }
    // 400, 404, 409, 413, 422: the same request will never succeed; keep it visible as a dead letter.
    journal.markDead(item.id, status, message);
    result.dead++;
    result.remaining--;
    opts.onProgress?.(++done, due.length);
  }
  journal.compact();
  return result;
}
