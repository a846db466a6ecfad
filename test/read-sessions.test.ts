/**
 * Read sessions (docs/scaling.md "Reads"): requests read through a D1 session, writes commit through
 * one on the primary, and the newest bookmark travels in `x-engram-bookmark` so a client's next
 * request reads at least what it wrote. Local D1 (workerd) implements `withSession` and bookmarks in
 * this wrangler / vitest-pool-workers version, which the first case checks.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";

const HEADER = "x-engram-bookmark";
const BOOKMARK = /^DB:[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

describe("read sessions and x-engram-bookmark", () => {
  it("local D1 has the Sessions API: a session's bookmark advances with a write", async () => {
    expect(typeof env.DB.withSession).toBe("function");
    const s = env.DB.withSession("first-primary");
    await s.prepare("SELECT 1").first();
    const before = s.getBookmark();
    expect(before).toMatch(/^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/);
    await newUser("session-probe");
    const after = env.DB.withSession(before!);
    await after.prepare("SELECT 1").first();
    expect(after.getBookmark()! > before!).toBe(true);
  });

  it("a read returns a bookmark; a write returns the commit's, and the next read with it sees the write", async () => {
    const u = await newUser("bookmarked");
    const first = await call("GET", "/v1/memories", { key: u.key });
    expect(first.status).toBe(200);
    expect(first.headers.get(HEADER)).toMatch(BOOKMARK);
    const w = await remember(u.key, { content: "Bookmarks make reads follow writes", type: "fact" });
    expect(w.status).toBe(201);
    const written = w.headers.get(HEADER)!;
    expect(written).toMatch(BOOKMARK);
    expect(written > first.headers.get(HEADER)!).toBe(true); // the commit is later than the earlier read
    const next = await call("GET", "/v1/memories", { key: u.key, headers: { [HEADER]: written } });
    expect(next.status).toBe(200);
    expect(next.body.memories.map((m: { id: string }) => m.id)).toEqual([w.body.memory.id]);
    expect(next.headers.get(HEADER)! >= written).toBe(true);
    const recall = await call("POST", "/v1/recall", { key: u.key, body: { query: "bookmarks reads writes" }, headers: { [HEADER]: written } });
    expect(recall.status).toBe(200);
    expect(recall.body.results.map((r: { id: string }) => r.id)).toContain(w.body.memory.id);
  });

  it.each([
    ["not a bookmark", "garbage"],
    ["a bare D1 bookmark", "00000000-00000010-00000000-00000000000000000000000000000000"],
    ["an unbound database", "DB_7:00000000-00000010-00000000-00000000000000000000000000000000"],
    ["SQL", "DB:'; DROP TABLE memories; --"],
    ["too long", `DB:${"0".repeat(500)}`],
  ])("refuses %s with 400 naming the header, before reading or writing", async (_what, value) => {
    const u = await newUser("bad-bookmark");
    for (const res of [
      await call("GET", "/v1/memories", { key: u.key, headers: { [HEADER]: value } }),
      await call("POST", "/v1/memories", { key: u.key, body: { content: "never stored", type: "fact" }, headers: { [HEADER]: value } }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.details.field).toBe(HEADER);
    }
    expect((await call("GET", "/v1/memories", { key: u.key })).body.memories).toEqual([]);
  });
});
