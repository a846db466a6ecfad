/**
 * Recall's type and time filters reach the vector index: a filtered recall gets the dense top K of
 * what passes the filter, not the survivors of the unfiltered top K. Every case puts more than K
 * (recall's PER_LIST = 100) closer memories that fail the filter between the query and the target.
 */
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ensureSchema, type ExactVectorIndex } from "../src/vector/exact-vector-index";
import { vectorizeFilter } from "../src/vector/vectorize-index";
import { ADMIN, call, newUser, settleIndexing } from "./helpers";

const MODEL = "engram-hashing-v1";
const DIM = 256;

/** A unit vector mostly along axis 0 with a little of `axis`: cosine to e0 is 1/√(1 + w²). */
function near(axis: number, w: number): number[] {
  const v = Array.from({ length: DIM }, (_, i) => (i === 0 ? 1 : i === axis ? w : 0));
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}
const QUERY = { model: MODEL, vector: near(1, 0) };
const CROWD = 110;

/** More than K memories of type `fact` at 2024-03-01, all closer to the query than the target. */
async function crowd(key: string) {
  const memories = Array.from({ length: CROWD }, (_, i) => ({
    content: `crowd note ${i}`, type: "fact", occurred_at: "2024-03-01T00:00:00Z",
    embedding: { model: MODEL, vector: near(2 + (i % 200), 0.05 + i * 0.001) },
  }));
  for (let i = 0; i < memories.length; i += 100) {
    const res = await call("POST", "/v1/memories/batch", { key, body: { memories: memories.slice(i, i + 100) } });
    expect(res.status).toBe(201);
  }
}

/** The target: farther from the query (cosine 0.71) than every crowd member (≥ 0.99). */
async function target(key: string, extra: Record<string, unknown>) {
  const res = await call("POST", "/v1/memories", {
    key, body: { content: "the lonely target", embedding: { model: MODEL, vector: near(250, 1) }, ...extra },
  });
  expect(res.status).toBe(201);
  return res.body.memory.id as string;
}

/** Recall with a query that shares no word with any memory, so only the dense list can find one. */
async function denseHit(key: string, id: string, filters: Record<string, unknown>) {
  const res = await call("POST", "/v1/recall", { key, body: { query: "qqq", k: 20, embedding: QUERY, ...filters } });
  expect(res.status).toBe(200);
  return res.body.results.find((r: { id: string }) => r.id === id) ?? null;
}

