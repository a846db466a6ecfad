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
}

export interface DrainResult {
  delivered: number;
  duplicates: number;
  dead: number;
  remaining: number;
  /** Why the run stopped early, if it did (offline, auth, rate limit, server error). */
  stoppedBecause?: string;
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
  for (const item of due) {
    let status: number;
    let message: string;
    let retryAfter: string | null = null;
    try {
      const response = await client.send(item.route, item.body, item.idempotencyKey);
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
