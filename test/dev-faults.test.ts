/**
 * The load harness's dev-only fault injection (src/dev/faults.ts): off unless DEV_FAULTS is set,
 * limited to its window, and what each fault does — a failing vector index, a flaky D1 in job steps
 * whose run record is still written.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildDeps, jobStepDeps } from "../src/config";
import { activeFaults, flakyD1 } from "../src/dev/faults";
import { EngramError } from "../src/errors";
import { runJob } from "../src/jobs/runner";
import { outboxJob } from "../src/jobs/registry";

const withVars = (vars: Record<string, string>) => ({ ...(env as Env), ...vars }) as Env;

describe("dev fault injection (bench:load)", () => {
  it("is off without DEV_FAULTS (wrangler.toml never sets it) and outside its window", () => {
    expect(activeFaults(env).size).toBe(0);
    expect([...activeFaults(withVars({ DEV_FAULTS: "vector,d1-jobs" }))]).toEqual(["vector", "d1-jobs"]);
    const window = { DEV_FAULTS: "vector", DEV_FAULTS_WINDOW: "1000-2000" };
    expect(activeFaults(withVars(window), 999).size).toBe(0);
    expect(activeFaults(withVars(window), 1500).has("vector")).toBe(true);
    expect(activeFaults(withVars(window), 2001).size).toBe(0);
  });

  it("vector: every index call fails as an unavailable service (503 + Retry-After in the API)", async () => {
    const deps = buildDeps(withVars({ DEV_FAULTS: "vector" }));
    const err = await deps.vectors.remove("org", ["x"]).catch((e) => e);
    expect(err).toBeInstanceOf(EngramError);
    expect(err.code).toBe("unavailable");
    expect(buildDeps(env as Env).vectors).not.toBe(deps.vectors);
  });

  it("flakyD1 fails reads, writes and batches at its rate, and keeps D1's own statements for a batch", async () => {
    const broken = flakyD1(env.DB, 1);
    await expect(broken.prepare("SELECT 1 AS n").first()).rejects.toThrow(/injected fault/);
    await expect(broken.batch([env.DB.prepare("SELECT 1")])).rejects.toThrow(/injected fault/);
    const healthy = flakyD1(env.DB, 0);
    expect(await healthy.prepare("SELECT ? AS n").bind(7).first<{ n: number }>()).toEqual({ n: 7 });
    const [r] = await healthy.batch([healthy.prepare("SELECT ? AS n").bind(8)]);
    expect(r.results).toEqual([{ n: 8 }]);
  });

  it("d1-jobs: a job step's D1 fails mid-job; the run is recorded as failed, on the real database", async () => {
    const deps = buildDeps(withVars({ DEV_FAULTS: "d1-jobs", DEV_FAULTS_D1_RATE: "1" }));
    expect(jobStepDeps(deps).db).not.toBe(deps.db);
    const run = await runJob(deps, outboxJob);
    expect(run.status).toBe("failed");
    expect(String(run.detail.error)).toMatch(/Failed query/); // drizzle wraps the injected D1 error
    const row = await env.DB.prepare("SELECT status FROM job_runs WHERE id = ?").bind(run.id).first<{ status: string }>();
    expect(row?.status).toBe("failed");
    expect(jobStepDeps(buildDeps(env as Env)).db).toBe(env.DB);
  });
});
