import { errorMessage, type ApiResponse, type EngramClient } from "./api-client.ts";
import { backoffDelay, DEFAULT_BACKOFF, parseRetryAfter, type BackoffPolicy } from "./backoff.ts";
import { BATCH_ROUTE, batchKey, blamedItems, isDeclared, MAX_BATCH_SIZE, planGroups, withoutEmbedding, type SendGroup } from "./batches.ts";
import type { Journal, QueuedWrite } from "./journal.ts";
import { bodyForWire, memoryForWire } from "./wire.ts";

export interface DrainOptions {
  /** Ignore scheduled retry times (manual `engram sync`). */
  force?: boolean;
  maxItems?: number;
  /** Memories per POST /v1/memories/batch request (1–100, default 100). */
  batchSize?: number;
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
  /** HTTP requests made. */
  requests: number;
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

/** A 403 that names a field is about that write (e.g. a project the user is not in), not about the key. */
function namesField(body: unknown): boolean {
  return Boolean((body as { error?: { details?: { field?: unknown } } } | undefined)?.error?.details?.field);
}

/**
 * Sends pending writes in order, consecutive memories in batches. Acks are
 * journaled only after a 2xx, so a crash between the server storing a write
 * and the ack being recorded leads to a resend with the same Idempotency-Key,
 * which the server answers from its record: delivered exactly once. For a
 * batch that holds because its membership is journaled before it is sent and
 * its key is derived from that membership (batches.ts).
 *
 * A batch is all or nothing on the server. When it is refused because of some
 * of its items (the error names `memories.N.…`), those become dead letters
 * with the server's reason and the rest is sent again; a refusal that names no
 * item is narrowed down by splitting the batch in halves.
 *
 * The first retryable failure stops the run: if the service is down or
 * unreachable, hammering it with every other item helps no one.
 */
export async function drainQueue(journal: Journal, client: EngramClient, opts: DrainOptions = {}): Promise<DrainResult> {
  const now = opts.now ?? Date.now;
  const policy = opts.policy ?? DEFAULT_BACKOFF;
  const size = Math.max(1, Math.min(MAX_BATCH_SIZE, Math.floor(opts.batchSize ?? MAX_BATCH_SIZE)));
  const all = journal.pending();
  // Writes go out in the order they were made (a later memory may supersede an earlier one), so a head
  // item waiting for its retry time holds back the rest; retryable failures are service-wide anyway.
  const firstWaiting = all.findIndex((item) => !opts.force && item.nextAttemptAt > now());
  const work = planGroups(firstWaiting < 0 ? all : all.slice(0, firstWaiting), size, opts.maxItems);
  const total = work.reduce((n, g) => n + g.items.length, 0);
  const result: DrainResult = { delivered: 0, duplicates: 0, dead: 0, remaining: all.length, requests: 0 };
  let done = 0;
  const deadline = opts.budgetMs === undefined ? Infinity : Date.now() + opts.budgetMs;

  const delivered = (items: QueuedWrite[], response: ApiResponse) => {
    journal.ack(items.map((i) => i.id), response.status);
    const statuses = items.length > 1 ? ((response.body as { results?: Array<{ status?: string }> } | undefined)?.results ?? []).map((r) => r.status) : [(response.body as { status?: string } | undefined)?.status];
    const duplicates = response.replayed ? items.length : statuses.filter((s) => s === "duplicate").length;
    result.duplicates += duplicates;
    result.delivered += items.length - duplicates;
    result.remaining -= items.length;
    opts.onProgress?.((done += items.length), total);
  };
  const dead = (item: QueuedWrite, status: number, message: string) => {
    journal.markDead(item.id, status, message);
    result.dead++;
    result.remaining--;
    opts.onProgress?.(++done, total);
  };
  /** Keeps a failed group queued with its retry time; always ends the run. */
  const stop = (items: QueuedWrite[], status: number, message: string, retryAfter: string | null) => {
    const attempts = items[0]!.attempts + 1;
    if (status === 401 || status === 403) {
      // The key is wrong or revoked: keep everything queued until `engram login` fixes it.
      journal.recordAttempt(items.map((i) => i.id), attempts, now() + backoffDelay(attempts, policy), message);
      result.stoppedBecause = `not authorized (${message}); run engram login`;
    } else {
      const wait = parseRetryAfter(retryAfter) ?? backoffDelay(attempts, policy);
      journal.recordAttempt(items.map((i) => i.id), attempts, now() + wait, message);
      result.stoppedBecause = status === 0 ? "service unreachable" : message;
    }
  };
  const isStop = (status: number, body: unknown) => status === 0 || isRetryable(status) || status === 401 || (status === 403 && !namesField(body));

  while (work.length) {
    if (Date.now() > deadline) {
      result.stoppedBecause = "time budget used up";
      break;
    }
    const group = work.shift()!;
    let response: ApiResponse;
    try {
      response = group.items.length === 1 ? await sendOne(client, group.items[0]!, group.plain, () => result.requests++) : await sendBatch(journal, client, group, () => result.requests++);
    } catch (error) {
      stop(group.items, 0, `unreachable: ${(error as Error).message}`, null);
      break;
    }
    const { status, body } = response;
    if (status >= 200 && status < 300) {
      delivered(group.items, response);
      continue;
    }
    if (isStop(status, body)) {
      stop(group.items, status, errorMessage(response), response.retryAfter);
      break;
    }
    // A 4xx: the same request will never succeed.
    if (group.items.length === 1) {
      // 400, 404, 409, 413, 422: keep it visible as a dead letter.
      dead(group.items[0]!, status, errorMessage(response));
      continue;
    }
    if (!group.plain && isEmbeddingRejection(body) && group.items.some((i) => hasEmbedding(i.body))) {
      // The service refused our local vectors (e.g. it indexes with a different model): the memories
      // are still worth keeping, so send the batch without vectors and let the service embed them.
      work.unshift({ items: group.items, plain: true });
      continue;
    }
    const blamed = blamedItems(status, body, group.items.length);
    if (blamed.size) {
      for (const [index, reason] of blamed) dead(group.items[index]!, status, reason);
      const rest = group.items.filter((_, i) => !blamed.has(i));
      if (rest.length) work.unshift({ items: rest, plain: group.plain });
      continue;
    }
    if (status === 404 || status === 405) {
      // No batch route on this service (an older Worker): send these one by one.
      work.unshift(...group.items.map((item) => ({ items: [item], plain: group.plain })));
      continue;
    }
    // Refused without naming an item (e.g. 413 for the whole body): halve until the culprit stands alone.
    const half = Math.ceil(group.items.length / 2);
    work.unshift({ items: group.items.slice(0, half), plain: group.plain }, { items: group.items.slice(half), plain: group.plain });
  }
  journal.compact();
  return result;
}

/** One write on its own route, with its own key (a memory left alone after its batch was refused goes this way too). */
async function sendOne(client: EngramClient, item: QueuedWrite, plain: boolean, counted: () => void): Promise<ApiResponse> {
  const stripped = plain && hasEmbedding(item.body);
  const body = bodyForWire(item.route, item.body);
  counted();
  let response = await client.send(item.route, stripped ? withoutEmbedding(body) : body, stripped ? plainKey(item) : item.idempotencyKey);
  if (!stripped && response.status >= 400 && response.status < 500 && isEmbeddingRejection(response.body) && hasEmbedding(item.body)) {
    // The service refused our local vector: the memory itself is still worth keeping, so send it
    // without the vector and let the service embed it.
    counted();
    response = await client.send(item.route, withoutEmbedding(body), plainKey(item));
  }
  return response;
}

/**
 * The key of a write sent without its vector. It differs from the write's own key because the
 * body differs: after a crash the write is sent with its vector again (refused, nothing stored)
 * and then without it under this key, which the service answers as a replay instead of a 409
 * for a reused key (a stored write would otherwise end up a dead letter). Batches get the same
 * property from `batchKey(ids, plain)`.
 */
const plainKey = (item: QueuedWrite) => `${item.idempotencyKey}.novector`;

/**
 * Journals the group's membership (fsynced) before the first send, so that
 * after a crash the same items go out together under the same derived key.
 */
async function sendBatch(journal: Journal, client: EngramClient, group: SendGroup, counted: () => void): Promise<ApiResponse> {
  const ids = group.items.map((i) => i.id);
  if (!isDeclared(group)) journal.declareBatch(ids, group.plain);
  counted();
  const memories = group.items.map((i) => memoryForWire(group.plain ? withoutEmbedding(i.body) : i.body));
  return client.send(BATCH_ROUTE, { memories }, batchKey(ids, group.plain));
}
