/**
 * Account deletion (issue 18 "Erase for real"): an operator (POST /v1/admin/users/{id}/erase) or the
 * user themselves (DELETE /v1/me?confirm=<their user id>) asks for it. At once: the user is disabled,
 * every API key revoked and every OAuth grant revoked, so nothing can write while the data goes;
 * then the account-erasure job (lifecycle/erase.ts) erases every memory as a single erase would, and
 * everything else the user owns (keys, grants, conflicts, skills and their R2 bodies, outcomes,
 * entities, facts, relationships, events, KV, R2 archive copies and backups). It runs here within a
 * budget and resumes with the hourly cron if the account is large. Audited
 * (`audit.account_erasure_requested`, then `audit.account_erased`), never with content.
 */
import type { OAuthHelpers } from "@cloudflare/workers-oauth-provider";
import { onDatabase, type Deps } from "../config";
import { notFound } from "../errors";
import { DEFAULT_BUDGET, runJob } from "../jobs/runner";
import { PRIMARY, databaseNamed, placementFor } from "../storage/databases";
import { accountErasureOf, disableAccountStatements, startAccountErasureStatements } from "../storage/erasure-store";
import { findUser } from "../storage/users-store";
import { accountErasureJob, revokeGrants } from "./erase";

export interface AccountErasureStatus {
  user_id: string;
  status: "erased" | "in_progress";
  requested_at: string;
  completed_at: string | null;
}

export async function requestAccountErasure(
  deps: Deps, oauth: OAuthHelpers | null, userId: string, by: "admin" | "self",
): Promise<AccountErasureStatus> {
  // The account is on the primary; its data on its organization's database (docs/scaling.md), which
  // holds the erasure record (the job's checkpoint, moved with the organization) and its audit.
  const primary = databaseNamed(deps.databases, PRIMARY);
  const user = await findUser(primary, userId);
  if (!user) throw notFound("user");
  const database = (await placementFor(deps.databases, user.org_id)).database;
  const on = onDatabase(deps, database);
  const db = on.db;
  if (!(await accountErasureOf(db, userId))) {
    const now = deps.clock();
    if (db !== primary) await primary.batch(disableAccountStatements(primary, userId, now));
    await db.batch(startAccountErasureStatements(db, { id: user.id, orgId: user.org_id }, { by, now }));
  }
  // At once where this origin has OAuth; the job's last step revokes whatever is left in any case.
  if (oauth) await revokeGrants(oauth, userId).catch((err) => console.warn("OAuth grants left to the erasure job", err));
  await runJob(on, accountErasureJob, { cron: null, budget: DEFAULT_BUDGET }).catch((err) => console.warn("account erasure continues with the hourly cron", err));
  const state = (await accountErasureOf(db, userId))!;
  return {
    user_id: userId,
    status: state.completed_at === null ? "in_progress" : "erased",
    requested_at: new Date(state.erased_at).toISOString(),
    completed_at: state.completed_at === null ? null : new Date(state.completed_at).toISOString(),
  };
}
