/** The end-to-end scenarios, over HTTP through the worker's fetch only. */
import { describe, expect, it } from "vitest";
import { ADMIN, call, newUser, remember } from "./helpers";
import { DAY, importLines } from "./lifecycle-helpers";

describe("lifecycle end to end", () => {
  it("decay by the nightly job, INCORRECT −0.3, FORGET and restore, a contradiction flagged and shown in recall", async () => {
    const u = await newUser("e2e");
    const lastUsed = new Date(Date.now() - 100 * DAY).toISOString();
    const imp = await importLines(u.key, [
      { content: "Wrangler dev needs --local without an API token", type: "gotcha", confidence: 0.9, last_used_at: lastUsed, created_at: lastUsed },
      { content: "We chose Hono because it runs everywhere", type: "decision", confidence: 0.9, last_used_at: lastUsed, created_at: lastUsed },
    ]);
    expect(imp.status).toBe(200);
    const [decaying, anchored] = imp.body.results.map((r: any) => r.id);

    const run = await call("POST", "/v1/admin/jobs/nightly/run", { key: ADMIN });
    expect(run.status).toBe(200);
    expect(run.body.runs.map((r: any) => [r.job, r.status])).toEqual([["decay", "done"], ["conflict-scan", "done"], ["consolidation", "done"], ["swarm", "done"], ["backup", "done"]]);
    const get = async (id: string) => (await call("GET", `/v1/memories/${id}`, { key: u.key })).body.memory;
    expect((await get(decaying)).confidence).toBeCloseTo(0.9 * 0.995 ** 70, 10);
    expect((await get(anchored)).confidence).toBe(0.9);
    expect((await get(anchored)).strength).toBe(1);
    const jobs = await call("GET", "/v1/admin/jobs?job=decay", { key: ADMIN });
    expect(jobs.body.runs[0]).toMatchObject({ job: "decay", status: "done" });
    expect((await call("GET", "/v1/admin/jobs", { key: u.key })).status).toBe(401);

    const wrong = await call("POST", `/v1/memories/${anchored}/feedback`, { key: u.key, body: { type: "INCORRECT" } });
    expect(wrong.body.memory.confidence).toBeCloseTo(0.6, 10);

    await call("POST", `/v1/memories/${anchored}/feedback`, { key: u.key, body: { type: "FORGET" } });
    expect((await get(anchored)).archived_at).not.toBeNull();
    const hidden = await call("POST", "/v1/recall", { key: u.key, body: { query: "why Hono" } });
    expect(hidden.body.results.map((r: any) => r.id)).not.toContain(anchored);
    await call("POST", `/v1/memories/${anchored}/restore`, { key: u.key });
    const back = await call("POST", "/v1/recall", { key: u.key, body: { query: "why Hono" } });
    expect(back.body.results.map((r: any) => r.id)).toContain(anchored);

    const a = (await remember(u.key, { content: "The production region is eu-west-1", type: "fact" })).body.memory;
    const b = (await remember(u.key, { content: "The production region is us-east-1", type: "fact" })).body.memory;
    const open = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    expect(open).toHaveLength(1);
    expect((await get(a.id)).confidence).toBe(0.5);
    expect((await get(b.id)).confidence).toBe(0.5);
    const rec = await call("POST", "/v1/recall", { key: u.key, body: { query: "production region" } });
    const shown = rec.body.results.filter((r: any) => r.id === a.id || r.id === b.id);
    expect(shown).toHaveLength(2);
    expect(shown.every((r: any) => r.conflicts.length === 1 && r.conflicts[0].id === open[0].id)).toBe(true);

    const hist = await call("GET", `/v1/memories/${anchored}/history`, { key: u.key });
    expect(hist.body.confidence.map((c: any) => c.reason)).toEqual(["feedback INCORRECT"]);
    expect(hist.body.events.map((e: any) => e.kind)).toEqual(["memory.feedback", "confidence.changed", "memory.feedback", "memory.archived", "memory.restored"]);
  });

  it("documents the lifecycle routes in /openapi.json", async () => {
    const doc = (await call("GET", "/openapi.json")).body;
    for (const path of [
      "/v1/memories/{id}/feedback", "/v1/memories/{id}/usage", "/v1/memories/{id}/pin", "/v1/memories/{id}/unpin",
      "/v1/memories/{id}/restore", "/v1/memories/{id}/history", "/v1/conflicts", "/v1/conflicts/{id}/resolve",
      "/v1/export", "/v1/import", "/v1/admin/jobs", "/v1/admin/jobs/{name}/run",
    ]) expect(doc.paths[path], path).toBeDefined();
  });
});
