import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { deviceCandidates, type Device } from "./device.ts";
import { withQueryInstruction } from "./query-prefix.ts";
import { l2Normalize, lastTokenPool, truncateDimension } from "./vector-math.ts";
import { QWEN3_DEFAULT_DIMENSION, QWEN3_MODEL_ID, type EmbedKind, type Embedder, type EmbeddingBatch } from "./types.ts";

export interface Qwen3Options {
  modelDir: string;
  /** Matryoshka dimension; defaults to 1024 (or the model width if smaller). */
  dimension?: number;
  /** "auto" (default) or a device name; ENGRAM_DEVICE is read by the CLI, not here. */
  device?: string;
  /** Which ONNX weights file to use; picked from what the folder holds when omitted. */
  dtype?: "fp32" | "fp16" | "q8" | "q4" | "q4f16";
  batchSize?: number;
  queryTask?: string;
  onProgress?: (done: number, total: number) => void;
}

/** A folder counts as a Qwen3 model when it has a config, a tokenizer and at least one ONNX file. */
export function isQwen3ModelDir(dir: string | undefined): dir is string {
  if (!dir) return false;
  return existsSync(join(dir, "config.json")) && existsSync(join(dir, "tokenizer.json")) && existsSync(join(dir, "onnx"));
}

function pickDtype(dir: string): NonNullable<Qwen3Options["dtype"]> {
  // File names follow the onnx-community export convention.
  const files: Array<[string, NonNullable<Qwen3Options["dtype"]>]> = [
    ["model.onnx", "fp32"],
    ["model_fp16.onnx", "fp16"],
    ["model_quantized.onnx", "q8"],
    ["model_q4.onnx", "q4"],
    ["model_q4f16.onnx", "q4f16"],
  ];
  for (const [file, dtype] of files) if (existsSync(join(dir, "onnx", file))) return dtype;
  throw new Error(`no ONNX weights found in ${join(dir, "onnx")}`);
}

type Tensor = { data: Float32Array | BigInt64Array | number[]; dims: number[] };
type Tokenizer = (texts: string[], opts: { padding: boolean; truncation: boolean; max_length?: number }) => { input_ids: Tensor; attention_mask: Tensor };
type Model = ((inputs: Record<string, unknown>) => Promise<Record<string, Tensor>>) & { dispose?: () => Promise<unknown> };

export class Qwen3Embedder implements Embedder {
  readonly model = QWEN3_MODEL_ID;
  private constructor(
    readonly dimension: number,
    readonly device: Device,
    private readonly tokenizer: Tokenizer,
    private readonly network: Model,
    private readonly opts: Qwen3Options,
  ) {}

  /**
   * Loads tokenizer and ONNX weights from the local folder only. Tries each
   * candidate device in order and falls back when a provider is unavailable
   * (e.g. CUDA libraries missing), so auto-selection never leaves the user without an embedder.
   */
  static async load(opts: Qwen3Options): Promise<Qwen3Embedder> {
    const dir = resolve(opts.modelDir);
    if (!isQwen3ModelDir(dir)) throw new Error(`${dir} is not a Qwen3 ONNX model folder (needs config.json, tokenizer.json, onnx/)`);
    const { env, AutoTokenizer, AutoModel } = await import("@huggingface/transformers");
    // Nothing downloads at run time: the folder is the only source.
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = dirname(dir) + "/";
    const id = basename(dir);
    const config = JSON.parse(readFileSync(join(dir, "config.json"), "utf8")) as { hidden_size?: number };
    const width = config.hidden_size ?? QWEN3_DEFAULT_DIMENSION;
    const dimension = opts.dimension ?? Math.min(QWEN3_DEFAULT_DIMENSION, width);
    if (dimension > width) throw new Error(`dimension ${dimension} exceeds the model width ${width}`);
    const dtype = opts.dtype ?? pickDtype(dir);

    const tokenizer = (await AutoTokenizer.from_pretrained(id)) as unknown as Tokenizer;
    let lastError: unknown;
    for (const device of deviceCandidates(opts.device)) {
      try {
        const network = (await AutoModel.from_pretrained(id, { device, dtype })) as unknown as Model;
        return new Qwen3Embedder(dimension, device, tokenizer, network, opts);
      } catch (error) {
        lastError = error;
      }
    }
    throw new Error(`could not load ${dir} on any device: ${String(lastError)}`);
  }

  async embed(texts: string[], kind: EmbedKind = "document"): Promise<EmbeddingBatch> {
    const batchSize = this.opts.batchSize ?? 8;
    const vectors: number[][] = [];
    for (let i = 0; i < texts.length; i += batchSize) {
      const batch = texts.slice(i, i + batchSize).map((t) => withQueryInstruction(t, kind, this.opts.queryTask));
      const inputs = this.tokenizer(batch, { padding: true, truncation: true, max_length: 8192 });
      const outputs = await this.network(inputs as unknown as Record<string, unknown>);
      const hidden = outputs.last_hidden_state;
      if (!hidden) throw new Error("model returned no last_hidden_state");
      const pooled = lastTokenPool(hidden.data as Float32Array, inputs.attention_mask.data as BigInt64Array, hidden.dims);
      for (const row of pooled) vectors.push(l2Normalize(truncateDimension(row, this.dimension)));
      this.opts.onProgress?.(Math.min(i + batchSize, texts.length), texts.length);
    }
    return { model: this.model, dimension: this.dimension, vectors };
  }

  async dispose(): Promise<void> {
    await this.network.dispose?.();
  }
}
