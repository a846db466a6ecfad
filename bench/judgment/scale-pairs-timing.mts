// The write path's pairs stage on the scale corpus, offline: `npx tsx bench/judgment/scale-pairs-timing.mts D1.sqlite
// VECTORS.json [--verdicts OUT]` reads a D1 file seeded by ab-seed.mjs (a copy: node:sqlite, read-only), takes
// ab-probe.mjs's 200 probe writes (seed 7) with their vectors (VECTORS.json: one array per probe, made once with
// `--embed URL` against a local embedder), finds each one's candidates as judgeWrites does (the word lookup's SQL
// text from judgment-store.ts, the project screen; with `--dense`, the 4 nearest stored vectors not found by words, as
// JUDGMENT_DENSE_AT_WRITE=1 adds) and times
// judging them in this process: code warmed on the first 60 writes, CPU and wall per write over the other 140.
// `--verdicts OUT` writes every pair's verdict (diff two trees' files for identity). Then the word lookup's CPU per
// write and its matching rows. The D1 file may also be scale-corpus-offline.mts's (no dev stack needed).
import { readFileSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { DatabaseSync } from "node:sqlite";
import { claimsOf, judgePair } from "../../src/judgment/compare";
import { mayMatter, searchTerms, toJudged } from "../../src/judgment/on-write";
import { captureReadings, forgetReadings, seedReadings } from "../../src/judgment/memo";
import { decodeReadings, encodeReadings } from "../../src/judgment/readings-codec";
import { firstReadTable, watchFirstReads } from "./first-reads";
import type { MemoryRecord } from "../../src/memory/view";
import { probeWrites, seedCorpus } from "./scale.mjs";

const [file, vectorsFile] = process.argv.slice(2);
const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const probes = probeWrites(seedCorpus(10000), 200, 7) as { mode: string; input: { type: string; content: string; project?: string } }[];
const embedUrl = option("--embed");
if (embedUrl) {
  const res = await fetch(`${embedUrl}/embed`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ texts: probes.map((p) => p.input.content), kind: "document" }) });
  const body = (await res.json()) as { vectors: number[][] };
  writeFileSync(vectorsFile, JSON.stringify(body.vectors));
  console.log(`wrote ${body.vectors.length} vectors to ${vectorsFile}`);
  process.exit(0);
}
const unit = (v: number[]) => {
  const n = Math.hypot(...v);
  return Float32Array.from(v, (x) => x / n);
};
const probeVectors = (JSON.parse(readFileSync(vectorsFile, "utf8")) as number[][]).map(unit);
const db = new DatabaseSync(file, { readOnly: true });
const user = (db.prepare("SELECT user_id FROM memories GROUP BY user_id ORDER BY count(*) DESC LIMIT 1").get() as { user_id: string }).user_id;
const projectIds = new Map((db.prepare("SELECT id, name FROM projects").all() as { id: string; name: string }[]).map((r) => [r.name, r.id]));
const live = db.prepare("SELECT m.*, p.name AS project_name, v.vector AS vec FROM memories m LEFT JOIN projects p ON p.id = m.project_id JOIN memory_vectors v ON v.memory_id = m.id AND v.content_hash = m.content_hash WHERE m.user_id = ? AND m.archived_at IS NULL AND m.superseded_by IS NULL").all(user) as (MemoryRecord & { vec: Uint8Array })[];
const stored = live.map(({ vec, ...r }) => ({ r: r as MemoryRecord, v: new Float32Array(vec.buffer.slice(vec.byteOffset, vec.byteOffset + vec.byteLength)) }));
const byId = new Map(stored.map((s) => [s.r.id, s]));
const lookup = db.prepare(`WITH hits AS MATERIALIZED (
    SELECT memories_fts.rowid AS rid, memories_fts.rank AS rank FROM memories_fts CROSS JOIN memories m ON m.rowid = memories_fts.rowid
    WHERE memories_fts MATCH ? AND m.user_id = ? AND m.archived_at IS NULL AND m.superseded_by IS NULL ORDER BY memories_fts.rank LIMIT 8)
  SELECT m.id FROM hits h JOIN memories m ON m.rowid = h.rid ORDER BY h.rank`);
