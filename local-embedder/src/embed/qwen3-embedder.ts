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
  /** The order to try devices in; normally derived from `device` and the machine. */
  deviceOrder?: Device[];
  /** Which ONNX weights file to use; picked from what the folder holds when omitted. */
  dtype?: "fp32" | "fp16" | "q8" | "q4" | "q4f16";
  batchSize?: number;
  queryTask?: string;
  onProgress?: (done: number, total: number) => void;
  /** Told when a preferred device could not be used and the next one is tried. */
  onDeviceFallback?: (device: string, error: Error) => void;
  /** Bytes of model files read so far, for a load progress bar (the 0.6B weights take a while). */
  onLoadProgress?: (loaded: number, total: number) => void;
}

/** A folder counts as a Qwen3 model when it has a config, a tokenizer and at least one ONNX file. */
export function isQwen3ModelDir(dir: string | undefined): dir is string {
  if (!dir) return false;
  return existsSync(join(dir, "config.json")) && existsSync(join(dir, "tokenizer.json")) && existsSync(join(dir, "onnx"));
}

const DTYPE_FILE: Record<NonNullable<Qwen3Options["dtype"]>, string> = {
  fp32: "model.onnx",
  fp16: "model_fp16.onnx",
  q8: "model_quantized.onnx",
  q4: "model_q4.onnx",
  q4f16: "model_q4f16.onnx",
};

/**
 * Weights over 2 GB (the fp32 export) live beside the graph in "<file>_data",
 * "<file>_data_1", …. In Node transformers.js hands onnxruntime the file path
 * and the runtime finds the side files itself (the external-data test passes
 * either way); declaring the chunks keeps loading right if it hands over
 * buffers instead, as it does in browsers.
 */
