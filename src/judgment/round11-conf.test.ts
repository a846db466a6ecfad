// Round 11 (judgconf11): contradictions missed and false flags raised by readers of form. Sentences of
// their own, not the bench's; each mechanism has look-alikes that must keep their verdict.
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { distinctValueConflict } from "./distinct-values";
import { minimalPairConflict } from "./similarity";
import { parseQuantity } from "./values";

let n = 0;
const judged = (content: string): JudgedMemory => ({
  id: `r11-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine?: number) => judgePair(judged(a), judged(b), cosine).verdict;

describe("electric current and charge are quantities with units", () => {
  it("mA, µA and Ah, mAh read in one unit each", () => {
    expect(parseQuantity("0.2 mA")).toMatchObject({ dim: "current", n: 200 });
    expect(parseQuantity("200 µA")).toMatchObject({ dim: "current", n: 200 });
    expect(parseQuantity("1.2 Ah")).toMatchObject({ dim: "charge", n: 1200 });
    expect(parseQuantity("1200 mAh")).toMatchObject({ dim: "charge", n: 1200 });
  });
  it("one current or charge written in two units is no conflict", () => {
    expect(verdict("The tracker tag sleeps at 200 µA.", "The tracker tag sleeps at 0.2 mA.", 0.92)).not.toBe("conflict");
    expect(verdict("The handheld scanner's pack is 1.2 Ah.", "The handheld scanner's pack is 1200 mAh.", 0.92)).not.toBe("conflict");
  });
  it("two currents or charges of one thing conflict, whatever their units", () => {
    expect(verdict("Tracker tag sleep current: 200 µA.", "The tracker tag draws about 2 mA while asleep.", 0.7)).toBe("conflict");
    expect(verdict("Handheld scanner pack: 1800 mAh.", "handheld scanner pack capacity 2.4 Ah", 0.7)).toBe("conflict");
  });
  it("a charge is no version of the verb before it", () => {
    expect(verdict("The drone battery stores 5.2 Ah.", "The drone battery stores 5200 mAh.", 0.92)).not.toBe("conflict");
  });
});

describe("sizes in decimal and binary units in a minimal pair", () => {
  it("'2 TB' / '2000 GB' is one size; '2 TB' / '4 TB' is not", () => {
    expect(minimalPairConflict("The archive volume is 2 TB.", "The archive volume is 2000 GB.")).toBeNull();
    expect(minimalPairConflict("The archive volume is 2 TB.", "The archive volume is 4 TB.")).not.toBeNull();
  });
});

describe("a time of day is no count", () => {
  it("'at 03:00' does not rival a number of retries", () => {
    expect(verdict("invoice_export runs at 03:00 UTC.", "invoice_export has 5 retries with a 2-minute delay.", 0.8)).not.toBe("conflict");
  });
  it("look-alike: two numbers of retries still conflict", () => {
    expect(verdict("invoice_export has 5 retries.", "invoice_export retries 3 times.", 0.8)).toBe("conflict");
  });
});

describe("'the P of X is V': the head before 'of' names the property", () => {
  it("a long 'P of X' subject is read and meets the key/value line", () => {
    expect(verdict("The default git branch of the mobile app repo is `trunk`.", "mobile app repo default branch = main", 0.79)).toBe("conflict");
  });
  it("look-alikes: the same value is no conflict; a head that names no property makes no claim", () => {
    expect(verdict("The default git branch of the mobile app repo is `main`.", "mobile app repo default branch = main", 0.79)).not.toBe("conflict");
    expect(verdict("The oldest office of the Lisbon support team is downtown.", "Lisbon support team office = Porto", 0.5)).not.toBe("conflict");
  });
});

describe("closed sets: character encodings and compression codecs", () => {
  it("two encodings of one feed, two codecs of one table conflict", () => {
    expect(verdict("The payroll CSV export is encoded as Windows-1252.", "Payroll CSV exports are written in UTF-8.", 0.7)).toBe("conflict");
    expect(verdict("Event archive files are compressed with LZ4.", "Event archive files are compressed with gzip.", 0.7)).toBe("conflict");
  });
  it("look-alikes: one encoding spelled two ways, one codec named twice", () => {
    expect(verdict("The payroll CSV export is encoded as Latin-1.", "Payroll CSV exports are written in ISO-8859-1.", 0.9)).not.toBe("conflict");
    expect(verdict("Event archive files are compressed with Zstandard.", "Event archive files are compressed with zstd.", 0.9)).not.toBe("conflict");
  });
});

describe("a plain word after 'is' is a state, not a code name (distinct-values.ts)", () => {
  it("'is finished.' / 'is complete.' name no two values", () => {
    expect(distinctValueConflict("The ledger backfill is finished.", "The ledger backfill is complete.", 0.95)).toBeNull();
    expect(distinctValueConflict("The rooftop camera drops frames when the hub is outdoors.", "The rooftop camera drops frames when the hub is outside.", 0.95)).toBeNull();
  });
  it("look-alikes: a code-like name or a random id after 'is' is still a value", () => {
    expect(distinctValueConflict("The release branch is rel-24.", "The release branch is rel-25.", 0.9)).not.toBeNull();
    expect(distinctValueConflict("Firefox add-on id: qwpoeirutyalskdjfhgzmxncbv", "The add-on's store ID is zmxncbvlaksjdhfgqpwoeiruty.", 0.7)).not.toBeNull();
  });
});