describe("type and time filters inside the vector index", () => {
  it("a types-filtered recall finds a memory of that type behind more than K closer ones of another type", async () => {
    const u = await newUser();
    await crowd(u.key);
    const id = await target(u.key, { type: "decision", occurred_at: "2024-03-01T00:00:00Z" });
    await settleIndexing();
    const hit = await denseHit(u.key, id, { types: ["decision"] });
    expect(hit?.why.dense).toBeTruthy();
    // Unfiltered, the crowd fills the dense list and the target is not among the candidates.
    expect(await denseHit(u.key, id, {})).toBeNull();
  });

  it("since/until find a memory of that time behind more than K closer ones of another time", async () => {
    const u = await newUser();
    await crowd(u.key);
    const id = await target(u.key, { type: "fact", occurred_at: "2020-06-01T00:00:00Z" });
    await settleIndexing();
    const hit = await denseHit(u.key, id, { since: "2020-01-01T00:00:00Z", until: "2020-12-31T00:00:00Z" });
    expect(hit?.why.dense).toBeTruthy();
    expect((await denseHit(u.key, id, { since: "2020-01-01T00:00:00Z", until: "2021-01-01T00:00:00Z", types: ["fact"] }))?.why.dense).toBeTruthy();
    // The bounds are inclusive, and a range that excludes the target finds nothing of it.
    expect((await denseHit(u.key, id, { since: "2020-06-01T00:00:00Z", until: "2020-06-01T00:00:00Z" }))?.why.dense).toBeTruthy();
    expect(await denseHit(u.key, id, { until: "2020-05-31T00:00:00Z" })).toBeNull();
  });

  it("a PATCH of type or occurred_at moves the memory in and out of a filtered dense query, without re-embedding", async () => {
    const u = await newUser();
    await crowd(u.key);
    const id = await target(u.key, { type: "fact", occurred_at: "2024-03-01T00:00:00Z" });
    await settleIndexing();
    expect(await denseHit(u.key, id, { types: ["decision"] })).toBeNull();

    expect((await call("PATCH", `/v1/memories/${id}`, { key: u.key, body: { type: "decision" } })).status).toBe(200);
    await settleIndexing();
    expect((await denseHit(u.key, id, { types: ["decision"] }))?.why.dense).toBeTruthy();
    // The client-supplied vector was reused: the hashing embedder would have put it elsewhere.
    expect((await denseHit(u.key, id, { types: ["decision"] }))?.why.dense.score).toBeCloseTo(Math.SQRT1_2, 4);

    expect((await call("PATCH", `/v1/memories/${id}`, { key: u.key, body: { type: "fact", occurred_at: "2019-01-01T00:00:00Z" } })).status).toBe(200);
    await settleIndexing();
    expect(await denseHit(u.key, id, { types: ["decision"] })).toBeNull();
    expect((await denseHit(u.key, id, { until: "2019-12-31T00:00:00Z" }))?.why.dense).toBeTruthy();
  });

  it("rows stored before type/at existed match unfiltered queries only, and the reindex job restores them", async () => {
    const u = await newUser();
    const id = await target(u.key, { type: "decision", occurred_at: "2024-03-01T00:00:00Z" });
    await settleIndexing();
    const stub = env.EXACT_VECTOR_INDEX.get(env.EXACT_VECTOR_INDEX.idFromName(u.orgId));
    const vec = new Float32Array(QUERY.vector).buffer;
    const vis = await runInDurableObject(stub, (_: ExactVectorIndex, state) =>
      state.storage.sql.exec<{ vis: string }>("SELECT vis FROM vectors WHERE id = ?", id).one().vis);

    // A dev database from before: the old table shape, then the guarded migration (twice: idempotent).
    const legacy = env.EXACT_VECTOR_INDEX.get(env.EXACT_VECTOR_INDEX.idFromName(`legacy-${u.orgId}`));
    const found = await runInDurableObject(stub, async (_: ExactVectorIndex, state) =>
      state.storage.sql.exec<{ vector: ArrayBuffer }>("SELECT vector FROM vectors WHERE id = ?", id).one().vector);
    await runInDurableObject(legacy, async (instance: ExactVectorIndex, state) => {
      state.storage.sql.exec("DROP TABLE vectors");
      state.storage.sql.exec("CREATE TABLE vectors (id TEXT PRIMARY KEY, model TEXT NOT NULL, vis TEXT NOT NULL, vector BLOB NOT NULL)");
      state.storage.sql.exec("INSERT INTO vectors (id, model, vis, vector) VALUES (?, ?, ?, ?)", id, MODEL, vis, found);
      ensureSchema(state.storage.sql);
      ensureSchema(state.storage.sql);
      expect((await instance.query(MODEL, vec, 5, [vis])).map((m) => m.id)).toEqual([id]);
      expect(await instance.query(MODEL, vec, 5, [vis], { types: ["decision"] })).toEqual([]);
      expect(await instance.query(MODEL, vec, 5, [vis], { from: 0 })).toEqual([]);
    });

    // In the live index: strip the metadata as an old upsert would have left it, then reindex.
    await runInDurableObject(stub, (_: ExactVectorIndex, state) => {
      state.storage.sql.exec("UPDATE vectors SET type = NULL, at = NULL");
    });
    const fresh = env.EXACT_VECTOR_INDEX.get(env.EXACT_VECTOR_INDEX.idFromName(u.orgId));
    await runInDurableObject(fresh, (instance: ExactVectorIndex) => { (instance as unknown as { shelves: null }).shelves = null; });
    expect(await denseHit(u.key, id, { types: ["decision"] })).toBeNull();
    expect((await denseHit(u.key, id, {}))?.why.dense).toBeTruthy();

    const run = await call("POST", "/v1/admin/jobs/reindex/run", { key: ADMIN });
    expect(run.status).toBe(200);
    expect(run.body.runs[0].status).toBe("done");
    expect(run.body.runs[0].processed).toBeGreaterThanOrEqual(1);
    const drain = await call("POST", "/v1/admin/jobs/outbox/run", { key: ADMIN });
    expect(drain.body.runs[0].detail.indexed).toBeGreaterThanOrEqual(1);
    expect((await denseHit(u.key, id, { types: ["decision"] }))?.why.dense).toBeTruthy();
  });
});

describe("the Vectorize filter", () => {
  const base = { model: MODEL, vector: new Float32Array(DIM), topK: 10, vis: ["u:1"] };
  it("is visibility and model alone when unfiltered", () => {
    expect(vectorizeFilter(base)).toEqual({ vis: { $in: ["u:1"] }, model: MODEL });
  });
  it("adds a type list and an inclusive time range", () => {
    expect(vectorizeFilter({ ...base, types: ["fact", "decision"], from: 5, to: 9 })).toEqual({
      vis: { $in: ["u:1"] }, model: MODEL, type: { $in: ["fact", "decision"] }, at: { $gte: 5, $lte: 9 },
    });
    expect(vectorizeFilter({ ...base, to: 9 })).toEqual({ vis: { $in: ["u:1"] }, model: MODEL, at: { $lte: 9 } });
  });
});
