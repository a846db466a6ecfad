import { scrub } from "../privacy/scrub.ts";
import type { ScrubOptions, ScrubResult } from "../privacy/types.ts";
import type { EmbeddingBatch } from "../embed/types.ts";
import type { Journal, QueuedWrite } from "./journal.ts";

/** The body of POST /v1/memories, as the Worker defines it. */
export interface MemoryInput {
  content: string;
  type?: string;
  scope?: string;
  project?: string;
  tags?: string[];
  metadata?: Record<string, unknown>;
  source?: string;
  /** How it arrived (the Worker's provenance): user_statement, assistant_inference or tool_output. */
  provenance?: string;
  importance?: number;
  occurred_at?: string;
  embedding?: { model: string; dimension: number; vector: number[] };
}

export interface PreparedMemory {
  memory: MemoryInput;
  report: ScrubResult["report"];
}

function scrubDeep(value: unknown, options: ScrubOptions, report: ScrubResult["report"]): unknown {
  if (typeof value === "string") {
    const r = scrub(value, options);
    for (const [type, n] of Object.entries(r.report)) report[type as keyof typeof report] = (report[type as keyof typeof report] ?? 0) + n;
    return r.text;
  }
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, options, report));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubDeep(v, options, report)]));
  return value;
}

/**
 * Scrubs every free-text field before the write touches the disk queue:
 * nothing private is ever persisted for sync, let alone sent.
 */
export function prepareMemory(input: MemoryInput, options: ScrubOptions = {}): PreparedMemory {
  const report: ScrubResult["report"] = {};
  const memory: MemoryInput = { ...input, content: scrubDeep(input.content, options, report) as string };
  if (input.tags) memory.tags = scrubDeep(input.tags, options, report) as string[];
  if (input.metadata) memory.metadata = scrubDeep(input.metadata, options, report) as Record<string, unknown>;
  return { memory, report };
}

/** Attaches a locally computed vector of the SCRUBBED content, with its model id and dimension. */
export function withEmbedding(memory: MemoryInput, batch: EmbeddingBatch, index = 0): MemoryInput {
  const vector = batch.vectors[index];
  if (!vector) return memory;
  return { ...memory, embedding: { model: batch.model, dimension: batch.dimension, vector } };
}

export function queueMemory(journal: Journal, input: MemoryInput, options: ScrubOptions = {}): { item: QueuedWrite; report: ScrubResult["report"] } {
  const { memory, report } = prepareMemory(input, options);
  return { item: journal.enqueue("/v1/memories", memory), report };
}
