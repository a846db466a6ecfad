// Optional secrets that `wrangler types` cannot see (they are not in wrangler.toml).
interface Env {
  ANTHROPIC_API_KEY?: string;
  ANTHROPIC_BASE_URL?: string;
  /** Per-user write limiter (memories): burst size and sustained rate. */
  WRITE_BURST?: string;
  WRITE_RATE_PER_SECOND?: string;
  /** Comma-separated browser origins allowed to call /mcp besides loopback ones (e.g. https://inspector.example). */
  MCP_ALLOWED_ORIGINS?: string;
  /** The per-isolate directory cache's TTL, ms (docs/scaling.md; default 5000, 0 = no cache). */
  DIRECTORY_CACHE_MS?: string;
  /**
   * "1": judgment also asks the vector index for a new memory's nearest memories at write time (writes of at
   * most 4 memories; bench/results/judgment-dense.txt: p95 +4–9 ms at 10K). Unset: only the nightly scan does.
   */
  JUDGMENT_DENSE_AT_WRITE?: string;
  /** DEV ONLY fault injection for the load harness (src/dev/faults.ts); never set in production. */
  DEV_FAULTS?: string;
  DEV_FAULTS_WINDOW?: string;
  DEV_FAULTS_D1_RATE?: string;
}
