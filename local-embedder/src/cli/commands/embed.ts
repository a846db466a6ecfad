import { loadEmbedder } from "../../embed/load-embedder.ts";
import type { EmbedKind } from "../../embed/types.ts";
import type { EngramConfig } from "../../config.ts";
import { stdinLines, writeLine } from "../io.ts";
import { progressBar } from "../progress.ts";

/**
 * `engram embed [text…]`: embeds the arguments, or JSON lines { id, text } from
 * stdin; writes { id, model, dimension, vector } per text.
 */
export async function embedCommand(texts: string[], opts: { kind: EmbedKind; config: EngramConfig; modelDir?: string; device?: string; dimension?: number }): Promise<number> {
  const rows: Array<{ id: unknown; text: string }> = texts.length
    ? texts.map((text, i) => ({ id: i, text }))
    : [];
  if (!texts.length) {
    for await (const line of stdinLines()) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as { id?: unknown; text?: unknown };
      if (typeof row.text !== "string") throw new Error(`line without a text: ${line.slice(0, 80)}`);
      rows.push({ id: row.id ?? rows.length, text: row.text });
    }
  }
  const bar = progressBar("embedding");
  const embedder = await loadEmbedder({
    modelDir: opts.modelDir ?? opts.config.modelDir,
    device: opts.device ?? opts.config.device,
    dimension: opts.dimension ?? opts.config.dimension,
    dtype: opts.config.dtype,
    onProgress: (d, t) => bar.update(d, t),
  });
  const batch = await embedder.embed(rows.map((r) => r.text), opts.kind);
  bar.done();
  rows.forEach((row, i) => writeLine({ id: row.id, model: batch.model, dimension: batch.dimension, vector: batch.vectors[i] }));
  return 0;
}
