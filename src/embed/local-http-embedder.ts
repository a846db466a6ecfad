/**
 * Calls the local embedder companion (`npx engram serve`, started by `npm run dev`) over HTTP.
 * It refuses answers from a different model than configured, so vectors never get mixed.
 */
import { EngramError } from "../errors";
import { type EmbedKind, type Embedder, l2normalize } from "./embedder";

interface EmbedResponse { model: string; dimension: number; vectors: number[][] }

export class LocalHttpEmbedder implements Embedder {
  constructor(
    private readonly url: string,
    readonly model: string,
    readonly dimension: number,
    private readonly timeoutMs = 30_000,
  ) {}

  async embed(texts: string[], kind: EmbedKind): Promise<Float32Array[]> {
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
