/**
 * No tracked file holds a merge's conflict markers. Session 20 merged two versions of
 * bench/judgment/probe-verdicts.mts with `<<<<<<<` and `>>>>>>>` left in: tsc does not read bench/, so
 * nothing failed and the tool would not run. Read through git, so only tracked files count. The privacy corpus's
 * text files (bench/privacy/<half>/*.txt, probes too) are pasted developer text, where a conflict a developer pasted
 * is data (half AF has a cherry-pick conflict as one of its sources), so they are not searched.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
/** A marker line as git writes one: seven signs at the start of a line, then a space and a label. */
const MARKER = "^(<<<<<<<|>>>>>>>) ";
/** Pasted text, not code or docs (see the header). */
const CORPUS_TEXT = ":(exclude,glob)bench/privacy/*/*.txt";

function filesWithMarkers(): string[] {
  try {
    return execFileSync("git", ["grep", "-l", "-I", "-E", MARKER, "--", ".", CORPUS_TEXT], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
  } catch (e) {
    // git grep exits 1 when nothing matches; anything else (no git, not a repository) is a real failure.
    if ((e as { status?: number }).status === 1) return [];
    throw e;
  }
}

describe("merge conflict markers", () => {
  it("the pattern finds a marker line and not a line of equals signs", () => {
    const re = new RegExp(MARKER, "m");
    expect(re.test("x\n<<<<<<< HEAD\ny")).toBe(true);
    expect(re.test(">>>>>>> branch")).toBe(true);
    expect(re.test("=======\n## heading")).toBe(false);
  });

  it("no tracked file holds one", () => {
    expect(filesWithMarkers()).toEqual([]);
  });
});
