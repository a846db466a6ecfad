/**
 * A half's memories as one user's store, written one after another, with each write's candidates chosen the way
 * the write path chooses them (on-write.ts): the BM25 top CANDIDATES_PER_WRITE of its search terms among the memories
 * stored before it (FTS5 with memories_fts's tokenizer, node:sqlite), then the DENSE_NEIGHBOURS nearest by the
 * embedder's cached vectors that words did not find, both without other projects' memories (mayMatter).
 * Read by at-scale.mts (false flags between memories of different labelled pairs) and its --save-rows.
 * Needs Node 22 (node:sqlite; `npx` picks the dev dependency's node).
 */
import { DatabaseSync } from "node:sqlite";
import type { JudgedMemory } from "../../src/judgment/compare";
import { DENSE_NEIGHBOURS } from "../../src/judgment/dense-candidates";
import { CANDIDATES_PER_WRITE, mayMatter, searchTerms } from "../../src/judgment/on-write";
// @ts-expect-error plain ESM helper
import { embedText } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

/** One memory of the store: its corpus record, as judged, and the labelled pairs it belongs to. */
export interface Stored { m: Record<string, any>; j: JudgedMemory; text: string; pairs: Set<string> }
export interface Candidate { stored: number; fresh: number; cosine: number | undefined; source: "words" | "dense" }

const ftsQuery = (terms: string[]) => terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");

/** Every side of the pairs once (by text and project), in file order: the store's write order. */
export function storeOf(pairs: { id: string; a: Record<string, any>; b: Record<string, any> }[]): Stored[] {
  const out: Stored[] = [];
  const at = new Map<string, number>();
  for (const p of pairs) {
    for (const m of [p.a, p.b]) {
      const key = `${embedText(m)}\u0000${m.project ?? ""}`;
      if (!at.has(key)) {
        at.set(key, out.length);
        out.push({ m, j: judged(m), text: embedText(m), pairs: new Set() });
      }
      out[at.get(key)!].pairs.add(p.id);
    }
  }
  return out;
}

/** Whether two stored memories were ever labelled together (one pair holds both). */
export const labelledTogether = (x: Stored, y: Stored) => [...x.pairs].some((id) => y.pairs.has(id));

/** Each write's candidates among the memories stored before it, as the write path picks them. */
export function writeCandidates(store: Stored[]): Candidate[] {
  const db = new DatabaseSync(":memory:");
  db.exec("CREATE VIRTUAL TABLE f USING fts5(content, title, tags, tokenize = 'porter unicode61 remove_diacritics 2')");
  const insert = db.prepare("INSERT INTO f (rowid, content, title, tags) VALUES (?, ?, ?, ?)");
  store.forEach((s, i) => insert.run(i + 1, s.m.content, s.m.title ?? "", JSON.stringify(s.m.tags ?? [])));
  const ranked = db.prepare("SELECT rowid AS r FROM f WHERE f MATCH ? ORDER BY rank");
  const out: Candidate[] = [];
  for (let k = 0; k < store.length; k++) {
    const me = store[k];
    const terms = searchTerms(me.j);
    // Only rows stored before this write exist yet; the lookup ranks, then leaves other projects out.
    const words = terms.length
      ? (ranked.all(ftsQuery(terms)) as { r: number }[]).map((x) => x.r - 1).filter((i) => i < k).slice(0, CANDIDATES_PER_WRITE)
          .filter((i) => mayMatter(store[i].j, me.j))
      : [];
    for (const i of words) out.push({ stored: i, fresh: k, cosine: cos(store[i].text, me.text), source: "words" });
    const near = store.slice(0, k)
      .map((s, i) => ({ i, c: cos(s.text, me.text) ?? -Infinity }))
      .sort((x, y) => y.c - x.c)
      .slice(0, DENSE_NEIGHBOURS)
      .filter((n) => !words.includes(n.i) && mayMatter(store[n.i].j, me.j));
    for (const n of near) out.push({ stored: n.i, fresh: k, cosine: Number.isFinite(n.c) ? n.c : undefined, source: "dense" });
  }
  db.close();
  return out;
}
