/**
 * Calls the app's own REST routes in-process, as the same caller (their Authorization header).
 * Used where a capability lives behind a route owned by another part of the service (feedback,
 * conflicts, outcomes, skills): one adapter instead of a second copy of that logic, and it works
 * the moment the route exists. Error envelopes come back as the EngramError they were thrown as.
 */
import { EngramError, type ErrorBody } from "../errors";

export type SelfFetch = (req: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;
export type RestCall = (method: "GET" | "POST", path: string, body?: unknown) => Promise<unknown>;

export function restCaller(self: SelfFetch, env: Env, ctx: ExecutionContext, authorization: string): RestCall {
  return async (method, path, body) => {
    const headers: Record<string, string> = { authorization, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    const req = new Request(new URL(path, "http://engram.internal"), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const res = await self(req, env, ctx);
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new EngramError("internal", `${method} ${path} answered ${res.status} with a body that is not JSON`);
    }
    if (res.ok) return json;
    const error = (json as { error?: ErrorBody } | null)?.error;
    if (!error?.code) throw new EngramError("internal", `${method} ${path} answered ${res.status}`);
    if (error.code === "not_found" && error.message === "no such route") {
      throw new EngramError("unavailable", `${method} ${path.split("?")[0]} is not available on this server yet`);
    }
    throw EngramError.fromBody(error);
  };
}
