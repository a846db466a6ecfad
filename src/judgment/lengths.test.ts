// Round 10 (judgconf10): lengths in millimetres, centimetres and kilometres (values.ts, slots.ts) — sentences of their own.
import { describe, expect, it } from "vitest";
import { parseQuantity } from "./values";
import { typedSlotConflict } from "./slot-reader";

describe("lengths", () => {
  it("mm, cm and km are one dimension in metres; a bare m stays minutes", () => {
    expect(parseQuantity("80 mm")).toMatchObject({ dim: "length", n: 0.08 });
    expect(parseQuantity("8cm")).toMatchObject({ dim: "length", n: 0.08 });
    expect(parseQuantity("2 km")).toMatchObject({ dim: "length", n: 2000 });
    expect(parseQuantity("5 m")).toMatchObject({ dim: "time" });
  });
  it("two lengths of one slot conflict; one length written in two units agrees", () => {
    expect(typedSlotConflict("Label printers take 100 mm labels.", "All label printers in the warehouse print 62mm labels.", 0.8)?.why).toMatch(/100 mm vs 62mm/);
    expect(typedSlotConflict("Label printers take 100 mm labels.", "Label printers in the warehouse print 10 cm labels.", 0.8)).toBeNull();
  });
  it("a length is no rival of a duration or a count", () => {
    expect(typedSlotConflict("Label printers take 100 mm labels.", "Label printers print 100 labels a minute.", 0.8)).toBeNull();
  });
});
