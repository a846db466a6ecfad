import { defineConfig } from "vitest/config";

// End-to-end tests run in Node and drive a real `npm run dev` (wrangler dev + local embedder).
// test/node/ holds the other checks that need Node rather than workerd (typechecks, import cycles):
// project `node`, its own suite (`npm run test:node`), which scripts/test-all.mjs runs beside the
// workers suite; the e2e projects (`npm run test:e2e`) run after it, alone.
const shared = {
  environment: "node" as const,
  testTimeout: 120_000,
  // A beforeAll may start a whole dev stack (test/e2e/dev-server.ts waits up to 240 s for it).
  hookTimeout: 300_000,
  fileParallelism: false,
};

export default defineConfig({
  test: {
    // One file at a time: the e2e files share one dev stack, and the node checks (typecheck,
    // dev-stack) are whole-process jobs of their own.
    fileParallelism: false,
    projects: [
      {
        // Listed first so its global setup, which only spawns the stack, runs before the `e2e`
        // project's, which waits for its own: the two stacks start together.
        test: {
          name: "e2e-databases4",
          include: ["test/e2e/databases4.e2e.test.ts"],
          globalSetup: ["./test/e2e/shared-stack-4.ts"],
          // After the `e2e` files, by which time its stack has come up beside them. (An explicit
          // groupOrder for every project: vitest runs groupOrder-0 serial files after all others.)
          sequence: { groupOrder: 2 },
          ...shared,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.e2e.test.ts"],
          exclude: ["test/e2e/databases4.e2e.test.ts"],
          // One `npm run dev` stack for every file that needs the default configuration
          // (test/e2e/shared-stack.ts); it starts only when an e2e file runs.
          globalSetup: ["./test/e2e/shared-stack.ts"],
          sequence: { groupOrder: 1 },
          ...shared,
        },
      },
      { test: { name: "node", include: ["test/node/**/*.test.ts"], sequence: { groupOrder: 3 }, ...shared } },
    ],
  },
});
