import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations, type D1Migration } from "@cloudflare/vitest-pool-workers";
import { bindingFreeTestFiles } from "./test/binding-free-files.ts";
import { outbound } from "./test/outbound.ts";
import { workerTestBindings } from "./test/worker-test-bindings.ts";

const INCLUDE = ["test/**/*.test.ts", "src/**/*.test.ts"];
// test/sharding*.test.ts run with four databases bound: vitest.sharding.config.ts (npm run test:sharding).
const EXCLUDE = ["test/e2e/**", "test/node/**", "node_modules/**", "local-embedder/**", "test/sharding*.test.ts"];
const excluded = (file: string) => /^(test\/(e2e|node)|node_modules|local-embedder)\//.test(file) || /^test\/sharding[^/]*\.test\.ts$/.test(file);

// Workers tests run inside workerd with real D1, KV, R2 and Durable Objects; the two bindings
// without a local simulator use their local implementations (test/worker-test-bindings.ts).
// A fresh object per project: the pool completes the options it is given.
const workerd = (migrations: D1Migration[]) =>
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
        ...workerTestBindings,
        // Candidates by meaning at write time (off by default: src/env.d.ts); test/judgment-dense.test.ts needs them.
        JUDGMENT_DENSE_AT_WRITE: "1",
        // Small enough that a test can exhaust it, large enough for the concurrency tests.
        WRITE_BURST: "400",
        WRITE_RATE_PER_SECOND: "100",
      },
    },
  });

// A file's first request to the Worker loads its whole module graph into the file's isolate; that
// happens inside the first test or hook (test/apply-migrations.ts says why), so both get room for it:
// seconds on a quiet 2-core machine, but over 30 s at load 11 (where 30 s budgets failed a dozen files'
// first tests in a full run). A budget, not an assertion: a test that hangs still fails.
// The corpus-wide property tests of the pure files take seconds too.
const TIMEOUTS = { testTimeout: 90_000, hookTimeout: 90_000 };

export default defineConfig(async () => {
  const root = import.meta.dirname;
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  const pure = bindingFreeTestFiles(root, ["test", "src"], (file) => !excluded(file));
  return {
    test: {
      // vitest's default is one fewer worker than cores: on a 2-core machine, one file at a time.
      // Each runtime spends most of its time loading modules, so two at once on two cores.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          // Pure-logic files (test/binding-free-files.ts): no file of this project can reach a binding,
          // so they share one workerd runtime per worker, and the modules it has loaded, instead of
          // starting a runtime and loading the Worker's module graph again for each of ~70 files
          // (11 of them, back to back at load 11: 95 s of CPU isolated, 27 s shared; 215 tests in both).
          plugins: [workerd(migrations)],
          test: {
            name: "pure",
            include: pure,
            isolate: false,
            // Its own group, run before the other: a runtime is handed to the next file only when
            // that file is of the same project (vitest's pool), so the two must not interleave.
            sequence: { groupOrder: 0 },
            ...TIMEOUTS,
          },
        },
        {
          plugins: [workerd(migrations)],
          test: {
            name: "bindings",
            include: INCLUDE,
            // Every other file gets a fresh runtime, and so fresh storage, of its own.
            exclude: [...EXCLUDE, ...pure],
            setupFiles: ["./test/apply-migrations.ts"],
            sequence: { groupOrder: 1 },
            ...TIMEOUTS,
            // The fake Messages API for the LLM path runs in Node; tests get its URL with inject().
            // The schema check's drizzle-kit DDL is generated in Node too (test/schema/global-setup.ts).
            globalSetup: ["./test/global-setup.ts", "./test/schema/global-setup.ts"],
          },
        },
      ],
    },
  };
});
