/** zod schemas of the skill library's edge and of a skill drafted by an extractor. */
import { z } from "zod";

const phrase = z.string().trim().min(1).max(200);

export const skillBody = z.object({
  kind: z.enum(["code", "procedure"]),
  language: z.string().trim().min(1).max(40).nullable().optional(),
  content: z.string().min(1).max(256 * 1024).describe("The code or the numbered procedure; stored in R2"),
});
export type SkillBody = z.infer<typeof skillBody>;

export const skillInput = z.object({
  name: z.string().trim().min(1).max(100).regex(/^[\w .:/-]+$/, "letters, digits, spaces and . _ : / -"),
  description: z.string().trim().min(1).max(2000),
  triggers: z.array(phrase).max(32).default([]),
  prerequisites: z.array(phrase).max(32).default([]),
  body: skillBody,
  uses_skills: z.array(z.string().min(1).max(64)).max(32).default([]).describe("Ids of skills this one composes"),
});
export type SkillInput = z.infer<typeof skillInput>;

export const skillQuery = z.object({
  query: z.string().trim().min(1).max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const skillUseInput = z.object({
  success: z.boolean(),
  satisfaction: z.number().min(1).max(10).optional().describe("How satisfied the user was, 1–10"),
  note: z.string().max(2000).optional(),
});

/** What the LLM (or the rules) propose from a positively rated outcome. */
export const skillDraftSchema = z.object({
  worth_a_skill: z.boolean(),
  name: z.string().trim().min(1).max(60),
  description: z.string().trim().min(1).max(1000),
  triggers: z.array(phrase).max(16).default([]),
  prerequisites: z.array(phrase).max(16).default([]),
  body: z.object({
    kind: z.enum(["code", "procedure"]),
    language: z.string().max(40).nullable().optional(),
    content: z.string().min(1).max(8000),
  }),
});
export type SkillDraft = z.infer<typeof skillDraftSchema>;

export const skillView = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  triggers: z.array(z.string()),
  prerequisites: z.array(z.string()),
  uses_skills: z.array(z.string()),
  used_by_skills: z.array(z.string()),
  body_kind: z.enum(["code", "procedure"]),
  language: z.string().nullable(),
  version: z.number(),
  use_count: z.number(),
  success_count: z.number(),
  failure_count: z.number(),
  avg_satisfaction: z.number().nullable(),
  created_from: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SkillView = z.infer<typeof skillView>;
