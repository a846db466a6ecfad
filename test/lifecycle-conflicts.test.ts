import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, newUser, remember } from "./helpers";
import { CRON, DAY, importLines, memId, runCron } from "./lifecycle-helpers";
import { openConflictsSql } from "../src/storage/conflicts-store";

describe("conflicts at write time", () => {
  it("two contradicting facts: one open conflict, both sides at 0.5, shown in recall", async () => {
    const u = await newUser("facts");
    const a = (await remember(u.key, { content: "The staging database port is 5432", type: "fact" })).body.memory;
    expect(a.confidence).toBe(0.9);
    const b = await remember(u.key, { content: "The staging database port is 6543", type: "fact" });
    expect(b.status).toBe(201);
    expect(b.body.memory.confidence).toBe(0.5);
    expect((await call("GET", `/v1/memories/${a.id}`, { key: u.key })).body.memory.confidence).toBe(0.5);

    const list = await call("GET", "/v1/conflicts", { key: u.key });
    expect(list.status).toBe(200);
    expect(list.body.conflicts).toHaveLength(1);
    const c = list.body.conflicts[0];
    // The environment is a qualifier of the claim, not part of its subject (staging vs production is a look-alike).
    expect(c).toMatchObject({ kind: "contradiction", status: "open", subject: "database port", reason: "database port: 5432 vs 6543" });
    expect(c.claims).toMatchObject({ left: { value: "5432" }, right: { value: "6543" } });
    expect(b.body.judgment.conflicts).toEqual([expect.objectContaining({ id: c.id, memory_id: a.id })]);
    expect([c.left.id, c.right.id].sort()).toEqual([a.id, b.body.memory.id].sort());
    expect(c.suggestion.keep).toBe(b.body.memory.id); // same source: the newer wins the tie

    const r = await call("POST", "/v1/recall", { key: u.key, body: { query: "staging database port" } });
    const hits = r.body.results.filter((x: any) => [a.id, b.body.memory.id].includes(x.id));
    expect(hits).toHaveLength(2);
    for (const h of hits) {
      expect(h.conflicts).toHaveLength(1);
      expect(h.conflicts[0]).toMatchObject({ id: c.id, kind: "contradiction" });
      expect(h.conflicts[0].other_id).toBe(h.id === a.id ? b.body.memory.id : a.id);
    }
    const h = await call("GET", `/v1/memories/${a.id}/history`, { key: u.key });
    expect(h.body.confidence).toEqual([expect.objectContaining({ from: 0.9, to: 0.5, reason: expect.stringContaining(`conflict ${c.id}`) })]);
  });

  it("agreement, different contexts, and other users are not conflicts", async () => {
    const u = await newUser("ctx");
    const other = await newUser("ctx-other");
    await remember(u.key, { content: "The API host is localhost", type: "fact", tags: ["local"] });
    await remember(u.key, { content: "The API host is api.example.com", type: "fact", tags: ["production"] });
    await remember(u.key, { content: "The cache TTL is 60 seconds", type: "fact" });
    await remember(u.key, { content: "the cache TTL is 60 seconds.", type: "fact", project: "p1" });
    await remember(other.key, { content: "The cache TTL is 5 seconds", type: "fact" });
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);
    expect((await call("GET", "/v1/conflicts", { key: other.key })).body.conflicts).toEqual([]);
  });

  it("a new preference that contradicts an older one is a preference shift; a project memory that departs from a default is an override, not a conflict", async () => {
    const u = await newUser("prefs");
    const old = (await remember(u.key, { content: "Prefer npm over pnpm", type: "preference", source: "ai_inferred" })).body.memory;
    const now = (await remember(u.key, { content: "Prefer pnpm over npm", type: "preference" })).body.memory;
    const g = (await remember(u.key, { content: "The test runner is jest", type: "fact" })).body.memory;
    const written = await remember(u.key, { content: "The test runner is vitest", type: "fact", project: "web" });
    const l = written.body.memory;
    const list = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    const pref = list.find((c: any) => c.kind === "preference_shift");
    expect(pref.suggestion).toEqual({ keep: now.id, reason: "user_stated outranks ai_inferred" });
    expect([pref.left.id, pref.right.id].sort()).toEqual([old.id, now.id].sort());
    // Changed on purpose (issue 12): project vs default used to be flagged as local_vs_global.
    expect(list).toHaveLength(1);
    expect(written.body.judgment.overrides).toEqual([{ memory_id: g.id, reason: expect.stringContaining("overrides the default") }]);
    expect(l.confidence).toBe(0.9);
    const logged = await env.DB.prepare("SELECT data FROM events WHERE kind = 'judgment.override' AND memory_id = ?").bind(l.id).first<{ data: string }>();
    expect(JSON.parse(logged!.data).default).toBe(g.id);
  });
});

