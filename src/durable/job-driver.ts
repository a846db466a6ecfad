/**
 * Carries scheduled work past one invocation's budget. A cron invocation may only do so much (the
 * job budget keeps it under the Workers subrequest limit), so a job it leaves `partial` would wait
 * an hour for the next cron: the nightly judgment scan would then take a day to reach every user of
 * a large tenant base. Instead the cron hands the unfinished jobs to this object, whose alarm runs
 * them again right away with a fresh budget, and re-arms itself until every job is done (or a step
 * fails: a failing job is recorded and left for the next cron, never retried in a tight loop).
 */
import { DurableObject } from "cloudflare:workers";
import { buildDeps, onDatabase } from "../config";
import { budgetFor, jobByName } from "../jobs/registry";
import { PRIMARY, databaseNamed } from "../storage/databases";
import { runJob } from "../jobs/runner";
import { withSession } from "../storage/sessions";

/** Continuations per chain: a bound, so a job that never finishes cannot run forever. */
export const MAX_CONTINUATIONS = 500;

/** `at`: the originating cron's scheduled time, the jobs' clock (a run is reproducible for a time). */
/** `database`: the D1 binding the jobs run on (docs/scaling.md: one driver per database); DB when absent. */
interface Pending { jobs: string[]; runs: number; at: number; database?: string }

export class JobDriver extends DurableObject<Env> {
  /** Adds jobs to the chain and arms the alarm (now) if it is not armed. */
  async continueJobs(jobs: string[], at: number, database = PRIMARY): Promise<void> {
    const pending = (await this.ctx.storage.get<Pending>("pending")) ?? { jobs: [], runs: 0, at, database };
    pending.jobs = [...new Set([...pending.jobs, ...jobs])];
    pending.at = at;
    await this.ctx.storage.put("pending", pending);
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now());
  }

  async pending(): Promise<Pending | null> {
    return (await this.ctx.storage.get<Pending>("pending")) ?? null;
  }

  async alarm(): Promise<void> {
    const pending = await this.ctx.storage.get<Pending>("pending");
    if (!pending?.jobs.length) return;
    const all = buildDeps(this.env, () => pending.at);
    const database = pending.database ?? PRIMARY;
    const deps = onDatabase(all, database, withSession(databaseNamed(all.databases, database), "first-primary").db);
    const still: string[] = [];
    for (const name of pending.jobs) {
      const job = jobByName(name);
      if (!job) continue;
      const run = await runJob(deps, job, { cron: "continuation", budget: budgetFor(deps) });
      if (run.status === "partial") still.push(name);
    }
    const runs = pending.runs + 1;
    if (still.length && runs < MAX_CONTINUATIONS) {
      await this.ctx.storage.put("pending", { ...pending, jobs: still, runs });
      await this.ctx.storage.setAlarm(Date.now());
    } else {
      await this.ctx.storage.delete("pending");
    }
  }
}

export function jobDriver(env: Env, database = PRIMARY): DurableObjectStub<JobDriver> {
  const ns = env.JOB_DRIVER as unknown as DurableObjectNamespace<JobDriver>;
  return ns.get(ns.idFromName(database === PRIMARY ? "jobs" : `jobs:${database}`));
}
