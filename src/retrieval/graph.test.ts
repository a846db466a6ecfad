import { describe, expect, it } from "vitest";
import { personalizedPageRank } from "./graph";

describe("personalizedPageRank", () => {
  const edges = [
    { memory_id: "m1", entity_id: "zephyr", weight: 1 },
    { memory_id: "m1", entity_id: "worker", weight: 1 },
    { memory_id: "m2", entity_id: "worker", weight: 1 },
    { memory_id: "m3", entity_id: "other", weight: 1 },
    { memory_id: "m4", entity_id: "worker", weight: 1 },
    { memory_id: "m4", entity_id: "far", weight: 1 },
    { memory_id: "m5", entity_id: "far", weight: 1 },
  ];

  it("ranks by hops from the seed: direct, then two hops, then farther; unreachable stays at zero", () => {
    const r = personalizedPageRank(edges, [], new Map([["zephyr", 1]]));
    expect(r.get("m1")!).toBeGreaterThan(r.get("m2")!);
    expect(r.get("m2")!).toBeGreaterThan(r.get("m5")!);
    expect(r.get("m5")!).toBeGreaterThan(0);
    expect(r.get("m3")).toBe(0);
  });

  it("follows entity–entity relationships", () => {
    const without = personalizedPageRank(edges, [], new Map([["other", 1]]));
    expect(without.get("m1")).toBe(0);
    const withRel = personalizedPageRank(edges, [{ source_id: "other", target_id: "zephyr", strength: 1 }], new Map([["other", 1]]));
    expect(withRel.get("m1")!).toBeGreaterThan(0);
  });

  it("weights seeds: the heavier seed's neighbourhood wins; no known seed gives nothing", () => {
    const r = personalizedPageRank(edges, [], new Map([["zephyr", 0.1], ["other", 1]]));
    expect(r.get("m3")!).toBeGreaterThan(r.get("m1")!);
    expect(personalizedPageRank(edges, [], new Map([["missing", 1]])).size).toBe(0);
  });

  it("keeps total mass at 1 (a proper distribution)", () => {
    // Memory scores are part of the whole; with entities included the sum is 1.
    const r = personalizedPageRank(edges, [], new Map([["zephyr", 1]]), { iterations: 50 });
    const memoryMass = [...r.values()].reduce((a, b) => a + b, 0);
    expect(memoryMass).toBeGreaterThan(0.2);
    expect(memoryMass).toBeLessThan(1);
  });
});
