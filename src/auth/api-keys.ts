/**
 * API keys: `egm_` + 32 random bytes (base64url). Only the SHA-256 hash is stored; a key has
 * 256 bits of entropy, so a fast hash is the right tool (a slow KDF protects low-entropy secrets).
 */
import { randomToken, sha256Hex, timingSafeEqualHex } from "../util/crypto";
import { EngramError } from "../errors";
import { findActiveKeyByHash } from "../storage/api-keys-store";
import { MIN_ADMIN_TOKEN_CHARS } from "./abuse";
import type { Principal } from "./principal";

const KEY_PREFIX = "egm_";

export function generateApiKey(): string {
  return KEY_PREFIX + randomToken(32);
}

export const hashApiKey = (key: string) => sha256Hex(key);

/** The first characters of a key, safe to show in listings. */
export const keyPrefix = (key: string) => key.slice(0, KEY_PREFIX.length + 6);

export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** The verified caller and the key they used (so a key listing can mark the one in use). */
export interface AuthenticatedKey {
  principal: Principal;
  keyId: string;
}

export async function authenticateApiKey(db: D1Database, token: string | null): Promise<AuthenticatedKey> {
  if (!token) throw new EngramError("unauthorized", "Missing Authorization: Bearer <api_key>");
  const row = await findActiveKeyByHash(db, await hashApiKey(token));
  if (!row) throw new EngramError("unauthorized", "Invalid or revoked API key");
  return { principal: { userId: row.user_id, orgId: row.org_id, name: row.name }, keyId: row.key_id };
}

export async function verifyAdminToken(expected: string | undefined, token: string | null): Promise<void> {
  if (!expected) throw new EngramError("forbidden", "Admin API disabled: ADMIN_TOKEN is not configured");
  if (expected.length < MIN_ADMIN_TOKEN_CHARS) {
    // Refused as configuration, before any comparison: a short token is guessable, whatever is sent.
    throw new EngramError("forbidden", `Admin API disabled: ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN_CHARS} characters (e.g. openssl rand -hex 32)`);
  }
  if (!token) throw new EngramError("unauthorized", "Missing Authorization: Bearer <admin_token>");
  const [a, b] = await Promise.all([sha256Hex(token), sha256Hex(expected)]);
  if (!timingSafeEqualHex(a, b)) throw new EngramError("unauthorized", "Invalid admin token");
}
