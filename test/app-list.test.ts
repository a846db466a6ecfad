/**
 * The list behind the dashboard (GET /v1/memories): one keyset page merged from the own, project
 * and team branches (storage/memories-store.ts) must equal what the visibility rules allow, in id
 * order, across page boundaries, both directions.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { renderSql } from "../src/storage/db";
import { listPageIdsSql, type VisibleListQuery } from "../src/storage/memories-store";
import { call, newUser, remember } from "./helpers";

async function allPages(key: string, query: string, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const res: { status: number; body: any } = await call("GET", `/v1/memories?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ""}`, { key });
    expect(res.status).toBe(200);
    ids.push(...res.body.memories.map((m: { id: string }) => m.id));
    cursor = res.body.next_cursor;
    if (!cursor) break;
  }
  return ids;
}

describe("the merged keyset list", () => {
  it("interleaves own, project and team memories in id order across pages, and sees nothing else", async () => {
    const a = await newUser("list-a", "list-org");
    const b = await newUser("list-b", "list-org");
    const outsider = await newUser("list-c", "other-org");
    await call("POST", "/v1/projects", { key: b.key, body: { name: "shared" } });
    await call("POST", "/v1/projects/shared/members", { key: b.key, body: { user_id: a.id } });
    await call("POST", "/v1/projects", { key: b.key, body: { name: "closed" } });

    const visible: string[] = [];
    const hidden: string[] = [];
    for (let i = 0; i < 6; i++) {
      visible.push((await remember(a.key, { content: `own note ${i}`, type: "fact", scope: "private" })).body.memory.id);
      visible.push((await remember(b.key, { content: `team note ${i}`, type: "fact", scope: "team" })).body.memory.id);
      visible.push((await remember(b.key, { content: `shared project note ${i}`, type: "fact", scope: "project", project: "shared" })).body.memory.id);
      hidden.push((await remember(b.key, { content: `b private ${i}`, type: "fact", scope: "private" })).body.memory.id);
      hidden.push((await remember(b.key, { content: `closed project ${i}`, type: "fact", scope: "project", project: "closed" })).body.memory.id);
      hidden.push((await remember(outsider.key, { content: `outsider team ${i}`, type: "fact", scope: "team" })).body.memory.id);
    }
    const newest = [...visible].sort().reverse();
    expect(await allPages(a.key, "", 4)).toEqual(newest);
    expect(await allPages(a.key, "&order=oldest", 5)).toEqual([...newest].reverse());
    expect(await allPages(a.key, "&scope=team", 4)).toEqual(newest.filter((id) => visible.indexOf(id) % 3 === 1));
    const seen = new Set(await allPages(a.key, "&include_archived=true", 7));
    for (const id of hidden) expect(seen.has(id)).toBe(false);
  });
});

describe("the list's query plan", () => {
  // Each branch must walk an index bounded by the caller (their rows, their organization's team
  // rows, a project's rows): an index over every user's rows (memories_tier_live, the primary key)
  // would make a page cost in proportion to the whole database once the cursor passes a branch's rows.
  const bounded = /USING (COVERING )?INDEX (memories_owner|memories_user_type|memories_org_scope|memories_project|memories_dedupe|memories_occurred) \((user_id|org_id|project_id)=/;
  const cases: Array<[string, Partial<VisibleListQuery>]> = [
    ["browse", {}],
    ["next page", { beforeId: "mem_01ABCDEFGHJKMNPQRSTVWXYZ00" }],
    ["oldest first", { oldestFirst: true, beforeId: "mem_01ABCDEFGHJKMNPQRSTVWXYZ00" }],
    ["tier", { tiers: ["ltm"], beforeId: "mem_01ABCDEFGHJKMNPQRSTVWXYZ00" }],
    ["type", { types: ["gotcha"], beforeId: "mem_01ABCDEFGHJKMNPQRSTVWXYZ00" }],
    ["review and dates", { needsReview: true, since: 1, until: 2 }],
    ["archived only", { archivedOnly: true }],
    ["with archived", { includeArchived: true }],
    ["tag", { tag: "infra" }],
  ];
  for (const [name, q] of cases) {
    it(`${name}: every branch through an index bounded by user, organization or project`, async () => {
      const { sql, params } = renderSql(listPageIdsSql(env.DB, { userId: "usr_x", orgId: "org_x", name: "x" }, { limit: 51, ...q }));
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`).bind(...params).all<{ detail: string }>();
      const onMemories = plan.results.map((r) => r.detail).filter((d) => /^(SEARCH|SCAN) m\b/.test(d));
      expect(onMemories.length, JSON.stringify(plan.results)).toBeGreaterThanOrEqual(3);
      for (const d of onMemories) expect(d).toMatch(bounded);
    });
  }
});
