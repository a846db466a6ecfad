import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// Every `engram` spawn (each Claude Code hook, each CLI test) pays for the modules its command imports
// statically; the privacy engine alone is seconds of CPU. These commands never scrub, so nothing they
// import at load time may reach it: a static import added to one of them would fail here, not only slow down.

const SRC = join(import.meta.dirname, "..", "src");
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+"(\.{1,2}\/[^"]+)"/gm;

/** The files a module loads before its first line runs: its static imports, transitively (`import type` is erased). */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, spec] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = resolve(dirname(file), spec!);
      if (existsSync(target)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

const reachesPrivacyEngine = (entry: string) => [...staticImports(join(SRC, entry))].some((f) => /[/\\]privacy[/\\]/.test(f));

describe("what a command loads at start", () => {
  it("sync, sync status, recall and sync-claude-memory do not load the privacy engine until they scrub", () => {
    expect(reachesPrivacyEngine("cli/main.ts")).toBe(false);
    expect(reachesPrivacyEngine("cli/commands/memory.ts")).toBe(false);
    expect(reachesPrivacyEngine("cli/commands/claude-memory.ts")).toBe(false);
    expect(reachesPrivacyEngine("hooks/session-start.ts")).toBe(false);
  });

  it("the commands that scrub do reach it (the walk follows imports across the repository)", () => {
    expect(reachesPrivacyEngine("cli/commands/remember.ts")).toBe(true);
    expect(reachesPrivacyEngine("cli/commands/scrub.ts")).toBe(true);
    expect([...staticImports(join(SRC, "cli/commands/scrub.ts"))].some((f) => f.endsWith(join("src", "privacy", "core.ts")) && !f.includes("local-embedder"))).toBe(true);
  });
});
