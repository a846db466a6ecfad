/**
 * The e2e project's one `npm run dev` stack (started by test/e2e/shared-stack.ts), for a test file
 * that needs the default configuration. Kept apart from dev-server.ts, which benches import outside
 * vitest.
 */
import { inject } from "vitest";
import { devAdminToken, waitForDevServer, type DevServer } from "./dev-server";

/** What test/e2e/shared-stack.ts hands the test files (through vitest's provide/inject). */
export interface SharedDevStack {
  url: string;
  adminToken: string;
  pid: number;
  persist: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    devStack: SharedDevStack;
    /** The four-database stack (test/e2e/shared-stack-4.ts), started but maybe not answering yet. */
    devStack4: Omit<SharedDevStack, "adminToken">;
  }
}

/** The shared stack as a DevServer whose `stop` does nothing: the stack outlives the file and stops after the last one. */
export function sharedDevServer(): DevServer {
  const stack = inject("devStack");
  if (!stack) throw new Error("no shared dev stack: run this file through vitest.e2e.config.ts (npm run test:e2e)");
  return { ...stack, log: () => "(the shared dev stack's output is not kept per file)", stop: async () => {} };
}

/** The four-database stack (`e2e-databases4` project), once it answers; it stops after the project's last file. */
export async function sharedDevServer4(): Promise<DevServer> {
  const stack = inject("devStack4");
  if (!stack) throw new Error("no four-database dev stack: run this file through vitest.e2e.config.ts (npm run test:e2e)");
  await waitForDevServer(stack.url);
  return { ...stack, adminToken: devAdminToken(), log: () => "(the four-database stack's output is written when the suite ends)", stop: async () => {} };
}
