import nlp from "compromise/two";
import { describe, expect, it } from "vitest";
import { buildNameLexicon, type CompromiseLike } from "../src/privacy/lexicon-build.ts";
import type { NameLexicon } from "../src/privacy/person-names.ts";
import { encodeNameLexicon, LEXICON_FIELDS, storedNameLexicon } from "../src/privacy/stored-name-lexicon.ts";

const sorted = (s: Set<string> | undefined) => [...(s ?? [])].sort();

describe("the stored name lexicon (generated name-lexicon-data.ts)", () => {
  it("holds exactly what buildNameLexicon builds from compromise and the name lists (else rerun bench/privacy/build-name-lexicon.ts)", () => {
    const built = buildNameLexicon(nlp as unknown as CompromiseLike);
    const stored = storedNameLexicon();
    for (const field of LEXICON_FIELDS) expect(sorted(stored[field]), field).toEqual(sorted(built[field]));
  });

  it("round-trips words with capitals, long shared prefixes and the broad-only subsets", () => {
    const long = "x".repeat(60);
    const lexicon: NameLexicon = {
      first: new Set(["dana", "danae", "kemal", "zoë"]),
      ambiguousFirst: new Set(["mark"]),
      last: new Set(["kim", "postma"]),
      words: new Set([":-O", ":-P", `${long}a`, `${long}b`, "o'clock"]),
      places: new Set(["sao paulo"]),
      proper: new Set(),
      placeLike: new Set(["sydney"]),
      broadOnly: new Set(["kemal"]),
      broadOnlyLast: new Set(["postma"]),
    };
    const back = storedNameLexicon(encodeNameLexicon(lexicon));
    for (const field of LEXICON_FIELDS) expect(sorted(back[field]), field).toEqual(sorted(lexicon[field]));
  });
});
