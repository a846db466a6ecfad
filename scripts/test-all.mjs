#!/usr/bin/env node
// `npm test`: every suite, even when an earlier one fails (so CI reports all of them); exits
// non-zero if any failed.
//
// Two stages by default. First the workers suite (workerd; the `sharding` project is part of it) in
// the terminal, with the Node checks (`test/node/`) and then the local embedder's suite beside it,
// their output kept in a log file and printed whole when each is done, so nothing interleaves. Then
// the end-to-end suite alone: its dev stacks (wrangler, workerd, the local embedder, two at once)
// and the README check's ~20 serial `wrangler --help` spawns need the cores (session 18, at load
// 13-16: that check went past its 240 s budget with two other suites beside it; 208 s without).
// Tried again in session 25 (testspeed25) as a third lane beside the workers suite: at load ~28
// (other jobs on the 2 cores) the wrangler --help check took 241 s and the deploy dry run 175 s, both
// past their budgets, so e2e stays alone until it is measured green on a quiet machine.
// The workers suite leaves cores idle between its projects (each starts its runtimes afresh) and
// while its last, longest files finish; the other two, ~85 s of mostly one-core work, fill them.
// The suites share nothing: the Node checks and the embedder tests take free ports and temporary
// directories of their own, and none of the Node checks depends on a dev stack having run.
// ENGRAM_TEST_OVERLAP=0: all four one after another (to time a suite on its own).
// Each suite writes its own JSON report (scripts/vitest.mjs, named after the suite).
import { execFileSync, spawn } from "node:child_process";
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const overlap = process.env.ENGRAM_TEST_OVERLAP !== "0";
const logDir = overlap ? mkdtempSync(path.join(tmpdir(), "engram-test-")) : undefined;

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
function runSuite(suite, log, beside) {
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
        console.log(`\n=== npm run ${suite} (ran beside ${beside}; output from ${file})`);
        process.stdout.write(readFileSync(file, "utf8"));
      }
      // Beside another suite, the CPU of whichever finished in between is counted too (the stage's
      // total is on its own line).
      const cpuAfter = childrenCpuSeconds();
      const cpu = cpuBefore === undefined || cpuAfter === undefined ? "" : `, CPU ${Math.round(cpuAfter - cpuBefore)} s`;
      console.log(`=== ${suite}: ${code === 0 ? "passed" : "FAILED"} in ${seconds} s${cpu}`);
      resolve(code === 0 ? undefined : suite);
    });
  });
}

async function lane(suites, log, beside) {
  const failed = [];
  for (const suite of suites) {
    const f = await runSuite(suite, log, beside);
    if (f) failed.push(f);
  }
  return failed;
}

/** Runs lanes side by side (the first in the terminal, the others logged); prints the stage's wall and CPU. */
async function stage(first, ...logged) {
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const beside = first.join(", ");
  if (logged.length) console.log(`${logged.flat().join(", ")} run beside ${beside}; logs in ${logDir}`);
  const lanes = await Promise.all([lane(first, false), ...logged.map((suites) => lane(suites, true, beside))]);
  if (logged.length) {
    const cpuAfter = childrenCpuSeconds();
    const cpu = cpuBefore === undefined || cpuAfter === undefined ? "" : `, CPU ${Math.round(cpuAfter - cpuBefore)} s`;
    console.log(`=== ${[first, ...logged].flat().join(" + ")}: ${Math.round((Date.now() - started) / 1000)} s${cpu}`);
  }
  return lanes.flat();
}

const started = Date.now();
const failed = [];
if (!overlap) {
  failed.push(...(await lane(["test:workers", "test:e2e", "test:node", "test:embedder"], false)));
} else {
  failed.push(...(await stage(["test:workers"], ["test:node", "test:embedder"])));
  failed.push(...(await stage(["test:e2e"])));
}
const cpu = childrenCpuSeconds();
console.log(`\n=== all suites: ${Math.round((Date.now() - started) / 1000)} s${cpu === undefined ? "" : `, CPU ${Math.round(cpu)} s`}`);
console.log(failed.length ? `failed suites: ${failed.join(", ")}` : "all suites passed");
process.exit(failed.length ? 1 : 0);