const dot = (u: Float32Array, v: Float32Array) => {
  let s = 0;
  for (let i = 0; i < u.length; i++) s += u[i] * v[i];
  return s;
};
const writes = probes.map((p, k) => {
  const me = {
    id: `probe-${k}`, type: p.input.type, scope: stored[0].r.scope, content: p.input.content, title: null, tags: "[]", metadata: "{}",
    project_id: p.input.project ? projectIds.get(p.input.project) ?? null : null, valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
  } as unknown as MemoryRecord;
  const terms = searchTerms(toJudged(me));
  const match = terms.map((t) => `"${t.replace(/"/g, '""')}"`).join(" OR ");
  const found = (lookup.all(match, user) as { id: string }[]).map(({ id }) => id);
  const byWords = new Set(found);
  const nearest = !process.argv.includes("--dense") ? [] : stored.map((s) => ({ s, c: dot(s.v, probeVectors[k]) })).sort((x, y) => y.c - x.c).slice(0, 4).filter(({ s }) => !byWords.has(s.r.id));
  const candidates = [
    ...found.map((id) => byId.get(id)).filter((s) => s !== undefined).map((s) => ({ row: s.r, cosine: dot(s.v, probeVectors[k]) })),
    ...nearest.map(({ s, c }) => ({ row: s.r, cosine: c })),
  ].filter(({ row }) => mayMatter(row, me));
  return { me, candidates, match };
});
const judgeOne = (w: (typeof writes)[number]) => {
  const me = toJudged(w.me);
  return w.candidates.map(({ row, cosine }) => judgePair(toJudged(row), me, cosine));
};
const [warm, timed] = [writes.slice(0, 60), writes.slice(60)];
for (const w of warm) judgeOne(w);
const wall: number[] = [];
const verdicts: string[] = [];
// `--ahead claims|rules|stored-texts|stored-readings`: what is read before the clock starts, as judgeWrites may read it while the embedding is on
// its way (claims: each candidate's claims, as readAhead does; rules: the whole pair without its cosine). The
// timed part is then what is left of the pairs.
const ahead = option("--ahead");
const UNRELATED = toJudged({
  id: "unrelated", type: "fact", scope: "private", content: "The warehouse sync job runs nightly at 02:00 UTC and must finish before the 06:00 report; owner is Dana.",
  title: null, tags: "[]", metadata: "{}", project_id: null, valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
} as unknown as MemoryRecord);
const readAheadOf = (w: (typeof writes)[number]) => {
  const me = toJudged(w.me);
  const views = w.candidates.map(({ row }) => toJudged(row));
  if (ahead === "claims") views.forEach((v) => claimsOf(v));
  if (ahead === "rules") views.forEach((v) => judgePair(v, me, undefined));
  // stored-texts: each candidate judged against an unrelated memory both ways (cosine 0.9, so cosine-gated readers
  // run): its per-text readings are done, the pair's are not — what the stage would cost if a stored memory's
  // readings were already at hand (kept from its own write), not a mode of the write path.
  if (ahead === "stored-texts") views.forEach((v) => (judgePair(v, UNRELATED, 0.9), judgePair(UNRELATED, v, 0.9)));
  // stored-readings: what a kept copy of those readings would save, paid in full: each candidate's first readings
  // captured as stored-texts reads them, encoded as the string a D1 column would hold, then forgotten (the isolate
  // has not read the text); the clock then covers decoding and seeding them, with new candidate objects (as loaded
  // rows are), and the pairs.
  if (ahead === "stored-readings") {
    const stored = views.map((v) => {
      const readings = captureReadings(() => (judgePair(v, UNRELATED, 0.9), judgePair(UNRELATED, v, 0.9)));
      forgetReadings(readings);
      // The writer's side: what encoding its own readings costs the memory's write (CPU).
      const e0 = process.cpuUsage();
      const encoded = encodeReadings(readings);
      const e1 = process.cpuUsage(e0);
      encodeMs += (e1.user + e1.system) / 1000;
      return encoded;
    });
    storedBytes += stored.reduce((n, x) => n + x.length, 0);
    return { me, views: w.candidates.map(({ row }) => toJudged(row)), stored };
  }
  return { me, views, stored: [] as string[] };
};
let storedBytes = 0;
let encodeMs = 0;
if (ahead === "stored-readings") judgePair(UNRELATED, UNRELATED, 0.9);
let aheadMs = 0;
let cpuMs = 0;
// `--profile OUT.cpuprofile`: a CPU profile (node:inspector, 100 µs) of the timed writes only, for profile-top.mts.
const profileOut = option("--profile");
const session = profileOut ? new Session() : undefined;
if (session) {
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
}
// `--readers`: each per-text reader's first readings during the timed pairs (self time, outputs' form): first-reads.ts.
const readers = process.argv.includes("--readers") ? watchFirstReads() : undefined;
for (const w of timed) {
  const a0 = performance.now();
  const { me, views, stored } = readAheadOf(w);
  aheadMs += performance.now() - a0;
  const c0 = process.cpuUsage();
  const t = performance.now();
  for (const x of stored) seedReadings(decodeReadings(x));
  const vs = w.candidates.map(({ cosine }, i) => judgePair(views[i], me, cosine));
  wall.push(performance.now() - t);
  const c1 = process.cpuUsage(c0);
  cpuMs += (c1.user + c1.system) / 1000;
  vs.forEach((v, i) => verdicts.push(`${w.me.id} ${w.candidates[i].row.id} ${v.verdict} ${"kind" in v ? v.kind : ""} ${"rule" in v ? v.rule : ""}`));
}
if (session) {
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(profileOut!, JSON.stringify(profile));
  session.disconnect();
}
if (ahead) console.log(`read ahead (${ahead}): ${(aheadMs / timed.length).toFixed(2)} ms/write wall, not in the CPU below`);
const pairs = (ws: typeof timed) => ws.reduce((n, w) => n + w.candidates.length, 0);
const distinct = new Set(timed.flatMap((w) => w.candidates.map((c) => c.row.id))).size;
wall.sort((x, y) => x - y);
console.log(
  `scale pairs: ${timed.length} writes, ${pairs(timed)} pairs (${(pairs(timed) / timed.length).toFixed(1)}/write, ${distinct} distinct stored memories); CPU ${(cpuMs / timed.length).toFixed(2)} ms/write; ` +
    `wall p50 ${wall[Math.floor(wall.length / 2)].toFixed(2)} p95 ${wall[Math.floor(wall.length * 0.95)].toFixed(2)} ms/write`,
);
if (ahead === "stored-readings")
  console.log(`stored readings: ${(storedBytes / pairs(timed)).toFixed(0)} bytes of JSON per candidate, encoded in ${(encodeMs / pairs(timed)).toFixed(2)} ms CPU each (the writer's cost)`);
