import { defineConfig } from "vitest/config";

// End-to-end tests run in Node and drive a real `npm run dev` (wrangler dev + local embedder).
// test/node/ holds the other checks that need Node rather than workerd (the import-cycle check).
const shared = {
  environment: "node" as const,
  testTimeout: 120_000,
  // A beforeAll may start a whole dev stack (test/e2e/dev-server.ts waits up to 240 s for it).
  hookTimeout: 300_000,
  fileParallelism: false,
};

export default defineConfig({
  test: {
    // One file at a time across both projects: the e2e files share one dev stack, and the node
    // checks (typecheck, dev-stack) are whole-process jobs of their own.
    fileParallelism: false,
    projects: [
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.e2e.test.ts"],
          // One `npm run dev` stack for every file that needs the default configuration
          // (test/e2e/shared-stack.ts); it starts only when an e2e file runs.
          globalSetup: ["./test/e2e/shared-stack.ts"],
          ...shared,
        },
      },
      { test: { name: "node", include: ["test/node/**/*.test.ts"], ...shared } },
    ],
  },
});
