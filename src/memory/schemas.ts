/**
 * zod schemas for everything that crosses the HTTP edge. They are the source of both validation
 * and the OpenAPI document, so a field is described once.
 */
import { z } from "zod";
import { tooDeepAt } from "../util/json-depth";
import { CLIENT_PROVENANCES, LIMITS, MEMORY_TYPES, PROVENANCES, SCOPES, SOURCES, TIERS } from "./types";

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

export const isoDate = z
  .string()
  .refine((s) => !Number.isNaN(Date.parse(s)), { message: "must be an ISO 8601 date-time" })
  .describe("ISO 8601 date-time");

export const projectName = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/ ]*$/, "letters, digits, '.', '_', '-', '/' and spaces");

export const embeddingInput = z
  .object({
    model: z.string().min(1).max(200).describe("Embedding model id, e.g. qwen3-embedding-0.6b"),
    dimension: z.number().int().positive().max(LIMITS.vectorDimension).optional(),
    vector: z.array(z.number().finite()).min(1).max(LIMITS.vectorDimension),
  })
  .refine((e) => e.dimension === undefined || e.dimension === e.vector.length, {
    message: "dimension must equal the vector's length",
    path: ["dimension"],
  })
  .describe("A vector computed by the client (the local embedder's on-device path)");
export type EmbeddingInput = z.infer<typeof embeddingInput>;

const metadata = z
  .record(z.string(), z.unknown())
  .refine((m) => tooDeepAt(m, LIMITS.metadataDepth) === null, {
    message: `metadata must nest at most ${LIMITS.metadataDepth} levels deep`,
    abort: true,
  })
  .refine((m) => utf8Bytes(JSON.stringify(m)) <= LIMITS.metadataBytes, {
    message: `metadata must serialize to at most ${LIMITS.metadataBytes} bytes`,
  })
  .describe(`Free-form JSON object, returned exactly as stored: at most ${LIMITS.metadataBytes / 1024} KB, nested at most ${LIMITS.metadataDepth} levels`);

export const memoryInput = z.object({
  content: z
    .string()
    .trim()
    .min(1)
    .refine((s) => utf8Bytes(s) <= LIMITS.contentBytes, {
      message: `content must be at most ${LIMITS.contentBytes} bytes (UTF-8)`,
      params: { tooLarge: true },
    })
    .describe("The essence of the memory, at most 8 KB"),
  type: z.enum(MEMORY_TYPES).optional().describe("Defaults to episode"),
  scope: z.enum(SCOPES).optional().describe("Defaults by type (see the spec's table)"),
  project: projectName.optional(),
  title: z.string().max(LIMITS.titleChars).optional(),
  tags: z.array(z.string().min(1).max(LIMITS.tagChars)).max(LIMITS.tags).optional(),
  metadata: metadata.optional(),
  source: z.enum(SOURCES).optional(),
  provenance: z
    .enum(CLIENT_PROVENANCES)
    .optional()
    .describe("How the text arrived: user_statement (the user said it), assistant_inference, tool_output (captured from a tool's result: weighed lower in recall, private unless scope is given, never promoted without a pin), or import (brought over from another store, such as Claude Code's auto-memory). Defaults from source: user_stated → user_statement, else assistant_inference"),
  importance: z.number().min(0).max(1).optional(),
  confidence: z.number().min(0).max(1).optional(),
  tier: z.enum(TIERS).optional(),
  session_id: z.string().min(1).max(200).optional(),
  occurred_at: isoDate.optional(),
  valid_from: isoDate.optional(),
  valid_until: isoDate.optional(),
  supersedes: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe("Id of a memory this one replaces: your own, or one in a project you own (else 403); 409 if something already replaced it"),
  allow_duplicate: z
    .boolean()
    .optional()
    .describe("Store it even if a memory in the same scope and project says the same (default false: the write returns that memory with duplicate_of)"),
  pinned: z.boolean().optional(),
  embedding: embeddingInput.optional(),
  allow_secrets: z.boolean().optional().describe("Store live credentials as sent; by default they are replaced by placeholders and the response lists the redactions"),
});
export type MemoryInput = z.infer<typeof memoryInput>;

export const batchInput = z.object({
  memories: z
    .array(memoryInput)
    .min(1)
    .max(LIMITS.batch, { message: `at most ${LIMITS.batch} memories per batch` }),
});

export const memoryPatch = z
  .object({
    content: memoryInput.shape.content.optional(),
    title: z.string().max(LIMITS.titleChars).nullable().optional(),
    tags: memoryInput.shape.tags,
    metadata: metadata.optional(),
    type: memoryInput.shape.type,
    importance: memoryInput.shape.importance,
    tier: memoryInput.shape.tier,
    occurred_at: isoDate.nullable().optional(),
    valid_from: isoDate.nullable().optional(),
    valid_until: isoDate.nullable().optional(),
    pinned: z.boolean().optional(),
    embedding: embeddingInput.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: "at least one field to change" });
