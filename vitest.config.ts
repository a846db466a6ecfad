import { existsSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations, type D1Migration } from "@cloudflare/vitest-pool-workers";
import { bindingFreeTestFiles } from "./test/binding-free-files.ts";
import { FRESH_STORAGE_GROUPS, FRESH_STORAGE_REFUSED, globalStateUses, SHARED_RUNTIME_GROUPS } from "./test/shared-runtime-files.ts";
import { outbound } from "./test/outbound.ts";
import { workerTestBindings } from "./test/worker-test-bindings.ts";

const INCLUDE = ["test/**/*.test.ts", "src/**/*.test.ts"];
// test/sharding*.test.ts run with four databases bound: the `sharding` project below (npm run test:sharding).
/** The rate limiter's own test, in a runtime whose bucket refills slowly (project "rate-limit" below). */
const RATE_LIMIT_FILE = "test/rate-limit.test.ts";
const EXCLUDE = ["test/e2e/**", "test/node/**", "node_modules/**", "local-embedder/**", "test/sharding*.test.ts", RATE_LIMIT_FILE];
/** A file of the `sharding` project, by its name in test/. */
const SHARDING_FILE = /^sharding[^/]*\.test\.ts$/;
const excluded = (file: string) => /^(test\/(e2e|node)|node_modules|local-embedder)\//.test(file) || /^test\/sharding[^/]*\.test\.ts$/.test(file) || file === RATE_LIMIT_FILE;

// Workers tests run inside workerd with real D1, KV, R2 and Durable Objects; the two bindings
// without a local simulator use their local implementations (test/worker-test-bindings.ts).
// A fresh object per project: the pool completes the options it is given.
const workerd = (migrations: D1Migration[], overrides: Record<string, string> = {}) =>
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
        ...overrides,
      },
    },
  });

// The N = 4 simulation (docs/scaling.md): the same Worker with four organization databases bound —
// DB (the primary: accounts, the directory) and DB_1 … DB_3 — so every request, write, job and move
// goes through the routing seam. Its own project (every other runs with N = 1), in the workers suite
// rather than a vitest process of its own: a second process was ~40 s of start-up and transforms
// for ~35 s of tests (session 17's CI).
const workerdFourDatabases = (migrations: D1Migration[]) =>
  cloudflareTest({
    wrangler: { configPath: "./wrangler.toml" },
    remoteBindings: false,
    miniflare: {
      d1Databases: { DB_1: "engram-shard-1", DB_2: "engram-shard-2", DB_3: "engram-shard-3" },
      bindings: {
        TEST_MIGRATIONS: migrations,
        ...workerTestBindings,
        // The directory cache's TTL, which a move also waits out before emptying the source: short
        // here so moves stay fast; test/sharding-cache.test.ts plants long-lived entries itself.
        DIRECTORY_CACHE_MS: "50",
      },
    },
  });

// A file's first request to the Worker loads its whole module graph into the file's isolate; that
// happens inside the first test or hook (test/apply-migrations.ts says why; the shared-N projects load
// it in a setup file instead, test/preload-worker.ts), so both get room for it:
// seconds on a quiet 2-core machine, but over 30 s at load 11 (where 30 s budgets failed a dozen files'
// first tests in a full run). A budget, not an assertion: a test that hangs still fails.
// The corpus-wide property tests of the pure files take seconds too.
// Tried for the module loads and dropped (session 20, testspeed16, at load 14-22): vitest's
// experimental.fsModuleCache fails every file in workerd (the runner reads the cache file itself:
// "no such file or directory, readAll …"); vite's dependency optimizer for "ssr" (zod, hono,
// drizzle-orm, the MCP server, the Anthropic SDK, compromise … each bundled into one module, ~1,100
// node_modules files fewer per Worker load) passed the same 12 files and 110 tests but saved no CPU
// (72 s OFF, 72 s first run, 78 s warm cache, user + sys).
const TIMEOUTS = { testTimeout: 90_000, hookTimeout: 90_000 };

/**
 * The listed groups, checked: a listed file must exist, reach a binding (else it belongs in `pure`),
 * be listed once, and show none of the uses of global state that forbid sharing.
 */
function sharedGroups(root: string, pure: string[]): { shared: string[][]; fresh: string[][] } {
  const seen = new Set<string>();
  const check = (groups: readonly (readonly string[])[], refused: (use: string) => boolean, need: string) =>
    groups.map((group) =>
      group.map((file) => {
        const refuse = (why: string) => new Error(`test/shared-runtime-files.ts lists ${file}, which ${why}`);
        if (!existsSync(path.join(root, file))) throw refuse("does not exist");
        if (pure.includes(file)) throw refuse('reaches no binding: it runs in "pure"');
        if (seen.has(file)) throw refuse("is listed twice");
        seen.add(file);
        const uses = globalStateUses(readFileSync(path.join(root, file), "utf8")).filter(refused);
        if (uses.length) throw refuse(`${uses.join(", ")}: ${need}`);
        return file;
      }),
    );
  return {
    shared: check(SHARED_RUNTIME_GROUPS, () => true, 'it needs fresh storage ("bindings")'),
    fresh: check(FRESH_STORAGE_GROUPS, (use) => FRESH_STORAGE_REFUSED.includes(use), 'it needs a fresh runtime ("bindings")'),
  };
}

/**
 * The `sharding` project's files, refused if they show a use that resetting storage does not undo
 * (they share a runtime with storage reset per file, as the fresh-N groups do).
 */
function shardingFiles(root: string): string[] {
  const files = readdirSync(path.join(root, "test")).filter((f) => SHARDING_FILE.test(f)).map((f) => `test/${f}`);
  for (const file of files) {
    const uses = globalStateUses(readFileSync(path.join(root, file), "utf8")).filter((use) => FRESH_STORAGE_REFUSED.includes(use));
    if (uses.length) throw new Error(`${file} ${uses.join(", ")}: the sharding project shares a runtime between its files, so it cannot run there`);
  }
  return files;
}

