/**
 * BM25 with the reader's own collection statistics. D1 has one FTS5 table for every tenant, and
 * FTS5's bm25() takes a term's IDF from the whole table: other tenants' memories would decide how
 * much a word counts, rankings would drift as they write, and `why.bm25.score` watched over time
 * would tell whether a rare word occurs in other tenants' memories. Each term is queried alone, so
 * its IDF is one factor common to its whole list: dividing FTS5's IDF out and multiplying the
 * reader's in gives BM25 over the memories the reader can see. (The length normalisation keeps
 * FTS5's collection-wide average length: a property of all text, not of any one term.)
 */

/** FTS5's IDF (fts5_aux.c): ln((N − n + 0.5) / (n + 0.5)), floored at 1e-6. */
export function fts5Idf(rows: number, hits: number): number {
  const idf = Math.log((rows - hits + 0.5) / (hits + 0.5));
  return idf > 0 ? idf : 1e-6;
}

/**
 * The reader's IDF, in the always-positive form (Lucene's BM25): a word in most of a small
 * collection still counts a little, where the classic form would go to zero or below.
 */
export function readerIdf(rows: number, hits: number): number {
  const n = Math.max(rows, hits);
  return Math.log(1 + (n - hits + 0.5) / (hits + 0.5));
}

/** Factor that turns an FTS5 bm25() score of one term into one with the reader's statistics. */
export const idfCorrection = (global: { rows: number; hits: number }, reader: { rows: number; hits: number }) =>
  readerIdf(reader.rows, reader.hits) / fts5Idf(global.rows, global.hits);

/**
 * The row count FTS5 itself uses, from its averages record (`<table>_data`, id 1: a varint row
 * count, then one varint token total per column). Reading it keeps our IDF exactly FTS5's — an
 * approximation could disagree about a word in half the rows, where FTS5's IDF is floored.
 */
export function fts5RowCount(block: ArrayBuffer | Uint8Array | number[] | null | undefined): number | null {
  if (!block) return null;
  const bytes = block instanceof Uint8Array ? block : Array.isArray(block) ? Uint8Array.from(block) : new Uint8Array(block);
  return readVarint(bytes);
}

/** SQLite's varint: big-endian 7-bit groups with a continuation bit; a 9th byte carries 8 bits. */
function readVarint(b: Uint8Array): number | null {
  let value = 0;
  for (let i = 0; i < 9; i++) {
    if (i >= b.length) return null;
    if (i === 8) return value * 256 + b[i];
    value = value * 128 + (b[i] & 0x7f);
    if (!(b[i] & 0x80)) return value;
  }
  return null;
}
