/**
 * Lexical candidates with context. FTS5 BM25 (Porter stemming; content, title and tags weighted)
 * is asked once per query term and per phrase, in one batch, so each document's score is known
 * term by term. That makes three general signals cheap:
 *  - speaker/subject: when the query names a person who speaks in a memory ("Name: …"), that
 *    memory weighs more (the name itself leaves the term list: it matches all their turns);
 *  - session score: a conversation that covers more of the query (best turn per term, summed)
 *    lends part of that to each of its turns;
 *  - neighbour sharing: a turn gains a share of the best score within ±2 turns of its session,
 *    so an answer that follows a question surfaces with it.
 */
import type { Principal } from "../auth/principal";
import { speakerOf } from "../memory/entity-extractor";
import { fts5RowCount, idfCorrection } from "./bm25-stats";
import { countVisible } from "./collection-size";
import { filterSql, type RecallFilters } from "./filters";
import { ftsPhrase, words } from "./query-terms";

export interface LexicalTuning {
  perTerm: number;
  phraseWeight: number;
  speakerBoost: number;
  neighbourShare: number;
  sessionShare: number;
  neighbourWindow: number;
  expandTop: number;
  /** Terms in more than this fraction of all memories are skipped (when rarer ones remain)… */
  commonFraction: number;
  /** …once the collection has at least this many memories (below it every term is cheap). */
  commonMinCorpus: number;
}

export const LEXICAL_TUNING: LexicalTuning = {
  perTerm: 100,
  phraseWeight: 0.5,
  speakerBoost: 1.5,
  neighbourShare: 0.35,
  sessionShare: 0.5,
  neighbourWindow: 2,
  expandTop: 30,
  commonFraction: 0.1,
  commonMinCorpus: 5000,
};

export interface LexicalHit {
  id: string;
  rowid: number;
  session: string | null;
  speaker: string | null;
  /** Own BM25 (terms + phrases), after the speaker boost. */
  own: number;
  neighbour: number;
  session_score: number;
  score: number;
  terms: string[];
}

interface Row { id: string; rowid: number; session_id: string | null; head: string; score: number; df: number }

