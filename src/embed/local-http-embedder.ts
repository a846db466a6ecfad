/**
 * Calls the local embedder companion (`npx engram serve`, started by `npm run dev`) over HTTP.
 * It refuses answers from a different model than configured, so vectors never get mixed.
 * Texts go out in requests of at most MAX_TEXTS_PER_REQUEST, each with its own timeout: on a busy
 * 2-core machine the offline model embeds a few long texts per second, and the outbox's batches of
 * up to 500 (LongMemEval turns run to 4 KB) timed out as one request every time, so indexing never
 * finished — each retry started the whole batch again.
 */
import { EngramError } from "../errors";
import { type EmbedKind, type Embedder, l2normalize } from "./embedder";

interface EmbedResponse { model: string; dimension: number; vectors: number[][] }

export const MAX_TEXTS_PER_REQUEST = 16;

export class LocalHttpEmbedder implements Embedder {
  constructor(
    private readonly url: string,
    readonly model: string,
    readonly dimension: number,
    private readonly timeoutMs = 30_000,
  ) {}

  async embed(texts: string[], kind: EmbedKind): Promise<Float32Array[]> {
    const out: Float32Array[] = [];
    for (let i = 0; i < texts.length; i += MAX_TEXTS_PER_REQUEST) out.push(...(await this.embedRequest(texts.slice(i, i + MAX_TEXTS_PER_REQUEST), kind)));
    return out;
  }

  private async embedRequest(texts: string[], kind: EmbedKind): Promise<Float32Array[]> {
    if (texts.length === 0) return [];
    const res = await fetch(`${this.url.replace(/\/$/, "")}/embed`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ texts, kind }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    if (!res.ok) throw new EngramError("unavailable", `local embedder answered ${res.status}`);
    const body = (await res.json()) as EmbedResponse;
    if (body.model !== this.model || body.dimension !== this.dimension) {
      throw new EngramError(
        "unavailable",
        `local embedder serves ${body.model}/${body.dimension}, configured ${this.model}/${this.dimension}`,
      );
    }
    return body.vectors.map((v) => l2normalize(Float32Array.from(v)));
  }
}
