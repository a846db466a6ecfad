import { describe, expect, it } from "vitest";
import { fts5Idf, fts5RowCount, idfCorrection, readerIdf } from "./bm25-stats";

describe("FTS5 averages record", () => {
  it("reads the row count as a SQLite varint", () => {
    expect(fts5RowCount(Uint8Array.from([0x86, 0x14, 0x81, 0xb1, 0x17]))).toBe(788);
    expect(fts5RowCount([0x05, 0x10])).toBe(5);
    expect(fts5RowCount(Uint8Array.from([0x81, 0x80, 0x00]))).toBe(16384);
    expect(fts5RowCount(Uint8Array.from([0x86]).buffer)).toBeNull(); // truncated
    expect(fts5RowCount(null)).toBeNull();
  });
});

describe("IDF", () => {
  it("matches FTS5's formula and floor", () => {
    expect(fts5Idf(1000, 10)).toBeCloseTo(Math.log(990.5 / 10.5), 10);
    expect(fts5Idf(10, 8)).toBe(1e-6);
  });

  it("stays positive for the reader, even for a word in every memory", () => {
    expect(readerIdf(3, 3)).toBeGreaterThan(0);
    expect(readerIdf(1000, 1)).toBeGreaterThan(readerIdf(1000, 100));
    expect(readerIdf(2, 5)).toBeGreaterThan(0); // stale size: never below the hits
  });

  it("turns a collection-wide score into the reader's", () => {
    const global = { rows: 100_000, hits: 5_000 };
    const reader = { rows: 200, hits: 2 };
    const bm25 = 3 * fts5Idf(global.rows, global.hits); // FTS5: IDF × a term-frequency part of 3
    expect(bm25 * idfCorrection(global, reader)).toBeCloseTo(3 * readerIdf(reader.rows, reader.hits), 10);
  });
});
