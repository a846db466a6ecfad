import { describe, expect, it } from "vitest";
import type { Verdict } from "./compare";
import { actionFor, type JudgeMemory, judgeReplySchema, uncertainPairs } from "./llm-judge";

const mem = (id: string, content: string, over: Partial<JudgeMemory> = {}): JudgeMemory => ({
  id, content, type: "decision", scope: "personal", project: "api", project_id: "p1", valid_from: null, valid_until: null, ...over,
});
const unrelated: Verdict = { verdict: "unrelated", reason: "nothing" };

describe("uncertainPairs", () => {
  const a = mem("a", "Release builds are signed with the hardware key on the build server");
  const b = mem("b", "Release builds skip signing on the build server when the hardware key is offline");

  it("takes pairs the rules left unrelated or refines that are close by cosine or by shared words, closest first", () => {
    const c = mem("c", "x"), d = mem("d", "y");
    const out = uncertainPairs([
      { a, b, v: unrelated },
      { a: c, b: d, v: { verdict: "refines", reason: "r" }, cosine: 0.8 },
    ], 20);
    expect(out.map((p) => `${p.a.id}${p.b.id}`)).toEqual(["cd", "ab"]);
  });

  it("never takes a pair the rules decided (conflict, duplicate, lookalike, override)", () => {
    const decided: Verdict[] = [
      { verdict: "conflict", kind: "contradiction", subject: "s", reason: "r", rule: "x", claims: null, supersede: false },
      { verdict: "duplicate", reason: "r", similarity: 1 },
      { verdict: "lookalike", reason: "r" },
      { verdict: "override", subject: "s", reason: "r", claims: null },
    ];
    expect(uncertainPairs(decided.map((v) => ({ a, b, v, cosine: 0.95 })), 20)).toEqual([]);
  });

  it("leaves pairs that are not close: cosine under 0.6, or fewer than 4 shared content words", () => {
    expect(uncertainPairs([{ a, b, v: unrelated, cosine: 0.59 }], 20)).toEqual([]);
    expect(uncertainPairs([{ a: mem("x", "Deploys go out on Tuesdays"), b: mem("y", "Deploys are frozen in December"), v: unrelated }], 20)).toEqual([]);
  });

  it("leaves pairs across projects, a project against the default, superseded memories and two episodes", () => {
    const other = mem("b", b.content, { project_id: "p2" });
    const global = mem("b", b.content, { project_id: null });
    const superseded = mem("b", b.content, { superseded_by: "z" });
    const ep = (id: string, content: string) => mem(id, content, { type: "episode" });
    const pairs = [other, global, superseded].map((x) => ({ a, b: x, v: unrelated, cosine: 0.9 }));
    pairs.push({ a: ep("e1", a.content), b: ep("e2", b.content), v: unrelated, cosine: 0.9 });
    expect(uncertainPairs(pairs, 20)).toEqual([]);
  });

  it("keeps at most max pairs", () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ a: mem(`a${i}`, "p"), b: mem(`b${i}`, "q"), v: unrelated, cosine: 0.7 + i / 100 }));
    expect(uncertainPairs(many, 2).map((p) => p.a.id)).toEqual(["a4", "a3"]);
    expect(uncertainPairs(many, 0)).toEqual([]);
  });
});

describe("actionFor (the model's verdict → what the scan does)", () => {
  const a = mem("a", "Staging deploys run the full integration suite");
  const b = mem("b", "Staging deploys never run the integration suite");

  it("flags a conflict, and a supersession as a conflict with a suggestion", () => {
    expect(actionFor(a, b, { verdict: "conflict", reason: "one runs it, one never does" })).toEqual({ action: "flag", supersede: false, reason: "one runs it, one never does" });
    expect(actionFor(a, b, { verdict: "supersedes", reason: "changed" })).toMatchObject({ action: "flag", supersede: true });
  });

  it("does nothing for refines and unrelated, nor for a conflict across projects or between two episodes", () => {
    expect(actionFor(a, b, { verdict: "refines", reason: "r" }).action).toBe("none");
    expect(actionFor(a, b, { verdict: "unrelated", reason: "r" }).action).toBe("none");
    expect(actionFor(a, mem("b", b.content, { project_id: "p2" }), { verdict: "conflict", reason: "r" }).action).toBe("none");
    expect(actionFor(mem("a", a.content, { type: "episode" }), mem("b", b.content, { type: "episode" }), { verdict: "conflict", reason: "r" }).action).toBe("none");
  });

  it("merges a duplicate only where the rules' merge guard allows it", () => {
    const x = mem("x", "The API uses Postgres for storage");
    const y = mem("y", "Storage for the API is Postgres");
    expect(actionFor(x, y, { verdict: "duplicate", reason: "same" })).toEqual({ action: "merge", reason: "same" });
  });

  it("never merges a model duplicate whose values differ, or across scope, project, pins or episodes", () => {
    const v15 = mem("x", "The API runs on Postgres 15");
    const v16 = mem("y", "The API runs on Postgres 16");
    expect(actionFor(v15, v16, { verdict: "duplicate", reason: "same" })).toMatchObject({ action: "none", why: expect.stringMatching(/^not one memory/) });
    const x = mem("x", "The API uses Postgres for storage");
    const y = "Storage for the API is Postgres";
    expect(actionFor(x, mem("y", y, { scope: "team" }), { verdict: "duplicate", reason: "s" }).action).toBe("none");
    expect(actionFor(x, mem("y", y, { project_id: null }), { verdict: "duplicate", reason: "s" }).action).toBe("none");
    expect(actionFor(x, mem("y", y, { pinned: 1 }), { verdict: "duplicate", reason: "s" }).action).toBe("none");
    expect(actionFor(x, mem("y", y, { type: "episode" }), { verdict: "duplicate", reason: "s" }).action).toBe("none");
  });
});

describe("judgeReplySchema", () => {
  it("accepts the five verdicts with a reason and rejects anything else", () => {
    expect(judgeReplySchema.safeParse({ verdict: "supersedes", reason: "moved" }).success).toBe(true);
    expect(judgeReplySchema.safeParse({ verdict: "contradiction", reason: "x" }).success).toBe(false);
    expect(judgeReplySchema.safeParse({ verdict: "conflict" }).success).toBe(false);
    expect(judgeReplySchema.safeParse({ verdict: "conflict", reason: "" }).success).toBe(false);
  });
});