export type MemoryPatch = z.infer<typeof memoryPatch>;

const csv = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .string()
    .transform((s) => s.split(",").map((v) => v.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)));

export const listQuery = z.object({
  type: csv(MEMORY_TYPES).optional(),
  scope: csv(SCOPES).optional(),
  tier: csv(TIERS).optional(),
  project: projectName.optional(),
  tag: z.string().min(1).max(LIMITS.tagChars).optional(),
  include_archived: z.enum(["true", "false"]).transform((v) => v === "true").optional(),
  archived_only: z.enum(["true", "false"]).transform((v) => v === "true").optional().describe("Only archived (forgotten) memories"),
  needs_review: z.enum(["true", "false"]).transform((v) => v === "true").optional().describe("Only memories flagged for review (OUTDATED feedback, drift)"),
  since: isoDate.optional().describe("Created at or after"),
  until: isoDate.optional().describe("Created before"),
  order: z.enum(["newest", "oldest"]).default("newest").describe("By creation (id) order; the cursor continues in the same order"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(100).optional(),
});

/** Trigger recall (seed 002): context that brings memories on its own; see retrieval/triggers.ts. */
export const triggersInput = z
  .object({
    file: z.string().trim().min(1).max(1000).optional().describe("A path being worked on, e.g. src/auth/login.ts → location memories"),
    error: z.string().trim().min(1).max(LIMITS.queryChars).optional().describe("An error message or stack trace → past discoveries, gotchas and fixes"),
    keywords: z.array(z.string().trim().min(1).max(100)).min(1).max(20).optional(),
  })
  .describe("Context that brings memories without a question: a file → locations, an error → past fixes");
export type Triggers = z.infer<typeof triggersInput>;

export const recallInput = z.object({
  query: z.string().trim().min(1).max(LIMITS.queryChars),
  k: z.number().int().min(1).max(LIMITS.recallK).default(10),
  project: projectName.optional()
    .describe("The project the caller is in: context, not a filter — its memories plus private, team and global ones; a project memory overrides a default on the same subject"),
  projects: z.array(projectName).min(1).max(20).optional()
    .describe("Hard filter: only these projects' memories (the dashboard's project filter)"),
  scopes: z.array(z.enum(SCOPES)).min(1).optional(),
  types: z.array(z.enum(MEMORY_TYPES)).min(1).optional(),
  tags: z.array(z.string().min(1).max(LIMITS.tagChars)).max(10).optional(),
  since: isoDate.optional(),
  until: isoDate.optional(),
  as_of: isoDate.optional()
    .describe("Point in time: as known and as true then — later memories are out, validity and supersession are evaluated at it"),
  include_archived: z.boolean().optional(),
  embedding: embeddingInput.optional(),
  triggers: triggersInput.optional(),
  context: z
    .number().int().min(0).max(5).optional()
    .describe("Neighbouring items of the same session to attach to each result as `context` (each side; default 1)"),
  swarm: z.boolean().optional()
    .describe("Include your organization's SWARM pool (default: yes when you and your organization opted in); shared items carry source: swarm"),
});
export type RecallInput = z.infer<typeof recallInput>;

export const createUserInput = z.object({
  name: z.string().trim().min(1).max(200),
  org: z.string().trim().min(1).max(200).optional().describe("Organization name; created when new"),
});

export const createProjectInput = z.object({ name: projectName });
export const addMemberInput = z.object({
  user_id: z.string().min(1).max(64),
  role: z.enum(["owner", "member"]).default("member"),
});

// Response shapes (documentation and tests) ---------------------------------------------------

export const memoryView = z.object({
  id: z.string(),
  content: z.string(),
  title: z.string().nullable(),
  type: z.enum(MEMORY_TYPES),
  scope: z.enum(SCOPES),
  project: z.string().nullable(),
  tier: z.enum(TIERS),
  tags: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  source: z.enum(SOURCES),
  provenance: z.enum(PROVENANCES).describe("How the memory arrived: user_statement, assistant_inference, tool_output, import, swarm (another agent) or consolidation"),
  instruction_like: z.boolean().describe("The text reads like instructions to a model (flagged at write time; shown, never followed or changed)"),
  owner_id: z.string(),
  session_id: z.string().nullable(),
  confidence: z.number(),
  importance: z.number(),
  effectiveness: z.number(),
  access_count: z.number(),
  use_count: z.number(),
  success_count: z.number(),
  failure_count: z.number(),
  pinned: z.boolean(),
  needs_review: z.boolean(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  occurred_at: z.string().nullable(),
  last_accessed_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  supersedes: z.string().nullable(),
  superseded_by: z.string().nullable(),
  embedding_model: z.string().nullable(),
  indexed: z.boolean(),
});
export type MemoryView = z.infer<typeof memoryView>;

export const writeStatus = z.enum(["created", "duplicate"]);

export const errorEnvelope = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
