import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { externalDataChunks, Qwen3Embedder } from "../src/embed/qwen3-embedder.ts";
import { DEFAULT_QUERY_TASK, withQueryInstruction } from "../src/embed/query-prefix.ts";
import { writeTinyQwen3Model, type TinyModel } from "./helpers/tiny-qwen3-model.ts";

/** What the tiny model must return for a text: the sum of its tokens' rows plus <|endoftext|>. */
function expectedRaw(model: TinyModel, text: string): number[] {
  const ids = text.split(/\s+/).filter(Boolean).map((w) => model.vocab[w] ?? model.vocab["[UNK]"]!);
  ids.push(model.eosId);
  const sum = new Array<number>(model.hidden).fill(0);
  for (const id of ids) model.table[id]!.forEach((x, i) => (sum[i]! += x));
  return sum;
}

function normalized(v: number[]): number[] {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

function expectClose(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((x, i) => expect(x).toBeCloseTo(expected[i]!, 5));
}

describe("Qwen3 embedder through transformers.js on a locally built ONNX model", () => {
  let root: string;
  let left: TinyModel;
  let right: TinyModel;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), "engram-tiny-"));
    left = writeTinyQwen3Model(join(root, "left"), { paddingSide: "left" });
    right = writeTinyQwen3Model(join(root, "right"), { paddingSide: "right" });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("pools the last real token and L2-normalizes (left padding, mixed lengths in one batch)", async () => {
    const embedder = await Qwen3Embedder.load({ modelDir: left.dir, dimension: 16, device: "cpu" });
    expect(embedder.device).toBe("cpu");
    const texts = ["use pnpm", "the deploy needs wrangler login first"];
    const out = await embedder.embed(texts, "document");
    expect(out.model).toBe("qwen3-embedding-0.6b");
    expect(out.dimension).toBe(16);
    texts.forEach((t, i) => expectClose(out.vectors[i]!, normalized(expectedRaw(left, t))));
    for (const v of out.vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 6);
  });

  it("pools by attention mask, not by position, under right padding", async () => {
    // With right padding the last column of the short row is padding (a zero row here);
    // taking column -1 would produce a zero/NaN vector instead of the expected one.
    const embedder = await Qwen3Embedder.load({ modelDir: right.dir, dimension: 16, device: "cpu" });
    const texts = ["use pnpm", "the deploy needs wrangler login first"];
    const out = await embedder.embed(texts);
    texts.forEach((t, i) => expectClose(out.vectors[i]!, normalized(expectedRaw(right, t))));
  });

  it("prefixes queries with the instruction and leaves documents alone", async () => {
    const embedder = await Qwen3Embedder.load({ modelDir: left.dir, dimension: 16, device: "cpu" });
    const text = "auth token refresh";
    const query = (await embedder.embed([text], "query")).vectors[0]!;
    const doc = (await embedder.embed([text], "document")).vectors[0]!;
    expect(withQueryInstruction(text, "query")).toBe(`Instruct: ${DEFAULT_QUERY_TASK}\nQuery: ${text}`);
    expectClose(query, normalized(expectedRaw(left, withQueryInstruction(text, "query"))));
    expectClose(doc, normalized(expectedRaw(left, text)));
    expect(query).not.toEqual(doc);
  });

  it("truncates to the Matryoshka dimension before normalizing", async () => {
    const embedder = await Qwen3Embedder.load({ modelDir: left.dir, dimension: 5, device: "cpu" });
    const out = await embedder.embed(["use pnpm not npm"]);
    expect(out.dimension).toBe(5);
    const raw = expectedRaw(left, "use pnpm not npm");
    // Normalizing the first five numbers is not the same as the first five of the normalized vector.
    expectClose(out.vectors[0]!, normalized(raw.slice(0, 5)));
    expect(Math.hypot(...out.vectors[0]!)).toBeCloseTo(1, 6);
  });

  it("batches larger inputs and reports progress", async () => {
    const seen: Array<[number, number]> = [];
    const embedder = await Qwen3Embedder.load({ modelDir: left.dir, dimension: 16, device: "cpu", batchSize: 2, onProgress: (d, t) => seen.push([d, t]) });
    const texts = ["use pnpm", "deploy", "wrangler login", "auth", "token refresh"];
    const out = await embedder.embed(texts);
    expect(out.vectors).toHaveLength(5);
    expectClose(out.vectors[4]!, normalized(expectedRaw(left, "token refresh")));
    expect(seen).toEqual([[2, 5], [4, 5], [5, 5]]);
  });

  it("appends <|endoftext|> itself when the tokenizer does not, so pooling still reads the EOS state", async () => {
    const noEos = writeTinyQwen3Model(join(root, "no-eos"), { appendsEos: false });
    const embedder = await Qwen3Embedder.load({ modelDir: noEos.dir, dimension: 16, device: "cpu" });
    expect(embedder.eosSuffix).toBe("<|endoftext|>");
    expectClose((await embedder.embed(["use pnpm"])).vectors[0]!, normalized(expectedRaw(noEos, "use pnpm")));
    const withEos = await Qwen3Embedder.load({ modelDir: left.dir, dimension: 16, device: "cpu" });
    expect(withEos.eosSuffix).toBe(""); // never twice
  });

  it("loads weights stored as external data, like the 2.4 GB fp32 export", async () => {
    const ext = writeTinyQwen3Model(join(root, "external"), { externalData: true });
    expect(externalDataChunks(ext.dir, "fp32")).toBe(1);
    const embedder = await Qwen3Embedder.load({ modelDir: ext.dir, dimension: 16, device: "cpu" });
    expectClose((await embedder.embed(["wrangler login first"])).vectors[0]!, normalized(expectedRaw(ext, "wrangler login first")));
  });

  it("falls back to the CPU when the preferred accelerator cannot be used", async () => {
    // No NVIDIA driver or CUDA provider libraries on this machine: session creation on "cuda" fails.
    const embedder = await Qwen3Embedder.load({ modelDir: left.dir, dimension: 16, deviceOrder: ["cuda", "cpu"] });
    expect(embedder.device).toBe("cpu");
    expectClose((await embedder.embed(["use pnpm"])).vectors[0]!, normalized(expectedRaw(left, "use pnpm")));
  });

  it("rejects a dimension wider than the model and an unknown device", async () => {
    await expect(Qwen3Embedder.load({ modelDir: left.dir, dimension: 32 })).rejects.toThrow(/exceeds the model width/);
    await expect(Qwen3Embedder.load({ modelDir: left.dir, device: "tpu" })).rejects.toThrow(/unknown device/);
    await expect(Qwen3Embedder.load({ modelDir: left.dir, dtype: "q8" })).rejects.toThrow(/model_quantized\.onnx, which is missing/);
  });
});
