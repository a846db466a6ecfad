/**
 * Type errors fail the suite: vitest strips types without checking them, so `npm test` runs both
 * typechecks the README names (`npm run typecheck`, and the companion's with `--workspace`).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..", "..");
const tsc = path.join(root, "node_modules", ".bin", "tsc");

it.each([
  ["the Worker and its tests (npm run typecheck)", "tsconfig.json"],
  ["the local embedder (npm run typecheck --workspace local-embedder)", "local-embedder/tsconfig.json"],
])("%s has no type errors", { timeout: 600_000 }, (_name, project) => {
  // `npm test` runs this suite beside the workers suite (scripts/test-all.mjs): at load 18 the Worker's
  // typecheck went past 170 s (49 s at load 14 alone). A budget, not an assertion: a hang still fails.
  const res = spawnSync(tsc, ["-p", project, "--noEmit"], { cwd: root, encoding: "utf8", timeout: 590_000 });
  expect(res.stdout + res.stderr).toBe("");
  expect(res.status).toBe(0);
});
