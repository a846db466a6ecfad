import { scrub } from "../../privacy/scrub.ts";
import type { ScrubOptions } from "../../privacy/types.ts";
import { stdinLines, writeLine } from "../io.ts";

/**
 * `engram scrub`: JSON lines { id, text } in, { id, text, findings } out.
 * Offsets are UTF-16 code units of the original text (JavaScript string
 * indices), end exclusive. A bad line yields { id, error } and the run goes on.
 */
export async function scrubCommand(privacy: ScrubOptions, input?: NodeJS.ReadableStream, output?: NodeJS.WritableStream): Promise<number> {
  let failures = 0;
  for await (const line of stdinLines(input)) {
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
    writeLine({ id: row.id ?? null, text: result.text, findings: result.findings.map(({ type, start, end }) => ({ type, start, end })) }, output);
  }
  return failures ? 1 : 0;
}
