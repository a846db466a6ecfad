/** Scheduled jobs for operators: recorded runs, and running a job or a whole cron now. */
import { Hono } from "hono";
import { z } from "zod";
import { buildDeps, onDatabase } from "../config";
import { EngramError } from "../errors";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readQuery, readParam } from "../http/validate";
import { budgetFor, CRON_EXPRESSIONS, type CronName, jobByName, runCron } from "../jobs/registry";
import { listRuns, runJob } from "../jobs/runner";
import { isoDate } from "../memory/schemas";
import { withSession } from "../storage/sessions";

export const adminJobRoutes = new Hono<AppEnv>();

const runsQuery = z.object({ job: z.string().max(100).optional(), limit: z.coerce.number().int().min(1).max(500).default(50) });
const runQuery = z.object({ at: isoDate.optional().describe("Run as of this time (the job's clock); default now") });

adminJobRoutes.get("/jobs", async (c) => {
  const q = readQuery(c, runsQuery);
  return c.json({ runs: await listRuns(c.env.DB, q), crons: CRON_EXPRESSIONS });
});
documentRoute({
  method: "get", path: "/v1/admin/jobs", tag: "admin", auth: "admin", query: runsQuery, summary: "Recorded job runs, newest first",
  responses: { 200: { description: "Runs" } },
});

adminJobRoutes.post("/jobs/:name/run", async (c) => {
  const name = readParam(c, "name", z.string().min(1).max(100));
  const q = readQuery(c, runQuery);
  const at = q.at ? Date.parse(q.at) : Date.now();
  const deps = buildDeps(c.env, () => at);
  const job = name in CRON_EXPRESSIONS ? null : jobByName(name);
  if (!(name in CRON_EXPRESSIONS) && !job) throw new EngramError("not_found", `no job or cron named '${name}'`);
  // On every organization database in turn (docs/scaling.md); each run names its database.
  const runs = [];
  for (const { name: database, db } of deps.databases) {
    const on = onDatabase(deps, database, withSession(db, "first-primary").db); // jobs read the primary instance
    const done = job ? [await runJob(on, job, { cron: null, budget: budgetFor(on) })] : await runCron(on, name as CronName);
    runs.push(...done.map((r) => (deps.databases.length > 1 ? { ...r, database } : r)));
  }
  return c.json({ runs });
});
documentRoute({
  method: "post", path: "/v1/admin/jobs/{name}/run", tag: "admin", auth: "admin", params: ["name"], query: runQuery,
  summary: "Run one job (tiers, outbox, decay, conflict-scan, backup, archive-thresholds, purge, reindex, …) or a whole cron (hourly, nightly, weekly, monthly) now",
  responses: { 200: { description: "The runs it recorded" } },
});
