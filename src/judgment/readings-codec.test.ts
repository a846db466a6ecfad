/** Per-text readings kept beside a memory's row and seeded again (memo.ts, readings-codec.ts): same answers, no second read. */
import { describe, expect, it, vi } from "vitest";
import { judgePair, type JudgedMemory } from "./compare";
import { captureReadings, forgetReadings, memoByText, seedReadings, type Reading } from "./memo";
import { decodeReadings, encodeReadings, UnserialisableReading } from "./readings-codec";

const memory = (id: string, content: string): JudgedMemory => ({
  id, type: "fact", scope: "private", content, title: null, tags: [], metadata: {}, project_id: null,
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("readings-codec", () => {
  it("carries Sets, Maps, frozen arrays, undefined, odd numbers and RegExps through JSON", () => {
    const value = {
      words: new Set(["a", "b"]), byKey: new Map([["k", [1, 2]]]), clauses: Object.freeze(["x", "y"]),
      missing: undefined, nan: Number.NaN, inf: -Infinity, zero: -0, re: /a+b/gi, nested: [{ n: null }],
    };
    const [[memo, text, back]] = decodeReadings(encodeReadings([[3, "text", value]])) as [Reading];
    expect([memo, text]).toEqual([3, "text"]);
    const v = back as typeof value;
    expect(v.words).toEqual(new Set(["a", "b"]));
    expect(v.byKey).toEqual(new Map([["k", [1, 2]]]));
    expect(Object.isFrozen(v.clauses)).toBe(true);
    expect(v.clauses).toEqual(["x", "y"]);
    expect("missing" in v && v.missing === undefined).toBe(true);
    expect(Number.isNaN(v.nan)).toBe(true);
    expect(v.inf).toBe(-Infinity);
    expect(Object.is(v.zero, -0)).toBe(true);
    expect([v.re.source, v.re.flags]).toEqual(["a+b", "gi"]);
    expect(v.nested).toEqual([{ n: null }]);
  });

  it("keeps one object met twice as one object, across readings too", () => {
    const clauses = ["one", "two"];
    const out = decodeReadings(encodeReadings([[0, "t", clauses], [1, "t", { clauses }]]));
    expect(out[0][2]).toBe((out[1][2] as { clauses: unknown }).clauses);
  });

  it("refuses what cannot be kept: functions, class instances, cycles", () => {
    class Reader {}
    const cycle: unknown[] = [];
    cycle.push(cycle);
    for (const bad of [() => 1, new Reader(), cycle]) expect(() => encodeReadings([[0, "t", bad]])).toThrow(UnserialisableReading);
  });
});

describe("captureReadings / seedReadings / forgetReadings", () => {
  it("captures nested first readings only, and a seeded reading is answered without reading", () => {
    let inner = 0;
    let outer = 0;
    const lower = memoByText((t: string) => (inner++, t.toLowerCase()));
    const words = memoByText((t: string) => (outer++, lower(t).split(" ")));
    lower("already read");
    const readings = captureReadings(() => words("Already read"));
    expect(readings.map(([, text, value]) => [text, value])).toEqual([["Already read", "already read"], ["Already read", ["already", "read"]]]);
    forgetReadings(readings);
    seedReadings(decodeReadings(encodeReadings(readings)));
    const [i, o] = [inner, outer];
    expect(words("Already read")).toEqual(["already", "read"]);
    expect([inner, outer]).toEqual([i, o]);
  });

  it("a stored memory's readings, kept from its own write and seeded in a fresh isolate, give the writer's verdict without reading it again", async () => {
    const stored = memory("s", "The billing service retries failed webhooks 5 times with exponential backoff.");
    const other = memory("o", "Nightly exports of the audit log go to the compliance bucket at 03:00 UTC.");
    const incoming = memory("n", "The billing service retries failed webhooks 3 times, then gives up.");
    // The writer is this file's module graph; the reader a fresh one (another isolate of the same build), whose memos,
    // per text and per pair, start empty.
    const kept = encodeReadings(captureReadings(() => judgePair(stored, other, 0.9)));
    const atWriter = judgePair(stored, incoming, 0.8);
    vi.resetModules();
    const reader = { ...(await import("./compare")), ...(await import("./memo")), ...(await import("./readings-codec")) };
    reader.seedReadings(reader.decodeReadings(kept));
    let seeded: unknown;
    const readAgain = reader.captureReadings(() => (seeded = reader.judgePair({ ...stored }, incoming, 0.8)));
    expect(seeded).toEqual(atWriter);
    const keptKeys = new Set(reader.decodeReadings(kept).map(([m, text]) => `${m} ${text}`));
    expect(keptKeys.size).toBeGreaterThan(10);
    expect(readAgain.filter(([m, text]) => keptKeys.has(`${m} ${text}`))).toEqual([]);
    expect(readAgain.some(([, text]) => text === incoming.content)).toBe(true);
  });
});
