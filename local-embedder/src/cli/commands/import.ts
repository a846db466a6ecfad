import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { EngramConfig } from "../../config.ts";
import { loadEmbedder } from "../../embed/load-embedder.ts";
import { formatReport } from "../../privacy/scrub.ts";
import type { ScrubResult } from "../../privacy/types.ts";
import { EngramClient } from "../../sync/api-client.ts";
import { drainQueue } from "../../sync/drain.ts";
import type { Journal } from "../../sync/journal.ts";
import { prepareMemory, withEmbedding, type MemoryInput } from "../../sync/memory-writes.ts";
import { readAllStdin, UsageError } from "../io.ts";
import { progressBar } from "../progress.ts";
import { openJournal } from "./memory.ts";

/**
 * `engram import FILE` (or `-` for stdin): bulk-load memories from JSON lines
 * (the POST /v1/memories body per line). Each is scrubbed, embedded in
 * batches, queued (all in one fsynced append, all or nothing), then synced in
 * batches of up to 100, with progress bars for the long parts.
 *
 * Rerunning the same import (same input, same --project) while some of it is
 * still queued resumes it instead of queueing it twice: that is how an import
 * killed mid-sync is finished (so is `engram sync`).
 */
export async function importCommand(source: string, opts: { config: EngramConfig; embed: boolean; project?: string; batchSize?: number; log: (l: string) => void }): Promise<number> {
  const raw = source === "-" ? await readAllStdin() : readFileSync(source, "utf8");
  const fingerprint = createHash("sha256").update(`${opts.project ?? ""}\0${raw}`).digest("hex");
  const journal = openJournal();
  const stillQueued = journal.pending().filter((item) => item.source === fingerprint).length;
  if (stillQueued) {
    opts.log(`engram: this import is already queued (${stillQueued} not yet delivered); resuming its sync`);
    return syncImport(journal, opts);
  }
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
  journal.enqueueMany("/v1/memories", prepared, { source: fingerprint });
  opts.log(`engram: queued ${prepared.length} (${formatReport(report)})`);
  return syncImport(journal, opts);
}

async function syncImport(journal: Journal, opts: { config: EngramConfig; batchSize?: number; log: (l: string) => void }): Promise<number> {
  if (!opts.config.url || !opts.config.apiKey) {
    opts.log("engram: not logged in; run engram login, then engram sync");
    return 0;
  }
  const bar = progressBar("syncing");
  const result = await drainQueue(journal, new EngramClient({ url: opts.config.url, apiKey: opts.config.apiKey }), {
    force: true,
    batchSize: opts.batchSize ?? opts.config.batchSize,
    onProgress: (d, t) => bar.update(d, t),
  });
  bar.done();
  opts.log(
    `engram: delivered ${result.delivered + result.duplicates} in ${result.requests} request(s), failed permanently ${result.dead}, pending ${result.remaining}` +
      (result.dead ? " (engram sync status lists them)" : "") +
      (result.stoppedBecause ? ` (stopped: ${result.stoppedBecause})` : ""),
  );
  // Non-zero when anything did not arrive: a script must not read a partial import as success.
  return result.stoppedBecause || result.dead ? 1 : 0;
}
