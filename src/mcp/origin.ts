/**
 * DNS-rebinding protection for /mcp (MCP transport security): a browser page on another site
 * that resolves its own name to 127.0.0.1 sends its own Origin (and Host). Requests that carry an
 * Origin must come from a loopback origin or one configured in MCP_ALLOWED_ORIGINS; requests to a
 * loopback address must name a loopback Host. Non-browser clients (Claude Code, SDKs) send no
 * Origin and pass; they authenticate with the API key like every other caller.
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

export function checkOrigin(req: { origin: string | null; host: string | null; url: string }, allowedOrigins: string[]): void {
  const { origin, host } = req;
  if (origin !== null) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      /* "null" or garbage: refused below */
    }
    const allowed = parsed !== null && (isLoopbackHost(parsed.hostname) || allowedOrigins.includes(parsed.origin));
    if (!allowed) throw new EngramError("forbidden", `Origin ${origin} is not allowed to call /mcp`, { field: "Origin" });
  }
  // A server reached on a loopback address only answers to loopback names; a rebound name
  // (evil.example resolving to 127.0.0.1) is refused even without an Origin.
  const served = new URL(req.url).hostname;
  if (host && isLoopbackHost(served) && !isLoopbackHost(hostnameOf(host))) {
    throw new EngramError("forbidden", `Host ${host} is not allowed to call /mcp`, { field: "Host" });
  }
}
