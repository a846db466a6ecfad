// Round 24 (judgconf28): one identifier named alike on both sides with two values (identifier-values.ts). Sentences of
// their own, not the bench's; each conflict beside the look-alike that must stay apart.
import { describe, expect, it } from "vitest";
import { identifierConflict } from "./identifier-values";

describe("one identifier, two values", () => {
  it("a hex or UUID value after the same naming words", () => {
    expect(identifierConflict("orchardly's Sentry project key is 9a41c7e2d0.", "orchardly reports errors under Sentry project key 5be03f91aa.")?.values).toEqual(["9a41c7e2d0", "5be03f91aa"]);
  });
  it("one naming word met, the thing identified said elsewhere in the sentence", () => {
    expect(identifierConflict("Our ICAO address for the glider is 3D41A7.", "Configure the glider's transponder with ICAO hex code 3D5F02.")?.values).toEqual(["3D41A7", "3D5F02"]);
  });
  it("a code of capitals", () => {
    expect(identifierConflict("Frozen desserts are filed under category code FROZ-07.", "In the stock system frozen desserts have category code FD.")?.values).toEqual(["FROZ-07", "FD"]);
  });
});

describe("look-alikes that stay apart", () => {
  it("a number's unit is no identifier", () => {
    expect(identifierConflict("The render node disk is 2 TB.", "The render node disk is 2000 GB.")).toBeNull();
  });
  it("two identifiers of two things: the naming words do not meet", () => {
    expect(identifierConflict("orchardly's Sentry project key is 9a41c7e2d0.", "orchardly's Stripe account is acct_7QpR2zK.")).toBeNull();
  });
  it("the same value on both sides, or one holding the other", () => {
    expect(identifierConflict("orchardly's Sentry project key is 9a41c7e2d0.", "Errors go to Sentry project key 9a41c7e2d0 for orchardly.")).toBeNull();
  });
  it("a year or a short count is no identifier", () => {
    expect(identifierConflict("The orchard map project started in 2021.", "The orchard map project was redone in 2024.")).toBeNull();
  });
});
