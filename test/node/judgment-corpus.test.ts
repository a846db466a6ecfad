/**
 * The labelled judgment suite (bench/judgment/, issue 12) stays valid and large enough: every line
 * passes check.mjs's schema, ids are unique, every half meets the minimum counts. No case is
 * printed here (the held-out half, HELD_OUT_HALVES in check.mjs, must stay unread).
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATEGORIES, corpusDir, HALVES, loadCorpus, MEMORY_TYPES, MINIMUM } from "../../bench/judgment/check.mjs";

describe("the judgment corpus", () => {
  const { pairs, errors, counts } = loadCorpus();

  it("validates", () => {
    expect(errors).toEqual([]);
  });

  it("has both halves, each above the minimum counts", () => {
    for (const half of HALVES) {
      const c = counts[half];
      expect(c.total).toBeGreaterThanOrEqual(MINIMUM.total);
      for (const [category, min] of Object.entries(MINIMUM.category)) expect(c.category[category] ?? 0).toBeGreaterThanOrEqual(min);
      for (const kind of CATEGORIES.contradiction.kinds) expect(c.kind[`contradiction/${kind}`] ?? 0).toBeGreaterThanOrEqual(MINIMUM.contradictionKind);
      expect(c.kind["lookalike/override"] ?? 0).toBeGreaterThanOrEqual(MINIMUM.overrides);
    }
  });

  it("uses every memory type and unique ids", () => {
    const types = new Set(pairs.flatMap((p) => [p.a.type, p.b.type]));
    for (const t of MEMORY_TYPES) expect(types).toContain(t);
    expect(new Set(pairs.map((p) => p.id)).size).toBe(pairs.length);
  });

  it("rejects a broken line, a repeated id and a thin half", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "judgment-corpus-"));
    try {
      for (const half of HALVES) mkdirSync(path.join(dir, half));
      const first = readFileSync(path.join(corpusDir, "a", "contradictions-1.jsonl"), "utf8").split("\n")[0];
      writeFileSync(path.join(dir, "a", "x.jsonl"), `${first}\n${first}\n{"id":"a-c-999","category":"contradiction"}\nnot json\n`);
      const { errors: found } = loadCorpus(dir);
      expect(found.some((e) => e.includes("already used"))).toBe(true);
      expect(found.some((e) => e.includes("not JSON"))).toBe(true);
      expect(found.some((e) => e.includes("a-c-999") || e.includes("x.jsonl:3"))).toBe(true);
      expect(found.some((e) => e.startsWith("half b:"))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
