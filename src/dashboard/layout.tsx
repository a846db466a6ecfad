/**
 * The page shell: navigation, sign-out, flash and error messages, and the response headers every
 * dashboard page carries. Hono's JSX escapes every interpolated value, so stored text (memory
 * content, titles, tags, entity names) shows as text wherever it is put in a page.
 */
import type { Context } from "hono";
import type { Child } from "hono/jsx";
import type { Session } from "./session";

/** No script at all; styles and images from this origin only; forms post to this origin only. */
export const APP_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const pageHeaders: Record<string, string> = {
  "content-security-policy": APP_CSP,
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  // same-origin, not no-referrer: with no-referrer Chrome sends `Origin: null` on our own form
  // posts, and the sign-in's cross-site check needs the real origin. Nothing leaves for other sites.
  "referrer-policy": "same-origin",
};

const NAV: Array<[string, string]> = [
  ["/app", "Overview"],
  ["/app/memories", "Memories"],
  ["/app/conflicts", "Conflicts"],
  ["/app/graph", "Graph"],
  ["/app/account", "Account"],
];

export function Page(props: { title: string; session?: Session | null; path?: string; flash?: string | null; children?: Child }) {
  return (
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <title>{`${props.title} · Engram`}</title>
        <link rel="stylesheet" href="/app/assets/app.css" />
      </head>
      <body>
        <a class="skip" href="#main">Skip to content</a>
        {props.session ? (
          <header class="top">
            <strong>Engram</strong>
            <nav class="main" aria-label="Main">
              {NAV.map(([href, label]) => (
                <a href={href} aria-current={isCurrent(props.path, href) ? "page" : undefined}>{label}</a>
              ))}
            </nav>
            <form method="post" action="/app/logout">
              <CsrfField session={props.session} />
              <span class="muted small">{props.session.grant.name} </span>
              <button type="submit">Sign out</button>
            </form>
          </header>
        ) : null}
        <main id="main">
          {props.flash ? <p class="flash" role="status">{props.flash}</p> : null}
          {props.children}
        </main>
      </body>
    </html>
  );
}

const isCurrent = (path: string | undefined, href: string) =>
  path !== undefined && (href === "/app" ? path === "/app" || path === "/app/" : path.startsWith(href));

export function CsrfField(props: { session: Session }) {
  return <input type="hidden" name="_csrf" value={props.session.csrf} />;
}

/** A one-button form that posts to `action` with the CSRF token (and optional hidden fields). */
export function ActionButton(props: { session: Session; action: string; label: string; fields?: Record<string, string>; danger?: boolean; name?: string }) {
  return (
    <form method="post" action={props.action}>
      <CsrfField session={props.session} />
      {Object.entries(props.fields ?? {}).map(([k, v]) => <input type="hidden" name={k} value={v} />)}
      <button type="submit" class={props.danger ? "danger" : undefined}>{props.label}</button>
    </form>
  );
}

export function ErrorBox(props: { message: string }) {
  return <p class="error" role="alert">{props.message}</p>;
}

export const fmtDate = (iso: string | null | undefined) => (iso ? iso.replace("T", " ").slice(0, 16) : "—");
export const pct = (n: number | null | undefined) => (n === null || n === undefined ? "—" : `${Math.round(n * 100)}%`);

/** A whole page as the response, with the doctype Hono's JSX leaves out. */
export function render(c: Context, node: unknown, status = 200): Response {
  return c.html(`<!doctype html>${String(node)}`, status as 200);
}
