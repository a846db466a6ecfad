/**
 * Judgment at write time, for every path that stores memories (REST single and batch, MCP, the
 * companion, outcomes, consolidation, import): each new memory is compared with the few most
 * similar live memories of its writer — by words (BM25 over their own memories) and, for a write of
 * a few memories, by meaning (the nearest in the vector index: dense-candidates.ts) — and with the
 * others in its batch. Conflicts are flagged (never resolved), a change statement gets a suggested supersession,
 * a project memory that departs from a default is recorded as an override, and a near-duplicate in
 * the same scope and project is merged into the stored memory (unless the caller allows
 * duplicates, or the path is an import, which must restore exactly what it was given).
 */
import { flagConflictStatements } from "../memory/conflict-flags";
import type { MemoryRecord } from "../memory/view";
import type { Embedder } from "../embed/embedder";
import { absorbIncomingStatement, knownConflictPairs, pairKey, type SimilarMemories, similarLiveMemoriesMany } from "../storage/judgment-store";
import { recordEvent } from "../storage/events-store";
import { newId } from "../util/ids";
import { claimsOf, type ClaimView, type JudgedMemory, judgePair, type Verdict } from "./compare";
import { episodesMayMerge } from "./episodes";
import { contentWords, STOP_WORDS } from "./text";
import { DENSE_MAX_BATCH, type DenseNeighbour, type DenseSource, nearestStored } from "./dense-candidates";
import { readerVisibilityKeys } from "../memory/visibility";

/** Candidates per new memory: enough to find its subject's statements, few enough for ≤ 20 ms. */
export const CANDIDATES_PER_WRITE = 8;
/** At most this many conflicts opened by one new memory (the rest wait for the nightly scan). */
export const MAX_CONFLICTS_PER_WRITE = 5;

export interface OpenedConflict { id: string; memory_id: string; kind: string; reason: string; claims: { left: ClaimView; right: ClaimView } | null }
/** Where a write's judgment time went (ms; a batch's shared stages are split evenly over its memories). */
export interface JudgmentStages { terms: number; lookup: number; embed: number; vectors: number; dense: number; pairs: number; known: number }
/** A part of judgment that failed and was left out (the write itself went on). */
export type JudgmentDegraded = "dense_candidates";
export interface WriteJudgment {
  took_ms: number;
  stages_ms?: JudgmentStages;
  degraded?: JudgmentDegraded[];
  conflicts: OpenedConflict[];
  suggested_supersessions: { memory_id: string; reason: string }[];
  overrides: { memory_id: string; reason: string }[];
}

export interface JudgeOptions {
  /** Merge near-duplicates into the stored memory (false for import and for edits). */
  merge: boolean;
  /**
   * Meaning, for paraphrased duplicates: the server's embedder (its vectors are stored with the
   * write, so indexing does not embed the memory again) and any vectors the client sent.
   */
  embedder?: Embedder;
  clientVectors?: (Float32Array | null)[];
  /** Per record: the caller opted out of duplicate merging. */
  allowDuplicate?: (r: MemoryRecord) => boolean;
  /** The records' embeddings, started by the caller before its own reads (`startEmbedding`). */
  pendingEmbedding?: PendingEmbedding;
  /**
   * Every record is new (its id was just made): no conflict can be recorded for it yet, so the
   * known-pairs read is skipped. Edits judge a stored id and leave this unset.
   */
  newRecords?: boolean;
  /**
   * The organization's vector index, for candidates by meaning: a write of at most DENSE_MAX_BATCH
   * memories also judges each one's nearest stored memories (of `model`, which must be the
   * embedder's). Without it, or if the index fails, judgment goes on by words alone.
   */
  dense?: Omit<DenseSource, "visibility">;
}

/** Vectors by the text embedded (`embeddingText`), or null if embedding failed or was too slow. */
export type PendingEmbedding = Promise<Map<string, Float32Array> | null>;

