import { readFileSync } from "node:fs";
import type { EngramConfig } from "../../config.ts";
import { loadEmbedder } from "../../embed/load-embedder.ts";
import { formatReport } from "../../privacy/scrub.ts";
import type { ScrubResult } from "../../privacy/types.ts";
import { EngramClient } from "../../sync/api-client.ts";
import { drainQueue } from "../../sync/drain.ts";
import { prepareMemory, withEmbedding, type MemoryInput } from "../../sync/memory-writes.ts";
import { readAllStdin, UsageError } from "../io.ts";
import { progressBar } from "../progress.ts";
import { openJournal } from "./memory.ts";

/**
 * `engram import FILE` (or `-` for stdin): bulk-load memories from JSON lines
 * (the POST /v1/memories body per line). Each is scrubbed, embedded in
 * batches, queued, then synced, with progress bars for the long parts.
 */
export async function importCommand(source: string, opts: { config: EngramConfig; embed: boolean; project?: string; log: (l: string) => void }): Promise<number> {
  const raw = source === "-" ? await readAllStdin() : readFileSync(source, "utf8");
  const inputs: MemoryInput[] = [];
  raw.split("\n").forEach((line, i) => {
    if (!line.trim()) return;
    let parsed: MemoryInput;
    try {
      parsed = JSON.parse(line) as MemoryInput;
    } catch {
      throw new UsageError(`line ${i + 1} is not JSON`);
    }
    if (typeof parsed.content !== "string" || !parsed.content.trim()) throw new UsageError(`line ${i + 1} has no content`);
    inputs.push({ ...(opts.project ? { project: opts.project } : {}), ...parsed });
  });
  const report: ScrubResult["report"] = {};
  let prepared = inputs.map((input) => {
    const p = prepareMemory(input, opts.config.privacy);
    for (const [type, n] of Object.entries(p.report)) report[type as keyof typeof report] = (report[type as keyof typeof report] ?? 0) + n;
    return p.memory;
  });
  if (opts.embed && prepared.length) {
    const bar = progressBar("embedding");
    const embedder = await loadEmbedder({ modelDir: opts.config.modelDir, device: opts.config.device, dimension: opts.config.dimension, dtype: opts.config.dtype, log: opts.log, onProgress: (d, t) => bar.update(d, t) });
    const batch = await embedder.embed(prepared.map((m) => m.content), "document");
    bar.done();
    prepared = prepared.map((m, i) => withEmbedding(m, batch, i));
  }
  const journal = openJournal();
  for (const memory of prepared) journal.enqueue("/v1/memories", memory);
  opts.log(`engram: queued ${prepared.length} (${formatReport(report)})`);
  if (!opts.config.url || !opts.config.apiKey) {
    opts.log("engram: not logged in; run engram login, then engram sync");
    return 0;
  }
  const bar = progressBar("syncing");
  const result = await drainQueue(journal, new EngramClient({ url: opts.config.url, apiKey: opts.config.apiKey }), { force: true, onProgress: (d, t) => bar.update(d, t) });
  bar.done();
  opts.log(`engram: delivered ${result.delivered + result.duplicates}, pending ${result.remaining}${result.stoppedBecause ? ` (stopped: ${result.stoppedBecause})` : ""}`);
  return 0;
}
