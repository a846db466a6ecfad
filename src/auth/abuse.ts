/**
 * Limits on what an unauthenticated caller can do, per client address (CF-Connecting-IP), kept in
 * KV with a TTL so the counters clean themselves up:
 *  - failed authentication (a wrong API key, admin token or OAuth token): after `FAILED_AUTH.max`
 *    failures in a window every request from that address gets 429 with Retry-After until the
 *    window ends, so keys cannot be guessed at line rate;
 *  - dynamic client registration (`POST /oauth/register`), which needs no credential at all and
 *    writes to KV: at most `REGISTRATIONS.max` per address per window.
 * KV is eventually consistent and has no atomic increment, so a burst across edge locations can
 * overshoot a limit by a little; that is acceptable for abuse control (the cost of a guess stays
 * high), and keeps a D1 or Durable Object write off every failed request.
 */
import { EngramError } from "../errors";

export interface Window { max: number; seconds: number }

export const FAILED_AUTH: Window = { max: 20, seconds: 300 };
export const REGISTRATIONS: Window = { max: 10, seconds: 3600 };

interface Counter { n: number; until: number }

const keyOf = (kind: string, ip: string) => `abuse:${kind}:${ip}`;

/**
 * The client's address as Cloudflare (and `wrangler dev`) reports it. Cloudflare sets it on every
 * request from the internet and a client cannot remove it, so a request without one came from
 * inside (a test harness, a service binding) and is not throttled.
 */
export const clientIp = (req: Request): string | null => req.headers.get("cf-connecting-ip");

async function read(kv: KVNamespace, key: string, now: number): Promise<Counter | null> {
  const c = await kv.get<Counter>(key, "json");
  return c && c.until > now ? c : null;
}

/** 429 with Retry-After once `w.max` events of `kind` were counted for `ip` in the current window. */
export async function refuseIfOverLimit(kv: KVNamespace, kind: string, ip: string, w: Window, what: string, now = Date.now()): Promise<void> {
  const c = await read(kv, keyOf(kind, ip), now);
  if (c && c.n >= w.max) {
    const retry = Math.max(1, Math.ceil((c.until - now) / 1000));
    throw new EngramError("rate_limited", `${what}: try again in ${retry} s`, { retry_after_seconds: retry });
  }
}

/** Counts one event; the window starts at the first event and the KV entry expires with it. */
export async function countEvent(kv: KVNamespace, kind: string, ip: string, w: Window, now = Date.now()): Promise<void> {
  const key = keyOf(kind, ip);
  const c = (await read(kv, key, now)) ?? { n: 0, until: now + w.seconds * 1000 };
  c.n++;
  // KV's minimum TTL is 60 s.
  await kv.put(key, JSON.stringify(c), { expirationTtl: Math.max(60, Math.ceil((c.until - now) / 1000)) });
}

/**
 * Runs an authentication step under the failed-auth throttle: refused outright while the address is
 * over the limit, and a failure (401) is counted before it is rethrown.
 */
export async function throttledAuth<T>(kv: KVNamespace, req: Request, authenticate: () => Promise<T>): Promise<T> {
  const ip = clientIp(req);
  if (!ip) return authenticate();
  await refuseIfOverLimit(kv, "auth", ip, FAILED_AUTH, "too many failed authentication attempts");
  try {
    return await authenticate();
  } catch (err) {
    if (err instanceof EngramError && err.code === "unauthorized") await countEvent(kv, "auth", ip, FAILED_AUTH);
    throw err;
  }
}

/** Admin tokens shorter than this are refused as configuration, not compared: they are guessable. */
export const MIN_ADMIN_TOKEN_CHARS = 32;
