/**
 * The directory cache (docs/scaling.md) on N = 4: requests route reads by a per-isolate cached
 * placement, a move in this isolate drops it, and a stale entry (another isolate's move) never lets a
 * write past the move's barrier or into the old database — the writer reads the directory itself.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cachePlacement } from "../src/storage/databases";
import { setPlacement } from "../src/storage/directory-store";
import { call, newUser, remember } from "./helpers";
import { memoriesIn, move } from "./sharding-helpers";

const listed = async (key: string) => (await call("GET", "/v1/memories?limit=200", { key })).body.memories.map((m: { id: string }) => m.id);
const LONG = 60_000;

describe("the directory cache", () => {
  it("routes reads by the cached placement, and a move in this isolate drops it", async () => {
    const u = await newUser("cached", "cache-org-1");
    await move(u.orgId, "DB_1");
    const id = (await remember(u.key, { content: "Cache test memory on shard one", type: "fact" })).body.memory.id;
    // A cached placement that says DB_3 (wrong on purpose): reads follow it, so the cache is what routes them.
    cachePlacement(u.orgId, { database: "DB_3", state: "active" }, LONG);
    expect(await listed(u.key)).toEqual([]);
    cachePlacement(u.orgId, { database: "DB_1", state: "active" }, LONG);
    expect(await listed(u.key)).toEqual([id]);
    // The move forgets the entry: the very next read finds the memory on DB_2, though DB_1 is emptied.
    await move(u.orgId, "DB_2");
    expect(await memoriesIn("DB_1", u.orgId)).toBe(0);
    expect(await listed(u.key)).toEqual([id]);
  });

  it("a stale entry never sends a write past a move's barrier or to the old database", async () => {
    const u = await newUser("stale", "cache-org-2");
    await move(u.orgId, "DB_1");
    expect((await remember(u.key, { content: "The billing export runs nightly at two", type: "fact" })).status).toBe(201);
    // Another isolate marks the organization moving: this isolate's cache still says DB_1, active.
    cachePlacement(u.orgId, { database: "DB_1", state: "active" }, LONG);
    await setPlacement(env.DB, u.orgId, { database: "DB_1", state: "moving" }, Date.now());
    const during = await remember(u.key, { content: "Kafka retention is seven days", type: "fact" });
    expect(during.status).toBe(503);
    expect(Number(during.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await listed(u.key)).toHaveLength(1); // reads go on
    // That isolate flips the directory to DB_2 (the rows copied): the stale entry still says DB_1.
    await setPlacement(env.DB, u.orgId, { database: "DB_1", state: "active" }, Date.now());
    await move(u.orgId, "DB_2");
    cachePlacement(u.orgId, { database: "DB_1", state: "active" }, LONG);
    const after = await remember(u.key, { content: "The staging cluster lives in Frankfurt", type: "fact" });
    expect(after.status).toBe(201);
    expect(await memoriesIn("DB_2", u.orgId)).toBe(2);
    expect(await memoriesIn("DB_1", u.orgId)).toBe(0);
  });
});
