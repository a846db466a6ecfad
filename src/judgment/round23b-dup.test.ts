/**
 * Round 23b's guards on the duplicate model's merges (bench/judgment/README.md "Round 23: duplicates — the model's last
 * fold gaps"): a file name's extension, two "per" scopes, a clause one side adds. Sentences of our own, not the
 * bench's; each reading beside a true duplicate it must keep.
 */
import { describe, expect, it } from "vitest";
import { withoutFileExtensions } from "./file-names";
import { perScopeClash, perScopes } from "./per-scope";
import { addedClause } from "./added-clause";
import { modelMergeGuard } from "./taste-guard";
import { buildVariantClash } from "./build-variants";
import { disjointFindings, disjointPastOneSynonym } from "./predicate-coverage";

const fact = (content: string) => ({ type: "fact", content });
const guard = (a: string, b: string) => modelMergeGuard(fact(a), fact(b));

describe("a file name's extension is no format claim (file-names.ts)", () => {
  it("sets the extension of a file name aside, keeps hosts, abbreviations and numbers", () => {
    expect(withoutFileExtensions("Subtitle files are named <show>_<episode>.vtt.")).toBe("Subtitle files are named <show>_<episode>.");
    expect(withoutFileExtensions("Logs go to build-*.log daily")).toBe("Logs go to build-* daily");
    expect(withoutFileExtensions("Calls api.acme.io, e.g. for 4.1k users")).toBe("Calls api.acme.io, e.g. for 4.1k users");
  });
  it("a naming rule is not the format said again", () => {
    expect(guard("Subtitle files are shipped as VTT.", "Subtitle files are named <show>_<episode>.vtt.")).toMatch(/two different things/);
  });
  it("keeps a true duplicate: one file named on both sides, or the format in other words", () => {
    expect(guard("Settings live in config.yaml.", "The settings are kept in config.yaml.")).toBeNull();
    expect(guard("Subtitle files are shipped as VTT.", "Subtitles ship in VTT format.")).toBeNull();
  });
});

describe("two 'per' scopes are two granularities (per-scope.ts)", () => {
  it("reads scopes, not rates, determiners or Latin", () => {
    expect(perScopes("Quotas apply per-tenant and per API key, 5 per second, as per the spec, 3 per cent")).toEqual(["tenant", "api"]);
  });
  it("refuses one statement held per user and per request", () => {
    expect(perScopeClash("Feature flags are evaluated per tenant.", "Flags are evaluated per request; one tenant can see both.")).toMatch(/per tenant \/ per request/);
    expect(guard("Feature flags are evaluated per tenant.", "Flags are evaluated per request; one tenant can see both.")).toMatch(/another scope/);
  });
  it("keeps a true duplicate: one scope (any form), or a rate in other units", () => {
    expect(perScopeClash("Quotas are tracked per user.", "Each user's quota is counted per-user.")).toBeNull();
    expect(perScopeClash("The API allows 5 requests per second.", "The API allows 300 requests per minute.")).toBeNull();
    expect(perScopeClash("Quotas are tracked per user.", "Every user has a quota of their own.")).toBeNull();
  });
});

describe("a refinement that adds a clause (added-clause.ts)", () => {
  it("one side restates the other and adds a clause of its own after 'and'", () => {
    expect(addedClause("Build failures are posted to #ci.", "Build failures are posted to #ci and emailed to the on-call engineer.")).toMatch(/adds a clause/);
    expect(guard("Build failures are posted to #ci and emailed to the on-call engineer.", "Build failures are posted to #ci.")).toMatch(/adds a clause/);
  });
  it("keeps a true duplicate: the clause says what the other side says, in another order", () => {
    expect(addedClause("Deploys are frozen on Fridays and during holidays.", "No deploys during holidays or on Fridays.")).toBeNull();
    expect(guard("Build failures are posted to #ci.", "Failed builds get posted in #ci.")).toBeNull();
  });
});

describe("a value stated by one side only is a finding of its own (predicate-coverage.ts, the model's form)", () => {
  it("two properties of one subject, one of them a measure", () => {
    expect(disjointPastOneSynonym("The lobby display is an OLED panel.", "The lobby display is 2.4 m wide.")).toMatch(/two different things/);
    // Since round 24 the combiner's strict form reads it too (ad-u-005, round24-dup.test.ts).
    expect(disjointFindings("The lobby display is an OLED panel.", "The lobby display is 2.4 m wide.")).toMatch(/two different things/);
  });
  it("keeps a true duplicate: the value said in words on the other side", () => {
    expect(disjointPastOneSynonym("Recycling bins are emptied fortnightly.", "Recycling bins are picked up every 2 weeks.")).toBeNull();
    expect(guard("Recycling bins are emptied fortnightly.", "Recycling bins are picked up every 2 weeks.")).toBeNull();
  });
});

describe("debug and release are two builds (build-variants.ts)", () => {
  it("refuses two builds described each where it runs", () => {
    expect(buildVariantClash("CI runs the debug build with sanitizers on.", "Customers get the release build, sanitizers stripped.")).toMatch(/debug \/ release/);
    expect(guard("CI runs the debug build with sanitizers on.", "Customers get the release build, sanitizers stripped.")).toMatch(/two builds/);
  });
  it("keeps a true duplicate: one build on both sides, or a release that is no build", () => {
    expect(buildVariantClash("Customers get the release build.", "The release build is what ships to customers.")).toBeNull();
    expect(buildVariantClash("Debug builds keep the symbols.", "The next release drops Windows 7.")).toBeNull();
  });
});
