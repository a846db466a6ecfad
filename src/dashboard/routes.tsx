/**
 * `/app`: the dashboard. Server-rendered pages and plain HTML forms (no script), signed in with an
 * API key into a server-side session (session.ts). Every read and change goes through the REST
 * routes in-process with the session's grant (api.ts); /v1 itself stays Bearer-only. Every POST
 * but the sign-in needs the session's CSRF token; sign-in itself refuses a cross-site Origin.
 */
import { Hono } from "hono";
import { throttledAuth } from "../auth/abuse";
import { grantForApiKey } from "../auth/grants";
import { EngramError } from "../errors";
import type { SelfFetch } from "../http/self-dispatch";
import { apiClient } from "./api";
import { APP_CSS } from "./assets";
import { field, type DashContext, type DashEnv } from "./env";
import { ErrorBox, Page, pageHeaders, render } from "./layout";
import { createSession, csrfMatches, destroySession, readSession } from "./session";
import { registerAccount } from "./views/account";
import { registerConflicts } from "./views/conflicts";
import { registerGraph } from "./views/graph";
import { registerMemories } from "./views/memories";
import { registerMemoryDetail } from "./views/memory-detail";
import { registerOverview } from "./views/overview";

const PUBLIC = new Set(["/app/login", "/app/assets/app.css"]);

export function dashboardRoutes(self: SelfFetch) {
  const app = new Hono<DashEnv>();

  // Every page's security headers, and its server time (bench/app-list.ts reads `app;dur`).
  const headers = async (c: DashContext, next: () => Promise<void>) => {
    const started = Date.now();
    await next();
    for (const [k, v] of Object.entries(pageHeaders)) if (!c.res.headers.has(k)) c.header(k, v);
    c.header("server-timing", `app;dur=${Date.now() - started}`, { append: true });
  };
  app.use("/app", headers);
  app.use("/app/*", headers);

  app.get("/app/assets/app.css", () =>
    new Response(APP_CSS, { headers: { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=3600", "x-content-type-options": "nosniff" } }),
  );

  app.get("/app/login", async (c) => {
    if (await readSession(c, c.env.WORKING_MEMORY)) return c.redirect("/app", 303);
    return render(c, <LoginPage />);
  });

  app.post("/app/login", async (c) => {
    // Login CSRF (no session yet, so no token): a browser names a cross-site POST by Origin and
    // Sec-Fetch-Site; only our own origin is accepted. Clients without either (curl) pass.
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    if ((origin && origin !== new URL(c.req.url).origin) || (site && site !== "same-origin" && site !== "none")) return render(c, <LoginPage error="This sign-in came from another site and was refused." />, 403);
    const key = await field(c, "api_key");
    try {
      const grant = await throttledAuth(c.env.WORKING_MEMORY, c.req.raw, () => grantForApiKey(c.env.DB, key));
      await createSession(c, c.env.WORKING_MEMORY, grant, Date.now());
    } catch (err) {
      if (err instanceof EngramError && (err.code === "unauthorized" || err.code === "rate_limited")) {
        const message = err.code === "unauthorized" ? "That API key is not valid, or it was revoked." : err.message;
        return render(c, <LoginPage error={message} />, err.status);
      }
      throw err;
    }
    return c.redirect("/app", 303);
  });

  // Everything below needs a session; state changes need its CSRF token too.
  const guard = async (c: DashContext, next: () => Promise<void>) => {
    if (PUBLIC.has(c.req.path)) return next();
    const session = await readSession(c, c.env.WORKING_MEMORY);
    if (!session) {
      if (c.req.method === "GET") return c.redirect("/app/login", 303);
      return render(c, <Page title="Signed out"><ErrorBox message="Your session has ended. Sign in again." /></Page>, 401);
    }
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      const type = c.req.header("content-type") ?? "";
      const sent = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type) ? await field(c, "_csrf") : null;
      if (!(await csrfMatches(session, sent))) {
        return render(c, <Page title="Refused" session={session}><ErrorBox message="This request did not carry the form's security token, so nothing was changed. Go back, reload the page and try again." /></Page>, 403);
      }
    }
    c.set("session", session);
    c.set("api", apiClient(self, c.env, c.executionCtx as unknown as ExecutionContext, session.grant));
    await next();
  };
  app.use("/app", guard);
  app.use("/app/*", guard);

  app.post("/app/logout", async (c) => {
    await destroySession(c, c.env.WORKING_MEMORY);
    return c.redirect("/app/login", 303);
  });

  app.get("/app/", (c) => c.redirect("/app", 301));
  registerOverview(app);
  registerMemories(app);
  registerMemoryDetail(app);
  registerConflicts(app);
  registerGraph(app);
  registerAccount(app);

  app.all("/app/*", (c) => render(c, <NotFound session={c.get("session")} />, 404));

  app.onError(async (err, c) => {
    const session = c.get("session");
    if (err instanceof EngramError) {
      if (err.code === "not_found") return render(c, <NotFound session={session} />, 404);
      if (err.code === "unauthorized") {
        // The key behind the session was revoked or the user disabled: the session ends with it.
        await destroySession(c, c.env.WORKING_MEMORY);
        return c.redirect("/app/login", 303);
      }
      if (err.status < 500) {
        return render(c, <Page title="Not done" session={session}><h1>That did not work</h1><ErrorBox message={err.message} /><p><a href="/app">Back to the overview</a></p></Page>, err.status);
      }
    }
    console.error("dashboard error", err);
    return render(c, <Page title="Error" session={session}><h1>Something went wrong</h1><ErrorBox message="The server could not finish this request. Nothing secret was logged; try again." /></Page>, 500);
  });

  return app;
}

function LoginPage(props: { error?: string }) {
  return (
    <Page title="Sign in">
      <div class="login">
        <h1>Sign in to Engram</h1>
        {props.error ? <ErrorBox message={props.error} /> : null}
        <form method="post" action="/app/login">
          <p>
            <label for="api_key">Your Engram API key</label>
            <input type="password" id="api_key" name="api_key" placeholder="egm_…" autocomplete="off" required autofocus />
          </p>
          <p class="small muted">The key is checked once and not stored: the session remembers who you are and which key you used, and ends when that key is revoked, after 8 hours, or when you sign out.</p>
          <p><button type="submit" class="primary">Sign in</button></p>
        </form>
      </div>
    </Page>
  );
}

function NotFound(props: { session?: DashEnv["Variables"]["session"] }) {
  return (
    <Page title="Not found" session={props.session}>
      <h1>Not found</h1>
      <p>There is nothing here, or it is not yours to see.</p>
      <p><a href="/app/memories">Back to your memories</a></p>
    </Page>
  );
}
