/**
 * Knowledge-graph candidates (HippoRAG-style): personalized PageRank over the bipartite graph of
 * memories and the entities they mention (plus entity–entity relationships when consolidation
 * has written them), restarted at the entities named in the query. Memories two hops away —
 * sharing an entity with a memory about the query's entity — surface even without shared words.
 * The subgraph is bounded: seed edges, the seeds' memories' other entities, and a capped number of
 * memories per second-hop entity, so the cost does not grow with the corpus.
 */
import { normalizeEntityName } from "../memory/entities";
import { extractEntities } from "../memory/entity-extractor";
import { isStopword, words } from "./query-terms";

/** n-grams looked up per query (a 2,000-character query has ~1,000); bounds the lookup's cost. */
const MAX_QUERY_KEYS = 600;

export interface QueryEntity { id: string; name: string; normalized: string; type: string }

/** Entities of the caller named in the query: rule-extracted names and any 1–3-word n-gram. */
export async function queryEntities(db: D1Database, userId: string, query: string): Promise<QueryEntity[]> {
  const keys = new Set(extractEntities(query).map((e) => normalizeEntityName(e.name)));
  const w = words(query);
  for (let n = 1; n <= 3; n++) {
    for (let i = 0; i + n <= w.length; i++) {
      const gram = w.slice(i, i + n);
      if (isStopword(gram[0]) || isStopword(gram[n - 1])) continue;
      keys.add(gram.join(" "));
    }
  }
  // One JSON parameter, not one per key: a long query stays inside D1's 100 bound parameters.
  const list = [...keys].filter((k) => k.length >= 2).slice(0, MAX_QUERY_KEYS);
  if (!list.length) return [];
  const { results } = await db
    .prepare(`SELECT id, name, normalized, type FROM entities WHERE user_id = ? AND normalized IN (SELECT value FROM json_each(?))`)
    .bind(userId, JSON.stringify(list))
    .all<QueryEntity>();
  return results;
}

export interface MemoryEntityEdge { memory_id: string; entity_id: string; weight: number }
export interface EntityEntityEdge { source_id: string; target_id: string; strength: number }

export interface PprOptions { damping?: number; iterations?: number }

/**
 * Personalized PageRank by power iteration: r = (1−d)·s + d·Wᵀr, with W the row-normalized
 * weighted adjacency (undirected) and s the restart distribution over the seeds. Returns memory
 * scores only (entities are the bridges, not answers).
 */
export function personalizedPageRank(
  memoryEdges: MemoryEntityEdge[],
  entityEdges: EntityEntityEdge[],
  seeds: Map<string, number>,
  opts: PprOptions = {},
): Map<string, number> {
  const d = opts.damping ?? 0.5;
  const iterations = opts.iterations ?? 20;
  const index = new Map<string, number>();
  const node = (key: string) => {
    let i = index.get(key);
    if (i === undefined) index.set(key, (i = index.size));
    return i;
  };
  const pairs: Array<[number, number, number]> = [];
  for (const e of memoryEdges) pairs.push([node(`m:${e.memory_id}`), node(`e:${e.entity_id}`), e.weight > 0 ? e.weight : 1]);
  for (const e of entityEdges) pairs.push([node(`e:${e.source_id}`), node(`e:${e.target_id}`), e.strength > 0 ? e.strength : 0.1]);
  const n = index.size;
  const restart = new Float64Array(n);
  let seedMass = 0;
  for (const [id, w] of seeds) {
    const i = index.get(`e:${id}`);
    if (i !== undefined && w > 0) { restart[i] += w; seedMass += w; }
  }
  if (!seedMass) return new Map();
  for (let i = 0; i < n; i++) restart[i] /= seedMass;

  const outWeight = new Float64Array(n);
  const seen = new Set<string>();
  const edges: Array<[number, number, number]> = [];
  for (const [a, b, w] of pairs) {
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (seen.has(key) || a === b) continue;
    seen.add(key);
    edges.push([a, b, w]);
    outWeight[a] += w;
    outWeight[b] += w;
  }
  let rank = Float64Array.from(restart);
  for (let it = 0; it < iterations; it++) {
    const next = new Float64Array(n);
    let dangling = 0;
    for (let i = 0; i < n; i++) if (outWeight[i] === 0) dangling += rank[i];
    for (const [a, b, w] of edges) {
      next[b] += (d * rank[a] * w) / outWeight[a];
      next[a] += (d * rank[b] * w) / outWeight[b];
    }
    // Restart mass plus what dangling nodes would lose goes back to the seeds.
    for (let i = 0; i < n; i++) next[i] += ((1 - d) + d * dangling) * restart[i];
    rank = next;
  }
  const out = new Map<string, number>();
  for (const [key, i] of index) if (key.startsWith("m:")) out.set(key.slice(2), rank[i]);
  return out;
}

const HOP1_MEMORIES = 200;
const HOP1_EDGES = 2000;
const HOP2_ENTITIES = 60;
const PER_ENTITY = 40;
const SPECIFICITY_CAP = 201; // SPECIFIC_DEGREE / MIN_SPECIFICITY + 1: beyond that the exact degree no longer matters

