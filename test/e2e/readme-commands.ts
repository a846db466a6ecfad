/**
 * The README's commands, read from the README itself, and where each one is exercised. The test
 * beside this file (readme-commands.e2e.test.ts) runs the HTTP walkthrough verbatim against
 * `npm run dev`, checks the deploy commands against the pinned wrangler, and checks that every
 * other command is named by the test or CI script that runs it — so a command added to the README
 * without a test, or a test renamed away from its command, fails here.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..", "..");

export interface ReadmeCommand {
  /** 1-based line in README.md where the command starts. */
  line: number;
  /** The command with `\` continuations joined and a trailing `  # comment` removed. */
  text: string;
  /** From a fenced shell block, or from an inline code span in prose. */
  where: "block" | "inline";
}

/** Inline code spans that are commands (prose also quotes paths, flags and values in backticks). */
const INLINE_COMMAND = /^(npm|npx|node|engram|claude|curl|wrangler|export) /;

/**
 * Commands in fenced `sh` blocks (other blocks are JSON, file trees…) and in inline code spans
 * that start like a command. `inline: "engram"` keeps only the companion CLI's synopses (its
 * README quotes leaked text such as `curl -u admin:…` as examples, not as commands to run).
 */
export function readmeCommands(markdown: string, opts: { inline?: "commands" | "engram" } = {}): ReadmeCommand[] {
  const inlineCommand = opts.inline === "engram" ? /^(npx )?engram / : INLINE_COMMAND;
  const lines = markdown.split("\n");
  const out: ReadmeCommand[] = [];
  let fence: string | null = null;
  let pending: { line: number; text: string } | null = null;
  lines.forEach((raw, i) => {
    const f = /^```(\w*)/.exec(raw);
    if (f) {
      fence = fence === null ? f[1] || "text" : null;
      return;
    }
    if (fence !== null && !["sh", "bash", "shell"].includes(fence)) return;
    if (fence !== null) {
      const continued = pending !== null;
      const body = raw.replace(/\s{2,}#\s.*$/, "").trimEnd();
      if (!continued && (/^\s*#/.test(body) || body.trim() === "")) return;
      const joined: { line: number; text: string } = pending
        ? { line: pending.line, text: `${pending.text} ${body.trim()}` }
        : { line: i + 1, text: body.trim() };
      if (joined.text.endsWith("\\")) pending = { line: joined.line, text: joined.text.slice(0, -1).trimEnd() };
      else {
        pending = null;
        out.push({ line: joined.line, text: joined.text, where: "block" });
      }
      return;
    }
    for (const m of raw.matchAll(/`([^`]+)`/g)) {
      if (inlineCommand.test(m[1])) out.push({ line: i + 1, text: m[1], where: "inline" });
    }
  });
  return out;
}

/** How a command that is not run by the README test itself is exercised. */
export type Coverage =
  | { by: "http" } // run verbatim against npm run dev by readme-commands.e2e.test.ts
  | { by: "wrangler" } // needs a Cloudflare account: subcommand and flags checked against the pinned wrangler
  | { by: "cli" } // the companion CLI: its --help lists every flag given, and a test runs the subcommand
  | { by: "external"; why: string } // needs the network (a model download): the path it writes is checked
  | { by: "bench" } // a benchmark: its package.json script and entry file must exist (not run in CI)
  | { by: "file"; file: string; needle: string }; // a test or CI script that contains the command

/**
 * Non-HTTP commands and where they run. Keys are regular expressions over the command text; each
 * README command must match exactly one rule (HTTP ones match the first).
 */
