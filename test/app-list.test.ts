/**
 * The list behind the dashboard (GET /v1/memories): one keyset page merged from the own, project
 * and team branches (storage/memories-store.ts) must equal what the visibility rules allow, in id
 * order, across page boundaries, both directions.
 */
import { describe, expect, it } from "vitest";
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
  it("interleaves own, project and team memories in id order across pages, and sees nothing else", { timeout: 30_000 }, async () => {
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
