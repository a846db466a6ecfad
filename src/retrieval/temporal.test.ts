import { describe, expect, it } from "vitest";
import { mentionsTime, parseTemporal } from "./temporal";

const asOf = Date.parse("2026-03-11T15:00:00Z"); // a Wednesday
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

describe("parseTemporal", () => {
  it("resolves relative days and weeks against as_of (UTC)", () => {
    const y = parseTemporal("what did I do yesterday?", asOf).range!;
    expect([iso(y.from), iso(y.to)]).toEqual(["2026-03-10T00:00:00.000Z", "2026-03-10T23:59:59.999Z"]);
    const w = parseTemporal("notes from last week", asOf).range!;
    expect([iso(w.from), iso(w.to)]).toEqual(["2026-03-02T00:00:00.000Z", "2026-03-08T23:59:59.999Z"]);
    const ago = parseTemporal("the bug we fixed 3 days ago", asOf).range!;
    expect(iso(ago.from)).toBe("2026-03-07T15:00:00.000Z"); // ±1 day around the point
    const past = parseTemporal("anything in the past two weeks", asOf).range!;
    expect(iso(past.from)).toBe("2026-02-25T15:00:00.000Z");
  });

  it("resolves months, dates and years, with the latest past month when no year is given", () => {
    const may = parseTemporal("what happened in May 2023?", asOf).range!;
    expect([iso(may.from), iso(may.to)]).toEqual(["2023-05-01T00:00:00.000Z", "2023-05-31T23:59:59.999Z"]);
    const oct = parseTemporal("the October release", asOf).range!;
    expect(iso(oct.from)).toBe("2025-10-01T00:00:00.000Z");
    const day = parseTemporal("on 8 May, 2023", asOf).range!;
    expect(iso(day.from)).toBe("2023-05-08T00:00:00.000Z");
    expect(iso(parseTemporal("during 2022", asOf).range!.from)).toBe("2022-01-01T00:00:00.000Z");
  });

  it("opens ranges with before/after/since", () => {
    const before = parseTemporal("decisions before June 2025", asOf).range!;
    expect([before.from, iso(before.to)]).toEqual([null, "2025-05-31T23:59:59.999Z"]);
    const since = parseTemporal("changes since last month", asOf).range!;
    expect(iso(since.from)).toBe("2026-02-01T00:00:00.000Z");
    expect(since.to).toBe(asOf);
  });

  it("tells when-questions and recency cues apart from periods", () => {
    expect(parseTemporal("When did Caroline go to the support group?", asOf)).toEqual({ asksWhen: true, recency: false, range: null });
    expect(parseTemporal("what were we working on recently", asOf).recency).toBe(true);
    expect(parseTemporal("you may want to check the logs", asOf).range).toBeNull(); // "may" the verb
  });

  it("recognizes time mentions in memory text", () => {
    expect(mentionsTime("I went to a support group yesterday")).toBe(true);
    expect(mentionsTime("we met on 12 March")).toBe(true);
    expect(mentionsTime("I may go swimming")).toBe(false);
  });
});
