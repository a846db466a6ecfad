import { homedir } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import { configPath, readConfig, writeConfig, type EngramConfig } from "../config.ts";
import type { EmbedKind } from "../embed/types.ts";
import { readHookInput } from "../hooks/hook-input.ts";
import { MAX_BATCH_SIZE } from "../sync/batches.ts";
import { readAllStdin, UsageError } from "./io.ts";
import { detectProject } from "./project.ts";

// Each command's modules are imported when that command runs, not here: the privacy engine, the embedder
// and the sync client cost about a second of CPU to load, which `--help`, `login` and every Claude Code
// hook invocation (session-start runs at each session's start, while the user waits) would otherwise pay.

const HELP = `engram — Engram's local companion

  engram login --url URL --key KEY       save the service URL and API key (0600)
  engram remember [TEXT…] [--type T] [--scope S] [--project P] [--tags a,b]
                  [--importance 0.8] [--source user_stated] [--no-embed] [--offline]
  engram import FILE|- [--project P] [--no-embed] [--batch-size 100]   bulk-load JSON lines of memories
  engram export FILE|- [--no-archived]     your memories as NDJSON (what import takes)
  engram recall QUERY [--k 10] [--project P] [--embed] [--json]
  engram embed [TEXT…] [--kind query|document] [--dimension N]   (or JSON lines {id,text} on stdin)
  engram scrub [TEXT…] [--file F] [--json] [--check]   print redacted text; --check exits 1 when anything is found
  engram serve [--port 8788] [--host 127.0.0.1] [--model-dir DIR] [--device auto|cpu|cuda|coreml|dml|webgpu] [--dtype q8]
  engram sync [status] [--json] [--batch-size 100]
  engram sync-claude-memory [--project P] [--memory-dir DIR] [--json] [--hook]
  engram hooks install [--user | --local] [--project-dir DIR]
  engram hooks session-start | capture    (run by Claude Code)

Model: Qwen3-Embedding-0.6B from --model-dir / ENGRAM_MODEL_DIR / ~/.engram/models/qwen3-embedding-0.6b,
else the offline Universal Sentence Encoder. Config: ${configPath()}`;

/** `engram COMMAND --help` (or `engram help COMMAND`): what the command does and every flag it takes. */
const COMMAND_HELP: Record<string, string> = {
  login: `engram login --url URL --key KEY [--project P] [--check]
  Saves the service URL and API key to ${configPath()} (mode 0600).
  --check   ask the service first (POST /v1/recall) and save only a key it accepts; exit 1 otherwise
  --project a default project (hooks otherwise take it from the repository)`,
  remember: `engram remember [TEXT…] [--type T] [--scope S] [--project P] [--tags a,b] [--importance 0.8]
                [--source user_stated] [--no-embed] [--offline]
  Scrubs private data, embeds on this machine, queues and syncs one memory (TEXT or stdin).
  --offline   queue only (engram sync delivers later)   --no-embed  let the service embed`,
  import: `engram import FILE|- [--project P] [--no-embed] [--batch-size 100]
  Bulk-loads JSON lines (one POST /v1/memories body each): scrubbed, embedded, queued, synced.
  Exits 1 when anything failed permanently or the sync stopped; rerun to resume.`,
  export: `engram export FILE|- [--no-archived]
  Writes your memories as NDJSON (GET /v1/export: every field; the format import takes) to FILE, whole or
  not at all, or to stdout with "-". Progress on stderr against GET /v1/stats. Exits 1 if the export failed.`,
  recall: `engram recall QUERY [--k 10] [--project P] [--embed] [--json]
  Asks the service; --embed encodes the query here, --json prints the raw response.`,
  embed: `engram embed [TEXT…] [--kind query|document] [--dimension N] [--model-dir DIR] [--device D]
  Prints vectors for TEXT, or for JSON lines {id,text} on stdin.`,
  scrub: `engram scrub [TEXT…] [--file FILE|-] [--json] [--check] [--jsonl] [--no-names] [--name NAME…]
  Scrubs TEXT, FILE or stdin and prints the redacted text; --json prints {text, findings, report} (types,
  UTF-16 offsets, detector, confidence: never the values). --check exits 1 when anything is found and lists
  "where: type" on stderr (a pre-commit or CI check). JSON lines {id,text} on stdin (or --jsonl) give
  {id,text,findings} per line; exits 1 on a bad line.`,
  serve: `engram serve [--port 8788] [--host 127.0.0.1] [--model-dir DIR] [--device auto|cpu|…] [--dimension N] [--dtype q8]
  The local embedder and scrubber over HTTP (POST /embed, POST /scrub, GET /health); syncs the queue when logged in.`,
  sync: `engram sync [status] [--json] [--batch-size 100]
  Delivers queued memories now; "status" lists what is pending or failed.`,
  "sync-claude-memory": `engram sync-claude-memory [--project P] [--memory-dir DIR] [--json] [--hook]
  Imports Claude Code's auto-memory of this repository (~/.claude/projects/<folder>/memory/*.md) as
  memories of its project (provenance import; a contradiction with another machine's note becomes a
  conflict to review), then writes the project's memories from other machines to engram-synced.md
  there, a generated file (and one pointer line in MEMORY.md). The project comes from the git remote.
  --hook   run by Claude Code: the working folder comes from the hook's JSON on stdin; never fails the hook`,
  hooks: `engram hooks install [--user | --local] [--project-dir DIR] [--node PATH]
engram hooks session-start | capture      (run by Claude Code)
  Installs Engram's SessionStart, Stop and PreCompact hooks in Claude Code's settings.`,
};

