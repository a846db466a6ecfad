/**
 * OAuth grants (claude.ai / Claude Desktop connectors, see src/oauth/). A user approves a grant by
 * pasting an API key on the consent page; the grant remembers who they are and which key approved
 * it, never the key itself. Every call re-checks the database, so a grant stops working as soon as
 * its user is disabled or the approving key is revoked, not only when its tokens expire.
 */
import { z } from "zod";
import { EngramError } from "../errors";
import { findActiveKeyOwner } from "../storage/api-keys-store";
import { type AuthenticatedKey, authenticateApiKey } from "./api-keys";
import type { Principal } from "./principal";

/** Stored (encrypted) with the grant by the OAuth provider and handed back as `ctx.props`. */
export const grantProps = z.object({
  kind: z.literal("engram_grant"),
  userId: z.string(),
  orgId: z.string(),
  name: z.string(),
  keyId: z.string(),
});
export type GrantProps = z.infer<typeof grantProps>;

/** The grant the OAuth provider verified an access token for on this request, if any. */
export function verifiedGrant(props: unknown): GrantProps | null {
  const parsed = grantProps.safeParse(props);
  return parsed.success ? parsed.data : null;
}

/** Consent: the key proves who is approving (the usual hash lookup); the grant records its id. */
export async function grantForApiKey(db: D1Database, key: string): Promise<GrantProps> {
  const { principal, keyId } = await authenticateApiKey(db, key);
  return { kind: "engram_grant", ...principal, keyId };
}

export async function principalForGrant(db: D1Database, grant: GrantProps): Promise<Principal> {
  const row = await findActiveKeyOwner(db, grant.keyId, grant.userId);
  if (!row) throw new EngramError("unauthorized", "This authorization is no longer valid (user disabled or API key revoked); connect again");
  return { userId: row.user_id, orgId: row.org_id, name: row.name };
}

/**
 * Who is calling, and through which key: the grant behind a verified OAuth access token when the
 * provider found one for this request (only on /mcp and the in-process calls its tools make) — its
 * approving key — otherwise the API key itself.
 */
export async function authenticateCaller(db: D1Database, token: string | null, grant: GrantProps | null): Promise<AuthenticatedKey> {
  return grant ? { principal: await principalForGrant(db, grant), keyId: grant.keyId } : authenticateApiKey(db, token);
}
