// Issue 14, person names round 9: the other forms of a found person's name in the same text (name-complete.ts).
// Inputs are written for these tests from the formats (asset inventories, directory exports, file shares), not taken
// from the corpus; each mechanism has look-alikes beside it that must stay.
import { describe, expect, it } from "vitest";
import { left, found } from "./privacy-spans.ts";

describe("a found person's given name alone, written as a handle", () => {
  it("reads the given name heading a device or standing as a login, umlauts as two letters", () => {
    found("tamsin-x1,Tamsin Okoro,10.40.1.22,Windows 11", "person_name", "tamsin");
    found("Mit Jürgen Weber gesprochen, sein Pi heißt juergen-pi", "person_name", "juergen");
  });

  it("reads the surname with its particles run together", () => {
    found("Sanne ter Horst still needs access, login sterhorst", "person_name", "sterhorst");
  });

  it("leaves the word a given name also is, and a capitalised occurrence", () => {
    // Grace is also a word: grace-period stays.
    left("Grace Hopper wrote it; grace-period is 3 days", "grace-period");
    // A capitalised given name alone is left to the readers of prose ("Priority: Amber" is a colour here).
    const t = "Priority: Amber | Reporter: Amber Nakashima";
    expect(t.indexOf("Amber")).toBe(10);
    left(t, "Priority: Amber |");
  });
});
