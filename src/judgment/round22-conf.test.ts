// Round 22 (judgconf26): values the quantity reader did not read — temperatures in °C and °F (below zero too, and spans
// of them), pixels written out, "frames per second", a counted rate with "a" for "per" ("500 bids a minute") — and a
// frame rate's own nouns ("frame rate") as no evidence of its slot. Sentences of their own, not the bench's; each with
// its look-alike that must stay apart.
import { describe, expect, it } from "vitest";
import { parseQuantity, relation } from "./values";
import { typedSlotConflict, typedValuesOf } from "./slot-reader";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `r22-${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const verdict = (a: string, b: string, cosine = 0.6) => judgePair(mem(a), mem(b), cosine).verdict;
const kinds = (t: string) => typedValuesOf(t).map((v) => `${v.kind} ${v.raw}`);

describe("temperatures", () => {
  it("reads °C, °F and the words, in degrees Celsius", () => {
    expect(parseQuantity("68 °F")).toMatchObject({ dim: "temperature", n: 20 });
    expect(parseQuantity("37 degrees Celsius")).toMatchObject({ dim: "temperature", n: 37 });
    expect(parseQuantity("-40 °F")).toMatchObject({ dim: "temperature", n: -40 });
  });
  it("one temperature in two scales is one value; rounded conversions too", () => {
    expect(relation(parseQuantity("20 °C")!, parseQuantity("68 °F")!)).toBe("same");
    expect(relation(parseQuantity("-18 °C")!, parseQuantity("0 °F")!)).toBe("same");
    expect(relation(parseQuantity("18 °C")!, parseQuantity("68 °F")!)).toBe("differs");
  });
  it("a minus before degrees is a sign; before other numbers it is read as before (not at all)", () => {
    expect(kinds("The cold room is held at -25 °C.")).toContain("temperature -25 °C");
    expect(kinds("The probe reads −80 °C.")).toContain("temperature −80 °C");
    expect(typedValuesOf("clock offset -5 ms on the replica").filter((v) => v.kind === "time")).toEqual([]);
  });
  it("two setpoints of one thing conflict, in either scale", () => {
    expect(verdict("The walk-in chiller setpoint is 4 °C.", "walk-in chiller setpoint: 2 °C")).toBe("conflict");
    expect(verdict("Proofing cabinet target: 27 °C.", "The proofing cabinet target temperature is 90 °F.")).toBe("conflict");
  });
  it("one setpoint said in °C and °F is no conflict", () => {
    expect(typedSlotConflict("The walk-in chiller setpoint is 4 °C.", "walk-in chiller setpoint: 39 °F", 0.6)).toBeNull();
  });
  it("a value inside a span of temperatures from below zero is no second answer", () => {
    expect(typedSlotConflict("The logger's operating temperature is -20 to 60 °C.", "The loggers in the freezer aisle run at -18 °C.", 0.6)).toBeNull();
    expect(typedSlotConflict("Logger temperature range: -20…+60 °C.", "Logger temperature in the aisle: 18 °C.", 0.6)).toBeNull();
  });
});

describe("other units written out", () => {
  it("'pixels' is px", () => {
    expect(kinds("Thumbnails are 320 pixels wide.")).toContain("px 320 pixels");
    expect(verdict("Thumbnails are resized to 320 px wide.", "The thumbnail job resizes each thumbnail to 480 pixels.")).toBe("conflict");
  });
  it("'frames per second' is a frame rate, as fps is", () => {
    expect(typedValuesOf("The camera records 120 frames per second.").map((v) => v.kind)).toContain("framerate");
  });
  it("a frame rate's own nouns do not count against one shared slot word", () => {
    expect(verdict("Target frame rate on the kiosk: 30 fps", "kiosk-renderer locks the kiosk to 60 fps")).toBe("conflict");
  });
});

describe("a counted rate with 'a' for 'per'", () => {
  it("'500 bids a minute' is a rate; 'a second time' is no rate", () => {
    expect(typedValuesOf("Each lot accepts at most 500 bids a minute.").map((v) => v.kind)).toContain("rate");
    expect(typedValuesOf("The job refunded 14 orders a second time.").map((v) => v.kind)).not.toContain("rate");
    expect(typedValuesOf("Staff work 4 days a week.").map((v) => v.kind)).not.toContain("rate");
  });
  it("two per-minute caps of one thing conflict", () => {
    expect(verdict("Scan rate limit: 2k scans per minute per gate.", "Each gate accepts at most 600 scans a minute.")).toBe("conflict");
  });
});

describe("one value said two ways is no conflict", () => {
  it("a temperature in °C and °F swapped inside one sentence is one value (minimal pair)", () => {
    expect(verdict("The blast chiller alarm triggers above -15 °C.", "The blast chiller alarm triggers above 5 °F.", 0.94)).not.toBe("conflict");
    expect(verdict("The blast chiller alarm triggers above -15 °C.", "The blast chiller alarm triggers above -10 °C.", 0.94)).toBe("conflict");
  });
  it("a span's near end takes the far end's rate: 'between 300 and 600 picks per minute' holds 480 picks/min", () => {
    expect(typedValuesOf("The looms run between 300 and 600 picks per minute.").filter((v) => v.kind === "rate").map((v) => v.raw)).toEqual(["300", "600 picks per minute"]);
    expect(typedSlotConflict("The looms run between 300 and 600 picks per minute.", "Loom 14 runs at 480 picks/min.", 0.7)).toBeNull();
    expect(typedSlotConflict("The looms run between 300 and 600 picks per minute.", "Loom 14 runs at 700 picks/min.", 0.7)).not.toBeNull();
  });
  it("'three quarters of an hour' is 45 minutes", () => {
    expect(kinds("Three quarters of an hour before close, the kiosk stops selling.")).toContain("time 0.75 hour");
    expect(relation(parseQuantity("45 minutes")!, parseQuantity("0.75 hour")!)).toBe("same");
  });
  it("a month is 28 to 31 days: '30 days' and 'a month' are one length, '60 days' is not", () => {
    expect(relation(parseQuantity("30 days")!, parseQuantity("1 month")!)).toBe("same");
    expect(relation(parseQuantity("4 weeks")!, parseQuantity("1 month")!)).toBe("same");
    expect(relation(parseQuantity("90 days")!, parseQuantity("3 months")!)).toBe("same");
    expect(relation(parseQuantity("60 days")!, parseQuantity("1 month")!)).toBe("differs");
    expect(relation(parseQuantity("2 weeks")!, parseQuantity("1 month")!)).toBe("differs");
  });
});
