/** zod schema of a finished task as reported to `POST /v1/outcomes` (seed 000 "Session Schema"). */
import { z } from "zod";
import { projectName } from "../memory/schemas";

const text = (max: number) => z.string().trim().min(1).max(max);

export const TASK_TYPES = ["FEATURE", "BUGFIX", "REFACTOR", "CONFIG", "DOCS", "TEST", "RESEARCH", "OTHER"] as const;

export const outcomeInput = z.object({
  task: z.object({
    input: text(2000).describe("What was asked"),
    type: z.enum(TASK_TYPES),
  }),
  project: projectName.optional(),
  session_id: z.string().min(1).max(200).optional(),
  verified: z.boolean().describe("Tests/build/manual verification passed; learnings are extracted only when true"),
  verification: z.record(z.string(), z.string().max(500)).optional().describe('e.g. { "tests": "12/12 passed" }'),
  errors: z
    .array(z.object({
      error: text(1000),
      solution: text(2000).optional(),
      technology: z.string().trim().min(1).max(60).optional(),
      solution_verified: z.boolean().default(true),
    }))
    .max(50)
    .default([]),
  decisions: z
    .array(z.object({ question: text(500).optional(), decision: text(1000), reason: text(1000).optional() }))
    .max(50)
    .default([]),
  files: z
    .object({ created: z.array(text(300)).max(200).default([]), modified: z.array(text(300)).max(200).default([]) })
    .default({ created: [], modified: [] }),
  learnings: z
    .array(z.object({
      type: z.enum(["pattern", "gotcha", "quirk", "preference", "insight"]),
      content: text(2000),
      technology: z.string().trim().min(1).max(60).optional(),
      tech_specific: z.boolean().optional(),
      promote_to_global: z.boolean().optional(),
    }))
    .max(50)
    .default([]),
  rating: z.number().int().min(1).max(10).optional().describe("How well it went, 1–10; ≥ 8 makes it a skill candidate"),
  promote_to_global: z.boolean().optional().describe("Explicit request: store every learning globally"),
});
export type OutcomeInput = z.infer<typeof outcomeInput>;