describe("conflicts on edit (PATCH), at write time", () => {
  const patch = (key: string, id: string, body: object) => call("PATCH", `/v1/memories/${id}`, { key, body });
  const conflictRows = async (userId: string) => env.DB.prepare("SELECT COUNT(*) AS n FROM conflicts WHERE user_id = ?").bind(userId).first("n");

  it("an edit into a contradiction flags one open conflict in the same write; repeats and further edits do not duplicate it", async () => {
    const u = await newUser("edit-flag");
    const a = (await remember(u.key, { content: "The queue region is eu-west-1", type: "fact" })).body.memory;
    const b = (await remember(u.key, { content: "The queue limit is 10", type: "fact", tags: ["queue"] })).body.memory;

    // A content edit that contradicts nothing: the check runs, finds nothing, and the edit is stored whole.
    const calm = await patch(u.key, b.id, { content: "The queue limit is 20" });
    expect(calm.status).toBe(200);
    expect(calm.body.memory).toMatchObject({ content: "The queue limit is 20", confidence: 0.9, tags: ["queue"] });
    expect((await call("GET", `/v1/memories/${b.id}`, { key: u.key })).body.memory).toMatchObject({ content: "The queue limit is 20", confidence: 0.9, tags: ["queue"] });
    // The edited memory is compared with its new self only: its old text ("limit is 10") is no conflict.
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);

    const edit = await patch(u.key, b.id, { content: "The queue region is us-east-1" });
    expect(edit.status).toBe(200);
    expect(edit.body.memory.confidence).toBe(0.5);
    const list = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    expect(list).toHaveLength(1);
    const c = list[0];
    expect(c).toMatchObject({ kind: "contradiction", status: "open", subject: "queue region" });
    expect([c.left.id, c.right.id].sort()).toEqual([a.id, b.id].sort());
    for (const id of [a.id, b.id]) expect((await call("GET", `/v1/memories/${id}`, { key: u.key })).body.memory.confidence).toBeLessThanOrEqual(0.5);
    const h = await call("GET", `/v1/memories/${b.id}/history`, { key: u.key });
    expect(h.body.confidence).toEqual([expect.objectContaining({ from: 0.9, to: 0.5, reason: expect.stringContaining(`conflict ${c.id}`) })]);

    const r = await call("POST", "/v1/recall", { key: u.key, body: { query: "queue region" } });
    const hits = r.body.results.filter((x: any) => [a.id, b.id].includes(x.id));
    expect(hits).toHaveLength(2);
    for (const hit of hits) {
      expect(hit.conflicts).toEqual([expect.objectContaining({ id: c.id, other_id: hit.id === a.id ? b.id : a.id })]);
    }

    // The same PATCH again, then another contradicting text: still the one open conflict.
    expect((await patch(u.key, b.id, { content: "The queue region is us-east-1" })).status).toBe(200);
    const again = await patch(u.key, b.id, { content: "The queue region is ap-south-1" });
    expect(again.status).toBe(200);
    expect(again.body.memory.confidence).toBe(0.5);
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts.map((x: any) => x.id)).toEqual([c.id]);
    expect(await conflictRows(u.id)).toBe(1);
  });

  it("claims are read from every type, across types", async () => {
    const u = await newUser("edit-type");
    const a = (await remember(u.key, { content: "The build tool is make", type: "fact" })).body.memory;
    const b = (await remember(u.key, { content: "We decided the build tool is bazel", type: "decision" })).body.memory;
    expect(b.confidence).toBe(0.5);
    const list = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    expect(list).toHaveLength(1);
    expect([list[0].left.id, list[0].right.id].sort()).toEqual([a.id, b.id].sort());
  });

  it("a tags-only edit takes the cheap path (no check) even when a contradiction exists; a content edit then flags it", async () => {
    const u = await newUser("edit-tags");
    const t = Date.now() - DAY;
    const ids = [memId(t), memId(t + 1)];
    // Imported lines are not checked at write time: an unflagged contradicting pair.
    await importLines(u.key, [
      { id: ids[0], content: "The cache host is redis-a", type: "fact", created_at: new Date(t).toISOString() },
      { id: ids[1], content: "The cache host is redis-b", type: "fact", created_at: new Date(t + 1).toISOString() },
    ]);
    const tagged = await patch(u.key, ids[1], { tags: ["cache"], pinned: true, metadata: { note: "ops" } });
    expect(tagged.status).toBe(200);
    expect(tagged.body.memory).toMatchObject({ tags: ["cache"], pinned: true, confidence: 0.9 });
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);
    for (const id of ids) expect((await call("GET", `/v1/memories/${id}`, { key: u.key })).body.memory.confidence).toBe(0.9);

    // The pair does contradict: the first edit of the claim's text flags it.
    const reworded = await patch(u.key, ids[1], { content: "The cache host is redis-b." });
    expect(reworded.body.memory).toMatchObject({ tags: ["cache"], pinned: true, confidence: 0.5 });
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toHaveLength(1);
  });

  it("an edit that removes the contradiction leaves the conflict open for the user; a resolved pair is not flagged again", async () => {
    const u = await newUser("edit-unflag");
    const a = (await remember(u.key, { content: "The mail port is 25", type: "fact" })).body.memory;
    const b = (await remember(u.key, { content: "Mail goes through the relay", type: "fact" })).body.memory;
    await patch(u.key, b.id, { content: "The mail port is 587" });
    const [c] = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    expect(c).toMatchObject({ status: "open", subject: "mail port" });

    // No longer a contradiction, but only the user settles a conflict (never auto-resolved).
    expect((await patch(u.key, b.id, { content: "Mail goes through the relay" })).status).toBe(200);
    const open = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    expect(open.map((x: any) => x.id)).toEqual([c.id]);
    expect((await call("GET", `/v1/memories/${a.id}`, { key: u.key })).body.memory.confidence).toBe(0.5);
    await call("POST", `/v1/conflicts/${c.id}/resolve`, { key: u.key, body: { action: "both_valid" } });
    expect((await call("GET", `/v1/memories/${b.id}`, { key: u.key })).body.memory.confidence).toBe(0.9);

    // Resolved stays resolved: the response shows what is stored.
    const back = await patch(u.key, b.id, { content: "The mail port is 465" });
    expect(back.body.memory.confidence).toBe(0.9);
    expect((await call("GET", `/v1/memories/${b.id}`, { key: u.key })).body.memory.confidence).toBe(0.9);
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);
    expect(await conflictRows(u.id)).toBe(1);
  });
});

