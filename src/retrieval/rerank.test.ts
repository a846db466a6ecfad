import { describe, expect, it } from "vitest";
import { FeatureReranker } from "./rerank";
import { parseTemporal } from "./temporal";

const asOf = Date.parse("2026-03-11T00:00:00Z");
const q = (text: string, extra: Partial<{ terms: string[]; persons: string[]; entities: string[] }> = {}) => ({
  text, terms: [], entities: [], persons: [], time: parseTemporal(text, asOf), ...extra,
});
const c = (id: string, content: string, at = asOf) => ({ id, content, at, fused: 0.5, dense: 0 });

describe("FeatureReranker", () => {
  const r = new FeatureReranker();
  it("rewards term coverage and proximity", async () => {
    const [far, near, half] = await r.rerank(q("cache invalidation bug", { terms: ["cache", "invalidation", "bug"] }), [
      c("a", "the cache is fine; much later we found an invalidation problem, a bug"),
      c("b", "a cache invalidation bug in the proxy"),
      c("c", "the cache warmed up"),
    ]);
    expect(near.score).toBeGreaterThan(far.score);
    expect(far.score).toBeGreaterThan(half.score);
    expect(near.features.coverage).toBe(1);
    expect(half.features.coverage).toBeCloseTo(1 / 3);
  });

  it("rewards the named speaker, mentioned entities, and time matches", async () => {
    const [ben, ana] = await r.rerank(q("What did Ben adopt?", { persons: ["Ben"] }), [c("b", "Ben: a greyhound"), c("a", "Ana: a cat")]);
    expect(ben.features.speaker).toBe(1);
    expect(ben.score).toBeGreaterThan(ana.score);
    const [dated, undated] = await r.rerank(q("When did we move?"), [c("d", "we moved last March"), c("u", "we moved")]);
    expect(dated.features.time).toBe(1);
    expect(dated.score).toBeGreaterThan(undated.score);
    const [inside, outside] = await r.rerank(q("what happened yesterday"), [c("i", "x", asOf - 3600_000 * 12), c("o", "x", asOf - 3600_000 * 24 * 5)]);
    expect(inside.features.time).toBe(1);
    expect(outside.features.time).toBe(0);
  });

  it("rewards the shape of the expected answer", async () => {
    const [place, none] = await r.rerank({ ...q("Which cities has Jon visited?"), answer: "place", people: ["Jon"] }, [
      c("p", "Jon: a short trip to Rome"),
      c("n", "Jon: a short trip to the lake"),
    ]);
    expect(place.features.answer).toBe(1);
    expect(none.features.answer).toBe(0);
    expect(place.score).toBeGreaterThan(none.score);
    // People of the conversation are not answers, by any word of their name.
    const [thanks] = await r.rerank({ ...q("Where did Jon go?"), answer: "place", people: ["Ana Lopez"] }, [c("t", "Jon: thanks to Ana for the tip")]);
    expect(thanks.features.answer).toBe(0);
  });
});
