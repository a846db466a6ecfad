/** What lifecycle write plans need beyond the core write context: R2 for archive copies, KV for the fast path. */
import type { WriteContext } from "../write/create-memories";

export interface LifecycleWriteContext extends WriteContext {
  blobs: R2Bucket;
  kv: KVNamespace;
}
