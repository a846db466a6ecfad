/**
 * Erase for real (issue 18). Forget archives (recoverable); erase removes a memory now with every
 * copy: the D1 rows that hold or quote its text (storage/erasure-store.ts), its R2 archive copy, its
 * KV working-memory entries, its vector index entry (an 'unindex' outbox row, processed after the
 * commit), and — through `erasures` — its lines in the user's kept backups at the backup job's next
 * rotation (`rewriteBackups`). The audit event names the id only.
 *
 * Account erasure does the same for every memory of a user, in pages (a checkpointed job: the
 * `erasures` row is the checkpoint), then deletes everything else the user owns in D1, R2 and KV.
 */
import type { OAuthHelpers } from "@cloudflare/workers-oauth-provider";
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { EngramError } from "../errors";
import type { Job } from "../jobs/job";
import { getVisibleMemory } from "../memory/read";
import { dropRecent } from "../memory/working-memory";
import { oauthHelpersFor } from "../oauth/front";
import {
  backupsClearedStatement, eraseMemoryStatements, finishAccountErasureStatements, finishAccountOnPrimaryStatements, memoriesToErase, pendingAccountErasure, pendingBackupErasures,
} from "../storage/erasure-store";
import { PRIMARY, databaseNamed } from "../storage/databases";
import { processOutbox } from "../write/indexing";
import type { WritePlan } from "../write/create-memories";
import { archiveKey, backupPrefix } from "./blob-keys";
import type { LifecycleWriteContext } from "./write-context";

/** POST /v1/memories/{id}/erase and MCP forget with erase: the owner only (403 for others who see it, 404 otherwise). */
export async function planEraseMemory(ctx: LifecycleWriteContext, p: Principal, id: string): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const row = await getVisibleMemory(db, p, id);
  if (row.user_id !== p.userId) throw new EngramError("forbidden", "only the owner can erase this memory");
  // The R2 copy goes first (idempotent): a failed batch leaves a live or archived row without its
  // copy, never an erased memory with one.
  await ctx.blobs.delete(archiveKey(row));
  return {
    statements: eraseMemoryStatements(db, { id, orgId: row.org_id, userId: row.user_id }, { actorUserId: p.userId, now }),
    status: 200,
    body: { id, erased: true, erased_at: new Date(now).toISOString() },
    // The outbox row is 'unindex': processing it after the commit takes the vector out of the index.
    indexIds: [id],
    afterCommit: () => dropRecent(ctx.kv, row.user_id, row.project_id, [id]),
  };
}

/**
 * The backup rotation honours erasures: every kept snapshot of the user loses the lines of erased
 * memories, then the erasures are marked cleared. Returns the statement that marks them (for the
 * job's batch) and how many lines were removed.
 */
export async function rewriteBackups(
  deps: Pick<Deps, "db" | "blobs">, user: { id: string; org_id: string }, now: number,
): Promise<{ statements: D1PreparedStatement[]; removed: number }> {
  const ids = await pendingBackupErasures(deps.db, user.id);
  if (!ids.length) return { statements: [], removed: 0 };
  const erased = new Set(ids);
  let removed = 0;
  const listed = await deps.blobs.list({ prefix: backupPrefix(user.org_id, user.id) });
  for (const o of listed.objects) {
    const obj = await deps.blobs.get(o.key);
    if (!obj) continue;
    const lines = (await obj.text()).split("\n").filter((l) => l.length);
    const kept = lines.filter((l) => !erased.has(lineId(l) ?? ""));
    if (kept.length === lines.length) continue;
    removed += lines.length - kept.length;
    if (kept.length) await deps.blobs.put(o.key, `${kept.join("\n")}\n`, { httpMetadata: { contentType: "application/x-ndjson" } });
    else await deps.blobs.delete(o.key);
  }
  return { statements: [backupsClearedStatement(deps.db, ids, now)], removed };
}

function lineId(line: string): string | null {
  try {
    const id = (JSON.parse(line) as { id?: unknown }).id;
    return typeof id === "string" ? id : null;
  } catch {
    return null;
  }
}

