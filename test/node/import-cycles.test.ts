/**
 * src/ has no import loops between files. The loops that existed when this check was added are
 * allowed below, each with the branch that removes it; an allowed loop that no longer exists fails
 * too, so the list only shrinks (empty it once those branches are merged).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importEdges } from "./import-graph";

const ALLOWED_CYCLES: { files: string[]; removedBy: string }[] = [
];

const src = path.resolve(import.meta.dirname, "..", "..", "src");

describe("import graph of src/", () => {
  const edges = importEdges(src);
  const cycles = importCycles(edges);
  const key = (files: string[]) => [...files].sort().join(" ↔ ");

  it("reads the real graph", () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ from: "app.ts", to: "errors.ts", typeOnly: false });
  });

  it("has no import cycles beyond the allowed ones", () => {
    const allowed = new Set(ALLOWED_CYCLES.map((c) => key(c.files)));
    expect(cycles.map(key).filter((c) => !allowed.has(c))).toEqual([]);
  });

  it("allows only cycles that still exist", () => {
    const present = new Set(cycles.map(key));
    expect(ALLOWED_CYCLES.filter((c) => !present.has(key(c.files))).map((c) => `${key(c.files)} (removed by ${c.removedBy}): delete it from ALLOWED_CYCLES`)).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const loop = [
      { from: "a.ts", to: "b.ts", typeOnly: false },
      { from: "b.ts", to: "c.ts", typeOnly: true },
      { from: "c.ts", to: "a.ts", typeOnly: false },
      { from: "c.ts", to: "d.ts", typeOnly: false },
    ];
    expect(importCycles(loop)).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(importCycles(loop.slice(0, 2))).toEqual([]);
  });
});