export const COVERAGE: [RegExp, Coverage][] = [
  // The curl walkthrough: calls, and the shell variables it sets (`KEY=$(curl …)`, `BASE=http://…`).
  [/^(curl |H=\(|[A-Z_]+=\S*$|[A-Z_]+=\$\(curl )/, { by: "http" }],
  [/^npx wrangler /, { by: "wrangler" }],
  [/^npm install$/, { by: "file", file: ".ci/run", needle: "npm install" }],
  [/^npm test$/, { by: "file", file: ".ci/run", needle: "npm test" }],
  [/^ENGRAM_TEST_OVERLAP=0 npm test$/, { by: "file", file: "scripts/test-all.mjs", needle: 'process.env.ENGRAM_TEST_OVERLAP !== "0"' }],
  [/^npm run dev$/, { by: "file", file: "test/e2e/dev-server.ts", needle: '"scripts", "dev.mjs"' }],
  [/^wrangler dev( --local)?$/, { by: "file", file: "scripts/dev.mjs", needle: '"dev", "--local"' }],
  [/^npm run deploy$/, { by: "wrangler" }],
  [/^npm run bench$/, { by: "file", file: "package.json", needle: "\"bench\": \"npm run bench:scale" }],
  // Benchmarks take minutes each and are not part of CI: the test checks the script and its entry exist.
  [/^npm run bench:[\w-]+$/, { by: "bench" }],
  [/FUZZ_(SEED|SCALE)=.* npx vitest run test\/fuzz-api\.test\.ts$/, { by: "file", file: "test/fuzz-api.test.ts", needle: "FUZZ_SEED" }],
  [/^claude mcp add --transport http engram /, { by: "file", file: "test/e2e/claude-code.e2e.test.ts", needle: '"mcp", "add", "--transport", "http"' }],
  [/^claude plugin marketplace add /, { by: "file", file: "test/e2e/claude-code.e2e.test.ts", needle: '"plugin", "marketplace", "add"' }],
  [/^claude plugin install engram@engram$/, { by: "file", file: "test/e2e/claude-code.e2e.test.ts", needle: '"plugin", "install", "engram@engram"' }],
  [/^npx engram hooks install$/, { by: "file", file: "local-embedder/test/hooks.test.ts", needle: '["hooks", "install"]' }],
  [/^npx engram login --key$/, { by: "file", file: "local-embedder/test/cli.test.ts", needle: '"login", "--url", service.url, "--key"' }],
  [/^engram sync-claude-memory$/, { by: "file", file: "test/e2e/claude-memory-sync.e2e.test.ts", needle: "sync-claude-memory" }],
  [/^npm install -g \.\/local-embedder$/, { by: "file", file: "local-embedder/package.json", needle: '"engram": "./bin/engram.js"' }],
  [/^export ENGRAM_URL=/, { by: "file", file: "test/e2e/claude-code.e2e.test.ts", needle: "ENGRAM_URL: dev.url, ENGRAM_API_KEY" }],
];

/** local-embedder/README.md: the companion's install, CLI synopses, hooks and its own scripts. */
export const COMPANION_COVERAGE: [RegExp, Coverage][] = [
  [/^(npx )?engram |^node local-embedder\/bin\/engram\.js /, { by: "cli" }],
  [/^npm install$/, { by: "file", file: ".ci/run", needle: "npm install" }],
  [/^npm run dev$/, { by: "file", file: "test/e2e/dev-server.ts", needle: '"scripts", "dev.mjs"' }],
  [/^npm test --workspace local-embedder( --|$)/, { by: "file", file: "package.json", needle: '"test:embedder": "node scripts/vitest.mjs embedder --root local-embedder"' }],
  [/^npm run typecheck --workspace local-embedder$/, { by: "file", file: "test/node/typecheck.test.ts", needle: "local-embedder/tsconfig.json" }],
  [/^npm run bench --workspace local-embedder$|^npm run bench$/, { by: "file", file: "package.json", needle: "npm run bench --workspace local-embedder" }],
  [/^npm run bench:(build|import) --workspace local-embedder/, { by: "bench" }],
  [/^npm i --prefix \/tmp\/cc @anthropic-ai\/claude-code$/, { by: "file", file: ".ci/run", needle: "--prefix .ci/tools @anthropic-ai/claude-code" }],
  [/^ENGRAM_CLAUDE_BIN=\S+ npm test --workspace local-embedder$/, { by: "file", file: "local-embedder/test/claude-code-e2e.test.ts", needle: "ENGRAM_CLAUDE_BIN" }],
  [/^pip install -U "huggingface_hub\[cli\]"$/, { by: "external", why: "installs the model downloader (network)" }],
  [/^huggingface-cli download onnx-community\/Qwen3-Embedding-0\.6B-ONNX --local-dir ~\/\.engram\/models\/qwen3-embedding-0\.6b$/, { by: "external", why: "downloads the model into the default model directory" }],
];

export function coverageOf(cmd: ReadmeCommand, rules = COVERAGE): Coverage[] {
  return rules.filter(([re]) => re.test(cmd.text)).map(([, c]) => c);
}

/** `engram sync status [--json]` → { words: ["sync", "status"], flags: ["--json"] }. */
export function cliSynopsis(text: string): { words: string[]; flags: string[] } {
  const rest = text.replace(/^(npx )?engram |^node local-embedder\/bin\/engram\.js /, "");
  const words: string[] = [];
  for (const w of rest.split(/\s+/)) {
    if (!/^[a-z][a-z-]*$/.test(w)) break;
    words.push(w);
  }
  return { words, flags: [...new Set(rest.match(/--[a-z][\w-]*/g) ?? [])] };
}

export function readFileAt(rel: string): string | null {
  const file = path.join(root, rel);
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

/** Placeholders the README leaves for the reader to fill, with the fixture each one needs. */
export const PLACEHOLDERS = ["MEMORY_ID", "KEY_ID", "GRANT_ID", "USER_ID", "CONFLICT_ID", "ENTITY_ID", "SKILL_ID", "ORG_ID", "ITEM_ID"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number] | "ADMIN_KEY" | "MEMBER_ID";

/** The placeholders a command uses: bare words (not `$VAR` references), `$ADMIN_KEY`, and `usr_…`. */
export function placeholdersIn(text: string): Placeholder[] {
  const found = new Set<Placeholder>();
  for (const p of PLACEHOLDERS) if (new RegExp(`(?<![$\\w])${p}\\b`).test(text)) found.add(p);
  if (/\$ADMIN_KEY\b/.test(text)) found.add("ADMIN_KEY");
  if (text.includes("usr_…")) found.add("MEMBER_ID");
  return [...found];
}
