/**
 * Dashboard sessions. Signing in with an API key makes a server-side session in KV (with a TTL):
 * the cookie holds only a random id, and KV holds it under the id's SHA-256, so a leaked KV listing
 * cannot be replayed as a cookie. The session keeps the grant (user and approving key id, never the
 * key itself), exactly what an OAuth grant keeps: every in-process API call re-checks that key,
 * so revoking it or disabling the user ends the session too. A per-session CSRF token
 * (synchronizer pattern) must come back with every state-changing form.
 */
import type { Context } from "hono";
import { getCookie, setCookie, deleteCookie } from "hono/cookie";
import type { GrantProps } from "../auth/grants";
import { randomToken, sha256Hex, timingSafeEqualHex } from "../util/crypto";

export const SESSION_COOKIE = "engram_session";
export const SESSION_TTL_SECONDS = 8 * 3600;
const KV_PREFIX = "app-session:";

export interface Session {
  grant: GrantProps;
  csrf: string;
  created_at: number;
}

const kvKey = async (id: string) => `${KV_PREFIX}${await sha256Hex(id)}`;

/** Cookies are Secure everywhere but plain-http loopback (wrangler dev), where browsers would drop them. */
export function isLoopback(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

export async function createSession(c: Context, kv: KVNamespace, grant: GrantProps, now: number): Promise<Session> {
  const id = randomToken(32);
  const session: Session = { grant, csrf: randomToken(32), created_at: now };
  await kv.put(await kvKey(id), JSON.stringify(session), { expirationTtl: SESSION_TTL_SECONDS });
  setCookie(c, SESSION_COOKIE, id, {
    path: "/app",
    httpOnly: true,
    secure: !isLoopback(new URL(c.req.url)),
    sameSite: "Strict",
    maxAge: SESSION_TTL_SECONDS,
  });
  return session;
}

export async function readSession(c: Context, kv: KVNamespace): Promise<Session | null> {
  const id = getCookie(c, SESSION_COOKIE);
  if (!id || id.length > 100) return null;
  return (await kv.get<Session>(await kvKey(id), "json")) ?? null;
}

export async function destroySession(c: Context, kv: KVNamespace): Promise<void> {
  const id = getCookie(c, SESSION_COOKIE);
  if (id && id.length <= 100) await kv.delete(await kvKey(id));
  deleteCookie(c, SESSION_COOKIE, { path: "/app", secure: !isLoopback(new URL(c.req.url)) });
}

/** The form's token equals the session's (compared as hashes, in constant time). */
export async function csrfMatches(session: Session, sent: string | null | undefined): Promise<boolean> {
  if (!sent || sent.length > 100) return false;
  const [a, b] = await Promise.all([sha256Hex(sent), sha256Hex(session.csrf)]);
  return timingSafeEqualHex(a, b);
}
