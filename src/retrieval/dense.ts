/** Semantic candidates: the query's vector against the reader-visible part of the vector index. */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { readerVisibilityKeys } from "../memory/visibility";

/** A candidate of one generator: higher score = better. */
export interface Ranked { id: string; score: number }

export async function denseCandidates(deps: Deps, p: Principal, queryVector: Float32Array, limit: number): Promise<Ranked[]> {
  const vis = await readerVisibilityKeys(deps.db, p);
  return deps.vectors.query(p.orgId, { model: deps.embedder.model, vector: queryVector, topK: limit, vis });
}
