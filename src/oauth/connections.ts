/**
 * A user's connected apps: the OAuth grants they approved on the consent page (consent.ts), listed
 * and revoked one at a time without touching the API key that approved them. The grants live in
 * the provider's KV, so this goes through its helpers (front.ts `oauthHelpersFor`); which user's
 * grants is only ever the caller's, and another user's grant id is "not found" like an unknown one.
 */
import type { GrantSummary, OAuthHelpers } from "@cloudflare/workers-oauth-provider";
import { z } from "zod";
import { notFound } from "../errors";
import { activeKeyIds } from "../storage/api-keys-store";
import { toIso, type Clock } from "../util/time";
import { recordEvent } from "../storage/events-store";

/** The provider's grant ids are 16 characters of this alphabet; a `:` would reach past the user's KV prefix. */
export const connectionIdParam = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "expected a connection id (letters, digits, - and _)");

export const connectionView = z.object({
  id: z.string().describe("The grant's id; DELETE /v1/connections/{id} revokes it"),
  client_id: z.string(),
  client_name: z.string().nullable().describe("The name the app registered with (not verified); null if the client is gone"),
  scope: z.array(z.string()),
  created_at: z.string(),
  key_id: z.string().nullable().describe("The API key that approved the connection"),
  key_active: z.boolean().describe("false once that key is revoked: the connection then no longer works"),
});
export type ConnectionView = z.infer<typeof connectionView>;

export interface ConnectionOwner {
  userId: string;
  orgId: string;
}

/** Pages of the provider's listing; far more than anyone connects, and it keeps a bad KV from looping. */
const MAX_PAGES = 20;

async function userGrants(oauth: OAuthHelpers, userId: string): Promise<GrantSummary[]> {
  const grants: GrantSummary[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await oauth.listUserGrants(userId, { limit: 1000, ...(cursor ? { cursor } : {}) });
    grants.push(...result.items.filter((g) => g.userId === userId));
    cursor = result.cursor;
    if (!cursor) break;
  }
  return grants;
}

/** The caller's connections, newest first. Without OAuth on this deployment or origin there are none. */
export async function listConnections(db: D1Database, oauth: OAuthHelpers | null, userId: string): Promise<ConnectionView[]> {
  if (!oauth) return [];
  const grants = await userGrants(oauth, userId);
  const activeKeys = await activeKeyIds(db, userId);
  const views = await Promise.all(
    grants.map(async (g) => {
      const keyId = typeof g.metadata?.keyId === "string" ? (g.metadata.keyId as string) : null;
      return {
        id: g.id,
        client_id: g.clientId,
        client_name: await clientName(oauth, g.clientId),
        scope: g.scope,
        created_at: toIso(g.createdAt * 1000)!, // the provider counts seconds
        key_id: keyId,
        key_active: keyId !== null && activeKeys.has(keyId),
      };
    }),
  );
  return views.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
}

/**
 * Revokes one of the caller's grants: the provider deletes its tokens and the grant, so its access
 * token gets 401 on /mcp and its refresh token is refused. Writes `audit.connection_revoked`.
 */
export async function revokeConnection(
  db: D1Database,
  clock: Clock,
  oauth: OAuthHelpers | null,
  owner: ConnectionOwner,
  grantId: string,
): Promise<ConnectionView> {
  const connection = oauth ? (await listConnections(db, oauth, owner.userId)).find((c) => c.id === grantId) : undefined;
  if (!oauth || !connection) throw notFound("connection");
  await oauth.revokeGrant(grantId, owner.userId);
  const now = clock();
  await recordEvent(db, {
    orgId: owner.orgId, userId: owner.userId, kind: "audit.connection_revoked", data: { grant_id: grantId, client_id: connection.client_id }, now,
  }).run();
  return connection;
}

/** A client whose record is gone, or whose metadata document cannot be fetched, has no name to show. */
async function clientName(oauth: OAuthHelpers, clientId: string): Promise<string | null> {
  try {
    return (await oauth.lookupClient(clientId))?.clientName ?? null;
  } catch {
    return null;
  }
}
