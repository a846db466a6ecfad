/**
 * bare-units.ts and its use by the merge guard (value-clash.ts): a unit named without a number is the scale a thing
 * is measured in, and two different units of one dimension refuse a merge; one unit in two spellings, units after
 * numbers (quantities, slots.ts's) and acronyms in capitals do not. Sentences written for this test.
 */
import { describe, expect, it } from "vitest";
import { bareUnits } from "./bare-units";
import { valueClash } from "./value-clash";

describe("units named without a number", () => {
  it("reads a unit alone with its dimension, one canonical name per spelling", () => {
    expect(bareUnits("Trip distances are stored in kilometres.")).toEqual([{ dimension: "length", unit: "km" }]);
    expect(bareUnits("distance_unit: km")).toEqual([{ dimension: "length", unit: "km" }]);
    expect(bareUnits("The probe reports temperatures in °C")).toEqual([{ dimension: "temperature", unit: "C" }]);
    expect(bareUnits("Speeds on the dashboard are shown in miles per hour")).toEqual([{ dimension: "speed", unit: "mph" }]);
  });

  it("leaves a unit after a number to the quantity readers", () => {
    expect(bareUnits("The route is 12 km long")).toEqual([]);
    expect(bareUnits("a three-mile loop")).toEqual([]);
  });

  it("does not read an acronym in capitals as a unit", () => {
    expect(bareUnits("The LB forwards to the CM service")).toEqual([]);
  });
});

describe("the merge guard on two units of one dimension", () => {
  it("refuses to merge two texts that name two units for one reading", () => {
    expect(valueClash("Fuel gauge readings from the vans are in gallons.", "van fuel gauge unit: litres")).toMatch(/unit:volume/);
    expect(valueClash("Warehouse scales report weights in pounds", "Warehouse scale weights are reported in kilograms")).toMatch(/unit:mass/);
  });

  it("merges one unit in two spellings, and units of two dimensions", () => {
    expect(valueClash("Trip distances are stored in kilometres.", "trip distance unit: km")).toBeNull();
    expect(valueClash("Trip distances are stored in km", "Trip distances are stored in km; speeds in mph")).toBeNull();
  });

  it("leaves quantities to the quantity readers (one distance in two units is one value)", () => {
    expect(valueClash("The loop is 5 km long", "The loop is 5000 m long")).toBeNull();
  });
});
