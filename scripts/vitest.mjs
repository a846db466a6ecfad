#!/usr/bin/env node
// Runs vitest with the given arguments; when ENGRAM_TEST_REPORT_DIR is set (CI), also writes a
// JSON report named after the suite so .ci/summarize.mjs can count every suite's tests.
import { spawnSync } from "node:child_process";
import path from "node:path";

const [suite, ...args] = process.argv.slice(2);
const dir = process.env.ENGRAM_TEST_REPORT_DIR;
const reporters = dir
  ? ["--reporter=default", "--reporter=json", `--outputFile.json=${path.join(dir, `${suite}.json`)}`]
  : [];
const vitest = path.join(path.dirname(new URL(import.meta.url).pathname), "..", "node_modules", ".bin", "vitest");
const r = spawnSync(vitest, ["run", ...args, ...reporters], { stdio: "inherit" });
process.exit(r.status ?? 1);
