import { readFileSync } from "node:fs";
import { formatReport, scrub } from "../../privacy/scrub.ts";
import type { ScrubOptions, ScrubResult } from "../../privacy/types.ts";
import { readAllStdin, UsageError, writeLine } from "../io.ts";

export interface ScrubCliOptions {
  /** Text given as arguments. */
  text?: string;
  /** A file to read ("-" for stdin). */
  file?: string;
  /** Print { text, findings, report } as JSON instead of the redacted text. */
  json?: boolean;
  /** Exit 1 when anything is found (pre-commit / CI); each finding is listed on stderr, never its value. */
  check?: boolean;
  /** Force the JSON-lines contract ({id,text} in, {id,text,findings} out). */
  jsonl?: boolean;
}

/**
 * `engram scrub`: scrubs TEXT, --file FILE, or stdin, and prints the redacted text (or --json findings).
 * --check exits 1 when anything was found, listing "where: type (detector)" on stderr without the value.
 * Stdin whose first line is a JSON object with a "text" field (or --jsonl) keeps the JSON-lines contract:
 * one {id, text} per line in, {id, text, findings} per line out; offsets are UTF-16 code units of the
 * original text, end exclusive; a bad line yields {id, error} and the run goes on (exit 1).
 */
export async function scrubCommand(privacy: ScrubOptions, cli: ScrubCliOptions = {}, input?: NodeJS.ReadableStream, output: NodeJS.WritableStream = process.stdout, errors: NodeJS.WritableStream = process.stderr): Promise<number> {
  let text: string;
  let source = "argument";
  if (cli.text !== undefined && cli.file !== undefined) throw new UsageError("give TEXT or --file, not both");
  if (cli.text !== undefined) text = cli.text;
  else if (cli.file !== undefined && cli.file !== "-") {
    try {
      text = readFileSync(cli.file, "utf8");
    } catch (e) {
      throw new UsageError(`cannot read ${cli.file}: ${(e as Error).message}`);
    }
    source = cli.file;
  } else {
    text = await readAllStdin(input);
    source = "stdin";
    const first = text.split("\n").find((l) => l.trim());
    if (cli.jsonl || (first !== undefined && looksLikeJsonLine(first))) return jsonLines(text, privacy, output, cli.check === true);
  }
  const result = scrub(text, privacy);
  if (cli.json) writeLine({ text: result.text, findings: result.findings, report: result.report }, output);
  else output.write(result.text);
  if (cli.check && result.findings.length) {
    for (const line of whereFound(text, result, source)) errors.write(line + "\n");
    errors.write(`engram scrub: ${formatReport(result.report)}\n`);
    return 1;
  }
  return 0;
}

function looksLikeJsonLine(line: string): boolean {
  try {
    const v = JSON.parse(line) as unknown;
    return typeof v === "object" && v !== null && "text" in v;
  } catch {
    return false;
  }
}

function jsonLines(all: string, privacy: ScrubOptions, output: NodeJS.WritableStream, check: boolean): number {
  let failures = 0;
  let found = 0;
  for (const line of all.split("\n")) {
    if (!line.trim()) continue;
    let row: { id?: unknown; text?: unknown };
    try {
      row = JSON.parse(line) as { id?: unknown; text?: unknown };
    } catch {
      failures++;
      writeLine({ id: null, error: "invalid JSON line" }, output);
      continue;
    }
    if (typeof row.text !== "string") {
      failures++;
      writeLine({ id: row.id ?? null, error: "text must be a string" }, output);
      continue;
    }
    const result = scrub(row.text, privacy);
    found += result.findings.length;
    writeLine({ id: row.id ?? null, text: result.text, findings: result.findings.map(({ type, start, end }) => ({ type, start, end })) }, output);
  }
  return failures || (check && found) ? 1 : 0;
}

/** "file:line:col: type (detector, confidence)" per finding: enough to find it, never the value. */
function whereFound(text: string, result: ScrubResult, source: string): string[] {
  return result.findings.map((f) => {
    const before = text.slice(0, f.start);
    const line = before.split("\n").length;
    const col = f.start - before.lastIndexOf("\n");
    return `${source}:${line}:${col}: ${f.type} (${f.detector}, ${f.confidence.toFixed(2)})`;
  });
}
