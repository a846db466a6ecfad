import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataDir, readConfig, type EngramConfig } from "../config.ts";
import { detectProject } from "../cli/project.ts";
import { EngramClient } from "../sync/api-client.ts";
import { drainQueue } from "../sync/drain.ts";
import { Journal } from "../sync/journal.ts";
import { queueMemory } from "../sync/memory-writes.ts";
import type { HookInput } from "./hook-input.ts";
import { readTranscript } from "./transcript.ts";
import { extractMoments } from "./worth-remembering.ts";

/**
 * Stop / PreCompact: read the part of the transcript not seen before, keep
 * what is worth remembering, scrub it, queue it, and try to sync. Stop fires
 * after every assistant turn, so the last processed line per session is kept
 * in a small state file; the same sentence is never captured twice.
 */
export interface CaptureResult {
  queued: number;
  delivered: number;
  removed: Record<string, number>;
}

function stateFile(): string {
  return join(dataDir(), "hook-state.json");
}

function readState(): Record<string, number> {
  try {
    return existsSync(stateFile()) ? (JSON.parse(readFileSync(stateFile(), "utf8")) as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Sessions remembered for de-duplication; older ones are dropped (insertion order = age). */
const MAX_SESSIONS = 500;

function writeState(state: Record<string, number>): void {
  mkdirSync(dataDir(), { recursive: true, mode: 0o700 });
  const keys = Object.keys(state);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_SESSIONS))) delete state[key];
  const tmp = `${stateFile()}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(state), { mode: 0o600 });
  renameSync(tmp, stateFile());
}

export async function captureFromTranscript(input: HookInput, config: EngramConfig = readConfig()): Promise<CaptureResult> {
  const result: CaptureResult = { queued: 0, delivered: 0, removed: {} };
  if (!input.transcript_path) return result;
  const sessionKey = input.session_id ?? input.transcript_path;
  const state = readState();
  const { messages, lines } = readTranscript(input.transcript_path, state[sessionKey] ?? 0);
  const event = input.hook_event_name ?? "Stop";
  const project = detectProject(input.cwd ?? process.cwd(), undefined, config.project);
  const journal = new Journal(join(dataDir(), "queue"));
  for (const moment of extractMoments(messages)) {
    const { report } = queueMemory(
      journal,
      {
        content: moment.content,
        type: moment.type,
        project,
        source: moment.source,
        provenance: moment.provenance,
        importance: moment.importance,
        tags: ["claude-code", event.toLowerCase()],
        metadata: { session_id: input.session_id, hook: event },
        occurred_at: new Date().toISOString(),
      },
      config.privacy,
    );
    result.queued++;
    for (const [type, n] of Object.entries(report)) result.removed[type] = (result.removed[type] ?? 0) + n;
  }
  // Only the last line may be half-written while Claude is still appending; reprocess it next time.
  delete state[sessionKey]; // re-insert so the most recent session is the newest key
  state[sessionKey] = Math.max(0, lines - 1);
  writeState(state);
  if (config.url && config.apiKey) {
    try {
      const r = await drainQueue(journal, new EngramClient({ url: config.url, apiKey: config.apiKey }, 5_000), { maxItems: 50, budgetMs: 10_000, batchSize: config.batchSize });
      result.delivered = r.delivered + r.duplicates;
    } catch {
      // Offline is normal: the queue keeps everything for the next sync.
    }
  }
  return result;
}