export default defineConfig(async () => {
  const root = import.meta.dirname;
  const migrations = await readD1Migrations(path.join(root, "migrations"));
  const pure = bindingFreeTestFiles(root, ["test", "src"], (file) => !excluded(file));
  const { shared, fresh } = sharedGroups(root, pure);
  // ENGRAM_TEST_SHUFFLE_SEED=<n>: the files in a random order of that seed, each project still in its
  // own group, to show the shared projects' files pass in any order. (The command line's
  // --sequence.shuffle replaces every project's `sequence`, groupOrder included, so the projects would
  // interleave and their runtimes restart.)
  const seed = process.env.ENGRAM_TEST_SHUFFLE_SEED;
  return {
    test: {
      ...(seed ? { sequence: { shuffle: { files: true, tests: false }, seed: Number(seed) } } : {}),
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
            // Each project its own group, run one after another: a runtime is handed to the next file
            // only when that file is of the same project (vitest's pool), so projects must not interleave.
            sequence: { groupOrder: 0 },
            ...TIMEOUTS,
          },
        },
        // Files that reach bindings but only their own users' rows (test/shared-runtime-files.ts says
        // which and why): each group shares one runtime, its storage and loaded modules, per worker.
        // Measured at load 10-20 (session 17): the workers suite's CPU 1045 → 745 s with 32 files here;
        // these 32 files (184 tests) alone ~180 s CPU, green in two shuffled orders.
        ...shared.map((include, i) => ({
          plugins: [workerd(migrations)],
          test: {
            name: `shared-${i + 1}`,
            include,
            isolate: false,
            setupFiles: ["./test/apply-migrations.ts", "./test/preload-worker.ts"],
            sequence: { groupOrder: i + 1 },
            ...TIMEOUTS,
          },
        })),
        // Files that run jobs or read every user's rows: each group shares one runtime and its loaded
        // modules per worker, and test/fresh-storage.ts resets storage before each file
        // (test/shared-runtime-files.ts FRESH_STORAGE_GROUPS says which and why). Measured at load 4-7
        // (session 23), the same 16 files and 90 tests: a fresh runtime each, 235 s CPU and 254 s wall;
        // in fresh-1 and fresh-2, 130 s CPU and 120 s wall. Session 24 moved the fuzz suite and the
        // three LLM-path files here from `bindings` (their global setup runs here too): at load 8-12
        // those three took 112 s with a fresh runtime each, 26 s in a fresh group.
        ...fresh.map((include, i) => ({
          plugins: [workerd(migrations)],
          test: {
            name: `fresh-${i + 1}`,
            include,
            isolate: false,
            setupFiles: ["./test/apply-migrations.ts", "./test/preload-worker.ts", "./test/fresh-storage.ts"],
            sequence: { groupOrder: shared.length + i + 1 },
            ...TIMEOUTS,
            // The fake Messages API and the fuzz seed, for the LLM-path and fuzz files listed here.
            globalSetup: ["./test/global-setup.ts"],
          },
        })),
        {
          plugins: [workerd(migrations)],
          test: {
            name: "bindings",
            include: INCLUDE,
            // Every other file, and so every new one unless listed, gets a fresh runtime, and so
            // fresh storage, of its own.
            exclude: [...EXCLUDE, ...pure, ...shared.flat(), ...fresh.flat()],
            setupFiles: ["./test/apply-migrations.ts"],
            sequence: { groupOrder: shared.length + fresh.length + 2 },
            ...TIMEOUTS,
            // The fake Messages API for the LLM path runs in Node; tests get its URL with inject().
            // The schema check's drizzle-kit DDL is generated in Node too (test/schema/global-setup.ts).
            globalSetup: ["./test/global-setup.ts", "./test/schema/global-setup.ts"],
          },
        },
        {
          // The write rate limit's test spends a user's burst and expects a 429. With the suite's
          // refill of 100 memories/s, a loaded machine (load 12-14, other jobs) wrote batches no
          // faster than that, so the burst never ran out (session 19: 12 batches accepted, failed).
          // Here a burst of 40 refilling at 1/s: four batches of 10 spend it, and a batch would have
          // to take 10 s to keep up; the batches stay small and cheap to judge.
          plugins: [workerd(migrations, { WRITE_BURST: "40", WRITE_RATE_PER_SECOND: "1" })],
          test: {
            name: "rate-limit",
            include: [RATE_LIMIT_FILE],
            setupFiles: ["./test/apply-migrations.ts"],
            sequence: { groupOrder: shared.length + fresh.length + 2 },
            ...TIMEOUTS,
          },
        },
        {
          plugins: [workerdFourDatabases(migrations)],
          test: {
            name: "sharding",
            include: shardingFiles(root),
            // One runtime and its loaded modules per worker, storage reset before each file as in the
            // fresh-N projects (test/fresh-storage.ts empties DB and DB_1 … DB_3): the files move
            // organizations, run jobs over every database and weigh placement by every organization,
            // so each needs storage as the migrations left it, not a runtime of its own. Measured in
            // session 25 (testspeed25): a fresh runtime each was the suite's costliest project per
            // file, the Worker's module graph loaded six times (96 s of file time at load 1.5).
            // Its own group: a runtime passes to the next file only within one project.
            isolate: false,
            setupFiles: ["./test/apply-migrations.ts", "./test/preload-worker.ts", "./test/fresh-storage.ts"],
            sequence: { groupOrder: shared.length + fresh.length + 1 },
            ...TIMEOUTS,
          },
        },
      ],
    },
  };
});
