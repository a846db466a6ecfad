import { spawn } from "node:child_process";
import { join } from "node:path";

export const BIN = join(import.meta.dirname, "..", "..", "bin", "engram.js");

/**
 * Runs the real bin (as `npx engram` would) in a child process with its own config and data dirs.
 * The default kill timer is generous: a command that loads the privacy engine spends ~2 s of CPU on
 * module evaluation alone (compromise's lexicon, the detectors' tables; not TypeScript: Node's own type
 * stripping costs the same as tsx), which on a loaded 2-core machine has taken over 20 s of wall time.
 */
export function runCli(args: string[], opts: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string; timeoutMs?: number } = {}): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: opts.cwd,
      env: { ...process.env, NO_COLOR: "1", ...opts.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c) => (stdout += c));
    child.stderr.on("data", (c) => (stderr += c));
    const timer = setTimeout(() => child.kill("SIGKILL"), opts.timeoutMs ?? 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, ms: Date.now() - started });
    });
    child.stdin.end(opts.input ?? "");
  });
}
