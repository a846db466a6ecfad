#!/usr/bin/env node
// Runs the Engram companion CLI for a Claude Code hook: `$ENGRAM_BIN` (the path of
// local-embedder/bin/engram.js in a checkout), else `engram` on PATH (`npm install -g ./local-embedder`).
// The hook's JSON arrives on stdin and is passed on. A missing CLI never blocks Claude Code:
// it says how to install it on stderr and exits 0.
import { spawn } from "node:child_process";

const args = process.argv.slice(2);
const bin = process.env.ENGRAM_BIN;
const [command, commandArgs] = bin ? [process.execPath, [bin, ...args]] : ["engram", args];
const child = spawn(command, commandArgs, { stdio: ["pipe", "inherit", "inherit"], shell: false });
process.stdin.pipe(child.stdin);
child.on("error", () => {
  process.stderr.write("engram plugin: the engram CLI was not found; set ENGRAM_BIN to local-embedder/bin/engram.js or run npm install -g ./local-embedder\n");
  process.exit(0);
});
child.on("exit", (code) => process.exit(code ?? 0));
