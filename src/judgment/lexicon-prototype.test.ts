/** Stored text is untrusted: a word that names a built-in of Object.prototype must read as a plain word. */
import { describe, expect, it } from "vitest";
import { canonicalName, CONTEXT_WORDS, SYNONYMS } from "./lexicon";
import { contextsOfClause } from "./text";

describe("word tables without a prototype", () => {
  it("find nothing for constructor, toString, hasOwnProperty or __proto__", () => {
    for (const w of ["constructor", "toString", "hasOwnProperty", "__proto__", "valueOf"]) {
      expect(w in CONTEXT_WORDS).toBe(false);
      expect(w in SYNONYMS).toBe(false);
      expect(CONTEXT_WORDS[w]).toBeUndefined();
      expect(SYNONYMS[w]).toBeUndefined();
    }
  });

  it("keep a name made of such words as its words, with no function's text in it", () => {
    const name = canonicalName("constructor toString");
    expect(name).not.toMatch(/function|native code/);
    expect(name).toContain("constructor");
  });

  it("read no context from them, and still read a real one", () => {
    expect(contextsOfClause("the constructor runs twice")).toEqual([]);
    expect(contextsOfClause("the constructor runs twice on staging")).toContain("staging");
  });
});
