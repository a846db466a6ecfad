#!/usr/bin/env node
// `npm test`: every suite, even when an earlier one fails (so CI reports all of them); exits
// non-zero if any failed.
//
// One suite after another by default. ENGRAM_TEST_PARALLEL=1 runs the local embedder's suite beside
// the workers suite (its output in a log file, printed whole when it is done, so nothing interleaves),
// then the sharding and end-to-end suites, each alone. The two share nothing: each workerd runtime has
// its own in-memory storage on ports the system picks; the embedder tests run in Node on their own
// free ports and temporary directories. Not the default because on a loaded 2-core machine (load 10,
// other jobs) the third runtime pushed budgets over: beside the workers suite, the sharding suite's
// first-request hooks timed out once, and the embedder's CLI tests (a few spawns of the companion,
// each loading the privacy engine) timed out at 60 s in one of two runs.
// Each suite writes its own JSON report (scripts/vitest.mjs, named after the suite).
import { execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const parallel = process.env.ENGRAM_TEST_PARALLEL === "1";
const logDir = parallel ? mkdtempSync(path.join(tmpdir(), "engram-test-")) : undefined;

/**
 * CPU seconds (user + system) of this process's finished children, on Linux (/proc/self/stat's
 * cutime and cstime: a reaped child's whole tree); undefined elsewhere. Wall time on a shared
 * machine is mostly other jobs' load, so each suite also reports the CPU it spent.
 */
const clockTicks = existsSync("/proc/self/stat") ? Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" })) || 100 : 0;
function childrenCpuSeconds() {
  if (!clockTicks) return undefined;
  // Fields after the ")" that closes the command name: state is field 3, cutime 16, cstime 17.
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
  return (Number(fields[13]) + Number(fields[14])) / clockTicks;
}

/** Runs one suite; with `log`, its output goes to a file in logDir instead of the terminal. */
function runSuite(suite, log) {
  const file = log ? path.join(logDir, `${suite.replace(":", "-")}.log`) : undefined;
  const fd = file ? openSync(file, "w") : undefined;
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
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
      // Beside another suite (ENGRAM_TEST_PARALLEL), the CPU of whichever finished in between is counted too.
      const cpuAfter = childrenCpuSeconds();
      const cpu = cpuBefore === undefined || cpuAfter === undefined ? "" : `, CPU ${Math.round(cpuAfter - cpuBefore)} s`;
      console.log(`=== ${suite}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s${cpu}`);
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
if (!parallel) {
  failed.push(...(await lane(["test:workers", "test:sharding", "test:e2e", "test:embedder"], false)));
} else {
  console.log(`test:embedder runs beside test:workers; its log: ${logDir}`);
  const lanes = await Promise.all([lane(["test:workers"], false), lane(["test:embedder"], true)]);
  failed.push(...lanes.flat());
  failed.push(...(await lane(["test:sharding", "test:e2e"], false)));
}
console.log(failed.length ? `\nfailed suites: ${failed.join(", ")}` : "\nall suites passed");
process.exit(failed.length ? 1 : 0);
