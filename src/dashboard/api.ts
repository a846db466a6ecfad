/**
 * The dashboard's only way to read or change anything: the same REST routes the clients call,
 * dispatched in-process through the app with the session's grant as the verified identity (the
 * way /mcp's OAuth grants reach the routes: `ctx.props`, which no outside request can set). So
 * every rule of the API (visibility, ownership, validation, the writer's serialization) applies.
 */
import type { GrantProps } from "../auth/grants";
import { EngramError, type ErrorBody } from "../errors";
import type { SelfFetch } from "../http/self-dispatch";

export type Method = "GET" | "POST" | "PATCH" | "DELETE";

export interface ApiClient {
  /** JSON in, JSON out; an error envelope is thrown as the EngramError it was. */
  json<T = any>(method: Method, path: string, body?: unknown): Promise<T>;
  /** The raw response (export streams), and raw bodies (NDJSON import). */
  raw(method: Method, path: string, body?: BodyInit, contentType?: string): Promise<Response>;
}

export function apiClient(self: SelfFetch, env: Env, ctx: ExecutionContext, grant: GrantProps): ApiClient {
  // A context that carries the grant; waitUntil still reaches the real one (indexing after writes).
  const inner = {
    waitUntil: (p: Promise<unknown>) => ctx.waitUntil(p),
    passThroughOnException: () => ctx.passThroughOnException(),
    props: grant,
  } as unknown as ExecutionContext;

  const raw: ApiClient["raw"] = (method, path, body, contentType) => {
    const headers: Record<string, string> = { accept: "application/json" };
    if (contentType) headers["content-type"] = contentType;
    return Promise.resolve(self(new Request(new URL(path, "http://engram.internal"), { method, headers, body }), env, inner));
  };

  return {
    raw,
    async json(method, path, body) {
      const res = await raw(method, path, body === undefined ? undefined : JSON.stringify(body), body === undefined ? undefined : "application/json");
      const text = await res.text();
      let parsed: any = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        throw new EngramError("internal", `${method} ${path.split("?")[0]} answered ${res.status} with a body that is not JSON`);
      }
      if (res.ok) return parsed;
      const error = (parsed as { error?: ErrorBody } | null)?.error;
      if (!error?.code) throw new EngramError("internal", `${method} ${path.split("?")[0]} answered ${res.status}`);
      throw EngramError.fromBody(error);
    },
  };
}

/** `?a=1&b=x` from the defined, non-empty values. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : "";
}
