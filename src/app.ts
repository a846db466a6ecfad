/** The HTTP application: middleware, sub-apps per resource, and the one error mapping. */
import { accountRoutes, adminAccountRoutes } from "./routes/account";
import { Hono } from "hono";
import { EngramError, toHttpResponse } from "./errors";
import { requireAdmin, requireUser } from "./http/auth-middleware";
import type { AppEnv } from "./http/hono-env";
import type { SelfFetch } from "./http/self-dispatch";
import { adminRoutes } from "./routes/admin";
import { adminJobRoutes } from "./routes/admin-jobs";
import { adminOrganizationRoutes } from "./routes/admin-organizations";
import { conflictRoutes } from "./routes/conflicts";
import { lifecycleRoutes } from "./routes/lifecycle";
import { transferRoutes } from "./routes/transfer";
import { contextRoutes } from "./routes/context";
import { memoryRoutes } from "./routes/memories";
import { mcpRoutes } from "./routes/mcp";
import { docsRoutes } from "./routes/docs-page";
import { dashboardRoutes } from "./dashboard/routes";
import { metaRoutes } from "./routes/meta";
import { projectRoutes } from "./routes/projects";
import { recallRoutes } from "./routes/recall";
import { consolidateRoutes } from "./routes/consolidate";
import { graphRoutes } from "./routes/graph";
import { keyRoutes } from "./routes/keys";
import { connectionRoutes } from "./routes/connections";
import { outcomeRoutes } from "./routes/outcomes";
import { skillRoutes } from "./routes/skills";
import { adminOrgRoutes, swarmRoutes } from "./routes/swarm";

export function createApp() {
  const app = new Hono<AppEnv>();

  // MCP tools and the context bundle call other areas' routes in-process, as the same caller.
  const self: SelfFetch = (req, env, ctx) => app.fetch(req, env, ctx);

  app.route("/", metaRoutes);
  app.route("/", docsRoutes);
  app.route("/", mcpRoutes(self));
  // The dashboard (/app): session-cookie pages that call the /v1 routes in-process via `self`.
  app.route("/", dashboardRoutes(self));

  app.use("/v1/admin/*", requireAdmin);
  app.route("/v1/admin", adminRoutes);
  app.route("/v1/admin", adminJobRoutes);
  app.route("/v1/admin", adminOrganizationRoutes);
  app.route("/v1/admin", adminAccountRoutes);
  app.route("/v1/admin", adminOrgRoutes);

  const v1 = new Hono<AppEnv>();
  v1.use("*", requireUser);
  v1.route("/", memoryRoutes);
  v1.route("/", recallRoutes);
  v1.route("/", projectRoutes);
  v1.route("/", lifecycleRoutes);
  v1.route("/", conflictRoutes);
  v1.route("/", transferRoutes);
  v1.route("/", contextRoutes(self));
  v1.route("/", consolidateRoutes);
  v1.route("/", outcomeRoutes);
  v1.route("/", graphRoutes);
  v1.route("/", skillRoutes);
  v1.route("/", keyRoutes);
  v1.route("/", connectionRoutes);
  v1.route("/", accountRoutes);
  v1.route("/", swarmRoutes);
  app.route("/v1", v1);

  app.notFound(() => toHttpResponse(new EngramError("not_found", "no such route")));
  app.onError((err) => toHttpResponse(err));
  return app;
}
