import { describe, expect, it } from "vitest";
import { canonicalTechnology, extractEntities, speakerOf } from "./entity-extractor";
import { ENTITY_TYPES } from "./entity-types";

const names = (text: string) => extractEntities(text).map((e) => `${e.type}:${e.name}`);
const ofType = (text: string, type: string) => extractEntities(text).filter((e) => e.type === type).map((e) => e.name);

describe("extractEntities", () => {
  it("finds the speaker of a transcript turn and proper names", () => {
    expect(speakerOf("Caroline: I went to a support group")).toBe("Caroline");
    expect(speakerOf("Note: call back")).toBeNull();
    expect(speakerOf("Critical: never run migrations on prod by hand")).toBeNull();
    expect(names("Caroline: I met John Smith in New York with Mel.")).toEqual(["person:Caroline", "name:John Smith", "name:New York", "name:Mel"]);
  });

  it("does not take sentence-initial or grammatical capitals for names", () => {
    expect(names("Sounds great. Thanks for the tip!")).toEqual([]);
    expect(names("I think so. The Zephyr project is late")).toContain("name:Zephyr");
  });

  it("finds technologies, code identifiers, file paths and projects", () => {
    const found = names("We deploy with wrangler from src/index.ts; parseTemporal() and MAX_TERMS in TypeScript, for the Zephyr project.");
    expect(found).toEqual(expect.arrayContaining([
      "technology:Wrangler", "file:src/index.ts", "component:parseTemporal", "component:MAX_TERMS", "technology:TypeScript", "project:Zephyr",
    ]));
    expect(found).not.toContain("name:Temporal");
    expect(names("we should go home and react calmly")).toEqual([]); // ambiguous words only count capitalized
    expect(ofType("Built on project invoice-api with snake_case_name and fooBar", "project")).toEqual(["invoice-api"]);
    expect(ofType("Built on project invoice-api with snake_case_name and fooBar", "component")).toEqual(["snake_case_name", "fooBar"]);
  });

  // What consolidation's own spotter (entity-spotting.ts, merged into this module) recognised.
  it("names technologies canonically, in order of appearance", () => {
    expect(ofType("moved from postgresql to Redis on k8s with nodejs", "technology")).toEqual(["Postgres", "Redis", "Kubernetes", "Node.js"]);
    expect(ofType("Upgraded Node to 22; React Native and Next.js apps", "technology")).toEqual(["Node.js", "React Native", "Next.js"]);
    expect(ofType("We chose Zustand over Redux, paid with Stripe, stored in KV and D1", "technology")).toEqual(["Zustand", "Redux", "Stripe", "KV", "D1"]);
    expect(ofType("a graph node, a kv pair, a stripe of paint, in jest", "technology")).toEqual([]);
    expect(canonicalTechnology("PostgreSQL")).toBe("Postgres");
    expect(canonicalTechnology("pandas")).toBe("pandas");
    expect(canonicalTechnology("tabs")).toBeNull();
  });

  it("finds files with line numbers and ranges, but not dotted technologies, versions or paths inside words", () => {
    const found = extractEntities("The limiter is in src/middleware/rate-limit.ts:42-57 and see package.json. Uses next.js 14.2.1 and src/react/app.tsx");
    expect(found.filter((e) => e.type === "file").map((e) => e.name)).toEqual(["src/middleware/rate-limit.ts", "package.json", "src/react/app.tsx"]);
    expect(found.filter((e) => e.type === "technology").map((e) => e.name)).toEqual(["Next.js"]);
  });

  it("finds backticked names, calls and CamelCase identifiers as components", () => {
    const found = ofType("The `rate limiter` calls `redis.set()` and cache.get(); RateLimiter wraps `src/x.ts` and `pnpm`", "component");
    expect(found).toEqual(["rate limiter", "redis.set", "cache.get", "RateLimiter"]);
    expect(ofType("TypeScript and JavaScript with GitHub", "component")).toEqual([]);
  });

  it("uses only types of the one vocabulary", () => {
    const text = "Dana: in project zephyr the `cache` at src/a.ts uses Postgres, says Alice Wong";
    for (const e of extractEntities(text)) expect(ENTITY_TYPES).toContain(e.type);
    expect(new Set(extractEntities(text).map((e) => e.type))).toEqual(new Set(["person", "file", "technology", "component", "project", "name"]));
  });
});
