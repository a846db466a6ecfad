import { defineConfig } from "vitest/config";

// End-to-end tests run in Node and drive a real `npm run dev` (wrangler dev + local embedder).
// test/node/ holds the other checks that need Node rather than workerd (the import-cycle check).
export default defineConfig({
  test: {
    include: ["test/e2e/**/*.e2e.test.ts", "test/node/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    // Each file's beforeAll starts a whole dev stack (test/e2e/dev-server.ts waits up to 240 s for it).
    hookTimeout: 300_000,
    fileParallelism: false,
  },
});
