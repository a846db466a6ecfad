/**
 * Issue 18, finding 3: index state converges. An archive or an edit that commits while an older
 * index job is between reading the memory and writing the vector must win: the late job may not
 * leave an archived memory (or an old version of an edited one) in the vector index.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildDeps, type Deps } from "../src/config";
import { runJob } from "../src/jobs/runner";
import { processOutbox } from "../src/write/indexing";
import { indexRepairJob } from "../src/write/index-repair-job";
import { call, newUser, settleIndexing } from "./helpers";

/** Deps whose vector index holds every upsert until `release()`: the window a slow job leaves open. */
function gatedDeps() {
  const deps = buildDeps(env as Env);
  let release!: () => void;
  let entered!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const inUpsert = new Promise<void>((r) => (entered = r));
  const vectors = new Proxy(deps.vectors, {
    get(target, prop) {
      if (prop === "upsert") {
        return async (...args: Parameters<Deps["vectors"]["upsert"]>) => {
          entered();
          await gate;
          return target.upsert(...args);
        };
      }
      const v = (target as any)[prop];
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
  return { deps: { ...deps, vectors } as Deps, release, inUpsert };
}

/** Index jobs for every memory of the user, as the hourly reindex or a retry would leave them. */
const enqueueIndexJobs = (userId: string) =>
  env.DB.prepare(
    "INSERT INTO outbox (id, kind, memory_id, org_id, next_attempt_at, created_at) SELECT 'obx_late_' || id, 'index', id, org_id, 0, 0 FROM memories WHERE user_id = ?",
  ).bind(userId).run();

describe("vector index drift (issue 18, finding 3)", () => {
  it("100 memories archived while a late index job is in flight: none left in the index", async () => {
    const u = await newUser("drift");
    const created = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: { memories: Array.from({ length: 100 }, (_, i) => ({ content: `Drift check memory number ${i} about topic ${i * 7}` })) },
    });
    expect(created.status).toBe(201);
    const ids: string[] = created.body.results.map((r: { id: string }) => r.id);
    await settleIndexing();
    const stub = env.EXACT_VECTOR_INDEX.get(env.EXACT_VECTOR_INDEX.idFromName(u.orgId));
    expect(await stub.count()).toBe(100);

    await enqueueIndexJobs(u.id);
    const late = gatedDeps();
    const running = processOutbox(late.deps, {});
    await late.inUpsert; // the late job has read all 100 as live
    for (const id of ids) expect((await call("DELETE", `/v1/memories/${id}`, { key: u.key })).status).toBe(200);
    await settleIndexing(); // the archives' own unindex jobs ran
    late.release();
    await running;
    await settleIndexing();
    expect(await stub.count()).toBe(0);
  }, 120_000);

  it("an edit committed while a late index job is in flight ends with the new text's vector", async () => {
    const u = await newUser("drift-edit");
    const m = await call("POST", "/v1/memories", { key: u.key, body: { content: "The staging cluster runs in Frankfurt", type: "fact" } });
    const id = m.body.memory.id;
    await settleIndexing();
    // Force the late job to embed (and so to hold the old text's vector).
    await env.DB.prepare("DELETE FROM memory_vectors WHERE memory_id = ?").bind(id).run();
    await enqueueIndexJobs(u.id);
    const late = gatedDeps();
    const running = processOutbox(late.deps, {});
    await late.inUpsert;
    expect((await call("PATCH", `/v1/memories/${id}`, { key: u.key, body: { content: "The staging cluster runs in Dublin" } })).status).toBe(200);
    await settleIndexing();
    late.release();
    await running;
    // Whatever the late job did, the memory ends indexed with a vector of its current text.
    await processOutbox(buildDeps(env as Env), {});
    const row = await env.DB.prepare(
      "SELECT m.content_hash AS mh, v.content_hash AS vh, m.indexed_at FROM memories m LEFT JOIN memory_vectors v ON v.memory_id = m.id WHERE m.id = ?",
    ).bind(id).first<{ mh: string; vh: string | null; indexed_at: number | null }>();
    expect(row!.vh).toBe(row!.mh);
    expect(row!.indexed_at).not.toBeNull();
    const recalled = await call("POST", "/v1/recall", { key: u.key, body: { query: "Where does the staging cluster run?" } });
    expect(recalled.body.results.map((r: { id: string }) => r.id)).toContain(id);
  }, 120_000);

  it("the index-repair job finds a missing vector and a stray one, fixes both, and a second pass finds none", async () => {
    const u = await newUser("drift-repair");
    const created = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: { memories: Array.from({ length: 5 }, (_, i) => ({ content: `Repair check memory ${i} about subject ${i * 11}` })) },
    });
    const ids: string[] = created.body.results.map((r: { id: string }) => r.id);
    await settleIndexing();
    const deps = buildDeps(env as Env);
    // Drift in both directions: one live memory dropped from the index, one unknown id left in it.
    await deps.vectors.remove(u.orgId, [ids[0]]);
    await deps.vectors.upsert(u.orgId, [{ id: "mem_stray", model: "engram-hashing-v1", vis: "x", type: "fact", at: 0, vector: new Float32Array(256).fill(0.0625) }]);
    const budget = { maxSteps: 10_000, maxMs: 60_000 };
    const first = await runJob(deps, indexRepairJob, { budget });
    expect(first.status).toBe("done");
    expect(first.detail).toMatchObject({ missing: 1, stray: 1 });
    await processOutbox(deps, {});
    expect((await deps.vectors.ids!(u.orgId)).sort()).toEqual([...ids].sort());
    const second = await runJob(deps, indexRepairJob, { budget });
    expect(second.detail).toMatchObject({ missing: 0, stray: 0 });
  }, 120_000);
});
