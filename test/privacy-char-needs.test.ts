// The characters a pattern cannot match without, and where its matches can start (char-needs.ts), as the scans of
// regex.ts use them: a skipped scan or a scan tried only at its start characters must find what the plain scan finds.
// Patterns and texts are written for these tests.
import { describe, expect, it } from "vitest";
import { charNeeds, leadOf, mayMatch } from "../src/privacy/char-needs.ts";
import { execAll, testAnywhere } from "../src/privacy/regex.ts";

/** Every match of a global pattern by the plain scan (String.prototype.matchAll): the reference. */
const plain = (re: RegExp, text: string): Array<[number, string]> => [...text.matchAll(re)].map((m) => [m.index, m[0]]);
const scanned = (re: RegExp, text: string): Array<[number, string]> => [...execAll(re, text)].map((m) => [m.index, m[0]]);

describe("characters a pattern needs", () => {
  it("skips a text without a non-ASCII letter for a pattern of a script's words", () => {
    expect(mayMatch(/(?:收件人|受取人)[:：]/, "ship to: Dana, 12 Elm St")).toBe(false);
    expect(mayMatch(/(?:收件人|受取人)[:：]/, "收件人: 王芳")).toBe(true);
    expect(mayMatch(/\p{Extended_Pictographic}[ \t]+\p{Lu}/u, "thanks, Dana")).toBe(false);
  });

  it("reads one set per alternative, joined, and the rarest sign of each", () => {
    const [set] = charNeeds(/user=\w+|\w+@\w+/);
    const has = (c: string) => (set!.bits[c.charCodeAt(0) >> 5]! & (1 << (c.charCodeAt(0) & 31))) !== 0;
    expect(has("=") && has("@")).toBe(true);
    expect(has("u") || has("w")).toBe(false);
    // Only a need above U+007F is asked of a text (one native scan per text); an ASCII need lets the scan run.
    expect(mayMatch(/user=\w+|\w+@\w+/, "user name and host")).toBe(true);
  });

  it("needs nothing from an optional part, a negative lookaround or a back reference", () => {
    expect(mayMatch(/ab(?:=c)?/, "ab")).toBe(true);
    expect(mayMatch(/(?!é)a/u, "a")).toBe(true);
    expect(mayMatch(/(a)\1/, "aa")).toBe(true);
  });

  it("reads a positive lookaround's characters as needed in the text", () => {
    expect(mayMatch(/(?<=ł)\w+/u, "no sign here")).toBe(false);
    expect(mayMatch(/(?<=ł)\w+/u, "łx")).toBe(true);
    expect(mayMatch(/\w+(?!ł)/u, "key")).toBe(true);
  });

  it("keeps Unicode case folding in mind: under i and u an ASCII letter may match one above U+007F", () => {
    // "ſ" (long s) folds to "s" and the Kelvin sign to "k": the text has neither "s" nor "k".
    expect(/sk/iu.test("ſK")).toBe(true);
    expect(mayMatch(/sk/iu, "ſK")).toBe(true);
    // A character above U+007F under "i" and "u" may be matched by an ASCII one: "ſ" needs nothing above U+007F.
    expect(/ſ/iu.test("s")).toBe(true);
    expect(mayMatch(/ſ/iu, "s")).toBe(true);
    expect(mayMatch(/ſ/u, "s")).toBe(false);
  });

  it("reads nothing from a construct it does not follow (the regex decides)", () => {
    expect(charNeeds(/(?i:abc)/)).toEqual([]);
  });
});

describe("scans tried only where a match can start", () => {
  it("takes patterns that open with a positive lookbehind, not a literal or a class irregexp skips ahead to", () => {
    expect(leadOf(/(?<=\bto:[ \t]*)\p{Lu}\p{Ll}+/gu)).not.toBeNull();
    expect(leadOf(/(?<![\w-])--token/g)).toBeNull(); // a negative lookbehind before a literal: irregexp skips ahead itself
    expect(leadOf(/(?<![\w-])(?:\p{Lu}\p{Ll}+[ \t]+)Street/gu)).toBeNull(); // measured no faster at its start characters
    expect(leadOf(/(?<=x)a?/g)).toBeNull(); // can match the empty string
    expect(leadOf(/(?<=x)[a-z]+/g)).toBeNull(); // starts with lower-case letters: no position saved
  });

  it("finds the same matches as the plain scan, where matches abut, overlap candidates or follow astral characters", () => {
    const cases: Array<[RegExp, string]> = [
      [/(?<=\bto:[ \t]*)\p{Lu}\p{Ll}+/gu, "to: Ana to:Émile to:  Bo; into: Zed"],
      [/(?<=\b(?:[Oo]wner|OWNER)s?:[ \t]*(?:\p{Lu}\p{Ll}+,[ \t]*)*)\p{Lu}\p{Ll}+/gu, "Owners: Ana, Bo, Cy; owner:Émile 𝐀 owner: Ōta"],
      [/(?<=\p{Ll}[ \t]+)\p{Extended_Pictographic}/gu, "ok 👍 fine 👍👍 no👍"],
    ];
    for (const [re, text] of cases) {
      expect(leadOf(re), re.source).not.toBeNull();
      expect(scanned(re, text), re.source).toEqual(plain(re, text));
      expect(scanned(re, text).length, re.source).toBeGreaterThan(1);
    }
    // Patterns read by irregexp alone keep their matches too (the needed-character skip only).
    const street = /(?<![\w-])(?:\p{Lu}\p{Ll}+[ \t]+){1,2}(?:Street|Road)/gu;
    const text = "Elm Street, Old Mill Road and OldMill Road; 😀 Ōta Road";
    expect(scanned(street, text)).toEqual(plain(street, text));
  });

  it("answers a gate as test() does, skipped or tried at its start characters", () => {
    for (const gate of [/(?<=\bcc:[ \t]*)\p{Lu}[\p{Ll}\p{M}]+,[ \t]/u, /\p{Lu}[\p{Ll}\p{M}]+,[ \t]/u]) {
      for (const text of ["cc: Nowak, Ewa", "cc: nowak, ewa", "cc:Nowak,Ewa", "", "cc: Łukasz, hi", "Nowak, Ewa"]) expect(testAnywhere(gate, text), text).toBe(gate.test(text));
    }
    expect(testAnywhere(/ł/, "hello")).toBe(false);
  });
});
