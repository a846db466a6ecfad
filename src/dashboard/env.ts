/** The dashboard sub-app's context: the signed-in session and its in-process API client. */
import type { Context } from "hono";
import type { ApiClient } from "./api";
import type { Session } from "./session";

export interface DashEnv {
  Bindings: Env;
  Variables: { session: Session; api: ApiClient };
}

export type DashContext = Context<DashEnv>;

/** A form field as a trimmed string ("" when absent or a file). */
export async function field(c: DashContext, name: string): Promise<string> {
  const body = await c.req.parseBody();
  const v = body[name];
  return typeof v === "string" ? v.trim() : "";
}

/** After a change: back to a page of the dashboard with a short note (never anything secret). */
export function seeOther(c: DashContext, path: string, done?: string): Response {
  const url = done ? `${path}${path.includes("?") ? "&" : "?"}done=${encodeURIComponent(done)}` : path;
  return c.redirect(url, 303);
}