/** The text of a memory that judgment (and indexing) embeds. */
export const embeddingText = (m: { title?: string | null; content: string }) => (m.title ? `${m.title}\n${m.content}` : m.content);

/**
 * Starts embedding memories ahead of judgment: a write calls it before its own reads (projects,
 * supersessions, exact duplicates), so the embedding runs during them and judgment waits only for
 * what is left of it. Never rejects (null: judgment goes on by words alone).
 */
export function startEmbedding(embedder: Embedder, ms: { title?: string | null; content: string }[]): PendingEmbedding {
  const texts = [...new Set(ms.map(embeddingText))];
  return embedTexts(embedder, texts).then((vs) => (vs ? new Map(texts.map((t, i) => [t, vs[i]])) : null));
}

export interface JudgedWrite {
  judgment: WriteJudgment;
  /** The memory's vector computed for judgment (store it with the memory), if the server embedded it. */
  vector: Float32Array | null;
  /** The stored memory this record duplicates, as the batch leaves it (it absorbs the record, which is not inserted). */
  duplicateOf: MemoryRecord | null;
}

export const toJudged = (r: MemoryRecord): JudgedMemory => ({
  id: r.id, type: r.type, scope: r.scope, content: r.content, title: r.title,
  tags: JSON.parse(r.tags) as string[], metadata: JSON.parse(r.metadata) as Record<string, unknown>,
  project_id: r.project_id, valid_from: r.valid_from, valid_until: r.valid_until, supersedes: r.supersedes, superseded_by: r.superseded_by,
});

/** The words to look a memory's look-alikes up by: its claims' subjects and values first, then its longest words. */
export function searchTerms(m: JudgedMemory, max = 10): string[] {
  const fromClaims = claimsOf(m).flatMap((c) => [...c.subject.split(" "), ...(c.category ? c.category.split(" ") : []), ...(c.value.kind === "text" ? c.value.tokens : [c.value.raw])]);
  const words = contentWords(`${m.title ?? ""} ${m.content}`).sort((a, b) => b.length - a.length);
  const out: string[] = [];
  for (const w of [...fromClaims, ...words]) {
    const t = w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
    // A stop word ("in", "the") from a claim's subject matches most rows: in an OR query FTS5 would rank
    // every one of them (most of the lookup's time at 10 K memories) for no better candidate.
    for (const part of t.split(" ")) if (part.length > 1 && !STOP_WORDS.has(part) && !out.includes(part)) out.push(part);
    if (out.length >= max) break;
  }
  return out.slice(0, max);
}

/** Embedding at write time waits at most this long; past it judgment goes on by words alone. */
const EMBED_TIMEOUT_MS = 3000;
/** The nearest-neighbour lookup waits at most this long (an index that hangs must not hold the write). */
const DENSE_TIMEOUT_MS = 1000;

/**
 * Unit vectors for the new memories and their candidates, all of one model: client vectors of the
 * server's model, stored vectors (read with the candidates, `stored`), and the rest embedded in one
 * call. Without an embedder, or if it fails or is slow, judgment goes on by words alone (and says
 * nothing false).
 */
async function vectorsFor(records: MemoryRecord[], candidates: MemoryRecord[], stored: Map<string, Float32Array>, opts: JudgeOptions, freshEmbedding: Promise<(Float32Array | undefined)[] | null>) {
  const vectors = new Map<string, Float32Array>();
  const computed = new Map<string, Float32Array>();
  const embedder = opts.embedder;
  if (!embedder) return { vectors, computed };
  records.forEach((r, i) => {
    const v = opts.clientVectors?.[i];
    if (v && r.embedding_model === embedder.model) vectors.set(r.id, v);
  });
  const fresh = await freshEmbedding;
  if (fresh) records.filter((r) => !vectors.has(r.id)).forEach((r, i) => {
    const v = fresh[i];
    if (!v) return;
    vectors.set(r.id, v);
    computed.set(r.id, v);
  });
  const others = [...new Map(candidates.map((c) => [c.id, c])).values()];
  for (const c of others) {
    const v = stored.get(c.id);
    if (v) vectors.set(c.id, v);
  }
  // A candidate not indexed yet (written moments ago, or before its model was configured).
  const missing = others.filter((m) => !vectors.has(m.id));
  const embedded = missing.length ? await embedTexts(embedder, missing.map(embeddingText)) : null;
  if (embedded) missing.forEach((m, i) => vectors.set(m.id, embedded[i]));
  return { vectors, computed };
}

