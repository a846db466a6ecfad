import path from "node:path";
import { defineConfig } from "vitest/config";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { workerTestBindings } from "./test/worker-test-bindings.ts";

// The N = 4 simulation (docs/scaling.md): the same Worker with four organization databases bound —
// DB (the primary: accounts, the directory) and DB_1 … DB_3 — so every request, write, job and move
// goes through the routing seam. Its own config because every other suite runs with N = 1.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(path.join(import.meta.dirname, "migrations"));
  return {
    plugins: [
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
      }),
    ],
    test: {
      include: ["test/sharding*.test.ts"],
      setupFiles: ["./test/apply-migrations.ts"],
      // The first request loads the Worker into the file's isolate (vitest.config.ts says why).
      testTimeout: 90_000,
      hookTimeout: 90_000,
    },
  };
});
