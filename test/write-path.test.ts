import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";

const count = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM memories WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("write path", () => {
  it("applies the type's defaults and returns metadata exactly as stored", async () => {
    const u = await newUser();
    const metadata = { dia_id: "D1:3", nested: { list: [1, "two", null], flag: false }, unicode: "žćčšđ 🚀" };
    const r = await remember(u.key, { content: "Prefer tabs in Go files", type: "preference", metadata, tags: ["go", "style"] });
    expect(r.status).toBe(201);
    expect(r.body.memory).toMatchObject({ type: "preference", scope: "private", tier: "ltm", source: "user_stated", tags: ["go", "style"] });
    expect(r.body.memory.metadata).toEqual(metadata);
    const episode = await remember(u.key, { content: "We talked about lunch" });
    expect(episode.body.memory).toMatchObject({ type: "episode", scope: "private", tier: "wm" });
    const decision = await remember(u.key, { content: "Chose Hono for routing", type: "decision" });
    expect(decision.body.memory.scope).toBe("global"); // project-scoped type without a project
  });

  it("an idempotent retry returns the same response and stores one row", async () => {
    const u = await newUser();
    const body = { memories: [{ content: "first" }, { content: "second" }] };
    const headers = { "idempotency-key": "retry-123" };
    const one = await call("POST", "/v1/memories/batch", { key: u.key, body, headers });
    const two = await call("POST", "/v1/memories/batch", { key: u.key, body, headers });
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(two.body).toEqual(one.body);
    expect(two.headers.get("idempotent-replayed")).toBe("true");
    expect(await count(u.id)).toBe(2);
    // The same key with a different body is refused and stores nothing.
    const other = await call("POST", "/v1/memories/batch", { key: u.key, body: { memories: [{ content: "third" }] }, headers });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe("idempotency_key_reused");
    expect(await count(u.id)).toBe(2);
    // Keys are per user: another user may use the same key string.
    const v = await newUser();
    expect((await call("POST", "/v1/memories/batch", { key: v.key, body, headers })).status).toBe(201);
    expect(await count(v.id)).toBe(2);
  });

  it("dedupes by content within (user, scope, project), in and across requests", async () => {
    const u = await newUser();
    const a = await remember(u.key, { content: "Use  pnpm for installs " });
    const b = await remember(u.key, { content: "Use pnpm for installs" });
    expect(a.status).toBe(201);
    expect(b.status).toBe(200);
    expect(b.body.status).toBe("duplicate");
    expect(b.body.memory.id).toBe(a.body.memory.id);
    const batch = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: { memories: [{ content: "x1" }, { content: "x1" }, { content: "Use pnpm for installs" }, { content: "x1", scope: "global" }] },
    });
    expect(batch.body.results.map((r: { status: string }) => r.status)).toEqual(["created", "duplicate", "duplicate", "created"]);
    expect(batch.body.results[1].id).toBe(batch.body.results[0].id);
    expect(await count(u.id)).toBe(3);
  });

  it("100 concurrent writes for one user store exactly 100 rows", async () => {
    const u = await newUser();
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => remember(u.key, { content: `concurrent memory number ${i}` })),
    );
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(new Set(results.map((r) => r.body.memory.id)).size).toBe(100);
    expect(await count(u.id)).toBe(100);
  }); // the suite's budget (vitest.config.ts): CI machines may be loaded

  it("concurrent creates all reach working memory (KV), which expires", async () => {
    const u = await newUser();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => remember(u.key, { content: `recent ${i}` })));
    const value = await env.WORKING_MEMORY.get<{ id: string }[]>(`wm:${u.id}:*`, "json");
    expect(new Set(value!.map((x) => x.id))).toEqual(new Set(results.map((r) => r.body.memory.id)));
    const listed = await env.WORKING_MEMORY.list({ prefix: `wm:${u.id}:` });
    expect(listed.keys[0].expiration).toBeGreaterThan(Date.now() / 1000);
  });

  it("concurrent duplicates of one content store one row", async () => {
    const u = await newUser();
    const results = await Promise.all(Array.from({ length: 20 }, () => remember(u.key, { content: "same thing" })));
    expect(new Set(results.map((r) => r.body.memory.id)).size).toBe(1);
    expect(await count(u.id)).toBe(1);
  });

  it("updates content, re-indexes, and refuses an edit that duplicates another memory", async () => {
    const u = await newUser();
    const a = await remember(u.key, { content: "Redis runs on port 6379" });
    const b = await remember(u.key, { content: "Postgres runs on port 5432" });
    const upd = await call("PATCH", `/v1/memories/${a.body.memory.id}`, { key: u.key, body: { content: "Redis runs on port 6380", tags: ["infra"] } });
    expect(upd.status).toBe(200);
    expect(upd.body.memory).toMatchObject({ content: "Redis runs on port 6380", tags: ["infra"] });
    const dup = await call("PATCH", `/v1/memories/${a.body.memory.id}`, { key: u.key, body: { content: "Postgres runs on port 5432" } });
    expect(dup.status).toBe(409);
    expect(dup.body.error.details.field).toBe("content");
    // The full-text index follows the edit: the new number matches, the old one no longer does.
    const lexicalHits = async (query: string) =>
      (await call("POST", "/v1/recall", { key: u.key, body: { query } })).body.results
        .filter((r: { why: { bm25: unknown } }) => r.why.bm25)
        .map((r: { id: string }) => r.id);
    expect(await lexicalHits("6380")).toEqual([a.body.memory.id]);
    expect(await lexicalHits("6379")).toEqual([]);
    expect(b.status).toBe(201);
  });

  it("forget archives (recoverable), hides from recall and list, and is idempotent", async () => {
    const u = await newUser();
    const m = await remember(u.key, { content: "Old deploy script is deploy.sh" });
    const id = m.body.memory.id;
    const del = await call("DELETE", `/v1/memories/${id}`, { key: u.key });
    expect(del.status).toBe(200);
    expect(del.body.archived_at).toBeTruthy();
    expect((await call("DELETE", `/v1/memories/${id}`, { key: u.key })).body.archived_at).toBe(del.body.archived_at);
    const row = await env.DB.prepare("SELECT content, archived_at FROM memories WHERE id = ?").bind(id).first<{ content: string; archived_at: number }>();
    expect(row?.content).toBe("Old deploy script is deploy.sh");
    const recalled = await call("POST", "/v1/recall", { key: u.key, body: { query: "deploy script" } });
    expect(recalled.body.results).toHaveLength(0);
    const list = await call("GET", "/v1/memories", { key: u.key });
    expect(list.body.memories).toHaveLength(0);
    const withArchived = await call("GET", "/v1/memories?include_archived=true", { key: u.key });
    expect(withArchived.body.memories.map((x: { id: string }) => x.id)).toEqual([id]);
    // After forgetting, the same content can be remembered again as a new memory.
    expect((await remember(u.key, { content: "Old deploy script is deploy.sh" })).status).toBe(201);
  });

  it("supersedes links old and new atomically", async () => {
    const u = await newUser();
    const old = await remember(u.key, { content: "API base URL is api.v1.example", type: "fact" });
    const next = await remember(u.key, { content: "API base URL is api.v2.example", type: "fact", supersedes: old.body.memory.id });
    expect(next.body.memory.supersedes).toBe(old.body.memory.id);
    const reread = await call("GET", `/v1/memories/${old.body.memory.id}`, { key: u.key });
    expect(reread.body.memory.superseded_by).toBe(next.body.memory.id);
    const missing = await remember(u.key, { content: "z", supersedes: "mem_doesnotexist" });
    expect(missing.status).toBe(404);
    expect(missing.body.error.details.field).toBe("supersedes");
  });

  it("lists with filters and cursor pagination without gaps or repeats", async () => {
    const u = await newUser();
    const batch = await call("POST", "/v1/memories/batch", {
      key: u.key,
      body: {
        memories: Array.from({ length: 25 }, (_, i) => ({
          content: `item ${i}`,
          type: i % 2 ? "gotcha" : "pattern",
          tags: i % 5 === 0 ? ["five"] : [],
        })),
      },
    });
    expect(batch.status).toBe(201);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: any = await call("GET", `/v1/memories?limit=10${cursor ? `&cursor=${cursor}` : ""}`, { key: u.key });
      expect(page.status).toBe(200);
      seen.push(...page.body.memories.map((m: { id: string }) => m.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    const gotchas = await call("GET", "/v1/memories?type=gotcha&limit=100", { key: u.key });
    expect(gotchas.body.memories).toHaveLength(12);
    const tagged = await call("GET", "/v1/memories?tag=five", { key: u.key });
    expect(tagged.body.memories).toHaveLength(5);
    expect((await call("GET", "/v1/memories?cursor=garbage", { key: u.key })).status).toBe(400);
  });
});
