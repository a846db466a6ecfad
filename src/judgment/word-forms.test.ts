/** word-forms.ts: the one reader of word forms (round 21, judgconf25), asked by synonyms.ts, opposites.ts and denying-verbs.ts. */
import { describe, expect, it } from "vitest";
import { formsOf, lemmasOf } from "./word-forms";

describe("dictionary forms of a written word", () => {
  it.each([
    ["denied", "deny"],
    ["declining", "decline"],
    ["dropped", "drop"],
    ["cancelled", "cancel"],
    ["vetoes", "veto"],
    ["explanations", "explanation"],
  ])("%s → %s", (word, lemma) => {
    expect(lemmasOf(word)).toContain(lemma);
  });

  it.each([
    ["left", "leave"],
    ["gave", "give"],
    ["wound", "wind"],
    ["axed", "axe"],
  ])("irregular %s → %s", (word, lemma) => {
    expect(formsOf(word)).toContain(lemma);
  });
});