/** Embeds texts within EMBED_TIMEOUT_MS, or null (judgment then goes on by words alone). */
async function embedTexts(embedder: Embedder, texts: string[]): Promise<Float32Array[] | null> {
  if (!texts.length) return [];
  try {
    return await Promise.race([
      embedder.embed(texts, "document"),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error("embedding timed out")), EMBED_TIMEOUT_MS)),
    ]);
  } catch (err) {
    console.warn("judgment: embedding unavailable, judging by words", err instanceof Error ? err.message : err);
    return null;
  }
}

/** Above this many memories, a batch asks once for the union of their terms (one FTS query, not one each). */
const UNION_LOOKUP_ABOVE = 4;

/**
 * Each new memory's stored look-alikes. A few memories ask one query each; a big batch asks one
 * query for all their terms and shares the rows out by the terms each memory has in common with
 * them (what it may miss, the nightly scan finds).
 */
async function storedCandidates(
  db: D1Database, userId: string, terms: string[][], records: MemoryRecord[], excludeIds: string[], vectorModel?: string,
): Promise<SimilarMemories> {
  // Each memory's own query leaves out rows of other projects (mayMatter) before they are sent.
  if (terms.length <= UNION_LOOKUP_ABOVE) {
    return similarLiveMemoriesMany(db, userId, terms, CANDIDATES_PER_WRITE, excludeIds, vectorModel, records.map((r) => r.project_id));
  }
  const union = [...new Set(terms.flat())].slice(0, 200);
  const found = await similarLiveMemoriesMany(db, userId, [union], Math.min(500, CANDIDATES_PER_WRITE * terms.length), excludeIds, vectorModel);
  const rows = found.rows[0];
  const rowWords = rows.map((r) => new Set(r.content.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
  const shares = terms.map((mine) =>
    rows
      .map((r, i) => ({ r, shared: mine.filter((t) => rowWords[i].has(t)).length }))
      .filter((x) => x.shared > 0)
      .sort((a, b) => b.shared - a.shared)
      .slice(0, CANDIDATES_PER_WRITE)
      .map((x) => x.r),
  );
  return { rows: shares, vectors: found.vectors };
}

/**
 * The new memories' vectors, in order (undefined where there is none): from the caller's early
 * start where it has them, the rest embedded now; null if embedding failed.
 */
async function embedRecords(embedder: Embedder, records: MemoryRecord[], pending?: PendingEmbedding): Promise<(Float32Array | undefined)[] | null> {
  const early = pending ? await pending : undefined;
  if (early === null) return null;
  const missing = records.filter((r) => !early?.has(embeddingText(r)));
  const now = missing.length ? await embedTexts(embedder, missing.map(embeddingText)) : [];
  if (!now) return null;
  const late = new Map(missing.map((r, i) => [r.id, now[i]]));
  return records.map((r) => early?.get(embeddingText(r)) ?? late.get(r.id));
}

/**
 * Each record's nearest stored memories not found by words (`exclude`), or null if the index or the
 * read failed or was slow (logged; the write is judged by words alone and says so in `degraded`).
 */
async function denseNeighbours(
  db: D1Database, userId: string, src: DenseSource, probes: { vector: Float32Array | undefined; exclude: Set<string> }[],
): Promise<DenseNeighbour[][] | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      nearestStored(db, userId, src, probes),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("nearest-neighbour lookup timed out")), DENSE_TIMEOUT_MS))),
    ]);
  } catch (err) {
    console.warn("judgment: dense candidates unavailable, judging by words", err instanceof Error ? err.message : err);
    return null;
  } finally {
    clearTimeout(timer);
  }
}

