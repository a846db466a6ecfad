// The Worker's settings in every workerd test project (vitest.config.ts, the `sharding` one included).
// The two bindings without a local simulator use their local implementations: the exact vector
// index and a deterministic hashing embedder (fast; the neural offline model is exercised by
// local-embedder). One list, so the suites cannot drift apart on what the Worker runs with.
export const workerTestBindings = {
  ADMIN_TOKEN: "test-admin-token-at-least-32-characters",
  EMBEDDER: "hashing",
  EMBEDDING_MODEL: "engram-hashing-v1",
  EMBEDDING_DIMENSION: "256",
  VECTOR_INDEX: "exact",
  RERANKER: "features",
} as const;
