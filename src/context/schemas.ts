/** The context bundle's input (query string for REST, arguments for MCP) and its response shape. */
import { z } from "zod";
import { memoryView, projectName } from "../memory/schemas";
import { LIMITS } from "../memory/types";

export const MAX_FILES = 20;
const filePath = z.string().trim().min(1).max(1000);
const maxTokens = z.coerce.number().int().min(200).max(32_000).default(2000).describe("Token budget (≈ characters / 4)");
const error = z.string().trim().min(1).max(LIMITS.queryChars).describe("The current error message → past fixes");

export const contextQuery = z.object({
  project: projectName.optional(),
  files: z
    .string()
    .max(20_000)
    .transform((s) => s.split(",").map((f) => f.trim()).filter(Boolean))
    .pipe(z.array(filePath).max(MAX_FILES))
    .optional()
    .describe("Open files, comma-separated → their location memories"),
  error: error.optional(),
  max_tokens: maxTokens,
  format: z.enum(["json", "markdown"]).default("json").describe("markdown: the seed-003 display only, as text/markdown"),
});

export const contextArgs = z.object({
  project: projectName.optional().describe("Project name; omit for cross-project knowledge"),
  files: z.array(filePath).max(MAX_FILES).optional().describe("Paths of the files being worked on"),
  error: error.optional(),
  max_tokens: z.number().int().min(200).max(32_000).optional().describe("Token budget (≈ characters / 4), default 2000"),
});

// Loose objects: items carry whatever memories gain later; MCP clients reject unknown keys otherwise.
const contextItem = memoryView.extend({ age: z.string(), file: z.string().optional() }).loose();
const skillSummary = z.looseObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  success_count: z.number().optional(),
  failure_count: z.number().optional(),
});

export const contextBundleView = z.looseObject({
  project: z.string().nullable(),
  project_found: z.boolean(),
  generated_at: z.string(),
  tokens: z.object({ budget: z.number(), used: z.number() }),
  conflicts: z.array(
    z.looseObject({
      id: z.string(),
      kind: z.string(),
      subject: z.string().nullable(),
      age: z.string(),
      left: contextItem.nullable(),
      right: contextItem.nullable(),
      suggestion: z.object({ keep: z.string(), reason: z.string() }).nullable(),
    }),
  ),
  critical_gotchas: z.array(contextItem),
  error_fixes: z.array(contextItem),
  file_locations: z.array(contextItem),
  status: z.array(contextItem),
  preferences: z.array(contextItem),
  project_context: z.array(contextItem),
  skills: z.array(skillSummary),
  omitted: z.record(z.string(), z.number()),
  markdown: z.string(),
});
