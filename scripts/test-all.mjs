#!/usr/bin/env node
// `npm test`: every suite, in order, even when an earlier one fails (so CI reports all of them);
// exits non-zero if any failed.
import { spawnSync } from "node:child_process";

const suites = ["test:workers", "test:sharding", "test:e2e", "test:embedder"];
const failed = [];
for (const suite of suites) {
  console.log(`\n=== npm run ${suite}`);
  const r = spawnSync("npm", ["run", "--silent", suite], { stdio: "inherit" });
  if (r.status !== 0) failed.push(suite);
}
console.log(failed.length ? `\nfailed suites: ${failed.join(", ")}` : "\nall suites passed");
process.exit(failed.length ? 1 : 0);
