/**
 * Sends a write to the caller's writer Durable Object and answers only after its D1 commit;
 * vector indexing of the new rows continues after the response (the outbox covers failures).
 * `performWrite` is the transport-neutral core (HTTP and MCP both call it); `writeThrough` is
 * its HTTP face.
 */
import type { Context } from "hono";
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { EngramError, type Result, unwrapResult } from "../errors";
import { sha256Hex } from "../util/crypto";
import { processOutbox } from "../write/indexing";
import { userWriter, type Idempotency, type WriteCommand, type WriteOutcome } from "../durable/user-writer";
import { BOOKMARK_HEADER } from "../storage/sessions";
import type { AppEnv } from "./hono-env";

async function idempotencyOf(c: Context<AppEnv>, body: unknown): Promise<Idempotency | null> {
  const key = c.req.header("idempotency-key");
  if (key === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new EngramError("validation_failed", "Idempotency-Key: 1–255 visible ASCII characters", { field: "Idempotency-Key" });
  }
  return { key, requestHash: await sha256Hex(`${c.req.method} ${c.req.path}\n${JSON.stringify(body ?? null)}`) };
}

/**
 * Commits one write through a writer; indexing of new rows is handed to `waitUntil`.
 * `writerUserId`: whose writer applies it — the caller's by default, a memory's owner for feedback/usage on it.
 */
export async function performWrite(
  deps: Deps,
  p: Principal,
  command: WriteCommand,
  idem: Idempotency | null,
  waitUntil: (work: Promise<unknown>) => void,
  writerUserId?: string,
): Promise<WriteOutcome> {
  // RPC erases the declared type of `body: unknown`; the shape is the writer's own return type.
  const result = (await userWriter(deps.env, writerUserId ?? p.userId).write(p, command, idem)) as Result<WriteOutcome>;
  const outcome = unwrapResult(result);
  if (outcome.indexIds.length) {
    waitUntil(processOutbox(deps, { memoryIds: outcome.indexIds }).catch((err) => console.warn("indexing deferred to cron", err)));
  }
  return outcome;
}

/** `writerUserId`: whose writer applies it — the caller's by default, a memory's owner for feedback/usage on it. */
export async function writeThrough(c: Context<AppEnv>, command: WriteCommand, body: unknown, writerUserId?: string): Promise<Response> {
  const outcome = await performWrite(
    c.get("deps"), c.get("principal"), command, await idempotencyOf(c, body), (work) => c.executionCtx.waitUntil(work), writerUserId,
  );
  if (outcome.replayed) c.header("idempotent-replayed", "true");
  if (outcome.bookmark) c.header(BOOKMARK_HEADER, outcome.bookmark);
  return c.json(outcome.body as object, outcome.status as 200);
}
