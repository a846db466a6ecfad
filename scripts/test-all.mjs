#!/usr/bin/env node
// `npm test`: every suite, even when an earlier one fails (so CI reports all of them); exits
// non-zero if any failed.
//
// Two lanes first, side by side: the workers suite (live output) and, beside it, the sharding and
// embedder suites one after the other (their output goes to a log file, printed whole when the lane
// is done, so nothing interleaves). Nothing is shared between the lanes: each workerd runtime has
// its own in-memory storage on ports the system picks, and the embedder tests run in Node on their
// own free ports. Each suite writes its own JSON report (scripts/vitest.mjs, named after the suite).
// The end-to-end suite runs last and alone: it starts whole dev stacks (wrangler, the companion,
// a browser) whose readiness waits are the budgets most sensitive to a loaded machine.
// ENGRAM_TEST_SERIAL=1 runs every suite one after another, as before (for timing one suite).
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const serial = process.env.ENGRAM_TEST_SERIAL === "1";
const logDir = mkdtempSync(path.join(tmpdir(), "engram-test-"));

/** Runs one suite; with `log`, its output goes to a file in logDir instead of the terminal. */
function runSuite(suite, log) {
  const file = log ? path.join(logDir, `${suite.replace(":", "-")}.log`) : undefined;
  const fd = file ? openSync(file, "w") : undefined;
  const started = Date.now();
  if (!log) console.log(`\n=== npm run ${suite}`);
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", suite], { stdio: fd === undefined ? "inherit" : ["ignore", fd, fd] });
    child.on("close", (code) => {
      if (fd !== undefined) closeSync(fd);
      const seconds = Math.round((Date.now() - started) / 1000);
      if (file) {
        console.log(`\n=== npm run ${suite} (ran beside test:workers; output from ${file})`);
        process.stdout.write(readFileSync(file, "utf8"));
      }
      console.log(`=== ${suite}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s`);
      resolve(code === 0 ? undefined : suite);
    });
  });
}

async function lane(suites, log) {
  const failed = [];
  for (const suite of suites) {
    const f = await runSuite(suite, log);
    if (f) failed.push(f);
  }
  return failed;
}

const failed = [];
if (serial) {
  failed.push(...(await lane(["test:workers", "test:sharding", "test:embedder", "test:e2e"], false)));
} else {
  console.log(`test:sharding and test:embedder run beside test:workers; their logs: ${logDir}`);
  const lanes = await Promise.all([lane(["test:workers"], false), lane(["test:sharding", "test:embedder"], true)]);
  failed.push(...lanes.flat());
  failed.push(...(await lane(["test:e2e"], false)));
}
console.log(failed.length ? `\nfailed suites: ${failed.join(", ")}` : "\nall suites passed");
process.exit(failed.length ? 1 : 0);
