import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../src/index";
import { call, newUser, settleIndexing } from "./helpers";

/** Calls the worker with an environment whose vector index is unreachable (Vectorize, no binding). */
async function fetchWithBrokenIndex(path: string, key: string, body: unknown) {
  const broken = { ...env, VECTOR_INDEX: "vectorize", VECTORIZE: undefined } as unknown as Env;
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`http://engram.test${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    broken,
    ctx,
  );
  await waitOnExecutionContext(ctx); // let the background indexing attempt run (and fail)
  return { status: res.status, body: (await res.json()) as any };
}

async function runCron(cron: string, scheduledTime: number) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron, scheduledTime }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const outboxRows = async (memoryId: string) =>
  (await env.DB.prepare("SELECT attempts, last_error FROM outbox WHERE memory_id = ?").bind(memoryId).all<{ attempts: number; last_error: string }>()).results;

describe("vector indexing after commit", () => {
  it("indexes a new memory in the background so dense recall finds it", async () => {
    const u = await newUser();
    const res = await call("POST", "/v1/memories", { key: u.key, body: { content: "kubernetes ingress annotations for sticky sessions" } });
    const id = res.body.memory.id;
    await settleIndexing();
    expect(await outboxRows(id)).toHaveLength(0);
    const recall = await call("POST", "/v1/recall", { key: u.key, body: { query: "sticky sessions ingress" } });
    const hit = recall.body.results.find((r: { id: string }) => r.id === id);
    expect(hit.why.dense).not.toBeNull();
    expect(hit.why.bm25).not.toBeNull();
  });

  it("a write acknowledged while the vector index throws is found by BM25 at once and indexed by the hourly drain", async () => {
    const u = await newUser();
    const res = await fetchWithBrokenIndex("/v1/memories", u.key, { content: "The flaky test is caused by a timezone assumption in dates.ts" });
    expect(res.status).toBe(201);
    const id = res.body.memory.id;

    const pending = await outboxRows(id);
    expect(pending).toHaveLength(1);
    expect(pending[0].attempts).toBe(1);
    expect(pending[0].last_error).toContain("VECTORIZE");

    const now = await call("POST", "/v1/recall", { key: u.key, body: { query: "flaky timezone test" } });
    const hit = now.body.results.find((r: { id: string }) => r.id === id);
    expect(hit).toBeTruthy();
    expect(hit.why.bm25).not.toBeNull();
    expect(hit.why.dense).toBeNull(); // not in the vector index yet
    expect(hit.indexed).toBe(false);

    await runCron("0 * * * *", Date.now() + 3_600_000);

    expect(await outboxRows(id)).toHaveLength(0);
    const later = await call("POST", "/v1/recall", { key: u.key, body: { query: "flaky timezone test" } });
    const indexed = later.body.results.find((r: { id: string }) => r.id === id);
    expect(indexed.why.dense).not.toBeNull();
    expect(indexed.indexed).toBe(true);
  });

  it("a forgotten memory leaves the vector index", async () => {
    const u = await newUser();
    const res = await call("POST", "/v1/memories", { key: u.key, body: { content: "terraform state lives in the ops bucket" } });
    const id = res.body.memory.id;
    await settleIndexing();
    const stub = env.EXACT_VECTOR_INDEX.get(env.EXACT_VECTOR_INDEX.idFromName(u.orgId));
    expect(await stub.count()).toBe(1);
    await call("DELETE", `/v1/memories/${id}`, { key: u.key });
    await settleIndexing();
    expect(await outboxRows(id)).toHaveLength(0);
    expect(await stub.count()).toBe(0);
  });

  it("keeps a client-supplied vector and never re-embeds it", async () => {
    const u = await newUser();
    const vector = Array.from({ length: 256 }, (_, i) => (i === 7 ? 1 : 0));
    const res = await call("POST", "/v1/memories", {
      key: u.key,
      body: { content: "an unrelated sentence", embedding: { model: "engram-hashing-v1", vector } },
    });
    expect(res.body.memory.embedding_model).toBe("engram-hashing-v1");
    await settleIndexing();
    const recall = await call("POST", "/v1/recall", {
      key: u.key,
      body: { query: "zzz", embedding: { model: "engram-hashing-v1", vector } },
    });
    expect(recall.body.results[0].id).toBe(res.body.memory.id);
    expect(recall.body.results[0].why.dense.score).toBeCloseTo(1, 5);
  });
});

describe("documentation", () => {
  it("serves an OpenAPI 3.1 document covering every route, and a docs page", async () => {
    const doc = await call("GET", "/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe("3.1.0");
    for (const path of ["/v1/admin/users", "/v1/memories", "/v1/memories/batch", "/v1/memories/{id}", "/v1/recall", "/healthz"]) {
      expect(doc.body.paths[path], path).toBeTruthy();
    }
    const batch = doc.body.paths["/v1/memories/batch"].post.requestBody.content["application/json"].schema;
    expect(batch.properties.memories.maxItems).toBe(100);
    const page = await call("GET", "/docs");
    expect(page.status).toBe(200);
    // Every script and stylesheet the page loads is served by this Worker (no CDN).
    const assets = [...String(page.body).matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]).filter((u) => u !== "/openapi.json");
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const url of assets) {
      expect(url.startsWith("/docs/assets/"), url).toBe(true);
      const asset = await call("GET", url);
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get("content-type")).toMatch(url.endsWith(".js") ? /javascript/ : /css/);
    }
    expect((await call("GET", "/docs/assets/swagger-ui-bundle.js")).body).toContain("SwaggerUIBundle");
    expect((await call("GET", "/docs/assets/docs.js")).body).toContain('url: "/openapi.json"');
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
  });
});

describe("outbox lease", () => {
  it("two processors running at once never embed the same row twice (no duplicate document batches)", async () => {
    const { buildDeps } = await import("../src/config");
    const { processOutbox } = await import("../src/write/indexing");
    const u = await newUser();
    const res = await fetchWithBrokenIndex("/v1/memories", u.key, { content: "lease the outbox rows before embedding them" });
    const id = res.body.memory.id;
    await env.DB.prepare("UPDATE outbox SET next_attempt_at = 0 WHERE memory_id = ?").bind(id).run();
    // The write stored the vector judgment computed; without it, indexing has to embed.
    await env.DB.prepare("DELETE FROM memory_vectors WHERE memory_id = ?").bind(id).run();

    const base = buildDeps(env, () => Date.now());
    const embedded: string[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const deps = {
      ...base,
      embedder: {
        model: base.embedder.model,
        dimension: base.embedder.dimension,
        embed: async (texts: string[], kind: "query" | "document") => {
          embedded.push(texts);
          await gate; // the first processor is still embedding when the second one looks
          return base.embedder.embed(texts, kind);
        },
      },
    };
    const afterWrite = processOutbox(deps, { memoryIds: [id] });
    await new Promise((r) => setTimeout(r, 50));
    const cron = await processOutbox(deps, {});
    release();
    expect((await afterWrite).indexed).toBe(1);
    expect(cron.indexed).toBe(0);
    expect(embedded.flat().filter((t) => t.includes("lease the outbox"))).toHaveLength(1);
    expect(await outboxRows(id)).toHaveLength(0);
  });
});
