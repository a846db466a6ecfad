/**
 * Builds a tiny "Qwen3-shaped" embedding model folder on disk: an ONNX graph
 * with the same input/output names as onnx-community/Qwen3-Embedding-0.6B-ONNX
 * (input_ids, attention_mask -> last_hidden_state), a config.json with
 * model_type "qwen3" so transformers.js takes its Qwen3 code path, and a
 * word-level tokenizer.json that appends <|endoftext|> like Qwen3's does.
 *
 * The graph is a running sum of looked-up rows:
 *   last_hidden_state[b, t] = mask[b, t] * sum_{s <= t} E[input_ids[b, s]] * mask[b, s]
 * so the state at the last real token is the sum of every real token's row
 * (prefix and <|endoftext|> included), and padding rows are zero. Tests can
 * therefore compute the exact expected vector and check pooling (right and
 * left padding), the query prefix, truncation and normalization numerically.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ProtoWriter } from "./protobuf-writer.ts";

const FLOAT = 1;
const INT64 = 7;

export interface TinyModel {
  dir: string;
  vocab: Record<string, number>;
  /** Row i is the hidden state the model emits for token id i. */
  table: number[][];
  hidden: number;
  eosId: number;
  padId: number;
}

/** Deterministic pseudo-random numbers so the table is stable across runs. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function valueInfo(w: ProtoWriter, field: number, name: string, elemType: number, dims: Array<string | number>): void {
  w.message(field, (vi) => {
    vi.string(1, name);
    vi.message(2, (type) =>
      type.message(1, (tensor) => {
        tensor.int(1, elemType);
        tensor.message(2, (shape) => {
          for (const d of dims) shape.message(1, (dim) => (typeof d === "number" ? dim.int(1, d) : dim.string(2, d)));
        });
      }),
    );
  });
}

function node(w: ProtoWriter, op: string, inputs: string[], outputs: string[], attrs: (n: ProtoWriter) => void = () => {}): void {
  w.message(1, (n) => {
    for (const i of inputs) n.string(1, i);
    for (const o of outputs) n.string(2, o);
    n.string(3, `${op}_${outputs[0]}`);
    n.string(4, op);
    attrs(n);
  });
}

/**
 * With `externalData`, the embedding table is written like the real fp32 export (too big for one
 * protobuf): the graph refers to it by location/offset/length in a side file "<model>.onnx_data".
 */
export function buildTinyOnnx(table: number[][], externalData?: { location: string; write: (bytes: Uint8Array) => void }): Uint8Array {
  const vocabSize = table.length;
  const hidden = table[0]!.length;
  const model = new ProtoWriter();
  model.int(1, 8); // ir_version
  model.string(2, "engram-tests");
  model.message(7, (g) => {
    node(g, "Gather", ["embed_tokens", "input_ids"], ["token_states"], (n) => n.message(5, (a) => a.string(1, "axis").int(3, 0).int(20, 2)));
    node(g, "Cast", ["attention_mask"], ["mask_f"], (n) => n.message(5, (a) => a.string(1, "to").int(3, FLOAT).int(20, 2)));
    node(g, "Unsqueeze", ["mask_f", "last_axis"], ["mask_3d"]);
    node(g, "Mul", ["token_states", "mask_3d"], ["masked_states"]);
    node(g, "CumSum", ["masked_states", "seq_axis"], ["running_sum"]);
    node(g, "Mul", ["running_sum", "mask_3d"], ["masked_sum"]);
    // position_ids and a (length-0) KV cache are inputs of the real Qwen3 export; transformers.js must
    // build and feed them. They are folded in with weight zero so the expected numbers stay simple,
    // while a wrong shape or a missing feed still fails the run.
    node(g, "Cast", ["position_ids"], ["pos_f"], (n) => n.message(5, (a) => a.string(1, "to").int(3, FLOAT).int(20, 2)));
    node(g, "Mul", ["pos_f", "zero"], ["pos_zero"]);
    node(g, "Unsqueeze", ["pos_zero", "last_axis"], ["pos_zero_3d"]);
    node(g, "Add", ["masked_sum", "pos_zero_3d"], ["last_hidden_state"]);
    node(g, "Identity", ["past_key_values.0.key"], ["present.0.key"]);
    node(g, "Identity", ["past_key_values.0.value"], ["present.0.value"]);
    g.string(2, "tiny_qwen3_lookup");
    g.message(5, (t) => {
      t.packedInt64(1, [vocabSize, hidden]);
      t.int(2, FLOAT);
      t.string(8, "embed_tokens");
      if (externalData) {
        const flat = table.flat();
        const bytes = new Uint8Array(flat.length * 4);
        const view = new DataView(bytes.buffer);
        flat.forEach((x, i) => view.setFloat32(i * 4, x, true));
        externalData.write(bytes);
        t.message(13, (e) => e.string(1, "location").string(2, externalData.location));
        t.message(13, (e) => e.string(1, "offset").string(2, "0"));
        t.message(13, (e) => e.string(1, "length").string(2, String(bytes.length)));
        t.int(14, 1); // data_location = EXTERNAL
      } else {
        t.packedFloat(4, table.flat());
      }
    });
    g.message(5, (t) => {
      t.packedInt64(1, [1]);
      t.int(2, INT64);
      t.string(8, "last_axis");
      t.packedInt64(7, [-1]);
    });
    g.message(5, (t) => {
      t.int(2, INT64);
      t.string(8, "seq_axis");
      t.packedInt64(7, [1]);
    });
    g.message(5, (t) => {
      t.int(2, FLOAT);
      t.string(8, "zero");
      t.packedFloat(4, [0]);
    });
    valueInfo(g, 11, "input_ids", INT64, ["batch_size", "sequence_length"]);
    valueInfo(g, 11, "attention_mask", INT64, ["batch_size", "sequence_length"]);
    valueInfo(g, 11, "position_ids", INT64, ["batch_size", "sequence_length"]);
    valueInfo(g, 11, "past_key_values.0.key", FLOAT, ["batch_size", 1, "past_sequence_length", hidden / 2]);
    valueInfo(g, 11, "past_key_values.0.value", FLOAT, ["batch_size", 1, "past_sequence_length", hidden / 2]);
    valueInfo(g, 12, "present.0.key", FLOAT, ["batch_size", 1, "past_sequence_length", hidden / 2]);
    valueInfo(g, 12, "present.0.value", FLOAT, ["batch_size", 1, "past_sequence_length", hidden / 2]);
    valueInfo(g, 12, "last_hidden_state", FLOAT, ["batch_size", "sequence_length", hidden]);
  });
  model.message(8, (o) => o.string(1, "").int(2, 17));
  return model.finish();
}