const round2 = (ms: number) => Math.round(ms * 100) / 100;

/**
 * Whether a stored memory's verdict could change what this write does. Memories of two different
 * projects never are: compare.ts answers "lookalike" for such a pair (both can hold), or for two
 * episodes at most "duplicate", and a duplicate merges only within one home (`sameHome`). So those
 * pairs are not judged, nor embedded for (`other-project.test.ts` pins compare's side of this).
 */
export const mayMatter = (stored: { project_id: string | null }, fresh: { project_id: string | null }) =>
  stored.project_id === null || fresh.project_id === null || stored.project_id === fresh.project_id;

const SOURCE_RANK: Record<string, number> = { user_stated: 3, ai_corrected: 2, ai_inferred: 1 };
const sameHome = (a: MemoryRecord, b: MemoryRecord) => a.user_id === b.user_id && a.scope === b.scope && (a.project_id ?? "") === (b.project_id ?? "");

/**
 * Judges `records` (about to be inserted by `userId`) and returns, per record, what the writer
 * should see, plus the statements that flag conflicts and merge duplicates (for the caller's atomic
 * batch, AFTER the records' inserts: flagging lowers both sides' confidence to 0.5 with a history
 * event, which needs the rows). Records judged duplicates must not be inserted by the caller.
 */
