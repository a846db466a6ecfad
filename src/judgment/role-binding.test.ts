/**
 * Who is bound to what (role-binding.ts) and the two merges of half Q the value guard now refuses
 * (a setting's bare value, a closed set of delimiters). Sentences of their own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair, mergeClash } from "./compare";
import { roleSwap } from "./role-binding";
import { valueClash } from "./value-clash";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `r${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("the same fillers bound differently never merge", () => {
  it.each([
    ["names swapped between parallel clauses", "Alice reviews frontend PRs, Bob reviews backend PRs.", "Bob reviews frontend PRs, Alice reviews backend PRs."],
    ["days swapped between environments", "Staging deploys on Mondays, prod deploys on Thursdays.", "Prod deploys on Mondays, staging deploys on Thursdays."],
    ["pairs written with colons", "Alice: frontend; Bob: backend", "Bob: frontend; Alice: backend"],
    ["pairs under a list header", "Owners: billing → Dana, search → Lee", "Owners: search → Dana, billing → Lee"],
  ])("%s", (_, a, b) => {
    expect(roleSwap(a, b)).toMatch(/bound differently/);
    expect(mergeClash(a, b)).not.toBeNull();
    for (const cos of [0.97, 0.6]) expect(judgePair(mem(a), mem(b), cos).verdict).not.toBe("duplicate");
  });
});

describe("the same bindings in another order still merge", () => {
  it.each([
    ["clauses in the other order", "Alice reviews frontend PRs and Bob reviews backend PRs.", "Bob reviews backend PRs, Alice reviews frontend PRs."],
    ["a list reordered", "We use Postgres, Redis, and Kafka.", "We use Kafka, Postgres and Redis."],
    ["A and B / B and A", "Alice and Bob review PRs.", "Bob and Alice review PRs."],
    ["pairs in the other order under a header", "Owners: billing → Dana, search → Lee", "Owners: search → Lee, billing → Dana"],
    ["a paraphrase that regroups its clauses", "The importer skips rows with no SKU, and it logs each skipped row.", "Each skipped row is logged by the importer; rows without a SKU get skipped."],
  ])("%s", (_, a, b) => {
    expect(roleSwap(a, b)).toBeNull();
  });
  it("a reordered pair list is still one memory", () => {
    const [a, b] = ["Alice reviews frontend PRs, Bob reviews backend PRs.", "Bob reviews backend PRs, Alice reviews frontend PRs."];
    expect(judgePair(mem(a), mem(b), 0.97).verdict).toBe("duplicate");
  });
});

describe("a setting's bare value and a delimiter are values of the merge guard", () => {
  it.each([
    ["a setting's plain word against a code span", "The default git branch of the docs repo is `develop`.", "docs repo default branch = main"],
    ["a delimiter by name against a format", "The lab's export delimiter is a tab.", "Exports from the lab are comma-separated (CSV)."],
    ["two formats", "Invoices are exported as TSV files.", "Invoices are exported as CSV files."],
  ])("%s: no merge", (_, a, b) => {
    expect(valueClash(a, b)).not.toBeNull();
    expect(judgePair(mem(a), mem(b), 0.9).verdict).not.toBe("duplicate");
  });
  it.each([
    ["the setting's value said in the sentence", "The default branch of the docs repo is main.", "docs repo default branch = main"],
    ["one delimiter said two ways", "Exports are tab-separated.", "The export delimiter is a tab."],
    ["a format on one side only", "Export the report as CSV.", "Reports are exported in CSV format."],
    ["a level as a setting and in prose", "log level: debug", "We log at debug level."],
    ["a prose line with a colon is no setting", "Note: the cache is warmed nightly.", "The cache gets warmed every night."],
  ])("%s: no clash", (_, a, b) => {
    expect(valueClash(a, b)).toBeNull();
  });
});
