/**
 * Which labelled pairs are never compared, and why (training halves a–g only; h is not covered yet, i and j are held out):
 * the offline verdict (offline.ts: every pair judged directly) against whether the write path and
 * the nightly scan would ever put the pair together.
 *  - words, alone: b's search terms (`searchTerms`) match a under FTS5 with the write path's tokenizer
 *    (node:sqlite) — what the HTTP bench sees, where each pair has a user of its own;
 *  - words, crowded: a is among the top CANDIDATES_PER_WRITE BM25 hits of b's terms when every other
 *    memory of the half is stored too (a user of a few hundred memories on similar subjects);
 *  - dense, crowded: a is among b's k nearest by the embedder's cosine (vectors cached by
 *    offline-vectors.mjs) in that same crowd;
 *  - nightly: the scan's `candidatePairs` pairs them.
 *   npx tsx bench/judgment/candidates.ts [--half g] [--ids]
 * Needs Node 22 (node:sqlite; `npx` picks the dev dependency's node).
 */
import { DatabaseSync } from "node:sqlite";
import { judgePair } from "../../src/judgment/compare";
import { CANDIDATES_PER_WRITE, mayMatter, searchTerms } from "../../src/judgment/on-write";
import { candidatePairs } from "../../src/judgment/scan";
// @ts-expect-error plain ESM helper
import { embedText, tuningPairs } from "./offline-vectors.mjs";
import { cos, judged } from "./offline-pairs";

const args = process.argv.slice(2);
const opt = (n: string) => (args.includes(n) ? args[args.indexOf(n) + 1] : undefined);
const TRAINING = ["a", "b", "c", "d", "e", "f", "g"];
const halves = (opt("--half") ?? TRAINING.join(",")).split(",");
if (halves.some((h) => !TRAINING.includes(h))) throw new Error(`--half ${opt("--half")}: only the training halves a–g (i and j are held out)`);
const DENSE_K = [2, 4, 8];

type Side = { text: string; content: string; title: string; tags: string; project: string | null; m: Record<string, any> };
const sideOf = (m: Record<string, any>): Side => ({
  m, text: embedText(m), content: m.content, title: m.title ?? "", tags: JSON.stringify(m.tags ?? []), project: m.project ?? null,
});
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");

for (const half of halves) {
  const pairs = (tuningPairs() as any[]).filter((p) => p.half === half);
  // The crowd: every side of the half once (by text), in one FTS5 table like memories_fts.
  const db = new DatabaseSync(":memory:");
  db.exec("CREATE VIRTUAL TABLE f USING fts5(content, title, tags, tokenize = 'porter unicode61 remove_diacritics 2')");
  const crowd: Side[] = [];
  const rowOf = new Map<string, number>();
  const insert = db.prepare("INSERT INTO f (rowid, content, title, tags) VALUES (?, ?, ?, ?)");
  for (const p of pairs) {
    for (const m of [p.a, p.b]) {
      const s = sideOf(m);
      const key = `${s.text}\u0000${s.project}`;
      if (rowOf.has(key)) continue;
      crowd.push(s);
      rowOf.set(key, crowd.length);
      insert.run(crowd.length, s.content, s.title, s.tags);
    }
  }
  // Every row the query matches (a `rowid = ?` beside MATCH is not reliable in FTS5 with node:sqlite's binding).
  const matching = db.prepare("SELECT rowid AS r FROM f WHERE f MATCH ?");
  const ranked = db.prepare("SELECT rowid AS r FROM f WHERE f MATCH ? ORDER BY rank LIMIT ?");
  const tally = {
    conflict: { labelled: 0, offline: 0, wordsAlone: 0, nightly: 0, neither: 0, wordsCrowded: 0, dense: DENSE_K.map(() => 0), union: DENSE_K.map(() => 0) },
    duplicate: { labelled: 0, offline: 0, wordsAlone: 0, nightly: 0, neither: 0, wordsCrowded: 0, dense: DENSE_K.map(() => 0), union: DENSE_K.map(() => 0) },
  };
  const lost: string[] = [];
  for (const p of pairs) {
    if (p.expect !== "conflict" && p.expect !== "duplicate") continue;
    const t = tally[p.expect as "conflict" | "duplicate"];
    t.labelled++;
    const [a, b] = [judged(p.a), judged(p.b)];
    const c = cos(embedText(p.a), embedText(p.b));
    const v = judgePair(a, b, c);
    // Only pairs the engine gets right when it does compare them: the rest are not a candidate problem.
    if (v.verdict !== p.expect) continue;
    t.offline++;
    const [sa, sb] = [sideOf(p.a), sideOf(p.b)];
    const rowA = rowOf.get(`${sa.text}\u0000${sa.project}`)!;
    const rowB = rowOf.get(`${sb.text}\u0000${sb.project}`)!;
    const terms = searchTerms(b);
    const q = ftsQuery(terms);
    const wordsAlone = terms.length > 0 && (matching.all(q) as { r: number }[]).some((x) => x.r === rowA);
    const nightly = candidatePairs([a, b]).length > 0;
    // The write path's lookup ranks first, then leaves out other projects' rows (mayMatter).
    const top = terms.length ? (ranked.all(q, CANDIDATES_PER_WRITE + 1) as { r: number }[]).map((x) => x.r).filter((r) => r !== rowB).slice(0, CANDIDATES_PER_WRITE) : [];
    const wordsCrowded = top.filter((r) => mayMatter({ project_id: crowd[r - 1].project }, { project_id: sb.project })).includes(rowA);
    const byCos = crowd
      .map((s, i) => ({ row: i + 1, s: i + 1 === rowB ? -Infinity : (cos(s.text, sb.text) ?? -Infinity) }))
      .sort((x, y) => y.s - x.s);
    const rank = byCos.findIndex((x) => x.row === rowA);
    t.wordsAlone += wordsAlone ? 1 : 0;
    t.nightly += nightly ? 1 : 0;
    t.neither += !wordsAlone && !nightly ? 1 : 0;
    t.wordsCrowded += wordsCrowded ? 1 : 0;
    DENSE_K.forEach((k, i) => (t.dense[i] += rank >= 0 && rank < k ? 1 : 0));
    DENSE_K.forEach((k, i) => (t.union[i] += wordsCrowded || (rank >= 0 && rank < k) ? 1 : 0));
    if (!wordsAlone || !wordsCrowded)
      lost.push(`${p.id} [${p.expect}/${p.kind}] cos=${c?.toFixed(2)} words alone ${wordsAlone ? "yes" : "NO"}, crowded ${wordsCrowded ? "yes" : "no"}, nightly ${nightly ? "yes" : "NO"}, dense rank ${rank + 1}`);
  }
  for (const [kind, t] of Object.entries(tally)) {
    console.log(
      `half ${half} ${kind.padEnd(9)} labelled ${t.labelled}, offline right ${t.offline}; of those never a word candidate (alone) ${t.offline - t.wordsAlone}, ` +
        `not a nightly pair ${t.offline - t.nightly}, neither ${t.neither}; crowd of ${crowd.length}: words top ${CANDIDATES_PER_WRITE} ${t.wordsCrowded}, ` +
        `${DENSE_K.map((k, i) => `dense top ${k} ${t.dense[i]}`).join(", ")}; words top ${CANDIDATES_PER_WRITE} ∪ ${DENSE_K.map((k, i) => `dense top ${k} ${t.union[i]}`).join(", ")}`,
    );
  }
  if (args.includes("--ids")) for (const l of lost) console.log(`  ${l}`);
  if (args.includes("--crowd-flags")) crowdFlags(pairs, crowd, rowOf, ranked);
}

