import { execFileSync } from "node:child_process";
import { basename } from "node:path";

const git = (cwd: string, args: string[]) =>
  execFileSync("git", args, { cwd, stdio: ["ignore", "pipe", "ignore"], timeout: 2_000 }).toString().trim();

/** The repository's name in a remote URL: `git@host:acme/widget.git`, `https://host/acme/widget` → `widget`. */
export function repoNameFromRemote(remote: string): string | undefined {
  const name = remote.replace(/\/+$/, "").replace(/\.git$/, "").split(/[/:]/).pop();
  return name && /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) ? name : undefined;
}

/** The git repository's root folder, or undefined outside one. */
export function gitRoot(cwd: string): string | undefined {
  try {
    return git(cwd, ["rev-parse", "--show-toplevel"]) || undefined;
  } catch {
    return undefined; // not a git repository, or git missing
  }
}

/**
 * The project a memory belongs to, from the repository: the name in its `origin` remote (the same
 * on every machine, whatever the clone's folder is called), else the git root's folder name, else
 * the working folder's. `override` (an explicit --project) wins; `fallback` (a configured default)
 * applies only outside a repository, so one pinned name never labels every repository.
 */
export function detectProject(cwd: string = process.cwd(), override?: string, fallback?: string): string {
  if (override) return override;
  const root = gitRoot(cwd);
  if (root) {
    try {
      const fromRemote = repoNameFromRemote(git(root, ["remote", "get-url", "origin"]));
      if (fromRemote) return fromRemote;
    } catch {
      // no origin remote
    }
    return basename(root);
  }
  return fallback ?? basename(cwd);
}