if (readers) console.log(firstReadTable(readers, cpuMs));
// The word lookup's CPU per write (its ranked SQL on this file, node:sqlite: D1 runs the same SQLite), best of 3 per
// write, and how many rows match any of its terms (FTS5 ranks every one of them; the count is what grows with a corpus).
const lookupCpu: number[] = [];
const countMatches = db.prepare("SELECT count(*) AS n FROM memories_fts WHERE memories_fts MATCH ?");
let matches = 0;
for (const w of timed) {
  let best = Infinity;
  for (let rep = 0; rep < 3; rep++) {
    const c0 = process.cpuUsage();
    lookup.all(w.match, user);
    const c1 = process.cpuUsage(c0);
    best = Math.min(best, (c1.user + c1.system) / 1000);
  }
  lookupCpu.push(best);
  matches += (countMatches.get(w.match) as { n: number }).n;
}
lookupCpu.sort((x, y) => x - y);
console.log(
  `lookup: CPU mean ${(lookupCpu.reduce((s, x) => s + x, 0) / timed.length).toFixed(2)} p50 ${lookupCpu[Math.floor(timed.length / 2)].toFixed(2)} ` +
    `p95 ${lookupCpu[Math.floor(timed.length * 0.95)].toFixed(2)} ms/write (best of 3); ${(matches / timed.length).toFixed(0)} matching rows/write`,
);
const out = option("--verdicts");
if (out) writeFileSync(out, `${verdicts.join("\n")}\n`);
if (process.argv.includes("--by-count")) {
  // Which writes are slow: per number of candidates, how many writes and their mean wall (the p95 writes are those with most pairs).
  const groups = new Map<string, number[]>();
  timed.forEach((w) => {
    const k = `${w.me.project_id ? "project" : "global"} ${w.candidates.length}`;
    const t = performance.now();
    judgeOne(w);
    groups.set(k, [...(groups.get(k) ?? []), performance.now() - t]);
  });
  for (const [k, ts] of [...groups].sort()) console.log(`  ${k} candidates: ${ts.length} writes, warm-memo wall mean ${(ts.reduce((s, x) => s + x, 0) / ts.length).toFixed(2)} ms`);
}