/**
 * What new candidates cost: every pair's b judged against its neighbours in the crowd other than its
 * own a (memories of other labelled pairs, mostly unrelated to it) — the word lookup's top 8, and the
 * dense top 4 that words did not find, by cosine band. Flags here are mostly false (some pairs of the
 * half do share a subject), so the count compares the two sources, not an exact false-flag rate.
 */
function crowdFlags(pairs: any[], crowd: Side[], rowOf: Map<string, number>, ranked: ReturnType<DatabaseSync["prepare"]>) {
  const bands = [0, 0.3, 0.4, 0.5, 0.6];
  const band = (c: number) => bands.filter((b) => c >= b).length - 1;
  const words = { judged: 0, conflict: 0, duplicate: 0 };
  const dense = bands.map(() => ({ judged: 0, conflict: 0, duplicate: 0 }));
  for (const p of pairs) {
    const [sa, sb] = [sideOf(p.a), sideOf(p.b)];
    const rowA = rowOf.get(`${sa.text}\u0000${sa.project}`)!;
    const rowB = rowOf.get(`${sb.text}\u0000${sb.project}`)!;
    const b = judged(p.b);
    const terms = searchTerms(b);
    const top = terms.length ? (ranked.all(ftsQuery(terms), CANDIDATES_PER_WRITE + 1) as { r: number }[]).map((x) => x.r).filter((r) => r !== rowB).slice(0, CANDIDATES_PER_WRITE) : [];
    const near = crowd
      .map((s, i) => ({ row: i + 1, c: i + 1 === rowB ? -Infinity : (cos(s.text, sb.text) ?? -Infinity) }))
      .sort((x, y) => y.c - x.c)
      .slice(0, 4)
      .filter((x) => !top.includes(x.row));
    const tally = (t: { judged: number; conflict: number; duplicate: number }, row: number, c: number | undefined) => {
      const other = crowd[row - 1];
      if (row === rowA || !mayMatter({ project_id: other.project }, { project_id: sb.project })) return;
      t.judged++;
      const v = judgePair(judged(other.m), b, c).verdict;
      if (v === "conflict" || v === "duplicate") t[v]++;
    };
    for (const r of top) tally(words, r, cos(crowd[r - 1].text, sb.text));
    for (const n of near) tally(dense[band(n.c)], n.row, n.c);
  }
  console.log(`  crowd flags, words top ${CANDIDATES_PER_WRITE}: ${words.judged} pairs judged, ${words.conflict} conflicts, ${words.duplicate} duplicates`);
  dense.forEach((t, i) =>
    console.log(`  crowd flags, dense top 4 not found by words, cosine ${bands[i]}–${bands[i + 1] ?? 1}: ${t.judged} pairs judged, ${t.conflict} conflicts, ${t.duplicate} duplicates`),
  );
}
