import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { detectProject, repoNameFromRemote } from "../src/cli/project.ts";

const root = mkdtempSync(join(tmpdir(), "engram-project-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the project of a working folder (hooks, remember, sync-claude-memory)", () => {
  it("reads the repository name from a remote URL of any shape", () => {
    expect(repoNameFromRemote("git@github.com:acme/widget.git")).toBe("widget");
    expect(repoNameFromRemote("https://gitlab.example.com/group/sub/widget-api/")).toBe("widget-api");
    expect(repoNameFromRemote("ssh://git@host:2222/acme/billing.git")).toBe("billing");
    expect(repoNameFromRemote("/srv/git/../")).toBeUndefined();
  });

  it("names it after the origin remote wherever the clone lives; a configured project applies only outside a repository", () => {
    const clone = join(root, "some", "odd-folder-name");
    mkdirSync(join(clone, "src"), { recursive: true });
    execFileSync("git", ["init", "-q"], { cwd: clone });
    expect(detectProject(join(clone, "src"), undefined, "pinned")).toBe("odd-folder-name"); // no remote: the git root
    execFileSync("git", ["remote", "add", "origin", "git@github.com:acme/widget.git"], { cwd: clone });
    expect(detectProject(join(clone, "src"), undefined, "pinned")).toBe("widget");
    expect(detectProject(join(clone, "src"), "explicit", "pinned")).toBe("explicit");
    const plain = join(root, "not-a-repo");
    mkdirSync(plain);
    expect(detectProject(plain, undefined, "pinned")).toBe("pinned");
    expect(detectProject(plain)).toBe("not-a-repo");
  });
});
