import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, recallIds, remember } from "./helpers";

async function confidenceOf(key: string, id: string) {
  const r = await call("GET", `/v1/memories/${id}`, { key });
  return r.body.memory;
}

describe("feedback and usage", () => {
  it("INCORRECT −0.3, CONFIRM +0.1, OUTDATED −0.2 with review, each in the history with its reason", async () => {
    const u = await newUser("fb");
    const m = (await remember(u.key, { content: "Vitest needs pool workers for D1 tests", type: "gotcha" })).body.memory;
    expect(m.confidence).toBe(0.9);

    const bad = await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "INCORRECT", comment: "wrong pool" } });
    expect(bad.status).toBe(200);
    expect(bad.body.memory.confidence).toBeCloseTo(0.6, 10);
    expect(bad.body.change.confidence).toEqual({ from: 0.9, to: expect.closeTo(0.6, 10) });
    expect((await confidenceOf(u.key, m.id)).confidence).toBeCloseTo(0.6, 10);

    await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "CONFIRM" } });
    expect((await confidenceOf(u.key, m.id)).confidence).toBeCloseTo(0.7, 10);

    const old = await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "OUTDATED" } });
    expect(old.body.memory.needs_review).toBe(true);
    const read = await confidenceOf(u.key, m.id);
    expect(read.confidence).toBeCloseTo(0.5, 10);
    expect(read.needs_review).toBe(true);
    expect(read.strength).toBeGreaterThan(0);

    const h = await call("GET", `/v1/memories/${m.id}/history`, { key: u.key });
    expect(h.status).toBe(200);
    expect(h.body.confidence.map((c: any) => [c.from, Math.round(c.to * 100) / 100, c.reason])).toEqual([
      [0.9, 0.6, "feedback INCORRECT"],
      [expect.closeTo(0.6, 10), 0.7, "feedback CONFIRM"],
      [expect.closeTo(0.7, 10), 0.5, "feedback OUTDATED"],
    ]);
    expect(h.body.events.filter((e: any) => e.kind === "memory.feedback")).toHaveLength(3);
  });

  it("ratings move effectiveness by seed 003's rule and low ones count as negative feedback", async () => {
    const u = await newUser("rate");
    const m = (await remember(u.key, { content: "Use wrangler d1 migrations apply --local", type: "pattern" })).body.memory;
    const up = await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "CONFIRM", rating: 9 } });
    expect(up.body.memory.effectiveness).toBe(5.5);
    const mid = await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "CONFIRM", rating: 6 } });
    expect(mid.body.memory.effectiveness).toBe(5.5);
    await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "CONFIRM", rating: 2 } });
    const stored = await env.DB.prepare("SELECT effectiveness, negative_feedback FROM memories WHERE id = ?").bind(m.id).first<any>();
    expect(stored).toEqual({ effectiveness: 5, negative_feedback: 1 });
    const bad = await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "CONFIRM", rating: 11 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe("rating");
    expect((await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "MAYBE" } })).status).toBe(400);
  });

  it("usage: success +0.01, failure by severity, counters and last_used_at", async () => {
    const u = await newUser("use");
    const m = (await remember(u.key, { content: "Retry D1 batches on SQLITE_BUSY", type: "pattern", confidence: 0.8 })).body.memory;
    const ok = await call("POST", `/v1/memories/${m.id}/usage`, { key: u.key, body: { success: true, context: "deploy" } });
    expect(ok.status).toBe(200);
    expect(ok.body.memory.confidence).toBeCloseTo(0.81, 10);
    const fail = await call("POST", `/v1/memories/${m.id}/usage`, { key: u.key, body: { success: false, severity: "HIGH" } });
    expect(fail.body.memory.confidence).toBeCloseTo(0.66, 10);
    const soft = await call("POST", `/v1/memories/${m.id}/usage`, { key: u.key, body: { success: false } });
    expect(soft.body.memory.confidence).toBeCloseTo(0.61, 10);
    const read = await confidenceOf(u.key, m.id);
    expect(read).toMatchObject({ use_count: 3, success_count: 1, failure_count: 2 });
    expect(read.last_used_at).not.toBeNull();
  });

  it("replays an Idempotency-Key instead of applying feedback twice", async () => {
    const u = await newUser("idem");
    const m = (await remember(u.key, { content: "Port 8787 is wrangler's default", type: "gotcha" })).body.memory;
    const headers = { "idempotency-key": "fb-1" };
    await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "INCORRECT" }, headers });
    const again = await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "INCORRECT" }, headers });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect((await confidenceOf(u.key, m.id)).confidence).toBeCloseTo(0.6, 10);
  });
});

