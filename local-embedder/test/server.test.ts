import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Qwen3Embedder } from "../src/embed/qwen3-embedder.ts";
import { startServer, type RunningServer } from "../src/server.ts";
import { writeTinyQwen3Model } from "./helpers/tiny-qwen3-model.ts";

const post = async (url: string, body: unknown) => {
  const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: typeof body === "string" ? body : JSON.stringify(body) });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};

describe("engram serve (the dev embedder the Worker calls)", () => {
  let root: string;
  let server: RunningServer;
  let release: () => void;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), "engram-serve-"));
    const model = writeTinyQwen3Model(join(root, "qwen3-embedding-0.6b"));
    // Hold the model back so the "listening before ready" behaviour is observable.
    const gate = new Promise<void>((resolve) => (release = resolve));
    const embedder = gate.then(() => Qwen3Embedder.load({ modelDir: model.dir, dimension: 8, device: "cpu" }));
    server = await startServer({ port: 0, embedder, log: () => {} });
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers /health before the model is loaded, and /embed waits for it", async () => {
    const early = (await (await fetch(`${server.url}/health`)).json()) as Record<string, unknown>;
    expect(early).toMatchObject({ ok: true, ready: false, model: null });
    const pending = post(`${server.url}/embed`, { texts: ["use pnpm", "auth token refresh"], kind: "query" });
    release();
    const { status, body } = await pending;
    expect(status).toBe(200);
    expect(body.model).toBe("qwen3-embedding-0.6b");
    expect(body.dimension).toBe(8);
    const vectors = body.vectors as number[][];
    expect(vectors).toHaveLength(2);
    for (const v of vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    const late = (await (await fetch(`${server.url}/health`)).json()) as Record<string, unknown>;
    expect(late).toMatchObject({ ok: true, ready: true, model: "qwen3-embedding-0.6b", dimension: 8 });
  });

  it("scrubs over HTTP", async () => {
    const { status, body } = await post(`${server.url}/scrub`, { text: "mail ana@acme.io" });
    expect(status).toBe(200);
    expect(body).toMatchObject({ text: "mail [EMAIL_1]", findings: [{ type: "email", start: 5, end: 16 }] });
  });

  it("returns the error envelope for bad input, never a 5xx", async () => {
    expect(await post(`${server.url}/embed`, { texts: "not a list" })).toMatchObject({ status: 400, body: { error: { code: "invalid_input", details: { field: "texts" } } } });
    expect(await post(`${server.url}/embed`, { texts: ["x"], kind: "poem" })).toMatchObject({ status: 400 });
    expect(await post(`${server.url}/embed`, "{not json")).toMatchObject({ status: 400, body: { error: { code: "invalid_json" } } });
    expect(await post(`${server.url}/scrub`, { text: 42 })).toMatchObject({ status: 400 });
    expect((await fetch(`${server.url}/nope`)).status).toBe(404);
  });
});
