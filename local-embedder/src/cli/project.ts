import { execFileSync } from "node:child_process";
import { basename } from "node:path";

/** The project a memory belongs to: the git repository's folder name, else the working folder's. */
export function detectProject(cwd: string = process.cwd(), override?: string): string {
  if (override) return override;
  try {
    const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd, stdio: ["ignore", "pipe", "ignore"], timeout: 2_000 }).toString().trim();
    if (root) return basename(root);
  } catch {
    // not a git repository, or git missing
  }
  return basename(cwd);
}
