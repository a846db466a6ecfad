/**
 * The operator's usage figures with four databases bound: a user's memories live on their
 * organization's database, so the console's counts are summed over every database, not read from the
 * primary alone (docs/scaling.md).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN, call, newUser, remember } from "./helpers";
import { SHARDS, memoriesIn, move, type Shard } from "./sharding-helpers";

// Distinct facts (near-identical texts would be merged as duplicates at write time).
const FACTS = [
  "The billing export runs nightly at two", "Kafka retention is seven days", "The staging cluster lives in Frankfurt",
  "Deploys need two approvals", "The search API limits clients to twenty requests per second", "Logs are kept for ninety days",
];

const users: { shard: Shard; id: string; key: string; orgId: string; live: number }[] = [];

beforeAll(async () => {
  for (const [i, shard] of SHARDS.entries()) {
    const u = await newUser(`usage-${shard}`, `usage-org-${shard}`);
    await move(u.orgId, shard);
    // A different number per database (2, 3, 4, 5), one of them team-scoped, plus one archived.
    const live = i + 2;
    for (let k = 0; k < live; k++) {
      expect((await remember(u.key, { content: `${FACTS[k]} (${shard})`, type: "fact", scope: k === 0 ? "team" : "private" })).status).toBe(201);
    }
    const gone = await remember(u.key, { content: `${FACTS[5]} (${shard})`, type: "fact", scope: "private" });
    expect((await call("DELETE", `/v1/memories/${gone.body.memory.id}`, { key: u.key })).status).toBe(200);
    users.push({ shard, ...u, live });
  }
});

describe("operator usage across databases", () => {
  it("the user list counts each user's live memories on whichever database holds them", async () => {
    for (const u of users) expect(await memoriesIn(u.shard, u.orgId)).toBe(u.live + 1);
    const res = await call("GET", "/v1/admin/users?q=usage-&limit=50", { key: ADMIN });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.users.map((row: { id: string; live_memories: number }) => [row.id, row.live_memories]));
    for (const u of users) expect(byId.get(u.id), u.shard).toBe(u.live);
  });

  it("one user's usage sums memories per scope and the last write over every database", async () => {
    for (const u of users) {
      const res = await call("GET", `/v1/admin/users/${u.id}`, { key: ADMIN });
      expect(res.status).toBe(200);
      expect(res.body.usage.memories, u.shard).toEqual({ team: { live: 1, archived: 0 }, private: { live: u.live - 1, archived: 1 } });
      expect(res.body.usage.last_write_at, u.shard).not.toBeNull();
      expect(res.body.usage.keys).toEqual({ active: 1, revoked: 0 });
    }
  });

  it("after a move the figures follow the data and are not counted twice", async () => {
    const u = users.find((x) => x.shard === "DB_3")!;
    await move(u.orgId, "DB_1");
    const res = await call("GET", `/v1/admin/users/${u.id}`, { key: ADMIN });
    expect(res.body.usage.memories).toEqual({ team: { live: 1, archived: 0 }, private: { live: u.live - 1, archived: 1 } });
    const list = await call("GET", `/v1/admin/users?q=${u.id}`, { key: ADMIN });
    expect(list.body.users.map((row: { live_memories: number }) => row.live_memories)).toEqual([u.live]);
  });
});
