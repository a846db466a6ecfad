import type { Context, MiddlewareHandler } from "hono";
import { throttledAuth } from "../auth/abuse";
import { bearerToken, verifyAdminToken } from "../auth/api-keys";
import { authenticateCaller, verifiedGrant } from "../auth/grants";
import { buildDeps, onDatabase } from "../config";
import { databaseNamed } from "../storage/databases";
import { BOOKMARK_HEADER, formatBookmark, parseBookmark, readConstraint, withSession } from "../storage/sessions";
import type { AppEnv } from "./hono-env";

/**
 * Identity comes only from a verified credential: the API key, or on /mcp the OAuth grant the
 * provider (src/oauth/front.ts) verified the access token for and put in `ctx.props`. Failed
 * attempts are throttled per client address (auth/abuse.ts).
 */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = bearerToken(c.req.header("authorization"));
  const { principal, keyId } = await throttledAuth(c.env.WORKING_MEMORY, c.req.raw, () =>
    authenticateCaller(c.env.DB, token, verifiedGrant(propsOf(c))),
  );
  c.set("principal", principal);
  c.set("apiKeyId", keyId);
  // Accounts are authenticated on the primary; the organization's data lives in its own database
  // (docs/scaling.md) — the primary itself unless DB_1 … DB_n are bound and it was placed there.
  const deps = buildDeps(c.env);
  const client = parseBookmark(c.req.header(BOOKMARK_HEADER), deps.databases.map((d) => d.name));
  // Read through the directory cache: the request's writes go through the writer, which reads the directory itself.
  const database = await deps.readDatabaseOf(principal.orgId);
  // Reads through a D1 session (storage/sessions.ts): after the client's bookmark, else any replica.
  const session = withSession(databaseNamed(deps.databases, database), readConstraint(client, database));
  c.set("deps", onDatabase(deps, database, session.db));
  await next();
  // A write sets its own (newer: the writer commits on the primary); else what this request read.
  const bookmark = session.bookmark();
  if (bookmark && !c.res.headers.has(BOOKMARK_HEADER)) {
    try {
      c.res.headers.set(BOOKMARK_HEADER, formatBookmark(database, bookmark));
    } catch {
      // A passed-through response's headers are immutable; the bookmark only speeds the next read up.
    }
  }
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await throttledAuth(c.env.WORKING_MEMORY, c.req.raw, () => verifyAdminToken(c.env.ADMIN_TOKEN, bearerToken(c.req.header("authorization"))));
  c.set("deps", buildDeps(c.env));
  await next();
};

/** `ctx.props` of the request; Hono throws when a caller passed no execution context at all. */
function propsOf(c: Context<AppEnv>): unknown {
  try {
    return (c.executionCtx as ExecutionContext & { props?: unknown }).props;
  } catch {
    return undefined;
  }
}
