import type { EngramConfig } from "../../config.ts";
import { loadEmbedder } from "../../embed/load-embedder.ts";
import { formatReport } from "../../privacy/scrub.ts";
import { drainQueue } from "../../sync/drain.ts";
import { prepareMemory, withEmbedding, type MemoryInput } from "../../sync/memory-writes.ts";
import { UsageError } from "../io.ts";
import { client, openJournal } from "./memory.ts";

/**
 * `engram remember`: scrub → (embed the scrubbed text locally) → queue → try
 * to sync. Queuing first means the memory is safe even if the service is down.
 */
export async function rememberCommand(input: MemoryInput, opts: { config: EngramConfig; embed: boolean; offline: boolean; log: (l: string) => void }): Promise<number> {
  if (!input.content.trim()) throw new UsageError("nothing to remember: pass the text as arguments or on stdin");
  let { memory, report } = prepareMemory(input, opts.config.privacy);
  if (opts.embed) {
    const embedder = await loadEmbedder({ modelDir: opts.config.modelDir, device: opts.config.device, dimension: opts.config.dimension, dtype: opts.config.dtype, log: opts.log });
    memory = withEmbedding(memory, await embedder.embed([memory.content], "document"));
  }
  const journal = openJournal();
  journal.enqueue("/v1/memories", memory);
  opts.log(`engram: queued (${formatReport(report)})`);
  const api = client(opts.config);
  if (opts.offline || !api) {
    if (!api) opts.log("engram: not logged in; it will sync after engram login");
    return 0;
  }
  const result = await drainQueue(journal, api, { batchSize: opts.config.batchSize });
  opts.log(result.stoppedBecause ? `engram: kept offline (${result.stoppedBecause}); ${result.remaining} pending` : `engram: synced ${result.delivered + result.duplicates}`);
  return 0;
}
