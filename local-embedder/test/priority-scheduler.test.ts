import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EmbedKind, Embedder, EmbeddingBatch } from "../src/embed/types.ts";
import { PriorityEmbedder } from "../src/embed/priority-scheduler.ts";
import { startServer, type RunningServer } from "../src/server.ts";

/** A slow model that records each call: which kind, how many texts, and whether calls overlapped. */
class SlowModel implements Embedder {
  readonly model = "slow-test";
  readonly dimension = 2;
  readonly device = "cpu";
  calls: Array<{ kind: EmbedKind; n: number; first: string }> = [];
  active = 0;
  overlapped = false;
  private started?: () => void;
  firstCall = new Promise<void>((r) => (this.started = r));
  constructor(private readonly ms: number) {}
  async embed(texts: string[], kind: EmbedKind = "document"): Promise<EmbeddingBatch> {
    this.calls.push({ kind, n: texts.length, first: texts[0] ?? "" });
    this.started?.();
    if (++this.active > 1) this.overlapped = true;
    // CPU-bound like the real model: the event loop is blocked, and the call settles in microtasks.
    const until = performance.now() + this.ms;
    while (performance.now() < until);
    await Promise.resolve();
    this.active--;
    return { model: this.model, dimension: 2, vectors: texts.map((t) => [t.length, 1]) };
  }
}

const post = async (url: string, body: unknown) =>
  (await (await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json()) as { vectors: number[][] };

describe("query priority in the embedder", () => {
  it("runs a query ahead of queued document chunks, one model call at a time, vectors in order", async () => {
    const model = new SlowModel(20);
    const e = new PriorityEmbedder(model, 4);
    const docs = Array.from({ length: 20 }, (_, i) => "d".repeat(i + 1));
    const finished: string[] = [];
    const docP = e.embed(docs, "document").then((b) => (finished.push("documents"), b));
    await model.firstCall;
    const queryP = e.embed(["what did I decide?"], "query").then((b) => (finished.push("query"), b));
    const [docBatch, queryBatch] = await Promise.all([docP, queryP]);
    expect(finished).toEqual(["query", "documents"]);
    // The query waited for only the chunk already running.
    expect(model.calls.map((c) => c.kind)).toEqual(["document", "query", "document", "document", "document", "document"]);
    expect(model.calls.filter((c) => c.kind === "document").every((c) => c.n === 4)).toBe(true);
    expect(model.overlapped).toBe(false);
    expect(docBatch.vectors.map((v) => v[0])).toEqual(docs.map((d) => d.length));
    expect(queryBatch.vectors).toEqual([["what did I decide?".length, 1]]);
  });

  it("passes a model failure to the caller and keeps serving", async () => {
    let fail = true;
    const e = new PriorityEmbedder({
      model: "m", dimension: 1, device: "cpu",
      embed: async (texts) => {
        if (fail) throw new Error("boom");
        return { model: "m", dimension: 1, vectors: texts.map(() => [1]) };
      },
    });
    await expect(e.embed(["a"], "query")).rejects.toThrow("boom");
    fail = false;
    expect((await e.embed(["a", "b"], "document")).vectors).toEqual([[1], [1]]);
  });

  describe("over HTTP", () => {
    let server: RunningServer;
    const model = new SlowModel(40);
    beforeAll(async () => {
      server = await startServer({ port: 0, embedder: model, documentChunk: 4, log: () => {} });
    });
    afterAll(() => server.close());

    it("answers a query while a large document batch is still being embedded", async () => {
      const docs = Array.from({ length: 80 }, (_, i) => `document ${i}`);
      const order: string[] = [];
      const docP = post(`${server.url}/embed`, { texts: docs, kind: "document" }).then((b) => (order.push("documents"), b));
      await model.firstCall;
      const t0 = performance.now();
      const q = await post(`${server.url}/embed`, { texts: ["query"], kind: "query" });
      const waited = performance.now() - t0;
      order.push("query");
      const d = await docP;
      expect(order).toEqual(["query", "documents"]);
      expect(q.vectors).toHaveLength(1);
      expect(d.vectors).toHaveLength(80);
      // 20 chunks × 40 ms queued; the query waits for the few chunks that run while its request is
      // being read, not for the whole batch.
      expect(waited).toBeLessThan(400);
      expect(model.calls.findIndex((c) => c.kind === "query")).toBeLessThanOrEqual(5);
    });
  });
});