/** R2 prefixes that hold a user's objects: archive copies, backups, skill bodies. */
export const userBlobPrefixes = (orgId: string, userId: string) => [`archive/${orgId}/${userId}/`, backupPrefix(orgId, userId), `skills/${orgId}/${userId}/`];

async function deletePrefix(blobs: R2Bucket, prefix: string): Promise<number> {
  let n = 0;
  for (let page = 0; page < 1000; page++) {
    const listed = await blobs.list({ prefix, limit: 1000 });
    if (!listed.objects.length) break;
    await blobs.delete(listed.objects.map((o) => o.key));
    n += listed.objects.length;
    if (!listed.truncated) break;
  }
  return n;
}

async function deleteKvPrefix(kv: KVNamespace, prefix: string): Promise<void> {
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const listed: KVNamespaceListResult<unknown, string> = await kv.list({ prefix, ...(cursor ? { cursor } : {}) });
    await Promise.all(listed.keys.map((k) => kv.delete(k.name)));
    if (listed.list_complete) break;
    cursor = listed.cursor;
  }
}

/** Memories erased per step of an account erasure (each is ~18 statements of one batch). */
export const ACCOUNT_ERASE_PAGE = 20;

/**
 * Works through pending account erasures (POST /v1/admin/users/{id}/erase, DELETE /v1/me): a page of
 * the user's memories per step, erased like one memory (without an audit event each); when none is
 * left, everything else. The `erasures` row is the checkpoint: a run that stops resumes with the
 * memories still there. Runs hourly, and at once from the route that requests it.
 */
export const accountErasureJob: Job = {
  name: "account_erasure",
  async step(deps) {
    const { db } = deps;
    const now = deps.clock();
    const pending = await pendingAccountErasure(db);
    if (!pending) return { processed: 0, done: true };
    const u = { id: pending.user_id, orgId: pending.org_id };
    const page = await memoriesToErase(db, u.id, ACCOUNT_ERASE_PAGE);
    if (page.length) {
      // Archive copies first (see planEraseMemory), then one batch for the page.
      await deps.blobs.delete(page.map(archiveKey));
      await db.batch(page.flatMap((m) => eraseMemoryStatements(db, { id: m.id, orgId: m.org_id, userId: m.user_id }, { actorUserId: null, now, audit: false })));
      await processOutbox(deps, { memoryIds: page.map((m) => m.id) }).catch((err) => console.warn("unindex deferred to the outbox cron", err));
      return { processed: page.length, done: false, detail: { user: u.id, memories: page.length } };
    }
    // Objects outside D1 before the rows that mark the erasure complete: a failure here is retried.
    const blobs = (await Promise.all(userBlobPrefixes(u.orgId, u.id).map((prefix) => deletePrefix(deps.blobs, prefix)))).reduce((a, b) => a + b, 0);
    await deleteKvPrefix(deps.kv, `wm:${u.id}:`);
    // OAuth grants and their tokens live in OAUTH_KV under the user's id; any origin's helpers reach
    // them all, so a loopback origin serves where the request's own origin has OAuth off.
    const oauth = oauthHelpersFor(new URL("http://127.0.0.1/"), deps.env);
    if (oauth) await revokeGrants(oauth, u.id);
    // The account's own rows live on the primary (docs/scaling.md): there too when the data did not.
    const primary = databaseNamed(deps.databases, PRIMARY);
    if (primary !== db) await primary.batch(finishAccountOnPrimaryStatements(primary, u.id, now));
    await db.batch(finishAccountErasureStatements(db, u, now));
    return { processed: 1, done: false, detail: { user: u.id, accounts: 1, blobs } };
  },
};

/** Revokes every OAuth grant of a user (the provider deletes the grant and its tokens). */
export async function revokeGrants(oauth: OAuthHelpers, userId: string): Promise<number> {
  let n = 0;
  for (let page = 0; page < 20; page++) {
    const listed = await oauth.listUserGrants(userId, { limit: 1000 });
    const mine = listed.items.filter((g) => g.userId === userId);
    if (!mine.length) break;
    for (const g of mine) await oauth.revokeGrant(g.id, userId);
    n += mine.length;
  }
  return n;
}
