/**
 * vitest globalSetup of the `e2e-databases4` project: the `ENGRAM_DATABASES=4 npm run dev` stack
 * (DB_1 … DB_3 bound and migrated beside the primary) for test/e2e/databases4.e2e.test.ts, started
 * here without waiting for it, so it comes up while the `e2e` project's files run on the default
 * stack instead of after them. Migrating four databases is four wrangler runs one after another:
 * ~55 s of a 237 s e2e suite in CI (session 17) spent waiting in that file's beforeAll while the
 * second core idled. The file waits until the stack answers (`waitForDevServer`).
 * A project of its own so that only a run that includes the file starts the stack.
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { spawnDevServer } from "./dev-server";
import type { SharedDevStack } from "./shared-dev";

export default async function setup(project: TestProject) {
  const dev = await spawnDevServer({ env: { ENGRAM_DATABASES: "4" } });
  const stack: Omit<SharedDevStack, "adminToken"> = { url: dev.url, pid: dev.pid, persist: dev.persist };
  project.provide("devStack4", stack);
  return async () => {
    const log = path.join(process.env.ENGRAM_TEST_REPORT_DIR ?? tmpdir(), "e2e-dev-stack-4.log");
    writeFileSync(log, dev.log());
    console.log(`four-database dev stack's output: ${log}`);
    await dev.stop();
  };
}
