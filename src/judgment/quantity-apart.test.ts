import { describe, expect, it } from "vitest";
import { QUANTITY_APART_NAMES, quantityApart } from "./quantity-apart";

/** The features of a pair by name. */
const read = (a: string, b: string) => Object.fromEntries(QUANTITY_APART_NAMES.map((n, i) => [n, quantityApart(a, b)[i]]));

describe("quantity-apart: one quantity stated two ways, for the conflict trees", () => {
  it("two amounts of one dimension in two units are apart; the same amount in another unit is not", () => {
    expect(read("The kiln room is held at 2 °C overnight.", "Kiln room set point: 4 degrees.").qty_apart).toBe(1);
    expect(read("The kiln room is held at 2 °C overnight.", "Kiln room set point: 2 degrees.").qty_apart).toBe(0);
    expect(read("The rinse tank holds 1,000 litres.", "Rinse tank capacity is 2 m³.").qty_apart).toBe(1);
    expect(read("The rinse tank holds 1,000 litres.", "Rinse tank capacity is 1 m³.").qty_apart).toBe(0);
  });

  it("reads knots, number words and thousands the shared reader leaves unread", () => {
    expect(read("Harbour speed limit: 5 knots.", "Boats keep under 9.26 km/h in the harbour.").qty_apart).toBe(0);
    expect(read("Harbour speed limit: 5 knots.", "Boats keep under 6 kn in the harbour.").qty_apart).toBe(1);
    expect(read("Call-outs are billed at a two-hour minimum.", "Minimum call-out billing: 120 minutes").qty_apart).toBe(0);
    expect(read("Call-outs are billed at a two-hour minimum.", "Minimum call-out billing: 90 minutes").qty_apart).toBe(1);
  });

  it("a span or a list on one side is marked, not read as apart; a bound on one side only is marked", () => {
    const span = read("Sessions run between 20 minutes and 4 hours.", "Tonight's session is a 3 h block.");
    expect([span.qty_apart, span.qty_spans]).toEqual([0, 1]);
    const bound = read("Attachments are capped at 25 MB.", "The largest attachment this week was 18 MB.");
    expect([bound.qty_apart, bound.qty_bound_one_side]).toEqual([1, 1]);
    expect(read("Attachments are capped at 25 MB.", "Attachments are capped at 10 MB.").qty_bound_one_side).toBe(0);
  });

  it("says how far apart, and nothing without a shared dimension", () => {
    expect(read("Polls every 1 s.", "Polls every 100 s.").qty_apart_log_ratio).toBe(1);
    expect(read("Polls every 1 s.", "Polls every 10 s.").qty_apart_log_ratio).toBeCloseTo(0.5);
    expect(quantityApart("Retention is 30 days.", "The disk holds 2 TB.")).toEqual([0, 0, 0, 0]);
  });
});