export async function lexicalCandidates(
  db: D1Database,
  p: Principal,
  /** `persons` may still be resolving: it is only needed once the term lists are back. */
  q: { terms: string[]; phrases: string[]; persons: string[] | Promise<string[]>; readerRows?: Promise<number> },
  filters: RecallFilters,
  tuning: LexicalTuning = LEXICAL_TUNING,
): Promise<LexicalHit[]> {
  const stats = await collectionStats(db, p, [...q.terms, ...q.phrases], q.readerRows);
  const queries: Array<{ text: string; phrase: boolean; weight: number }> = [
    ...withoutCommonTerms(q.terms, stats, tuning).map((t) => ({ text: t, phrase: false, weight: 1 })),
    ...q.phrases.map((t) => ({ text: t, phrase: true, weight: tuning.phraseWeight })),
  ];
  if (!queries.length) return [];
  const f = filterSql(p, filters);
  // `df`: the term's document frequency among the memories this reader may see (before LIMIT).
  // bm25() cannot sit beside a window function, hence the materialized CTE: one scan, counted and
  // cut. CROSS JOIN keeps FTS5 driving (inside a CTE the planner would otherwise walk the org's
  // memories and probe FTS5 for each: ~1 s instead of 0.1 ms for a rare word, measured in SQLite
  // at 100,000 memories).
  const stmt = db.prepare(
    `WITH hits AS MATERIALIZED (
       SELECT m.id, m.rowid AS rowid, m.session_id, substr(m.content, 1, 64) AS head, -bm25(memories_fts, 1.0, 1.2, 0.8) AS score
       FROM memories_fts CROSS JOIN memories m ON m.rowid = memories_fts.rowid
       WHERE memories_fts MATCH ? AND ${f.sql})
     SELECT hits.*, (SELECT COUNT(*) FROM hits) AS df FROM hits ORDER BY score DESC LIMIT ?`,
  );
  const lists = await db.batch<Row>(queries.map((x) => stmt.bind(ftsPhrase(x.text), ...f.params, tuning.perTerm)));
  // BM25 with the reader's statistics (bm25-stats.ts): one IDF correction per term list.
  lists.forEach((list, i) => {
    const correction = idfCorrection(
      { rows: stats.rows, hits: stats.hits.get(queries[i].text) ?? 0 },
      { rows: stats.readerRows, hits: list.results[0]?.df ?? 0 },
    );
    for (const r of list.results) r.score *= correction;
  });
  const personNames = await q.persons;
  // A person's name matches every turn they speak: as a term it only adds noise, so its list is
  // dropped (unless nothing else is left) and the speaker boost below does its job instead.
  const personWords = new Set(personNames.flatMap((n) => words(n)));
  const isName = (i: number) => !queries[i].phrase && personWords.has(queries[i].text);
  if (queries.some((_, i) => !isName(i))) {
    for (let i = queries.length - 1; i >= 0; i--) {
      if (isName(i)) {
        queries.splice(i, 1);
        lists.splice(i, 1);
      }
    }
  }

  const persons = new Set(personNames.map((n) => n.toLowerCase()));
  const hits = new Map<string, LexicalHit>();
  const perTermBest = new Map<string, Map<number, number>>(); // session → term index → best score
  lists.forEach((list, ti) => {
    const weight = queries[ti].weight;
    for (const r of list.results) {
      let h = hits.get(r.id);
      if (!h) {
        const speaker = speakerOf(r.head);
        h = { id: r.id, rowid: r.rowid, session: r.session_id, speaker, own: 0, neighbour: 0, session_score: 0, score: 0, terms: [] };
        hits.set(r.id, h);
      }
      h.own += weight * r.score;
      if (!queries[ti].phrase) h.terms.push(queries[ti].text);
    }
  });
  for (const h of hits.values()) {
    if (persons.size && h.speaker && persons.has(h.speaker.toLowerCase())) h.own *= 1 + tuning.speakerBoost;
  }
  // Session score from the (speaker-boosted) per-term bests; recomputed per term from the lists.
  lists.forEach((list, ti) => {
    if (queries[ti].phrase) return;
    for (const r of list.results) {
      if (!r.session_id) continue;
      const h = hits.get(r.id)!;
      const boost = persons.size && h.speaker && persons.has(h.speaker.toLowerCase()) ? 1 + tuning.speakerBoost : 1;
      const bySession = perTermBest.get(r.session_id) ?? new Map<number, number>();
      bySession.set(ti, Math.max(bySession.get(ti) ?? 0, r.score * boost));
      perTermBest.set(r.session_id, bySession);
    }
  });
  const sessionScore = new Map<string, number>();
  for (const [s, byTerm] of perTermBest) sessionScore.set(s, [...byTerm.values()].reduce((a, b) => a + b, 0));

  // Neighbours of the strongest hits (same session, ±window by insertion order) join the pool.
  const strongest = [...hits.values()].sort((a, b) => b.own - a.own).slice(0, tuning.expandTop);
  const neighbours = await sessionNeighbours(db, p, filters, strongest.filter((h) => h.session), tuning.neighbourWindow);
  for (const n of neighbours) {
    if (!hits.has(n.id)) {
      hits.set(n.id, { id: n.id, rowid: n.rowid, session: n.session_id, speaker: speakerOf(n.head), own: 0, neighbour: 0, session_score: 0, score: 0, terms: [] });
    }
  }
  const bySession = new Map<string, LexicalHit[]>();
  for (const h of hits.values()) if (h.session) bySession.set(h.session, [...(bySession.get(h.session) ?? []), h]);
  for (const members of bySession.values()) {
    members.sort((a, b) => a.rowid - b.rowid);
    const ownBest = members.map((m) => m.own);
    members.forEach((m, i) => {
      let best = 0;
      for (let j = Math.max(0, i - tuning.neighbourWindow); j <= Math.min(members.length - 1, i + tuning.neighbourWindow); j++) {
        // Positions among pool members approximate turn distance; rowids keep far turns out.
        if (j !== i && Math.abs(members[j].rowid - m.rowid) <= tuning.neighbourWindow * 4) best = Math.max(best, ownBest[j]);
      }
      m.neighbour = best;
      m.session_score = sessionScore.get(m.session!) ?? 0;
    });
  }
  for (const h of hits.values()) {
    h.score = h.own + tuning.neighbourShare * h.neighbour + tuning.sessionShare * h.session_score;
  }
  // Equal scores (same words, same length) go to the newer memory: deterministic, and what a
  // memory should prefer when nothing else tells two apart.
  return [...hits.values()].filter((h) => h.score > 0).sort((a, b) => b.score - a.score || b.rowid - a.rowid);
}

interface CollectionStats {
  /** Rows in the FTS5 table (all tenants): what FTS5's own IDF used. */
  rows: number;
  /** Per term or phrase: rows of the FTS5 table that match it (all tenants). */
  hits: Map<string, number>;
  /** Memories this reader may see (live): the collection their BM25 is about. */
  readerRows: number;
}

