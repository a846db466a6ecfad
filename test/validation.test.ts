import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser } from "./helpers";

// The user's own rows: a refused write is the user's, and other files' rows (this file shares a
// runtime and its storage with them, test/shared-runtime-files.ts) must not move the count.
const rows = async (userId: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM memories WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;

function expectEnvelope(res: { status: number; body: any }, status: number, code: string, field?: string) {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body)).toEqual(["error"]);
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe("string");
  if (field) {
    expect(res.body.error.details.field).toBe(field);
    expect(res.body.error.message).toContain(field);
  }
}

describe("bad input gets a clear 4xx and stores nothing", () => {
  it("malformed JSON → 400 invalid_json", async () => {
    const u = await newUser();
    const before = await rows(u.id);
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, raw: '{"content": "x",' }), 400, "invalid_json");
    expectEnvelope(await call("POST", "/v1/memories/batch", { key: u.key, raw: "" }), 400, "invalid_json");
    expect(await rows(u.id)).toBe(before);
  });

  it("wrong types name the failing field", async () => {
    const u = await newUser();
    const before = await rows(u.id);
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: 42 } }), 400, "validation_failed", "content");
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "x", type: "rumour" } }), 400, "validation_failed", "type");
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "x", occurred_at: "last tuesday" } }), 400, "validation_failed", "occurred_at");
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "x", importance: 7 } }), 400, "validation_failed", "importance");
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "   " } }), 400, "validation_failed", "content");
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: [] }), 400, "validation_failed");
    expectEnvelope(
      await call("POST", "/v1/memories/batch", { key: u.key, body: { memories: [{ content: "ok" }, { content: "ok2", tags: "nope" }] } }),
      400, "validation_failed", "memories.1.tags",
    );
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "x", scope: "project" } }), 400, "validation_failed", "project");
    expectEnvelope(await call("POST", "/v1/recall", { key: u.key, body: { query: "x", k: 1000 } }), 400, "validation_failed", "k");
    expectEnvelope(await call("POST", "/v1/recall", { key: u.key, body: {} }), 400, "validation_failed", "query");
    expectEnvelope(await call("GET", "/v1/memories?limit=0", { key: u.key }), 400, "validation_failed", "limit");
    expect(await rows(u.id)).toBe(before);
  });

  it("oversize content and oversize batches → 413, nothing stored (not even the valid items)", async () => {
    const u = await newUser();
    const before = await rows(u.id);
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "é".repeat(4097) } }), 413, "payload_too_large", "content");
    const big = Array.from({ length: 101 }, (_, i) => ({ content: `m${i}` }));
    expectEnvelope(await call("POST", "/v1/memories/batch", { key: u.key, body: { memories: big } }), 413, "payload_too_large", "memories");
    const mixed = [{ content: "fine" }, { content: "x".repeat(9000) }];
    expectEnvelope(await call("POST", "/v1/memories/batch", { key: u.key, body: { memories: mixed } }), 413, "payload_too_large", "memories.1.content");
    expect(await rows(u.id)).toBe(before);
    // At the limit is fine.
    expect((await call("POST", "/v1/memories", { key: u.key, body: { content: "a".repeat(8192) } })).status).toBe(201);
  });

  it("wrong content type → 415; unknown route → 404 envelope", async () => {
    const u = await newUser();
    expectEnvelope(
      await call("POST", "/v1/memories", { key: u.key, raw: "content=x", headers: { "content-type": "application/x-www-form-urlencoded" } }),
      415, "unsupported_media_type",
    );
    expectEnvelope(await call("GET", "/v1/nothing-here", { key: u.key }), 404, "not_found");
  });

  it("a vector from another model or dimension is refused, never compared", async () => {
    const u = await newUser();
    const before = await rows(u.id);
    const wrongModel = { model: "text-embedding-3-small", vector: Array(256).fill(0.1) };
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "x", embedding: wrongModel } }), 422, "embedding_mismatch", "embedding.model");
    const wrongDim = { model: "engram-hashing-v1", vector: Array(255).fill(0.1) };
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "x", embedding: wrongDim } }), 422, "embedding_mismatch", "embedding.vector");
    expectEnvelope(await call("POST", "/v1/recall", { key: u.key, body: { query: "x", embedding: wrongModel } }), 422, "embedding_mismatch", "embedding.model");
    const declared = { model: "engram-hashing-v1", dimension: 256, vector: [1, 2] };
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, body: { content: "x", embedding: declared } }), 400, "validation_failed", "embedding.dimension");
    expect(await rows(u.id)).toBe(before);
  });

  it("admin user creation validates its body and requires the admin token", async () => {
    expectEnvelope(await call("POST", "/v1/admin/users", { key: "test-admin-token-at-least-32-characters", body: { name: "" } }), 400, "validation_failed", "name");
    expectEnvelope(await call("POST", "/v1/admin/users", { body: { name: "x" } }), 401, "unauthorized");
    expectEnvelope(await call("POST", "/v1/admin/users", { key: "wrong", body: { name: "x" } }), 401, "unauthorized");
  });

  it("text that no storage keeps is refused, not stored as U+FFFD (found by test/fuzz-api.test.ts)", async () => {
    const u = await newUser();
    const before = await rows(u.id);
    expectEnvelope(await call("POST", "/v1/memories", { key: u.key, raw: '{"content":"a\\ud800b"}' }), 400, "validation_failed", "content");
    expectEnvelope(await call("POST", "/v1/memories/batch", { key: u.key, raw: '{"memories":[{"content":"ok","tags":["\\udfff"]}]}' }), 400, "validation_failed", "memories.0.tags.0");
    const bytes = new Uint8Array([...new TextEncoder().encode('{"content":"a'), 0xff, 0xfe, ...new TextEncoder().encode('b"}')]);
    const { exports } = await import("cloudflare:workers");
    const res = await (exports as any).default.fetch(new Request("http://engram.test/v1/memories", {
      method: "POST", headers: { authorization: `Bearer ${u.key}`, "content-type": "application/json" }, body: bytes,
    }));
    expectEnvelope({ status: res.status, body: await res.json() }, 400, "invalid_json");
    const mcp = await call("POST", "/mcp", {
      key: u.key, headers: { accept: "application/json, text/event-stream" },
      raw: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"remember","arguments":{"content":"a\\ud800b"}}}',
    });
    expectEnvelope(mcp, 400, "validation_failed", "params.arguments.content");
    expect(await rows(u.id)).toBe(before);
  });

  it("path parameters are named in errors and never 500 (found by test/fuzz-api.test.ts)", async () => {
    const u = await newUser();
    const long = await call("GET", `/v1/memories/${"x".repeat(65)}`, { key: u.key });
    expectEnvelope(long, 400, "validation_failed", "id");
    expect(long.body.error.details.in).toBe("path");
    expectEnvelope(await call("POST", "/v1/projects/%25/members", { key: u.key, body: { user_id: "x" } }), 400, "validation_failed", "name");
    expectEnvelope(await call("DELETE", `/v1/memories/mem_x?reason=${"r".repeat(501)}`, { key: u.key }), 400, "validation_failed", "reason");
    // D1 refuses LIKE patterns over 50 bytes; entity search must not use one.
    expect((await call("GET", `/v1/graph/entities?query=${encodeURIComponent("語".repeat(60))}`, { key: u.key })).status).toBe(200);
  });
});
