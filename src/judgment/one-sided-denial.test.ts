/**
 * One-sided denials as the duplicate blocker reads them (one-sided-denial.ts): a negative word that denies no part of
 * the shared claim (a negated requirement the other side states, two negatives that cancel, an idiom, a denial in a
 * purpose clause) no longer keeps two close paraphrases apart; a denial of what the other side asserts still does.
 */
import { describe, expect, it } from "vitest";
import { deniesAgainstOther, deniesOnOneSide, requirementDropped } from "./one-sided-denial";
import { ONE_SIDED_DENIAL, semanticDuplicateBlocker } from "./similarity";
import { valueClash } from "./value-clash";

const merges = (a: string, b: string) => semanticDuplicateBlocker(a, b, 0.85) === null && valueClash(a, b) === null;

describe("a negative word that denies no part of the shared claim", () => {
  it.each([
    // A negated requirement and the requirement stated in order.
    ["Don't tag a release without running the smoke tests.", "Run the smoke tests before tagging a release."],
    ["Nobody rotates the TLS certificate until the new one is in the vault.", "The new TLS certificate goes into the vault before anyone rotates it."],
    ["No data migration runs without a dry run on staging data.", "Every data migration runs with a dry run on staging data."],
    // A requirement fronted before its clause.
    ["Until the security review is signed off, the release cannot ship.", "The release ships only after the security review is signed off."],
    // An idiom.
    ["The linter checks not only imports but also unused variables.", "The linter checks imports as well as unused variables."],
    // A denial inside a purpose clause about something the other side does not speak of.
    ["We vendor the protobuf definitions so that codegen doesn't depend on the network.", "The protobuf definitions are vendored into the repo for codegen."],
  ])("%s / %s: no one-sided denial, merged", (a, b) => {
    expect(deniesOnOneSide(a, b)).toBe(false);
    expect(merges(a, b)).toBe(true);
  });

  it("two negatives that cancel: the blocker passes, and so does the merge guard", () => {
    const [a, b] = ["Queued emails are not lost when the mail relay restarts.", "Queued emails are kept when the mail relay restarts."];
    expect(semanticDuplicateBlocker(a, b, 0.85)).toBeNull();
    // (Round 22: opposites are read through irregular forms too, "lost" is "lose", WordNet's opposite of "keep", so
    // "not lost" is read as "kept" (negated-opposites.ts); before, the predicate guard read lost / kept as two predicates.)
    expect(valueClash(a, b)).toBeNull();
  });
});

describe("a denial of what the other side asserts", () => {
  it.each([
    // The requirement reversed: what is required comes after "before" or "then".
    ["Don't tag a release without running the smoke tests.", "A release may be tagged before the smoke tests run."],
    ["Nobody rotates the TLS certificate until the new one is in the vault.", "Rotate the TLS certificate first, then put the new one in the vault."],
    // A negated negative against the same negative in another word: the shape of a contradiction.
    ["Queued emails aren't lost when the mail relay restarts.", "Queued emails are dropped when the mail relay restarts."],
    // A plain denial of the main clause.
    ["We vendor the protobuf definitions.", "We don't vendor the protobuf definitions."],
  ])("%s / %s: kept apart", (a, b) => {
    expect(semanticDuplicateBlocker(a, b, 0.85)).not.toBeNull();
  });

  it("reads the side that denies", () => {
    expect(deniesAgainstOther("Don't tag a release without running the smoke tests.", "A release may be tagged before the smoke tests run.")).toBe(true);
    expect(semanticDuplicateBlocker("We vendor the protobuf definitions.", "We don't vendor the protobuf definitions.", 0.85)).toBe(ONE_SIDED_DENIAL);
  });
});

describe("one side requires what the other goes without (the merge guard)", () => {
  it("stops the merge when both sides deny, one a requirement, the other the thing required", () => {
    const [a, b] = ["Nobody rotates the TLS certificate until the new one is in the vault.", "Rotate the TLS certificate without waiting for the vault."];
    expect(requirementDropped(a, b)).toBe("vault");
    expect(valueClash(a, b)).toMatch(/requires what the other goes without/);
  });
  it("leaves a denial under a condition alone", () => {
    expect(requirementDropped("Don't tag a release without signing it.", "Unsigned, a release tag is rejected by the registry.")).toBeNull();
  });
});

describe("'no one' is 'nobody'", () => {
  it("reads 'no one' as a denial like 'nobody', not as an exclusive", () => {
    const [a, b] = ["Nobody triages the flaky-test dashboard, so regressions pile up.", "Regressions pile up because no one triages the flaky-test dashboard."];
    expect(deniesOnOneSide(a, b)).toBe(false);
    expect(semanticDuplicateBlocker(a, b, 0.85)).toBeNull();
  });
});