describe("conflicts in recall", () => {
  it("are shown to the memory's owner, not to a teammate who can see one side", async () => {
    const owner = await newUser("cowner", "acme-cfl");
    const mate = await newUser("cmate", "acme-cfl");
    await call("POST", "/v1/projects", { key: owner.key, body: { name: "shop" } });
    await call("POST", "/v1/projects/shop/members", { key: owner.key, body: { user_id: mate.id } });
    const local = (await remember(owner.key, { content: "The shop API port is 3000", type: "fact", project: "shop" })).body.memory;
    await remember(owner.key, { content: "The shop API port is 8080", type: "fact", scope: "private", project: "shop" });
    const mine = (await call("POST", "/v1/recall", { key: owner.key, body: { query: "shop API port" } })).body.results;
    expect(mine.find((r: any) => r.id === local.id).conflicts).toHaveLength(1);
    expect(mine.find((r: any) => r.id === local.id).conflicts[0].kind).toBe("contradiction");
    const theirs = (await call("POST", "/v1/recall", { key: mate.key, body: { query: "shop API port" } })).body.results;
    expect(theirs.map((r: any) => r.id)).toEqual([local.id]);
    expect(theirs[0].conflicts).toEqual([]);
  });
});

describe("resolving conflicts", () => {
  async function pair(name: string) {
    const u = await newUser(name);
    const a = (await remember(u.key, { content: `The ${name} port is 1000`, type: "fact" })).body.memory;
    const b = (await remember(u.key, { content: `The ${name} port is 2000`, type: "fact", confidence: 0.7 })).body.memory;
    const c = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts[0];
    const left = c.left.id === a.id ? a : b;
    const right = left === a ? b : a;
    return { u, a, b, c, left, right };
  }

  it("keep_left restores its confidence and supersedes the right; the scan does not re-flag it", async () => {
    const { u, c, left, right } = await pair("keep");
    const r = await call("POST", `/v1/conflicts/${c.id}/resolve`, { key: u.key, body: { action: "keep_left", note: "checked" } });
    expect(r.status).toBe(200);
    expect(r.body.conflict).toMatchObject({ status: "resolved", resolution: { action: "keep_left", keep_id: left.id, note: "checked" } });
    const kept = (await call("GET", `/v1/memories/${left.id}`, { key: u.key })).body.memory;
    const dropped = (await call("GET", `/v1/memories/${right.id}`, { key: u.key })).body.memory;
    expect(kept.confidence).toBe(left.id < right.id ? 0.9 : 0.7);
    expect(dropped).toMatchObject({ superseded_by: left.id, confidence: 0.5, archived_at: null });
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);
    expect((await call("GET", "/v1/conflicts?status=resolved", { key: u.key })).body.conflicts).toHaveLength(1);
    // Idempotent for the same action, refused for another.
    expect((await call("POST", `/v1/conflicts/${c.id}/resolve`, { key: u.key, body: { action: "keep_left" } })).status).toBe(200);
    expect((await call("POST", `/v1/conflicts/${c.id}/resolve`, { key: u.key, body: { action: "both_valid" } })).status).toBe(409);
    await runCron(CRON.nightly, Date.now());
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);
    expect((await call("GET", `/v1/memories/${left.id}`, { key: u.key })).body.memory.confidence).toBe(kept.confidence);
  });

  it("both_valid restores both; merge creates a memory that supersedes both", async () => {
    const one = await pair("both");
    await call("POST", `/v1/conflicts/${one.c.id}/resolve`, { key: one.u.key, body: { action: "both_valid" } });
    expect((await call("GET", `/v1/memories/${one.a.id}`, { key: one.u.key })).body.memory.confidence).toBe(0.9);
    expect((await call("GET", `/v1/memories/${one.b.id}`, { key: one.u.key })).body.memory.confidence).toBe(0.7);

    const two = await pair("merge");
    const bad = await call("POST", `/v1/conflicts/${two.c.id}/resolve`, { key: two.u.key, body: { action: "merge" } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.field).toBe("merged_content");
    const m = await call("POST", `/v1/conflicts/${two.c.id}/resolve`, {
      key: two.u.key, body: { action: "merge", merged_content: "The merge port is 1000 locally and 2000 in production" },
    });
    expect(m.status).toBe(200);
    const mergedId = m.body.conflict.resolution.merged_id;
    const merged = (await call("GET", `/v1/memories/${mergedId}`, { key: two.u.key })).body.memory;
    expect(merged).toMatchObject({ supersedes: two.left.id, confidence: 0.9 });
    for (const id of [two.a.id, two.b.id]) {
      expect((await call("GET", `/v1/memories/${id}`, { key: two.u.key })).body.memory.superseded_by).toBe(mergedId);
    }
    expect((await call("GET", "/v1/conflicts", { key: two.u.key })).body.conflicts).toEqual([]);
  });

  it("only the conflict's user can see or resolve it", async () => {
    const { c } = await pair("mine");
    const other = await newUser("notmine");
    expect((await call("POST", `/v1/conflicts/${c.id}/resolve`, { key: other.key, body: { action: "keep_left" } })).status).toBe(404);
  });
});

