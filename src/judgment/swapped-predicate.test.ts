/**
 * One verb or adjective swapped for another on the word-overlap path (predicates.ts swappedPredicate, asked by
 * compare.ts where textSimilarity would merge). Sentences of our own, not the bench's nor probes-dup4's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgeByRules } from "./compare";
import { swappedPredicate } from "./predicates";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `s${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("one predicate swapped for an unrelated one is two facts, not one memory", () => {
  it.each([
    ["compresses / signs", "The upload proxy compresses payloads bigger than 2 MB.", "The upload proxy signs payloads bigger than 2 MB."],
    ["end / extend", "Admins can end a guest session from the console.", "Admins can extend a guest session from the console."],
    ["archives / exports", "The nightly job archives closed tickets older than a year.", "The nightly job exports closed tickets older than a year."],
  ])("%s", (_, a, b) => {
    expect(swappedPredicate(a, b)).not.toBeNull();
    // Without a vector (the nightly scan, import) the word-overlap path merged these.
    expect(judgeByRules(mem(a), mem(b)).verdict).not.toBe("duplicate");
    expect(judgeByRules(mem(a, "episode"), mem(b, "episode")).verdict).not.toBe("duplicate");
  });
});

describe("what the guard leaves alone", () => {
  it.each([
    ["a verb and its WordNet hypernym", "The scheduler picks the emptiest runner for each job.", "The scheduler chooses the emptiest runner for each job."],
    ["two forms of one verb", "The linter deletes unused imports on save.", "The linter deleted unused imports on save."],
    ["a prefix abbreviation", "Always init the submodules after cloning.", "Always initialize the submodules after cloning."],
    ["a noun swapped for a noun", "The release train leaves every Tuesday morning.", "The release train leaves every Tuesday afternoon."],
    ["a verb with its particle and the compound", "The contractor logs in through the VPN gateway.", "The contractor login is through the VPN gateway."],
    ["two words swapped, not one", "The importer quietly skips malformed rows.", "The importer loudly rejects malformed rows."],
  ])("%s", (_, a, b) => expect(swappedPredicate(a, b)).toBeNull());

  it("a related predicate still merges on the word-overlap path", () => {
    const [a, b] = ["The scheduler picks the emptiest runner for each job.", "The scheduler chooses the emptiest runner for each job."];
    expect(judgeByRules(mem(a), mem(b)).verdict).toBe("duplicate");
  });
});
