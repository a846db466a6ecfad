/**
 * Stored text is untrusted: a memory may say "constructor", "toString" or "__proto__", and every word table judgment
 * looks such a word up in must find nothing (word-table.ts). Before round 21 (judgconf25) ANTONYMS was a plain object:
 * "The constructor hook is not enabled" made stanceOf call rootOf on Object's constructor function, and judgePair threw.
 */
import { describe, expect, it } from "vitest";
import { judgePair, type JudgedMemory } from "./compare";
import { OWNED_KINDS } from "./identifier-forms";
import { CATEGORIES, CONTEXT_DIMENSIONS, CONTEXT_WORDS, SYNONYMS } from "./lexicon";
import { ANTONYMS } from "./negation-lexicon";
import { stanceOf } from "./negation-scope";
import { SCALE_WORDS } from "./values";

const BUILT_INS = ["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf", "propertyIsEnumerable", "toLocaleString"];
const memory = (id: string, content: string): JudgedMemory => ({ id, content, type: "fact", scope: "user", project_id: null, tags: [], metadata: {}, created_at: 0, source: "user_stated" }) as unknown as JudgedMemory;

describe("word tables find nothing for Object.prototype's names", () => {
  it.each(Object.entries({ ANTONYMS, CATEGORIES, CONTEXT_DIMENSIONS, CONTEXT_WORDS, OWNED_KINDS, SCALE_WORDS, SYNONYMS }))("%s", (_, table) => {
    for (const w of BUILT_INS) expect((table as Record<string, unknown>)[w]).toBeUndefined();
  });

  it("a denial of such a word reads as a denial of a plain word", () => {
    expect([...stanceOf("The constructor hook is not enabled on staging.").denied]).toContain("enabl");
  });

  it.each(BUILT_INS)("judging texts that use %s throws nothing", (w) => {
    const pairs = [
      [`The ${w} hook is not enabled on staging`, `The ${w} hook is enabled on staging`],
      [`${w} runs once per minute, twice a day, at 5 MB`, `${w} is disabled, ${w} off`],
      [`use ${w} over toString in 3 k files`, `the ${w} is 3 times per hour`],
    ];
    for (const [a, b] of pairs) {
      expect(() => judgePair(memory("a", a), memory("b", b), 0.8)).not.toThrow();
      expect(() => judgePair(memory("a", a), memory("b", b))).not.toThrow();
    }
  });
});
