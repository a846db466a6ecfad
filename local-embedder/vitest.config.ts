import { defineConfig } from "vitest/config";

// Own config so the root's Workers (workerd) config is never picked up: these
// tests need real Node (onnxruntime-node, child processes, sockets).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    // Several tests spawn the CLI a few times in a row; each spawn loads its modules (seconds of wall
    // time on a loaded 2-core machine: test/helpers/run-cli.ts), which is not what they measure.
    // `npm test` runs this suite beside the workers suite (scripts/test-all.mjs): at load 18 a test of
    // four CLI spawns took over 60 s. A budget, not an assertion: a hang still fails.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    // onnxruntime and tfjs each spin their own threads; two forks suit 2 cores.
    pool: "forks",
    maxWorkers: 2,
  },
});