/**
 * Before the term lists, in parallel: FTS5's document counts per term and phrase (count(*) of a
 * MATCH reads only doclist sizes), FTS5's row count, and the reader's collection size (cached by
 * the caller for large collections: collection-size.ts).
 */
async function collectionStats(db: D1Database, p: Principal, texts: string[], readerRows?: Promise<number>): Promise<CollectionStats> {
  const [rows, counts, reader] = await Promise.all([
    fts5Rows(db),
    texts.length
      ? db.batch<{ n: number }>(texts.map((t) => db.prepare("SELECT COUNT(*) AS n FROM memories_fts WHERE memories_fts MATCH ?").bind(ftsPhrase(t))))
      : [],
    readerRows ?? countVisible(db, p),
  ]);
  return { rows, readerRows: reader, hits: new Map(texts.map((t, i) => [t, counts[i].results[0]?.n ?? 0])) };
}

/** FTS5's row count from its averages record; the content table's count if that cannot be read. */
async function fts5Rows(db: D1Database): Promise<number> {
  try {
    const row = await db.prepare("SELECT block FROM memories_fts_data WHERE id = 1").first<{ block: ArrayBuffer | number[] }>();
    const n = fts5RowCount(row?.block);
    if (n !== null) return n;
  } catch (err) {
    console.warn("FTS5 averages record unreadable; counting rows", err);
  }
  return (await db.prepare("SELECT COUNT(*) AS n FROM memories").first<{ n: number }>())?.n ?? 0;
}

/**
 * Common-term pruning: a term found in more than `commonFraction` of all memories costs the most
 * (every match is scored and joined for the visibility filter) and says the least (lowest IDF), so
 * its list is skipped when the query has rarer terms. This is about cost, so it counts the whole
 * table (every match is scanned, whoever owns it).
 */
function withoutCommonTerms(terms: string[], stats: CollectionStats, tuning: LexicalTuning): string[] {
  if (terms.length < 2 || stats.rows < tuning.commonMinCorpus) return terms;
  const kept = terms.filter((t) => (stats.hits.get(t) ?? 0) <= tuning.commonFraction * stats.rows);
  return kept.length ? kept : terms;
}

export interface NeighbourRow { id: string; rowid: number; session_id: string | null; head: string }

/**
 * Rows of the same session near each anchor in insertion order (rowid), through the same
 * visibility and filter predicate. One statement per ~30 anchors; rowid ranges are cheap.
 */
export async function sessionNeighbours(
  db: D1Database,
  p: Principal,
  filters: RecallFilters,
  anchors: Array<{ rowid: number; session: string | null }>,
  window: number,
): Promise<NeighbourRow[]> {
  const withSession = anchors.filter((a) => a.session);
  if (!withSession.length) return [];
  const f = filterSql(p, filters);
  const per = Math.max(1, Math.floor((95 - f.params.length) / 3));
  const span = window * 4; // sessions written interleaved leave gaps in rowids
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < withSession.length; i += per) {
    const chunk = withSession.slice(i, i + per);
    statements.push(
      db
        .prepare(
          `SELECT m.id, m.rowid AS rowid, m.session_id, substr(m.content, 1, 64) AS head FROM memories m
           WHERE (${chunk.map(() => "(m.session_id = ? AND m.rowid BETWEEN ? AND ?)").join(" OR ")}) AND ${f.sql}`,
        )
        .bind(...chunk.flatMap((a) => [a.session, a.rowid - span, a.rowid + span]), ...f.params),
    );
  }
  const out = new Map<string, NeighbourRow>();
  for (const r of await db.batch<NeighbourRow>(statements)) for (const row of r.results) out.set(row.id, row);
  // Keep the `window` nearest on each side of each anchor.
  const keep = new Set<string>();
  const bySession = new Map<string, NeighbourRow[]>();
  for (const row of out.values()) bySession.set(row.session_id!, [...(bySession.get(row.session_id!) ?? []), row]);
  for (const rows of bySession.values()) rows.sort((a, b) => a.rowid - b.rowid);
  for (const a of withSession) {
    const rows = bySession.get(a.session!) ?? [];
    const at = rows.findIndex((r) => r.rowid >= a.rowid);
    const center = at < 0 ? rows.length : at;
    const self = rows[center]?.rowid === a.rowid ? 1 : 0;
    for (let j = Math.max(0, center - window); j < Math.min(rows.length, center + self + window); j++) keep.add(rows[j].id);
  }
  return [...out.values()].filter((r) => keep.has(r.id));
}
