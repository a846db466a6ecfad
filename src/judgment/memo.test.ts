/** The memo helpers judgment leans on for speed (memo.ts) and the gram pre-check in canonicalName: same answers, less work. */
import { describe, expect, it } from "vitest";
import { memoByPair, regexOf } from "./memo";
import { canonicalName } from "./lexicon";

describe("memoByPair", () => {
  it("answers each ordered pair once, and keeps (a, b) apart from (b, a) and from joined look-alikes", () => {
    let calls = 0;
    const join = memoByPair((a: string, b: string) => (calls++, `${a}|${b}`));
    expect(join("x", "y")).toBe("x|y");
    expect(join("x", "y")).toBe("x|y");
    expect(calls).toBe(1);
    expect(join("y", "x")).toBe("y|x");
    // A joined key "a\0b" would have made these two one entry.
    expect(join("p\u0000q", "r")).toBe("p\u0000q|r");
    expect(join("p", "q\u0000r")).toBe("p|q\u0000r");
    expect(calls).toBe(4);
  });

  it("empties itself past its bound and still answers right", () => {
    let calls = 0;
    const f = memoByPair((a: string, b: string) => (calls++, a + b), 2);
    for (const [a, b] of [["a", "b"], ["a", "c"], ["d", "e"], ["f", "g"]]) expect(f(a, b)).toBe(a + b);
    expect(calls).toBe(4);
    expect(f("f", "g")).toBe("fg");
    expect(calls).toBe(4);
    expect(f("a", "b")).toBe("ab");
    expect(calls).toBe(5);
  });
});

describe("regexOf", () => {
  it("hands back one compiled pattern per source and flags", () => {
    expect(regexOf("a+b", "i")).toBe(regexOf("a+b", "i"));
    expect(regexOf("a+b", "i")).not.toBe(regexOf("a+b"));
  });
});

describe("canonicalName (multi-word synonyms read only where a word starts one)", () => {
  it("still replaces one-, two- and three-word spellings, longest first", () => {
    expect(canonicalName("we use rabbit mq for jobs")).toBe("we use rabbitmq for jobs");
    expect(canonicalName("squash and merge only")).toBe("squash merge only");
    expect(canonicalName("open a PR first")).toBe("open a pull request first");
    expect(canonicalName("nothing to rename here")).toBe("nothing to rename here");
  });
});
