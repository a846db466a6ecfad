/**
 * `engram export [FILE|-]`: your memories as NDJSON (GET /v1/export, the format `engram import` and
 * POST /v1/import take), streamed to FILE (written whole or not at all) or stdout, with progress
 * against the count GET /v1/stats reports.
 */
import { createWriteStream, renameSync, rmSync } from "node:fs";
import type { EngramConfig } from "../../config.ts";
import { EngramClient, errorMessage } from "../../sync/api-client.ts";
import { UsageError } from "../io.ts";
import { progressBar } from "../progress.ts";

export async function exportCommand(target: string, opts: { config: EngramConfig; archived: boolean; log: (l: string) => void }): Promise<number> {
  const { url, apiKey } = opts.config;
  if (!url || !apiKey) throw new UsageError("not logged in: run engram login --url … --key …");
  const stats = await new EngramClient({ url, apiKey }).request<{ memories?: { live?: number; archived?: number } }>("GET", "/v1/stats");
  const total = stats.status === 200 ? (stats.body?.memories?.live ?? 0) + (opts.archived ? (stats.body?.memories?.archived ?? 0) : 0) : 0;

  const res = await fetch(new URL(`/v1/export?archived=${opts.archived}`, url), { headers: { authorization: `Bearer ${apiKey}` } });
  if (res.status !== 200 || !res.body) {
    const text = await res.text();
    let body: unknown;
    try { body = JSON.parse(text); } catch { body = undefined; }
    opts.log(`engram: export failed: ${errorMessage({ status: res.status, body, retryAfter: null, replayed: false })}`);
    return 1;
  }
  const toStdout = target === "-";
  const tmp = `${target}.${process.pid}.partial`;
  const out = toStdout ? process.stdout : createWriteStream(tmp);
  const bar = progressBar("exporting");
  let lines = 0;
  try {
    const decoder = new TextDecoder();
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      const text = decoder.decode(chunk, { stream: true });
      lines += text.split("\n").length - 1;
      if (!out.write(text)) await new Promise((r) => out.once("drain", r));
      bar.update(lines, Math.max(total, lines));
    }
    if (!toStdout) {
      await new Promise<void>((resolve, reject) => (out as ReturnType<typeof createWriteStream>).end((err?: Error | null) => (err ? reject(err) : resolve())));
      renameSync(tmp, target);
    }
  } catch (error) {
    if (!toStdout) rmSync(tmp, { force: true });
    bar.done();
    opts.log(`engram: export failed after ${lines} memories: ${(error as Error).message}`);
    return 1;
  }
  bar.done();
  opts.log(`engram: exported ${lines} memories${toStdout ? "" : ` to ${target}`}`);
  return 0;
}
