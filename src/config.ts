/**
 * Builds the service's dependencies from the Worker environment, once per request or job.
 * The only place that reads configuration; domain code receives `Deps` as an argument.
 */
import { activeFaults, failingVectorIndex, flakyD1 } from "./dev/faults";
import { EngramError } from "./errors";
import { PRIMARY, cachedPlacementFor, databaseFor, databaseNamed, databasesOf, type NamedDatabase } from "./storage/databases";
import type { Embedder } from "./embed/embedder";
import { HashingEmbedder } from "./embed/hashing-embedder";
import { LocalHttpEmbedder } from "./embed/local-http-embedder";
import { WorkersAiEmbedder } from "./embed/workers-ai-embedder";
import { systemClock, type Clock } from "./util/time";
import { ExactVectorIndexClient } from "./vector/exact-vector-index";
import type { VectorIndex } from "./vector/vector-index";
import { VectorizeVectorIndex } from "./vector/vectorize-index";

export interface Deps {
  /** The database this request or job step works on: the caller organization's (see databaseFor), or the primary. */
  db: D1Database;
  /** Every organization database (docs/scaling.md); one (the primary, DB) unless DB_1 … DB_n are bound. */
  databases: NamedDatabase[];
  /** The database holding an organization's data (the directory in the primary; the primary when N = 1). */
  databaseFor(orgId: string): Promise<D1Database>;
  /** The name of that database through the per-isolate directory cache: for a request's reads only, never a write. */
  readDatabaseOf(orgId: string): Promise<string>;
  /** How long a cached placement is trusted, ms; a move keeps the source's rows at least this long after its flip. */
  directoryCacheMs: number;
  kv: KVNamespace;
  blobs: R2Bucket;
  clock: Clock;
  embedder: Embedder;
  /** The vector index of `db`'s database (set together with `db`: `onDatabase`). */
  vectors: VectorIndex;
  /** The vector index of any organization database. */
  vectorsFor(database: string): VectorIndex;
  env: Env;
}

export function selectEmbedder(env: Env): Embedder {
  const dimension = Number(env.EMBEDDING_DIMENSION || "0");
  switch (env.EMBEDDER) {
    case "hashing":
      return new HashingEmbedder(dimension || 256);
    case "local-http":
      return new LocalHttpEmbedder(env.LOCAL_EMBEDDER_URL, env.EMBEDDING_MODEL, dimension);
    case "workers-ai":
      return new WorkersAiEmbedder(env.AI, dimension || 1024);
    default:
      throw new EngramError("internal", `unknown EMBEDDER '${env.EMBEDDER}'`);
  }
}

/**
 * The vector index of one organization database (docs/scaling.md): `VECTORIZE` beside `DB`,
 * `VECTORIZE_n` beside `DB_n` — a database bound without its own index shares the primary's (the
 * organization is the namespace either way); the dev/test exact index keys its Durable Object by
 * database and organization.
 */
export function selectVectorIndex(env: Env, database = PRIMARY): VectorIndex {
  switch (env.VECTOR_INDEX) {
    case "exact":
      return new ExactVectorIndexClient(env.EXACT_VECTOR_INDEX, database);
    case "vectorize": {
      const binding = database === PRIMARY ? "VECTORIZE" : `VECTORIZE${database.slice(2)}`;
      const own = (env as unknown as Record<string, VectorizeIndex | undefined>)[binding];
      return own ? new VectorizeVectorIndex(own, binding) : new VectorizeVectorIndex(env.VECTORIZE, "VECTORIZE");
    }
    default:
      throw new EngramError("internal", `unknown VECTOR_INDEX '${env.VECTOR_INDEX}'`);
  }
}

/** One database's vector index as every path uses it: DEV_FAULTS (dev/faults.ts) is never set in production, where this is always the real index. */
export const vectorIndexFor = (env: Env, database: string): VectorIndex =>
  activeFaults(env).has("vector") ? failingVectorIndex : selectVectorIndex(env, database);

/** Whether write-time judgment also takes candidates by meaning (src/env.d.ts); the nightly scan always does. */
export const denseAtWrite = (env: Env): boolean => env.JUDGMENT_DENSE_AT_WRITE === "1";

/** The directory cache's TTL unless DIRECTORY_CACHE_MS says otherwise: short, since a move waits it out. */
const DIRECTORY_CACHE_MS = 5_000;

export function buildDeps(env: Env, clock: Clock = systemClock): Deps {
  const databases = databasesOf(env);
  const vectorsFor = (database: string) => vectorIndexFor(env, database);
  const directoryCacheMs = Number(env.DIRECTORY_CACHE_MS ?? DIRECTORY_CACHE_MS);
  return {
    db: env.DB,
    databases,
    databaseFor: (orgId) => databaseFor(databases, orgId),
    readDatabaseOf: async (orgId) => (await cachedPlacementFor(databases, orgId, directoryCacheMs)).database,
    directoryCacheMs,
    kv: env.WORKING_MEMORY,
    blobs: env.BLOBS,
    clock,
    embedder: selectEmbedder(env),
    vectors: vectorsFor(PRIMARY),
    vectorsFor,
    env,
  };
}

/** `deps` working on one organization database: its D1 (or a session of it) and its vector index. */
export function onDatabase(deps: Deps, database: string, db?: D1Database): Deps {
  return { ...deps, db: db ?? databaseNamed(deps.databases, database), vectors: deps.vectorsFor(database) };
}

/** The deps a job step runs with: `deps`, or with a flaky D1 while the dev-only `d1-jobs` fault is on. */
export function jobStepDeps(deps: Deps): Deps {
  if (!activeFaults(deps.env).has("d1-jobs")) return deps;
  const rate = Number(deps.env.DEV_FAULTS_D1_RATE ?? "0.2");
  return { ...deps, db: flakyD1(deps.db, rate) };
}

/** Browser origins allowed to call /mcp besides loopback ones (DNS-rebinding protection). */
export function mcpAllowedOrigins(env: Env): string[] {
  return (env.MCP_ALLOWED_ORIGINS ?? "")
    .split(",")
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean);
}