export function writeTinyQwen3Model(dir: string, opts: { hidden?: number; paddingSide?: "left" | "right"; externalData?: boolean; appendsEos?: boolean } = {}): TinyModel {
  const hidden = opts.hidden ?? 16;
  const words = [
    "<|endoftext|>", "[UNK]", "Instruct:", "Given", "a", "query,", "retrieve", "relevant", "memories", "Query:",
    "use", "pnpm", "not", "npm", "the", "deploy", "needs", "wrangler", "login", "first", "auth", "token", "refresh",
  ];
  const vocab: Record<string, number> = {};
  words.forEach((w, i) => (vocab[w] = i));
  const rand = mulberry32(42);
  const table = words.map(() => Array.from({ length: hidden }, () => Math.round((rand() * 2 - 1) * 1000) / 1000));
  const eosId = vocab["<|endoftext|>"]!;

  mkdirSync(join(dir, "onnx"), { recursive: true });
  const external = opts.externalData ? { location: "model.onnx_data", write: (b: Uint8Array) => writeFileSync(join(dir, "onnx", "model.onnx_data"), b) } : undefined;
  writeFileSync(join(dir, "onnx", "model.onnx"), buildTinyOnnx(table, external));
  writeFileSync(
    join(dir, "config.json"),
    JSON.stringify({
      model_type: "qwen3",
      architectures: ["Qwen3Model"],
      hidden_size: hidden,
      num_attention_heads: 2,
      num_key_value_heads: 1,
      num_hidden_layers: 1,
      head_dim: hidden / 2,
      vocab_size: words.length,
      eos_token_id: eosId,
      pad_token_id: eosId,
    }),
  );
  writeFileSync(
    join(dir, "tokenizer_config.json"),
    JSON.stringify({
      tokenizer_class: "PreTrainedTokenizerFast",
      eos_token: "<|endoftext|>",
      pad_token: "<|endoftext|>",
      unk_token: "[UNK]",
      padding_side: opts.paddingSide ?? "left",
      model_max_length: 512,
    }),
  );
  writeFileSync(
    join(dir, "tokenizer.json"),
    JSON.stringify({
      version: "1.0",
      truncation: null,
      padding: null,
      added_tokens: [
        { id: eosId, content: "<|endoftext|>", single_word: false, lstrip: false, rstrip: false, normalized: false, special: true },
      ],
      normalizer: null,
      pre_tokenizer: { type: "WhitespaceSplit" },
      post_processor: opts.appendsEos === false ? null : {
        type: "TemplateProcessing",
        single: [{ Sequence: { id: "A", type_id: 0 } }, { SpecialToken: { id: "<|endoftext|>", type_id: 0 } }],
        pair: [
          { Sequence: { id: "A", type_id: 0 } },
          { Sequence: { id: "B", type_id: 1 } },
          { SpecialToken: { id: "<|endoftext|>", type_id: 0 } },
        ],
        special_tokens: { "<|endoftext|>": { id: "<|endoftext|>", ids: [eosId], tokens: ["<|endoftext|>"] } },
      },
      decoder: null,
      model: { type: "WordLevel", vocab, unk_token: "[UNK]" },
    }),
  );
  return { dir, vocab, table, hidden, eosId, padId: eosId };
}