export function externalDataChunks(dir: string, dtype: NonNullable<Qwen3Options["dtype"]>): number {
  const base = join(dir, "onnx", DTYPE_FILE[dtype]);
  let n = 0;
  while (existsSync(`${base}_data${n === 0 ? "" : `_${n}`}`)) n++;
  return n;
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
type Tokenizer = ((texts: string[], opts: { padding: boolean; truncation: boolean; max_length?: number }) => { input_ids: Tensor; attention_mask: Tensor }) & {
  decode(ids: Array<number | bigint>, opts?: { skip_special_tokens?: boolean }): string;
};

/**
 * Last-token pooling is only meaningful on the <|endoftext|> token the model
 * was trained to summarise into. Qwen3-Embedding's tokenizer appends it; a
 * tokenizer.json that does not (older exports) would silently pool the last
 * word instead, so probe once and append the token text ourselves if needed.
 */
function eosSuffixNeeded(tokenizer: Tokenizer, eosToken: string | undefined): string {
  if (!eosToken) return "";
  const probe = tokenizer(["a"], { padding: false, truncation: false });
  const ids = Array.from(probe.input_ids.data as ArrayLike<number | bigint>);
  const last = ids[ids.length - 1];
  return last !== undefined && tokenizer.decode([last]) === eosToken ? "" : eosToken;
}
type Model = ((inputs: Record<string, unknown>) => Promise<Record<string, Tensor>>) & { dispose?: () => Promise<unknown> };

export class Qwen3Embedder implements Embedder {
  readonly model = QWEN3_MODEL_ID;
  private constructor(
    readonly dimension: number,
    readonly device: Device,
    private readonly tokenizer: Tokenizer,
    private readonly network: Model,
    private readonly opts: Qwen3Options,
    /** Appended to every input when the tokenizer does not add <|endoftext|> itself. */
    readonly eosSuffix: string,
  ) {}

  /**
   * Loads tokenizer and ONNX weights from the local folder only. Tries each
   * candidate device in order and falls back when a provider is unavailable
   * (e.g. CUDA libraries missing), so auto-selection never leaves the user without an embedder.
   */
  static async load(opts: Qwen3Options): Promise<Qwen3Embedder> {
    const dir = resolve(opts.modelDir);
    if (!isQwen3ModelDir(dir)) throw new Error(`${dir} is not a Qwen3 ONNX model folder (needs config.json, tokenizer.json, onnx/)`);
    const { env, AutoTokenizer, AutoModel, LogLevel } = await import("@huggingface/transformers");
    // Nothing downloads at run time: the folder is the only source.
    env.allowRemoteModels = false;
    env.allowLocalModels = true;
    env.localModelPath = dirname(dir) + "/";
    // onnxruntime dumps a red error line for every unavailable provider (CUDA on most machines) even
    // though we fall back; failures still surface as exceptions, which we report. Set ENGRAM_ORT_LOG=1
    // to see the runtime's own logs. (Takes effect if set before the first session is created.)
    if (!process.env.ENGRAM_ORT_LOG) env.logLevel = LogLevel.NONE;
    const id = basename(dir);
    const config = JSON.parse(readFileSync(join(dir, "config.json"), "utf8")) as { hidden_size?: number };
    const width = config.hidden_size ?? QWEN3_DEFAULT_DIMENSION;
    const dimension = opts.dimension ?? Math.min(QWEN3_DEFAULT_DIMENSION, width);
    if (dimension > width) throw new Error(`dimension ${dimension} exceeds the model width ${width}`);
    if (opts.dtype && !(opts.dtype in DTYPE_FILE)) throw new Error(`unknown dtype "${opts.dtype}" (expected ${Object.keys(DTYPE_FILE).join(", ")})`);
    const dtype = opts.dtype ?? pickDtype(dir);
    if (!existsSync(join(dir, "onnx", DTYPE_FILE[dtype]))) throw new Error(`dtype ${dtype} needs ${join(dir, "onnx", DTYPE_FILE[dtype])}, which is missing`);

    const tokenizer = (await AutoTokenizer.from_pretrained(id)) as unknown as Tokenizer;
    const tokenizerConfig = existsSync(join(dir, "tokenizer_config.json"))
      ? (JSON.parse(readFileSync(join(dir, "tokenizer_config.json"), "utf8")) as { eos_token?: string | { content?: string } })
      : {};
    const eosToken = typeof tokenizerConfig.eos_token === "string" ? tokenizerConfig.eos_token : tokenizerConfig.eos_token?.content;
    const eosSuffix = eosSuffixNeeded(tokenizer, eosToken ?? "<|endoftext|>");
    let lastError: unknown;
    const candidates = opts.deviceOrder ?? deviceCandidates(opts.device);
    for (const [index, device] of candidates.entries()) {
      const last = index === candidates.length - 1;
      try {
        const chunks = externalDataChunks(dir, dtype);
        const network = (await AutoModel.from_pretrained(id, {
          device,
          dtype,
          ...(chunks > 0 ? { use_external_data_format: { [DTYPE_FILE[dtype]]: chunks } } : {}),
          progress_callback: (p: { status?: string; loaded?: number; total?: number }) => {
            if (p.status === "progress" && p.total) opts.onLoadProgress?.(p.loaded ?? 0, p.total);
          },
        } as Parameters<typeof AutoModel.from_pretrained>[1])) as unknown as Model;
        return new Qwen3Embedder(dimension, device, tokenizer, network, opts, eosSuffix);
      } catch (error) {
        lastError = error;
        if (!last) opts.onDeviceFallback?.(device, error as Error);
      }
    }
    throw new Error(`could not load ${dir} on any device: ${String(lastError)}`);
  }

  async embed(texts: string[], kind: EmbedKind = "document"): Promise<EmbeddingBatch> {
    const batchSize = this.opts.batchSize ?? 8;
    const vectors: number[][] = [];
    for (let i = 0; i < texts.length; i += batchSize) {
      const batch = texts.slice(i, i + batchSize).map((t) => withQueryInstruction(t, kind, this.opts.queryTask) + this.eosSuffix);
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
