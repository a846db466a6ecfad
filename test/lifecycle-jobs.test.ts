/** Each scheduled job through the real scheduled handler, checked on D1, KV and R2. */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildDeps } from "../src/config";
import type { Job } from "../src/jobs/job";
import { runJob } from "../src/jobs/runner";
import { decayJob } from "../src/lifecycle/jobs/decay";
import { pushRecent, recentItems } from "../src/memory/working-memory";
import { call, newUser } from "./helpers";
import { CRON, DAY, importLines, iso, memId, row, runCron } from "./lifecycle-helpers";

const HOUR = 3_600_000;

async function drift(id: string) {
  const { results } = await env.DB.prepare("SELECT data FROM events WHERE memory_id = ? AND kind = 'confidence.changed' ORDER BY created_at")
    .bind(id).all<{ data: string }>();
  return results.map((r) => JSON.parse(r.data)).filter((d) => String(d.reason).startsWith("drift"));
}

describe("hourly: tiers", () => {
  it("promotes STM→WM (score > 5) and WM→LTM (effectiveness > 8, > 5 successes, no negative feedback); expired STM is archived to R2 and leaves KV", async () => {
    const u = await newUser("tiers");
    const now = Date.now();
    const ids = { expire: memId(now), toWm: memId(now), toLtm: memId(now), stays: memId(now), fresh: memId(now) };
    const r = await importLines(u.key, [
      { id: ids.expire, content: "session: looking at the login bug", type: "episode", tier: "stm", created_at: iso(now - 3 * HOUR) },
      { id: ids.toWm, content: "session: the login bug is a cookie path", type: "discovery", tier: "stm", effectiveness: 5.5, created_at: iso(now - 3 * HOUR) },
      { id: ids.toLtm, content: "Use structured clone for DO RPC payloads", type: "pattern", tier: "wm", effectiveness: 8.5, success_count: 6, use_count: 6 },
      { id: ids.stays, content: "Batch D1 writes in groups of 50", type: "pattern", tier: "wm", effectiveness: 9, success_count: 9, negative_feedback: 1 },
      { id: ids.fresh, content: "session: just started", type: "episode", tier: "stm", created_at: iso(now - HOUR) },
    ]);
    expect(r.body.created).toBe(5);
    const p = { userId: u.id, orgId: u.orgId, name: "tiers" };
    await pushRecent(env.WORKING_MEMORY, u.id, null, [ids.expire, ids.fresh], now);

    await runCron(CRON.hourly, now);

    expect((await row(ids.toWm))!.tier).toBe("wm");
    expect((await row(ids.toLtm))!.tier).toBe("ltm");
    expect((await row(ids.stays))!.tier).toBe("wm");
    expect(await row(ids.fresh)).toMatchObject({ tier: "stm", archived_at: null });
    expect((await row(ids.expire))!.archived_at).toBe(now);
    const copy = await env.BLOBS.get(`archive/${u.orgId}/${u.id}/${ids.expire}.json`);
    expect(JSON.parse(await copy!.text())).toMatchObject({ id: ids.expire, tier: "stm", content: "session: looking at the login bug" });
    expect((await recentItems(env.WORKING_MEMORY, p, null)).map((x) => x.id)).toEqual([ids.fresh]);
    const runs = (await call("GET", "/v1/admin/jobs?job=tiers", { key: "test-admin-token-at-least-32-characters" })).body.runs;
    expect(runs[0]).toMatchObject({ job: "tiers", status: "done", cron: CRON.hourly });
    expect(runs[0].detail).toMatchObject({ promoted: 2, expired: 1 });
  });
});

describe("hourly: outbox and idempotency keys", () => {
  it("indexes what the request path left in the outbox, prunes keys older than 7 days and run records older than 30", async () => {
    const u = await newUser("outbox");
    const now = Date.now();
    const id = memId(now);
    await importLines(u.key, [{ id, content: "Outbox rows make indexing retryable", type: "insight" }]);
    // Simulate an indexing attempt that never ran after the response.
    await env.DB.prepare("UPDATE memories SET indexed_at = NULL WHERE id = ?").bind(id).run();
    await env.DB.prepare("INSERT INTO outbox (id, kind, memory_id, org_id, next_attempt_at, created_at) VALUES (?, 'index', ?, ?, ?, ?)")
      .bind(`obx_${id.slice(4)}`, id, u.orgId, now, now).run();
    await env.DB.prepare("INSERT INTO idempotency_keys (user_id, key, request_hash, status, response, created_at) VALUES (?, 'old', 'h', 200, '{}', ?), (?, 'new', 'h', 200, '{}', ?)")
      .bind(u.id, now - 8 * DAY, u.id, now - DAY).run();
    await env.DB.prepare("INSERT INTO job_runs (id, job, status, started_at, finished_at) VALUES ('run_ancient', 'decay', 'done', ?, ?)")
      .bind(now - 40 * DAY, now - 40 * DAY).run();

    await runCron(CRON.hourly, now + 1000);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM job_runs WHERE id = 'run_ancient'").first("n")).toBe(0);
    expect((await row(id))!.indexed_at).toBe(now + 1000);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE memory_id = ?").bind(id).first("n")).toBe(0);
    const keys = await env.DB.prepare("SELECT key FROM idempotency_keys WHERE user_id = ?").bind(u.id).all<{ key: string }>();
    expect(keys.results.map((k) => k.key)).toEqual(["new"]);
  });
});

