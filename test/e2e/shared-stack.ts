/**
 * vitest globalSetup of the end-to-end project: one `npm run dev` stack (with the local embedder ready)
 * for every file that needs the default configuration, instead of one per file. Starting a stack is
 * wrangler, workerd and the companion loading, ~20 s on a quiet 2-core machine: nine starts were most
 * of the ~215 s the e2e suite spent outside test bodies in CI (371 s in all, 4ddc1eb). Files still get a fresh user, org or project each (every
 * test makes its own through the admin API), so nothing they check depends on an empty database.
 * Files that need another configuration (test/e2e/databases4.e2e.test.ts) start their own.
 * The stack's output is written to e2e-dev-stack.log in the test report directory (or the system's
 * temporary directory) when the suite ends, for a failure to be read against.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startDevServer } from "./dev-server";
import type { SharedDevStack } from "./shared-dev";

export default async function setup(project: TestProject) {
  const started = Date.now();
  const dev = await startDevServer({ waitForEmbedder: true });
  console.log(`shared dev stack for the e2e files: ${dev.url}, ready in ${Math.round((Date.now() - started) / 1000)} s`);
  const stack: SharedDevStack = { url: dev.url, adminToken: dev.adminToken, pid: dev.pid, persist: dev.persist };
  project.provide("devStack", stack);
  return async () => {
    const log = path.join(process.env.ENGRAM_TEST_REPORT_DIR ?? tmpdir(), "e2e-dev-stack.log");
    writeFileSync(log, dev.log());
    console.log(`shared dev stack's output: ${log}`);
    await dev.stop();
  };
}
