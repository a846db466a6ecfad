import { defineConfig } from "vitest/config";

// The judgment rules are pure functions: their unit tests also run in plain Node, in a second
// (`npx vitest run -c vitest.unit.config.ts`), for quick tuning. `npm run test:workers` runs them too.
export default defineConfig({
  test: {
    include: ["src/judgment/**/*.test.ts"],
    environment: "node",
    // As in vitest.config.ts: the corpus-wide property tests take seconds, more on a loaded machine.
    testTimeout: 30_000,
  },
});
