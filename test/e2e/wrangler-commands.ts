/**
 * The installed wrangler's commands and the flags each takes, read from the registry its own argument
 * parser is built from (`experimental_getWranglerCommands`, the tree `wrangler complete` walks for shell
 * completion) in one child process. The README check used to ask `wrangler <command> --help` once per
 * distinct command: ten spawns of ~3 s of CPU each (the bin starts a second Node process that loads the
 * 10 MB bundle), the e2e suite's longest test. The registry is what `--help` prints from, so a command
 * or flag missing from it is one `wrangler` would refuse.
 */
import { spawnSync } from "node:child_process";

export interface WranglerCommand {
  /** The words that name it, e.g. ["d1", "migrations", "apply"]. */
  path: string[];
  /** Its own flags with their aliases, as declared (kebab-case). */
  flags: string[];
  /** Its positional arguments, in order. */
  positionals: string[];
}

export interface WranglerCommandTree {
  commands: WranglerCommand[];
  /** Flags every command takes (--config, --env …), with their aliases. */
  globalFlags: string[];
}

// Runs in the child: CommonJS, no types. A definition's `args` maps a flag to its options (`alias`: a
// name or a list); a subtree maps a word to the next node; a node without `definition` is a namespace
// only, and `type: "namespace"` or an alias definition is not a command either.
const DUMP = `
const { registry, globalFlags } = require("wrangler").experimental_getWranglerCommands();
const names = (args) => Object.entries(args ?? {}).flatMap(([name, opt]) => [name, ...[opt?.alias ?? []].flat()]);
const commands = [];
const walk = (node, path) => {
  const def = node.definition;
  if (def && def.type === "command") commands.push({ path, flags: names(def.args), positionals: def.positionalArgs ?? [] });
  for (const [word, child] of node.subtree ?? []) walk(child, [...path, word]);
};
walk(registry, []);
process.stdout.write(JSON.stringify({ commands, globalFlags: names(globalFlags) }));
`;

/** The tree of the wrangler installed under `root` (its node_modules), or the child's error. */
export function wranglerCommandTree(root: string, timeout = 120_000): WranglerCommandTree {
  const res = spawnSync(process.execPath, ["-e", DUMP], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" },
    encoding: "utf8",
    timeout,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (res.status !== 0) throw new Error(`reading wrangler's commands failed (${res.status ?? res.signal}): ${res.stderr}`);
  return JSON.parse(res.stdout) as WranglerCommandTree;
}

/** yargs reads --property-name as --propertyName too: a flag matches a declared name in either form. */
const camel = (name: string) => name.replace(/(?<=\w)-(\w)/g, (_, ch: string) => ch.toUpperCase());

/**
 * What is wrong with `wrangler <words>` against the tree: no command named by its leading words, more
 * positional words than the command takes, or a flag neither it nor every command declares. Empty when
 * wrangler would accept it.
 */
export function wranglerProblems(tree: WranglerCommandTree, words: string[]): string[] {
  const positional = words.filter((w) => !w.startsWith("-"));
  // The longest command whose path the positional words start with (`kv namespace create`, not `kv`).
  const command = tree.commands
    .filter((c) => c.path.length > 0 && c.path.every((w, i) => positional[i] === w))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!command) return [`no such subcommand: wrangler ${positional.join(" ")}`];
  const problems: string[] = [];
  const rest = positional.slice(command.path.length);
  if (rest.length > command.positionals.length) {
    problems.push(`wrangler ${command.path.join(" ")} takes ${command.positionals.length} positional argument(s) (${command.positionals.join(", ") || "none"}), given ${rest.join(" ")}`);
  }
  const declared = new Set([...command.flags, ...tree.globalFlags].flatMap((f) => [f, camel(f)]));
  for (const word of words.filter((w) => w.startsWith("--"))) {
    const flag = word.slice(2).split("=")[0]!;
    if (!declared.has(flag) && !declared.has(camel(flag))) problems.push(`wrangler ${command.path.join(" ")} has no --${flag}`);
  }
  return problems;
}
