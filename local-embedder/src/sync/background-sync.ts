import type { EngramClient } from "./api-client.ts";
import { drainQueue, type DrainResult } from "./drain.ts";
import type { Journal } from "./journal.ts";

/**
 * While `engram serve` runs, the queue drains by itself: every interval it
 * sends what is due (backoff still applies), so writes made offline arrive
 * soon after the network comes back without anyone running `engram sync`.
 */
export function startBackgroundSync(journal: Journal, client: EngramClient, opts: { intervalMs?: number; batchSize?: number; log?: (l: string) => void } = {}): { stop(): void; runNow(): Promise<DrainResult | undefined> } {
  let running: Promise<DrainResult | undefined> | undefined;
  const run = (): Promise<DrainResult | undefined> => {
    if (running) return running; // never two drains at once from one process
    running = drainQueue(journal, client, { budgetMs: 30_000, batchSize: opts.batchSize })
      .then((r) => {
        if (r.delivered + r.duplicates + r.dead > 0) opts.log?.(`engram sync: delivered ${r.delivered + r.duplicates}, dead ${r.dead}, pending ${r.remaining}`);
        return r;
      })
      .catch((error: Error) => {
        opts.log?.(`engram sync: ${error.message}`);
        return undefined;
      })
      .finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => void run(), opts.intervalMs ?? 60_000);
  timer.unref();
  void run();
  return { stop: () => clearInterval(timer), runNow: run };
}
