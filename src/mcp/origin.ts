/**
 * DNS-rebinding protection for /mcp (MCP transport security): a browser page on another site
 * that resolves its own name to 127.0.0.1 sends its own Origin (and Host). Requests that carry an
 * Origin must come from a loopback origin or one configured in MCP_ALLOWED_ORIGINS. When the server
 * is local (the client connects from a loopback address, as `wrangler dev` reports in
 * CF-Connecting-IP), the Host must be a loopback name too. On Cloudflare's edge the client address
 * is never loopback and routing is by hostname, so deployments need no host list. Non-browser
 * clients (Claude Code, SDKs) send no Origin and pass; they authenticate with the API key.
 */
import { EngramError } from "../errors";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK.has(hostname.toLowerCase()) || hostname.toLowerCase().endsWith(".localhost");
}

/** Host header without its port; IPv6 literals keep their brackets. */
function hostnameOf(host: string): string {
  const m = /^(\[[^\]]+\]|[^:]+)(:\d+)?$/.exec(host.trim());
  return m ? m[1] : host;
}

export interface RequestOrigin {
  origin: string | null;
  host: string | null;
  /** CF-Connecting-IP: the client's address (loopback under `wrangler dev`). */
  clientIp: string | null;
  url: string;
}

const isLoopbackIp = (ip: string) => ip === "::1" || ip.startsWith("127.") || ip === "::ffff:127.0.0.1";

/** A browser origin trusted for /mcp and OAuth: a loopback one, or one configured in MCP_ALLOWED_ORIGINS. */
export function isAllowedOrigin(origin: string, allowedOrigins: string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" or garbage
  }
  return isLoopbackHost(parsed.hostname) || allowedOrigins.includes(parsed.origin);
}

export function checkOrigin(req: RequestOrigin, allowedOrigins: string[]): void {
  const { origin, host } = req;
  if (origin !== null) {
    if (!isAllowedOrigin(origin, allowedOrigins)) throw new EngramError("forbidden", `Origin ${origin} is not allowed to call /mcp`, { field: "Origin" });
  }
  // A local server only answers to loopback names; a rebound name (evil.example resolving to
  // 127.0.0.1) is refused even without an Origin.
  const local = req.clientIp ? isLoopbackIp(req.clientIp) : isLoopbackHost(new URL(req.url).hostname);
  if (host && local && !isLoopbackHost(hostnameOf(host))) {
    throw new EngramError("forbidden", `Host ${host} is not allowed to call /mcp`, { field: "Host" });
  }
}