export async function judgeWrites(
  db: D1Database, p: { orgId: string; userId: string }, records: MemoryRecord[], now: number, opts: JudgeOptions,
): Promise<{ results: JudgedWrite[]; statements: D1PreparedStatement[] }> {
  const statements: D1PreparedStatement[] = [];
  const results: JudgedWrite[] = [];
  const freshIds = records.map((r) => r.id);
  const accepted: MemoryRecord[] = [];
  const flagged = new Set<string>();
  const started = performance.now();
  const judged = records.map(toJudged);
  // One judged view per memory, so its claims are read once however many new memories meet it.
  const views = new Map<string, JudgedMemory>(records.map((r, i) => [r.id, judged[i]]));
  const judgedOf = (m: MemoryRecord) => {
    let v = views.get(m.id);
    if (!v) views.set(m.id, (v = toJudged(m)));
    return v;
  };
  const terms = judged.map((m) => searchTerms(m));
  const share = 1 / Math.max(1, records.length);
  // Candidates by meaning, for a few memories at a time (a big batch would ask the index once per
  // memory: its dense pairs are left to the nightly scan). The reader's keys are read meanwhile.
  const denseFrom = opts.dense && opts.embedder && opts.dense.model === opts.embedder.model && records.length <= DENSE_MAX_BATCH ? opts.dense : undefined;
  const visibility = denseFrom ? readerVisibilityKeys(db, p) : undefined;
  visibility?.catch(() => {}); // awaited (and its failure handled) in denseNeighbours
  const t1 = performance.now();
  // The new memories are embedded while their look-alikes are looked up: the write waits for the
  // slower of the two, not both.
  const needVector = records.filter((r, i) => !(opts.clientVectors?.[i] && r.embedding_model === opts.embedder?.model));
  const freshEmbedding = opts.embedder ? embedRecords(opts.embedder, needVector, opts.pendingEmbedding) : Promise.resolve(null);
  // The nearest by meaning are asked as soon as the new memories' vectors are there (a client's of
  // the server's model, or the early embedding), while the word lookup may still run: the write
  // waits for the later of the two, not for both in turn.
  const denseAsked = denseFrom && visibility
    ? freshEmbedding.then((fresh) => {
      const computed = new Map(needVector.map((r, i) => [r.id, fresh?.[i]]));
      const ownIds = new Set(freshIds); // the write's own memories, never their own neighbours
      return denseNeighbours(db, p.userId, { ...denseFrom, visibility }, records.map((r, i) => ({
        vector: computed.has(r.id) ? computed.get(r.id) : (opts.clientVectors?.[i] ?? undefined),
        exclude: ownIds,
      })));
    })
    : undefined;
  // New ids cannot be stored yet: nothing to leave out.
  const found = await storedCandidates(db, p.userId, terms, records, opts.newRecords ? [] : freshIds, opts.embedder?.model);
  const similar = found.rows.map((rows, k) => rows.filter((c) => mayMatter(c, records[k])));
  const t2 = performance.now();
  await freshEmbedding;
  const t3 = performance.now();
  const meaning = await vectorsFor(records, similar.flat(), found.vectors, opts, freshEmbedding);
  const t4 = performance.now();
  const dense = await denseAsked;
  // Those the words found already are judged once, as word candidates (with their stored vectors).
  const nearest = records.map((r, k) => {
    const byWords = new Set(found.rows[k].map((c) => c.id));
    return (dense?.[k] ?? []).filter((n) => !byWords.has(n.row.id) && mayMatter(n.row, r));
  });
  const t5 = performance.now();
  const shared = { terms: (t1 - started) * share, lookup: (t2 - t1) * share, embed: (t3 - t2) * share, vectors: (t4 - t3) * share, dense: (t5 - t4) * share };
  // Each memory's share of the batch's lookup and embedding.
  const lookupMs = (t5 - started) * share;
  const cosine = (x: string, y: string) => {
    const [u, v] = [meaning.vectors.get(x), meaning.vectors.get(y)];
    if (!u || !v || u.length !== v.length) return undefined;
    let dot = 0;
    for (let i = 0; i < u.length; i++) dot += u[i] * v[i];
    return dot;
  };
  for (const [k, r] of records.entries()) {
    const begun = performance.now();
    const me = judged[k];
    const stored = similar[k];
    // Within the batch, the few earlier memories that share most search terms (not all of them:
    // a batch of 100 would otherwise cost 5,000 comparisons).
    const mine = new Set(terms[k]);
    const batchPeers = accepted
      .map((c) => ({ c, shared: terms[records.indexOf(c)].filter((t) => mine.has(t)).length }))
      .filter((x) => x.shared > 0)
      .sort((x, y) => y.shared - x.shared)
      .slice(0, CANDIDATES_PER_WRITE)
      .map((x) => x.c)
      .filter((c) => mayMatter(c, r));
    const nearCosine = new Map(nearest[k].map((n) => [n.row.id, n.cosine]));
    const candidates = [...batchPeers, ...stored, ...nearest[k].map((n) => n.row)];
    const verdicts = candidates.map((c) => ({ c, v: judgePair(judgedOf(c), me, cosine(c.id, r.id) ?? nearCosine.get(c.id)) }));
    const paired = performance.now();
    let knownMs = 0;
    const judgment: WriteJudgment = { took_ms: 0, conflicts: [], suggested_supersessions: [], overrides: [], ...(dense === null ? { degraded: ["dense_candidates" as const] } : {}) };
    let duplicateOf: MemoryRecord | null = null;
    // Episodes are the raw record of what happened: a second, similar episode is evidence, not a copy
    // (consolidation folds their essence together) — unless written within a day (episodes.ts).
    const mayMerge = opts.merge && !(opts.allowDuplicate?.(r) ?? false) && !r.supersedes;
    if (mayMerge) {
      duplicateOf = verdicts.find(({ c, v }) => v.verdict === "duplicate" && sameHome(c, r) && episodesMayMerge(c, r) && !freshIds.includes(c.id))?.c ?? null;
    }
    if (duplicateOf) {
      const merge = mergeStatements(db, p, duplicateOf, r, verdicts.find((x) => x.c === duplicateOf)!.v, now);
      statements.push(...merge.statements);
      duplicateOf = merge.survivor;
    } else {
      const conflicts = verdicts.filter((x): x is { c: MemoryRecord; v: Extract<Verdict, { verdict: "conflict" }> } => x.v.verdict === "conflict");
      const asked = performance.now();
      const known = opts.newRecords || !conflicts.length ? new Set<string>() : await knownConflictPairs(db, conflicts.map(({ c }) => [c.id, r.id] as [string, string]));
      knownMs = performance.now() - asked;
      for (const { c, v } of conflicts.slice(0, MAX_CONFLICTS_PER_WRITE)) {
        const key = pairKey(c.id, r.id);
        if (known.has(key) || flagged.has(key)) continue;
        flagged.add(key);
        const id = newId("cfl", now);
        const detail = { claims: v.claims, ...(v.supersede ? { suggest_supersede: { keep: r.id, replaces: c.id } } : {}) };
        statements.push(
          ...flagConflictStatements(db, { orgId: p.orgId, userId: p.userId, kind: v.kind, leftId: c.id, rightId: r.id, subject: v.subject, reason: v.reason, detail }, now, id),
          recordEvent(db, { orgId: p.orgId, userId: p.userId, kind: "conflict.flagged", memoryId: null, now, data: { left: c.id, right: r.id, kind: v.kind, subject: v.subject, rule: v.rule, reason: v.reason } }),
        );
        judgment.conflicts.push({ id, memory_id: c.id, kind: v.kind, reason: v.reason, claims: v.claims });
        if (v.supersede) judgment.suggested_supersessions.push({ memory_id: c.id, reason: `looks like a change of ${c.id}: supersede it? (${v.reason})` });
      }
      for (const { c, v } of verdicts) {
        if (v.verdict !== "override") continue;
        judgment.overrides.push({ memory_id: c.id, reason: v.reason });
        statements.push(recordEvent(db, { orgId: p.orgId, userId: p.userId, kind: "judgment.override", memoryId: r.id, now, data: { default: c.id, subject: v.subject, reason: v.reason } }));
      }
      accepted.push(r);
    }
    // This memory's share of the batch's one lookup, plus its own comparisons.
    const ended = performance.now();
    judgment.took_ms = round2(lookupMs + ended - begun);
    judgment.stages_ms = {
      terms: round2(shared.terms), lookup: round2(shared.lookup), embed: round2(shared.embed), vectors: round2(shared.vectors),
      dense: round2(shared.dense), pairs: round2(paired - begun), known: round2(knownMs),
    };
    results.push({ judgment, duplicateOf, vector: meaning.computed.get(r.id) ?? null });
  }
  return { results, statements };
}

