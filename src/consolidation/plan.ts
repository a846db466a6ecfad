/**
 * The write half of a consolidation step, run inside the user's writer Durable Object so the
 * per-user single-writer rule holds: typed memories (through the create plan: defaults, dedupe,
 * outbox), near-duplicates merged into the existing memory with the merge kept as an event,
 * entities linked, relationships and facts upserted, one consolidation_log row per chunk and the
 * job cursor — all in ONE D1 batch, so a crash either keeps the whole step or none of it.
 */
import type { Principal } from "../auth/principal";
import { EngramError } from "../errors";
import { checkpointsFor } from "../jobs/job";
import { linkEntitiesStatements, normalizeEntityName, type EntityMention } from "../memory/entities";
import { defaultTier, LOW_TRUST_PROVENANCES, type Provenance } from "../memory/types";
import { insertConsolidationLog, reinforceMemoryStatement, retypeEpisodeStatement, typesByIds } from "../storage/consolidation-store";
import { newId } from "../util/ids";
import { type CreateInput, planCreateMemories, type WriteContext, type WritePlan } from "../write/create-memories";
import { enqueueOutbox, recordEvent } from "../write/statements";
import type { Extraction, TokenUsage } from "./extraction";
import { entityKey, planGraphWrites, upsertEntity, type EntityRef, type FactDraft, type RelationshipDraft } from "./graph-upserts";
import { findNearDuplicates, jaccard, NEAR_DUPLICATE_JACCARD, nearKeys, nearKeyStatements, wordSet } from "./near-duplicates";

export interface EpisodeRef { id: string; at: number; projectName: string | null; sessionId: string | null; provenance?: string }

/**
 * A consolidated memory arrived by consolidation, unless its episode came from a tool's output or
 * another agent: then it keeps that arrival, so extraction cannot launder planted text into trust.
 */
const consolidatedProvenance = (ep: EpisodeRef): Provenance =>
  ep.provenance !== undefined && LOW_TRUST_PROVENANCES.has(ep.provenance) ? (ep.provenance as Provenance) : "consolidation";

export type ChunkToCommit =
  | { episodes: EpisodeRef[]; status: "done"; extraction: Extraction; usage: TokenUsage }
  | { episodes: EpisodeRef[]; status: "skipped"; reason: string; usage: TokenUsage };

export interface ConsolidateCommand {
  kind: "consolidate";
  job: string;
  partition: string;
  /** The cursor this run started from; if another run moved it meanwhile, this one is refused. */
  expectCursor: string | null;
  cursor: string;
  extractor: "llm" | "rules";
  chunks: ChunkToCommit[];
}

export interface ConsolidationSummary {
  episodes: number;
  chunks: { done: number; skipped: number };
  skipped: { first_episode: string; last_episode: string; episodes: number; reason: string }[];
  /** created: new rows; retyped: episodes whose text was already the essence, typed in place. */
  memories: { created: string[]; retyped: string[]; merged: number };
  entities: number;
  relationships: { created: number; reinforced: number };
  facts: { created: number; closed: number; unchanged: number };
  conflicts: number;
  tokens: { input: number; output: number; cache_read: number; cache_write: number };
}

const iso = (ms: number) => new Date(ms).toISOString();
const FACT_CONFIDENCE = { llm: 0.7, rules: 0.6 } as const;