describe("nightly: decay and backup", () => {
  it("decays a decaying memory unused for 100 days to 0.9·0.995^70, leaves anchored, pinned and recent ones, and is idempotent", async () => {
    const u = await newUser("decay");
    const T = Date.UTC(2027, 0, 10, 3);
    const ids = { gotcha: memId(T), decision: memId(T), pinned: memId(T), recent: memId(T) };
    await importLines(u.key, [
      { id: ids.gotcha, content: "Wrangler dev hangs when the build fails", type: "gotcha", confidence: 0.9, created_at: iso(T - 200 * DAY), last_used_at: iso(T - 100 * DAY) },
      { id: ids.decision, content: "We chose D1 over Postgres for locality", type: "decision", confidence: 0.9, created_at: iso(T - 200 * DAY), last_used_at: iso(T - 100 * DAY) },
      { id: ids.pinned, content: "Always run migrations before tests", type: "gotcha", confidence: 0.9, pinned: true, created_at: iso(T - 200 * DAY), last_used_at: iso(T - 100 * DAY) },
      { id: ids.recent, content: "KV is eventually consistent across regions", type: "discovery", confidence: 0.9, created_at: iso(T - 200 * DAY), last_used_at: iso(T - 20 * DAY) },
    ]);

    await runCron(CRON.nightly, T);
    const expected = 0.9 * 0.995 ** 70;
    expect((await row(ids.gotcha))!.confidence).toBeCloseTo(expected, 12);
    expect((await row(ids.gotcha))!.drift_days).toBe(70);
    for (const id of [ids.decision, ids.pinned, ids.recent]) expect((await row(id))!.confidence).toBe(0.9);

    await runCron(CRON.nightly, T + 60_000); // the same day again: nothing more
    expect((await row(ids.gotcha))!.confidence).toBeCloseTo(expected, 12);
    await runCron(CRON.nightly, T + DAY); // next night: one more day
    expect((await row(ids.gotcha))!.confidence).toBeCloseTo(0.9 * 0.995 ** 71, 12);
    expect(await drift(ids.gotcha)).toEqual([
      { from: 0.9, to: expect.closeTo(expected, 12), reason: "drift: 70 days unused beyond the 30-day grace" },
      { from: expect.closeTo(expected, 12), to: expect.closeTo(0.9 * 0.995 ** 71, 12), reason: "drift: 71 days unused beyond the 30-day grace" },
    ]);

    // Usage restarts the grace period.
    await call("POST", `/v1/memories/${ids.gotcha}/usage`, { key: u.key, body: { success: true } });
    const used = (await row(ids.gotcha))!;
    expect(used.drift_days).toBe(0);
    await runCron(CRON.nightly, used.last_used_at + 10 * DAY);
    expect((await row(ids.gotcha))!.confidence).toBe(used.confidence);

    // Backups: one NDJSON snapshot per user and day.
    const snap = await env.BLOBS.get(`backups/${u.orgId}/${u.id}/2027-01-10.ndjson`);
    const lines = (await snap!.text()).trim().split("\n").map((l) => JSON.parse(l));
    expect(lines.map((l) => l.id).sort()).toEqual(Object.values(ids).sort());
    expect(lines.find((l) => l.id === ids.gotcha)).toMatchObject({ confidence: expect.closeTo(expected, 12), drift_days: 70, last_used_at: iso(T - 100 * DAY) });
  });

  it("keeps the 7 newest daily backups", async () => {
    const u = await newUser("backups");
    await importLines(u.key, [{ content: "Only one memory", type: "insight" }]);
    const start = Date.UTC(2027, 2, 1, 3);
    for (let d = 0; d < 9; d++) await runCron(CRON.nightly, start + d * DAY);
    const listed = await env.BLOBS.list({ prefix: `backups/${u.orgId}/${u.id}/` });
    expect(listed.objects.map((o) => o.key.slice(-17, -7)).sort()).toEqual(
      ["03-03", "03-04", "03-05", "03-06", "03-07", "03-08", "03-09"].map((d) => `2027-${d}`),
    );
  });

  it("an interrupted run (budget spent) leaves a checkpoint and the next hourly run resumes without redoing work", async () => {
    const u = await newUser("resume");
    const T = Date.UTC(2027, 5, 1, 3);
    const ids = Array.from({ length: 5 }, (_, i) => memId(T - 400 * DAY + i));
    await importLines(u.key, ids.map((id, i) => ({
      id, content: `Gotcha number ${i} about caches`, type: "gotcha", confidence: 0.8, created_at: iso(T - 300 * DAY), last_used_at: iso(T - 50 * DAY),
    })));
    await runCron(CRON.nightly, T, { JOB_PAGE_SIZE: "2", JOB_MAX_STEPS: "1" });
    const run = (await call("GET", "/v1/admin/jobs?job=decay", { key: "test-admin-token-at-least-32-characters" })).body.runs[0];
    expect(run).toMatchObject({ status: "partial", detail: { steps: 1 } });
    expect(await env.DB.prepare("SELECT cursor FROM job_checkpoints WHERE job = 'decay'").first("cursor")).toEqual(expect.any(String));
    const decayedAfterFirst = (await Promise.all(ids.map(row))).filter((r) => r!.drift_days > 0).length;
    expect(decayedAfterFirst).toBeLessThanOrEqual(2);

    await runCron(CRON.hourly, T + HOUR); // resumes unfinished jobs with the normal budget
    for (const id of ids) {
      expect((await row(id))!.confidence).toBeCloseTo(0.8 * 0.995 ** 20, 12);
      expect(await drift(id)).toHaveLength(1);
    }
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM job_checkpoints WHERE job = 'decay'").first("n")).toBe(0);
    const runs = (await call("GET", "/v1/admin/jobs?job=decay", { key: "test-admin-token-at-least-32-characters" })).body.runs;
    expect(runs[0]).toMatchObject({ status: "done", cron: CRON.hourly });
  });

  it("a job that fails half-way keeps every committed step and resumes after it", async () => {
    const u = await newUser("crash");
    const T = Date.UTC(2027, 7, 1, 3);
    const ids = Array.from({ length: 4 }, (_, i) => memId(T - 500 * DAY + i));
    await importLines(u.key, ids.map((id, i) => ({
      id, content: `Pattern ${i} for retries`, type: "pattern", confidence: 0.7, created_at: iso(T - 300 * DAY), last_used_at: iso(T - 40 * DAY),
    })));
    await env.DB.prepare("DELETE FROM job_checkpoints WHERE job = 'decay'").run();
    const deps = buildDeps({ ...env, JOB_PAGE_SIZE: "2" } as Env, () => T);
    let steps = 0;
    const crashing: Job = { name: "decay", step: (d, c) => (++steps === 2 ? Promise.reject(new Error("isolate died")) : decayJob.step(d, c)) };
    const failed = await runJob(deps, crashing);
    expect(failed).toMatchObject({ status: "failed", steps: 1, detail: { error: "isolate died" } });
    const afterCrash = (await Promise.all(ids.map(row))).map((r) => r!.drift_days);
    const committed = afterCrash.filter((d) => d === 10).length;
    expect(committed).toBeLessThanOrEqual(2);
    expect(await env.DB.prepare("SELECT cursor FROM job_checkpoints WHERE job = 'decay'").first("cursor")).toEqual(expect.any(String));

    const resumed = await runJob(deps, decayJob);
    expect(resumed.status).toBe("done");
    for (const id of ids) {
      expect((await row(id))!.confidence).toBeCloseTo(0.7 * 0.995 ** 10, 12);
      expect(await drift(id)).toHaveLength(1);
    }
  });
});

