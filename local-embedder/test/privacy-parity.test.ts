// Parity with workerd: the companion's engine (Node, through its re-export and the lazily loaded name
// lexicon) must give exactly the results committed in test/fixtures/privacy-parity.json, which
// test/privacy-engine.test.ts checks inside workerd. Regenerate with `npm run privacy:fixture`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scrub } from "../src/privacy/scrub.ts";

const cases = JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "test", "fixtures", "privacy-parity.json"), "utf8")) as Array<{
  text: string;
  result: unknown;
}>;

describe("privacy engine parity (Node)", () => {
  it("gives exactly the findings, placeholders and text that workerd gives on the shared fixture", () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const c of cases) expect(scrub(c.text), c.text).toEqual(c.result);
  });
});
