/** Semantic candidates: the query's vector against the reader-visible part of the vector index. */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import { readerVisibilityKeys } from "../memory/visibility";
import type { Ranked } from "./bm25";

export async function denseCandidates(deps: Deps, p: Principal, queryVector: Float32Array, limit: number): Promise<Ranked[]> {
  const vis = await readerVisibilityKeys(deps.db, p);
  return deps.vectors.query(p.orgId, { model: deps.embedder.model, vector: queryVector, topK: limit, vis });
}
