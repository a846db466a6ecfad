/**
 * Issue 18, finding 1: one user's data must not break anything for others. JSON fields have depth
 * and size limits named in the error envelope, and per-user jobs skip (and record) a user whose
 * stored data makes their step throw instead of aborting the run.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { buildDeps } from "../src/config";
import { runJob } from "../src/jobs/runner";
import { conflictScanJob } from "../src/lifecycle/jobs/conflict-scan";
import { call, newUser, remember } from "./helpers";
import { DAY, importLines, memId } from "./lifecycle-helpers";

const nested = (depth: number): Record<string, unknown> => {
  let v: Record<string, unknown> = { leaf: true };
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
};

describe("JSON field limits (issue 18, finding 1)", () => {
  it("refuses metadata nested 1,000 levels deep with the field named, on create, batch and edit", async () => {
    const u = await newUser("deep");
    const one = await call("POST", "/v1/memories", { key: u.key, body: { content: "deep metadata", metadata: nested(1000) } });
    expect(one.status).toBe(400);
    expect(one.body.error).toMatchObject({ code: "validation_failed", details: { field: "metadata" } });
    expect(one.body.error.message).toMatch(/^metadata: .*20 levels/);

    const batch = await call("POST", "/v1/memories/batch", { key: u.key, body: { memories: [{ content: "ok" }, { content: "deep", metadata: nested(21) }] } });
    expect(batch.status).toBe(400);
    expect(batch.body.error.details.field).toBe("memories.1.metadata");

    const ok = await remember(u.key, { content: "shallow metadata", metadata: nested(20) });
    expect(ok.status).toBe(201);
    const edit = await call("PATCH", `/v1/memories/${ok.body.memory.id}`, { key: u.key, body: { metadata: nested(1000) } });
    expect(edit.status).toBe(400);
    expect(edit.body.error.details.field).toBe("metadata");
    expect((await call("GET", `/v1/memories/${ok.body.memory.id}`, { key: u.key })).body.memory.metadata).toEqual(nested(20));
  });
});

describe("per-user isolation in jobs (issue 18, finding 1)", () => {
  it("the conflict scan records a poisoned user, skips them, and still flags the others", async () => {
    // Poisoned first in id order, so the scan meets them before the healthy user in the same step.
    const bad = await newUser("poisoned");
    const good = await newUser("healthy");
    const poisoned = await remember(bad.key, { content: "An insight with metadata", type: "insight" });
    // A row that predates the input limits: unreadable JSON (D1's json_extract says "malformed JSON",
    // the judgment scan's JSON.parse "Unexpected end of JSON input").
    await env.DB.prepare("UPDATE memories SET metadata = ? WHERE id = ?").bind('{"subject": [', poisoned.body.memory.id).run();

    const t = Date.now() - 5 * DAY;
    const ids = [memId(t), memId(t + 1)];
    const imp = await importLines(good.key, [
      { id: ids[0], content: "The deploy region is eu-west-1", type: "fact", created_at: new Date(t).toISOString() },
      { id: ids[1], content: "The deploy region is us-east-1", type: "fact", created_at: new Date(t + 1).toISOString() },
    ]);
    expect(imp.body.created).toBe(2);

    const run = await runJob(buildDeps(env as Env), conflictScanJob);
    expect(run.status).toBe("done");
    expect(run.detail.failed_users).toEqual([expect.objectContaining({ user_id: bad.id, error: expect.stringMatching(/JSON/) })]);
    expect((await call("GET", "/v1/conflicts", { key: good.key })).body.conflicts).toHaveLength(1);
    const recorded = await call("GET", "/v1/admin/jobs?job=conflict-scan", { key: "test-admin-token-at-least-32-characters" });
    expect(recorded.body.runs[0].detail.failed_users[0].user_id).toBe(bad.id);
  });
});
