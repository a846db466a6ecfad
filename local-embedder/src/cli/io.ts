import { createInterface } from "node:readline";

/** Reads stdin line by line (JSON lines in, JSON lines out: memory stays flat for big inputs). */
export async function* stdinLines(input: NodeJS.ReadableStream = process.stdin): AsyncGenerator<string> {
  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const line of rl) yield line;
}

export async function readAllStdin(input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  let data = "";
  for await (const chunk of input) data += chunk.toString();
  return data;
}

export function writeLine(value: unknown, out: NodeJS.WritableStream = process.stdout): void {
  out.write(JSON.stringify(value) + "\n");
}

export class UsageError extends Error {}
