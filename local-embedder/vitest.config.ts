import { defineConfig } from "vitest/config";

// Own config so the root's Workers (workerd) config is never picked up: these
// tests need real Node (onnxruntime-node, child processes, sockets).
export default defineConfig({
  root: import.meta.dirname,
  test: {
    environment: "node",
    include: ["test/**/*.test.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // onnxruntime and tfjs each spin their own threads; two forks suit 2 cores.
    pool: "forks",
    maxWorkers: 2,
  },
});
