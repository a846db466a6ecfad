import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { jobDriver } from "../src/durable/job-driver";
import { ADMIN, call, newUser, remember } from "./helpers";
import { CRON, importLines, memId, runCron } from "./lifecycle-helpers";

describe("judgment at write time", () => {
  it("opens a conflict the writer sees, with both claims, and suggests superseding a changed memory", async () => {
    const u = await newUser("judge-write");
    const a = (await remember(u.key, { content: "CI runs on Travis", type: "fact", project: "api" })).body.memory;
    const b = await remember(u.key, { content: "We switched CI from Travis to GitHub Actions last week", type: "decision", project: "api" });
    expect(b.status).toBe(201);
    expect(b.body.judgment.conflicts).toEqual([
      expect.objectContaining({ memory_id: a.id, kind: "change", claims: expect.objectContaining({ left: expect.objectContaining({ value: "Travis" }) }) }),
    ]);
    expect(b.body.judgment.suggested_supersessions).toEqual([{ memory_id: a.id, reason: expect.stringContaining("supersede it?") }]);
    // Nothing is resolved on its own: both stay live, the older one is not superseded.
    expect((await call("GET", `/v1/memories/${a.id}`, { key: u.key })).body.memory.superseded_by).toBeNull();
    const listed = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: "change", status: "open", suggested_supersession: { keep: b.body.memory.id, replaces: a.id } });
    expect(listed[0].reason).toMatch(/Travis/);
  });

  it("leaves look-alikes from other contexts alone and says why through the write", async () => {
    const u = await newUser("judge-ctx");
    await remember(u.key, { content: "The staging DB host is db-stg.internal", type: "fact", project: "api" });
    const prod = await remember(u.key, { content: "The production DB host is db-prod.internal", type: "fact", project: "api" });
    const other = await remember(u.key, { content: "The staging DB host is db-7.internal", type: "fact", project: "web" });
    for (const w of [prod, other]) expect(w.body.judgment.conflicts).toEqual([]);
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);
  });
});

describe("near-duplicates are merged with nothing lost", () => {
  it("returns the stored memory with duplicate_of, merges tags and the stronger source, keeps the text in history", async () => {
    const u = await newUser("judge-dup");
    const a = (await remember(u.key, { content: "Lint, test and build on every push.", type: "pattern", tags: ["ci"], source: "ai_inferred" })).body.memory;
    const b = await remember(u.key, { content: "On every push: build, test and lint", type: "pattern", tags: ["workflow"], source: "user_stated" });
    expect(b.status).toBe(200);
    expect(b.body).toMatchObject({ status: "duplicate", duplicate_of: a.id, memory: { id: a.id, source: "user_stated" } });
    expect(b.body.memory.tags.sort()).toEqual(["ci", "workflow"]);
    const history = (await call("GET", `/v1/memories/${a.id}/history`, { key: u.key })).body.events;
    expect(history).toContainEqual(expect.objectContaining({ kind: "memory.duplicate_merged", data: expect.objectContaining({ incoming: expect.objectContaining({ content: "On every push: build, test and lint" }) }) }));
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM memories WHERE user_id = ?").bind(u.id).first("n");
    expect(rows).toBe(1);
  });

  it("never merges a different value, another project, another user, or when the writer opts out", async () => {
    const u = await newUser("judge-nodup");
    const v = await newUser("judge-nodup-2");
    await remember(u.key, { content: "Node 20 on staging", type: "fact", project: "api" });
    const differs = await remember(u.key, { content: "Node 22 on staging", type: "fact", project: "api" });
    expect(differs.status).toBe(201);
    expect(differs.body.judgment.conflicts).toHaveLength(1);
    await remember(u.key, { content: "Squash merge every pull request", type: "decision", project: "api" });
    expect((await remember(u.key, { content: "Every pull request: squash merge", type: "decision", project: "web" })).status).toBe(201);
    expect((await remember(v.key, { content: "squash merge every pull request", type: "decision", project: "api" })).status).toBe(201);
    expect((await remember(u.key, { content: "squash-merge EVERY pull request!", type: "decision", project: "api", allow_duplicate: true })).status).toBe(201);
  });
});