describe("nightly conflict scan", () => {
  it("flags contradictions that arrived without write-time detection (import), once", async () => {
    const u = await newUser("scan");
    const t = Date.now() - 5 * DAY;
    const ids = [memId(t), memId(t + 1)];
    const imp = await importLines(u.key, [
      { id: ids[0], content: "The deploy region is eu-west-1", type: "fact", created_at: new Date(t).toISOString() },
      { id: ids[1], content: "The deploy region is us-east-1", type: "fact", created_at: new Date(t + 1).toISOString() },
    ]);
    expect(imp.body.created).toBe(2);
    expect((await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts).toEqual([]);
    await runCron(CRON.nightly, Date.now());
    const list = (await call("GET", "/v1/conflicts", { key: u.key })).body.conflicts;
    expect(list).toHaveLength(1);
    expect(list[0].subject).toBe("deploy region");
    for (const id of ids) expect((await call("GET", `/v1/memories/${id}`, { key: u.key })).body.memory.confidence).toBe(0.5);
    await runCron(CRON.nightly, Date.now() + 1000);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM conflicts WHERE user_id = ?").bind(u.id).first("n")).toBe(1);
    const runs = await call("GET", "/v1/admin/jobs?job=conflict-scan", { key: "test-admin-token-at-least-32-characters" });
    expect(runs.body.runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.body.runs[0]).toMatchObject({ job: "conflict-scan", status: "done", cron: CRON.nightly });
  });
});

describe("open conflicts of recall results", () => {
  it("are looked up through the left/right indexes, not by reading every open conflict of the user", async () => {
    // Recall asks this on every query; a plan through conflicts_user_status costs time in proportion
    // to the user's open conflicts (18 ms at 50,000), the left/right indexes in proportion to k.
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${openConflictsSql(10, true)}`)
      .bind(...Array.from({ length: 10 }, (_, i) => `mem_${i}`), "usr_x", ...Array.from({ length: 10 }, (_, i) => `mem_${i}`), "usr_x")
      .all<{ detail: string }>();
    const details = plan.results.map((r) => r.detail).filter((d) => d.startsWith("SEARCH") || d.startsWith("SCAN"));
    expect(details).toEqual([
      expect.stringContaining("USING INDEX conflicts_left"),
      expect.stringContaining("USING INDEX conflicts_right"),
    ]);
  });
});
