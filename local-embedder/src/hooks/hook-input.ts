import { readAllStdin } from "../cli/io.ts";

/** What Claude Code sends a command hook on stdin (the fields Engram uses). */
export interface HookInput {
  session_id?: string;
  transcript_path?: string;
  cwd?: string;
  hook_event_name?: string;
  source?: string;
  trigger?: string;
}

/** Hooks must never hang Claude: give up on stdin after a short wait and carry on with nothing. */
export async function readHookInput(timeoutMs = 2_000, input: NodeJS.ReadableStream & { isTTY?: boolean } = process.stdin): Promise<HookInput> {
  if (input.isTTY) return {};
  const timeout = new Promise<string>((resolve) => setTimeout(() => resolve(""), timeoutMs).unref());
  const raw = await Promise.race([readAllStdin(input), timeout]);
  try {
    return raw.trim() ? (JSON.parse(raw) as HookInput) : {};
  } catch {
    return {};
  }
}
