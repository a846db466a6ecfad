import { join } from "node:path";
import { dataDir, type EngramConfig } from "../../config.ts";
import { loadEmbedder } from "../../embed/load-embedder.ts";
import { EngramClient, errorMessage } from "../../sync/api-client.ts";
import { drainQueue } from "../../sync/drain.ts";
import { Journal } from "../../sync/journal.ts";
import { UsageError } from "../io.ts";
import { progressBar } from "../progress.ts";

// Recall and sync neither scrub nor (without --embed) embed: the privacy engine stays out of this file's
// imports (remember.ts has it), so `engram sync status` and the hooks' queue drains start in a fraction of the CPU.

export function openJournal(): Journal {
  return new Journal(join(dataDir(), "queue"));
}

export function client(config: EngramConfig, timeoutMs?: number): EngramClient | undefined {
  return config.url && config.apiKey ? new EngramClient({ url: config.url, apiKey: config.apiKey }, timeoutMs) : undefined;
}

export async function recallCommand(query: string, opts: { config: EngramConfig; k?: number; project?: string; embed: boolean; json: boolean; log: (l: string) => void }): Promise<number> {
  const api = client(opts.config);
  if (!api) throw new UsageError("not logged in: run engram login --url … --key …");
  const body: Record<string, unknown> = { query, ...(opts.k ? { k: opts.k } : {}), ...(opts.project ? { project: opts.project } : {}) };
  if (opts.embed) {
    const embedder = await loadEmbedder({ modelDir: opts.config.modelDir, device: opts.config.device, dimension: opts.config.dimension, dtype: opts.config.dtype, log: opts.log });
    const batch = await embedder.embed([query], "query");
    body.embedding = { model: batch.model, dimension: batch.dimension, vector: batch.vectors[0] };
  }
  const response = await api.request<{ results?: Array<{ id: string; content: string; type?: string; score?: number }>; route?: string; took_ms?: number }>("POST", "/v1/recall", body);
  if (response.status !== 200) {
    opts.log(`engram: recall failed: ${errorMessage(response)}`);
    return 1;
  }
  if (opts.json) {
    process.stdout.write(JSON.stringify(response.body) + "\n");
    return 0;
  }
  const results = response.body?.results ?? [];
  for (const r of results) process.stdout.write(`${(r.score ?? 0).toFixed(3)}  [${r.type ?? "memory"}] ${r.content}\n`);
  opts.log(`${results.length} result(s), route ${response.body?.route ?? "?"}, ${response.body?.took_ms ?? "?"} ms`);
  return 0;
}

export async function syncCommand(sub: string | undefined, opts: { config: EngramConfig; json: boolean; batchSize?: number; log: (l: string) => void }): Promise<number> {
  const journal = openJournal();
  if (sub === "status") {
    const stats = journal.stats();
    if (opts.json) {
      process.stdout.write(JSON.stringify({ ...stats, deadLetters: journal.dead(), queue: journal.file, service: opts.config.url ?? null }) + "\n");
      return 0;
    }
    const next = stats.nextAttemptAt && stats.nextAttemptAt > Date.now() ? `, next retry ${new Date(stats.nextAttemptAt).toISOString()}` : "";
    process.stdout.write(
      `pending ${stats.pending}, delivered ${stats.delivered}, failed permanently ${stats.dead}${next}\n` +
        (stats.oldestPendingAt ? `oldest pending since ${stats.oldestPendingAt}\n` : "") +
        (stats.lastError ? `last error: ${stats.lastError}\n` : "") +
        journal
          .dead()
          .map((d) => `failed permanently: ${d.id} ${d.error}\n`)
          .join("") +
        `queue: ${journal.file}\nservice: ${opts.config.url ?? "(not logged in)"}\n`,
    );
    return 0;
  }
  if (sub && sub !== "now") throw new UsageError(`unknown sync subcommand "${sub}" (use: engram sync, engram sync status)`);
  const api = client(opts.config);
  if (!api) throw new UsageError("not logged in: run engram login --url … --key …");
  const bar = progressBar("syncing");
  const result = await drainQueue(journal, api, { force: true, batchSize: opts.batchSize ?? opts.config.batchSize, onProgress: (d, t) => bar.update(d, t) });
  bar.done();
  process.stdout.write(
    `delivered ${result.delivered}, already there ${result.duplicates}, failed permanently ${result.dead}, pending ${result.remaining}, ${result.requests} request(s)` +
      (result.stoppedBecause ? ` (stopped: ${result.stoppedBecause})` : "") +
      "\n",
  );
  // Like import: any write refused for good is a failure of this run, not only a stopped sync.
  return result.stoppedBecause || result.dead ? 1 : 0;
}
