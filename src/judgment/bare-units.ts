/**
 * Units named without a number: what a field, a reading or a setting is measured in ("Odometer values are in
 * miles." / "odometer field unit: km", "temperatures in Fahrenheit" / "sensor reports °C"). A unit after a number is
 * a quantity and slots.ts compares it (with its conversions, "5 km" = "5000 m"); a unit said alone is the choice of
 * scale itself, and two different units of one dimension are two answers to "in what unit?", however close the rest
 * of the two texts is. Read by the merge guard (value-clash.ts), never by a conflict reader: it only stops a merge.
 *
 * Closed lists of the units people name for their data: length, mass, temperature, volume, speed, each spelling to
 * one canonical name. Short forms that are ordinary words or other units elsewhere ("m" minutes, "g", "l", "mi",
 * "in", "C", "F", "ml", "lb") are left out unless written unambiguously ("°C"), and a short form in capitals is an
 * acronym, not a unit ("CM", "FT", "KG" are read only in lower case).
 */
import { memoByText } from "./memo";

export interface BareUnit { dimension: string; unit: string }

const UNITS: [string, string, string][] = [
  // [spelling (regex source), dimension, canonical unit]; longer spellings first where one contains another.
  ["nautical miles?", "length", "nmi"], ["miles?", "length", "mi"], ["kilomet(?:re|er)s?|km", "length", "km"],
  ["centimet(?:re|er)s?|cm", "length", "cm"], ["millimet(?:re|er)s?|mm", "length", "mm"], ["met(?:re|er)s", "length", "m"],
  ["feet|foot|ft", "length", "ft"], ["inch(?:es)?", "length", "in"],
  ["kilograms?|kilos|kg", "mass", "kg"], ["grams", "mass", "g"], ["pounds|lbs", "mass", "lb"], ["ounces?|oz", "mass", "oz"], ["tonnes|metric tons", "mass", "t"],
  ["celsius|centigrade|°c", "temperature", "C"], ["fahrenheit|°f", "temperature", "F"], ["kelvin", "temperature", "K"],
  ["millilit(?:re|er)s?", "volume", "ml"], ["lit(?:re|er)s", "volume", "l"], ["gallons?", "volume", "gal"],
  ["mph|miles per hour", "speed", "mph"], ["km/h|kph|kmh|kilomet(?:re|er)s per hour", "speed", "km/h"], ["knots", "speed", "kn"], ["m/s|met(?:re|er)s per second", "speed", "m/s"],
];
// Speeds first: "km/h" and "miles per hour" are not "km" and "miles".
const ORDERED = [...UNITS.filter(([, d]) => d === "speed"), ...UNITS.filter(([, d]) => d !== "speed")];
const UNIT = new RegExp(`(?<![\\w./-])(?:${ORDERED.map(([s]) => `(${s})`).join("|")})(?![\\w/-])`, "gi");
/** A number (digits or a few number words) just before: the unit belongs to a quantity, not to the scale. */
const NUMBER_BEFORE = /(?:\d[\d,.]*|\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|hundred|thousand|dozen|few|several|many)\b)\s*-?\s*$/i;

/** The units a text names with no number before them, each with its dimension. Memoised per text. */
export const bareUnits: (text: string) => BareUnit[] = memoByText((text: string): BareUnit[] => {
  const out: BareUnit[] = [];
  for (const m of text.matchAll(UNIT)) {
    if (NUMBER_BEFORE.test(text.slice(Math.max(0, m.index - 24), m.index))) continue;
    if (m[0].length <= 3 && /[A-Z]/.test(m[0]) && !m[0].startsWith("°")) continue;
    const k = m.slice(1).findIndex((g) => g !== undefined);
    const [, dimension, unit] = ORDERED[k];
    if (!out.some((u) => u.unit === unit)) out.push({ dimension, unit });
  }
  return out;
});
