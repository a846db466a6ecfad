/**
 * Working-memory candidates: the caller's most recent memories from KV (newest first). When the
 * query asks for what is recent they are a list of their own; otherwise they only reinforce
 * candidates another generator found relevant, so recency alone never pushes noise in.
 */
import type { Principal } from "../auth/principal";
import { recentItems } from "../memory/working-memory";

export async function workingCandidates(kv: KVNamespace, p: Principal): Promise<string[]> {
  try {
    return (await recentItems(kv, p, null)).map((r) => r.id);
  } catch (err) {
    console.warn("working memory unavailable", err);
    return [];
  }
}
