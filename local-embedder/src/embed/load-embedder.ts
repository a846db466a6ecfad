import { homedir } from "node:os";
import { join } from "node:path";
import { Qwen3Embedder, isQwen3ModelDir, type Qwen3Options } from "./qwen3-embedder.ts";
import { UniversalSentenceEncoder } from "./use-embedder.ts";
import type { Embedder } from "./types.ts";
import { progressBar } from "../cli/progress.ts";

export const DEFAULT_MODEL_DIR = join(homedir(), ".engram", "models", "qwen3-embedding-0.6b");

export interface LoadOptions extends Partial<Qwen3Options> {
  /** Where fallback notices go; stderr by default so stdout stays machine-readable. */
  log?: (line: string) => void;
}

/**
 * Qwen3 when its folder is there, else the Universal Sentence Encoder, and the
 * choice is announced: silently serving a different model would make vectors
 * incomparable with what the server holds.
 */
export async function loadEmbedder(opts: LoadOptions = {}): Promise<Embedder> {
  const log = opts.log ?? ((line: string) => process.stderr.write(line + "\n"));
  const modelDir = opts.modelDir ?? process.env.ENGRAM_MODEL_DIR ?? DEFAULT_MODEL_DIR;
  if (isQwen3ModelDir(modelDir)) {
    const bar = progressBar("loading Qwen3");
    const embedder = await Qwen3Embedder.load({
      ...opts,
      modelDir,
      device: opts.device ?? process.env.ENGRAM_DEVICE,
      dtype: opts.dtype ?? (process.env.ENGRAM_DTYPE as LoadOptions["dtype"]),
      onDeviceFallback: (device, error) => log(`engram: ${device} unavailable (${error.message.split("\n")[0]?.slice(0, 160)}); trying the next device`),
      onLoadProgress: opts.onLoadProgress ?? ((loaded, total) => bar.update(Math.round(loaded / 1e6), Math.round(total / 1e6))),
    });
    bar.done();
    log(`engram: Qwen3 embedder from ${modelDir} on ${embedder.device}, dimension ${embedder.dimension}`);
    return embedder;
  }
  log(`engram: no Qwen3 model at ${modelDir}; using the offline Universal Sentence Encoder (512-d). See local-embedder/README.md to install Qwen3.`);
  return UniversalSentenceEncoder.load({ onProgress: opts.onProgress });
}
