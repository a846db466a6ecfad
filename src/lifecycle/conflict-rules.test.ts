import { describe, expect, it } from "vitest";
import { type ConflictCandidate, contextsOf, detectConflict, detectPairs, extractClaim } from "./conflict-rules";

let n = 0;
const m = (over: Partial<ConflictCandidate>): ConflictCandidate => ({
  id: `m${n++}`, type: "fact", content: "", tags: [], metadata: {}, project_id: null,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...over,
});

describe("claims", () => {
  it("reads facts, preferences and metadata claims", () => {
    expect(extractClaim(m({ content: "The staging database port is 5432." }))).toEqual({ subject: "staging database port", value: "5432", rule: "is" });
    expect(extractClaim(m({ type: "preference", content: "User prefers tabs for indentation" }))).toEqual({ subject: "indentation", value: "tabs", rule: "prefer-for" });
    expect(extractClaim(m({ type: "preference", content: "Prefer pnpm over npm" }))).toEqual({ subject: "npm vs pnpm", value: "pnpm", rule: "prefer-over" });
    expect(extractClaim(m({ type: "gotcha", content: "x", metadata: { subject: "API", property: "timeout", value: 30 } }))).toEqual({ subject: "api timeout", value: "30", rule: "metadata" });
  });
  it("stays silent on prose it cannot judge", () => {
    expect(extractClaim(m({ content: "The bug is in the parser. It fails on empty input." }))).toBeNull();
    expect(extractClaim(m({ type: "decision", content: "The plan is good" }))).toBeNull();
    expect(extractClaim(m({ content: "x".repeat(200) + " is y" }))).toBeNull();
  });
  it("recognizes context tags", () => {
    expect([...contextsOf(["local", "env:prod", "misc", "context:Staging"])].sort()).toEqual(["local", "production", "staging"]);
  });
});

describe("conflicts", () => {
  it("flags the same subject with a different value", () => {
    const a = m({ content: "The API port is 8080" });
    const b = m({ content: "the api port is 9090" });
    expect(detectConflict(a, b)).toEqual({ kind: "contradiction", subject: "api port", rule: "is" });
    const pa = m({ type: "preference", content: "Prefer pnpm over npm" });
    const pb = m({ type: "preference", content: "I prefer npm over pnpm" });
    expect(detectConflict(pa, pb)?.kind).toBe("preference_shift");
  });
  it("does not flag agreement, different contexts, disjoint validity, supersession or other projects", () => {
    const a = m({ content: "The API port is 8080" });
    expect(detectConflict(a, m({ content: "The API port is 8080." }))).toBeNull();
    expect(detectConflict(m({ content: "DB host is localhost", tags: ["local"] }), m({ content: "DB host is db.internal", tags: ["production"] }))).toBeNull();
    expect(detectConflict(m({ content: "DB host is localhost", tags: ["local"] }), m({ content: "DB host is db.internal" }))).toBeNull();
    expect(detectConflict(m({ content: "DB host is a", tags: ["production"] }), m({ content: "DB host is b", tags: ["env:prod"] }))?.kind).toBe("contradiction");
    expect(detectConflict(m({ content: "CEO is Ann", valid_until: 100 }), m({ content: "CEO is Bob", valid_from: 200 }))).toBeNull();
    expect(detectConflict(m({ content: "CEO is Ann", valid_until: 300 }), m({ content: "CEO is Bob", valid_from: 200 }))?.kind).toBe("temporal_overlap");
    expect(detectConflict(a, m({ content: "The API port is 9090", supersedes: a.id }))).toBeNull();
    expect(detectConflict(m({ content: "x is 1", project_id: "p1" }), m({ content: "x is 2", project_id: "p2" }))).toBeNull();
    expect(detectConflict(m({ content: "x is 1" }), m({ type: "preference", content: "x is 2" }))).toBeNull();
  });
  it("calls project vs global disagreement local_vs_global", () => {
    expect(detectConflict(m({ content: "test runner is vitest", project_id: "p1" }), m({ content: "test runner is jest" }))?.kind).toBe("local_vs_global");
  });
  it("finds each pair once, within and across the fresh set", () => {
    const old = m({ content: "port is 1" });
    const f1 = m({ content: "port is 2" });
    const f2 = m({ content: "port is 3" });
    const pairs = detectPairs([f1, f2], [old]).map((p) => [p.left.id, p.right.id].sort().join("|")).sort();
    expect(pairs).toEqual([[old.id, f1.id].sort().join("|"), [old.id, f2.id].sort().join("|"), [f1.id, f2.id].sort().join("|")].sort());
  });
});
