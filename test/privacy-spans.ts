// Span assertions the privacy tests share: whether a value is left alone or covered by a finding of one type.
import { expect } from "vitest";
import { detect, type FindingType } from "../src/privacy/index.ts";

export const types = (text: string) => detect(text).map((f) => [f.type, text.slice(f.start, f.end)]);

/** No finding touches the value. */
export const left = (text: string, value: string) => {
  const at = text.indexOf(value);
  expect(at, `${value} not in ${text}`).toBeGreaterThanOrEqual(0);
  expect(detect(text).filter((f) => f.start < at + value.length && at < f.end).map((f) => [f.type, text.slice(f.start, f.end)]), text).toEqual([]);
};

/** Some finding of this type covers the value. */
export const covers = (text: string, type: FindingType, value: string) => {
  const at = text.indexOf(value);
  expect(at, `${value} not in ${text}`).toBeGreaterThanOrEqual(0);
  expect(detect(text).some((f) => f.type === type && f.start <= at && f.end >= at + value.length), `${text} → ${JSON.stringify(types(text))}`).toBe(true);
};

/** A finding of this type whose text is exactly the value. */
export const found = (text: string, type: FindingType, value: string) => expect(types(text), text).toContainEqual([type, value]);

/** No finding of this type anywhere in the text. */
export const none = (text: string, type: FindingType) => expect(types(text).filter(([t]) => t === type), text).toEqual([]);
