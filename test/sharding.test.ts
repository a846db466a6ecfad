/**
 * Scale past one database (issue 18, docs/scaling.md), simulated with N = 4: DB (the primary) and
 * DB_1 … DB_3 bound (the `sharding` project of vitest.config.ts). Organizations are placed across them through the
 * move operation; requests, writes and jobs are routed by the directory.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { buildDeps } from "../src/config";
import { setPlacement } from "../src/storage/directory-store";
import { ADMIN, call, newUser, recallIds, remember } from "./helpers";
import { SHARDS, memoriesIn, move, settle, type Shard } from "./sharding-helpers";

const tenants: { name: string; shard: Shard; user: { id: string; key: string; orgId: string }; ids: string[] }[] = [];

beforeAll(async () => {
  expect(buildDeps(env as Env).databases.map((d) => d.name)).toEqual(SHARDS);
  for (const [i, shard] of SHARDS.entries()) {
    const user = await newUser(`tenant-${i}`, `tenant-org-${i}`);
    await move(user.orgId, shard); // new organizations are placed by the rule (sharding-placement.test.ts): put each where this suite needs it
    tenants.push({ name: `tenant-${i}`, shard, user, ids: [] });
  }
  for (const t of tenants) {
    for (let k = 0; k < 3; k++) {
      // Three distinct facts: near-identical texts would be merged as duplicates at write time.
      const content = [
        `${t.name} keeps secret number 0 in vault ${t.shard}`,
        `${t.name} rotates the deploy key every ninety days`,
        `${t.name} stores nightly backups in the ${t.shard.toLowerCase()} archive bucket`,
      ][k];
      const res = await remember(t.user.key, { content, type: "fact", scope: k === 0 ? "team" : "private" });
      expect(res.status).toBe(201);
      t.ids.push(res.body.memory.id);
    }
  }
  await settle();
});

describe("N = 4 organization databases (docs/scaling.md)", () => {
  it("each organization's memories are stored in its own database only", async () => {
    for (const t of tenants) {
      for (const s of SHARDS) expect(await memoriesIn(s, t.user.orgId), `${t.name} in ${s}`).toBe(s === t.shard ? 3 : 0);
      const placement = await call("GET", `/v1/admin/organizations/${t.user.orgId}/placement`, { key: ADMIN });
      expect(placement.body.database).toBe(t.shard);
    }
  });

  it("tenants on different databases never see each other", async () => {
    for (const reader of tenants) {
      const listed = await call("GET", "/v1/memories?limit=200", { key: reader.user.key });
      expect(listed.body.memories.map((m: { id: string }) => m.id).sort()).toEqual([...reader.ids].sort());
      // Every other tenant's words, asked for directly: never recalled, never readable by id.
      for (const other of tenants.filter((t) => t !== reader)) {
        const found = await recallIds(reader.user.key, `${other.name} secret number vault ${other.shard}`);
        expect(found.filter((id) => other.ids.includes(id))).toEqual([]);
        expect((await call("GET", `/v1/memories/${other.ids[0]}`, { key: reader.user.key })).status).toBe(404);
      }
      expect(await recallIds(reader.user.key, `${reader.name} secret number`)).toEqual(expect.arrayContaining(reader.ids.slice(0, 1)));
    }
  });

  it("jobs cover every database: a cron or job run reports one run per database and repairs each one's index", async () => {
    const deps = buildDeps(env as Env);
    // Drop every tenant's vectors: only a job that walks each database can put them back.
    // Each database has its own index (the exact index keys its Durable Object by database and organization).
    for (const t of tenants) await deps.vectorsFor(t.shard).remove(t.user.orgId, t.ids);
    const repair = await call("POST", "/v1/admin/jobs/index-repair/run", { key: ADMIN });
    expect(repair.status).toBe(200);
    expect(repair.body.runs.map((r: { database: string }) => r.database)).toEqual(SHARDS);
    for (const run of repair.body.runs) expect(run.status).toBe("done");
    const hourly = await call("POST", "/v1/admin/jobs/hourly/run", { key: ADMIN });
    expect(new Set(hourly.body.runs.map((r: { database: string }) => r.database))).toEqual(new Set(SHARDS));
    for (const t of tenants) {
      expect((await deps.vectorsFor(t.shard).ids!(t.user.orgId)).sort(), t.name).toEqual([...t.ids].sort());
      // And only there: no other database's index holds the tenant's namespace.
      for (const s of SHARDS.filter((x) => x !== t.shard)) expect(await deps.vectorsFor(s).ids!(t.user.orgId), `${t.name} in ${s}'s index`).toEqual([]);
    }
    // The primary's run skips organizations placed elsewhere (their accounts stay on it): nothing stray there.
    const again = await call("POST", "/v1/admin/jobs/index-repair/run", { key: ADMIN });
    for (const run of again.body.runs) expect(run.detail).toMatchObject({ missing: 0, stray: 0 });
  });

  it("moving an organization keeps every memory, project and history; writes follow it", async () => {
    const owner = await newUser("mover", "moving-org");
    const mate = await newUser("mover-mate", "moving-org");
    await move(owner.orgId, "DB");
    const project = await call("POST", "/v1/projects", { key: owner.key, body: { name: "atlas" } });
    expect(project.status).toBe(201);
    const batch = await call("POST", "/v1/memories/batch", {
      key: owner.key,
      body: { memories: Array.from({ length: 40 }, (_, i) => ({ content: `Atlas runbook step ${i}: restart worker pool ${i}`, type: "fact", project: "atlas", scope: i % 2 ? "team" : "private" })) },
      headers: { "idempotency-key": "move-batch-1" },
    });
    expect(batch.status).toBe(201);
    const edited = batch.body.results[0].id;
    expect((await call("PATCH", `/v1/memories/${edited}`, { key: owner.key, body: { content: "Atlas runbook step 0: drain the pool first" } })).status).toBe(200);
    await settle();
    const before = (await call("GET", "/v1/memories?limit=200&include_archived=true", { key: owner.key })).body.memories;
    expect(before).toHaveLength(40);
    const mateBefore = (await call("GET", "/v1/memories?limit=200", { key: mate.key })).body.memories.map((m: { id: string }) => m.id).sort();
    const historyBefore = await call("GET", `/v1/memories/${edited}/history`, { key: owner.key });
    expect(historyBefore.status).toBe(200);

    const moved = await move(owner.orgId, "DB_2"); // shares DB_2 with another tenant
    expect(moved).toMatchObject({ from: "DB", to: "DB_2" });
    expect(moved.rows.memories).toBe(40);
    expect(await memoriesIn("DB", owner.orgId)).toBe(0);
    expect(await memoriesIn("DB_2", owner.orgId)).toBe(40);

    const after = (await call("GET", "/v1/memories?limit=200&include_archived=true", { key: owner.key })).body.memories;
    expect(after.map((m: { id: string; content: string }) => `${m.id} ${m.content}`).sort()).toEqual(
      before.map((m: { id: string; content: string }) => `${m.id} ${m.content}`).sort(),
    );
    const history = await call("GET", `/v1/memories/${edited}/history`, { key: owner.key });
    expect(history.body).toEqual(historyBefore.body);
    expect(JSON.stringify(history.body).length).toBeGreaterThan(50);
    // The teammate sees what they saw, recall finds the edit, the idempotent replay is still recorded.
    const mateAfter = (await call("GET", "/v1/memories?limit=200", { key: mate.key })).body.memories.map((m: { id: string }) => m.id).sort();
    expect(mateAfter).toEqual(mateBefore);
    expect(await recallIds(owner.key, "Atlas runbook drain the pool")).toContain(edited);
    const replay = await call("POST", "/v1/memories/batch", {
      key: owner.key,
      body: { memories: Array.from({ length: 40 }, (_, i) => ({ content: `Atlas runbook step ${i}: restart worker pool ${i}`, type: "fact", project: "atlas", scope: i % 2 ? "team" : "private" })) },
      headers: { "idempotency-key": "move-batch-1" },
    });
    expect(replay.headers.get("idempotent-replayed")).toBe("true");

    // New writes and a user created after the move land in the new database.
    expect((await remember(owner.key, { content: "Atlas moved to shard two", type: "fact" })).status).toBe(201);
    const late = await newUser("late-joiner", "moving-org");
    expect((await remember(late.key, { content: "Late joiner note about atlas", type: "fact" })).status).toBe(201);
    expect(await memoriesIn("DB_2", owner.orgId)).toBe(42);
    expect(await memoriesIn("DB", owner.orgId)).toBe(0);

    // And back to the primary: still every memory.
    const listing = async () => (await call("GET", "/v1/memories?limit=200", { key: owner.key })).body.memories.map((m: { id: string }) => m.id).sort();
    const beforeBack = await listing();
    expect(beforeBack).toHaveLength(41); // the late joiner's memory is private to them
    const back = await move(owner.orgId, "DB");
    expect(back.rows.memories).toBe(42);
    expect(await memoriesIn("DB", owner.orgId)).toBe(42);
    expect(await memoriesIn("DB_2", owner.orgId)).toBe(0);
    expect(await listing()).toEqual(beforeBack);
  });

  it("while an organization is moving its writes get 503 with Retry-After; reads go on", async () => {
    const t = tenants[1];
    await setPlacement(env.DB, t.user.orgId, { database: t.shard, state: "moving" }, Date.now());
    try {
      const write = await remember(t.user.key, { content: "written during the move", type: "fact" });
      expect(write.status).toBe(503);
      expect(Number(write.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await call("GET", "/v1/memories?limit=200", { key: t.user.key })).body.memories).toHaveLength(3);
    } finally {
      await setPlacement(env.DB, t.user.orgId, { database: t.shard, state: "active" }, Date.now());
    }
    expect((await remember(t.user.key, { content: "written after the move", type: "fact" })).status).toBe(201);
  });

  it("read sessions: the bookmark names the organization's database; one from another database is not used", async () => {
    const t = tenants[2]; // on DB_2
    const read = await call("GET", "/v1/memories?limit=200", { key: t.user.key });
    expect(read.headers.get("x-engram-bookmark")).toMatch(/^DB_2:/);
    const write = await remember(t.user.key, { content: "Session bookmarks name their database", type: "fact" });
    expect(write.headers.get("x-engram-bookmark")).toMatch(/^DB_2:/);
    // A bookmark of DB_1 (say, from before a move): still answered, reading the primary instance.
    const foreign = write.headers.get("x-engram-bookmark")!.replace(/^DB_2:/, "DB_1:");
    const next = await call("GET", "/v1/memories?limit=200", { key: t.user.key, headers: { "x-engram-bookmark": foreign } });
    expect(next.status).toBe(200);
    expect(next.body.memories.map((m: { id: string }) => m.id)).toContain(write.body.memory.id);
    expect(next.headers.get("x-engram-bookmark")).toMatch(/^DB_2:/);
    t.ids.push(write.body.memory.id);
  });

  it("moving an organization moves its vectors: the target's index gets every live memory, the source's loses the namespace", async () => {
    const deps = buildDeps(env as Env);
    const u = await newUser("vector-mover", "vector-moving-org");
    await move(u.orgId, "DB");
    const batch = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: { memories: Array.from({ length: 12 }, (_, i) => ({ content: `Pelican deploy checklist item ${i}: verify replica ${i}`, type: "fact" })) },
    });
    expect(batch.status).toBe(201);
    const ids: string[] = batch.body.results.map((r: { id: string }) => r.id);
    expect((await call("DELETE", `/v1/memories/${ids[0]}`, { key: u.key })).status).toBe(200); // archived: not indexed anywhere
    await settle();
    const live = ids.slice(1).sort();
    expect((await deps.vectorsFor("DB").ids!(u.orgId)).sort()).toEqual(live);

    const moved = await move(u.orgId, "DB_3");
    expect(moved.vectors).toEqual({ queued: 11, removed: 12 });
    await settle();
    expect((await deps.vectorsFor("DB_3").ids!(u.orgId)).sort()).toEqual(live);
    expect(await deps.vectorsFor("DB").ids!(u.orgId)).toEqual([]);
    // Dense recall on the new database finds them through its own index.
    // (k above the 11 live items: eleven near-identical texts rank in no fixed order, so a top-10
    // cut would drop an arbitrary one.)
    const found = await call("POST", "/v1/recall", { key: u.key, body: { query: "pelican deploy checklist verify replica", k: 20 } });
    const hits = found.body.results as { id: string; why: { dense: unknown } }[];
    expect(hits.map((r) => r.id).sort()).toEqual(live);
    expect(hits.every((r) => r.why.dense !== null)).toBe(true);
    // The index-repair job, run per database, finds nothing to fix.
    const repair = await call("POST", "/v1/admin/jobs/index-repair/run", { key: ADMIN });
    for (const run of repair.body.runs) expect(run.detail, run.database).toMatchObject({ missing: 0, stray: 0 });

    // And back: the vectors follow again.
    expect((await move(u.orgId, "DB")).vectors).toEqual({ queued: 11, removed: 12 });
    await settle();
    expect((await deps.vectorsFor("DB").ids!(u.orgId)).sort()).toEqual(live);
    expect(await deps.vectorsFor("DB_3").ids!(u.orgId)).toEqual([]);
  });
});
