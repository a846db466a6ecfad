/**
 * Crash tests: run a syncing process and SIGKILL it the moment the test service has stored its
 * `at`-th memory — after the commit, before the process can read the 2xx and record the ack, the
 * worst moment for exactly-once delivery.
 */
import { spawn } from "node:child_process";
import type { MemoryService } from "./memory-service.ts";

export async function killWhenStored(
  service: MemoryService,
  at: number,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ signal: NodeJS.Signals | null; stderr: string }> {
  const child = spawn(process.execPath, args, { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.on("exit", (_code, signal) => resolve(signal)));
  service.onStored = async (count) => {
    if (count === at) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  const signal = await exited;
  service.onStored = undefined;
  return { signal, stderr };
}
