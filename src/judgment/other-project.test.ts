/**
 * Write-time judgment skips pairs of memories from two different projects (on-write.ts `mayMatter`):
 * no verdict of such a pair could change the write. This pins compare.ts's side of that: over the
 * tuning halves' pairs (a, c) moved into two projects, no pair is a conflict or an override.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { mayMatter } from "./on-write";

// The tuning halves only (a, c): B and D are held out. Bundled at build time, so it runs in workerd too.
const files = import.meta.glob<string>(["../../bench/judgment/a/*.jsonl", "../../bench/judgment/c/*.jsonl"], { query: "?raw", import: "default", eager: true });
const tuningPairs = () =>
  Object.values(files).flatMap((text) => text.split("\n").filter((l) => l.trim()).map((l) => JSON.parse(l) as { a: Record<string, any>; b: Record<string, any>; expect: string }));

const judged = (m: Record<string, any>, id: string, project: string | null): JudgedMemory => ({
  id, type: m.type, scope: "project", content: m.content, title: m.title ?? null, tags: m.tags ?? [], metadata: m.metadata ?? {},
  project_id: project, valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("pairs write-time judgment does not judge", () => {
  it("two projects: never a conflict or an override, whatever the texts say", () => {
    const pairs = tuningPairs();
    expect(pairs.filter((p) => p.expect === "conflict").length).toBeGreaterThan(100);
    for (const cosine of [undefined, 0.95]) {
      for (const [i, p] of pairs.entries()) {
        const v = judgePair(judged(p.a, `a${i}`, "prj_one"), judged(p.b, `b${i}`, "prj_two"), cosine);
        expect(["conflict", "override"], `${v.verdict} for pair ${i}`).not.toContain(v.verdict);
      }
    }
  });

  it("are only those: the same project, or a memory outside any project, is judged", () => {
    expect(mayMatter({ project_id: "prj_one" }, { project_id: "prj_two" })).toBe(false);
    expect(mayMatter({ project_id: "prj_one" }, { project_id: "prj_one" })).toBe(true);
    expect(mayMatter({ project_id: null }, { project_id: "prj_two" })).toBe(true);
    expect(mayMatter({ project_id: "prj_one" }, { project_id: null })).toBe(true);
  });
});
