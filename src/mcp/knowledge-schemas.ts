/**
 * Inputs of the knowledge area's routes (`POST /v1/outcomes`, `/v1/skills…`), mirrored from its
 * branch (src/knowledge/outcome-schemas.ts, src/skills/schemas.ts) so the MCP tools describe them
 * before it is merged. EXTENSION POINT: once those files are on main, import their schemas here
 * instead; the routes validate every request either way, so a drift shows up as a tool error
 * naming the field, never as bad data.
 */
import { z } from "zod";
import { projectName } from "../memory/schemas";

const text = (max: number) => z.string().trim().min(1).max(max);
const phrase = z.string().trim().min(1).max(200);

export const TASK_TYPES = ["FEATURE", "BUGFIX", "REFACTOR", "CONFIG", "DOCS", "TEST", "RESEARCH", "OTHER"] as const;

export const outcomeArgs = z.object({
  task: z.object({ input: text(2000).describe("What was asked"), type: z.enum(TASK_TYPES) }),
  project: projectName.optional(),
  session_id: z.string().min(1).max(200).optional(),
  verified: z.boolean().describe("Tests, build or the user confirmed it works; learnings are extracted only when true"),
  verification: z.record(z.string(), z.string().max(500)).optional().describe('e.g. { "tests": "12/12 passed" }'),
  errors: z
    .array(
      z.object({
        error: text(1000),
        solution: text(2000).optional(),
        technology: z.string().trim().min(1).max(60).optional(),
        solution_verified: z.boolean().optional(),
      }),
    )
    .max(50)
    .optional()
    .describe("Errors met on the way and what solved them"),
  decisions: z
    .array(z.object({ question: text(500).optional(), decision: text(1000), reason: text(1000).optional() }))
    .max(50)
    .optional(),
  files: z
    .object({ created: z.array(text(300)).max(200).optional(), modified: z.array(text(300)).max(200).optional() })
    .optional(),
  learnings: z
    .array(
      z.object({
        type: z.enum(["pattern", "gotcha", "quirk", "preference", "insight"]),
        content: text(2000),
        technology: z.string().trim().min(1).max(60).optional(),
        tech_specific: z.boolean().optional(),
        promote_to_global: z.boolean().optional(),
      }),
    )
    .max(50)
    .optional(),
  rating: z.number().int().min(1).max(10).optional().describe("How well it went, 1–10; 8 or more makes it a skill candidate"),
  promote_to_global: z.boolean().optional().describe("The user asked to keep every learning globally"),
});

export const skillArgs = z.object({
  name: z.string().trim().min(1).max(100).regex(/^[\w .:/-]+$/, "letters, digits, spaces and . _ : / -"),
  description: z.string().trim().min(1).max(2000).describe("What it does and when to use it"),
  triggers: z.array(phrase).max(32).optional().describe("Phrases or situations that call for it"),
  prerequisites: z.array(phrase).max(32).optional(),
  body: z.object({
    kind: z.enum(["code", "procedure"]),
    language: z.string().trim().min(1).max(40).nullable().optional(),
    content: z.string().min(1).max(256 * 1024).describe("The code, or the numbered procedure"),
  }),
  uses_skills: z.array(z.string().min(1).max(64)).max(32).optional().describe("Ids of skills this one composes"),
});

export const skillSearchArgs = z.object({
  query: z.string().trim().min(1).max(500).describe("The task at hand"),
  limit: z.number().int().min(1).max(100).optional(),
});

export const skillUseArgs = z.object({
  success: z.boolean(),
  satisfaction: z.number().min(1).max(10).optional().describe("How satisfied the user was, 1–10"),
  note: z.string().max(2000).optional(),
});
