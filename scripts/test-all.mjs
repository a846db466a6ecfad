#!/usr/bin/env node
// `npm test`: every suite, even when an earlier one fails (so CI reports all of them); exits
// non-zero if any failed.
//
// The workers suite (live output) and the local embedder's suite side by side first: they share
// nothing (each workerd runtime has its own in-memory storage on ports the system picks; the
// embedder tests run in Node on their own free ports and temporary directories), and the embedder's
// output goes to a log file printed whole when it is done, so nothing interleaves. Then the sharding
// suite and the end-to-end suite, each alone: both wait on whole Worker loads or dev stacks with
// budgets a third concurrent runtime pushed over on a loaded 2-core machine (the sharding suite's
// 30 s first-request hooks timed out beside the workers suite at load 11; the embedder suite passed).
// Each suite writes its own JSON report (scripts/vitest.mjs, named after the suite).
// ENGRAM_TEST_SERIAL=1 runs every suite one after another (for timing one suite).
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
  failed.push(...(await lane(["test:workers", "test:sharding", "test:e2e", "test:embedder"], false)));
} else {
  console.log(`test:embedder runs beside test:workers; its log: ${logDir}`);
  const lanes = await Promise.all([lane(["test:workers"], false), lane(["test:embedder"], true)]);
  failed.push(...lanes.flat());
  failed.push(...(await lane(["test:sharding", "test:e2e"], false)));
}
console.log(failed.length ? `\nfailed suites: ${failed.join(", ")}` : "\nall suites passed");
process.exit(failed.length ? 1 : 0);
