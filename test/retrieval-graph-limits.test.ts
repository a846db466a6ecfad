/**
 * The graph step at D1's limits: whatever the number of seed and second-hop entities, every
 * statement stays within 100 bound parameters and compound SELECTs of at most 5 terms (the local
 * simulator rejects more, as D1 does). A failure here used to hide as `degraded: ["graph"]`.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { graphCandidates, MAX_COMPOUND_TERMS } from "../src/retrieval/graph";
import { call, newUser } from "./helpers";

describe("graph candidates at D1's limits", () => {
  it("reaches memories through more than 5 second-hop entities in one call", async () => {
    const user = `graph-direct-${crypto.randomUUID()}`;
    const now = Date.now();
    const entity = (id: string) =>
      env.DB.prepare("INSERT INTO entities (id, org_id, user_id, name, normalized, type, created_at, updated_at) VALUES (?, 'o', ?, ?, ?, 'component', ?, ?)")
        .bind(id, user, id, id.toLowerCase(), now, now);
    const edge = (m: string, e: string) => env.DB.prepare("INSERT INTO memory_entities (memory_id, entity_id, weight) VALUES (?, ?, 1)").bind(m, e);
    const hubs = Array.from({ length: 12 }, (_, i) => `${user}-hop2-${i}`);
    const seed = `${user}-seed`;
    const statements = [entity(seed), ...hubs.map(entity)];
    // The seed's memories each name one second-hop entity; each of those has two memories of its own
    // that never mention the seed: only the second hop can reach them.
    hubs.forEach((h, i) => {
      statements.push(edge(`${user}-m1-${i}`, seed), edge(`${user}-m1-${i}`, h));
      statements.push(edge(`${user}-m2a-${i}`, h), edge(`${user}-m2b-${i}`, h));
    });
    await env.DB.batch(statements);

    const out = await graphCandidates(env.DB, [{ id: seed, name: seed, normalized: seed, type: "component" }], 100);
    const ids = new Set(out.ranked.map((r) => r.id));
    const reachedHubs = hubs.filter((_, i) => ids.has(`${user}-m2a-${i}`) && ids.has(`${user}-m2b-${i}`));
    expect(reachedHubs.length).toBeGreaterThan(MAX_COMPOUND_TERMS);
    expect(reachedHubs.length).toBe(hubs.length);
    // Direct mentions rank above the memories two hops away.
    const rank = new Map(out.ranked.map((r, i) => [r.id, i]));
    expect(rank.get(`${user}-m1-0`)!).toBeLessThan(rank.get(`${user}-m2a-0`)!);
  });

  it("an end-to-end recall naming 200 entities is not degraded and uses the graph", async () => {
    const u = await newUser("graph-200");
    // 200 seeds, each in a memory with a shared hub and a private neighbour: many second-hop entities.
    const memories = Array.from({ length: 200 }, (_, i) => ({
      content: `Module s_${i} calls hub_${i % 25} and aux_${i} during startup`,
      type: "fact",
    }));
    for (let i = 0; i < memories.length; i += 100) {
      const res = await call("POST", "/v1/memories/batch", { key: u.key, body: { memories: memories.slice(i, i + 100) } });
      expect(res.status).toBe(201);
    }
    const hubOnly = await call("POST", "/v1/memories", { key: u.key, body: { content: "hub_3 is restarted by the watchdog every night", type: "fact" } });
    expect(hubOnly.status).toBe(201);
    const seeds = await env.DB.prepare("SELECT COUNT(*) AS n FROM entities WHERE user_id = ? AND normalized LIKE 's\\_%' ESCAPE '\\'")
      .bind(u.id).first<{ n: number }>();
    expect(seeds!.n).toBe(200);

    const query = Array.from({ length: 200 }, (_, i) => `s_${i}`).join(" ");
    const res = await call("POST", "/v1/recall", { key: u.key, body: { query, k: 20 } });
    expect(res.status).toBe(200);
    expect(res.body.degraded).toBeUndefined();
    expect(res.body.results.some((r: any) => r.why.graph !== null)).toBe(true);
  });
});
