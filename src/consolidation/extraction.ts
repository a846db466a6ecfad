/**
 * What an extractor returns for a chunk of episodes, as a zod schema: the LLM's JSON is checked
 * against it, and the rule-based extractor produces the same shape. `episode` is the index of the
 * source episode within the chunk, so every memory and fact keeps its provenance.
 */
import { z } from "zod";
import { ENTITY_TYPES } from "../memory/entity-types";

export const EXTRACTED_MEMORY_TYPES = [
  "decision", "discovery", "location", "gotcha", "pattern", "preference", "fact", "insight", "status", "capability",
] as const;
export type ExtractedMemoryType = (typeof EXTRACTED_MEMORY_TYPES)[number];


const name = z.string().trim().min(1).max(200);

export const extractionSchema = z.object({
  memories: z
    .array(
      z.object({
        episode: z.number().int().min(0),
        type: z.enum(EXTRACTED_MEMORY_TYPES),
        content: z.string().trim().min(3).max(2000),
        importance: z.number().min(0).max(1),
        tags: z.array(z.string().trim().min(1).max(64)).max(10).default([]),
        /** Names (from `entities`) this memory is about, when the text spells them differently. */
        entities: z.array(name).max(20).optional(),
      }),
    )
    .max(200),
  entities: z.array(z.object({ name, type: z.enum(ENTITY_TYPES) })).max(400),
  relationships: z
    .array(
      z.object({
        episode: z.number().int().min(0),
        source: name,
        target: name,
        type: z.string().regex(/^[a-z][a-z_]{1,40}$/, "snake_case relation name"),
      }),
    )
    .max(400),
  facts: z
    .array(
      z.object({
        episode: z.number().int().min(0),
        entity: name,
        property: z.string().trim().min(1).max(100),
        value: z.string().trim().min(1).max(500),
        /** True when the text says the value changed ("upgraded to", "now", "moved to"). */
        changes_previous: z.boolean().default(false),
      }),
    )
    .max(400),
});
export type Extraction = z.infer<typeof extractionSchema>;

export const emptyExtraction = (): Extraction => ({ memories: [], entities: [], relationships: [], facts: [] });

/** An episode as the extractors see it. */
export interface EpisodeInput {
  id: string;
  content: string;
  /** When it happened (occurred_at, else created_at), epoch ms. */
  at: number;
  projectName: string | null;
  sessionId: string | null;
  /** How the episode arrived (memory/types.ts); what it yields keeps a low-trust arrival. */
  provenance?: string;
}

export interface TokenUsage {
  input: number;
  output: number;
  cacheRead: number;
  cacheWrite: number;
}
export const noUsage = (): TokenUsage => ({ input: 0, output: 0, cacheRead: 0, cacheWrite: 0 });

/** The result for one chunk: extracted, or skipped with the reason (logged and recorded). */
export type ChunkResult =
  | { episodes: EpisodeInput[]; status: "done"; extraction: Extraction; usage: TokenUsage }
  | { episodes: EpisodeInput[]; status: "skipped"; reason: string; usage: TokenUsage };

/** Why an extraction run stopped before the end of its input (progress so far is still committed). */
export interface ExtractionStop {
  reason: "llm_unavailable" | "token_budget_exhausted";
  message: string;
}

export interface ExtractionRun {
  chunks: ChunkResult[];
  stop: ExtractionStop | null;
}
