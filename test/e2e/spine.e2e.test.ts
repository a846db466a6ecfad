import { beforeAll, describe, expect, it } from "vitest";
import { api, type DevServer } from "./dev-server";
import { sharedDevServer } from "./shared-dev";

let dev: DevServer;
beforeAll(async () => {
  dev = sharedDevServer();
});

describe("npm run dev serves the contract", () => {
  it("health, OpenAPI and docs", async () => {
    const health = await api(dev.url, "GET", "/healthz");
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ ok: true, embedder: "local-http", vector_index: "exact" });
    expect((await api(dev.url, "GET", "/openapi.json")).body.openapi).toBe("3.1.0");
  });

  it("admin creates a user; the user stores a batch and recalls it, with metadata verbatim", async () => {
    const created = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "e2e" });
    expect(created.status).toBe(201);
    const key = created.body.api_key as string;
    expect(key).toMatch(/^egm_/);

    const memories = [
      { content: "Caroline: I went to the LGBTQ support group yesterday", occurred_at: "2023-05-08T13:56:00Z", metadata: { dia_id: "D1:3" } },
      { content: "Melanie: I painted a sunrise over the lake last year", occurred_at: "2023-05-08T14:00:00Z", metadata: { dia_id: "D1:4" } },
      { content: "We deploy the worker with wrangler deploy from CI", type: "decision", metadata: { source: "e2e" } },
    ];
    const batch = await api(dev.url, "POST", "/v1/memories/batch", key, { memories });
    expect(batch.status).toBe(201);
    expect(batch.body.results.map((r: { status: string }) => r.status)).toEqual(["created", "created", "created"]);

    const recall = await api(dev.url, "POST", "/v1/recall", key, { query: "When did Caroline go to the support group?", k: 2 });
    expect(recall.status).toBe(200);
    expect(typeof recall.body.route).toBe("string");
    expect(typeof recall.body.took_ms).toBe("number");
    const top = recall.body.results[0];
    expect(top.id).toBe(batch.body.results[0].id);
    expect(top.metadata).toEqual({ dia_id: "D1:3" });
    expect(top.occurred_at).toBe("2023-05-08T13:56:00.000Z");
    for (const field of ["id", "content", "type", "scope", "project", "score", "metadata", "occurred_at", "created_at", "why"]) {
      expect(top, field).toHaveProperty(field);
    }

    // Another user sees none of it.
    const other = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "other" });
    const none = await api(dev.url, "POST", "/v1/recall", other.body.api_key, { query: "Caroline support group" });
    expect(none.body.results).toEqual([]);
  });

  it("embeds server-side with the offline model: a paraphrase with no shared words is found by the dense path", async () => {
    const created = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "dense" });
    const key = created.body.api_key as string;
    const m = await api(dev.url, "POST", "/v1/memories", key, { content: "My dog loves playing fetch in the park" });
    expect(m.status).toBe(201);
    // Indexing runs after the response; poll until the memory is marked indexed.
    for (let i = 0; i < 100; i++) {
      const got = await api(dev.url, "GET", `/v1/memories/${m.body.memory.id}`, key);
      if (got.body.memory.indexed) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const recall = await api(dev.url, "POST", "/v1/recall", key, { query: "puppy enjoys games outdoors" });
    const hit = recall.body.results.find((r: { id: string }) => r.id === m.body.memory.id);
    expect(hit).toBeTruthy();
    expect(hit.why.dense).not.toBeNull();
    expect(hit.why.bm25).toBeNull();
  });

  it("a bad request gets the envelope and a scheduled run works", async () => {
    const created = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: "bad" });
    const res = await api(dev.url, "POST", "/v1/memories", created.body.api_key, { content: 5 });
    expect(res.status).toBe(400);
    expect(res.body.error.details.field).toBe("content");
    const cron = await fetch(`${dev.url}/__scheduled?cron=${encodeURIComponent("0 * * * *")}`);
    expect(cron.status).toBe(200);
  });
});
