// Span arithmetic the privacy bench scripts share (bench/privacy.mjs, fit-name-score.ts, name-diagnosis.ts).

/** Whether two [start, end) spans share a character. */
export const overlaps = (a, b) => a.start < b.end && b.start < a.end;

/** True when the union of the findings covers [start, end) fully (a leak is a span this says false for). */
export function covered(findings, start, end) {
  let pos = start;
  for (const f of [...findings].sort((x, y) => x.start - y.start)) {
    if (f.start > pos) break;
    if (f.end > pos) pos = f.end;
    if (pos >= end) return true;
  }
  return pos >= end;
}
