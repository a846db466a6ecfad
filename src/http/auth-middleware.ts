import type { MiddlewareHandler } from "hono";
import { authenticateApiKey, bearerToken, verifyAdminToken } from "../auth/api-keys";
import { buildDeps } from "../config";
import type { AppEnv } from "./hono-env";

/** Identity comes only from the verified API key. */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { principal, keyId } = await authenticateApiKey(c.env.DB, bearerToken(c.req.header("authorization")));
  c.set("principal", principal);
  c.set("apiKeyId", keyId);
  c.set("deps", buildDeps(c.env));
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  await verifyAdminToken(c.env.ADMIN_TOKEN, bearerToken(c.req.header("authorization")));
  c.set("deps", buildDeps(c.env));
  await next();
};