describe("weekly: threshold archiving", () => {
  it("archives below confidence 0.3 or strength 0.2 with R2 copies and unindexing; keeps pinned and anchored", async () => {
    const u = await newUser("weekly");
    const now = Date.now();
    const ids = { lowConf: memId(now), weak: memId(now), pinned: memId(now), anchored: memId(now), healthy: memId(now) };
    await importLines(u.key, [
      { id: ids.lowConf, content: "Maybe the cache is stale", type: "discovery", confidence: 0.25 },
      { id: ids.weak, content: "Old location: src/legacy/auth.ts:40", type: "location", importance: 0, created_at: iso(now - 60 * DAY), last_accessed_at: iso(now - 60 * DAY) },
      { id: ids.pinned, content: "Pinned but doubtful", type: "gotcha", confidence: 0.1, pinned: true, importance: 0, created_at: iso(now - 90 * DAY) },
      { id: ids.anchored, content: "We picked Hono for routing", type: "decision", confidence: 0.5, importance: 0, created_at: iso(now - 400 * DAY) },
      { id: ids.healthy, content: "Use zod at the edge", type: "pattern", confidence: 0.8, importance: 0.6 },
    ]);
    await runCron(CRON.hourly, now); // index them first
    await pushRecent(env.WORKING_MEMORY, u.id, null, [ids.lowConf, ids.healthy], now);

    await runCron(CRON.weekly, now + 1000);
    for (const id of [ids.lowConf, ids.weak]) {
      expect((await row(id))!.archived_at).toBe(now + 1000);
      expect(await env.BLOBS.head(`archive/${u.orgId}/${u.id}/${id}.json`)).not.toBeNull();
    }
    for (const id of [ids.pinned, ids.anchored, ids.healthy]) expect((await row(id))!.archived_at).toBeNull();
    const p = { userId: u.id, orgId: u.orgId, name: "weekly" };
    expect((await recentItems(env.WORKING_MEMORY, p, null)).map((x) => x.id)).toEqual([ids.healthy]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'unindex' AND memory_id IN (?, ?)").bind(ids.lowConf, ids.weak).first("n")).toBe(2);
    const ev = await env.DB.prepare("SELECT data FROM events WHERE kind = 'memory.archived' AND memory_id = ?").bind(ids.lowConf).first<{ data: string }>();
    expect(JSON.parse(ev!.data).reason).toBe("confidence 0.250 < 0.3");
    // Not in recall by default, restorable.
    const rec = await call("POST", "/v1/recall", { key: u.key, body: { query: "cache stale" } });
    expect(rec.body.results.map((r: any) => r.id)).not.toContain(ids.lowConf);
    const restored = await call("POST", `/v1/memories/${ids.lowConf}/restore`, { key: u.key });
    expect(restored.body.memory).toMatchObject({ archived_at: null, confidence: 0.3 });
  });
});

describe("monthly: purge", () => {
  it("deletes only memories archived more than 6 months ago, with their FTS row, vector, entity links and R2 copy", async () => {
    const u = await newUser("purge");
    const now = Date.now();
    const ids = { old: memId(now), recent: memId(now), live: memId(now) };
    await importLines(u.key, [
      { id: ids.old, content: "zanzibarquux archived long ago", type: "gotcha", created_at: iso(now - 400 * DAY), archived_at: iso(now - 200 * DAY) },
      { id: ids.recent, content: "archived recently", type: "gotcha", created_at: iso(now - 400 * DAY), archived_at: iso(now - 100 * DAY) },
      { id: ids.live, content: "live for a long time", type: "gotcha", created_at: iso(now - 400 * DAY) },
    ]);
    expect(await env.BLOBS.head(`archive/${u.orgId}/${u.id}/${ids.old}.json`)).not.toBeNull();
    await env.DB.batch([
      env.DB.prepare("INSERT INTO memory_vectors (memory_id, org_id, model, dimension, vector, content_hash, created_at) VALUES (?, ?, 'm', 1, ?, 'h', 0)")
        .bind(ids.old, u.orgId, new Uint8Array(4).buffer),
      env.DB.prepare("INSERT INTO entities (id, org_id, user_id, name, normalized, type, created_at, updated_at) VALUES ('ent_purge', ?, ?, 'zanzibar', 'zanzibar', 'thing', 0, 0)").bind(u.orgId, u.id),
      env.DB.prepare("INSERT INTO memory_entities (memory_id, entity_id) VALUES (?, 'ent_purge')").bind(ids.old),
    ]);
    const fts = () => env.DB.prepare("SELECT COUNT(*) AS n FROM memories_fts WHERE memories_fts MATCH 'zanzibarquux'").first("n");
    expect(await fts()).toBe(1);

    await runCron(CRON.monthly, now);
    expect(await row(ids.old)).toBeNull();
    expect(await fts()).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM memory_vectors WHERE memory_id = ?").bind(ids.old).first("n")).toBe(0);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM memory_entities WHERE memory_id = ?").bind(ids.old).first("n")).toBe(0);
    expect(await env.BLOBS.head(`archive/${u.orgId}/${u.id}/${ids.old}.json`)).toBeNull();
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE memory_id = ?").bind(ids.old).first("n")).toBe(0); // unindexed
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM events WHERE kind = 'memory.purged' AND memory_id = ?").bind(ids.old).first("n")).toBe(1);
    expect((await row(ids.recent))!.archived_at).toBe(now - 100 * DAY);
    expect((await row(ids.live))!.archived_at).toBeNull();
    expect(await env.BLOBS.head(`archive/${u.orgId}/${u.id}/${ids.recent}.json`)).not.toBeNull();
  });
});