/** Does the memory text mention the entity (whole word, case-insensitive)? */
function mentions(content: string, name: string): boolean {
  const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w])${escaped}(?![\\w])`).test(content.toLowerCase());
}

interface Draft { input: CreateInput; episodeId: string; chunk: number; projectName: string | null; entities: EntityRef[] }

export async function planConsolidation(ctx: WriteContext, p: Principal, c: ConsolidateCommand): Promise<WritePlan> {
  const { db } = ctx;
  const now = ctx.clock();
  const checkpoints = checkpointsFor(db, c.job, now);
  if ((await checkpoints.get(c.partition)) !== c.expectCursor) {
    throw new EngramError("conflict", "another consolidation run already moved past these episodes");
  }
  const owner = { orgId: p.orgId, userId: p.userId };
  const statements: D1PreparedStatement[] = [];
  const summary: ConsolidationSummary = {
    episodes: c.chunks.reduce((n, ch) => n + ch.episodes.length, 0),
    chunks: { done: 0, skipped: 0 }, skipped: [], memories: { created: [], retyped: [], merged: 0 }, entities: 0,
    relationships: { created: 0, reinforced: 0 }, facts: { created: 0, closed: 0, unchanged: 0 }, conflicts: 0,
    tokens: { input: 0, output: 0, cache_read: 0, cache_write: 0 },
  };

  // 1. Typed memories with provenance, one draft per extracted memory.
  const drafts: Draft[] = [];
  const entityTypes = new Map<string, EntityRef>();
  c.chunks.forEach((ch, chunk) => {
    if (ch.status !== "done") return;
    for (const e of ch.extraction.entities) entityTypes.set(normalizeEntityName(e.name), e);
    for (const m of ch.extraction.memories) {
      const ep = ch.episodes[m.episode];
      drafts.push({
        episodeId: ep.id, chunk, projectName: ep.projectName,
        entities: ch.extraction.entities.filter(
          (e) => mentions(m.content, e.name) || (m.entities ?? []).some((n) => normalizeEntityName(n) === normalizeEntityName(e.name)),
        ),
        input: {
          content: m.content, type: m.type, project: ep.projectName ?? undefined, tags: [...new Set(m.tags)].slice(0, 32),
          importance: m.importance, source: "ai_inferred", provenance: consolidatedProvenance(ep), session_id: ep.sessionId ?? undefined, occurred_at: iso(ep.at),
          ...(m.type === "fact" ? { valid_from: iso(ep.at) } : {}),
          metadata: { consolidated_from: [ep.id], extractor: c.extractor },
        },
      });
    }
  });
  const resolveEntity = (name: string): EntityRef =>
    entityTypes.get(normalizeEntityName(name)) ?? { name, type: "concept" };

  // 2. Near-duplicates: of stored memories (merge into them) and of earlier drafts in this step.
  const sets = drafts.map((d) => wordSet(d.input.content));
  const keys = drafts.map((d, i) => nearKeys(sets[i], d.input.type!, d.projectName));
  const stored = await findNearDuplicates(db, p.userId, drafts.map((_, i) => ({ words: sets[i], keys: keys[i] })));
  const memoryOfDraft: string[] = [];
  const toCreate: number[] = [];
  const draftsByKey = new Map<string, number[]>();
  drafts.forEach((d, i) => {
    const earlier = [...new Set(keys[i].flatMap((k) => draftsByKey.get(k) ?? []))].find((j) => jaccard(sets[j], sets[i]) >= NEAR_DUPLICATE_JACCARD);
    if (earlier !== undefined) {
      const meta = drafts[earlier].input.metadata as { consolidated_from: string[] };
      meta.consolidated_from.push(d.episodeId);
      drafts[earlier].input.importance = Math.max(drafts[earlier].input.importance ?? 0, d.input.importance ?? 0);
      memoryOfDraft[i] = `draft:${earlier}`;
      summary.memories.merged++;
    } else if (stored[i]) {
      memoryOfDraft[i] = stored[i]!;
      statements.push(...mergeStatements(db, p, stored[i]!, d, now));
      summary.memories.merged++;
    } else {
      toCreate.push(i);
      for (const k of keys[i]) draftsByKey.set(k, [...(draftsByKey.get(k) ?? []), i]);
    }
  });

  // 3. New memories through the create plan (exact duplicates by content hash come back as such).
  if (toCreate.length) {
    const plan = await planCreateMemories(ctx, p, toCreate.map((i) => drafts[i].input), "batch");
    statements.push(...plan.statements);
    const results = (plan.body as { results: { id: string; status: "created" | "duplicate" }[] }).results;
    const duplicateTypes = await typesByIds(db, results.filter((r) => r.status === "duplicate").map((r) => r.id));
    results.forEach((r, k) => {
      const i = toCreate[k];
      memoryOfDraft[i] = r.id;
      if (r.status === "created") {
        summary.memories.created.push(r.id);
        statements.push(...nearKeyStatements(db, p.userId, r.id, keys[i]));
      } else if (duplicateTypes.get(r.id) === "episode") {
        // The episode already was its own essence (same text, same scope): it becomes the typed
        // memory in place rather than a second copy of the same words.
        statements.push(...retypeStatements(db, p, r.id, drafts[i], c.extractor, now), ...nearKeyStatements(db, p.userId, r.id, keys[i]));
        summary.memories.retyped.push(r.id);
      } else {
        statements.push(...mergeStatements(db, p, r.id, drafts[i], now));
        summary.memories.merged++;
      }
    });
  }
  drafts.forEach((_, i) => {
    if (memoryOfDraft[i].startsWith("draft:")) memoryOfDraft[i] = memoryOfDraft[Number(memoryOfDraft[i].slice(6))];
  });

  // 4. Entities: every one extracted is upserted; memories are linked to those they mention.
  const allEntities = new Map<string, EntityRef>();
  for (const ch of c.chunks) if (ch.status === "done") for (const e of ch.extraction.entities) allEntities.set(entityKey(e), e);
  const confidence = FACT_CONFIDENCE[c.extractor];
  for (const e of allEntities.values()) statements.push(upsertEntity(db, owner, e, confidence, now));
  summary.entities = allEntities.size;
  drafts.forEach((d, i) => {
    const links: EntityMention[] = d.entities.map((e) => ({ name: e.name, type: e.type }));
    if (d.projectName) links.push({ name: d.projectName, type: "project" });
    statements.push(...linkEntitiesStatements(db, owner, memoryOfDraft[i], links, now));
  });

  // 5. Relationships and facts, with the memory of the same episode as their evidence.
  const evidenceOf = new Map<string, string>();
  drafts.forEach((d, i) => { if (!evidenceOf.has(d.episodeId)) evidenceOf.set(d.episodeId, memoryOfDraft[i]); });
  const rels: RelationshipDraft[] = [];
  const facts: FactDraft[] = [];
  for (const ch of c.chunks) {
    if (ch.status !== "done") continue;
    for (const r of ch.extraction.relationships) {
      const ep = ch.episodes[r.episode];
      const evidence = evidenceOf.get(ep.id);
      rels.push({
        source: resolveEntity(r.source), target: resolveEntity(r.target), type: r.type,
        evidence: evidence ?? ep.id, evidenceIsKnowledge: evidence !== undefined,
      });
    }
    for (const f of ch.extraction.facts) {
      const ep = ch.episodes[f.episode];
      facts.push({
        entity: resolveEntity(f.entity), property: f.property, value: f.value, at: ep.at,
        changesPrevious: f.changes_previous, memoryId: evidenceOf.get(ep.id) ?? null, confidence,
      });
    }
  }
  // Entities named only in relationships/facts still need a row before the subselects run.
  for (const e of [...rels.flatMap((r) => [r.source, r.target]), ...facts.map((f) => f.entity)]) {
    if (!allEntities.has(entityKey(e))) {
      allEntities.set(entityKey(e), e);
      statements.push(upsertEntity(db, owner, e, confidence, now));
    }
  }
  const graph = await planGraphWrites(db, owner, rels, facts, now);
  statements.push(...graph.statements);
  summary.relationships = { created: graph.counts.relationshipsCreated, reinforced: graph.counts.relationshipsReinforced };
  summary.facts = { created: graph.counts.factsCreated, closed: graph.counts.factsClosed, unchanged: graph.counts.factsUnchanged };
  summary.conflicts = graph.counts.conflicts + graph.counts.reversals;

  // 6. Bookkeeping: one row per chunk (what it produced or why it was skipped), then the cursor.
  c.chunks.forEach((ch, chunk) => {
    summary.tokens.input += ch.usage.input;
    summary.tokens.output += ch.usage.output;
    summary.tokens.cache_read += ch.usage.cacheRead;
    summary.tokens.cache_write += ch.usage.cacheWrite;
    const first = ch.episodes[0].id;
    const last = ch.episodes.at(-1)!.id;
    if (ch.status === "skipped") {
      summary.chunks.skipped++;
      summary.skipped.push({ first_episode: first, last_episode: last, episodes: ch.episodes.length, reason: ch.reason });
    } else summary.chunks.done++;
    const produced = drafts.flatMap((d, i) => (d.chunk === chunk ? [memoryOfDraft[i]] : []));
    statements.push(
      insertConsolidationLog(db, {
        id: newId("cns", now), userId: p.userId, firstEpisode: first, lastEpisode: last, episodes: ch.episodes.length, extractor: c.extractor,
        status: ch.status, reason: ch.status === "skipped" ? ch.reason : null, produced: JSON.stringify({ memories: [...new Set(produced)] }),
        tokensIn: ch.usage.input + ch.usage.cacheRead + ch.usage.cacheWrite, tokensOut: ch.usage.output, createdAt: now,
      }),
    );
  });
  statements.push(checkpoints.set(c.partition, c.cursor));
  return { statements, status: 200, body: summary, indexIds: summary.memories.created };
}

/** Merging keeps the existing memory, raises its importance and confidence, and records the merge. */
function mergeStatements(db: D1Database, p: Principal, into: string, d: Draft, now: number): D1PreparedStatement[] {
  return [
    reinforceMemoryStatement(db, into, { importance: d.input.importance ?? 0.5, now }),
    recordEvent(db, {
      orgId: p.orgId, userId: p.userId, kind: "consolidation.merged", memoryId: into, now,
      data: { episode: d.episodeId, content: d.input.content, type: d.input.type },
    }),
  ];
}


function retypeStatements(db: D1Database, p: Principal, id: string, d: Draft, extractor: string, now: number): D1PreparedStatement[] {
  const type = d.input.type!;
  return [
    retypeEpisodeStatement(db, id, {
      type, tier: defaultTier(type), importance: d.input.importance ?? 0.5,
      validFrom: type === "fact" && d.input.occurred_at ? Date.parse(d.input.occurred_at) : null,
      consolidatedFrom: (d.input.metadata as { consolidated_from: string[] }).consolidated_from, extractor, now,
    }),
    recordEvent(db, { orgId: p.orgId, userId: p.userId, kind: "consolidation.retyped", memoryId: id, now, data: { from: "episode", to: type } }),
    // The vector index filters on type: re-upsert the stored vector with the new one (no re-embedding).
    enqueueOutbox(db, "index", id, p.orgId, now),
  ];
}
