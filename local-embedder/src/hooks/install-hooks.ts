import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/**
 * Claude Code hook settings (.claude/settings.json):
 *   { "hooks": { "SessionStart": [ { "hooks": [ { "type": "command", "command": "…", "timeout": 15 } ] } ], … } }
 * Installing merges into whatever is there: other keys, other hooks and other
 * tools' entries are kept; earlier Engram entries are replaced, so running it
 * twice changes nothing.
 */
export type HookEvent = "SessionStart" | "Stop" | "PreCompact";

interface CommandHook {
  type: "command";
  command: string;
  timeout?: number;
}
interface HookGroup {
  matcher?: string;
  hooks: CommandHook[];
}
type Settings = Record<string, unknown> & { hooks?: Record<string, HookGroup[]> };

/** Marks our entries so a re-install can find and replace them. */
export const ENGRAM_MARKER = "engram.js hooks ";

export const ENGRAM_HOOKS: Record<HookEvent, { subcommand: string; timeout: number }> = {
  SessionStart: { subcommand: "session-start", timeout: 15 },
  Stop: { subcommand: "capture", timeout: 30 },
  PreCompact: { subcommand: "capture", timeout: 30 },
};

export function hookCommand(binPath: string, subcommand: string, node = "node"): string {
  // POSIX shells take single quotes; cmd.exe and PowerShell (Claude Code on Windows) take double quotes.
  const quote = (s: string) =>
    /^[\w@%+=:,./\\-]+$/.test(s) && !(process.platform !== "win32" && s.includes("\\"))
      ? s
      : process.platform === "win32"
        ? `"${s}"`
        : `'${s.replace(/'/g, "'\\''")}'`;
  return `${quote(node)} ${quote(resolve(binPath))} hooks ${subcommand}`;
}

export function mergeEngramHooks(existing: Settings, binPath: string, node = "node"): Settings {
  const settings: Settings = { ...existing, hooks: { ...(existing.hooks ?? {}) } };
  const hooks = settings.hooks!;
  for (const [event, spec] of Object.entries(ENGRAM_HOOKS) as Array<[HookEvent, { subcommand: string; timeout: number }]>) {
    const groups = (hooks[event] ?? [])
      .map((g) => ({ ...g, hooks: (g.hooks ?? []).filter((h) => !(h.type === "command" && h.command.includes(ENGRAM_MARKER))) }))
      .filter((g) => g.hooks.length > 0);
    groups.push({ hooks: [{ type: "command", command: hookCommand(binPath, spec.subcommand, node), timeout: spec.timeout }] });
    hooks[event] = groups;
  }
  return settings;
}

export function settingsPath(scope: "project" | "user" | "local", projectDir: string, home: string): string {
  if (scope === "user") return join(home, ".claude", "settings.json");
  return join(projectDir, ".claude", scope === "local" ? "settings.local.json" : "settings.json");
}

export function installHooks(file: string, binPath: string, node = "node"): Settings {
  let existing: Settings = {};
  if (existsSync(file)) {
    const raw = readFileSync(file, "utf8");
    try {
      existing = raw.trim() ? (JSON.parse(raw) as Settings) : {};
    } catch {
      // Never clobber a file we cannot read: the user's other settings live there.
      throw new Error(`${file} is not valid JSON; fix it or move it away, then run hooks install again`);
    }
  }
  const merged = mergeEngramHooks(existing, binPath, node);
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(merged, null, 2) + "\n");
  renameSync(tmp, file);
  return merged;
}
