import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";
import { DAY, importLines, iso } from "./lifecycle-helpers";

describe("stats", () => {
  it("counts, storage and seed-000 rates over the caller's own memories", async () => {
    const u = await newUser("stats");
    const other = await newUser("stats-other");
    await remember(other.key, { content: "not mine", type: "pattern" });
    const p = (await remember(u.key, { content: "Use zod at the edge", type: "pattern", session_id: "s1" })).body.memory;
    await remember(u.key, { content: "Never trust client ids", type: "gotcha", session_id: "s1" });
    await remember(u.key, { content: "raw turn", type: "episode", session_id: "s2" });
    await remember(u.key, { content: "Prefer tabs for indentation", type: "preference" });
    await importLines(u.key, [{ content: "stale one", type: "status", importance: 0, created_at: iso(Date.now() - 90 * DAY) }]);
    const gone = (await remember(u.key, { content: "to archive", type: "status" })).body.memory;
    await call("DELETE", `/v1/memories/${gone.id}`, { key: u.key });
    await call("POST", `/v1/memories/${p.id}/usage`, { key: u.key, body: { success: true } });
    await call("POST", `/v1/memories/${p.id}/usage`, { key: u.key, body: { success: false } });

    const s = (await call("GET", "/v1/stats", { key: u.key })).body;
    expect(s.memories).toMatchObject({ live: 5, archived: 1, by_type: { pattern: 1, gotcha: 1, episode: 1, preference: 1, status: 1 } });
    expect(s.memories.by_scope).toMatchObject({ global: 3, private: 2 });
    expect(s.storage.text_bytes).toBeGreaterThan(50);
    expect(s.usage_success_rate).toBe(0.5);
    expect(s.pattern_hit_rate).toBe(1);
    expect(s.gotcha_prevention_rate).toBeNull();
    expect(s.stale_share).toBe(0.2);
    expect(s.learnings_per_session).toBe(1); // 2 non-episode learnings over 2 sessions
    expect(s.conflicts).toEqual({ open: 0, resolved: 0 });
  });

  it("counts the caller's open and resolved conflicts, not other users'", async () => {
    const u = await newUser("stats-conflicts");
    const other = await newUser("stats-conflicts-other");
    for (const key of [u.key, other.key]) {
      await remember(key, { content: "The staging database port is 5432", type: "fact" });
      await remember(key, { content: "The staging database port is 6543", type: "fact" });
    }
    await remember(u.key, { content: "The billing service timeout is 30 seconds", type: "fact" });
    await remember(u.key, { content: "The billing service timeout is 90 seconds", type: "fact" });
    await remember(u.key, { content: "The search cluster has 3 replicas", type: "fact" });
    await remember(u.key, { content: "The search cluster has 5 replicas", type: "fact" });
    const open = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    expect(open).toHaveLength(3);
    const resolved = await call("POST", `/v1/conflicts/${open[0].id}/resolve`, { key: u.key, body: { action: "both_valid", note: "different services" } });
    expect(resolved.status).toBe(200);
    const s = (await call("GET", "/v1/stats", { key: u.key })).body;
    expect(s.conflicts).toEqual({ open: 2, resolved: 1 });
  });
});
