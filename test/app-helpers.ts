/** Drives the dashboard (/app) like a browser: a cookie jar of one session and its CSRF token. */
import { exports } from "cloudflare:workers";

export const ORIGIN = "http://engram.test";

export interface Res { status: number; html: string; headers: Headers }

export async function appFetch(path: string, init: RequestInit & { cookie?: string; origin?: string } = {}): Promise<Res> {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  const res: Response = await (exports as any).default.fetch(new Request(`${init.origin ?? ORIGIN}${path}`, { ...init, headers, redirect: "manual" }));
  return { status: res.status, html: await res.text(), headers: res.headers };
}

export const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

export const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? null;

export interface AppSession { cookie: string; csrf: string; setCookie: string }

/** Signs in with `key`, then reads the CSRF token from the overview page. */
export async function signIn(key: string, origin = ORIGIN): Promise<AppSession> {
  const res = await appFetch("/app/login", { ...form({ api_key: key }), origin });
  if (res.status !== 303) throw new Error(`sign-in ${res.status}: ${res.html.slice(0, 300)}`);
  const setCookie = res.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0];
  const page = await appFetch("/app", { cookie, origin });
  const csrf = csrfOf(page.html);
  if (!csrf) throw new Error(`no CSRF token on the overview (${page.status})`);
  return { cookie, csrf, setCookie };
}

/** A state-changing form post in the session, with its token unless `csrf` overrides it. */
export function post(s: AppSession, path: string, fields: Record<string, string> = {}, csrf: string | null = s.csrf) {
  return appFetch(path, { ...form(csrf === null ? fields : { ...fields, _csrf: csrf }), cookie: s.cookie });
}