/**
 * The incoming near-duplicate is folded into the stored memory: tags merged, the stronger source
 * and the higher importance kept, and the incoming text recorded in the survivor's history, so
 * nothing the writer said is lost.
 */
function mergeStatements(
  db: D1Database, p: { orgId: string; userId: string }, survivor: MemoryRecord, incoming: MemoryRecord, v: Verdict, now: number,
): { statements: D1PreparedStatement[]; survivor: MemoryRecord } {
  const tags = [...new Set([...(JSON.parse(survivor.tags) as string[]), ...(JSON.parse(incoming.tags) as string[])])].slice(0, 32);
  const source = (SOURCE_RANK[incoming.source] ?? 0) > (SOURCE_RANK[survivor.source] ?? 0) ? incoming.source : survivor.source;
  const merged = { ...survivor, tags: JSON.stringify(tags), source, importance: Math.max(survivor.importance, incoming.importance), updated_at: now };
  const statements = [
    absorbIncomingStatement(db, survivor.id, { tags, source, importance: incoming.importance, now }),
    recordEvent(db, {
      orgId: p.orgId, userId: p.userId, kind: "memory.duplicate_merged", memoryId: survivor.id, now,
      data: { incoming: { content: incoming.content, title: incoming.title, type: incoming.type, source: incoming.source, tags: JSON.parse(incoming.tags) }, reason: v.reason },
    }),
  ];
  return { statements, survivor: merged };
}
