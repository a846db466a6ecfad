import { describe, expect, it } from "vitest";
import { denseTrust, routeQuery, ROUTE_WEIGHTS } from "./routing";
import { parseTemporal } from "./temporal";

const route = (q: string, extra: Partial<{ entityCount: number; namesProject: boolean }> = {}) =>
  routeQuery(q, { time: parseTemporal(q, Date.parse("2026-03-11T00:00:00Z")), entityCount: 0, namesProject: false, ...extra }).route;

describe("routeQuery", () => {
  it("routes by explainable rules", () => {
    expect(route("What did we work on last week?")).toBe("temporal");
    expect(route("When did we switch to pnpm?")).toBe("temporal");
    expect(route("How do I rotate the API keys?")).toBe("skill");
    expect(route("Which editor theme do I prefer?")).toBe("preference");
    expect(route("What did we decide about the cache?")).toBe("project");
    expect(route("What is the staging URL?")).toBe("factual");
    expect(route("Compare the two approaches")).toBe("complex");
    expect(route("staging url")).toBe("complex");
  });

  it("uses entities: several named entities make a query complex, a project name a project query", () => {
    expect(route("Who is Alice?")).toBe("factual");
    expect(route("Who is Alice?", { entityCount: 2 })).toBe("complex");
    expect(route("Tell me about Zephyr", { namesProject: true })).toBe("project");
  });

  it("every route weighs every list, lexical leads", () => {
    for (const w of Object.values(ROUTE_WEIGHTS)) {
      expect(w.lexical).toBe(1);
      for (const v of Object.values(w)) expect(v).toBeGreaterThan(0);
    }
    expect(ROUTE_WEIGHTS.project.graph).toBeGreaterThan(ROUTE_WEIGHTS.factual.graph);
    expect(denseTrust("engram-hashing-v1")).toBeLessThan(denseTrust("qwen3-embedding-0.6b"));
  });
});