describe("who may judge", () => {
  it("a project member may give feedback and usage on a teammate's memory, not forget, pin or restore it", async () => {
    const owner = await newUser("owner", "acme-fb");
    const mate = await newUser("mate", "acme-fb");
    const stranger = await newUser("stranger", "acme-fb");
    await call("POST", "/v1/projects", { key: owner.key, body: { name: "shop" } });
    await call("POST", "/v1/projects/shop/members", { key: owner.key, body: { user_id: mate.id } });
    const m = (await remember(owner.key, { content: "Checkout uses Stripe webhooks", type: "decision", project: "shop" })).body.memory;

    const fb = await call("POST", `/v1/memories/${m.id}/feedback`, { key: mate.key, body: { type: "INCORRECT" } });
    expect(fb.status).toBe(200);
    expect((await confidenceOf(owner.key, m.id)).confidence).toBeCloseTo(0.6, 10);
    expect((await call("POST", `/v1/memories/${m.id}/usage`, { key: mate.key, body: { success: true } })).status).toBe(200);
    const h = await call("GET", `/v1/memories/${m.id}/history`, { key: owner.key });
    expect(h.body.confidence[0].by).toBe(mate.id);

    expect((await call("POST", `/v1/memories/${m.id}/feedback`, { key: mate.key, body: { type: "FORGET" } })).status).toBe(403);
    expect((await call("POST", `/v1/memories/${m.id}/pin`, { key: mate.key })).status).toBe(403);
    expect((await call("POST", `/v1/memories/${m.id}/feedback`, { key: stranger.key, body: { type: "CONFIRM" } })).status).toBe(404);
    expect((await call("GET", `/v1/memories/${m.id}/history`, { key: stranger.key })).status).toBe(404);
    expect((await confidenceOf(owner.key, m.id)).archived_at).toBeNull();
  });
});

describe("archive, not delete", () => {
  it("FORGET archives with an R2 copy and out of recall; restore brings it back", async () => {
    const u = await newUser("forget");
    const m = (await remember(u.key, { content: "The flaky test is test_payment_refund", type: "gotcha" })).body.memory;
    expect(await recallIds(u.key, "flaky payment refund test")).toContain(m.id);

    const f = await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "FORGET", comment: "fixed now" } });
    expect(f.status).toBe(200);
    expect(f.body.archived_at).toEqual(expect.any(String));
    const key = `archive/${u.orgId}/${u.id}/${m.id}.json`;
    const copy = await env.BLOBS.get(key);
    expect(copy).not.toBeNull();
    const saved = JSON.parse(await copy!.text());
    expect(saved).toMatchObject({ id: m.id, content: m.content, confidence: 0.9, archived_at: f.body.archived_at });
    expect(await recallIds(u.key, "flaky payment refund test")).not.toContain(m.id);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM memories WHERE id = ?").bind(m.id).first("n")).toBe(1);
    expect((await call("POST", `/v1/memories/${m.id}/feedback`, { key: u.key, body: { type: "CONFIRM" } })).status).toBe(409);

    const r = await call("POST", `/v1/memories/${m.id}/restore`, { key: u.key });
    expect(r.status).toBe(200);
    expect(r.body.restored).toBe(true);
    expect(r.body.memory.archived_at).toBeNull();
    expect(r.body.memory.confidence).toBe(0.9);
    expect(await recallIds(u.key, "flaky payment refund test")).toContain(m.id);
    expect(await env.BLOBS.get(key)).toBeNull();
    const again = await call("POST", `/v1/memories/${m.id}/restore`, { key: u.key });
    expect(again.body.restored).toBe(false);
  });

  it("DELETE archives the same way (R2 copy), and restore refuses a live duplicate", async () => {
    const u = await newUser("del");
    const m = (await remember(u.key, { content: "Deploys freeze on Fridays", type: "decision" })).body.memory;
    expect((await call("DELETE", `/v1/memories/${m.id}`, { key: u.key })).status).toBe(200);
    expect(await env.BLOBS.head(`archive/${u.orgId}/${u.id}/${m.id}.json`)).not.toBeNull();
    const twin = await remember(u.key, { content: "Deploys freeze on Fridays", type: "decision" });
    expect(twin.status).toBe(201);
    const r = await call("POST", `/v1/memories/${m.id}/restore`, { key: u.key });
    expect(r.status).toBe(409);
    expect(r.body.error.details.id).toBe(twin.body.memory.id);
  });

  it("pin and unpin, owner only; pinned memories have strength 1", async () => {
    const u = await newUser("pin");
    const m = (await remember(u.key, { content: "Status: migrating auth to OAuth", type: "status", importance: 0 })).body.memory;
    const p = await call("POST", `/v1/memories/${m.id}/pin`, { key: u.key });
    expect(p.body.memory).toMatchObject({ pinned: true, strength: 1 });
    const un = await call("POST", `/v1/memories/${m.id}/unpin`, { key: u.key });
    expect(un.body.memory.pinned).toBe(false);
    const h = await call("GET", `/v1/memories/${m.id}/history`, { key: u.key });
    expect(h.body.events.map((e: any) => e.kind)).toEqual(["memory.pinned", "memory.unpinned"]);
  });
});
