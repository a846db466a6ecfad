// Types for spans.mjs, for the TypeScript that imports it (name-thresholds.ts, which test/privacy-names26.test.ts reads).
type Range = { start: number; end: number };
/** Whether two [start, end) spans share a character. */
export declare const overlaps: (a: Range, b: Range) => boolean;
/** True when the union of the findings covers [start, end) fully. */
export declare function covered(findings: readonly Range[], start: number, end: number): boolean;
