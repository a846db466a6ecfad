/**
 * The lexical generator on real D1 FTS5: session score, neighbour sharing, speaker boost and
 * common-term pruning, each switched off through its tuning knob to show it is what moves the rank.
 */
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { CACHE_FROM, visibleCollectionSize } from "../src/retrieval/collection-size";
import { LEXICAL_TUNING, lexicalCandidates } from "../src/retrieval/lexical";
import { call, newUser } from "./helpers";

async function seed(name: string, memories: Record<string, unknown>[]) {
  const u = await newUser(name);
  const res = await call("POST", "/v1/memories/batch", { key: u.key, body: { memories } });
  expect(res.status).toBe(201);
  return { principal: { userId: u.id, orgId: u.orgId, name }, ids: res.body.results.map((r: { id: string }) => r.id) as string[] };
}

const rank = (hits: { id: string }[], id: string) => hits.findIndex((h) => h.id === id);

describe("lexical candidates", () => {
  it("a turn next to a strong match rises with neighbour sharing; without it, it is not a candidate", async () => {
    const { principal, ids } = await seed("neighbours", [
      { content: "Ivy: what was the name of the sourdough starter recipe?", session_id: "a" },
      { content: "Jon: it came from my grandmother, she fed it rye flour", session_id: "a" },
      { content: "Ivy: the weather is nice", session_id: "b" },
    ]);
    const q = { terms: ["sourdough", "starter", "recipe"], phrases: [], persons: [] };
    const withShare = await lexicalCandidates(env.DB, principal, q, {});
    expect(rank(withShare, ids[1])).toBe(1);
    expect(withShare[1].neighbour).toBeGreaterThan(0);
    const without = await lexicalCandidates(env.DB, principal, q, {}, { ...LEXICAL_TUNING, neighbourShare: 0, sessionShare: 0 });
    expect(rank(without, ids[1])).toBe(-1);
  });

  it("the session covering more of the query lifts its turns (session score)", async () => {
    const { principal, ids } = await seed("sessions", [
      { content: "Kai: the kayak trip got cancelled by wind", session_id: "one" },
      { content: "Kai: we rescheduled the kayak trip to the lake for June", session_id: "two" },
      { content: "Kai: the lake was calm and the rental was cheap", session_id: "two" },
      { content: "Kai: filler about lunch", session_id: "two" },
      { content: "Kai: more filler about dinner", session_id: "two" },
    ]);
    const q = { terms: ["kayak", "lake", "rental"], phrases: [], persons: [] };
    const hits = await lexicalCandidates(env.DB, principal, q, {}, { ...LEXICAL_TUNING, neighbourShare: 0 });
    const lone = hits.find((h) => h.id === ids[0])!;
    const inRich = hits.find((h) => h.id === ids[1])!;
    expect(inRich.session_score).toBeGreaterThan(lone.session_score);
    expect(rank(hits, ids[1])).toBeLessThan(rank(hits, ids[0]));
  });

  it("the named person's turns weigh more, and their name leaves the term lists", async () => {
    const { principal, ids } = await seed("speaker", [
      { content: "Mia: Noor loves painting, painting every weekend", session_id: "x" },
      { content: "Noor: I started painting", session_id: "y" },
    ]);
    const q = { terms: ["noor", "painting"], phrases: [], persons: ["Noor"] };
    const hits = await lexicalCandidates(env.DB, principal, q, {});
    expect(hits[0].id).toBe(ids[1]);
    expect(hits[0].terms).toEqual(["painting"]);
    const off = await lexicalCandidates(env.DB, principal, q, {}, { ...LEXICAL_TUNING, speakerBoost: 0 });
    expect(off[0].id).toBe(ids[0]);
  });

  it("skips a term found in most memories when rarer terms remain (common-term pruning)", async () => {
    const { principal, ids } = await seed("common", [
      { content: "deploy notes: the deploy went fine" },
      { content: "deploy notes: rollback of the deploy after a flaky canary" },
      { content: "deploy notes: deploy deploy deploy" },
      { content: "lunch notes: canary yellow walls" },
    ]);
    const tuning = { ...LEXICAL_TUNING, commonMinCorpus: 0, commonFraction: 0 };
    // Every term is "common" at fraction 0, so nothing is pruned: all terms are kept.
    const all = await lexicalCandidates(env.DB, principal, { terms: ["deploy", "canary"], phrases: [], persons: [] }, {}, tuning);
    expect(all.find((h) => h.id === ids[2])?.terms).toEqual(["deploy"]);
    // At a fraction between the two terms' shares of the collection, "deploy" goes and "canary" stays.
    const n = (await env.DB.prepare("SELECT MAX(rowid) AS n FROM memories").first<{ n: number }>())!.n;
    const deployDocs = (await env.DB.prepare("SELECT COUNT(*) AS n FROM memories_fts WHERE memories_fts MATCH 'deploy'").first<{ n: number }>())!.n;
    const pruned = await lexicalCandidates(env.DB, principal, { terms: ["deploy", "canary"], phrases: [], persons: [] }, {}, {
      ...tuning,
      commonFraction: (deployDocs - 1) / n,
    });
    expect(pruned.map((h) => h.id)).not.toContain(ids[2]);
    expect(pruned.every((h) => !h.terms.includes("deploy"))).toBe(true);
  });

  it("scores with the reader's own statistics: another tenant's writes change neither the order nor a term's weight", async () => {
    const { principal, ids } = await seed("tenant-a", [
      { content: "the zeus rollout needs a feature flag" },
      { content: "apollo dashboards are slow on mondays" },
      { content: "lunch is at noon" },
    ]);
    const q = { terms: ["zeus", "apollo"], phrases: [], persons: [] };
    const before = await lexicalCandidates(env.DB, principal, q, {});
    expect(before.map((h) => h.id).sort()).toEqual([ids[0], ids[1]].sort());
    // Another organization writes "zeus" many times: under collection-wide IDF, A's "zeus" would
    // become common and sink below "apollo", and every score would move.
    await seed("tenant-b", Array.from({ length: 40 }, (_, i) => ({ content: `zeus incident ${i} paged the on-call` })));
    const after = await lexicalCandidates(env.DB, principal, q, {});
    expect(after.map((h) => h.id)).toEqual(before.map((h) => h.id));
    // Only FTS5's length normalisation (average length over all text) may move a score, slightly.
    for (const h of after) expect(h.own / before.find((b) => b.id === h.id)!.own).toBeCloseTo(1, 1);
  });

  it("ranks a word that is rare for the reader above one that is common for the reader", async () => {
    const { principal, ids } = await seed("reader-idf", [
      { content: "kafka consumer lag alert" },
      { content: "kafka topic retention is seven days" },
      { content: "kafka partitions were rebalanced" },
      { content: "the ledger export runs nightly" },
    ]);
    const hits = await lexicalCandidates(env.DB, principal, { terms: ["kafka", "ledger"], phrases: [], persons: [] }, {});
    expect(hits[0].id).toBe(ids[3]);
  });

  it("counts a small reader collection every time and takes a large one's size from KV", async () => {
    const { principal } = await seed("collection-size", [{ content: "one" }, { content: "two" }, { content: "three" }]);
    const kvKey = `stats:visible:${principal.orgId}:${principal.userId}`;
    expect(await visibleCollectionSize(env.DB, env.WORKING_MEMORY, principal)).toBe(3);
    expect(await env.WORKING_MEMORY.get(kvKey)).toBeNull(); // below CACHE_FROM: not cached
    await env.WORKING_MEMORY.put(kvKey, String(CACHE_FROM * 2));
    expect(await visibleCollectionSize(env.DB, env.WORKING_MEMORY, principal)).toBe(CACHE_FROM * 2);
  });
});