export interface GraphResult {
  ranked: Array<{ id: string; score: number }>;
  /**
   * How specific the best seed is, in (0, 1]: min(1, SPECIFIC_DEGREE / its degree). A query that
   * names only hubs (someone in every other memory) gets a walk that ranks half the corpus; fusion
   * scales the graph list by this so it counts when it can discriminate.
   */
  specificity: number;
}

export const SPECIFIC_DEGREE = 20;

/**
 * SQLite (and D1) reject a compound SELECT of more than this many terms ("too many terms in
 * compound SELECT"); the local simulator enforces 5. Each second-hop entity is one term (an index
 * range scan with its own LIMIT), so the terms go out in groups of this size, all in one batch.
 */
export const MAX_COMPOUND_TERMS = 5;

/** One statement per group of ≤ MAX_COMPOUND_TERMS entities (≤ 5 bound parameters each). */
export function secondHopStatements(db: D1Database, entityIds: string[]): D1PreparedStatement[] {
  const out: D1PreparedStatement[] = [];
  for (let i = 0; i < entityIds.length; i += MAX_COMPOUND_TERMS) {
    const group = entityIds.slice(i, i + MAX_COMPOUND_TERMS);
    const sql = group
      .map(() => `SELECT * FROM (SELECT memory_id, entity_id, weight FROM memory_entities WHERE entity_id = ? LIMIT ${PER_ENTITY})`)
      .join(" UNION ALL ");
    out.push(db.prepare(sql).bind(...group));
  }
  return out;
}
export const MIN_SPECIFICITY = 0.1;

export async function graphCandidates(db: D1Database, seeds: QueryEntity[], limit: number): Promise<GraphResult> {
  if (!seeds.length) return { ranked: [], specificity: 0 };
  const seedIds = [...new Set(seeds.map((s) => s.id))].slice(0, 40);
  // Node specificity (HippoRAG): a seed mentioned by few memories says more than a hub does.
  // Counting stops at SPECIFICITY_CAP so a hub costs no more than that to measure.
  const { results: degrees } = await db
    .prepare(
      `SELECT e.value AS entity_id, (SELECT COUNT(*) FROM (SELECT 1 FROM memory_entities WHERE entity_id = e.value LIMIT ${SPECIFICITY_CAP})) AS n
       FROM json_each(?) e`,
    )
    .bind(JSON.stringify(seedIds))
    .all<{ entity_id: string; n: number }>();
  const degree = new Map(degrees.map((r) => [r.entity_id, Math.max(1, r.n)]));
  const specificity = Math.min(1, SPECIFIC_DEGREE / Math.min(...seedIds.map((id) => degree.get(id) ?? 1)));
  // Only hubs named: the walk could not discriminate, and fusion would give it ~no weight anyway.
  if (specificity < MIN_SPECIFICITY) return { ranked: [], specificity };

  // Seeds travel as one JSON parameter (D1: at most 100 bound parameters per statement).
  const seedJson = JSON.stringify(seedIds);
  const marks = "SELECT value FROM json_each(?)";
  const [hop1, rels] = await db.batch<MemoryEntityEdge & EntityEntityEdge>([
    db
      .prepare(
        `SELECT memory_id, entity_id, weight FROM memory_entities WHERE memory_id IN
           (SELECT memory_id FROM memory_entities WHERE entity_id IN (${marks}) LIMIT ${HOP1_MEMORIES}) LIMIT ${HOP1_EDGES}`,
      )
      .bind(seedJson),
    db
      .prepare(`SELECT source_id, target_id, strength FROM relationships WHERE source_id IN (${marks}) OR target_id IN (${marks}) LIMIT 200`)
      .bind(seedJson, seedJson),
  ]);
  const memoryEdges = hop1.results as MemoryEntityEdge[];
  const entityEdges = rels.results as EntityEntityEdge[];

  // Second hop: the entities most shared with the seeds' memories (not the seeds themselves),
  // each contributing at most PER_ENTITY memories (an index range scan with a LIMIT).
  const seedSet = new Set(seedIds);
  const cooccur = new Map<string, number>();
  for (const e of memoryEdges) if (!seedSet.has(e.entity_id)) cooccur.set(e.entity_id, (cooccur.get(e.entity_id) ?? 0) + 1);
  for (const r of entityEdges) for (const id of [r.source_id, r.target_id]) if (!seedSet.has(id)) cooccur.set(id, (cooccur.get(id) ?? 0) + 2);
  const hop2 = [...cooccur.entries()].sort((a, b) => b[1] - a[1]).slice(0, HOP2_ENTITIES).map(([id]) => id);
  if (hop2.length) {
    for (const r of await db.batch<MemoryEntityEdge>(secondHopStatements(db, hop2))) memoryEdges.push(...r.results);
  }
  const ranks = personalizedPageRank(memoryEdges, entityEdges, new Map(seedIds.map((id) => [id, 1 / (degree.get(id) ?? 1)])));
  const ranked = [...ranks.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([id, score]) => ({ id, score }));
  return { ranked, specificity };
}
