/**
 * A verb of stopping, skipping or avoiding negated on one side only (negated-cue.ts): a double negation
 * ("never stop at the first failure") says the opposite of the plain verb ("stops at the first failure"), though
 * scoped negation reads both as denying "failure". Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair, mergeClash } from "./compare";
import { cueUses, negatedCueClash } from "./negated-cue";

let n = 0;
const mem = (content: string, type = "preference"): JudgedMemory => ({
  id: `c${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("a cue verb negated on one side only never merges", () => {
  it.each([
    ["never stop / stops", "Run the suite with pytest -x so it stops at the first failure.", "Never stop at the first failure; I want the full pytest report."],
    ["don't skip / skips", "The linter skips generated files.", "The linter doesn't skip generated files."],
    ["do not ignore / ignores", "The importer ignores blank rows.", "The importer does not ignore blank rows."],
    ["won't drop / drops", "The proxy drops idle connections after a minute.", "The proxy won't drop idle connections after a minute."],
  ])("%s", (_, a, b) => {
    expect(negatedCueClash(a, b)).toMatch(/negates/);
    expect(negatedCueClash(b, a)).toMatch(/negates/);
    expect(mergeClash(a, b)).not.toBeNull();
    for (const cos of [0.95, 0.7]) expect(judgePair(mem(a), mem(b), cos).verdict).not.toBe("duplicate");
  });
});

describe("a prohibition said with a plain verb is the same as the negated verb", () => {
  it.each([
    ["never skip / skipping is not allowed", "Never skip the smoke test before a release.", "Skipping the smoke test before a release is not allowed."],
    ["don't drop / dropping is forbidden", "Don't drop partial uploads.", "Dropping partial uploads is forbidden."],
  ])("%s", (_, a, b) => {
    expect(negatedCueClash(a, b)).toBeNull();
    expect(negatedCueClash(b, a)).toBeNull();
  });
  it("a denial in another clause leaves the plain verb plain", () => {
    expect(negatedCueClash("The linter doesn't skip generated files.", "The linter skips generated files, not vendored ones.")).toMatch(/negates "skip"/);
  });
});

describe("look-alikes: the same polarity on both sides still passes", () => {
  it.each([
    ["both negate", "Never stop at the first failure.", "Don't stop on the first failure; run everything."],
    ["both plain", "The linter skips generated files.", "Generated files are skipped by the linter."],
    ["a denial of another verb", "The cache never expires entries.", "Entries in the cache do not expire."],
    ["no cue verb at all", "Deploys go out on Tuesdays.", "We deploy every Tuesday."],
    ["a nominal cue", "No retries on POST requests.", "POST requests get no retries."],
  ])("%s", (_, a, b) => {
    expect(negatedCueClash(a, b)).toBeNull();
  });
  it("a negated cue said on both sides merges as before", () => {
    const [a, b] = ["Never skip the migration check in CI.", "Don't skip the migration check in CI."];
    expect(judgePair(mem(a, "fact"), mem(b, "fact"), 0.96).verdict).toBe("duplicate");
  });
  it("reads words between the negation and the verb", () => {
    expect([...cueUses("Do not ever silently drop events.").negated]).toEqual(["drop"]);
    expect([...cueUses("It stops, and then it never skips.").plain]).toEqual(["stop"]);
  });
});
