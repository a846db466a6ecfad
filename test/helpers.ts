/** Test helpers: drive the real worker through its fetch handler, inside workerd. */
import { exports } from "cloudflare:workers";

export const ADMIN = "test-admin-token-at-least-32-characters";

export async function call(
  method: string,
  path: string,
  opts: { key?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !headers["content-type"]) headers["content-type"] = "application/json";
  const res = await (exports as any).default.fetch(new Request(`http://engram.test${path}`, { method, headers, body }));
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function newUser(name = "user", org?: string): Promise<{ id: string; key: string; orgId: string }> {
  const res = await call("POST", "/v1/admin/users", { key: ADMIN, body: { name, ...(org ? { org } : {}) } });
  if (res.status !== 201) throw new Error(`createUser ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.user.id, key: res.body.api_key, orgId: res.body.user.org_id };
}

export async function remember(key: string, memory: Record<string, unknown>, headers?: Record<string, string>) {
  return call("POST", "/v1/memories", { key, body: memory, headers });
}

export async function recallIds(key: string, query: string, extra: Record<string, unknown> = {}): Promise<string[]> {
  const res = await call("POST", "/v1/recall", { key, body: { query, ...extra } });
  if (res.status !== 200) throw new Error(`recall ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.results.map((r: { id: string }) => r.id);
}

/**
 * Background indexing (waitUntil) finishes after the response; wait until the outbox is empty, or,
 * given `orgId`, until that organization's part of it is (a file that shares its runtime's storage,
 * test/shared-runtime-files.ts, waits for its own writes only).
 */
export async function settleIndexing(orgId?: string, timeoutMs = 5000): Promise<void> {
  const { env } = await import("cloudflare:workers");
  const deadline = Date.now() + timeoutMs;
  const pending = orgId
    ? env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE attempts = 0 AND org_id = ?").bind(orgId)
    : env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE attempts = 0");
  while (Date.now() < deadline) {
    const row = await pending.first<{ n: number }>();
    if (row!.n === 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error("indexing did not settle");
}