describe("nightly judgment scan", () => {
  it("flags pairs that arrived by import, and reaches every user past one invocation's budget", async () => {
    const T = Date.UTC(2027, 2, 1, 3);
    const users: { key: string }[] = [];
    // 13 users at 1 user per step and 1 step per invocation: the cron alone covers one.
    for (let i = 0; i < 13; i++) {
      const u = await newUser(`scan-${i}`);
      users.push(u);
      const ids = [memId(T - 10_000 + i * 2), memId(T - 10_000 + i * 2 + 1)];
      const r = await importLines(u.key, [
        { id: ids[0], content: "The deploy region is eu-west-1", type: "fact", created_at: new Date(T - 86_400_000).toISOString() },
        { id: ids[1], content: "Deploy region: us-east-1", type: "fact", created_at: new Date(T - 3_600_000).toISOString() },
      ]);
      expect(r.status).toBe(200);
    }
    const open = async () => {
      let n = 0;
      for (const u of users) n += (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts.length;
      return n;
    };
    expect(await open()).toBe(0); // an import restores exactly what it was given
    await runCron(CRON.nightly, T, { JOB_MAX_STEPS: "1", JOB_PAGE_SIZE: "1" });
    const cronRun = (await call("GET", "/v1/admin/jobs?job=conflict-scan", { key: ADMIN })).body.runs.find((r: { cron: string }) => r.cron === CRON.nightly);
    expect(cronRun).toMatchObject({ cron: CRON.nightly, status: "partial", detail: { steps: 1, users: 1 } });
    // The cron handed the unfinished scan to the job driver; its alarm goes on at once with fresh
    // budgets (it may already have run by now), until the scan is done.
    const driver = jobDriver(env);
    for (let i = 0; i < 40 && (await driver.pending()); i++) await runDurableObjectAlarm(driver);
    expect(await driver.pending()).toBeNull();
    expect(await open()).toBe(users.length);
    const runs = (await call("GET", "/v1/admin/jobs?job=conflict-scan", { key: ADMIN })).body.runs;
    expect(runs).toContainEqual(expect.objectContaining({ cron: "continuation", status: "done" }));
  });
});

describe("nightly duplicate merge", () => {
  it("archives one side and gives the survivor both sides' tags and usage, with the text in history", async () => {
    const T = Date.UTC(2027, 3, 1, 3);
    const u = await newUser("scan-dup");
    const ids = [memId(T - 5_000), memId(T - 4_000)];
    const r = await importLines(u.key, [
      { id: ids[0], content: "Lint, test and build on every push.", type: "pattern", tags: ["ci"], created_at: new Date(T - 86_400_000).toISOString() },
      { id: ids[1], content: "On every push: build, test and lint", type: "pattern", tags: ["workflow"], created_at: new Date(T - 3_600_000).toISOString() },
    ]);
    expect(r.status).toBe(200);
    await env.DB.batch([
      env.DB.prepare("UPDATE memories SET use_count = 3, success_count = 2, access_count = 5, importance = 0.2 WHERE id = ?").bind(ids[0]),
      env.DB.prepare("UPDATE memories SET use_count = 4, success_count = 1, access_count = 6, importance = 0.9 WHERE id = ?").bind(ids[1]),
    ]);
    await runCron(CRON.nightly, T);
    const driver = jobDriver(env);
    for (let i = 0; i < 40 && (await driver.pending()); i++) await runDurableObjectAlarm(driver);
    const rows = (await env.DB.prepare("SELECT id, tags, use_count, success_count, access_count, importance, archived_at FROM memories WHERE id IN (?, ?)").bind(...ids).all<{
      id: string; tags: string; use_count: number; success_count: number; access_count: number; importance: number; archived_at: number | null;
    }>()).results;
    const live = rows.filter((m) => m.archived_at === null);
    expect(live).toHaveLength(1);
    const [keep] = live;
    expect(JSON.parse(keep.tags).sort()).toEqual(["ci", "workflow"]);
    expect([keep.use_count, keep.success_count, keep.access_count]).toEqual([7, 3, 11]);
    expect(keep.importance).toBeCloseTo(0.9);
    const drop = rows.find((m) => m.archived_at !== null)!;
    const history = (await call("GET", `/v1/memories/${keep.id}/history`, { key: u.key })).body.events;
    expect(history).toContainEqual(expect.objectContaining({ kind: "memory.duplicate_merged", data: expect.objectContaining({ incoming: expect.objectContaining({ id: drop.id }) }) }));
  });
});
