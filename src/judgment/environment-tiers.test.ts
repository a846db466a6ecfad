// Round 24 (judgff28): a stand-in and the real thing ("test mill" / "real mill", "Test PACS" / "Clinical PACS") hold two
// values, read only in a qualifier's form. Sentences of their own, not the bench's; each look-alike has its twin in
// one place that must still conflict.
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { tierContexts } from "./environment-tiers";

let n = 0;
const judged = (content: string): JudgedMemory => ({
  id: `r24t-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string) => judgePair(judged(a), judged(b), 0.8).verdict;

describe("tier words in a qualifier's form", () => {
  it("a stand-in and the real thing modifying one noun both sides name", () => {
    expect(tierContexts("The test kiln logs temperature every 5 s.", "The real kiln logs temperature every 30 s.")).toEqual(["test"]);
    expect(tierContexts("The real kiln logs temperature every 30 s.", "The test kiln logs temperature every 5 s.")).toEqual(["production"]);
    expect(tierContexts("Clinical LIMS keeps samples for 5 years.", "Training LIMS keeps samples for 30 days.")).toEqual(["production"]);
  });
  it("before a place's head noun, in a leading label, alone in parentheses, or 'the … itself'", () => {
    expect(tierContexts("Harbour sim environment: cranes report at 5 Hz.", "Cranes report at 1 Hz.")).toEqual(["test"]);
    expect(tierContexts("Live CRM: duplicate check on.", "Duplicate check off.")).toEqual(["production"]);
    expect(tierContexts("North depot (live): 12 vans", "Vans: 3")).toEqual(["production"]);
    expect(tierContexts("On the ship itself the gyro logs at 10 Hz.", "The gyro logs at 50 Hz.")).toEqual(["production"]);
  });
  it("no tier as a state, an event, a plain noun, or where one text contrasts both", () => {
    expect(tierContexts("Card payments are live for all shops.", "Card payments for shops are off.")).toEqual([]);
    expect(tierContexts("The pilot of card payments at two shops was rolled back.", "Card payments at all shops.")).toEqual([]);
    expect(tierContexts("The real cause of the outage was the cache.", "The outage cause was DNS.")).toEqual([]);
    expect(tierContexts("Integration tests run against a real Postgres, not mocks.", "Mock the Postgres layer in tests.")).toEqual([]);
  });
});

describe("judged pairs", () => {
  it("a stand-in and the real thing with two values are look-alikes", () => {
    expect(verdict("The test kiln logs temperature every 5 s.", "The real kiln logs temperature every 30 s.")).toBe("lookalike");
    expect(verdict("Training LIMS keeps samples for 30 days.", "Clinical LIMS keeps samples for 5 years.")).toBe("lookalike");
    expect(verdict("Harbour sim environment: cranes report at 5 Hz.", "Real cranes on the quay report at 1 Hz.")).toBe("lookalike");
  });
  it("the same place with two values still conflicts", () => {
    expect(verdict("The test kiln logs temperature every 5 s.", "The test kiln logs temperature every 30 s.")).toBe("conflict");
    expect(verdict("The real kiln logs temperature every 5 s.", "The kiln logs temperature every 30 s.")).toBe("conflict");
  });
  it("a preference for real services over mocks still conflicts with one for mocks", () => {
    expect(verdict("Write integration tests against a real Postgres instead of mocking the repository.", "Mock the repository layer in integration tests; don't start Postgres.")).toBe("conflict");
  });
});
