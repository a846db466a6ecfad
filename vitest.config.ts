import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { outbound } from "./test/outbound.ts";

// Workers tests run inside workerd with real D1, KV, R2 and Durable Objects. The two bindings
// without a local simulator use their local implementations: the exact vector index and a
// deterministic hashing embedder (fast; the neural offline model is exercised by local-embedder).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          // Two more databases: test/schema.test.ts builds drizzle's view of the schema in SCHEMA_DB;
          // test/migrations.test.ts migrates step by step in MIGRATION_DB.
          d1Databases: { SCHEMA_DB: "schema-check", MIGRATION_DB: "migration-check" },
          // The worker's outbound fetch: test OAuth clients' metadata documents (CIMD), the rest passed on.
          outboundService: outbound,
          bindings: {
            TEST_MIGRATIONS: migrations,
            ADMIN_TOKEN: "test-admin-token-at-least-32-characters",
            EMBEDDER: "hashing",
            EMBEDDING_MODEL: "engram-hashing-v1",
            EMBEDDING_DIMENSION: "256",
            VECTOR_INDEX: "exact",
            RERANKER: "features",
            // Candidates by meaning at write time (off by default: src/env.d.ts); test/judgment-dense.test.ts needs them.
            JUDGMENT_DENSE_AT_WRITE: "1",
            // Small enough that a test can exhaust it, large enough for the concurrency tests.
            WRITE_BURST: "400",
            WRITE_RATE_PER_SECOND: "100",
          },
        },
      }),
    ],
    test: {
      include: ["test/**/*.test.ts", "src/**/*.test.ts"],
      // test/sharding*.test.ts run with four databases bound: vitest.sharding.config.ts (npm run test:sharding).
      exclude: ["test/e2e/**", "test/node/**", "node_modules/**", "local-embedder/**", "test/sharding*.test.ts"],
      setupFiles: ["./test/apply-migrations.ts"],
      // A file's first request to the Worker loads its whole module graph into the file's isolate
      // (seconds on a busy 2-core machine); that now happens inside the first test or hook instead of
      // in a setup step every file paid (test/apply-migrations.ts says why), so both get room for it.
      testTimeout: 30_000,
      hookTimeout: 30_000,
      // vitest's default is one fewer worker than cores: on a 2-core CI machine that ran the ~100 files
      // one at a time. Each file's isolate spends most of its time loading modules, so two at once on
      // two cores nearly halves the wall time.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      // The fake Messages API for the LLM path runs in Node; tests get its URL with inject().
      // The schema check's drizzle-kit DDL is generated in Node too (test/schema/global-setup.ts).
      globalSetup: ["./test/global-setup.ts", "./test/schema/global-setup.ts"],
    },
  };
});
