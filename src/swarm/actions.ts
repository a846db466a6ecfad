/**
 * What members and admins do with shared items. Members (both switches on): record a use with its
 * outcome, rate 1–10, report (quarantine at the organization's threshold). Admins: list items,
 * approve (optionally after editing the text), reject or withdraw. Review decisions and withdrawals
 * are audited with content hashes. Nothing here copies a shared item into a member's memories: a
 * member who wants one keeps it with an ordinary write of their own.
 */
import type { Deps } from "../config";
import type { Principal } from "../auth/principal";
import { requireOrgAdmin } from "../auth/orgs";
import { EngramError } from "../errors";
import { auditStatement, itemById, itemsOfOrg, recordMemberVote, updateItemStatement, upsertVectorStatement, type SwarmStatus } from "../storage/swarm-store";
import { sha256Hex } from "../util/crypto";
import { voterOf } from "./evidence";
import { swarmActive } from "./membership";
import { failClosedCheck, readyGate } from "./privacy-gate";
import { recount } from "./revocation";
import { sharedView } from "./search";

async function activeItem(deps: Deps, p: Principal, id: string) {
  if (!(await swarmActive(deps.db, p))) throw new EngramError("forbidden", "SWARM is off: opt in with PUT /v1/me/swarm (and your organization must enable it)");
  const item = await itemById(deps.db, p.orgId, id);
  if (!item || item.status !== "shared") throw new EngramError("not_found", "shared item not found");
  return item;
}

export async function useShared(deps: Deps, p: Principal, id: string, input: { success?: boolean; rating?: number }) {
  const item = await activeItem(deps, p, id);
  const now = deps.clock();
  await recordMemberVote(deps.db, { itemId: id, voter: await voterOf(p.orgId, p.userId), success: input.success, rating: input.rating, now });
  await recount(deps.db, p.orgId, [id], { now, actor: "member" });
  return { item: sharedView((await itemById(deps.db, p.orgId, item.id))!) };
}

export async function reportShared(deps: Deps, p: Principal, id: string, reason: string) {
  await activeItem(deps, p, id);
  const now = deps.clock();
  const voter = await voterOf(p.orgId, p.userId);
  await recordMemberVote(deps.db, { itemId: id, voter, report: reason, now });
  await auditStatement(deps.db, { orgId: p.orgId, kind: "swarm.reported", itemId: id, actor: voter, data: { reason_hash: await sha256Hex(reason) }, now }).run();
  const changes = await recount(deps.db, p.orgId, [id], { now, actor: voter });
  return { id, status: changes.find((c) => c.id === id)?.to ?? "shared" };
}

export function adminItemView(item: Awaited<ReturnType<typeof itemById>> & object) {
  return { ...sharedView(item), status: item.status, status_reason: item.statusReason, content_hash: item.contentHash, created_at: new Date(item.createdAt).toISOString() };
}

export async function listItems(db: D1Database, p: Principal, orgId: string, status?: SwarmStatus) {
  await requireOrgAdmin(db, p, orgId);
  return (await itemsOfOrg(db, orgId, status ? [status] : undefined)).map(adminItemView);
}

async function adminItem(db: D1Database, p: Principal, orgId: string, id: string) {
  await requireOrgAdmin(db, p, orgId);
  const item = await itemById(db, orgId, id);
  if (!item) throw new EngramError("not_found", "item not found");
  return item;
}

/** Approve a held (or quarantined) item, optionally with the admin's edited text; the gate still runs on it. */
export async function approveItem(deps: Deps, p: Principal, orgId: string, id: string, content?: string) {
  const item = await adminItem(deps.db, p, orgId, id);
  if (item.status !== "review" && item.status !== "quarantined") throw new EngramError("conflict", `item is ${item.status}; only held or quarantined items can be approved`);
  const text = content ?? item.content;
  await readyGate();
  const gate = failClosedCheck(text, [], []);
  if (!gate.pass) {
    throw new EngramError("validation_failed", `content: the privacy engine still finds ${Object.keys(gate.reasons).join(", ")}; edit it out before approving`, { field: "content", findings: gate.reasons });
  }
  const now = deps.clock();
  const hash = await sha256Hex(text);
  const [vector] = await deps.embedder.embed([text], "document");
  await deps.db.batch([
    updateItemStatement(deps.db, id, { content: text, contentHash: hash, status: "shared", statusReason: "approved", promotedAt: now, updatedAt: now }),
    upsertVectorStatement(deps.db, { itemId: id, orgId, model: deps.embedder.model, vector }),
    auditStatement(deps.db, { orgId, kind: "swarm.review_approved", itemId: id, actor: p.userId, data: { content_hash: hash, held_hash: item.contentHash, edited: content !== undefined }, now }),
  ]);
  await recount(deps.db, orgId, [id], { now, actor: p.userId });
  return adminItemView((await itemById(deps.db, orgId, id))!);
}

export async function decideItem(deps: Deps, p: Principal, orgId: string, id: string, to: "rejected" | "withdrawn") {
  const item = await adminItem(deps.db, p, orgId, id);
  if (to === "rejected" && item.status !== "review" && item.status !== "quarantined") throw new EngramError("conflict", `item is ${item.status}; only held or quarantined items can be rejected`);
  const now = deps.clock();
  await deps.db.batch([
    updateItemStatement(deps.db, id, { status: to, statusReason: "admin", updatedAt: now }),
    auditStatement(deps.db, { orgId, kind: to === "rejected" ? "swarm.review_rejected" : "swarm.withdrawn", itemId: id, actor: p.userId, data: { reason: "admin", content_hash: item.contentHash }, now }),
  ]);
  return adminItemView((await itemById(deps.db, orgId, id))!);
}