const BIN_PATH = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "bin", "engram.js");

const log = (line: string) => process.stderr.write(line + "\n");

function options<T extends ParseArgsOptionsConfig>(args: string[], spec: T) {
  return parseArgs({ args, options: spec, allowPositionals: true, strict: true });
}

/** --batch-size: memories per POST /v1/memories/batch, within the Worker's limit. */
function batchSize(value: unknown): number | undefined {
  const n = num(value, "batch-size");
  if (n !== undefined && !(Number.isInteger(n) && n >= 1 && n <= MAX_BATCH_SIZE)) throw new UsageError(`--batch-size must be an integer from 1 to ${MAX_BATCH_SIZE}`);
  return n;
}

function num(value: unknown, name: string): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new UsageError(`--${name} must be a number`);
  return n;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const helpFor = command === "help" ? rest[0] : rest.includes("--help") || rest.includes("-h") ? command : undefined;
  if (helpFor !== undefined) {
    const text = COMMAND_HELP[helpFor];
    if (text) {
      process.stdout.write(text + "\n");
      return 0;
    }
    log(`unknown command "${helpFor}"\n\n${HELP}`);
    return 2;
  }
  const config = readConfig();
  try {
    switch (command) {
      case undefined:
      case "help":
      case "--help":
      case "-h":
        process.stdout.write(HELP + "\n");
        return 0;

      case "login": {
        const { values } = options(rest, { url: { type: "string" }, key: { type: "string" }, project: { type: "string" }, check: { type: "boolean" } });
        if (!values.url || !values.key) throw new UsageError("usage: engram login --url https://engram.example.workers.dev --key KEY");
        const url = new URL(String(values.url)).toString().replace(/\/$/, "");
        if (values.check) {
          // Checked before saving: a key the service refuses must not replace a working one.
          const { EngramClient } = await import("../sync/api-client.ts");
          const r = await new EngramClient({ url, apiKey: String(values.key) }, 5_000)
            .request("POST", "/v1/recall", { query: "ping", k: 1 })
            .catch((error: Error) => ({ status: 0, error }));
          if (r.status !== 200) {
            log(r.status === 0 ? `engram: service unreachable at ${url}; nothing saved` : `engram: service answered HTTP ${r.status}; nothing saved`);
            return 1;
          }
          process.stdout.write("service reachable, key accepted\n");
        }
        const file = writeConfig({ url, apiKey: String(values.key), ...(values.project ? { project: String(values.project) } : {}) });
        process.stdout.write(`saved ${file} (mode 0600)\n`);
        return 0;
      }

      case "remember": {
        const { values, positionals } = options(rest, {
          type: { type: "string" },
          scope: { type: "string" },
          project: { type: "string" },
          tags: { type: "string" },
          importance: { type: "string" },
          source: { type: "string" },
          "no-embed": { type: "boolean" },
          offline: { type: "boolean" },
        });
        const content = positionals.length ? positionals.join(" ") : process.stdin.isTTY ? "" : (await readAllStdin()).trim();
        const { rememberCommand } = await import("./commands/remember.ts");
        return await rememberCommand(
          {
            content,
            ...(values.type ? { type: String(values.type) } : {}),
            ...(values.scope ? { scope: String(values.scope) } : {}),
            project: values.project ? String(values.project) : detectProject(process.cwd(), undefined, config.project),
            ...(values.tags ? { tags: String(values.tags).split(",").map((t) => t.trim()).filter(Boolean) } : {}),
            ...(values.importance !== undefined ? { importance: num(values.importance, "importance") } : {}),
            source: values.source ? String(values.source) : "user_stated",
            occurred_at: new Date().toISOString(),
          },
          { config, embed: !values["no-embed"], offline: Boolean(values.offline), log },
        );
      }

      case "import": {
        const { values, positionals } = options(rest, { project: { type: "string" }, "no-embed": { type: "boolean" }, "batch-size": { type: "string" } });
        if (!positionals[0]) throw new UsageError("usage: engram import FILE|-");
        const { importCommand } = await import("./commands/import.ts");
        return await importCommand(positionals[0], { config, embed: !values["no-embed"], project: values.project as string | undefined, batchSize: batchSize(values["batch-size"]), log });
      }

      case "export": {
        const { values, positionals } = options(rest, { "no-archived": { type: "boolean" } });
        if (!positionals[0]) throw new UsageError("usage: engram export FILE|-");
        const { exportCommand } = await import("./commands/export.ts");
        return await exportCommand(positionals[0], { config, archived: !values["no-archived"], log });
      }

      case "recall": {
        const { values, positionals } = options(rest, { k: { type: "string" }, project: { type: "string" }, embed: { type: "boolean" }, json: { type: "boolean" } });
        if (!positionals.length) throw new UsageError("usage: engram recall QUERY");
        const { recallCommand } = await import("./commands/memory.ts");
        return await recallCommand(positionals.join(" "), {
          config,
          k: num(values.k, "k"),
          project: values.project ? String(values.project) : undefined,
          embed: Boolean(values.embed),
          json: Boolean(values.json),
          log,
        });
      }

      case "embed": {
        const { values, positionals } = options(rest, { kind: { type: "string" }, dimension: { type: "string" }, "model-dir": { type: "string" }, device: { type: "string" } });
        const kind = (values.kind ?? "document") as EmbedKind;
        if (kind !== "query" && kind !== "document") throw new UsageError("--kind must be query or document");
        const { embedCommand } = await import("./commands/embed.ts");
        return await embedCommand(positionals, {
          kind,
          config,
          modelDir: values["model-dir"] as string | undefined,
          device: values.device as string | undefined,
          dimension: num(values.dimension, "dimension"),
        });
      }

      case "scrub": {
        const { values, positionals } = options(rest, {
          "no-names": { type: "boolean" },
          name: { type: "string", multiple: true },
          file: { type: "string", short: "f" },
          json: { type: "boolean" },
          check: { type: "boolean" },
          jsonl: { type: "boolean" },
        });
        const privacy = { ...config.privacy };
        if (values["no-names"]) privacy.names = false;
        if (values.name) privacy.knownNames = [...(privacy.knownNames ?? []), ...(values.name as string[])];
        const { scrubCommand } = await import("./commands/scrub.ts");
        return await scrubCommand(privacy, {
          ...(positionals.length ? { text: positionals.join(" ") } : {}),
          ...(values.file !== undefined ? { file: String(values.file) } : {}),
          json: Boolean(values.json),
          check: Boolean(values.check),
          jsonl: Boolean(values.jsonl),
        });
      }

      case "serve": {
        const { values } = options(rest, {
          port: { type: "string" },
          host: { type: "string" },
          "model-dir": { type: "string" },
          device: { type: "string" },
          dimension: { type: "string" },
          dtype: { type: "string" },
        });
        const { startServer } = await import("../server.ts");
        const running = await startServer({
          dtype: ((values.dtype as string | undefined) ?? config.dtype) as EngramConfig["dtype"],
          port: num(values.port, "port") ?? 8788,
          host: (values.host as string | undefined) ?? "127.0.0.1",
          modelDir: (values["model-dir"] as string | undefined) ?? config.modelDir,
          device: (values.device as string | undefined) ?? config.device,
          dimension: num(values.dimension, "dimension") ?? config.dimension,
          privacy: config.privacy,
          log,
        });
        log(`engram serve: listening on ${running.url} (POST /embed, POST /scrub, GET /health)`);
        let sync: { stop(): void } | undefined;
        if (config.url && config.apiKey) {
          const [{ startBackgroundSync }, { openJournal }, { EngramClient }] = await Promise.all([
            import("../sync/background-sync.ts"), import("./commands/memory.ts"), import("../sync/api-client.ts"),
          ]);
          sync = startBackgroundSync(openJournal(), new EngramClient({ url: config.url, apiKey: config.apiKey }), { log, batchSize: config.batchSize });
        }
        await new Promise<void>((resolveStop) => {
          const stop = () => {
            sync?.stop();
            void running.close().then(resolveStop);
          };
          process.once("SIGINT", stop);
          process.once("SIGTERM", stop);
        });
        return 0;
      }

      case "sync": {
        const { values, positionals } = options(rest, { json: { type: "boolean" }, "batch-size": { type: "string" } });
        const { syncCommand } = await import("./commands/memory.ts");
        return await syncCommand(positionals[0], { config, json: Boolean(values.json), batchSize: batchSize(values["batch-size"]), log });
      }

      case "sync-claude-memory": {
        const { values } = options(rest, { project: { type: "string" }, "memory-dir": { type: "string" }, json: { type: "boolean" }, hook: { type: "boolean" } });
        const cwd = values.hook ? ((await readHookInput()).cwd ?? process.cwd()) : process.cwd();
        const { syncClaudeMemoryCommand } = await import("./commands/claude-memory.ts");
        const run = () => syncClaudeMemoryCommand({
          config, cwd, home: homedir(), project: values.project as string | undefined,
          memoryDir: values["memory-dir"] as string | undefined, json: Boolean(values.json), log,
        });
        if (!values.hook) return await run();
        // A hook must never block Claude Code: failures are reported and the hook exits 0.
        try {
          await run();
        } catch (error) {
          log(`engram: sync-claude-memory failed: ${(error as Error).message}`);
        }
        return 0;
      }

      case "hooks": {
        const [sub, ...hookArgs] = rest;
        if (sub === "install") {
          const { values } = options(hookArgs, { user: { type: "boolean" }, local: { type: "boolean" }, "project-dir": { type: "string" }, node: { type: "string" } });
          const scope = values.user ? "user" : values.local ? "local" : "project";
          const { installHooks, settingsPath } = await import("../hooks/install-hooks.ts");
          const file = settingsPath(scope, resolve((values["project-dir"] as string | undefined) ?? process.cwd()), homedir());
          // The absolute path of the Node running this install: Claude Code runs hooks with the user's shell
          // PATH, where `node` may be missing or too old; this one is known to work with this checkout.
          installHooks(file, BIN_PATH, (values.node as string | undefined) ?? process.execPath);
          process.stdout.write(`installed Engram hooks (SessionStart, Stop, PreCompact) in ${file}\n`);
          if (!config.url) process.stdout.write("next: engram login --url URL --key KEY\n");
          return 0;
        }
        if (sub === "session-start") {
          const input = await readHookInput();
          const { sessionStartContext } = await import("../hooks/session-start.ts");
          const text = await sessionStartContext(input, config, log);
          if (text) process.stdout.write(text + "\n");
          return 0;
        }
        if (sub === "capture") {
          const input = await readHookInput();
          try {
            const { captureFromTranscript } = await import("../hooks/capture.ts");
            const r = await captureFromTranscript(input, config);
            if (r.queued) log(`engram: captured ${r.queued} memory(ies), synced ${r.delivered}`);
          } catch (error) {
            // A capture failure must never block Claude from stopping or compacting.
            log(`engram: capture failed: ${(error as Error).message}`);
          }
          return 0;
        }
        throw new UsageError("usage: engram hooks install | session-start | capture");
      }

      default:
        throw new UsageError(`unknown command "${command}"\n\n${HELP}`);
    }
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      log((error as Error).message);
      return 2;
    }
    log(`engram: ${(error as Error).message}`);
    return 1;
  }
}

