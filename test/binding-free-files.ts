/**
 * Which workerd test files never touch a binding (runs in Node, from vitest.config.ts).
 *
 * A test reaches D1, KV, R2 or a Durable Object only through `env`, `SELF` or `exports` from
 * `cloudflare:workers` / `cloudflare:test`: src/ takes its bindings as arguments (only config.ts
 * reads env). So a file that imports neither module, directly or through the test/ helpers it
 * imports, and asks no global setup for a value (`inject(`), is pure logic: it can share one
 * workerd runtime, and the module graph that runtime already loaded, with the other pure files
 * (vitest's `isolate: false`) without any storage state passing between files. The others keep a
 * fresh runtime, with fresh storage, per file.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const BINDING_MODULE = /from\s+["']cloudflare:(workers|test)["']|import\(\s*["']cloudflare:(workers|test)["']\s*\)/;
const GLOBAL_SETUP_VALUE = /\binject\s*\(/;
const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/** Whether the file (absolute path) or a test/ module it imports, transitively, can reach a binding. */
export function reachesBindings(file: string, testDir: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = readFileSync(file, "utf8");
  if (BINDING_MODULE.test(source) || GLOBAL_SETUP_VALUE.test(source)) return true;
  for (const [, specifier] of source.matchAll(RELATIVE_IMPORT)) {
    const target = resolveLocal(path.resolve(path.dirname(file), specifier));
    // src/ takes bindings as arguments; only test/ helpers hand them out.
    if (target && target.startsWith(testDir + path.sep) && reachesBindings(target, testDir, seen)) return true;
  }
  return false;
}

function resolveLocal(base: string): string | undefined {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (/\.(ts|tsx|mts|js|mjs)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The `*.test.ts` files under `dirs` (relative to root) that `keep` accepts and that reach no
 * binding, as root-relative paths with forward slashes (vitest include patterns), sorted.
 */
export function bindingFreeTestFiles(root: string, dirs: string[], keep: (relative: string) => boolean): string[] {
  const testDir = path.join(root, "test");
  const files: string[] = [];
  for (const dir of dirs) {
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })) {
      const relative = path.posix.join(dir, entry.split(path.sep).join("/"));
      if (!relative.endsWith(".test.ts") || !keep(relative)) continue;
      if (!reachesBindings(path.join(root, relative), testDir)) files.push(relative);
    }
  }
  return files.sort();
}
